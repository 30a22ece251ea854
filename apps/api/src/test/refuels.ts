// Test helpers for refuels: a driver with a linked bank and an active card, money on the balance as a paid
// top-up books it, a partner station with prices, a pump key, the ledger's sums, and a clock to move.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Database, inTransaction } from '../db/database.ts';
import { cards, payments } from '../db/schema/index.ts';
import { selectRows } from '../lib/sql-rows.ts';
import { createLedger } from '../modules/ledger/ledger.service.ts';
import { linkSandboxBank } from './bank-fixtures.ts';
import { startRdwReplay } from './rdw-replay-server.ts';
import { insertStation, type TestStation } from './stations.ts';
import { createTestApp, injectAs, registerUser, signInWithRole, type TestApp } from './test-app.ts';

/** A clock the test moves by hand. */
export function testClock(start = new Date().toISOString()) {
  let at = new Date(start);
  return {
    now: () => at,
    advance(ms: number) {
      at = new Date(at.getTime() + ms);
    },
    set(iso: string) {
      at = new Date(iso);
    },
  };
}

export interface Driver {
  token: string;
  userId: string;
  cardId: string;
}

/** A signed-up user with a sandbox bank link and the free card, active. */
export async function driverWithCard(app: FastifyInstance, bank = 'ing'): Promise<Driver> {
  const { token, user } = await registerUser(app);
  await linkSandboxBank(app, token, bank);
  const issued = await injectAs(app, token, { method: 'POST', url: '/api/cards/issue', payload: {} });
  if (issued.statusCode !== 201) throw new Error(`card issue failed: ${issued.statusCode} ${issued.body}`);
  return { token, userId: user.id, cardId: issued.json<{ id: string }>().id };
}

/** Links the card to a plate (as the fleet screens will), so refuels with it find that vehicle. */
export async function linkCardToPlate(db: Database, cardId: string, plate: string) {
  await db.update(cards).set({ plate }).where(eq(cards.id, cardId));
}

/**
 * Money on the balance as a paid top-up books it: a sandbox payment, paid, and its ledger credit (the
 * payments module's job once it exists; the ledger is the same).
 */
export async function fundBalance(db: Database, userId: string, cents: number): Promise<string> {
  const paymentId = randomUUID();
  await inTransaction(db, async (tx) => {
    await tx.insert(payments).values({
      id: paymentId,
      userId,
      provider: 'sandbox',
      providerPaymentId: `test-${paymentId}`,
      purpose: 'top_up',
      amountCents: cents,
      status: 'paid',
      paidAt: new Date(),
    });
    await createLedger(tx).credit(tx, userId, 'top_up', cents, paymentId, 'Opwaardering');
  });
  return paymentId;
}

/** The balance and the available amount, summed from the ledger. */
export function ledgerSums(db: Database, userId: string) {
  return createLedger(db).sums(userId);
}

/** The ledger entries of a reference (a refuel, a redemption), by kind. */
export async function ledgerEntries(db: Database, reference: string) {
  return selectRows<{ kind: string; balance_delta_cents: number; available_delta_cents: number }>(
    db,
    sql`select kind, balance_delta_cents, available_delta_cents from balance_ledger
         where reference = ${reference} order by kind`,
  );
}

/** A partner with a station of its own (Euro95 € 2,199, diesel € 1,799 by default). */
export async function partnerStation(t: TestApp, station: Partial<TestStation> = {}) {
  const partner = await signInWithRole(t, 'partner', 'business');
  const stationId = await insertStation(t.database.db, {
    title: 'Tinq Teststraat',
    brand: 'tinq',
    city: 'Utrecht',
    lat: 52.09,
    lng: 5.12,
    partnerId: partner.user.id,
    prices: { euro95: 2199, diesel: 1799 },
    ...station,
  });
  return { partner, stationId };
}

/** A pump key of a partner, made through the portal's API. */
export async function pumpKey(app: FastifyInstance, partnerToken: string, name = 'Pomp 1'): Promise<string> {
  const made = await injectAs(app, partnerToken, {
    method: 'POST',
    url: '/api/partner/pump-keys',
    payload: { name },
  });
  if (made.statusCode !== 201) throw new Error(`pump key failed: ${made.statusCode} ${made.body}`);
  return made.json<{ key: string }>().key;
}

let keys = 0;
/** A fresh Idempotency-Key. */
export const idempotencyKey = () => `test-key-${Date.now().toString(36)}-${(keys += 1)}`;

export type PumpStation = Awaited<ReturnType<typeof partnerStation>>;

/**
 * The pump side of a test: an app whose RDW answers are the recorded ones (vehicles can be added), a partner's
 * station and that partner's pump key; `close` stops the app and the replay.
 */
export async function pumpTestApp() {
  const replay = await startRdwReplay();
  const t = await createTestApp({ RDW_BASE_URL: replay.url });
  const station = await partnerStation(t);
  const key = await pumpKey(t.app, station.partner.token);
  const close = async () => {
    await t.close();
    await replay.close();
  };
  return { t, station, key, close };
}

/** A driver (a new one with € 100 unless given) who started a refuel at a station: not yet confirmed. */
export async function startedRefuel(t: TestApp, stationId: string, driver?: Driver) {
  const who = driver ?? (await driverWithCard(t.app));
  await fundBalance(t.database.db, who.userId, 10_000);
  const started = await injectAs(t.app, who.token, {
    method: 'POST',
    url: '/api/transactions/start',
    payload: { cardId: who.cardId, stationId },
  });
  return { driver: who, id: started.json<{ transaction: { id: string } }>().transaction.id };
}

/** A refuel started and confirmed on the checkout: the pump is running. */
export async function fuellingRefuel(t: TestApp, stationId: string, driver?: Driver) {
  const started = await startedRefuel(t, stationId, driver);
  const confirmed = await injectAs(t.app, started.driver.token, {
    method: 'POST',
    url: `/api/transactions/${started.id}/confirm`,
  });
  if (confirmed.json<{ status: string }>().status !== 'fuelling')
    throw new Error(`confirm failed: ${confirmed.statusCode} ${confirmed.body}`);
  return started;
}
