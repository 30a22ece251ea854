import {
  AdminOverviewSchema,
  AdminStationPageSchema,
  AdminStationQuerySchema,
  AdminUserPageSchema,
  AdminUserQuerySchema,
  AdminUserSchema,
  IdParamsSchema,
  UpdateAdminUserBodySchema,
} from '@fuellinq/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminOnly, requireUser } from '../../plugins/auth.ts';
import { createAdminRepository } from './admin.repository.ts';
import { createAdminService } from './admin.service.ts';

/** The admin area's accounts and overview (`/admin`); every route is for admins only, checked here. */
export async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createAdminService({ repository: createAdminRepository(app.db), now: app.now });

  app.get(
    '/api/admin/overview',
    {
      schema: {
        tags: ['admin'],
        summary: 'Overzicht voor beheerders: gebruikers per rol, stations met en zonder partner',
        response: { 200: AdminOverviewSchema },
      },
      config: adminOnly,
    },
    async () => service.overview(),
  );

  app.get(
    '/api/admin/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'Gebruikers zoeken op e-mailadres of naam',
        querystring: AdminUserQuerySchema,
        response: { 200: AdminUserPageSchema },
      },
      config: adminOnly,
    },
    async (request) => service.users(request.query),
  );

  app.patch(
    '/api/admin/users/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Rol, accounttype of blokkade van een gebruiker wijzigen',
        params: IdParamsSchema,
        body: UpdateAdminUserBodySchema,
        response: { 200: AdminUserSchema },
      },
      config: adminOnly,
    },
    async (request) => service.updateUser(requireUser(request).id, request.params.id, request.body),
  );

  app.get(
    '/api/admin/stations',
    {
      schema: {
        tags: ['admin'],
        summary: 'Stations zoeken om ze aan een partner toe te wijzen',
        querystring: AdminStationQuerySchema,
        response: { 200: AdminStationPageSchema },
      },
      config: adminOnly,
    },
    async (request) => service.stations(request.query),
  );
}
