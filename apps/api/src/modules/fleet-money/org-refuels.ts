import {
  formatDateTime,
  fuelLabels,
  isFuelType,
  transactionStatusLabels,
  type TransactionStatus,
} from '@fuellinq/domain';
import type {
  OrgRefuel,
  OrgRefuelPage,
  OrgRefuelsQuery,
} from '@fuellinq/domain/fleet-money/fleet-money.contract';
import { amsterdamMidnight } from '@fuellinq/domain/orgs/refuel-check';
import { addDays } from '@fuellinq/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { csvNumber, toCsv } from '../../lib/csv.ts';
import { selectRows } from '../../lib/sql-rows.ts';
import { requireOrgRole } from '../orgs/org-access.service.ts';

// The organisation's refuels (issue 24 §7, §8): only company refuels — paid by the organisation's account
// and marked with its id — never anything of a member's private account. Owners, managers and the
// bookkeeper see all of them; a driver only their own.

export const ORG_REFUELS_CSV_MAX = 10_000;

interface Row extends Record<string, unknown> {
  id: string;
  at: Date | string;
  station: string;
  city: string | null;
  fuel_type: string;
  liters: string | number | null;
  amount_cents: number;
  driver_user_id: string | null;
  driver_name: string | null;
  card_last4: string;
  plate: string | null;
  cost_centre: string | null;
  odometer_km: number | null;
  status: TransactionStatus;
  flags: number;
  total: number;
}

function toRefuel(row: Row): OrgRefuel {
  return {
    id: row.id,
    date: new Date(row.at).toISOString(),
    station: row.station,
    city: row.city,
    fuel_type: row.fuel_type,
    liters: row.liters === null ? null : Number(row.liters),
    amount_cents: Number(row.amount_cents),
    driver_user_id: row.driver_user_id,
    driver_name: row.driver_name,
    card_last4: row.card_last4,
    plate: row.plate,
    cost_centre: row.cost_centre,
    odometer_km: row.odometer_km,
    status: row.status,
    flags: Number(row.flags),
  };
}

async function query(
  db: Database,
  orgId: string,
  userId: string,
  filters: OrgRefuelsQuery,
  limit: number,
  offset: number,
) {
  const membership = await requireOrgRole(db, orgId, userId, 'member');
  const conditions: SQL[] = [
    // Paid by the organisation's account and its own: a member's private refuels have neither.
    sql`t.user_id = ${membership.accountUserId}`,
    sql`t.org_id = ${membership.orgId}`,
  ];
  if (membership.role === 'driver') conditions.push(sql`t.driver_user_id = ${userId}`);
  if (filters.driver) conditions.push(sql`t.driver_user_id = ${filters.driver}`);
  if (filters.vehicle) conditions.push(sql`coalesce(t.vehicle_id, c.vehicle_id) = ${filters.vehicle}`);
  if (filters.cost_centre) conditions.push(sql`c.cost_centre_id = ${filters.cost_centre}`);
  const at = sql`coalesce(t.completed_at, t.created_at)`;
  if (filters.from) conditions.push(sql`${at} >= ${amsterdamMidnight(filters.from)}`);
  if (filters.to) conditions.push(sql`${at} < ${amsterdamMidnight(addDays(filters.to, 1))}`);
  const rows = await selectRows<Row>(
    db,
    sql`select t.id, ${at} as at, s.title as station, s.city, t.fuel_type, t.liters,
               coalesce(t.amount_cents, t.reserved_cents) as amount_cents, t.driver_user_id,
               coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email) as driver_name,
               t.card_last4, coalesce(v.license_plate, cv.license_plate, c.plate) as plate, cc.name as cost_centre,
               t.odometer_km, t.status,
               (select count(*) from refuel_flags f where f.transaction_id = t.id)::int as flags,
               count(*) over ()::int as total
          from fuel_transactions t
          join stations s on s.id = t.station_id
          left join cards c on c.id = t.card_id
          left join users u on u.id = t.driver_user_id
          left join vehicles v on v.id = t.vehicle_id
          left join vehicles cv on cv.id = c.vehicle_id
          left join cost_centres cc on cc.id = c.cost_centre_id
         where ${sql.join(conditions, sql` and `)}
         order by ${at} desc, t.id desc
         limit ${limit} offset ${offset}`,
  );
  return { items: rows.map(toRefuel), total: Number(rows[0]?.total ?? 0) };
}

export async function orgRefuels(
  db: Database,
  orgId: string,
  userId: string,
  filters: OrgRefuelsQuery & { page: number; per_page: number },
): Promise<OrgRefuelPage> {
  const { items, total } = await query(
    db,
    orgId,
    userId,
    filters,
    filters.per_page,
    (filters.page - 1) * filters.per_page,
  );
  return { items, total, page: filters.page, per_page: filters.per_page };
}

export async function orgRefuelsCsv(db: Database, orgId: string, userId: string, filters: OrgRefuelsQuery) {
  const { items } = await query(db, orgId, userId, filters, ORG_REFUELS_CSV_MAX, 0);
  return toCsv([
    [
      'Datum',
      'Station',
      'Plaats',
      'Brandstof',
      'Liters',
      'Bedrag (€)',
      'Bestuurder',
      'Pas',
      'Kenteken',
      'Kostenplaats',
      'Kilometerstand',
      'Status',
      'Markeringen',
    ],
    ...items.map((item) => [
      formatDateTime(item.date),
      item.station,
      item.city,
      isFuelType(item.fuel_type) ? fuelLabels[item.fuel_type] : item.fuel_type,
      csvNumber(item.liters, 2),
      csvNumber(item.amount_cents / 100, 2),
      item.driver_name,
      `•••• ${item.card_last4}`,
      item.plate,
      item.cost_centre,
      item.odometer_km,
      transactionStatusLabels[item.status] ?? item.status,
      item.flags,
    ]),
  ]);
}
