import { randomUUID } from 'node:crypto';
import { defaultTripPurpose, isoDateIn, type LiquidFuel } from '@fuellinq/domain';
import { and, eq, inArray, like, ne, sql } from 'drizzle-orm';
import { type Database, inTransaction } from '../database.ts';
import { postedPriceOn } from '../queries/prices.ts';
import {
  balanceLedger,
  cards,
  costCentres,
  fuelLogs,
  fuelTransactions,
  orgMembers,
  refuelDeclines,
  refuelFlagDecisions,
  refuelFlags,
  vehicles,
} from '../schema/index.ts';
import { demoFleet } from './demo-fleet.ts';
import { demoStations, topUp } from './demo-history.ts';
import { monthOf, refreshUsageMonths } from '../../modules/vehicle-logs/usage-rollup.ts';
import { randomFor } from './stations/demo-prices.ts';

// Three months of company refuels of "Demo Transport B.V." (issue 24): on the fleet's cards (demo-fleet-cards),
// at real seeded stations in Utrecht and Nieuwegein, paid from the organisation's balance (its account's
// ledger: paid top-ups, and per refuel the reservation, capture and release the refuel flow books), with
// some declined at the pump (refuel_declines) and some flagged for review (refuel_flags). Written in a few
// bulk inserts, so the seed stays quick; once there, later starts only look.

const DAY = 24 * 3_600_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;
export const DEMO_FLEET_REFUEL_DAYS = 91;
const KEY_PREFIX = 'demo-fleet-refuels:';
/** A paid top-up whenever the company balance would go under this (it never goes below zero). */
const TOP_UP_BELOW_CENTS = 60_000;
const TOP_UP_CENTS = 250_000;
const RESERVED_CENTS = 15_000;

interface PlannedRefuel {
  id: string;
  at: Date;
  cardId: string;
  cardLast4: string;
  costCentreId: string | null;
  driverUserId: string;
  vehicleId: string | null;
  fuel: LiquidFuel;
  stationId: string;
  liters: number;
  priceTenths: number;
  amountCents: number;
  odometerKm: number | null;
  flag: 'fuel_mismatch' | 'over_tank' | 'quick_repeat' | null;
}

/** Seeds the demo organisation's company refuels once; answers how many it wrote (0 when already there). */
export async function seedDemoFleetRefuels(db: Database, now = new Date()): Promise<number> {
  const fleet = await demoFleet(db);
  if (!fleet) return 0;
  const [done] = await db
    .select({ id: fuelTransactions.id })
    .from(fuelTransactions)
    .where(
      and(
        eq(fuelTransactions.userId, fleet.accountUserId),
        like(fuelTransactions.requestKey, `${KEY_PREFIX}%`),
      ),
    )
    .limit(1);
  if (done) return 0;

  const fleetCards = await db
    .select({
      id: cards.id,
      last4: cards.panLast4,
      driverUserId: cards.driverUserId,
      vehicleId: cards.vehicleId,
      costCentreId: cards.costCentreId,
      fuel: vehicles.fuelPrimary,
      tankLiters: vehicles.tankLiters,
    })
    .from(cards)
    .leftJoin(vehicles, eq(vehicles.id, cards.vehicleId))
    .where(and(eq(cards.orgId, fleet.orgId), ne(cards.status, 'blocked')))
    .orderBy(cards.createdAt, cards.id);
  // Without the fleet's cards (demo-fleet-cards) there is nothing to refuel with yet.
  if (fleetCards.length === 0) return 0;
  const drivers = await db
    .select({ userId: orgMembers.userId })
    .from(orgMembers)
    .where(
      and(
        eq(orgMembers.orgId, fleet.orgId),
        eq(orgMembers.role, 'driver'),
        inArray(orgMembers.userId, fleet.driverUserIds),
      ),
    );
  const driverIds = drivers.map((driver) => driver.userId);
  const places = await demoStations(db, {
    fuel: 'diesel',
    cities: ['Utrecht', 'Nieuwegein'],
    brands: ['tango', 'bp', 'totalenergies'],
  });
  if (places.length === 0 || driverIds.length === 0) return 0;

  const random = randomFor('demo-fleet-refuels');
  const between = (min: number, max: number) => min + random() * (max - min);
  const start = now.getTime() - DEMO_FLEET_REFUEL_DAYS * DAY;
  const planned: PlannedRefuel[] = [];
  for (const [index, card] of fleetCards.entries()) {
    const driverFor = () => card.driverUserId ?? driverIds[Math.floor(random() * driverIds.length)]!;
    const fuel = (card.fuel === 'euro95' ? 'euro95' : 'diesel') as LiquidFuel;
    let odometer = card.vehicleId ? 40_000 + index * 17_500 : null;
    let at = start + between(0, 3) * DAY;
    for (let number = 0; at < now.getTime() - DAY; number++) {
      const when = new Date(at);
      when.setUTCHours(6 + Math.floor(between(0, 12)), Math.floor(between(0, 60)), 0, 0);
      const station = places[Math.floor(random() * places.length)]!;
      // Now and then something for the manager to look at: petrol in a diesel van, more than the tank.
      // Every seventh refuel of a van: petrol in a diesel van, or more than its tank holds (in turn).
      const odd = card.vehicleId !== null && number % 7 === 3;
      const flag =
        odd && fuel === 'diesel' && number % 14 === 3
          ? 'fuel_mismatch'
          : odd && card.tankLiters
            ? 'over_tank'
            : null;
      const refuelFuel: LiquidFuel = flag === 'fuel_mismatch' ? 'euro95' : fuel;
      const tank = card.tankLiters ?? 70;
      const liters =
        Math.round((flag === 'over_tank' ? tank + between(3, 8) : between(tank * 0.5, tank * 0.85)) * 100) /
        100;
      if (odometer !== null) odometer += Math.round(between(350, 750));
      planned.push({
        id: randomUUID(),
        at: when,
        cardId: card.id,
        cardLast4: card.last4,
        costCentreId: card.costCentreId,
        driverUserId: driverFor(),
        vehicleId: card.vehicleId,
        fuel: refuelFuel,
        stationId: station.id,
        liters,
        priceTenths: station.priceTenths,
        amountCents: 0,
        odometerKm: odometer,
        flag,
      });
      at += between(3, 6) * DAY;
    }
  }
  planned.sort((a, b) => a.at.getTime() - b.at.getTime());
  // The price of each day's posted price at that station (the demo price history), else today's.
  for (const refuel of planned) {
    refuel.priceTenths =
      (await postedPriceOn(db, refuel.stationId, refuel.fuel, isoDateIn(refuel.at))) ?? refuel.priceTenths;
    // Within the reservation, as the pump keeps it.
    const maxLiters = Math.floor((RESERVED_CENTS * 1000) / refuel.priceTenths) / 100;
    refuel.liters = Math.min(refuel.liters, maxLiters);
    refuel.amountCents = Math.round((refuel.liters * refuel.priceTenths) / 10);
  }

  // The budgets hold as at the pump: a refuel that would pass its driver's month or its cost centre's day
  // or month budget was declined instead, with the reason the driver saw.
  const budgetDeclines = await keepWithinBudgets(db, fleet.orgId, planned);
  const kept = planned.filter((refuel) => !budgetDeclines.has(refuel.id));
  planned.length = 0;
  planned.push(...kept);

  // The company balance: topped up (paid sandbox payments) before it would run low.
  let balance = 0;
  for (const refuel of planned) {
    if (balance - RESERVED_CENTS < TOP_UP_BELOW_CENTS) {
      await topUp(db, fleet.accountUserId, TOP_UP_CENTS, new Date(refuel.at.getTime() - 2 * HOUR));
      balance += TOP_UP_CENTS;
    }
    balance -= refuel.amountCents;
  }
  await inTransaction(db, async (tx) => {
    // The top-ups' ledger entries carry the moment they were paid (the ledger dates its own entries).
    await tx.execute(
      sql`update balance_ledger l set created_at = p.paid_at from payments p
        where l.reference = p.id::text and l.kind = 'top_up' and p.user_id = ${fleet.accountUserId}`,
    );
    await tx.insert(fuelTransactions).values(
      planned.map((refuel, index) => ({
        id: refuel.id,
        userId: fleet.accountUserId,
        orgId: fleet.orgId,
        driverUserId: refuel.driverUserId,
        cardId: refuel.cardId,
        cardLast4: refuel.cardLast4,
        stationId: refuel.stationId,
        vehicleId: refuel.vehicleId,
        fuelType: refuel.fuel,
        status: 'completed' as const,
        reservedCents: RESERVED_CENTS,
        amountCents: refuel.amountCents,
        liters: refuel.liters,
        priceTenths: refuel.priceTenths,
        startPriceTenths: refuel.priceTenths,
        odometerKm: refuel.odometerKm,
        points: 0,
        requestKey: `${KEY_PREFIX}${index + 1}`,
        createdAt: refuel.at,
        confirmedAt: new Date(refuel.at.getTime() + 2 * MINUTE),
        completedAt: new Date(refuel.at.getTime() + 6 * MINUTE),
        endedAt: new Date(refuel.at.getTime() + 6 * MINUTE),
        expiresAt: new Date(refuel.at.getTime() + 30 * MINUTE),
      })),
    );
    // What the refuel flow books per refuel: the reservation, the capture of the amount, the rest released.
    await tx.insert(balanceLedger).values(
      planned.flatMap((refuel) => {
        const done = new Date(refuel.at.getTime() + 6 * MINUTE);
        return [
          {
            userId: fleet.accountUserId,
            kind: 'reservation' as const,
            balanceDeltaCents: 0,
            availableDeltaCents: -RESERVED_CENTS,
            reference: refuel.id,
            description: 'Reservering tankbeurt',
            createdAt: refuel.at,
          },
          {
            userId: fleet.accountUserId,
            kind: 'capture' as const,
            balanceDeltaCents: -refuel.amountCents,
            availableDeltaCents: 0,
            reference: refuel.id,
            description: 'Tankbeurt',
            createdAt: done,
          },
          {
            userId: fleet.accountUserId,
            kind: 'release' as const,
            balanceDeltaCents: 0,
            availableDeltaCents: RESERVED_CENTS - refuel.amountCents,
            reference: refuel.id,
            description: 'Vrijgegeven',
            createdAt: done,
          },
        ];
      }),
    );
    await logVanRefuels(tx, fleet.accountUserId, planned);
    await seedFlags(tx, fleet.orgId, fleet.ownerUserId, planned, now);
    await seedDeclines(tx, fleet.orgId, planned, random, [...budgetDeclines.values()]);
  });
  return planned.length;
}

/**
 * What a completed refuel on a vehicle's card writes (vehicle-logs' logRefuel): the card's entry in the
 * vehicle's logbook, with the driver's reading, and the vehicle's monthly usage, so the organisation's
 * logbook, CO2 report and WPM export count the seeded refuels as they count real ones.
 */
async function logVanRefuels(tx: Database, accountUserId: string, planned: PlannedRefuel[]) {
  const onVehicles = planned.filter((refuel) => refuel.vehicleId !== null);
  if (onVehicles.length === 0) return;
  await tx.insert(fuelLogs).values(
    onVehicles.map((refuel) => ({
      vehicleId: refuel.vehicleId!,
      ownerUserId: accountUserId,
      liters: refuel.liters,
      totalCents: refuel.amountCents,
      priceTenths: refuel.priceTenths,
      loggedOn: isoDateIn(refuel.at),
      stationId: refuel.stationId,
      odometerKm: refuel.odometerKm,
      fuelType: refuel.fuel,
      purpose: defaultTripPurpose('business'),
      source: 'kaart' as const,
      transactionId: refuel.id,
    })),
  );
  const firstMonth = monthOf(isoDateIn(onVehicles[0]!.at));
  for (const vehicleId of new Set(onVehicles.map((refuel) => refuel.vehicleId!)))
    await refreshUsageMonths(tx, { vehicleId }, firstMonth);
}

const FLAG_TEXT = {
  fuel_mismatch: 'Euro 95 getankt, maar dit voertuig rijdt op diesel (RDW).',
  over_tank: 'Meer liters getankt dan de tank van dit voertuig bevat.',
  quick_repeat: 'Twee tankbeurten met deze pas binnen twee uur.',
} as const;

/** The flagged refuels: the older ones decided ("in orde" or "navragen"), the last two weeks' still open. */
async function seedFlags(
  tx: Database,
  orgId: string,
  ownerUserId: string,
  planned: PlannedRefuel[],
  now: Date,
) {
  const flagged = planned.filter((refuel) => refuel.flag);
  if (flagged.length === 0) return;
  const rows = flagged.map((refuel, index) => {
    const open = refuel.at.getTime() > now.getTime() - 14 * DAY;
    const decision = index % 3 === 2 ? ('query' as const) : ('ok' as const);
    return {
      id: randomUUID(),
      orgId,
      transactionId: refuel.id,
      cardId: refuel.cardId,
      kind: refuel.flag!,
      details: { message: FLAG_TEXT[refuel.flag!], liters: refuel.liters },
      status: open ? ('open' as const) : decision,
      note: open
        ? null
        : decision === 'ok'
          ? 'Klopt, besproken met de bestuurder.'
          : 'Navragen bij de bestuurder.',
      decidedByUserId: open ? null : ownerUserId,
      decidedAt: open ? null : new Date(refuel.at.getTime() + DAY),
      createdAt: new Date(refuel.at.getTime() + 6 * MINUTE),
    };
  });
  await tx.insert(refuelFlags).values(rows);
  const decided = rows.filter((row) => row.status !== 'open');
  if (decided.length > 0)
    await tx.insert(refuelFlagDecisions).values(
      decided.map((row) => ({
        flagId: row.id,
        orgId,
        decision: row.status as 'ok' | 'query',
        note: row.note,
        decidedByUserId: ownerUserId,
        createdAt: row.decidedAt!,
      })),
    );
}

/** Some starts the rules declined, each with the Dutch reason the driver saw. */
async function seedDeclines(
  tx: Database,
  orgId: string,
  planned: PlannedRefuel[],
  random: () => number,
  budgetDeclines: (typeof refuelDeclines.$inferInsert)[],
) {
  const declined = planned.filter((_, index) => index % 17 === 5);
  if (declined.length + budgetDeclines.length === 0) return;
  await tx.insert(refuelDeclines).values([
    ...budgetDeclines,
    ...declined.map((refuel, index) => {
      const day = index % 2 === 0;
      return {
        orgId,
        cardId: refuel.cardId,
        driverUserId: refuel.driverUserId,
        stationId: refuel.stationId,
        amountCents: day ? 12_000 : 9_000,
        fuelType: refuel.fuel,
        rule: day ? 'max_per_day_cents' : 'weekdays',
        message: day
          ? `Daglimiet bereikt: vandaag is € ${(100 + Math.floor(random() * 60)).toFixed(0)},00 van € 200,00 gebruikt. Vraag je wagenparkbeheerder om meer ruimte.`
          : 'Op zondag kan met deze pas niet getankt worden. Vraag je wagenparkbeheerder om meer ruimte.',
        createdAt: new Date(refuel.at.getTime() - 3 * HOUR),
      };
    }),
  ]);
}

const euro = (cents: number) => `€ ${(cents / 100).toFixed(2).replace('.', ',')}`;

/**
 * Walks the refuels in order with the budgets of the drivers (month) and cost centres (day, month) and
 * answers the ones that would pass one, as the decline the pump would have written instead.
 */
async function keepWithinBudgets(db: Database, orgId: string, planned: PlannedRefuel[]) {
  const members = await db
    .select({ userId: orgMembers.userId, budget: orgMembers.monthlyBudgetCents })
    .from(orgMembers)
    .where(eq(orgMembers.orgId, orgId));
  const centres = await db.select().from(costCentres).where(eq(costCentres.orgId, orgId));
  const memberBudget = new Map(members.map((member) => [member.userId, member.budget]));
  const used = new Map<string, number>();
  const declines = new Map<string, typeof refuelDeclines.$inferInsert>();
  for (const refuel of planned) {
    const day = isoDateIn(refuel.at);
    const month = day.slice(0, 7);
    const centre = centres.find((candidate) => candidate.id === refuel.costCentreId);
    const checks: [key: string, limit: number | null | undefined, rule: string, text: string][] = [
      [
        `m:${refuel.driverUserId}:${month}`,
        memberBudget.get(refuel.driverUserId),
        'member_month',
        'Je maandbudget is bereikt',
      ],
      [
        `cd:${centre?.id}:${day}`,
        centre?.maxPerDayCents,
        'cost_centre_day',
        `Het dagbudget van ${centre?.name} is bereikt`,
      ],
      [
        `cm:${centre?.id}:${month}`,
        centre?.maxPerMonthCents,
        'cost_centre_month',
        `Het maandbudget van ${centre?.name} is bereikt`,
      ],
    ];
    const breach = checks.find(
      ([key, limit]) =>
        limit !== null && limit !== undefined && (used.get(key) ?? 0) + RESERVED_CENTS > limit,
    );
    if (breach) {
      const [key, limit, rule, text] = breach;
      declines.set(refuel.id, {
        orgId,
        cardId: refuel.cardId,
        driverUserId: refuel.driverUserId,
        stationId: refuel.stationId,
        amountCents: RESERVED_CENTS,
        fuelType: refuel.fuel,
        rule,
        message: `${text}: ${euro(used.get(key) ?? 0)} van ${euro(limit!)} gebruikt. Vraag je wagenparkbeheerder om meer ruimte.`,
        createdAt: refuel.at,
      });
      continue;
    }
    for (const [key, limit] of checks)
      if (limit !== null && limit !== undefined) used.set(key, (used.get(key) ?? 0) + refuel.amountCents);
  }
  return declines;
}
