// The rewards and the points the overview shows when it cannot read them: plain values without zod, so the
// signed-in overview's first screen can show them without loading the loyalty contract (decision 022).
// loyalty.contract.ts re-exports them.

/** Spec §9: what the dashboard shows when the points cannot be read. */
export const POINTS_FALLBACK = 420;

export const REWARDS = [
  {
    key: 'saldo-5',
    title: '€ 5 op je saldo',
    description: 'Direct bijgeschreven op je FuelLinq-saldo.',
    points: 500,
    credit_cents: 500,
  },
  {
    key: 'wasbeurt',
    title: 'Gratis wasbeurt',
    description: 'Een code voor een gratis wasbeurt bij een deelnemend partnerstation.',
    points: 750,
    credit_cents: 0,
  },
] as const;
export type RewardKey = (typeof REWARDS)[number]['key'];
