import { themeEndpoints } from '@fuellinq/domain/admin/theme.endpoints';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve.ts';
import { adminOnly, requireUser } from '../../plugins/auth.ts';
import { createThemeRepository } from './theme.repository.ts';
import { createThemeService } from './theme.service.ts';

/** The published brand theme (spec §3): public to read, admin-only to publish or withdraw. */
export async function themeRoutes(app: FastifyInstance) {
  const service = createThemeService({ repository: createThemeRepository(app.db), now: app.now });

  serve(app, themeEndpoints.published, {}, async (_request, reply) => {
    // Every start asks again (a publication shows at the next visit), but may reuse an answer it validated.
    void reply.header('cache-control', 'no-cache');
    return service.published();
  });

  serve(app, themeEndpoints.publish, { config: adminOnly }, async (request) =>
    service.publish(requireUser(request).id, request.body),
  );

  serve(app, themeEndpoints.unpublish, { config: adminOnly }, async (request) =>
    service.unpublish(requireUser(request).id),
  );
}
