import type { RuleBrand, RuleStation, SpendingRules } from '@fuellinq/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { selectRows } from '../../lib/sql-rows.ts';
import { requireOrgRole } from '../orgs/org-access.service.ts';

// Where a company card may refuel (issue 24 §3): the allowed brands and stations of a rule profile or a card.
// The editor picks brands from those the active stations carry and finds stations by name or town; a rule
// that names a station or brand we do not know is refused (400), so that it cannot silently allow nothing.

const STATION_LIMIT = 20;

/** Brands among the active stations, with how many stations carry each, most stations first. */
export async function listRuleBrands(db: Database, orgId: string, userId: string): Promise<RuleBrand[]> {
  await requireOrgRole(db, orgId, userId, 'read');
  return selectRows<RuleBrand>(
    db,
    sql`select b.name, count(*)::int as station_count from stations s join brands b on b.id = s.brand_id
         where s.active group by b.name order by count(*) desc, b.name`,
  );
}

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Active stations matching `q` (name, brand, town, postcode), or the stations `ids` names; at most 20. */
export async function listRuleStations(
  db: Database,
  orgId: string,
  userId: string,
  query: { q?: string | undefined; ids?: string | undefined },
): Promise<RuleStation[]> {
  await requireOrgRole(db, orgId, userId, 'read');
  const columns = sql`select s.id, s.title, b.name as brand, s.city
                        from stations s left join brands b on b.id = s.brand_id`;
  if (query.ids) {
    const ids = query.ids.toLowerCase().split(',');
    return selectRows<RuleStation>(
      db,
      sql`${columns} where s.id::text in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) order by s.title`,
    );
  }
  if (!query.q) return [];
  return selectRows<RuleStation>(
    db,
    sql`${columns} where s.active and s.search_text like ${likePattern(query.q)}
         order by s.title, s.city limit ${STATION_LIMIT}`,
  );
}

/** Refuses (400) rules that allow a station id or a brand that no active station has. */
export async function checkRulePlaces(tx: Database, rules: SpendingRules | undefined): Promise<void> {
  const stationIds = [...new Set(rules?.stations?.map((id) => id.toLowerCase()) ?? [])];
  if (stationIds.length > 0) {
    const [found] = await selectRows<{ count: number }>(
      tx,
      sql`select count(*)::int as count from stations
           where id::text in (${sql.join(
             stationIds.map((id) => sql`${id}`),
             sql`, `,
           )})`,
    );
    if ((found?.count ?? 0) < stationIds.length) throw new AppError('rule_station_unknown');
  }
  const brands = [...new Set(rules?.brands?.map((brand) => brand.toLowerCase()) ?? [])];
  if (brands.length > 0) {
    const [found] = await selectRows<{ count: number }>(
      tx,
      sql`select count(distinct lower(b.name))::int as count from brands b
           where lower(b.name) in (${sql.join(
             brands.map((brand) => sql`${brand}`),
             sql`, `,
           )})
             and exists (select 1 from stations s where s.brand_id = b.id and s.active)`,
    );
    if ((found?.count ?? 0) < brands.length) throw new AppError('rule_brand_unknown');
  }
}

/** The names ("Tinq Teststraat, Utrecht") of the stations some rules allow, for the rules in plain words. */
export async function ruleStationNames(
  db: Database,
  rules: readonly { stations?: { value: string[] } | undefined }[],
): Promise<Map<string, string>> {
  const ids = [...new Set(rules.flatMap((rule) => rule.stations?.value ?? []))];
  if (ids.length === 0) return new Map();
  const rows = await selectRows<{ id: string; name: string }>(
    db,
    sql`select s.id, concat_ws(', ', s.title, s.city) as name from stations s
         where s.id::text in (${sql.join(
           ids.map((id) => sql`${id.toLowerCase()}`),
           sql`, `,
         )})`,
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}
