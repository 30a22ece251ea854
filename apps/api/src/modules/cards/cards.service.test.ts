import { eq } from 'drizzle-orm';
import { CARD_IIN, cardNumberFromAccount, isFuelLinqCardNumber, luhnValid } from '@fuellinq/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { cards, users } from '../../db/schema/index.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { hashCardNumber, newCardNumber, newCardToken } from './card-numbers.ts';
import { createLedger } from '../ledger/ledger.service.ts';
import { createCardsRepository } from './cards.repository.ts';
import { type CardFee, createCardsService } from './cards.service.ts';

const KEY = 'test-card-hash-key-of-at-least-32-characters';
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function newUser() {
  const [row] = await database.db
    .insert(users)
    .values({ email: `kaart.${Math.random().toString(36).slice(2)}@example.nl`, passwordHash: 'x' })
    .returning();
  return row!.id;
}

describe('card numbers', () => {
  it('are 16 digits under our petroleum IIN with a valid Luhn check digit, and differ each time', () => {
    const numbers = Array.from({ length: 200 }, () => newCardNumber());
    for (const pan of numbers) {
      expect(pan).toMatch(/^7\d{15}$/);
      expect(pan.startsWith(CARD_IIN)).toBe(true);
      expect(luhnValid(pan)).toBe(true);
      expect(isFuelLinqCardNumber(pan)).toBe(true);
    }
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('have opaque barcode tokens that differ each time', () => {
    const tokens = Array.from({ length: 200 }, () => newCardToken());
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const token of tokens) expect(token).toMatch(/^FLQ[0-9A-HJKMNP-TV-Z]{26}$/);
  });
});

/** The fee of an extra card, from the ledger as the app charges it; no checkout here (the API tests have those). */
const cardFee = (): CardFee => ({
  charge: (tx, userId, card) =>
    createLedger(database.db)
      .charge(tx, userId, 'card_fee', 499, card.id)
      .then(() => undefined),
  checkout: () => Promise.reject(new Error('no checkout in this test')),
  charged: () => Promise.resolve(),
});

describe('issuing cards', () => {
  it('stores the last four digits and the keyed hash, and draws again when a number is taken', async () => {
    const taken = cardNumberFromAccount('111111111');
    const fresh = cardNumberFromAccount('222222222');
    const draws = [taken, taken, fresh];
    const service = createCardsService({
      repository: createCardsRepository(database.db),
      cardHashKey: KEY,
      hasLinkedBank: () => Promise.resolve(true),
      cardFee: cardFee(),
      newCardNumber: () => draws.shift()!,
    });
    const alice = await newUser();
    const bob = await newUser();
    const cardOf = async (created: ReturnType<typeof service.create>) => {
      const result = await created;
      if (!('card' in result)) throw new Error('a first card is free: no checkout expected');
      return result.card;
    };
    const first = await cardOf(service.create(alice, null));
    const second = await cardOf(service.create(bob, 'Bus'));
    expect(draws).toEqual([]);
    expect(first).toMatchObject({
      panLast4: taken.slice(-4),
      panHash: hashCardNumber(KEY, taken),
      isActive: true,
    });
    expect(second).toMatchObject({
      panLast4: fresh.slice(-4),
      panHash: hashCardNumber(KEY, fresh),
      isActive: true,
    });
    expect(hashCardNumber(KEY, taken)).not.toBe(
      hashCardNumber('another-key-of-at-least-32-characters!!', taken),
    );
    const rows = await database.db.select().from(cards).where(eq(cards.userId, alice));
    expect(JSON.stringify(rows)).not.toContain(taken);
  });
});
