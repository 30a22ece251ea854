import { type Co2Report, formatDecimal } from '@fuellinq/domain';

// What the CO2 report's and the WPM export's CSV and PDF write about a vehicle, a factor and a company.

/** "Volkswagen Golf (Bus 2)": make and model, and the nickname when there is one. */
export const vehicleName = (row: Co2Report['vehicles'][number]) =>
  [[row.make, row.model].filter(Boolean).join(' '), row.nickname ? `(${row.nickname})` : '']
    .filter(Boolean)
    .join(' ');

/** A factor's value with the decimals it needs: small factors (per km) get four. */
export const factorValue = (value: number) => formatDecimal(value, value < 0.1 ? 4 : 3);

/** "Demo Transport B.V. (KvK 12345678)": whom a PDF is for, with the KvK number when there is one. */
export const companyLabel = (name: string, kvkNumber: string | null) =>
  kvkNumber ? `${name} (KvK ${kvkNumber})` : name;
