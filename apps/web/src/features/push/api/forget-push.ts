import { route } from '@fuellinq/domain/api/route';
import { apiRequest } from '../../../lib/api-client.ts';

// Logout runs on every page (the header): this names its endpoint by route, so the push contract (and zod)
// stay out of the entry (decision 022).

const unsubscribe = route('DELETE /api/push/subscriptions');

/** Whether this browser can get Web Push here (an iPhone only in the app added to its home screen). */
export function supportsPush(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/**
 * At logout, on a browser that may be shared: the next person must not get this person's price alerts.
 * Best effort and quick: the server forgets the device, and the browser ends its subscription (were the
 * server not reached, the push service answers 410 to the next message, and the server forgets it then).
 */
export async function forgetPushOnThisDevice(): Promise<void> {
  if (!supportsPush()) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    if (!subscription) return;
    await apiRequest(unsubscribe, { body: { endpoint: subscription.endpoint }, timeoutMs: 3_000 }).catch(
      () => undefined,
    );
    await subscription.unsubscribe();
  } catch {
    // Nothing more to do here: the device stays subscribed until its next message fails.
  }
}
