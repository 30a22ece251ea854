import type { PumpCompleteBody } from '@fuellinq/domain';

/** How long after the driver's confirmation the simulated pump reports its delivery. */
export const SIMULATED_PUMP_DELAY_MS = 4_000;

/** The job that plays the pump of a confirmed refuel. */
export const SIMULATE_JOB = 'pumps.simulate';

/**
 * What a pump might plausibly deliver for a reservation at a price (tenths of a cent per litre): a car's
 * usual 20–50 litres, stopping a little short of the reservation when that is the limit, and never over
 * it. The amount is litres × price, rounded to the cent, as the completion checks.
 */
export function simulatedDelivery(
  reservedCents: number,
  priceTenths: number,
  random: () => number = Math.random,
): PumpCompleteBody {
  const pricePerL = priceTenths / 1000;
  const amountFor = (liters: number) => Math.round(liters * pricePerL * 100);
  const fitting = reservedCents / (pricePerL * 100);
  const wanted = 20 + random() * 30;
  let centiLiters = Math.max(1, Math.floor(Math.min(wanted, fitting * (0.9 + random() * 0.09)) * 100));
  while (centiLiters > 1 && amountFor(centiLiters / 100) > reservedCents) centiLiters -= 1;
  const liters = centiLiters / 100;
  return { liters, amount_cents: Math.max(1, amountFor(liters)), price_per_l: pricePerL };
}
