import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../lib/sql-rows.ts';
import { insertCompanyCard, insertCostCentre } from '../../test/fleet-rules.ts';
import { orgWithMembers } from '../../test/orgs.ts';
import { fundBalance, ledgerSums, partnerStation, testClock } from '../../test/refuels.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { transactionsServiceFor } from '../transactions/transactions.service.ts';

// The proof (issue 24): a cost centre with a day budget of € 200 holds 20 company cards; 20 starts of
// € 50 at once, one on each card, reserve exactly 4 times. The check runs after the organisation's account is
// locked, so the starts are checked one after the other (on PostgreSQL over a pool of real connections).

const clock = testClock('2026-11-26T09:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(async () => {
  await t.close();
});

describe("a cost centre's day budget under 20 parallel starts", () => {
  it('lets exactly four € 50 refuels through a € 200 budget', async () => {
    const org = await orgWithMembers(t);
    const { stationId } = await partnerStation(t);
    await fundBalance(t.database.db, org.accountUserId, 100_000);
    const costCentreId = await insertCostCentre(t.database.db, org.orgId, { maxPerDayCents: 20_000 });
    const cards = await Promise.all(
      Array.from({ length: 20 }, () =>
        insertCompanyCard(t.database.db, {
          orgId: org.orgId,
          accountUserId: org.accountUserId,
          driverUserId: org.driver.userId,
          costCentreId,
        }),
      ),
    );
    const refuels = transactionsServiceFor(t.app);
    const results = await Promise.allSettled(
      cards.map((cardId) =>
        refuels.start(
          org.driver.userId,
          { cardId, stationId, max_amount_cents: 5000, fuel_type: 'diesel' },
          null,
        ),
      ),
    );
    const passed = results.filter((result) => result.status === 'fulfilled');
    const refused = results.flatMap((result) =>
      result.status === 'rejected' ? [result.reason as { code?: string }] : [],
    );
    expect(passed).toHaveLength(4);
    expect(refused.map((error) => error.code)).toEqual(Array.from({ length: 16 }, () => 'limit_exceeded'));
    expect((await ledgerSums(t.database.db, org.accountUserId)).availableCents).toBe(100_000 - 20_000);
    const [counts] = await selectRows<{ reserved: number; declines: number }>(
      t.database.db,
      sql`select (select count(*)::int from fuel_transactions where org_id = ${org.orgId} and status = 'reserved') as reserved,
                 (select count(*)::int from refuel_declines where org_id = ${org.orgId}) as declines`,
    );
    expect(counts).toEqual({ reserved: 4, declines: 16 });
  });
});
