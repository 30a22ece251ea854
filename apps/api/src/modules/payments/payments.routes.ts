import { balanceEndpoints } from '@fuellinq/domain/money/balance.endpoints';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve.ts';
import { requireUser } from '../../plugins/auth.ts';
import { mollieWebhookRoutes } from './mollie-webhook.routes.ts';
import { CANCEL_PAYMENT_JOB, PAYOUT_JOB, REVOKE_MANDATE_JOB } from './account-closing.ts';
import { createPaymentsService } from './payments.service.ts';

const perMinute = (max: number) => ({ max, timeWindow: 60_000 });

/** Every five minutes, once across instances. */
const everyFiveMinutes = (now: Date) =>
  `${now.toISOString().slice(0, 14)}${String(Math.floor(now.getUTCMinutes() / 5) * 5).padStart(2, '0')}`;

export async function paymentsRoutes(app: FastifyInstance) {
  const service = createPaymentsService(app);
  if (service.providerId === 'sandbox' && app.config.NODE_ENV === 'production') {
    app.log.warn(
      'payments: the sandbox provider is on: top-ups are paid with a button and move no real money (set MOLLIE_API_KEY)',
    );
  }

  // A webhook that could not be handled at once is read back later: the provider's status decides.
  app.jobs.define('payments.notify', {
    mode: 'lease',
    handler: async (payload) => {
      await service.notify(String(payload.providerPaymentId));
    },
  });
  // A lost webhook (or none: a local PUBLIC_URL that the provider cannot reach) is made up for here.
  app.jobs.define('payments.reconcile', {
    mode: 'lease',
    handler: async () => {
      await service.reconcile();
    },
  });
  app.jobs.schedule({ kind: 'payments.reconcile', slotOf: everyFiveMinutes });

  // An erased account's payments, at the provider: each retried until done (docs/decisions/012-money.md).
  app.jobs.define(REVOKE_MANDATE_JOB, {
    mode: 'lease',
    handler: async (payload) => service.closing.revokeAtProvider(String(payload.mandateId)),
  });
  app.jobs.define(CANCEL_PAYMENT_JOB, {
    mode: 'lease',
    handler: async (payload) => {
      await service.closing.cancelAtProvider(String(payload.paymentId));
    },
  });
  app.jobs.define(PAYOUT_JOB, {
    mode: 'lease',
    handler: async (payload) => {
      await service.closing.sendPayout(String(payload.payoutId));
    },
  });

  await app.register(mollieWebhookRoutes, { service });

  serve(app, balanceEndpoints.payment, { config: { auth: 'required' } }, async (request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .send(await service.get(requireUser(request).id, request.params.id)),
  );

  serve(app, balanceEndpoints.sandboxPayment, { config: { rateLimit: perMinute(240) } }, async (request) =>
    service.sandboxPage(request.params.id),
  );

  serve(app, balanceEndpoints.sandboxDecision, { config: { rateLimit: perMinute(120) } }, async (request) =>
    service.sandboxDecide(request.params.id, request.body.decision, request.body.secret),
  );
}
