import { calendarYear, type Co2Report, isoDateIn, type WpmReport } from '@fuellinq/domain';
import type { OrgCo2Group, OrgCo2QuerySchema, OrgCo2Report } from '@fuellinq/domain/co2/org-co2.contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { organisations } from '../../db/schema/index.ts';
import type { z } from 'zod';
import { selectRows } from '../../lib/sql-rows.ts';
import { requireOrgRole } from '../orgs/org-access.service.ts';
import { createCo2Repository } from './co2.repository.ts';
import { createCo2Service } from './co2.service.ts';
import { createWpmService } from './wpm.service.ts';

// Issue 25 §3: the CO2 report and the WPM export of a whole organisation. Its logbook is its account's
// (decision 024): the vehicles it owns, the card refuels a completion writes there (owner = the paying
// account, so a member's private refuel is in the member's own logbook, never here) and the manual logs of
// those vehicles. Both are the person's computations (decision 010) run over that logbook: no second one.

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

type Query = z.output<typeof OrgCo2QuerySchema>;

export function createOrgCo2(db: Database, now: () => Date = () => new Date()) {
  const repository = createCo2Repository(db);
  const co2 = createCo2Service({ repository, now });
  const previousYear = () => Number(isoDateIn(now()).slice(0, 4)) - 1;

  /** The caller's read access and the organisation's name and KvK number. */
  async function organisation(orgId: string, userId: string) {
    const membership = await requireOrgRole(db, orgId, userId, 'read');
    const [org] = await db
      .select({ name: organisations.name, kvkNumber: organisations.kvkNumber })
      .from(organisations)
      .where(eq(organisations.id, orgId));
    return { ...membership, name: org?.name ?? membership.orgName, kvkNumber: org?.kvkNumber ?? '' };
  }

  /** Each vehicle's cost centre: that of the organisation's card tied to it (a usable card first, then the newest). */
  async function costCentresOf(orgId: string) {
    const rows = await selectRows<{ vehicle_id: string; key: string; label: string }>(
      db,
      sql`select distinct on (c.vehicle_id) c.vehicle_id::text, cc.id::text as key, cc.name as label
            from cards c join cost_centres cc on cc.id = c.cost_centre_id
           where c.org_id = ${orgId} and c.vehicle_id is not null
           order by c.vehicle_id, (c.status = 'blocked'), c.created_at desc`,
    );
    return new Map(rows.map((row) => [row.vehicle_id, { key: row.key, label: row.label }]));
  }

  function groupsOf(
    report: Co2Report,
    groupOf: (vehicle: Co2Report['vehicles'][number]) => { key: string | null; label: string },
  ): OrgCo2Group[] {
    const groups = new Map<string | null, OrgCo2Group>();
    for (const vehicle of report.vehicles) {
      const { key, label } = groupOf(vehicle);
      const group = groups.get(key) ?? {
        key,
        label,
        vehicles: 0,
        vehicle_ids: [],
        km: 0,
        liters: 0,
        kg_co2: 0,
      };
      group.vehicles += 1;
      group.vehicle_ids.push(vehicle.vehicle_id);
      group.km += vehicle.km;
      group.liters = round(group.liters + vehicle.liters, 2);
      group.kg_co2 = round(group.kg_co2 + vehicle.kg_co2, 3);
      groups.set(key, group);
    }
    // Largest emitter first; the vehicles without a cost centre last.
    return [...groups.values()].sort(
      (a, b) => Number(a.key === null) - Number(b.key === null) || b.kg_co2 - a.kg_co2,
    );
  }

  return {
    async report(orgId: string, userId: string, query: Query): Promise<OrgCo2Report> {
      const org = await organisation(orgId, userId);
      const year = query.year ?? previousYear();
      const report = await co2.report(org.accountUserId, {
        ...calendarYear(year),
        vehicle_id: undefined,
        method: query.method,
        scope: query.scope,
        electricity: query.electricity,
      });
      const costCentres = query.by === 'cost_centre' ? await costCentresOf(orgId) : undefined;
      const groups = groupsOf(report, (vehicle) =>
        costCentres
          ? (costCentres.get(vehicle.vehicle_id) ?? { key: null, label: 'Zonder kostenplaats' })
          : {
              key: vehicle.vehicle_id,
              label: [vehicle.license_plate_display, vehicle.nickname].filter(Boolean).join(' · '),
            },
      );
      return {
        org: { id: orgId, name: org.name, kvk_number: org.kvkNumber },
        year,
        by: query.by,
        groups,
        report,
      };
    },

    /** The WPM export of the organisation's vehicles, under each vehicle's KvK number or the organisation's. */
    async wpm(
      orgId: string,
      userId: string,
      year: number | undefined,
    ): Promise<{ org: { name: string; kvk_number: string }; report: WpmReport }> {
      const org = await organisation(orgId, userId);
      const asOrganisation = {
        ...repository,
        owner: () =>
          Promise.resolve({
            companyName: org.name,
            kvkNumber: org.kvkNumber,
            accountType: 'business' as const,
          }),
      };
      const report = await createWpmService({ repository: asOrganisation, now }).export(
        org.accountUserId,
        year ?? previousYear(),
      );
      return { org: { name: org.name, kvk_number: org.kvkNumber }, report };
    },
  };
}
