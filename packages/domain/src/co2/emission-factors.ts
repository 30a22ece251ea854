// Which row of the official list (co2emissiefactoren.nl) each rule uses. The factor VALUES are data in the
// emission_factors table, one list per year; only the names of the rows live here. No zod here.
import type { FuelType } from '../fuel/fuel-types.ts';
import type { EnergyCategory, VehicleMode } from '../vehicles/vehicle-kind.ts';

/** The attribution the list asks for, shown with its year. */
export const CO2_FACTOR_SOURCE = 'www.CO2emissiefactoren.nl';

export interface EmissionFactor {
  list_year: number;
  /** The row's name made into a key: 'Benzine E10' → 'benzine-e10'. */
  key: string;
  name: string;
  unit: string;
  /** kg CO2e per unit; null where the list gives no number. */
  wtw: number | null;
  ttw: number | null;
  source: string;
}

/** A row name as a key: lower case, accents dropped, every run of other characters one dash. */
export function factorKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export type LiquidFuel = Exclude<FuelType, 'elektrisch'>;
export const LIQUID_FUELS = [
  'euro95',
  'diesel',
  'lpg',
  'adblue',
  'hvo',
] as const satisfies readonly LiquidFuel[];

/** Per litre, as sold at Dutch pumps: Euro95 is E10, pump diesel is B7, HVO is HVO100. */
export const fuelFactorKeys: Record<LiquidFuel, string> = {
  euro95: 'benzine-e10',
  diesel: 'diesel-b7',
  lpg: 'lpg',
  adblue: 'ad-blue-additief',
  hvo: 'biodiesel-hvo',
};

export const ELECTRICITY_KINDS = ['gridmix', 'grijs', 'groen'] as const;
export type ElectricityKind = (typeof ELECTRICITY_KINDS)[number];

export const electricityLabels: Record<ElectricityKind, string> = {
  gridmix: 'Gemiddelde stroommix (contract onbekend)',
  grijs: 'Grijze stroom',
  groen: 'Groene stroom',
};

/** Per kWh, and per km of an average electric car, for each kind of electricity. */
export const electricityFactorKeys: Record<ElectricityKind, { perKwh: string; perKm: string }> = {
  gridmix: { perKwh: 'stroom-onbekend-gridmix', perKm: 'elektrisch-gemiddelde-stroommix' },
  grijs: { perKwh: 'grijze-stroom', perKm: 'elektrisch-grijze-stroom' },
  groen: { perKwh: 'windkracht', perKm: 'elektrisch-groene-stroom' },
};

/** The per-km factor of an average vehicle of this mode and energy: used when only kilometres are known. */
export function perKmFactorKey(
  mode: VehicleMode,
  energy: EnergyCategory | undefined,
  electricity: ElectricityKind = 'gridmix',
): string {
  const electric = energy === 'elektrisch';
  if (mode === 'bromfiets')
    return electric ? 'bromfiets-elektrisch-gemiddelde-stroommix' : 'bromfiets-gemiddeld';
  if (mode === 'motor') return electric ? 'motor-elektrisch-gemiddelde-stroommix' : 'motor-gemiddeld-benzine';
  switch (energy) {
    case 'benzine':
    case 'hybride':
      return 'benzine-middel';
    case 'diesel':
      return 'diesel-middel';
    case 'lpg':
      return 'lpg-middel';
    case 'cng':
      return 'cng-aardgas-middel';
    case 'plug-in-hybride':
      return 'benzine-plug-in-hybride-phev';
    case 'hvo':
      return 'biodiesel-hvo-100-gemiddeld';
    case 'waterstof':
      return 'waterstof-grijs-gemiddeld';
    case 'elektrisch':
      return electricityFactorKeys[electricity].perKm;
    default:
      return 'gemiddelde-auto-brandstofsoort-onbekend';
  }
}

/** The per-litre factor behind a combustion vehicle's tailpipe g/km (to raise TTW to WTW). */
export function combustionFactorKey(energy: EnergyCategory | undefined): string | undefined {
  switch (energy) {
    case 'benzine':
    case 'hybride':
    case 'plug-in-hybride':
      return fuelFactorKeys.euro95;
    case 'diesel':
      return fuelFactorKeys.diesel;
    case 'lpg':
      return fuelFactorKeys.lpg;
    case 'hvo':
      return fuelFactorKeys.hvo;
    case 'cng':
      return 'cng-aardgas';
    default:
      return undefined;
  }
}
