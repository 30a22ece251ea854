import type { FastifyInstance } from 'fastify';
import { paymentFailed, paymentPaid } from '../modules/payments/payments.service.ts';
import { injectAs } from './test-app.ts';

/** The payments an app announces as paid and as failed, in order, to count what a replay announced. */
export function recordPaymentEvents(app: FastifyInstance) {
  const announced = { paid: [] as string[], failed: [] as string[] };
  app.events.on(paymentPaid, (event) => {
    announced.paid.push(event.paymentId);
  });
  app.events.on(paymentFailed, (event) => {
    announced.failed.push(event.paymentId);
  });
  return announced;
}

/** The sandbox provider's id of a payment, from its checkout URL (`/betalen/sandbox/{id}#secret=…`). */
export function sandboxIdOf(checkoutUrl: string): string {
  const id = /^\/betalen\/sandbox\/([^/?#]+)(#.*)?$/.exec(checkoutUrl)?.[1];
  if (!id) throw new Error(`not a sandbox checkout: ${checkoutUrl}`);
  return decodeURIComponent(id);
}

/** The payment's own secret in a sandbox checkout URL's fragment, which the page posts with its decision. */
export function sandboxSecretOf(checkoutUrl: string): string {
  const secret = new URL(checkoutUrl, 'http://fuellinq.test').hash.replace(/^#secret=/, '');
  if (!secret) throw new Error(`no secret in the sandbox checkout: ${checkoutUrl}`);
  return decodeURIComponent(secret);
}

/** Betalen (or Annuleren) on the sandbox payment page of a checkout URL, as the person would. */
export async function decideSandboxPayment(
  app: FastifyInstance,
  checkoutUrl: string,
  decision: 'pay' | 'cancel' = 'pay',
) {
  return app.inject({
    method: 'POST',
    url: `/api/payments/sandbox/${sandboxIdOf(checkoutUrl)}/decision`,
    payload: { decision, secret: sandboxSecretOf(checkoutUrl) },
  });
}

/**
 * Tops up a signed-in user's balance through the real sandbox flow (a top-up, then Betalen), as a person
 * would before paying for an extra card or a refuel. Returns the payment's id.
 */
export async function topUpBalance(
  app: FastifyInstance,
  token: string,
  amountCents = 2_500,
): Promise<string> {
  const started = await injectAs(app, token, {
    method: 'POST',
    url: '/api/balance/top-ups',
    payload: { amount_cents: amountCents },
  });
  if (started.statusCode !== 201) throw new Error(`top-up failed: ${started.statusCode} ${started.body}`);
  const { url, payment } = started.json<{ url: string; payment: { id: string } }>();
  const paid = await decideSandboxPayment(app, url);
  if (paid.statusCode !== 200) throw new Error(`sandbox payment failed: ${paid.statusCode} ${paid.body}`);
  return payment.id;
}
