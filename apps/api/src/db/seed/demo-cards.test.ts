import { isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, logIn, type TestApp } from '../../test/test-app.ts';
import { bankLinks, cards } from '../schema/index.ts';
import { seedDemoData } from './index.ts';

let t: TestApp;

// The whole demo (stations, history, the demo fleet) takes a while on a busy machine.
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database, { cardHashKey: t.app.config.CARD_HASH_KEY });
}, 180_000);
afterAll(async () => {
  await t.close();
});

describe('the demo wallets', () => {
  it('give the consumer a linked bank and one active card', async () => {
    const token = await logIn(t.app, 'consument@fuellinq.nl');
    const status = await injectAs(t.app, token, { method: 'GET', url: '/api/bank/status' });
    expect(status.json()).toEqual({
      linked: true,
      bank: 'ing',
      status: 'linked',
      iban_masked: 'NL69 INGB •••• 6789',
    });
    const list = (await injectAs(t.app, token, { method: 'GET', url: '/api/cards' })).json();
    expect(list.map((card: { label: string; is_active: boolean }) => [card.label, card.is_active])).toEqual([
      ['Mijn tankpas', true],
    ]);
  });

  it('give the business account three cards in three states', async () => {
    const token = await logIn(t.app, 'zakelijk@fuellinq.nl');
    const list = (await injectAs(t.app, token, { method: 'GET', url: '/api/cards' })).json();
    expect(
      list.map((card: { label: string; status: string; is_active: boolean }) => [
        card.label,
        card.status,
        card.is_active,
      ]),
    ).toEqual([
      ['Bestelbus 1', 'active', true],
      ['Bestelbus 2', 'paused', false],
      ['Oude pas', 'blocked', false],
    ]);
  });

  it('are seeded once, however often the server starts', async () => {
    const before = [
      (await t.database.db.select().from(cards).where(isNull(cards.orgId))).length,
      (await t.database.db.select().from(cards).where(isNotNull(cards.orgId))).length,
      (await t.database.db.select().from(bankLinks)).length,
    ];
    await seedDemoData(t.database, { cardHashKey: t.app.config.CARD_HASH_KEY });
    await seedDemoData(t.database, { cardHashKey: t.app.config.CARD_HASH_KEY });
    const after = [
      (await t.database.db.select().from(cards).where(isNull(cards.orgId))).length,
      (await t.database.db.select().from(cards).where(isNotNull(cards.orgId))).length,
      (await t.database.db.select().from(bankLinks)).length,
    ];
    expect(after).toEqual(before);
    // The demo accounts' 4 cards, the demo fleet's 6 company cards (one per driver, one for the van).
    expect(before).toEqual([4, 6, 2]);
  });
});
