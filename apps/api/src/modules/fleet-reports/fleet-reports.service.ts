import { daysBetween, formatPlate, isoDateIn, roundKg } from '@fuellinq/domain';
import {
  FLEET_REPORT_MAX_DAYS,
  type FleetReport,
  type FleetReportBy,
  type FleetReportRow,
} from '@fuellinq/domain/fleet-reports/fleet-report.contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { selectRows } from '../../lib/sql-rows.ts';
import { fuelCo2Of } from '../co2/fuel-co2.service.ts';
import { requireOrgRole } from '../orgs/org-access.service.ts';
import { periodSums } from './fleet-report-sums.ts';

// Fleet reports (issue 25 §3): an organisation's completed company refuels of a period — paid by its account
// and marked with its id, so never a member's private refuel — summed per driver, vehicle or cost centre
// and per month, in Europe/Amsterdam days. The closed months come summed from fleet_report_sums, the other
// days of the period are summed from the refuels (fleet-report-sums.ts, decision 032); CO2 is the CO2
// module's arithmetic (litres × the official per-litre factor of the refuel's year, well-to-wheel), and the
// price paid is set against the CBS national average of the same day (CBS publishes Euro95 only).

export interface ReportQuery {
  from?: string | undefined;
  to?: string | undefined;
  by: FleetReportBy;
}

/**
 * A group's label, by grouping: the labels of the keys (`key`, `label` of a table whose `id` is the key), how
 * one reads, and the label of the refuels without one.
 */
const GROUPINGS: Record<
  FleetReportBy,
  {
    labels: SQL;
    none: string;
    labelText?: (label: string) => string;
  }
> = {
  driver: {
    labels: sql`select id::text as key,
                       coalesce(nullif(trim(concat_ws(' ', first_name, last_name)), ''), email) as label
                  from users`,
    none: 'Zonder bestuurder',
  },
  vehicle: {
    // The plate as stored (no dashes) and the nickname: "VX123B|Bus 1" reads "VX-123-B · Bus 1".
    labels: sql`select id::text as key, concat_ws('|', license_plate, nickname) as label from vehicles`,
    labelText: (label) => {
      const [plate = '', ...nickname] = label.split('|');
      return [formatPlate(plate), ...nickname].join(' · ');
    },
    none: 'Zonder voertuig',
  },
  cost_centre: {
    labels: sql`select id::text as key, name as label from cost_centres`,
    none: 'Zonder kostenplaats',
  },
};

/** The period asked for: both dates or neither (then the last twelve months up to today), at most two years. */
export function reportPeriod(query: { from?: string | undefined; to?: string | undefined }, now: Date) {
  if (!query.from && !query.to) {
    const today = isoDateIn(now);
    const [year = 0, month = 1] = today.split('-').map(Number);
    const index = year * 12 + month - 1 - 11;
    const from = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
    return { from, to: today };
  }
  if (!query.from || !query.to) throw fieldError(query.from ? 'to' : 'from', 'period_incomplete');
  if (query.to < query.from) throw fieldError('to', 'invalid_period');
  if (daysBetween(query.from, query.to) > FLEET_REPORT_MAX_DAYS) throw new AppError('period_too_long');
  return { from: query.from, to: query.to };
}

/** Every month (YYYY-MM) from the month of `from` to that of `to`. */
function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let [year = 0, month = 1] = from.split('-').map(Number);
  const last = to.slice(0, 7);
  for (;;) {
    const current = `${year}-${String(month).padStart(2, '0')}`;
    months.push(current);
    if (current >= last) return months;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

const round2 = (value: number) => Math.round(value * 100) / 100;
/** Entries keyed by month (YYYY-MM) in calendar order: the text's order, without a collator's cost. */
const byMonth = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);
/** Dutch order of labels (one collator: localeCompare with a locale makes one per call). */
const byLabel = new Intl.Collator('nl');

interface Sums {
  refuels: number;
  liters: number;
  amount_cents: number;
  co2: number;
  compared_liters: number;
  compared_paid_cents: number;
  national_tenths_liters: number;
}
const emptySums = (): Sums => ({
  refuels: 0,
  liters: 0,
  amount_cents: 0,
  co2: 0,
  compared_liters: 0,
  compared_paid_cents: 0,
  national_tenths_liters: 0,
});
function add(into: Sums, row: Sums) {
  for (const field of Object.keys(into) as (keyof Sums)[]) into[field] += row[field];
}
const sumsOut = (sums: Sums) => ({
  refuels: sums.refuels,
  liters: round2(sums.liters),
  amount_cents: sums.amount_cents,
  co2_kg: roundKg(sums.co2),
});
function nationalOut(sums: Sums) {
  const nationalCents = Math.round(sums.national_tenths_liters / 10);
  const perLiter = (cents: number) =>
    sums.compared_liters > 0 ? Math.round((cents * 10) / sums.compared_liters) / 10 : null;
  return {
    compared_liters: round2(sums.compared_liters),
    paid_cents: sums.compared_paid_cents,
    national_cents: nationalCents,
    saved_cents: nationalCents - sums.compared_paid_cents,
    paid_per_liter_cents: perLiter(sums.compared_paid_cents),
    national_per_liter_cents: perLiter(sums.national_tenths_liters / 10),
  };
}

export function createFleetReports(db: Database, now: () => Date) {
  /** The report of an organisation's company refuels: owner, managers and the bookkeeper; a driver 403. */
  async function report(orgId: string, userId: string, query: ReportQuery): Promise<FleetReport> {
    const membership = await requireOrgRole(db, orgId, userId, 'read');
    const period = reportPeriod(query, now());
    const months = monthsOf(period.from, period.to);
    const grouping = GROUPINGS[query.by];
    const [rows, co2Of] = await Promise.all([
      periodSums(db, query.by, membership, period, months, isoDateIn(now())),
      fuelCo2Of(db, [...new Set(months.map((month) => Number(month.slice(0, 4))))]),
    ]);
    // The labels of the groups apart: joined to every month's row, they cost a look-up per row.
    const keys = [...new Set(rows.map((row) => row.key))].filter((key) => key !== null);
    const labels = new Map(
      (
        await selectRows<{ key: string; label: string | null }>(
          db,
          sql`${grouping.labels} where id = any(${`{${keys.join(',')}}`}::uuid[])`,
        )
      ).map((row) => [row.key, row.label]),
    );

    // CO2 is litres × the factor of the year and fuel: found once per year and fuel, not once per row.
    const factors = new Map<string, number>();
    const perLiterCo2 = (year: string, fuel: string) => {
      const known = factors.get(`${year} ${fuel}`);
      if (known !== undefined) return known;
      const factor = co2Of(Number(year), fuel, 1);
      factors.set(`${year} ${fuel}`, factor);
      return factor;
    };
    const labelOf = (label: string | null | undefined) =>
      label ? (grouping.labelText?.(label) ?? label) : 'Onbekend';
    const groups = new Map<string, { key: string | null; label: string; months: Map<string, Sums> }>();
    for (const row of rows) {
      const id = row.key ?? '';
      const group = groups.get(id) ?? {
        key: row.key,
        label: row.key === null ? grouping.none : labelOf(labels.get(row.key)),
        months: new Map<string, Sums>(),
      };
      groups.set(id, group);
      const liters = Number(row.liters);
      const co2 = liters * perLiterCo2(row.month.slice(0, 4), row.fuel_type);
      const sums = group.months.get(row.month) ?? emptySums();
      add(sums, {
        refuels: Number(row.refuels),
        liters,
        amount_cents: Number(row.amount_cents),
        co2,
        compared_liters: Number(row.compared_liters),
        compared_paid_cents: Number(row.compared_paid_cents),
        national_tenths_liters: Number(row.national_tenths_liters),
      });
      group.months.set(row.month, sums);
    }

    const total = emptySums();
    const totalByMonth = new Map<string, Sums>();
    const reportRows: FleetReportRow[] = [...groups.values()].map((group) => {
      const sums = emptySums();
      const perMonth = [...group.months].sort(byMonth);
      for (const [month, monthSums] of perMonth) {
        add(sums, monthSums);
        const all = totalByMonth.get(month) ?? emptySums();
        add(all, monthSums);
        totalByMonth.set(month, all);
      }
      add(total, sums);
      return {
        key: group.key,
        label: group.label,
        ...sumsOut(sums),
        national: nationalOut(sums),
        months: perMonth.map(([month, monthSums]) => ({ month, ...sumsOut(monthSums) })),
      };
    });
    // The biggest spender first; the refuels without a driver, vehicle or cost centre last.
    reportRows.sort(
      (a, b) =>
        Number(a.key === null) - Number(b.key === null) ||
        b.amount_cents - a.amount_cents ||
        byLabel.compare(a.label, b.label),
    );
    return {
      by: query.by,
      ...period,
      months,
      rows: reportRows,
      totals: {
        ...sumsOut(total),
        national: nationalOut(total),
        months: [...totalByMonth].sort(byMonth).map(([month, sums]) => ({ month, ...sumsOut(sums) })),
      },
    };
  }

  return { report };
}
