import {
  addDays,
  averageGramsPerKm,
  chooseCo2Method,
  CO2_FACTOR_SOURCE,
  type Co2Method,
  type Co2MethodUsed,
  co2ByMethod,
  co2Preview,
  type Co2Preview,
  type Co2Report,
  type Co2ReportQuerySchema,
  type Co2Scope,
  type Co2Usage,
  type Co2Vehicle,
  type Co2VehicleRow,
  daysBetween,
  type ElectricityKind,
  energyCategoryOf,
  type FactorUsed,
  type FuelType,
  isoDateIn,
  type LiquidFuel,
  previousMonth,
  roundKg,
  vehicleModeOf,
  yearsOf,
} from '@fuellinq/domain';
import type { z } from 'zod';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { Bucket, Co2Repository, UsageRow } from './co2.repository.ts';
import { loadFactorLists } from './factor-lists.ts';
import { vehicleIdentity, type VehicleRow } from '../vehicles/vehicle-dto.ts';

/** Longest period a report covers. */
const MAX_PERIOD_DAYS = 731;
/** Periods up to this many days are charted per day, longer ones per month. */
const DAILY_UP_TO_DAYS = 62;

export interface Co2ServiceDeps {
  repository: Co2Repository;
  now?: () => Date;
}

export type ReportQuery = z.output<typeof Co2ReportQuerySchema>;

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** The vehicle as the CO2 arithmetic sees it. */
export function co2VehicleOf(row: VehicleRow): Co2Vehicle {
  return {
    mode: vehicleModeOf(row.vehicleKind),
    energy: energyCategoryOf({
      fuelPrimary: row.fuelPrimary as FuelType | null,
      rdwFuels: row.fuels,
      hybridClass: row.hybridClass,
    }),
    gPerKm: row.co2GPerKm,
    whPerKm: row.electricWhPerKm,
  };
}

export function createCo2Service({ repository, now = () => new Date() }: Co2ServiceDeps) {
  function periodOf(query: { from?: string | undefined; to?: string | undefined }) {
    if (!query.from && !query.to) return previousMonth(now());
    if (!query.from || !query.to) throw fieldError(query.from ? 'to' : 'from', 'period_incomplete');
    if (query.to < query.from) throw fieldError('to', 'invalid_period');
    if (daysBetween(query.from, query.to) > MAX_PERIOD_DAYS) throw new AppError('period_too_long');
    return { from: query.from, to: query.to };
  }

  async function factorListsFor(years: number[]) {
    const lists = await loadFactorLists(repository, years);
    if (!lists) throw new AppError('no_factor_list');
    return lists;
  }

  return {
    periodOf,

    /** The CO2 report of an owner's vehicles (or one of them) over a period, computed per bucket. */
    async report(owner: string, query: ReportQuery): Promise<Co2Report> {
      const period = periodOf(query);
      const method: Co2Method = query.method;
      const scope: Co2Scope = query.scope;
      const electricity: ElectricityKind = query.electricity;
      const bucket: Bucket = daysBetween(period.from, period.to) < DAILY_UP_TO_DAYS ? 'day' : 'month';
      const scopeFilter = { owner, ...period, vehicleId: query.vehicle_id };

      const vehicleRows = await repository.vehiclesOf(owner, query.vehicle_id);
      if (query.vehicle_id && vehicleRows.length === 0) throw new AppError('vehicle_not_found');
      // A period of whole months is read from the monthly usage; any other from the logs themselves.
      const wholeMonths =
        bucket === 'month' && period.from.endsWith('-01') && addDays(period.to, 1).endsWith('-01');
      const [usageRows, lists] = await Promise.all([
        wholeMonths ? repository.usageFromMonths(scopeFilter) : repository.usageFromLogs(scopeFilter, bucket),
        factorListsFor(yearsOf(period)),
      ]);

      // Usage per vehicle and bucket.
      const slots = new Map<string, Map<string, UsageRow>>();
      for (const row of usageRows) {
        const perVehicle = slots.get(row.vehicleId) ?? new Map<string, UsageRow>();
        perVehicle.set(row.bucket, row);
        slots.set(row.vehicleId, perVehicle);
      }

      const series = new Map<string, { km: number; liters: number; cents: number; kg: number }>();
      const factorsUsed = new Map<string, FactorUsed>();
      const vehicles: Co2VehicleRow[] = vehicleRows.map((row) => {
        const vehicle = co2VehicleOf(row);
        const perBucket = [...(slots.get(row.id) ?? new Map<string, UsageRow>())].sort(([a], [b]) =>
          a.localeCompare(b),
        );
        const total: Co2Usage = { km: 0, litersByFuel: {} };
        for (const [, usage] of perBucket) {
          total.km += usage.km;
          for (const [fuel, liters] of Object.entries(usage.litersByFuel) as [LiquidFuel, number][])
            total.litersByFuel[fuel] = (total.litersByFuel[fuel] ?? 0) + liters;
        }
        const choice = chooseCo2Method(vehicle, total, method);
        const notes = new Set(choice.notes);
        const refs = new Set<string>();
        let kg = 0;
        let kwh: number | null = null;
        for (const [date, usage] of perBucket) {
          const outcome = co2ByMethod(
            choice.methodUsed,
            vehicle,
            usage,
            { scope, electricity },
            lists.forYear(Number(date.slice(0, 4))),
          );
          kg += outcome.kg;
          if (outcome.kwh !== null) kwh = (kwh ?? 0) + outcome.kwh;
          for (const note of outcome.notes) notes.add(note);
          for (const { factor, value } of outcome.factors) {
            refs.add(`${factor.list_year}:${factor.key}`);
            factorsUsed.set(`${factor.list_year}:${factor.key}`, {
              key: factor.key,
              name: factor.name,
              value: round(value, 4),
              unit: choice.methodUsed === 'wltp' ? 'WTW/TTW' : factor.unit,
              scope,
              list_year: factor.list_year,
              source: factor.source,
            });
          }
          const point = series.get(date) ?? { km: 0, liters: 0, cents: 0, kg: 0 };
          point.km += usage.km;
          point.liters += Object.values(usage.litersByFuel).reduce((a, b) => a + b, 0);
          point.cents += usage.cents;
          point.kg += outcome.kg;
          series.set(date, point);
        }
        const liters = Object.values(total.litersByFuel).reduce((a, b) => a + b, 0);
        return {
          vehicle_id: row.id,
          ...vehicleIdentity(row),
          method_used: choice.methodUsed satisfies Co2MethodUsed,
          km: total.km,
          liters: round(liters, 2),
          kwh: kwh === null ? null : round(kwh, 1),
          kg_co2: roundKg(kg),
          avg_g_per_km: averageGramsPerKm(kg, total.km),
          wltp_g_per_km: row.co2GPerKm,
          co2_cycle: row.co2Cycle,
          factor_refs: [...refs],
          notes: [...notes],
        };
      });

      const points = [...series].sort(([a], [b]) => a.localeCompare(b));
      const kmTotal = vehicles.reduce((sum, v) => sum + v.km, 0);
      const kgTotal = points.reduce((sum, [, p]) => sum + p.kg, 0);
      const notes: string[] = [];
      if (kmTotal === 0 && vehicles.some((v) => v.liters > 0))
        notes.push('Geen kilometerstanden in deze periode: er is geen gemiddelde per km.');
      return {
        method,
        scope,
        electricity,
        period,
        km_total: kmTotal,
        liters_total: round(
          vehicles.reduce((sum, v) => sum + v.liters, 0),
          2,
        ),
        kg_co2_total: roundKg(kgTotal),
        avg_g_per_km: averageGramsPerKm(kgTotal, kmTotal),
        bucket,
        series: {
          odometer: points.map(([date, p]) => ({ date, km: p.km })),
          fuel: points.map(([date, p]) => ({
            date,
            liters: round(p.liters, 2),
            total_eur: round(p.cents / 100, 2),
          })),
          co2: points.map(([date, p]) => ({ date, kg_co2: roundKg(p.kg) })),
        },
        vehicles,
        factors: [...factorsUsed.values()].sort(
          (a, b) => a.list_year - b.list_year || a.name.localeCompare(b.name),
        ),
        factor_list: { lists: lists.used, source: CO2_FACTOR_SOURCE, notes: lists.notes },
        notes,
        generated_at: now().toISOString(),
      };
    },

    /** The public preview on the spec's demo data, with this year's list (or the nearest). */
    async preview(scope: Co2Scope, electricity: ElectricityKind): Promise<Co2Preview> {
      const year = Number(isoDateIn(now()).slice(0, 4));
      const lists = await factorListsFor([year]);
      const figures = co2Preview(lists.forYear(year), scope, electricity);
      const list = lists.used[0];
      if (!figures || !list) throw new AppError('no_factor_list');
      return {
        ...figures,
        scope,
        list_year: list.year,
        list_name: list.name,
        source: CO2_FACTOR_SOURCE,
        note: lists.notes[0] ?? null,
      };
    },
  };
}

export type Co2Service = ReturnType<typeof createCo2Service>;
