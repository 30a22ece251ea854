import { billingMessages, SUBSCRIPTION_PORTAL_PATH } from '@fuellinq/domain';
import { AppError } from '../../lib/app-error.ts';
import type { SubscriptionServiceDeps } from './billing-deps.ts';

/**
 * POST /api/billing/checkout: the first payment that sets up the mandate, back to `returnPath` (the
 * subscription page by default); any failure is 'Checkout mislukt' with the reason as an issue.
 */
export async function startCheckout(
  deps: Pick<SubscriptionServiceDeps, 'startMandate'>,
  userId: string,
  requestKey: string | null,
  returnPath?: string,
): Promise<{ url: string }> {
  try {
    const { url } = await deps.startMandate(userId, requestKey, returnPath ?? SUBSCRIPTION_PORTAL_PATH);
    return { url };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw new AppError(error.statusCode, 'checkout_failed', billingMessages.checkoutFailed, {
      issues: [{ path: '', message: error.message }],
    });
  }
}
