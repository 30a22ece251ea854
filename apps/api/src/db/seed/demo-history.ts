import { randomUUID } from 'node:crypto';
import { isoDateIn, type LiquidFuel } from '@fuellinq/domain';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { createLedger } from '../../modules/ledger/ledger.service.ts';
import { createLoyaltyService, pointsBalance } from '../../modules/loyalty/loyalty.service.ts';
import type { PaymentsApi } from '../../modules/payments/payments.service.ts';
import { stationLookup } from '../../modules/stations/stations.service.ts';
import { createTransactionsService } from '../../modules/transactions/transactions.service.ts';
import { type Database, inTransaction } from '../database.ts';
import { postedPriceOn } from '../queries/prices.ts';
import {
  balanceLedger,
  brands,
  cards,
  fuelTransactions,
  payments,
  stationPrices,
  stations,
  users,
} from '../schema/index.ts';
import { randomFor } from './stations/demo-prices.ts';

const DAY = 24 * 3_600_000;
const MINUTE = 60_000;
/** How far back the demo history goes: thirteen months, so the dashboard has twelve whole months of invoices. */
export const DEMO_HISTORY_DAYS = 400;
/** The last three months at the drivers' full pace. */
const RECENT_DAYS = 91;
/** The request keys of the demo refuels: how a later start sees the history is there. */
const KEY_PREFIX = 'demo-history:';

/** Thirteen months of a driver's life with FuelLinq: where, what, how often, and how the balance is kept up. */
interface DemoDriver {
  email: string;
  cardLabel: string;
  fuel: LiquidFuel;
  /** The stations come from the seeded data: in these cities, selling the fuel, these brands first. */
  cities: string[];
  brands: string[];
  everyDays: [min: number, max: number];
  /** Before the last three months the account refuelled less often (and the seed stays quick). */
  earlierEveryDays: [min: number, max: number];
  liters: [min: number, max: number];
  maxAmountCents: number;
  topUpCents: number;
  /** Top up before a refuel when less than this is available. */
  topUpBelowCents: number;
  /** Which refuels (by number) the driver cancels at the checkout. */
  cancels: number[];
  /** Spend points on '€ 5 op je saldo' once there are enough. */
  redeems: boolean;
}

const DEMO_DRIVERS: DemoDriver[] = [
  {
    email: 'consument@fuellinq.nl',
    cardLabel: 'Mijn tankpas',
    fuel: 'euro95',
    cities: ['Amsterdam'],
    brands: ['tinq', 'shell'],
    everyDays: [7, 11],
    earlierEveryDays: [18, 24],
    liters: [28, 42],
    maxAmountCents: 7_500,
    topUpCents: 10_000,
    topUpBelowCents: 7_500,
    cancels: [4],
    redeems: false,
  },
  {
    email: 'zakelijk@fuellinq.nl',
    cardLabel: 'Bestelbus 1',
    fuel: 'diesel',
    cities: ['Utrecht', 'Nieuwegein'],
    brands: ['tango', 'bp', 'totalenergies'],
    everyDays: [3, 4],
    earlierEveryDays: [9, 12],
    liters: [45, 62],
    maxAmountCents: 15_000,
    topUpCents: 30_000,
    topUpBelowCents: 15_000,
    cancels: [],
    redeems: true,
  },
];

/** The seed never needs a checkout: every refuel is topped up beforehand. */
const noCheckout: PaymentsApi = {
  createCheckout: () => Promise.reject(new Error('the demo history tops up before it refuels')),
};

/**
 * Demo history: thirteen months of refuels at real seeded stations, the top-ups that paid for them and the
 * points they earned, written through the refuel, ledger and loyalty services as the app writes them
 * (with the clock set to each moment, and the ledger's entries dated to it). Accounts that already have
 * it are left alone: one query on every later start.
 */
export async function seedDemoHistory(db: Database, now = new Date()): Promise<void> {
  const accounts = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        inArray(
          users.email,
          DEMO_DRIVERS.map((driver) => driver.email),
        ),
        sql`not exists (select 1 from ${fuelTransactions} where ${fuelTransactions.userId} = ${users.id}
              and ${fuelTransactions.requestKey} like ${`${KEY_PREFIX}%`})`,
      ),
    );
  for (const account of accounts) {
    const driver = DEMO_DRIVERS.find((candidate) => candidate.email === account.email);
    if (driver) await seedDriver(db, account.id, driver, now);
  }
}

async function seedDriver(db: Database, userId: string, driver: DemoDriver, end: Date) {
  const [card] = await db
    .select()
    .from(cards)
    .where(and(eq(cards.userId, userId), eq(cards.label, driver.cardLabel), eq(cards.isActive, true)));
  const places = await demoStations(db, driver);
  if (!card || places.length === 0) return;

  let at = new Date(end.getTime() - DEMO_HISTORY_DAYS * DAY);
  const clock = () => at;
  const ledger = createLedger(db);
  const refuels = createTransactionsService({
    db,
    ledger,
    stations: stationLookup(db),
    payments: noCheckout,
    // Each refuel completes at once: no expiry to schedule.
    jobs: { enqueue: () => Promise.resolve(null) },
    now: clock,
  });
  const loyalty = createLoyaltyService({ db, ledger, now: clock });
  const random = randomFor(`demo-history:${driver.email}`);
  const between = (min: number, max: number) => min + random() * (max - min);
  // The ledger dates its entries itself (the database's clock): moved to the moment they stand for.
  const dateEntries = (reference: string, when: Date, reservedAt?: Date) =>
    db
      .update(balanceLedger)
      .set({
        createdAt: reservedAt
          ? sql`case when ${balanceLedger.kind} = 'reservation' then ${reservedAt.toISOString()}::timestamptz else ${when.toISOString()}::timestamptz end`
          : when,
      })
      .where(eq(balanceLedger.reference, reference));

  for (let number = 1; ; number++) {
    // A weekday or Saturday, between 7:00 and 20:00 Dutch time (about 6:00–19:00 UTC).
    const recent = at.getTime() > end.getTime() - RECENT_DAYS * DAY;
    at = new Date(
      at.getTime() + Math.round(between(...(recent ? driver.everyDays : driver.earlierEveryDays))) * DAY,
    );
    at.setUTCHours(6 + Math.floor(between(0, 13)), Math.floor(between(0, 60)), 0, 0);
    if (at.getTime() > end.getTime() - DAY) break;
    const station = places[number % places.length]!;

    if ((await ledger.sums(userId)).availableCents < driver.topUpBelowCents) {
      const paymentId = await topUp(db, userId, driver.topUpCents, new Date(at.getTime() - 3 * MINUTE));
      await dateEntries(paymentId, new Date(at.getTime() - 3 * MINUTE));
    }
    const { answer } = await refuels.start(
      userId,
      {
        cardId: card.id,
        stationId: station.id,
        fuel_type: driver.fuel,
        max_amount_cents: driver.maxAmountCents,
      },
      `${KEY_PREFIX}${number}`,
    );
    const id = answer.transaction.id;
    const started = at;
    at = new Date(at.getTime() + 2 * MINUTE);
    if (driver.cancels.includes(number)) {
      await refuels.cancel(userId, id);
      await dateEntries(id, at, started);
      continue;
    }
    await refuels.confirm(userId, id);
    at = new Date(at.getTime() + 4 * MINUTE);
    const price = (await postedPriceOn(db, station.id, driver.fuel, isoDateIn(at))) ?? station.priceTenths;
    const delivery = deliveryOf(between(...driver.liters), price, answer.transaction.reserved_cents);
    await refuels.complete({ kind: 'simulator' }, id, delivery);
    await dateEntries(id, at, started);

    if (driver.redeems && number % 12 === 0) {
      if ((await pointsBalance(db, userId)) >= 500) {
        at = new Date(at.getTime() + 90 * MINUTE);
        const { redemption } = await loyalty.redeem(userId, 'saldo-5');
        await dateEntries(redemption.id, at);
      }
    }
  }
}

/** A paid sandbox top-up booked as the payments module books one: the payment, then its ledger credit. */
export async function topUp(db: Database, userId: string, cents: number, at: Date): Promise<string> {
  const id = randomUUID();
  await inTransaction(db, async (tx) => {
    await tx.insert(payments).values({
      id,
      userId,
      provider: 'sandbox',
      providerPaymentId: `demo-${id}`,
      purpose: 'top_up',
      amountCents: cents,
      status: 'paid',
      createdAt: at,
      updatedAt: at,
      paidAt: at,
    });
    await createLedger(tx).credit(tx, userId, 'top_up', cents, id, 'Opwaardering');
  });
  return id;
}

/** What the pump delivers: the litres wanted, or as many as the reservation pays for, at the price. */
function deliveryOf(wantLiters: number, priceTenths: number, reservedCents: number) {
  const pricePerL = priceTenths / 1000;
  const amountFor = (centiLiters: number) => Math.round((centiLiters / 100) * pricePerL * 100);
  let centiLiters = Math.round(wantLiters * 100);
  while (amountFor(centiLiters) > reservedCents) centiLiters -= 25;
  return { liters: centiLiters / 100, amount_cents: amountFor(centiLiters), price_per_l: pricePerL };
}

/** The station's price of a fuel on a day of its demo history, if it has one. */

/** Three stations of the seeded data in the driver's cities that sell its fuel, the same on every install. */
export async function demoStations(db: Database, driver: Pick<DemoDriver, 'brands' | 'cities' | 'fuel'>) {
  const preferred = sql`case when ${brands.slug} in (${sql.join(
    driver.brands.map((slug) => sql`${slug}`),
    sql`, `,
  )}) then 0 else 1 end`;
  return db
    .select({ id: stations.id, priceTenths: stationPrices.priceTenths })
    .from(stations)
    .innerJoin(
      stationPrices,
      and(eq(stationPrices.stationId, stations.id), eq(stationPrices.fuelType, driver.fuel)),
    )
    .leftJoin(brands, eq(brands.id, stations.brandId))
    .where(
      and(eq(stations.active, true), inArray(stations.city, driver.cities), ne(stations.source, 'partner')),
    )
    .orderBy(preferred, asc(stations.title), asc(stations.id))
    .limit(3);
}
