import {
  AutoTopUpBodySchema,
  BalanceResponseSchema,
  CheckoutResponseSchema,
  LedgerPageSchema,
  LedgerQuerySchema,
  TopUpBodySchema,
} from '@fuellinq/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { linkedAccountIban } from '../bank/bank.service.ts';
import { createPaymentsService } from '../payments/payments.service.ts';
import { AUTO_TOP_UP_JOB, createBalanceService } from './balance.service.ts';

const perMinute = (max: number) => ({ max, timeWindow: 60_000 });

/** The caller's Idempotency-Key (checked by the idempotency plugin), remembered on the payment too. */
const requestKeyOf = (request: FastifyRequest) => request.idempotency?.key ?? null;

export async function balanceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createBalanceService({
    db: app.db,
    payments: createPaymentsService(fastify),
    jobs: app.jobs,
    linkedIban: (userId) => linkedAccountIban(app.db, userId),
    now: app.now,
  });

  fastify.jobs.define(AUTO_TOP_UP_JOB, {
    // It calls the provider: a lease, and idempotent (the charge is booked under the job's own key).
    mode: 'lease',
    handler: async (payload, { job }) => {
      await service.runAutoTopUp(String(payload.userId), String(job.id));
    },
  });

  app.get(
    '/api/balance',
    {
      schema: {
        tags: ['balance'],
        summary: 'Saldo, beschikbaar bedrag, automatisch opwaarderen en machtiging',
        response: { 200: BalanceResponseSchema },
      },
      config: { auth: 'required' },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await service.balance(requireUser(request).id)),
  );

  app.get(
    '/api/balance/history',
    {
      schema: {
        tags: ['balance'],
        summary: 'Het grootboek van het saldo, nieuwste eerst',
        querystring: LedgerQuerySchema,
        response: { 200: LedgerPageSchema },
      },
      config: { auth: 'required' },
    },
    async (request) => service.history(requireUser(request).id, request.query),
  );

  app.post(
    '/api/balance/top-ups',
    {
      schema: {
        tags: ['balance'],
        summary: 'Saldo opwaarderen: een betaling bij de betaaldienst (Idempotency-Key)',
        body: TopUpBodySchema,
        response: { 201: CheckoutResponseSchema },
      },
      config: { auth: 'required', idempotent: true, rateLimit: perMinute(60) },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.topUp(requireUser(request).id, request.body, requestKeyOf(request))),
  );

  app.post(
    '/api/balance/mandate',
    {
      schema: {
        tags: ['balance'],
        summary: 'Automatisch opwaarderen instellen: een eerste betaling van € 0,01 geeft een machtiging',
        response: { 201: CheckoutResponseSchema },
      },
      config: { auth: 'required', idempotent: true, rateLimit: perMinute(20) },
    },
    async (request, reply) =>
      reply.status(201).send(await service.startMandate(requireUser(request).id, requestKeyOf(request))),
  );

  app.put(
    '/api/balance/auto-top-up',
    {
      schema: {
        tags: ['balance'],
        summary: 'Automatisch opwaarderen aan of uit (aan vraagt een geldige machtiging)',
        body: AutoTopUpBodySchema,
        response: { 200: BalanceResponseSchema },
      },
      config: { auth: 'required', idempotent: true },
    },
    async (request) => service.saveAutoTopUp(requireUser(request).id, request.body),
  );
}
