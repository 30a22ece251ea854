// A subscription's statuses and their Dutch labels: plain values without zod, so the signed-in overview's
// first screen can show the status without loading the subscription contract (decision 022).
// subscription.contract.ts re-exports them.

export const SUBSCRIPTION_STATUSES = ['none', 'trialing', 'active', 'past_due', 'cancelled'] as const;

export const subscriptionStatusLabels: Record<(typeof SUBSCRIPTION_STATUSES)[number], string> = {
  none: 'Nog niet gestart',
  trialing: 'Gratis proefmaand',
  active: 'Actief',
  past_due: 'Betaling achterstallig',
  cancelled: 'Beëindigd',
};
