import type { RuleBrand, RuleStation, SpendingRules } from '@fuellinq/domain';
import { and, asc, countDistinct, desc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { textMatch } from '../../db/queries/stations.ts';
import { brands, stations } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireOrgRole } from '../orgs/org-access.service.ts';

// Where a company card may refuel (issue 24 §3): the allowed brands and stations of a rule profile or a card.
// The editor picks brands from those the active stations carry and finds stations by name or town; a rule
// that names a station or brand we do not know is refused (400), so that it cannot silently allow nothing.

const STATION_LIMIT = 20;

/** A station's id as text: ids from a query string are compared without ever being cast to uuid. */
const stationIdText = sql<string>`${stations.id}::text`;
const brandName = sql<string>`lower(${brands.name})`;

/** Brands among the active stations, with how many stations carry each, most stations first. */
export async function listRuleBrands(db: Database, orgId: string, userId: string): Promise<RuleBrand[]> {
  await requireOrgRole(db, orgId, userId, 'read');
  const stationCount = sql<number>`count(*)::int`;
  return db
    .select({ name: brands.name, station_count: stationCount })
    .from(stations)
    .innerJoin(brands, eq(brands.id, stations.brandId))
    .where(eq(stations.active, true))
    .groupBy(brands.name)
    .orderBy(desc(stationCount), asc(brands.name));
}

/** Active stations matching `q` (name, brand, town, postcode), or the stations `ids` names; at most 20. */
export async function listRuleStations(
  db: Database,
  orgId: string,
  userId: string,
  query: { q?: string | undefined; ids?: string | undefined },
): Promise<RuleStation[]> {
  await requireOrgRole(db, orgId, userId, 'read');
  const rows = db
    .select({ id: stations.id, title: stations.title, brand: brands.name, city: stations.city })
    .from(stations)
    .leftJoin(brands, eq(brands.id, stations.brandId));
  if (query.ids)
    return rows
      .where(inArray(stationIdText, query.ids.toLowerCase().split(',')))
      .orderBy(asc(stations.title));
  if (!query.q) return [];
  return rows
    .where(and(eq(stations.active, true), textMatch(query.q)))
    .orderBy(asc(stations.title), asc(stations.city))
    .limit(STATION_LIMIT);
}

/** Refuses (400) rules that allow a station id or a brand that no active station has. */
export async function checkRulePlaces(tx: Database, rules: SpendingRules | undefined): Promise<void> {
  const stationIds = [...new Set(rules?.stations?.map((id) => id.toLowerCase()) ?? [])];
  if (stationIds.length > 0) {
    const [found] = await tx
      .select({ count: countDistinct(stations.id) })
      .from(stations)
      .where(inArray(stationIdText, stationIds));
    if ((found?.count ?? 0) < stationIds.length) throw new AppError('rule_station_unknown');
  }
  const brandNames = [...new Set(rules?.brands?.map((brand) => brand.toLowerCase()) ?? [])];
  if (brandNames.length > 0) {
    const activeStation = tx
      .select({ one: sql`1` })
      .from(stations)
      .where(and(eq(stations.brandId, brands.id), eq(stations.active, true)));
    const [found] = await tx
      .select({ count: countDistinct(brandName) })
      .from(brands)
      .where(and(inArray(brandName, brandNames), exists(activeStation)));
    if ((found?.count ?? 0) < brandNames.length) throw new AppError('rule_brand_unknown');
  }
}

/** The names ("Tinq Teststraat, Utrecht") of the stations some rules allow, for the rules in plain words. */
export async function ruleStationNames(
  db: Database,
  rules: readonly { stations?: { value: string[] } | undefined }[],
): Promise<Map<string, string>> {
  const ids = [...new Set(rules.flatMap((rule) => rule.stations?.value.map((id) => id.toLowerCase()) ?? []))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: stations.id, name: sql<string>`concat_ws(', ', ${stations.title}, ${stations.city})` })
    .from(stations)
    .where(inArray(stationIdText, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}
