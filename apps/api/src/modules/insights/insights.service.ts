import {
  type InsightsBrand,
  type InsightsMonth,
  type InsightsResponse,
  isoDateIn,
  lastMonths,
} from '@fuellinq/domain';
import type { Database } from '../../db/database.ts';
import { latestNationalAverage } from '../stations/stations.service.ts';
import { refuelSpending, type SpendingRow } from '../transactions/transactions.service.ts';
import { usageTotals } from '../vehicle-logs/vehicle-logs.service.ts';

// Inzichten: the caller's own figures, read from the modules that own them (the refuels, the logbooks, the
// CBS series) through their services. The module keeps no table of its own, so it has no repository: every
// figure is summed in the database by the owner's query and only put together here.

/** How many published CBS days stand in when its series has no figures on the days of the refuels. */
const NATIONAL_FALLBACK_DAYS = 30;

interface Sums {
  refuels: number;
  amount_cents: number;
  liters: number;
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
const pricePerLitre = (cents: number, liters: number) => (liters > 0 ? round(cents / 100 / liters, 3) : null);

function summed(rows: SpendingRow[]): Sums & { avg_price_per_l: number | null } {
  const sums = rows.reduce(
    (acc, row) => ({
      refuels: acc.refuels + row.refuels,
      amount_cents: acc.amount_cents + row.amount_cents,
      liters: acc.liters + row.liters,
    }),
    { refuels: 0, amount_cents: 0, liters: 0 },
  );
  const liters = round(sums.liters, 2);
  return { ...sums, liters, avg_price_per_l: pricePerLitre(sums.amount_cents, liters) };
}

function byKey<K>(rows: SpendingRow[], key: (row: SpendingRow) => K): Map<K, SpendingRow[]> {
  const groups = new Map<K, SpendingRow[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

export interface InsightsServiceDeps {
  db: Database;
  now?: () => Date;
}

export function createInsightsService({ db, now = () => new Date() }: InsightsServiceDeps) {
  return {
    /** GET /api/insights: the last `months` calendar months (this one included) of the caller's refuels. */
    async overview(userId: string, months: number): Promise<InsightsResponse> {
      const at = now();
      const monthList = lastMonths(at, months);
      const fromMonth = monthList[0]!;
      const [rows, usage, latestNational] = await Promise.all([
        refuelSpending(db, userId, fromMonth, at),
        usageTotals(db, userId, fromMonth),
        latestNationalAverage(db, NATIONAL_FALLBACK_DAYS),
      ]);

      const perMonth = byKey(rows, (row) => row.month);
      const per_month: InsightsMonth[] = monthList.map((month) => ({
        month,
        ...summed(perMonth.get(month) ?? []),
      }));
      const per_brand: InsightsBrand[] = [...byKey(rows, (row) => row.brand)]
        .map(([brand, group]) => ({ brand, ...summed(group) }))
        .sort((a, b) => b.amount_cents - a.amount_cents || (a.brand ?? '').localeCompare(b.brand ?? ''));

      const euro95 = rows.filter((row) => row.fuel_type === 'euro95');
      const paid = summed(euro95);
      const sameDayLiters = euro95.reduce((sum, row) => sum + row.national_liters, 0);
      const sameDayPaid = euro95.reduce((sum, row) => sum + row.national_paid_cents, 0);
      const sameDayNational = euro95.reduce((sum, row) => sum + row.national_tenths_liters, 0);
      const sameDays = sameDayLiters > 0;
      const fallbackPoints = latestNational.points;
      const paidEurL = sameDays ? pricePerLitre(sameDayPaid, sameDayLiters) : paid.avg_price_per_l;
      const nationalEurL = sameDays
        ? round(sameDayNational / sameDayLiters / 1000, 3)
        : fallbackPoints.length
          ? round(fallbackPoints.reduce((sum, p) => sum + p.price_eur_l, 0) / fallbackPoints.length, 3)
          : null;
      const sameDayList = sameDays ? [] : fallbackPoints.map((p) => p.date);

      const km = usage.reduce((sum, row) => sum + row.km, 0);
      const kmCents = usage.reduce((sum, row) => sum + row.cents, 0);
      const totals = summed(rows);

      return {
        from: `${fromMonth}-01`,
        to: isoDateIn(at),
        months,
        totals: { ...totals, points: rows.reduce((sum, row) => sum + row.points, 0) },
        per_month,
        per_brand,
        national_average: {
          fuel_type: 'euro95',
          label: latestNational.label,
          source_url: latestNational.source_url,
          paid_eur_l: paidEurL,
          paid_liters: round(sameDays ? sameDayLiters : paid.liters, 2),
          national_eur_l: nationalEurL,
          national_from: sameDays ? null : (sameDayList[0] ?? null),
          national_to: sameDays ? null : (sameDayList.at(-1) ?? null),
          same_days: sameDays,
          difference_eur_l:
            paidEurL !== null && nationalEurL !== null ? round(paidEurL - nationalEurL, 3) : null,
        },
        cost_per_km: {
          vehicles: usage.map((row) => ({
            vehicle_id: row.vehicle_id,
            license_plate: row.license_plate,
            km: row.km,
            amount_cents: row.cents,
            cents_per_km: row.km > 0 ? round(row.cents / row.km, 1) : null,
          })),
          km,
          amount_cents: kmCents,
          cents_per_km: km > 0 ? round(kmCents / km, 1) : null,
        },
      };
    },
  };
}

export type InsightsService = ReturnType<typeof createInsightsService>;
