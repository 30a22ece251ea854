// A fuel log's litres, total and price per litre must agree: litres × price within two cents of the
// total, or the one that is missing is worked out from the other two. No zod here.
import { formatDecimal, formatEuro, formatPricePerLitre } from '../format/nl-format.ts';

/** Litres of one fuel log: above 0 and below this. */
export const LITERS_MAX = 1000;
/** How far litres × price may be off the total, in cents (pumps round each of them). */
export const AMOUNT_TOLERANCE_CENTS = 2;
/** Highest believable pump price, € per litre. */
export const PRICE_PER_LITER_MAX = 10;

export interface FuelAmountsInput {
  liters?: number | null | undefined;
  /** Euros. */
  total_eur?: number | null | undefined;
  /** Euros per litre. */
  price_per_l?: number | null | undefined;
}

/** Stored units: litres to two decimals, money in cents, a price per litre in tenths of a cent. */
export interface FuelAmounts {
  liters: number;
  totalCents: number;
  priceTenths: number;
}

export type FuelAmountsCheck =
  | { ok: true; amounts: FuelAmounts; derived: 'liters' | 'total_eur' | 'price_per_l' | null }
  | {
      ok: false;
      code: 'amounts_missing' | 'amounts_inconsistent' | 'validation_error';
      field: 'liters' | 'total_eur' | 'price_per_l' | '';
      message: string;
    };

const given = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

export const roundLiters = (value: number) => Math.round(value * 100) / 100;

export function litersProblem(liters: number): string | undefined {
  return liters > 0 && liters < LITERS_MAX
    ? undefined
    : `Vul een aantal liters in boven 0 en onder ${formatDecimal(LITERS_MAX, 0)}.`;
}

/** Checks and completes a fuel log's amounts. */
export function resolveFuelAmounts(input: FuelAmountsInput): FuelAmountsCheck {
  const liters = given(input.liters) ? roundLiters(input.liters) : undefined;
  const totalCents = given(input.total_eur) ? Math.round(input.total_eur * 100) : undefined;
  const priceTenths = given(input.price_per_l) ? Math.round(input.price_per_l * 1000) : undefined;
  const count = [liters, totalCents, priceTenths].filter((value) => value !== undefined).length;
  if (count < 2) {
    return {
      ok: false,
      code: 'amounts_missing',
      field: liters === undefined ? 'liters' : totalCents === undefined ? 'total_eur' : 'price_per_l',
      message: 'Vul minstens twee van liters, prijs per liter en totaalbedrag in.',
    };
  }
  if (totalCents !== undefined && totalCents <= 0)
    return {
      ok: false,
      code: 'validation_error',
      field: 'total_eur',
      message: 'Het totaalbedrag moet boven € 0 liggen.',
    };
  if (priceTenths !== undefined && (priceTenths <= 0 || priceTenths > PRICE_PER_LITER_MAX * 1000))
    return {
      ok: false,
      code: 'validation_error',
      field: 'price_per_l',
      message: `Vul een prijs per liter in boven € 0 en tot € ${PRICE_PER_LITER_MAX}.`,
    };

  let amounts: FuelAmounts;
  let derived: 'liters' | 'total_eur' | 'price_per_l' | null = null;
  if (liters === undefined) {
    derived = 'liters';
    amounts = {
      liters: roundLiters((totalCents! * 10) / priceTenths!),
      totalCents: totalCents!,
      priceTenths: priceTenths!,
    };
  } else if (totalCents === undefined) {
    derived = 'total_eur';
    amounts = { liters, totalCents: Math.round((liters * priceTenths!) / 10), priceTenths: priceTenths! };
  } else if (priceTenths === undefined) {
    derived = 'price_per_l';
    amounts = { liters, totalCents, priceTenths: liters > 0 ? Math.round((totalCents * 10) / liters) : 0 };
  } else {
    amounts = { liters, totalCents, priceTenths };
  }

  const litersMessage = litersProblem(amounts.liters);
  if (litersMessage) return { ok: false, code: 'validation_error', field: 'liters', message: litersMessage };
  if (derived === 'price_per_l' && amounts.priceTenths > PRICE_PER_LITER_MAX * 1000)
    return {
      ok: false,
      code: 'validation_error',
      field: 'total_eur',
      message: `Dat is ${formatPricePerLitre(amounts.priceTenths)} per liter: controleer liters en totaalbedrag.`,
    };

  if (derived === null) {
    const computed = (amounts.liters * amounts.priceTenths) / 10;
    if (Math.abs(computed - amounts.totalCents) > AMOUNT_TOLERANCE_CENTS) {
      return {
        ok: false,
        code: 'amounts_inconsistent',
        field: 'total_eur',
        message: `${formatDecimal(amounts.liters, 2)} liter × ${formatPricePerLitre(amounts.priceTenths)} is ${formatEuro(Math.round(computed))}, maar het totaalbedrag is ${formatEuro(amounts.totalCents)}.`,
      };
    }
  }
  return { ok: true, amounts, derived };
}
