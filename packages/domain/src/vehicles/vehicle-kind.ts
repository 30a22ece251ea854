// What kind of vehicle an RDW record describes, for per-km factors and the WPM export. No zod here.
import type { FuelType } from '../fuel/fuel-types.ts';

export const VEHICLE_MODES = ['auto', 'bedrijfsauto', 'bromfiets', 'motor', 'overig'] as const;
export type VehicleMode = (typeof VEHICLE_MODES)[number];

/** RDW's `voertuigsoort` → our mode; anything else (trailers, tractors, buses) is 'overig'. */
export function vehicleModeOf(voertuigsoort: string | null | undefined): VehicleMode {
  switch ((voertuigsoort ?? '').trim().toLowerCase()) {
    case 'personenauto':
      return 'auto';
    case 'bedrijfsauto':
      return 'bedrijfsauto';
    case 'bromfiets':
      return 'bromfiets';
    case 'motorfiets':
      return 'motor';
    default:
      return 'overig';
  }
}

/** The energy a vehicle runs on, as the WPM form and the per-km factors split it. */
export const ENERGY_CATEGORIES = [
  'benzine',
  'diesel',
  'lpg',
  'cng',
  'hybride',
  'plug-in-hybride',
  'elektrisch',
  'waterstof',
  'hvo',
] as const;
export type EnergyCategory = (typeof ENERGY_CATEGORIES)[number];

export const energyCategoryLabels: Record<EnergyCategory, string> = {
  benzine: 'Benzine',
  diesel: 'Diesel',
  lpg: 'LPG',
  cng: 'CNG/aardgas',
  hybride: 'Hybride',
  'plug-in-hybride': 'Plug-in hybride',
  elektrisch: 'Elektrisch',
  waterstof: 'Waterstof',
  hvo: 'HVO100',
};

export interface EnergyFacts {
  /** The fuel option the vehicle uses (RDW's first fuel, or what the owner set). */
  fuelPrimary: FuelType | null;
  /** RDW's fuel descriptions, in order: ['Benzine', 'Elektriciteit'] for a hybrid. */
  rdwFuels: readonly string[];
  /** RDW's `klasse_hybride_elektrisch_voertuig`: OVC-HEV is a plug-in, NOVC-HEV a hybrid. */
  hybridClass: string | null;
}

/** The vehicle's energy category, or undefined when the facts do not say (listed, never guessed). */
export function energyCategoryOf(facts: EnergyFacts): EnergyCategory | undefined {
  const fuels = facts.rdwFuels.map((fuel) => fuel.trim().toLowerCase());
  const hybrid = (facts.hybridClass ?? '').toUpperCase();
  if (hybrid.startsWith('OVC-HEV')) return 'plug-in-hybride';
  if (hybrid.startsWith('NOVC-HEV')) return 'hybride';
  switch (facts.fuelPrimary) {
    case 'euro95':
      return fuels.includes('elektriciteit') ? 'hybride' : 'benzine';
    case 'diesel':
      return fuels.includes('elektriciteit') ? 'hybride' : 'diesel';
    case 'lpg':
      return 'lpg';
    case 'hvo':
      return 'hvo';
    case 'elektrisch':
      return 'elektrisch';
    default:
      break;
  }
  if (fuels.includes('cng')) return 'cng';
  if (fuels.includes('waterstof')) return 'waterstof';
  return undefined;
}
