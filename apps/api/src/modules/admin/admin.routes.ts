import { adminEndpoints } from '@fuellinq/domain/admin/admin.endpoints';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve.ts';
import { adminOnly, requireUser } from '../../plugins/auth.ts';
import { createAdminRepository } from './admin.repository.ts';
import { createAdminService } from './admin.service.ts';

/** The admin area's accounts and overview (`/admin`); every route is for admins only, checked here. */
export async function adminRoutes(app: FastifyInstance) {
  const service = createAdminService({ repository: createAdminRepository(app.db), now: app.now });

  serve(app, adminEndpoints.overview, { config: adminOnly }, async () => service.overview());

  serve(app, adminEndpoints.users, { config: adminOnly }, async (request) => service.users(request.query));

  serve(app, adminEndpoints.updateUser, { config: adminOnly }, async (request) =>
    service.updateUser(requireUser(request).id, request.params.id, request.body),
  );

  serve(app, adminEndpoints.stations, { config: adminOnly }, async (request) =>
    service.stations(request.query),
  );
}
