import { isoDateIn, type PumpCompleteBody } from '@fuellinq/domain';
import { type AppError, fieldError } from '../../lib/app-error.ts';

// The pump reports litres, amount and price; FuelLinq knows the price the station posted. A completion is
// held to that price (at the refuel's start, or now) or a lower one, to litres × price = amount, and to the
// litres the reservation pays for at that price (issues 23 and 28, docs/security.md). Prices are tenths of a
// cent per litre.

/** How far a pump's price may be from the posted one: a tenth of a cent per litre. */
export const PRICE_TOLERANCE_TENTHS = 1;

/**
 * How far below the posted price a pump may charge. The driver never pays more than was posted; a lower
 * price at the pump is the station's real price, which FuelLinq learns from it (issue 28 §1). More than a
 * quarter below is a faulty or forged pump: refused, as it would also buy many more litres and points.
 */
export const PUMP_PRICE_MAX_DROP = 0.25;

/** A station's current price of a fuel, as the stations module answers it. */
export interface PostedPrice {
  fuel_type: string;
  price_tenths: number;
  updated_at: string | Date;
}

/**
 * The price a station posted for a fuel at a moment: its current price when that was posted by then;
 * otherwise (a moment before its last change: a clock set in the past, as the demo history's, or a change
 * that raced the refuel) the day's price from the price history, or the current one where the history
 * does not reach. Undefined when the station has no price for the fuel.
 */
export async function postedPriceAt(
  prices: readonly PostedPrice[],
  fuel: string,
  at: Date,
  history: (day: string) => Promise<number | undefined>,
): Promise<number | undefined> {
  const current = prices.find((price) => price.fuel_type === fuel);
  if (!current) return undefined;
  if (new Date(current.updated_at).getTime() <= at.getTime()) return current.price_tenths;
  return (await history(isoDateIn(at))) ?? current.price_tenths;
}

/**
 * Why a delivery cannot complete this refuel, or undefined when it can: the price must be a posted one
 * (at the start or now) within a tenth of a cent, or lower than the higher of them by at most
 * `PUMP_PRICE_MAX_DROP`, and the litres no more than the reservation buys at that
 * price (rounded up to the centilitre a pump reports). Litres × price = amount is checked before (a 400:
 * the body contradicts itself), and the amount against the reservation after.
 */
export function deliveryConflict(
  body: PumpCompleteBody,
  reservedCents: number,
  posted: { atStart: number | null; now: number | undefined },
): AppError | undefined {
  const tenths = body.price_per_l * 1000;
  const accepted = [posted.atStart, posted.now].filter((price) => typeof price === 'number');
  // A little room for the binary fractions of a price such as 2.199.
  const close = (price: number) => Math.abs(tenths - price) <= PRICE_TOLERANCE_TENTHS + 1e-6;
  const highest = Math.max(...accepted);
  const lower = tenths < highest && tenths >= highest * (1 - PUMP_PRICE_MAX_DROP);
  if (!accepted.some(close) && !lower) {
    return fieldError('price_per_l', 'price_mismatch');
  }
  const centiLiters = Math.round(body.liters * 100);
  const mostCentiLiters = Math.ceil((reservedCents * 1000) / tenths - 1e-6);
  if (centiLiters > mostCentiLiters) {
    return fieldError('liters', 'too_many_liters');
  }
  return undefined;
}
