import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema/index.ts';
import { selectRows } from '../../lib/sql-rows.ts';
import { fleetTestApp, insertCompanyCard } from '../../test/fleet-rules.ts';
import type { OrgWithMembers } from '../../test/orgs.ts';
import { testClock } from '../../test/refuels.ts';
import type { TestApp } from '../../test/test-app.ts';
import { billingServicesFor } from './billing.routes.ts';

// A large fleet's month: more company refuels than a multi-row insert could bind parameters for (65,535 a
// statement, up to 18 a line). The invoice is still made whole, in one transaction, with every refuel on it.

const REFUELS = 4_000;
const clock = testClock('2026-11-10T09:00:00Z');
let t: TestApp;
let org: OrgWithMembers;

beforeAll(async () => {
  const fleet = await fleetTestApp(clock);
  ({ t, org } = fleet);
  const cardId = await insertCompanyCard(t.database.db, {
    orgId: org.orgId,
    accountUserId: org.accountUserId,
    driverUserId: org.driver.userId,
  });
  // Spread over November (Dutch time), 20–59 litres at € 1,799–€ 1,998.
  await t.database.db.execute(sql`
    insert into fuel_transactions (user_id, org_id, card_id, driver_user_id, card_last4, station_id, fuel_type,
                                   status, reserved_cents, amount_cents, liters, price_tenths, created_at,
                                   completed_at, ended_at, expires_at)
    select ${org.accountUserId}::uuid, ${org.orgId}::uuid, ${cardId}::uuid, ${org.driver.userId}::uuid, '4242',
           ${fleet.stationId}::uuid, 'diesel', 'completed', 20000,
           round((20 + k % 40) * (1799 + k % 200) / 10.0)::int, 20 + k % 40, 1799 + k % 200, at, at, at,
           at + interval '30 minutes'
      from generate_series(0, ${REFUELS - 1}) as k
      cross join lateral (select timestamptz '2026-11-01 06:00:00+01' + k * interval '10 minutes' as at) as w`);
  clock.set('2026-12-01T09:00:00Z');
  await billingServicesFor(t.app).invoices.runMonth('2026-12-01');
});
afterAll(() => t.close());

describe("an organisation's invoice of thousands of company refuels", () => {
  it('has every refuel on one invoice, its lines numbered 1 … n and adding up to what was spent', async () => {
    const rows = await t.database.db.select().from(invoices).where(eq(invoices.userId, org.accountUserId));
    expect(rows).toHaveLength(1);
    const [lines] = await selectRows<{ n: number; first: number; last: number; total: number }>(
      t.database.db,
      sql`select count(*)::int as n, min(position)::int as first, max(position)::int as last,
                 sum(amount_incl_cents)::int as total
            from invoice_lines where invoice_id = ${rows[0]!.id}`,
    );
    const [spent] = await selectRows<{ total: number }>(
      t.database.db,
      sql`select sum(amount_cents)::int as total from fuel_transactions where org_id = ${org.orgId}`,
    );
    expect(lines).toEqual({ n: REFUELS, first: 1, last: REFUELS, total: spent!.total });
    expect(rows[0]!.amountInclCents).toBe(spent!.total);
  });
});
