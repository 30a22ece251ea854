import { type Co2Vehicle, co2ByMethod, LIQUID_FUELS, type LiquidFuel } from '@fuellinq/domain';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { createCo2Repository } from './co2.repository.ts';
import { loadFactorLists } from './factor-lists.ts';

// The CO2 module's face for other modules' figures (the fleet reports, issue 25 §3): the CO2 of litres of
// fuel bought, by the same versioned factor lists and the same per-litre arithmetic as the CO2 report.

// The per-litre factor does not depend on the vehicle; co2ByMethod asks for one all the same.
const ANY_VEHICLE: Co2Vehicle = { mode: 'auto', energy: undefined, gPerKm: null, whPerKm: null };
const isLiquid = (fuel: string): fuel is LiquidFuel => (LIQUID_FUELS as readonly string[]).includes(fuel);

/**
 * Loads the factor lists for these years and answers kg CO2 (well-to-wheel) of `liters` of a fuel bought in
 * a year; 0 for what is no liquid fuel. 503 when no list is loaded, as the CO2 report.
 */
export async function fuelCo2Of(db: Database, years: number[]) {
  const lists = await loadFactorLists(createCo2Repository(db), years);
  if (!lists) throw new AppError('no_factor_list');
  return (year: number, fuel: string, liters: number): number =>
    isLiquid(fuel)
      ? co2ByMethod(
          'fuel_factor',
          ANY_VEHICLE,
          { km: 0, litersByFuel: { [fuel]: liters } },
          { scope: 'wtw', electricity: 'gridmix' },
          lists.forYear(year),
        ).kg
      : 0;
}
