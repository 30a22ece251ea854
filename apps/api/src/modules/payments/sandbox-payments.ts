import type { SandboxPayment, SandboxPaymentDecisionResponse } from '@fuellinq/domain';
import { AppError } from '../../lib/app-error.ts';
import {
  descriptionKey,
  type PaymentsContext,
  paymentNotFound,
  providerDescriptions,
  returnLink,
  textOf,
} from './payments-context.ts';
import { notifyPayment } from './settle-payment.ts';

// The sandbox's payment page (/betalen/sandbox/{id}): what is paid, and Betalen or Annuleren, which then
// takes the webhook's own path. Both answer 404 when the sandbox is not the provider.

/** What the sandbox's payment page shows. */
export async function sandboxPage(
  context: PaymentsContext,
  providerPaymentId: string,
): Promise<SandboxPayment> {
  const { sandbox, repository } = context;
  if (!sandbox) throw paymentNotFound();
  const [row, view] = await Promise.all([
    repository.findByProviderId('sandbox', providerPaymentId),
    sandbox.getPayment(providerPaymentId),
  ]);
  if (!row || !view) throw paymentNotFound();
  const iban = textOf(row.metadata.iban_masked);
  return {
    id: providerPaymentId,
    description:
      row.purpose === 'mandate' && iban
        ? `${providerDescriptions.mandate} van ${iban}`
        : providerDescriptions[descriptionKey(row)],
    amount_cents: row.amountCents,
    status: view.status,
    sets_up_mandate: row.sequenceType === 'first',
  };
}

/**
 * Betalen or Annuleren on the sandbox page, then the webhook's own path. Only with the payment's own secret
 * from its checkout URL: an id from a log or a screen is a 404.
 */
export async function sandboxDecide(
  context: PaymentsContext,
  providerPaymentId: string,
  decision: 'pay' | 'cancel',
  secret: string,
): Promise<SandboxPaymentDecisionResponse> {
  const { sandbox, repository } = context;
  if (!sandbox?.holdsSecret(providerPaymentId, secret)) throw paymentNotFound();
  const row = await repository.findByProviderId('sandbox', providerPaymentId);
  const view = await sandbox.getPayment(providerPaymentId);
  if (!row || !view) throw paymentNotFound();
  const wanted = decision === 'pay' ? 'paid' : 'canceled';
  const standing = view.status === 'open' ? await sandbox.decide(providerPaymentId, wanted) : view.status;
  // Then exactly what a provider's webhook brings about: the payment read back and acted on.
  await notifyPayment(context, providerPaymentId);
  if (standing !== wanted) throw new AppError('payment_done');
  return { redirect_url: returnLink(row) };
}
