import { CARD_IIN } from '@fuellinq/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { topUpBalance } from '../../test/balance-fixtures.ts';
import { linkSandboxBank } from '../../test/bank-fixtures.ts';
import { createTestApp, injectAs, registerUser, type TestApp } from '../../test/test-app.ts';

/** One of our card numbers: the IIN and ten more digits (a hash or uuid never looks like that). */
const FULL_CARD_NUMBER = new RegExp(`${CARD_IIN}\\d{10}`);

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type CardBody = {
  id: string;
  label: string | null;
  last4: string;
  masked_pan: string;
  status: string;
  is_active: boolean;
  plate: string | null;
  created_at: string;
};

const as = (token: string) => ({
  get: (url: string) => injectAs(t.app, token, { method: 'GET', url }),
  post: (url: string, payload?: object) =>
    injectAs(t.app, token, { method: 'POST', url, ...(payload ? { payload } : {}) }),
  del: (url: string) => injectAs(t.app, token, { method: 'DELETE', url }),
});

async function createCard(token: string, label?: string): Promise<CardBody> {
  const response = await as(token).post('/api/cards', label === undefined ? {} : { label });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const list = async (token: string) => (await as(token).get('/api/cards')).json<CardBody[]>();

describe('the cards API', () => {
  it('needs a session on every route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/cards'],
      ['GET', '/api/cards/active'],
      ['POST', '/api/cards'],
      ['POST', '/api/cards/issue'],
      ['POST', '/api/cards/select'],
      ['DELETE', `/api/cards/${id}`],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('starts with no cards and no active card: 204 without a body, not an error a browser logs', async () => {
    const { token } = await registerUser(t.app);
    expect(await list(token)).toEqual([]);
    const active = await as(token).get('/api/cards/active');
    expect(active.statusCode).toBe(204);
    expect(active.body).toBe('');
  });

  it("creates 'Prepaid tankpas' without a label, active as the first card, with a masked number only", async () => {
    const { token } = await registerUser(t.app);
    // Cards after the first cost € 4,99 from the balance.
    await topUpBalance(t.app, token);
    const bare = await as(token).post('/api/cards');
    expect(bare.statusCode, bare.body).toBe(201);
    const first = bare.json<CardBody>();
    expect(first).toMatchObject({ label: 'Prepaid tankpas', status: 'active', is_active: true, plate: null });
    expect(first.last4).toMatch(/^\d{4}$/);
    expect(first.masked_pan).toBe(`7088 •••• •••• ${first.last4}`);
    expect(new Date(first.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const second = await createCard(token, '  Bestelbus  ');
    expect(second).toMatchObject({ label: 'Bestelbus', is_active: false });
    const blank = await createCard(token, '   ');
    expect(blank.label).toBe('Prepaid tankpas');
    expect((await list(token)).map((card) => card.id)).toEqual([first.id, second.id, blank.id]);
    expect((await as(token).get('/api/cards/active')).json()).toEqual({
      id: first.id,
      label: 'Prepaid tankpas',
      last4: first.last4,
    });
  });

  it('takes labels of up to 40 characters', async () => {
    const { token } = await registerUser(t.app);
    expect((await createCard(token, 'x'.repeat(40))).label).toHaveLength(40);
    const tooLong = await as(token).post('/api/cards', { label: 'x'.repeat(41) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      error: 'validation_error',
      message: 'label: De naam van een pas heeft hoogstens 40 tekens.',
    });
  });

  it("issues the onboarding card 'Mijn tankpas' only with a linked bank, and only once", async () => {
    const { token } = await registerUser(t.app);
    const refused = await as(token).post('/api/cards/issue', {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'bank_not_linked',
      message: 'Koppel eerst je bankrekening, dan maken we je pas aan.',
    });
    await linkSandboxBank(t.app, token);
    const issued = await as(token).post('/api/cards/issue', { label: '' });
    expect(issued.statusCode).toBe(201);
    expect(issued.json()).toMatchObject({ label: 'Mijn tankpas', is_active: true });
    const again = await as(token).post('/api/cards/issue', { label: 'Nog een' });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(issued.json().id);
    expect(await list(token)).toHaveLength(1);
  });

  it('makes exactly one card active with select, and refuses a blocked card with 409', async () => {
    const { token } = await registerUser(t.app);
    await topUpBalance(t.app, token);
    const a = await createCard(token, 'A');
    const b = await createCard(token, 'B');
    const selected = await as(token).post('/api/cards/select', { cardId: b.id });
    expect(selected.statusCode).toBe(200);
    expect(selected.json()).toMatchObject({ id: b.id, is_active: true });
    expect((await list(token)).map((card) => [card.label, card.is_active])).toEqual([
      ['A', false],
      ['B', true],
    ]);
    expect((await as(token).post('/api/cards/select', { cardId: b.id })).statusCode).toBe(200);

    await t.database.db.update(cards).set({ status: 'blocked' }).where(eq(cards.id, a.id));
    const blocked = await as(token).post('/api/cards/select', { cardId: a.id });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({
      error: 'card_blocked',
      message: 'Deze pas is geblokkeerd en kan niet actief worden.',
    });
    expect((await as(token).get('/api/cards/active')).json().id).toBe(b.id);
    const malformed = await as(token).post('/api/cards/select', { cardId: 'pas-1' });
    expect(malformed.statusCode).toBe(400);
  });

  it('keeps exactly one active card under concurrent select requests', async () => {
    const { token, user } = await registerUser(t.app);
    await topUpBalance(t.app, token);
    const created: CardBody[] = [];
    for (let i = 0; i < 5; i++) created.push(await createCard(token, `Pas ${i}`));
    const picks = Array.from({ length: 20 }, (_, i) => created[(i * 3) % created.length]!.id);
    const responses = await Promise.all(
      picks.map((cardId) => as(token).post('/api/cards/select', { cardId })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(picks.map(() => 200));
    const active = await t.database.db
      .select()
      .from(cards)
      .where(and(eq(cards.userId, user.id), eq(cards.isActive, true)));
    expect(active).toHaveLength(1);
    expect(picks).toContain(active[0]!.id);
  });

  it('lets the database itself refuse a second active card for a user', async () => {
    const { token, user } = await registerUser(t.app);
    await createCard(token);
    const second = t.database.db.insert(cards).values({
      userId: user.id,
      panLast4: '0000',
      panHash: 'handmatig',
      token: 'FLQHANDMATIG',
      isActive: true,
    });
    const error = await second.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(isUniqueViolation(error, 'cards_one_active_per_user')).toBe(true);
  });

  it('deletes a card; the newest card that is not blocked becomes active when the active one goes', async () => {
    const { token } = await registerUser(t.app);
    await topUpBalance(t.app, token);
    const a = await createCard(token, 'A');
    const b = await createCard(token, 'B');
    const c = await createCard(token, 'C');
    await t.database.db.update(cards).set({ status: 'blocked' }).where(eq(cards.id, c.id));
    expect((await as(token).del(`/api/cards/${b.id}`)).statusCode).toBe(204);
    expect((await as(token).get('/api/cards/active')).json().id).toBe(a.id);

    const d = await createCard(token, 'D');
    expect((await as(token).del(`/api/cards/${a.id}`)).statusCode).toBe(204);
    expect((await as(token).get('/api/cards/active')).json().id).toBe(d.id);
    expect((await as(token).del(`/api/cards/${a.id}`)).statusCode).toBe(404);

    expect((await as(token).del(`/api/cards/${d.id}`)).statusCode).toBe(204);
    expect((await list(token)).map((card) => [card.label, card.is_active])).toEqual([['C', false]]);
    // The active card deleted, none is active: 204.
    expect((await as(token).get('/api/cards/active')).statusCode).toBe(204);
    expect((await as(token).del('/api/cards/geen-uuid')).statusCode).toBe(400);
  });

  it("answers 404 for another user's card on every route and leaves it alone", async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const card = await createCard(alice.token, 'Van Alice');
    await createCard(bob.token, 'Van Bob');
    expect((await list(bob.token)).map((c) => c.label)).toEqual(['Van Bob']);
    const select = await as(bob.token).post('/api/cards/select', { cardId: card.id });
    expect(select.statusCode).toBe(404);
    expect(select.json()).toMatchObject({ error: 'not_found', message: 'Deze pas bestaat niet (meer).' });
    expect((await as(bob.token).del(`/api/cards/${card.id}`)).statusCode).toBe(404);
    expect((await list(alice.token)).map((c) => [c.id, c.is_active])).toEqual([[card.id, true]]);
  });

  it('never returns or stores a full card number', async () => {
    const { token, user } = await registerUser(t.app);
    await linkSandboxBank(t.app, token);
    await topUpBalance(t.app, token);
    const bodies = [
      (await as(token).post('/api/cards/issue', {})).body,
      (await as(token).post('/api/cards', { label: 'Tweede' })).body,
      (await as(token).get('/api/cards')).body,
      (await as(token).get('/api/cards/active')).body,
    ];
    for (const body of bodies) expect(body).not.toMatch(FULL_CARD_NUMBER);
    const rows = await t.database.db.select().from(cards).where(eq(cards.userId, user.id));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(JSON.stringify(row)).not.toMatch(FULL_CARD_NUMBER);
      expect(row.panHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.token).toMatch(/^FLQ[0-9A-HJKMNP-TV-Z]{26}$/);
    }
  });
});

describe('a lost or stolen private card', () => {
  it('is blocked at once, is no longer active, and is never made active again', async () => {
    const { token } = await registerUser(t.app);
    const card = await createCard(token);
    const unauthenticated = await t.app.inject({ method: 'POST', url: `/api/cards/${card.id}/report-lost` });
    expect(unauthenticated.statusCode).toBe(401);
    const reported = await as(token).post(`/api/cards/${card.id}/report-lost`, { reason: 'stolen' });
    expect(reported.statusCode, reported.body).toBe(200);
    expect(reported.json()).toMatchObject({ status: 'blocked', is_active: false });
    expect((await as(token).get('/api/cards/active')).statusCode).toBe(204);
    const select = await as(token).post('/api/cards/select', { cardId: card.id });
    expect(select.statusCode).toBe(409);
    expect(select.json().error).toBe('card_blocked');
    // Reporting it again changes nothing.
    expect((await as(token).post(`/api/cards/${card.id}/report-lost`, {})).json().status).toBe('blocked');
    const bad = await as(token).post(`/api/cards/${card.id}/report-lost`, { reason: 'kapot' });
    expect(bad.statusCode).toBe(400);
  });

  it('gets one free replacement, active when the lost card was, with the same name', async () => {
    const { token } = await registerUser(t.app);
    const card = await createCard(token, 'Werkpas');
    const notBlocked = await as(token).post(`/api/cards/${card.id}/replace`);
    expect(notBlocked.statusCode).toBe(409);
    expect(notBlocked.json().error).toBe('card_not_blocked');
    await as(token).post(`/api/cards/${card.id}/report-lost`, {});
    // No balance at all: the replacement is free.
    const replaced = await as(token).post(`/api/cards/${card.id}/replace`);
    expect(replaced.statusCode, replaced.body).toBe(201);
    expect(replaced.json()).toMatchObject({ label: 'Werkpas', status: 'active', is_active: true });
    expect(replaced.json().id).not.toBe(card.id);
    const [row] = await t.database.db.select().from(cards).where(eq(cards.id, replaced.json().id));
    expect(row?.replacesCardId).toBe(card.id);
    const again = await as(token).post(`/api/cards/${card.id}/replace`);
    expect(again.json().error).toBe('card_already_replaced');
  });

  it('keeps another user’s card out of reach (404), and refuses a paused card as the active one', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const card = await createCard(owner.token);
    expect((await as(other.token).post(`/api/cards/${card.id}/report-lost`, {})).statusCode).toBe(404);
    expect((await as(other.token).post(`/api/cards/${card.id}/replace`)).statusCode).toBe(404);
    expect((await as(owner.token).post('/api/cards/abc/replace')).statusCode).toBe(400);
    await topUpBalance(t.app, owner.token);
    const second = await createCard(owner.token);
    await t.database.db.update(cards).set({ status: 'paused' }).where(eq(cards.id, second.id));
    const select = await as(owner.token).post('/api/cards/select', { cardId: second.id });
    expect(select.statusCode).toBe(409);
    expect(select.json().error).toBe('card_paused');
  });
});
