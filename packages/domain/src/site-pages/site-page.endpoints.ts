import { defineEndpoint } from '../api/endpoint.ts';
import { IdParamsSchema } from '../common/common.contract.ts';
import {
  AdminSitePagesQuerySchema,
  CreateSitePageBodySchema,
  SitePageListSchema,
  SitePageQuerySchema,
  SitePageReadSchema,
  SitePageSchema,
  UpdateSitePageBodySchema,
} from './site-page.contract.ts';

export const sitePageEndpoints = {
  /** Spec §7: a published page for everyone, a draft for admins only. */
  bySlug: defineEndpoint({
    method: 'GET',
    path: '/api/site-pages',
    tags: ['site-pages'],
    summary:
      'Een CMS-pagina op slug (concepten alleen voor beheerders), met stats (voertuigen, passen, open facturen) voor wie is ingelogd',
    query: SitePageQuerySchema,
    answers: { 200: SitePageReadSchema },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/site-pages',
    tags: ['admin'],
    summary: "Alle CMS-pagina's, met zoeken en status",
    query: AdminSitePagesQuerySchema,
    answers: { 200: SitePageListSchema },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/admin/site-pages/:id',
    tags: ['admin'],
    summary: 'Eén CMS-pagina',
    params: IdParamsSchema,
    answers: { 200: SitePageSchema },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/admin/site-pages',
    tags: ['admin'],
    summary: 'CMS-pagina aanmaken (markdown of HTML; HTML wordt opgeschoond)',
    body: CreateSitePageBodySchema,
    answers: { 201: SitePageSchema },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/site-pages/:id',
    tags: ['admin'],
    summary: 'CMS-pagina wijzigen',
    params: IdParamsSchema,
    body: UpdateSitePageBodySchema,
    answers: { 200: SitePageSchema },
  }),
  publish: defineEndpoint({
    method: 'POST',
    path: '/api/admin/site-pages/:id/publish',
    tags: ['admin'],
    summary: 'CMS-pagina publiceren',
    params: IdParamsSchema,
    answers: { 200: SitePageSchema },
  }),
  unpublish: defineEndpoint({
    method: 'POST',
    path: '/api/admin/site-pages/:id/unpublish',
    tags: ['admin'],
    summary: 'CMS-pagina offline halen (weer concept)',
    params: IdParamsSchema,
    answers: { 200: SitePageSchema },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/site-pages/:id',
    tags: ['admin'],
    summary: 'CMS-pagina verwijderen',
    params: IdParamsSchema,
    answers: { 204: 'empty' },
  }),
};
