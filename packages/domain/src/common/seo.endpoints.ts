import { defineEndpoint } from '../api/endpoint.ts';

/** What search engines read, not part of our API: left out of the OpenAPI document. */
export const seoEndpoints = {
  sitemap: defineEndpoint({
    method: 'GET',
    path: '/sitemap.xml',
    tags: [],
    summary:
      'Sitemap voor zoekmachines: de publieke pagina’s, elk actief station en elke gepubliceerde pagina',
    hidden: true,
    answers: { 200: 'file' },
  }),
  robots: defineEndpoint({
    method: 'GET',
    path: '/robots.txt',
    tags: [],
    summary: 'Wat zoekmachines mogen lezen, met de plek van de sitemap',
    hidden: true,
    answers: { 200: 'file' },
  }),
};
