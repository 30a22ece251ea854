import { defineEndpoint } from '../api/endpoint.ts';
import { BrandThemeSchema, PublishedThemeSchema } from './brand-theme.contract.ts';

export const themeEndpoints = {
  /** Public: the theme every visitor starts with (null: FuelLinq's own). */
  published: defineEndpoint({
    method: 'GET',
    path: '/api/theme',
    tags: ['theme'],
    summary: 'Het gepubliceerde thema waarmee elke bezoeker begint (null: het standaardthema)',
    answers: { 200: PublishedThemeSchema },
  }),
  publish: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/theme',
    tags: ['admin'],
    summary: 'Een thema publiceren als standaard voor elke bezoeker',
    body: BrandThemeSchema,
    answers: { 200: PublishedThemeSchema },
  }),
  unpublish: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/theme',
    tags: ['admin'],
    summary: 'De publicatie intrekken: iedereen krijgt weer het standaardthema',
    answers: { 200: PublishedThemeSchema },
  }),
};
