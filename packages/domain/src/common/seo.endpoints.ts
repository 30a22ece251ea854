import { defineEndpoint } from '../api/endpoint.ts';

export const seoEndpoints = {
  sitemap: defineEndpoint({
    method: 'GET',
    path: '/sitemap.xml',
    tags: [],
    summary: 'TODO',
    hidden: true,
    answers: { 200: 'file' },
  }),
  robots: defineEndpoint({
    method: 'GET',
    path: '/robots.txt',
    tags: [],
    summary: 'TODO',
    hidden: true,
    answers: { 200: 'file' },
  }),
};
