import formbody from '@fastify/formbody';
import { balanceEndpoints } from '@fuellinq/domain/money/balance.endpoints';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve.ts';
import type { PaymentsService } from './payments.service.ts';

/**
 * Mollie's webhook: a form-encoded `id=tr_…` and nothing else (no signature, by design). An encapsulated
 * plugin, so the form parser serves this route only and the rest of the API keeps to JSON. The answer is
 * 200 whatever the id (nobody learns which ids exist); the payment is read back from Mollie and its status
 * acted on. When that fails, a job reads it back later instead of leaving it to Mollie's retries.
 */
export async function mollieWebhookRoutes(app: FastifyInstance, options: { service: PaymentsService }) {
  const { service } = options;
  await app.register(formbody);

  serve(
    app,
    balanceEndpoints.mollieWebhook,
    { config: { rateLimit: { max: 600, timeWindow: 60_000 } } },
    async (request, reply) => {
      if (service.providerId === 'mollie') {
        const { id } = request.body;
        try {
          await service.notify(id);
        } catch (error) {
          request.log.error({ err: error, paymentId: id }, 'mollie webhook: reading the payment back failed');
          await app.jobs.enqueue('payments.notify', { providerPaymentId: id });
        }
      }
      return reply.status(200).send();
    },
  );
}
