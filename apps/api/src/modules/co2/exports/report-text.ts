import { type Co2Report, formatDecimal } from '@fuellinq/domain';

// What the CO2 report's CSV and PDF both write about a vehicle and a factor.

/** "Volkswagen Golf (Bus 2)": make and model, and the nickname when there is one. */
export const vehicleName = (row: Co2Report['vehicles'][number]) =>
  [[row.make, row.model].filter(Boolean).join(' '), row.nickname ? `(${row.nickname})` : '']
    .filter(Boolean)
    .join(' ');

/** A factor's value with the decimals it needs: small factors (per km) get four. */
export const factorValue = (value: number) => formatDecimal(value, value < 0.1 ? 4 : 3);
