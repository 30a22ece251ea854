// The CO2 arithmetic of every method and scope, on quantities already summed and factors already chosen
// for the period's year. Pure, so each figure can be checked by hand against the list. No zod here.
import { formatDecimal } from '../format/nl-format.ts';
import type { EnergyCategory, VehicleMode } from '../vehicles/vehicle-kind.ts';
import {
  combustionFactorKey,
  type ElectricityKind,
  electricityFactorKeys,
  type EmissionFactor,
  fuelFactorKeys,
  type LiquidFuel,
  perKmFactorKey,
} from './emission-factors.ts';

export const CO2_METHODS = ['fuel_factor', 'wltp', 'electric'] as const;
export type Co2Method = (typeof CO2_METHODS)[number];
/** What a vehicle was actually computed with: a requested method, or the per-km fallback. */
export type Co2MethodUsed = Co2Method | 'km_factor';

export const CO2_SCOPES = ['wtw', 'ttw'] as const;
export type Co2Scope = (typeof CO2_SCOPES)[number];

export const co2MethodLabels: Record<Co2MethodUsed, string> = {
  fuel_factor: 'Liters × brandstoffactor',
  wltp: 'Kilometers × WLTP/NEDC-uitstoot',
  electric: 'Elektrisch (kWh × stroomfactor)',
  km_factor: 'Kilometers × factor per km',
};

export const co2ScopeLabels: Record<Co2Scope, string> = {
  wtw: 'Well-to-wheel (WTW)',
  ttw: 'Tank-to-wheel (TTW)',
};

export interface Co2Vehicle {
  mode: VehicleMode;
  energy: EnergyCategory | undefined;
  /** Tailpipe CO2 from RDW (WLTP, else NEDC), g/km. */
  gPerKm: number | null;
  /** WLTP electric consumption from RDW, Wh/km. */
  whPerKm: number | null;
}

export interface Co2Usage {
  km: number;
  litersByFuel: Partial<Record<LiquidFuel, number>>;
}

export interface Co2Options {
  method: Co2Method;
  scope: Co2Scope;
  electricity: ElectricityKind;
}

export interface Co2Outcome {
  methodUsed: Co2MethodUsed;
  kg: number;
  /** kWh the electric method counted (km × Wh/km), when it knew the consumption. */
  kwh: number | null;
  /** The list rows the figure rests on, with the value used. */
  factors: { factor: EmissionFactor; value: number }[];
  notes: string[];
}

export type FactorSource = (key: string) => EmissionFactor | undefined;

const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);

/** The factor's value for a scope; AdBlue has only a TTW figure, which then serves WTW too. */
function valueFor(factor: EmissionFactor, scope: Co2Scope): number | null {
  return factor[scope] ?? (scope === 'wtw' ? factor.ttw : null);
}

/**
 * Which method a vehicle is computed with: the requested one, or a fallback when it cannot apply: no litres
 * → WLTP/NEDC or per km; no g/km → per km; electric vehicles go electric. Each fallback leaves a Dutch note.
 * Decide once per vehicle for the whole period, then compute each stretch with co2ByMethod.
 */
export function chooseCo2Method(
  vehicle: Co2Vehicle,
  usage: Co2Usage,
  method: Co2Method,
): { methodUsed: Co2MethodUsed; notes: string[] } {
  const liters = sum(Object.values(usage.litersByFuel));
  const electricVehicle = vehicle.energy === 'elektrisch';
  switch (method) {
    case 'electric':
      return { methodUsed: 'electric', notes: [] };
    case 'fuel_factor':
      if (liters > 0 || usage.km === 0) return { methodUsed: 'fuel_factor', notes: [] };
      if (electricVehicle)
        return {
          methodUsed: 'electric',
          notes: ['Elektrisch voertuig zonder tankbeurten: elektrisch berekend.'],
        };
      if (vehicle.gPerKm !== null)
        return {
          methodUsed: 'wltp',
          notes: ['Geen tankbeurten in deze periode: berekend met de WLTP/NEDC-uitstoot.'],
        };
      return {
        methodUsed: 'km_factor',
        notes: ['Geen tankbeurten en geen uitstoot per km bekend: berekend met de factor per km.'],
      };
    case 'wltp':
      if (electricVehicle)
        return { methodUsed: 'electric', notes: ['Elektrisch voertuig: elektrisch berekend.'] };
      if (vehicle.gPerKm !== null) return { methodUsed: 'wltp', notes: [] };
      return {
        methodUsed: 'km_factor',
        notes: ['Geen WLTP/NEDC-uitstoot bekend bij de RDW: berekend met de factor per km.'],
      };
  }
}

/** CO2 of one vehicle over one stretch of time (one list year) by one method, without fallbacks. */
export function co2ByMethod(
  methodUsed: Co2MethodUsed,
  vehicle: Co2Vehicle,
  usage: Co2Usage,
  options: Omit<Co2Options, 'method'>,
  factors: FactorSource,
): Co2Outcome {
  const notes: string[] = [];
  const used: Co2Outcome['factors'] = [];
  const electricVehicle = vehicle.energy === 'elektrisch';

  function use(key: string, quantity: number): number {
    const factor = factors(key);
    if (!factor) {
      notes.push(`Factor '${key}' ontbreekt in de lijst; telt als 0.`);
      return 0;
    }
    const value = valueFor(factor, options.scope);
    if (value === null) {
      notes.push(`${factor.name}: de lijst geeft geen ${options.scope.toUpperCase()}-waarde; telt als 0.`);
      return 0;
    }
    if (factor.wtw === null && options.scope === 'wtw')
      notes.push(`${factor.name}: de lijst geeft alleen een TTW-waarde; die is gebruikt.`);
    used.push({ factor, value });
    return quantity * value;
  }

  function byFuel(): Co2Outcome {
    let kg = 0;
    for (const [fuel, litres] of Object.entries(usage.litersByFuel) as [LiquidFuel, number][]) {
      if (litres > 0) kg += use(fuelFactorKeys[fuel], litres);
    }
    return { methodUsed: 'fuel_factor', kg, kwh: null, factors: used, notes };
  }

  function perKm(): Co2Outcome {
    const kg = use(perKmFactorKey(vehicle.mode, vehicle.energy, options.electricity), usage.km);
    return { methodUsed: 'km_factor', kg, kwh: null, factors: used, notes };
  }

  function electric(): Co2Outcome {
    const keys = electricityFactorKeys[options.electricity];
    if (options.scope === 'ttw') {
      notes.push('Tank-to-wheel stoot een elektrisch voertuig geen CO2 uit.');
      return { methodUsed: 'electric', kg: 0, kwh: null, factors: used, notes };
    }
    if (electricVehicle && vehicle.whPerKm !== null && vehicle.whPerKm > 0) {
      const kwh = (usage.km * vehicle.whPerKm) / 1000;
      return { methodUsed: 'electric', kg: use(keys.perKwh, kwh), kwh, factors: used, notes };
    }
    const key =
      vehicle.mode === 'bromfiets' || vehicle.mode === 'motor'
        ? perKmFactorKey(vehicle.mode, 'elektrisch', options.electricity)
        : keys.perKm;
    return { methodUsed: 'electric', kg: use(key, usage.km), kwh: null, factors: used, notes };
  }

  function wltp(): Co2Outcome {
    const tailpipeKg = (usage.km * (vehicle.gPerKm ?? 0)) / 1000;
    if (options.scope === 'ttw')
      return { methodUsed: 'wltp', kg: tailpipeKg, kwh: null, factors: used, notes };
    const fuelKey = combustionFactorKey(vehicle.energy);
    const fuelFactor = fuelKey ? factors(fuelKey) : undefined;
    // RDW's g/km is tailpipe (TTW); the list's WTW/TTW ratio of the fuel adds the chain before the tank.
    if (fuelFactor?.wtw && fuelFactor.ttw) {
      const ratio = fuelFactor.wtw / fuelFactor.ttw;
      used.push({ factor: fuelFactor, value: ratio });
      notes.push(
        `WTW = g/km × ${formatDecimal(fuelFactor.wtw, 3)}/${formatDecimal(fuelFactor.ttw, 3)} (${fuelFactor.name}, WTW/TTW).`,
      );
      return { methodUsed: 'wltp', kg: tailpipeKg * ratio, kwh: null, factors: used, notes };
    }
    notes.push('Brandstof onbekend: de uitstoot per km is zonder ketenemissies (TTW) geteld.');
    return { methodUsed: 'wltp', kg: tailpipeKg, kwh: null, factors: used, notes };
  }

  switch (methodUsed) {
    case 'fuel_factor':
      return byFuel();
    case 'wltp':
      return wltp();
    case 'electric':
      return electric();
    case 'km_factor':
      return perKm();
  }
}

/** CO2 of one vehicle over one stretch of time: the method chosen, then computed. */
export function computeCo2(
  vehicle: Co2Vehicle,
  usage: Co2Usage,
  options: Co2Options,
  factors: FactorSource,
): Co2Outcome {
  const choice = chooseCo2Method(vehicle, usage, options.method);
  const outcome = co2ByMethod(choice.methodUsed, vehicle, usage, options, factors);
  return { ...outcome, notes: [...choice.notes, ...outcome.notes] };
}

/** Kilograms as reports show them: one decimal. */
export const roundKg = (kg: number) => Math.round(kg * 10) / 10;

/** Average grams per km, one decimal; null without kilometres. */
export function averageGramsPerKm(kg: number, km: number): number | null {
  return km > 0 ? Math.round(((kg * 1000) / km) * 10) / 10 : null;
}
