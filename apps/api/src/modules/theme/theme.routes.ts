import { BrandThemeSchema, PublishedThemeSchema } from '@fuellinq/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminOnly, requireUser } from '../../plugins/auth.ts';
import { createThemeRepository } from './theme.repository.ts';
import { createThemeService } from './theme.service.ts';

/** The published brand theme (spec §3): public to read, admin-only to publish or withdraw. */
export async function themeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createThemeService({ repository: createThemeRepository(app.db), now: app.now });

  app.get(
    '/api/theme',
    {
      schema: {
        tags: ['theme'],
        summary: 'Het gepubliceerde thema waarmee elke bezoeker begint (null: het standaardthema)',
        response: { 200: PublishedThemeSchema },
      },
    },
    async (_request, reply) => {
      // Every start asks again (a publication shows at the next visit), but may reuse an answer it validated.
      void reply.header('cache-control', 'no-cache');
      return service.published();
    },
  );

  app.put(
    '/api/admin/theme',
    {
      schema: {
        tags: ['admin'],
        summary: 'Een thema publiceren als standaard voor elke bezoeker',
        body: BrandThemeSchema,
        response: { 200: PublishedThemeSchema },
      },
      config: adminOnly,
    },
    async (request) => service.publish(requireUser(request).id, request.body),
  );

  app.delete(
    '/api/admin/theme',
    {
      schema: {
        tags: ['admin'],
        summary: 'De publicatie intrekken: iedereen krijgt weer het standaardthema',
        response: { 200: PublishedThemeSchema },
      },
      config: adminOnly,
    },
    async (request) => service.unpublish(requireUser(request).id),
  );
}
