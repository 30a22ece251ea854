import { AssignPartnerBodySchema, AssignPartnerResponseSchema, IdParamsSchema } from '@fuellinq/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { stations, users } from '../../db/schema/index.ts';
import { fieldError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { adminOnly, requireUser } from '../../plugins/auth.ts';
import { stationNotFound } from './stations.service.ts';

/** An admin hands a station to a partner account (or takes it away with partnerId null). */
export async function adminStationRoutes(fastify: FastifyInstance, options: { onChange: () => void }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.put(
    '/api/admin/stations/:id/partner',
    {
      schema: {
        tags: ['admin'],
        summary: 'Station toewijzen aan een partner',
        params: IdParamsSchema,
        body: AssignPartnerBodySchema,
        response: { 200: AssignPartnerResponseSchema },
      },
      config: adminOnly,
    },
    async (request) => {
      const actor = requireUser(request);
      const { partnerId } = request.body;
      if (partnerId) {
        const [partner] = await db.select({ role: users.role }).from(users).where(eq(users.id, partnerId));
        if (partner?.role !== 'partner') throw fieldError('partnerId', 'Dit account is geen partner.');
      }
      const [row] = await db
        .update(stations)
        .set({ partnerId, updatedAt: new Date() })
        .where(eq(stations.id, request.params.id))
        .returning({ id: stations.id });
      if (!row) throw stationNotFound();
      await writeAudit(db, {
        actorUserId: actor.id,
        action: 'station.assign_partner',
        entity: 'station',
        entityId: row.id,
        details: { partner_id: partnerId },
      });
      options.onChange();
      return { station_id: row.id, partner_id: partnerId };
    },
  );
}
