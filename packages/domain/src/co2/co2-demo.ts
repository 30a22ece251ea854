// Spec §9 demo data for the public CO2 preview: two odometer readings and two Euro95 fuel logs.
import { averageGramsPerKm, computeCo2, type Co2Scope, type FactorSource, roundKg } from './co2-methods.ts';
import {
  type ElectricityKind,
  electricityFactorKeys,
  fuelFactorKeys,
  perKmFactorKey,
} from './emission-factors.ts';

export const CO2_DEMO = {
  odometerKm: [120_000, 120_850],
  fuelLogs: [
    { liters: 30, total_eur: 63 },
    { liters: 45.2, total_eur: 95.1 },
  ],
  fuelType: 'euro95',
} as const;

export interface Co2PreviewFigures {
  km_total: number;
  liters_total: number;
  methods: {
    fuel_factor: {
      kg_co2_total: number;
      fuel_type_used: 'euro95';
      kg_per_liter: number;
      factor_name: string;
    };
    wltp: { kg_co2_total: number; g_per_km: number; basis: string };
    electric: { kg_co2_total: number; kg_per_km: number; factor_name: string; electricity: ElectricityKind };
  };
}

/**
 * The three methods on the demo data: litres × the Euro95 (E10) factor; km × the g/km of an average petrol
 * car from the list (the demo has no registered vehicle); the same km by an average electric car.
 */
export function co2Preview(
  factors: FactorSource,
  scope: Co2Scope = 'wtw',
  electricity: ElectricityKind = 'gridmix',
): Co2PreviewFigures | undefined {
  const [first = 0, last = 0] = CO2_DEMO.odometerKm;
  const km = last - first;
  const liters = Math.round(CO2_DEMO.fuelLogs.reduce((total, log) => total + log.liters, 0) * 100) / 100;
  const petrol = factors(fuelFactorKeys.euro95);
  const averageCar = factors(perKmFactorKey('auto', 'benzine'));
  const electricCar = factors(electricityFactorKeys[electricity].perKm);
  if (!petrol || !averageCar || !electricCar) return undefined;

  const options = { scope, electricity } as const;
  const byFuel = computeCo2(
    { mode: 'auto', energy: 'benzine', gPerKm: null, whPerKm: null },
    { km, litersByFuel: { euro95: liters } },
    { ...options, method: 'fuel_factor' },
    factors,
  );
  const electric = computeCo2(
    { mode: 'auto', energy: 'elektrisch', gPerKm: null, whPerKm: null },
    { km, litersByFuel: {} },
    { ...options, method: 'electric' },
    factors,
  );
  const perKm = averageCar[scope] ?? 0;
  return {
    km_total: km,
    liters_total: liters,
    methods: {
      fuel_factor: {
        kg_co2_total: roundKg(byFuel.kg),
        fuel_type_used: 'euro95',
        kg_per_liter: petrol[scope] ?? 0,
        factor_name: petrol.name,
      },
      wltp: {
        kg_co2_total: roundKg(km * perKm),
        g_per_km: averageGramsPerKm(km * perKm, km) ?? 0,
        basis: averageCar.name,
      },
      electric: {
        kg_co2_total: roundKg(electric.kg),
        kg_per_km: scope === 'ttw' ? 0 : (electricCar.wtw ?? 0),
        factor_name: electricCar.name,
        electricity,
      },
    },
  };
}
