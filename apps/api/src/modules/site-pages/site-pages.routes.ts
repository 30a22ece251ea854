import { sitePageEndpoints } from '@fuellinq/domain/site-pages/site-page.endpoints';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve.ts';
import { adminOnly, requireUser } from '../../plugins/auth.ts';
import { pageStats } from './page-stats.ts';
import { createSitePagesRepository } from './site-pages.repository.ts';
import { createSitePagesService, sitePagesChanged } from './site-pages.service.ts';

/**
 * CMS pages: `GET /api/site-pages?slug=` for the public page /page/{slug} (a draft only for an admin), and
 * the admin's pages under /api/admin/site-pages (role checked here, every change audited).
 */
export async function sitePagesRoutes(app: FastifyInstance) {
  const service = createSitePagesService({
    repository: createSitePagesRepository(app.db),
    onChange: () => app.events.emit(sitePagesChanged),
  });

  serve(app, sitePageEndpoints.bySlug, { config: { auth: 'optional' } }, async (request, reply) => {
    const viewer = request.currentUser;
    const page = await service.bySlug(request.query.slug, viewer?.role);
    // Spec §3: a signed-in reader gets their own figures with the page; those are nobody else's to keep.
    const stats = viewer ? await pageStats(app.db, viewer.id) : null;
    // Asked afresh every time: a page taken offline is gone at once. A draft (an admin's preview) is
    // never kept by any cache.
    return reply
      .header('cache-control', page.published && !stats ? 'no-cache' : 'private, no-store')
      .send({ ...page, stats });
  });

  serve(app, sitePageEndpoints.list, { config: adminOnly }, async (request) => service.list(request.query));

  serve(app, sitePageEndpoints.get, { config: adminOnly }, async (request) => service.get(request.params.id));

  serve(app, sitePageEndpoints.create, { config: adminOnly }, async (request, reply) =>
    reply.status(201).send(await service.create(requireUser(request).id, request.body)),
  );

  serve(app, sitePageEndpoints.update, { config: adminOnly }, async (request) =>
    service.update(requireUser(request).id, request.params.id, request.body),
  );

  serve(app, sitePageEndpoints.publish, { config: adminOnly }, async (request) =>
    service.publish(requireUser(request).id, request.params.id),
  );

  serve(app, sitePageEndpoints.unpublish, { config: adminOnly }, async (request) =>
    service.unpublish(requireUser(request).id, request.params.id),
  );

  serve(app, sitePageEndpoints.remove, { config: adminOnly }, async (request, reply) => {
    await service.remove(requireUser(request).id, request.params.id);
    return reply.status(204).send();
  });
}
