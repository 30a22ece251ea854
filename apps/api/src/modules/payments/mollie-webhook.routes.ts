import formbody from '@fastify/formbody';
import { text } from '@fuellinq/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentsService } from './payments.service.ts';

const WebhookBodySchema = z.object({ id: text().min(1).max(100) });

/**
 * Mollie's webhook: a form-encoded `id=tr_…` and nothing else (no signature, by design). An encapsulated
 * plugin, so the form parser serves this route only and the rest of the API keeps to JSON. The answer is
 * 200 whatever the id (nobody learns which ids exist); the payment is read back from Mollie and its status
 * acted on. When that fails, a job reads it back later instead of leaving it to Mollie's retries.
 */
export async function mollieWebhookRoutes(fastify: FastifyInstance, options: { service: PaymentsService }) {
  const { service } = options;
  await fastify.register(formbody);
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/payments/mollie/webhook',
    {
      schema: {
        tags: ['payments'],
        summary: 'Mollie-webhook: id=tr_… (de betaling wordt bij Mollie opgevraagd)',
        body: WebhookBodySchema,
      },
      config: { rateLimit: { max: 600, timeWindow: 60_000 } },
    },
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
