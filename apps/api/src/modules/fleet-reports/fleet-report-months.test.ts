import type { FleetReport } from '@fuellinq/domain/fleet-reports/fleet-report.contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cards,
  costCentres,
  fleetReportMonths,
  fuelTransactions,
  nationalAveragePrices,
  vehicles,
} from '../../db/schema/index.ts';
import { companyRefuel, costCentreCards, refundAsAdmin } from '../../test/company-refuels.ts';
import { fleetTestApp } from '../../test/fleet-rules.ts';
import { requestAs } from '../../test/orgs.ts';
import { testClock } from '../../test/refuels.ts';

// Decision 032: a fleet report keeps its closed months summed, and answers from them exactly what summing the
// refuels answers. "Live" below is the report asked on 1 September, when none of the months has ended; "kept"
// the same report asked in December, when September to November are closed and kept.

const clock = testClock('2026-09-01T08:00:00Z');
const PERIOD = { from: '2026-09-01', to: '2026-11-30' };
const GROUPINGS = ['driver', 'vehicle', 'cost_centre'] as const;
const CBS_DAY = '2026-10-20';

let fleet: Awaited<ReturnType<typeof fleetTestApp>>;
let driverCard: string;
let vanCard: string;
const refuelIds: Record<string, string> = {};

async function reportOn(day: string, by: string, period = PERIOD): Promise<FleetReport> {
  clock.set(`${day}T10:00:00Z`);
  const query = new URLSearchParams({ ...period, by }).toString();
  const response = await requestAs(
    fleet.t,
    fleet.org.owner,
    'GET',
    `/api/orgs/${fleet.org.orgId}/reports?${query}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FleetReport>();
}

/** Every grouping's report, live and from the kept months: equal. Answers the kept ones. */
async function expectKeptEqualsLive(period = PERIOD) {
  const kept: Record<string, FleetReport> = {};
  for (const by of GROUPINGS) {
    const live = await reportOn('2026-09-01', by, period);
    kept[by] = await reportOn('2026-12-10', by, period);
    expect(kept[by], by).toEqual(live);
  }
  return kept;
}

beforeAll(async () => {
  fleet = await fleetTestApp(clock);
  ({ driverCard, vanCard } = await costCentreCards(fleet));
  const { org } = fleet;
  const fuelled = async (name: string, cardId: string, liters: number, at: string) => {
    refuelIds[name] = await companyRefuel(fleet, clock, { cardId, token: org.driver.token, liters, at });
  };
  await fuelled('september', driverCard, 40, '2026-09-10T10:00:00Z');
  // 00:30 on 1 October in Amsterdam (summer time): an October refuel.
  await fuelled('firstOfOctober', vanCard, 30, '2026-09-30T22:30:00Z');
  await fuelled('october', driverCard, 25, '2026-10-15T09:00:00Z');
  // 23:59 on 31 October in Amsterdam (winter time since the 25th), and one minute later: 1 November.
  await fuelled('lastOfOctober', vanCard, 12.5, '2026-10-31T22:59:00Z');
  await fuelled('firstOfNovember', driverCard, 18, '2026-10-31T23:00:00Z');
  await fuelled('november', vanCard, 50, '2026-11-20T09:00:00Z');
  // A Euro95 refuel on the CBS day, written as the pump's completion leaves it.
  const [euro95] = await fleet.t.database.db
    .insert(fuelTransactions)
    .values({
      userId: org.accountUserId,
      orgId: org.orgId,
      driverUserId: org.driver.userId,
      cardId: vanCard,
      cardLast4: '4242',
      stationId: fleet.stationId,
      fuelType: 'euro95',
      status: 'completed',
      reservedCents: 10_000,
      amountCents: 4_100,
      liters: 20,
      priceTenths: 2_050,
      createdAt: new Date(`${CBS_DAY}T08:00:00Z`),
      completedAt: new Date(`${CBS_DAY}T08:05:00Z`),
      endedAt: new Date(`${CBS_DAY}T08:05:00Z`),
      expiresAt: new Date(`${CBS_DAY}T08:30:00Z`),
    })
    .returning({ id: fuelTransactions.id });
  refuelIds.euro95 = euro95!.id;
  await fleet.t.database.db
    .delete(nationalAveragePrices)
    .where(and(eq(nationalAveragePrices.fuelType, 'euro95'), eq(nationalAveragePrices.day, CBS_DAY)));
});
afterAll(() => fleet.t.close());

describe('kept months of the fleet reports', () => {
  it('answer what the refuels answer, in Dutch months, a refund included, and are kept once closed', async () => {
    await refundAsAdmin(fleet, refuelIds.october!, 1_000);
    const kept = await expectKeptEqualsLive();
    const months = await fleet.t.database.db
      .select()
      .from(fleetReportMonths)
      .where(eq(fleetReportMonths.orgId, fleet.org.orgId));
    expect(months).toHaveLength(GROUPINGS.length * 3);
    // The van's refuel of 00:30 on 1 October is October's; 23:59 on 31 October too; a minute later November.
    const van = kept.vehicle!.rows.find((row) => row.key !== null)!;
    expect(van.months.map(({ month, refuels }) => ({ month, refuels }))).toEqual([
      { month: '2026-10', refuels: 3 },
      { month: '2026-11', refuels: 1 },
    ]);
    expect(kept.driver!.totals.months.map((month) => month.refuels)).toEqual([1, 4, 2]);
  });

  it('answer a period that starts or ends inside a month from the refuels of those days', async () => {
    await expectKeptEqualsLive({ from: '2026-09-15', to: '2026-11-19' });
    const kept = await expectKeptEqualsLive({ from: '2026-10-01', to: '2026-10-31' });
    expect(kept.driver!.totals.refuels).toBe(4);
  });

  it('forget a month when one of its refuels changes or goes', async () => {
    const db = fleet.t.database.db;
    await reportOn('2026-12-10', 'driver');
    await db
      .update(fuelTransactions)
      .set({ amountCents: 7_000, liters: 39 })
      .where(eq(fuelTransactions.id, refuelIds.september!));
    const afterChange = await expectKeptEqualsLive();
    expect(afterChange.driver!.totals.months[0]).toMatchObject({
      month: '2026-09',
      liters: 39,
      amount_cents: 7_000,
    });
    await db.delete(fuelTransactions).where(eq(fuelTransactions.id, refuelIds.november!));
    const afterDelete = await expectKeptEqualsLive();
    expect(afterDelete.driver!.totals.refuels).toBe(6);
  });

  it('move the refuels of a card that moves to another cost centre or vehicle', async () => {
    const db = fleet.t.database.db;
    await reportOn('2026-12-10', 'cost_centre');
    const [bouw] = await db.select().from(costCentres).where(eq(costCentres.name, 'Bouw'));
    await db.update(cards).set({ costCentreId: bouw!.id, vehicleId: null }).where(eq(cards.id, vanCard));
    const kept = await expectKeptEqualsLive();
    expect(kept.cost_centre!.rows.map((row) => row.label)).toEqual(['Bouw']);
    // The van's own refuels name it; the Euro95 refuel had only the card's vehicle and now has none.
    expect(kept.vehicle!.rows.find((row) => row.key === null)?.refuels).toBe(4);
  });

  it('set a new CBS figure of a kept day against the Euro95 litres of that day', async () => {
    const before = await reportOn('2026-12-10', 'driver');
    expect(before.totals.national.compared_liters).toBe(0);
    await fleet.t.database.db
      .insert(nationalAveragePrices)
      .values({ fuelType: 'euro95', day: CBS_DAY, priceTenths: 2_100 });
    const kept = await expectKeptEqualsLive();
    expect(kept.driver!.totals.national).toMatchObject({
      compared_liters: 20,
      paid_cents: 4_100,
      saved_cents: 100,
    });
  });

  it('name a vehicle as it is called now', async () => {
    const [vehicle] = await fleet.t.database.db
      .select()
      .from(vehicles)
      .where(eq(vehicles.licensePlate, 'VX123B'));
    await reportOn('2026-12-10', 'vehicle');
    await fleet.t.database.db.update(vehicles).set({ nickname: 'Bus 7' }).where(eq(vehicles.id, vehicle!.id));
    const kept = await expectKeptEqualsLive();
    expect(kept.vehicle!.rows.map((row) => row.label)).toContain('VX-123-B · Bus 7');
  });

  it('count a refuel net of its refund, and not at all when refunded in full, forgetting its kept month', async () => {
    const before = await reportOn('2026-12-10', 'driver');
    const [november] = await fleet.t.database.db
      .select({ amountCents: fuelTransactions.amountCents, liters: fuelTransactions.liters })
      .from(fuelTransactions)
      .where(eq(fuelTransactions.id, refuelIds.firstOfNovember!));
    await refundAsAdmin(fleet, refuelIds.september!, 700);
    await refundAsAdmin(fleet, refuelIds.firstOfNovember!, november!.amountCents!);
    const kept = await expectKeptEqualsLive();
    const [septemberBefore, , novemberBefore] = before.totals.months;
    const [septemberAfter, , novemberAfter] = kept.driver!.totals.months;
    // A part refund: the litres were delivered, the money is what was paid less the refund.
    expect(septemberAfter).toMatchObject({
      month: '2026-09',
      refuels: septemberBefore!.refuels,
      liters: septemberBefore!.liters,
      amount_cents: septemberBefore!.amount_cents - 700,
    });
    // Refunded in full: not delivered (it left the logbook too), so no refuel, no litres, no money.
    expect(novemberAfter).toMatchObject({
      month: '2026-11',
      refuels: novemberBefore!.refuels - 1,
      liters: novemberBefore!.liters - november!.liters!,
      amount_cents: novemberBefore!.amount_cents - november!.amountCents!,
    });
  });
});
