import {
  and,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  fuelTransactions,
  nationalAveragePrices,
  priceReports,
  stationPrices,
  stations,
  users,
} from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/sql-rows.ts';

export type PriceReportRow = typeof priceReports.$inferSelect;
export type NewPriceReport = typeof priceReports.$inferInsert;

/** A report as the admin list shows it: with the driver's e-mail and the station's title. */
export type ListedPriceReport = PriceReportRow & { userEmail: string; stationTitle: string };

// Every query takes the database or the transaction the report runs in: a report reads and decides under its
// locks (see lockReporting).

/**
 * Serialises what a report decides on: the driver's own reports (the hourly cap) and the station's fuel (a
 * second driver's report must find the first, and two at once must not both wait for the other).
 */
export async function lockReporting(tx: Database, userId: string, stationId: string, fuelType: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`price-report-user:${userId}`}))`);
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`price-report-station:${stationId}:${fuelType}`}))`,
  );
}

export async function findStation(db: Database, id: string) {
  const [row] = await db
    .select({ id: stations.id, title: stations.title, active: stations.active, fuels: stations.fuels })
    .from(stations)
    .where(eq(stations.id, id));
  return row;
}

export async function accountCreatedAt(db: Database, userId: string): Promise<Date | undefined> {
  const [row] = await db.select({ at: users.createdAt }).from(users).where(eq(users.id, userId));
  return row?.at;
}

/** The driver's reports since `since`: how many, and when the oldest was made (when the cap frees up). */
export async function reportsSince(db: Database, userId: string, since: Date) {
  const [row] = await db
    .select({ count: count(), oldest: sql<string | null>`min(${priceReports.createdAt})` })
    .from(priceReports)
    .where(and(eq(priceReports.userId, userId), gte(priceReports.createdAt, since)));
  return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

/** The CBS national average of the fuel on the latest day up to `day` (YYYY-MM-DD). */
export async function nationalAverageOn(db: Database, fuelType: string, day: string) {
  const [row] = await db
    .select({ priceTenths: nationalAveragePrices.priceTenths })
    .from(nationalAveragePrices)
    .where(and(eq(nationalAveragePrices.fuelType, fuelType), lte(nationalAveragePrices.day, day)))
    .orderBy(desc(nationalAveragePrices.day))
    .limit(1);
  return row?.priceTenths;
}

/** Whether the driver completed a refuel at the station since `since`: on their own card or a company's. */
export async function refuelledSince(db: Database, userId: string, stationId: string, since: Date) {
  const [row] = await db
    .select({ id: fuelTransactions.id })
    .from(fuelTransactions)
    .where(
      and(
        eq(fuelTransactions.stationId, stationId),
        eq(fuelTransactions.status, 'completed'),
        gte(fuelTransactions.completedAt, since),
        or(eq(fuelTransactions.userId, userId), eq(fuelTransactions.driverUserId, userId)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The driver's reports made since `since` that a refuel or partner price contradicted. */
export async function wrongReportsSince(db: Database, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(priceReports)
    .where(
      and(
        eq(priceReports.userId, userId),
        gte(priceReports.createdAt, since),
        isNotNull(priceReports.contradictedAt),
      ),
    );
  return row?.count ?? 0;
}

/** Another driver's newest report still waiting, made since `since`, within `agreeTenths` of the price. */
export async function agreeingPendingReport(
  db: Database,
  report: { userId: string; stationId: string; fuelType: string; priceTenths: number },
  since: Date,
  agreeTenths: number,
): Promise<PriceReportRow | undefined> {
  const [row] = await db
    .select()
    .from(priceReports)
    .where(
      and(
        eq(priceReports.stationId, report.stationId),
        eq(priceReports.fuelType, report.fuelType),
        eq(priceReports.status, 'pending'),
        ne(priceReports.userId, report.userId),
        gte(priceReports.createdAt, since),
        sql`abs(${priceReports.priceTenths} - ${report.priceTenths}) <= ${agreeTenths}`,
      ),
    )
    .orderBy(desc(priceReports.createdAt))
    .limit(1);
  return row;
}

/** The station's current price for the fuel: what a publishing report replaces. */
export async function currentPrice(db: Database, stationId: string, fuelType: string) {
  const [row] = await db
    .select({
      priceTenths: stationPrices.priceTenths,
      source: stationPrices.source,
      updatedAt: stationPrices.updatedAt,
    })
    .from(stationPrices)
    .where(and(eq(stationPrices.stationId, stationId), eq(stationPrices.fuelType, fuelType)));
  return row;
}

export async function insertReport(db: Database, values: NewPriceReport): Promise<PriceReportRow> {
  const [row] = await db.insert(priceReports).values(values).returning();
  return row!;
}

export async function updateReport(
  db: Database,
  id: string,
  values: Partial<NewPriceReport>,
): Promise<PriceReportRow> {
  const [row] = await db.update(priceReports).set(values).where(eq(priceReports.id, id)).returning();
  return row!;
}

/** Whether the driver earned points for a report on this station and fuel published since `since`. */
export async function earnedPointsSince(
  db: Database,
  report: { userId: string; stationId: string; fuelType: string },
  since: Date,
) {
  const [row] = await db
    .select({ id: priceReports.id })
    .from(priceReports)
    .where(
      and(
        eq(priceReports.userId, report.userId),
        eq(priceReports.stationId, report.stationId),
        eq(priceReports.fuelType, report.fuelType),
        gt(priceReports.points, 0),
        gte(priceReports.publishedAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The stations' fuels (`stationId:fuelType`) with a published report made since `since`. */
export async function stationFuelsWithPublishedReports(
  db: Database,
  stationIds: string[],
  since: Date,
): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ stationId: priceReports.stationId, fuelType: priceReports.fuelType })
    .from(priceReports)
    .where(
      and(
        inArray(priceReports.stationId, stationIds),
        eq(priceReports.status, 'published'),
        gte(priceReports.createdAt, since),
      ),
    );
  return new Set(rows.map((row) => `${row.stationId}:${row.fuelType}`));
}

/**
 * Marks the station's published reports of the fuel made between `since` and `until` whose price is more than
 * `wrongTenths` from `priceTenths` as contradicted (once); answers how many.
 */
export async function markContradicted(
  db: Database,
  change: { stationId: string; fuelType: string; priceTenths: number },
  window: { since: Date; until: Date; at: Date },
  wrongTenths: number,
): Promise<number> {
  const rows = await db
    .update(priceReports)
    .set({ contradictedAt: window.at })
    .where(
      and(
        eq(priceReports.stationId, change.stationId),
        eq(priceReports.fuelType, change.fuelType),
        eq(priceReports.status, 'published'),
        isNull(priceReports.contradictedAt),
        gte(priceReports.createdAt, window.since),
        lte(priceReports.createdAt, window.until),
        sql`abs(${priceReports.priceTenths} - ${change.priceTenths}) > ${wrongTenths}`,
      ),
    )
    .returning({ id: priceReports.id });
  return rows.length;
}

export async function lockReport(db: Database, id: string): Promise<PriceReportRow | undefined> {
  const [row] = await db.select().from(priceReports).where(eq(priceReports.id, id)).for('update');
  return row;
}

const listed = {
  report: priceReports,
  userEmail: users.email,
  stationTitle: stations.title,
};

/** Reports with their driver's e-mail and station's title. */
const withNames = (db: Database) =>
  db
    .select(listed)
    .from(priceReports)
    .innerJoin(users, eq(users.id, priceReports.userId))
    .innerJoin(stations, eq(stations.id, priceReports.stationId));

/** How many reports `where` finds (it may name the driver and the station). */
const countWithNames = (db: Database, where: SQL | undefined) =>
  db
    .select({ count: count() })
    .from(priceReports)
    .innerJoin(users, eq(users.id, priceReports.userId))
    .innerJoin(stations, eq(stations.id, priceReports.stationId))
    .where(where);

function flatten(row: { report: PriceReportRow; userEmail: string; stationTitle: string }) {
  return { ...row.report, userEmail: row.userEmail, stationTitle: row.stationTitle };
}

export async function listedReport(db: Database, id: string): Promise<ListedPriceReport | undefined> {
  const [row] = await withNames(db).where(eq(priceReports.id, id));
  return row && flatten(row);
}

/** Every driver's reports, newest first, optionally of one state; with the total for paging. */
export async function listReports(
  db: Database,
  query: { q?: string | undefined; status: string; page: number; perPage: number },
): Promise<{ items: ListedPriceReport[]; total: number }> {
  const pattern = query.q?.trim() ? containsPattern(query.q.trim()) : undefined;
  const where = and(
    query.status === 'all' ? undefined : eq(priceReports.status, query.status as PriceReportRow['status']),
    pattern ? or(ilike(users.email, pattern), ilike(stations.title, pattern)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    withNames(db)
      .where(where)
      .orderBy(desc(priceReports.createdAt), desc(priceReports.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    countWithNames(db, where),
  ]);
  return { items: rows.map(flatten), total: total?.count ?? 0 };
}
