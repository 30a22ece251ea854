import { AccountExportSchema, DeleteAccountBodySchema, isoDateIn } from '@fuellinq/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hourly } from '../../lib/job-runner.ts';
import { requireUser } from '../../plugins/auth.ts';
import { createPrivacyRepository } from './privacy.repository.ts';
import { createPrivacyService } from './privacy.service.ts';

/** The privacy service on an app's database and configuration (the routes, and the server's retention runs). */
export function privacyServiceFor(app: FastifyInstance) {
  return createPrivacyService({
    repository: createPrivacyRepository(app.db),
    purgeExpiredSessions: () => app.auth.purgeExpired(),
    rdwCacheDays: app.config.RDW_CACHE_DAYS,
    now: app.now,
  });
}

export async function privacyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = privacyServiceFor(fastify);
  // Retention (AVG) every hour, once across instances: expired sessions and reset links, bank-link
  // attempts that never linked, RDW answers past their age, audit entries past two years, old jobs.
  fastify.jobs.define('privacy.retention', {
    // Deletes through the service's own database handle, so it runs with a lease (and is harmless twice).
    mode: 'lease',
    handler: async () => {
      const gone = await service.retention();
      fastify.log.info(gone, 'retention: removed what is no longer needed');
    },
  });
  fastify.jobs.schedule({ kind: 'privacy.retention', slotOf: hourly });

  app.get(
    '/api/me/export',
    {
      schema: {
        tags: ['privacy'],
        summary: 'Al mijn gegevens als één JSON-bestand (AVG: inzage en overdraagbaarheid)',
        response: { 200: AccountExportSchema },
      },
      config: { auth: 'required', rateLimit: { max: 10, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const data = await service.export(requireUser(request).id);
      return reply
        .header(
          'content-disposition',
          `attachment; filename="fuellinq-gegevens-${isoDateIn(new Date())}.json"`,
        )
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  app.delete(
    '/api/me',
    {
      schema: {
        tags: ['privacy'],
        summary: 'Mijn account verwijderen (AVG: recht op vergetelheid); bevestigd met het wachtwoord',
        body: DeleteAccountBodySchema,
      },
      config: { auth: 'required', rateLimit: { max: 10, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      await service.erase(requireUser(request).id, request.body.password);
      return reply.status(204).send();
    },
  );
}
