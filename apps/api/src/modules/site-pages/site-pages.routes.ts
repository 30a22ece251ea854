import {
  AdminSitePagesQuerySchema,
  CreateSitePageBodySchema,
  IdParamsSchema,
  SitePageListSchema,
  SitePageQuerySchema,
  SitePageSchema,
  UpdateSitePageBodySchema,
} from '@fuellinq/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminOnly, requireUser } from '../../plugins/auth.ts';
import { createSitePagesRepository } from './site-pages.repository.ts';
import { createSitePagesService, sitePagesChanged } from './site-pages.service.ts';

/**
 * CMS pages: `GET /api/site-pages?slug=` for the public page /page/{slug} (a draft only for an admin), and
 * the admin's pages under /api/admin/site-pages (role checked here, every change audited).
 */
export async function sitePagesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createSitePagesService({
    repository: createSitePagesRepository(app.db),
    onChange: () => app.events.emit(sitePagesChanged),
  });
  const tags = ['admin'];

  app.get(
    '/api/site-pages',
    {
      schema: {
        tags: ['site-pages'],
        summary: 'Een CMS-pagina op slug (concepten alleen voor beheerders)',
        querystring: SitePageQuerySchema,
        response: { 200: SitePageSchema },
      },
      config: { auth: 'optional' },
    },
    async (request, reply) => {
      const page = await service.bySlug(request.query.slug, request.currentUser?.role);
      // Asked afresh every time: a page taken offline is gone at once. A draft (an admin's preview) is
      // never kept by any cache.
      return reply.header('cache-control', page.published ? 'no-cache' : 'private, no-store').send(page);
    },
  );

  app.get(
    '/api/admin/site-pages',
    {
      schema: {
        tags,
        summary: "Alle CMS-pagina's, met zoeken en status",
        querystring: AdminSitePagesQuerySchema,
        response: { 200: SitePageListSchema },
      },
      config: adminOnly,
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/api/admin/site-pages/:id',
    {
      schema: { tags, summary: 'Eén CMS-pagina', params: IdParamsSchema, response: { 200: SitePageSchema } },
      config: adminOnly,
    },
    async (request) => service.get(request.params.id),
  );

  app.post(
    '/api/admin/site-pages',
    {
      schema: {
        tags,
        summary: 'CMS-pagina aanmaken (markdown of HTML; HTML wordt opgeschoond)',
        body: CreateSitePageBodySchema,
        response: { 201: SitePageSchema },
      },
      config: adminOnly,
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(requireUser(request).id, request.body)),
  );

  app.patch(
    '/api/admin/site-pages/:id',
    {
      schema: {
        tags,
        summary: 'CMS-pagina wijzigen',
        params: IdParamsSchema,
        body: UpdateSitePageBodySchema,
        response: { 200: SitePageSchema },
      },
      config: adminOnly,
    },
    async (request) => service.update(requireUser(request).id, request.params.id, request.body),
  );

  app.post(
    '/api/admin/site-pages/:id/publish',
    {
      schema: {
        tags,
        summary: 'CMS-pagina publiceren',
        params: IdParamsSchema,
        response: { 200: SitePageSchema },
      },
      config: adminOnly,
    },
    async (request) => service.publish(requireUser(request).id, request.params.id),
  );

  app.post(
    '/api/admin/site-pages/:id/unpublish',
    {
      schema: {
        tags,
        summary: 'CMS-pagina offline halen (weer concept)',
        params: IdParamsSchema,
        response: { 200: SitePageSchema },
      },
      config: adminOnly,
    },
    async (request) => service.unpublish(requireUser(request).id, request.params.id),
  );

  app.delete(
    '/api/admin/site-pages/:id',
    {
      schema: { tags, summary: 'CMS-pagina verwijderen', params: IdParamsSchema },
      config: adminOnly,
    },
    async (request, reply) => {
      await service.remove(requireUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
}
