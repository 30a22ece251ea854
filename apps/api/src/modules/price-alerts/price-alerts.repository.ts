import { and, asc, count, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  areaBox,
  EARTH_UNITS_PER_KM,
  jobs,
  priceAlertDeliveries,
  priceAlertStates,
  priceAlerts,
  stations,
  users,
} from '../../db/schema/index.ts';
import { selectRows } from '../../lib/sql-rows.ts';

// The price alerts' queries, each scoped to its owner where a person asks; the evaluation's set-based ones
// (every alert a batch of price changes touches) are index scans: station alerts by (station, fuel), area
// alerts by a GiST scan of an earth_box around the station (price_alerts_area_earth_idx), then the exact
// great-circle distance.

export type PriceAlertRow = typeof priceAlerts.$inferSelect;
export type PriceAlertWithStation = PriceAlertRow & {
  stationTitle: string | null;
  stationCity: string | null;
};

const withStation = {
  alert: priceAlerts,
  stationTitle: stations.title,
  stationCity: stations.city,
};

export async function listAlerts(db: Database, userId: string): Promise<PriceAlertWithStation[]> {
  const rows = await db
    .select(withStation)
    .from(priceAlerts)
    .leftJoin(stations, eq(stations.id, priceAlerts.stationId))
    .where(eq(priceAlerts.userId, userId))
    .orderBy(asc(priceAlerts.createdAt), asc(priceAlerts.id));
  return rows.map(({ alert, ...station }) => ({ ...alert, ...station }));
}

export async function findAlert(
  db: Database,
  userId: string,
  id: string,
): Promise<PriceAlertWithStation | undefined> {
  const [row] = await db
    .select(withStation)
    .from(priceAlerts)
    .leftJoin(stations, eq(stations.id, priceAlerts.stationId))
    .where(and(eq(priceAlerts.id, id), eq(priceAlerts.userId, userId)));
  return row ? { ...row.alert, stationTitle: row.stationTitle, stationCity: row.stationCity } : undefined;
}

export async function countAlerts(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ count: count() }).from(priceAlerts).where(eq(priceAlerts.userId, userId));
  return Number(row?.count ?? 0);
}

export async function stationExists(db: Database, stationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: stations.id })
    .from(stations)
    .where(and(eq(stations.id, stationId), eq(stations.active, true)));
  return Boolean(row);
}

export async function insertAlert(db: Database, values: typeof priceAlerts.$inferInsert) {
  const [row] = await db.insert(priceAlerts).values(values).returning({ id: priceAlerts.id });
  return row!.id;
}

export async function updateAlert(
  db: Database,
  userId: string,
  id: string,
  values: Partial<typeof priceAlerts.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(priceAlerts)
    .set(values)
    .where(and(eq(priceAlerts.id, id), eq(priceAlerts.userId, userId)))
    .returning({ id: priceAlerts.id });
  return rows.length > 0;
}

/** Forgets where an alert stood at each station: after a new price or fuel, the next price seen under it fires. */
export async function clearAlertStates(db: Database, alertId: string) {
  await db.delete(priceAlertStates).where(eq(priceAlertStates.alertId, alertId));
}

export async function deleteAlert(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(priceAlerts)
    .where(and(eq(priceAlerts.id, id), eq(priceAlerts.userId, userId)))
    .returning({ id: priceAlerts.id });
  return rows.length > 0;
}

/** Pauses the alert of an unsubscribe link; its id, or undefined for an unknown token. */
export async function pauseByToken(db: Database, token: string, now: Date) {
  const [row] = await db
    .update(priceAlerts)
    .set({ paused: true, updatedAt: now })
    .where(eq(priceAlerts.unsubscribeToken, token))
    .returning({ id: priceAlerts.id, fuelType: priceAlerts.fuelType });
  return row;
}

/** One station's new price for a fuel, as the evaluation reads it. */
export interface EvaluatedChange {
  station_id: string;
  fuel_type: string;
  price_tenths: number;
}

const changesTable = (changes: EvaluatedChange[]) =>
  sql`json_to_recordset(${JSON.stringify(changes)}::json) as c(station_id uuid, fuel_type text, price_tenths int)`;

/** Re-arms every alert whose price at a changed station went above its maximum again. */
export async function rearmAbove(db: Database, changes: EvaluatedChange[], now: Date) {
  // The changed stations as an array, so the plan reads their states by index (price_alert_states_station_idx).
  const stationIds = [...new Set(changes.map((change) => change.station_id))];
  await db.execute(sql`
    update ${priceAlertStates} st set below = false, updated_at = ${now}
    from ${changesTable(changes)}, ${priceAlerts} a
    where st.station_id = any(string_to_array(${stationIds.join(',')}, ',')::uuid[])
      and st.station_id = c.station_id and st.below and a.id = st.alert_id
      and a.fuel_type = c.fuel_type and c.price_tenths > a.max_price_tenths`);
}

/** An alert a change crossed: its price went from above its maximum (or unseen) to at or under it. */
export interface CrossedAlert extends Record<string, unknown> {
  alert_id: string;
  user_id: string;
  channels: string[];
  unsubscribe_token: string;
  station_id: string;
  station_title: string;
  fuel_type: string;
  price_tenths: number;
  max_price_tenths: number;
}

/**
 * Marks every active alert a change puts at or under its maximum as "below", and answers those that were
 * not already: the crossings. One statement, so two evaluations of the same change never both fire it.
 */
export async function markCrossings(
  db: Database,
  changes: EvaluatedChange[],
  now: Date,
): Promise<CrossedAlert[]> {
  return selectRows<CrossedAlert>(
    db,
    sql`
    with c as (select * from ${changesTable(changes)}),
    matched as (
      select a.id as alert_id, c.station_id, c.price_tenths
      from c join ${priceAlerts} a
        on a.station_id = c.station_id and a.fuel_type = c.fuel_type and not a.paused
      where c.price_tenths <= a.max_price_tenths
      union all
      select a.alert_id, c.station_id, c.price_tenths
      from c join ${stations} s on s.id = c.station_id
      -- Per change (offset 0 keeps the subquery apart, so the planner cannot turn it into one join over every
      -- area alert): the GiST scan of the boxes that hold this station, then the exact distance.
      cross join lateral (
        select a.id as alert_id from ${priceAlerts} a
        where a.station_id is null and not a.paused and a.fuel_type = c.fuel_type
          and ${areaBox(sql`a.lat`, sql`a.lng`, sql`a.radius_km`)} @> ll_to_earth(s.lat, s.lng)
          and c.price_tenths <= a.max_price_tenths
          and earth_distance(ll_to_earth(s.lat, s.lng), ll_to_earth(a.lat, a.lng))
            <= a.radius_km * ${EARTH_UNITS_PER_KM}::float8
        offset 0
      ) a
    ),
    crossed as (
      insert into ${priceAlertStates} (alert_id, station_id, below, updated_at)
      select alert_id, station_id, true, ${now} from matched
      on conflict (alert_id, station_id) do update set below = true, updated_at = excluded.updated_at
        where not ${priceAlertStates}.below
      returning alert_id, station_id
    )
    select a.id as alert_id, a.user_id, a.channels, a.unsubscribe_token, s.id as station_id,
      s.title as station_title, a.fuel_type, m.price_tenths, a.max_price_tenths
    from crossed x
    join matched m on m.alert_id = x.alert_id and m.station_id = x.station_id
    join ${priceAlerts} a on a.id = x.alert_id
    join ${stations} s on s.id = x.station_id
    order by a.user_id, s.id, a.fuel_type, a.created_at`,
  );
}

/** Each driver's pushes since `since`: how many, and the last one's time. */
export async function pushesSince(db: Database, userIds: string[], since: Date) {
  const rows = await db
    .select({
      userId: priceAlertDeliveries.userId,
      count: sql<number>`count(*)::int`,
      last: sql<Date | string>`max(${priceAlertDeliveries.firedAt})`,
    })
    .from(priceAlertDeliveries)
    .where(
      and(
        inArray(priceAlertDeliveries.userId, userIds),
        eq(priceAlertDeliveries.pushed, true),
        gte(priceAlertDeliveries.firedAt, since),
      ),
    )
    .groupBy(priceAlertDeliveries.userId);
  return new Map(rows.map((row) => [row.userId, { count: row.count, last: new Date(row.last) }]));
}

/**
 * The lowest price each driver was told loudly (push or e-mail) since `since`, per station and fuel of these
 * stations, keyed `user:station:fuel`: the quiet window's reference.
 */
export async function loudPricesSince(db: Database, userIds: string[], stationIds: string[], since: Date) {
  const rows = await db
    .select({
      userId: priceAlertDeliveries.userId,
      stationId: priceAlertDeliveries.stationId,
      fuelType: priceAlertDeliveries.fuelType,
      lowest: sql<number>`min(${priceAlertDeliveries.priceTenths})::int`,
    })
    .from(priceAlertDeliveries)
    .where(
      and(
        inArray(priceAlertDeliveries.userId, userIds),
        inArray(priceAlertDeliveries.stationId, stationIds),
        eq(priceAlertDeliveries.interrupted, true),
        gte(priceAlertDeliveries.firedAt, since),
      ),
    )
    .groupBy(priceAlertDeliveries.userId, priceAlertDeliveries.stationId, priceAlertDeliveries.fuelType);
  return new Map(rows.map((row) => [`${row.userId}:${row.stationId}:${row.fuelType}`, row.lowest]));
}

export async function insertDeliveries(db: Database, rows: (typeof priceAlertDeliveries.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(priceAlertDeliveries).values(rows);
}

/**
 * Enqueues many jobs in one statement, in the caller's transaction (as the job runner's enqueue does one):
 * keyed, so a job exists once whatever retries.
 */
export async function insertJobs(
  db: Database,
  rows: { kind: string; key: string; payload: Record<string, unknown>; maxAttempts: number; runAt: Date }[],
) {
  if (rows.length > 0) await db.insert(jobs).values(rows).onConflictDoNothing();
}

/** Where a driver's alert e-mail goes; undefined for an erased account. */
export async function userEmail(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row?.email;
}
