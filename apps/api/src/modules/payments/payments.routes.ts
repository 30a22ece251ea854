import {
  IdParamsSchema,
  PaymentSchema,
  SandboxPaymentDecisionBodySchema,
  SandboxPaymentDecisionResponseSchema,
  SandboxPaymentSchema,
} from '@fuellinq/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { mollieWebhookRoutes } from './mollie-webhook.routes.ts';
import { CANCEL_PAYMENT_JOB, PAYOUT_JOB, REVOKE_MANDATE_JOB } from './account-closing.ts';
import { createPaymentsService } from './payments.service.ts';

const perMinute = (max: number) => ({ max, timeWindow: 60_000 });

/** Every five minutes, once across instances. */
const everyFiveMinutes = (now: Date) =>
  `${now.toISOString().slice(0, 14)}${String(Math.floor(now.getUTCMinutes() / 5) * 5).padStart(2, '0')}`;

export async function paymentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createPaymentsService(fastify);
  if (service.providerId === 'sandbox' && app.config.NODE_ENV === 'production') {
    app.log.warn(
      'payments: the sandbox provider is on: top-ups are paid with a button and move no real money (set MOLLIE_API_KEY)',
    );
  }

  // A webhook that could not be handled at once is read back later: the provider's status decides.
  fastify.jobs.define('payments.notify', {
    mode: 'lease',
    handler: async (payload) => {
      await service.notify(String(payload.providerPaymentId));
    },
  });
  // A lost webhook (or none: a local PUBLIC_URL that the provider cannot reach) is made up for here.
  fastify.jobs.define('payments.reconcile', {
    mode: 'lease',
    handler: async () => {
      await service.reconcile();
    },
  });
  fastify.jobs.schedule({ kind: 'payments.reconcile', slotOf: everyFiveMinutes });

  // An erased account's payments, at the provider: each retried until done (docs/decisions/012-money.md).
  fastify.jobs.define(REVOKE_MANDATE_JOB, {
    mode: 'lease',
    handler: async (payload) => service.closing.revokeAtProvider(String(payload.mandateId)),
  });
  fastify.jobs.define(CANCEL_PAYMENT_JOB, {
    mode: 'lease',
    handler: async (payload) => {
      await service.closing.cancelAtProvider(String(payload.paymentId));
    },
  });
  fastify.jobs.define(PAYOUT_JOB, {
    mode: 'lease',
    handler: async (payload) => {
      await service.closing.sendPayout(String(payload.payoutId));
    },
  });

  await fastify.register(mollieWebhookRoutes, { service });

  app.get(
    '/api/payments/:id',
    {
      schema: {
        tags: ['payments'],
        summary: 'Een eigen betaling (de terugkeerpagina vraagt de status op; dit boekt niets)',
        params: IdParamsSchema,
        response: { 200: PaymentSchema },
      },
      config: { auth: 'required' },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await service.get(requireUser(request).id, request.params.id)),
  );

  app.get(
    '/api/payments/sandbox/:id',
    {
      schema: {
        tags: ['payments'],
        summary: 'Sandbox-betaalpagina: wat er betaald wordt',
        params: IdParamsSchema,
        response: { 200: SandboxPaymentSchema },
      },
      config: { rateLimit: perMinute(240) },
    },
    async (request) => service.sandboxPage(request.params.id),
  );

  app.post(
    '/api/payments/sandbox/:id/decision',
    {
      schema: {
        tags: ['payments'],
        summary: 'Sandbox-betaalpagina: Betalen of Annuleren (daarna hetzelfde pad als een webhook)',
        params: IdParamsSchema,
        body: SandboxPaymentDecisionBodySchema,
        response: { 200: SandboxPaymentDecisionResponseSchema },
      },
      config: { rateLimit: perMinute(120) },
    },
    async (request) => service.sandboxDecide(request.params.id, request.body.decision, request.body.secret),
  );
}
