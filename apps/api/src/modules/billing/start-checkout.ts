import { SUBSCRIPTION_PORTAL_PATH } from '@fuellinq/domain';
import { AppError } from '../../lib/app-error.ts';
import type { SubscriptionServiceDeps } from './billing-deps.ts';

/**
 * POST /api/billing/checkout: the first payment that sets up the mandate, back to `returnPath` (the
 * subscription page by default); a refusal is 'Checkout mislukt' with the reason as an issue.
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
    // An unreachable provider is no refusal: its 503 and text stay its own.
    if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
    throw new AppError('checkout_failed', { issues: [{ path: '', message: error.message }] });
  }
}
