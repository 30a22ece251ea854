import { balanceEndpoints } from '@fuellinq/domain/money/balance.endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serve } from '../../lib/serve.ts';
import { requireUser } from '../../plugins/auth.ts';
import { linkedAccountIban } from '../bank/bank.service.ts';
import { createPaymentsService } from '../payments/payments.service.ts';
import { AUTO_TOP_UP_JOB, createBalanceService } from './balance.service.ts';

const perMinute = (max: number) => ({ max, timeWindow: 60_000 });

/** The caller's Idempotency-Key (checked by the idempotency plugin), remembered on the payment too. */
const requestKeyOf = (request: FastifyRequest) => request.idempotency?.key ?? null;

export async function balanceRoutes(app: FastifyInstance) {
  const service = createBalanceService({
    db: app.db,
    payments: createPaymentsService(app),
    jobs: app.jobs,
    linkedIban: (userId) => linkedAccountIban(app.db, userId),
    now: app.now,
  });

  app.jobs.define(AUTO_TOP_UP_JOB, {
    // It calls the provider: a lease, and idempotent (the charge is booked under the job's own key).
    mode: 'lease',
    handler: async (payload, { job }) => {
      await service.runAutoTopUp(String(payload.userId), String(job.id));
    },
  });

  serve(app, balanceEndpoints.balance, { config: { auth: 'required' } }, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(await service.balance(requireUser(request).id)),
  );

  serve(app, balanceEndpoints.history, { config: { auth: 'required' } }, async (request) =>
    service.history(requireUser(request).id, request.query),
  );

  serve(
    app,
    balanceEndpoints.topUp,
    { config: { auth: 'required', idempotent: true, rateLimit: perMinute(60) } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.topUp(requireUser(request).id, request.body, requestKeyOf(request))),
  );

  serve(
    app,
    balanceEndpoints.mandate,
    { config: { auth: 'required', idempotent: true, rateLimit: perMinute(20) } },
    async (request, reply) =>
      reply.status(201).send(await service.startMandate(requireUser(request).id, requestKeyOf(request))),
  );

  serve(
    app,
    balanceEndpoints.autoTopUp,
    { config: { auth: 'required', idempotent: true } },
    async (request) => service.saveAutoTopUp(requireUser(request).id, request.body),
  );
}
