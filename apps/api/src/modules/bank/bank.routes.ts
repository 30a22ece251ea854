import { bankEndpoints } from '@fuellinq/domain/bank/bank.endpoints';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import { serve } from '../../lib/serve.ts';
import { requireUser } from '../../plugins/auth.ts';
import { createBankRepository } from './bank.repository.ts';
import { createBankService } from './bank.service.ts';
import { bankLinkProvider } from './providers/index.ts';

const perMinute = (max: number) => ({ max, timeWindow: 60_000 });

export async function bankRoutes(app: FastifyInstance) {
  const service = createBankService({
    repository: createBankRepository(app.db),
    provider: bankLinkProvider(app.config),
    publicUrl: app.config.publicUrl,
  });
  const sandboxOnly = () => {
    if (service.providerId !== 'sandbox') throw notFound();
  };

  serve(app, bankEndpoints.options, {}, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').send(service.options()),
  );

  serve(
    app,
    bankEndpoints.link,
    { config: { auth: 'required', rateLimit: perMinute(20) } },
    async (request) => service.link(requireUser(request).id, request.body.bank),
  );

  serve(app, bankEndpoints.status, { config: { auth: 'required' } }, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(await service.status(requireUser(request).id)),
  );

  serve(app, bankEndpoints.sandboxLink, { config: { rateLimit: perMinute(60) } }, async (request) => {
    sandboxOnly();
    return service.sandboxLink(request.params.linkId, request.query.state);
  });

  serve(app, bankEndpoints.sandboxDecision, { config: { rateLimit: perMinute(30) } }, async (request) => {
    sandboxOnly();
    const { state, decision, iban } = request.body;
    return service.completeLink(request.params.linkId, state, { decision, iban });
  });
}
