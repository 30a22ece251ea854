import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, inTransaction } from '../../db/database.ts';
import { balanceLedger, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createLedger } from './ledger.service.ts';

// The ledger on the suite's real engine (PGlite, or the PostgreSQL server with a pool of five, where the
// parallel transactions really run side by side): the two sums, once per reference, and never an
// available amount below zero.

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function newUser(): Promise<string> {
  const [row] = await database.db
    .insert(users)
    .values({ email: `saldo.${randomUUID()}@example.nl`, passwordHash: 'x' })
    .returning({ id: users.id });
  return row!.id;
}

const ledger = () => createLedger(database.db);
const inTx = <T>(work: Parameters<typeof inTransaction<T>>[1]) => inTransaction(database.db, work);

describe('the balance ledger', () => {
  it('keeps the balance and the available amount as sums over its entries', async () => {
    const user = await newUser();
    const book = ledger();
    expect(await book.sums(user)).toEqual({ balanceCents: 0, availableCents: 0 });

    await inTx((tx) => book.credit(tx, user, 'top_up', 5_000, `top-up-${user}`));
    await inTx((tx) => book.reserve(tx, user, 3_000, `refuel-1-${user}`));
    expect(await book.sums(user)).toEqual({ balanceCents: 5_000, availableCents: 2_000 });

    // The pump took € 21,37 of the € 30 reserved: spent from the balance, the rest available again.
    await inTx((tx) => book.settle(tx, user, 3_000, 2_137, `refuel-1-${user}`));
    expect(await book.sums(user)).toEqual({ balanceCents: 2_863, availableCents: 2_863 });

    await inTx((tx) => book.charge(tx, user, 'card_fee', 499, `card-${user}`));
    await inTx((tx) => book.reserve(tx, user, 1_000, `refuel-2-${user}`));
    await inTx((tx) => book.release(tx, user, 1_000, `refuel-2-${user}`));
    expect(await book.sums(user)).toEqual({ balanceCents: 2_364, availableCents: 2_364 });

    const entries = await database.db.select().from(balanceLedger).where(eq(balanceLedger.userId, user));
    expect(entries.map((entry) => entry.kind).sort()).toEqual(
      ['capture', 'card_fee', 'release', 'release', 'reservation', 'reservation', 'top_up'].sort(),
    );
    const total = (pick: (entry: (typeof entries)[number]) => number) =>
      entries.reduce((sum, entry) => sum + pick(entry), 0);
    expect(total((entry) => entry.balanceDeltaCents)).toBe(2_364);
    expect(total((entry) => entry.availableDeltaCents)).toBe(2_364);
  });

  it('books a reference once per kind, however often it is told', async () => {
    const user = await newUser();
    const book = ledger();
    const first = await inTx((tx) => book.credit(tx, user, 'top_up', 2_500, `payment-${user}`));
    const again = await Promise.all(
      Array.from({ length: 10 }, () =>
        inTx((tx) => book.credit(tx, user, 'top_up', 2_500, `payment-${user}`)),
      ),
    );
    expect(first).toBe(true);
    expect(again.every((booked) => !booked)).toBe(true);
    expect(await inTx((tx) => book.charge(tx, user, 'card_fee', 499, `card-${user}`))).toBe(true);
    expect(await inTx((tx) => book.charge(tx, user, 'card_fee', 499, `card-${user}`))).toBe(false);
    expect(await book.sums(user)).toEqual({ balanceCents: 2_001, availableCents: 2_001 });
  });

  it('refuses to reserve or charge more than is available, with 409 insufficient_balance', async () => {
    const user = await newUser();
    const book = ledger();
    await inTx((tx) => book.credit(tx, user, 'top_up', 1_000, `top-up-${user}`));
    const refused = await inTx((tx) => book.reserve(tx, user, 1_001, `refuel-${user}`)).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ statusCode: 409, code: 'insufficient_balance' });
    const charge = await inTx((tx) => book.charge(tx, user, 'card_fee', 1_001, `card-${user}`)).catch(
      (error: unknown) => error,
    );
    expect(charge).toMatchObject({ statusCode: 409, code: 'insufficient_balance' });
    expect(await inTx((tx) => book.reserveUpTo(tx, user, 7_500, `refuel-up-to-${user}`))).toBe(1_000);
    expect(await inTx((tx) => book.reserveUpTo(tx, user, 7_500, `refuel-nothing-${user}`))).toBe(0);
    expect(await book.sums(user)).toEqual({ balanceCents: 1_000, availableCents: 0 });
  });

  it('never overdraws under 50 parallel reservations on one balance', async () => {
    const user = await newUser();
    const book = ledger();
    // € 100 available, 50 refuels of € 7,50 at once: 13 fit (€ 97,50), 37 must be refused.
    await inTx((tx) => book.credit(tx, user, 'top_up', 10_000, `top-up-${user}`));
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => inTx((tx) => book.reserve(tx, user, 750, `refuel-${i}-${user}`))),
    );
    const held = results.filter((result) => result.status === 'fulfilled').length;
    const refused = results.filter(
      (result) =>
        result.status === 'rejected' &&
        result.reason instanceof AppError &&
        result.reason.code === 'insufficient_balance',
    ).length;
    expect(held).toBe(13);
    expect(refused).toBe(37);
    expect(await book.sums(user)).toEqual({ balanceCents: 10_000, availableCents: 250 });
    const reservations = await database.db.select().from(balanceLedger).where(eq(balanceLedger.userId, user));
    expect(reservations.filter((entry) => entry.kind === 'reservation')).toHaveLength(13);
  });

  it('never overdraws when 50 parallel charges and reservations race for the last cents', async () => {
    const user = await newUser();
    const book = ledger();
    await inTx((tx) => book.credit(tx, user, 'top_up', 2_000, `top-up-${user}`));
    await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        inTx<unknown>((tx) =>
          i % 2 === 0
            ? book.charge(tx, user, 'card_fee', 499, `card-${i}-${user}`)
            : book.reserveUpTo(tx, user, 750, `refuel-${i}-${user}`),
        ),
      ),
    );
    const sums = await book.sums(user);
    expect(sums.availableCents).toBeGreaterThanOrEqual(0);
    expect(sums.balanceCents).toBeGreaterThanOrEqual(sums.availableCents);
  });
});
