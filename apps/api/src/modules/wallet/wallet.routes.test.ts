import { CARD_IIN } from '@fuellinq/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards } from '../../db/schema/index.ts';
import { topUpBalance } from '../../test/balance-fixtures.ts';
import { createTestApp, injectAs, registerUser, type TestApp } from '../../test/test-app.ts';

/** One of our card numbers: the IIN and ten more digits (a hash or uuid never looks like that). */
const FULL_CARD_NUMBER = new RegExp(`${CARD_IIN}\\d{10}`);

// The wallet without Apple or Google configured: the demo texts, and the universal pass page always.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function userWithCard(label = 'Mijn tankpas') {
  const { token, user } = await registerUser(t.app);
  const created = await injectAs(t.app, token, { method: 'POST', url: '/api/cards', payload: { label } });
  expect(created.statusCode).toBe(201);
  return { token, userId: user.id, card: created.json<{ id: string; last4: string }>() };
}

const post = (token: string, url: string, payload?: object) =>
  injectAs(t.app, token, { method: 'POST', url, ...(payload ? { payload } : {}) });

describe('wallet passes without Apple or Google configured', () => {
  it('answers the spec demo texts with 503 for Apple and Google', async () => {
    const { token, card } = await userWithCard();
    const apple = await post(token, `/api/wallet/apple/${card.id}`);
    expect(apple.statusCode).toBe(503);
    expect(apple.json()).toMatchObject({
      error: 'wallet_not_configured',
      message: 'Apple Wallet nog niet geconfigureerd (demo).',
    });
    const google = await post(token, `/api/wallet/google/${card.id}`);
    expect(google.statusCode).toBe(503);
    expect(google.json()).toMatchObject({
      error: 'wallet_not_configured',
      message: 'Google Wallet nog niet geconfigureerd (demo).',
    });
  });

  it('needs a session for the wallet calls', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const url of [`/api/wallet/apple/${id}`, `/api/wallet/google/${id}`, '/api/wallet/pass']) {
      expect((await t.app.inject({ method: 'POST', url, payload: {} })).statusCode, url).toBe(401);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/wallet/status' })).statusCode).toBe(401);
  });

  it('always gives the universal pass page, for the active card or a chosen one, and nothing else', async () => {
    const { token, card } = await userWithCard('Eerste');
    // A second card costs € 4,99 from the balance (issue 10).
    await topUpBalance(t.app, token, 1_000);
    const second = (await post(token, '/api/cards', { label: 'Tweede' })).json();
    const active = await post(token, '/api/wallet/pass', {});
    expect(active.statusCode).toBe(200);
    const body = active.json();
    expect(Object.keys(body)).toEqual(['url']);
    expect(body.url).toMatch(/^http:\/\/fuellinq\.test\/pass\/[A-Za-z0-9_.-]{60,100}$/);
    const again = (await post(token, '/api/wallet/pass')).json().url as string;
    expect(again.split('.')[0]).toBe(body.url.split('.')[0]);

    const chosen = (await post(token, '/api/wallet/pass', { cardId: second.id })).json();
    expect(chosen.url).not.toBe(body.url);

    const view = await t.app.inject({
      method: 'GET',
      url: new URL(body.url).pathname.replace('/pass/', '/api/pass/'),
    });
    expect(view.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(cards).where(eq(cards.id, card.id));
    expect(view.json()).toEqual({
      label: 'Eerste',
      masked_pan: `7088 •••• •••• ${card.last4}`,
      last4: card.last4,
      status: 'active',
      barcode: row!.token,
      points: 0,
    });
    expect(view.body).not.toMatch(FULL_CARD_NUMBER);
  });

  it('answers 404 for a changed or unknown pass page token, and for a deleted card', async () => {
    const { token, card } = await userWithCard();
    const url = (await post(token, '/api/wallet/pass', {})).json().url as string;
    const pathname = new URL(url).pathname.replace('/pass/', '/api/pass/');
    const changed = `${pathname.slice(0, -1)}${pathname.endsWith('A') ? 'B' : 'A'}`;
    const tampered = await t.app.inject({ method: 'GET', url: changed });
    expect(tampered.statusCode).toBe(404);
    expect(tampered.json()).toMatchObject({ error: 'not_found', message: 'Deze pas bestaat niet (meer).' });
    await injectAs(t.app, token, { method: 'DELETE', url: `/api/cards/${card.id}` });
    expect((await t.app.inject({ method: 'GET', url: pathname })).statusCode).toBe(404);
  });

  it('needs a card: no active card is a 404 with the Dutch text', async () => {
    const { token } = await registerUser(t.app);
    const response = await post(token, '/api/wallet/pass', {});
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      error: 'no_active_card',
      message: 'Je hebt nog geen actieve pas.',
    });
  });

  it("keeps other users' cards out of reach", async () => {
    const alice = await userWithCard('Van Alice');
    const bob = await userWithCard('Van Bob');
    const response = await post(bob.token, '/api/wallet/pass', { cardId: alice.card.id });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Deze pas bestaat niet (meer).');
  });

  it('reports whether the active card has had its pass handed out, and whether its holder took it', async () => {
    const { token, card } = await userWithCard();
    const status = async () =>
      (await injectAs(t.app, token, { method: 'GET', url: '/api/wallet/status' })).json();
    expect(await status()).toEqual({
      card_id: card.id,
      pass_issued: false,
      pass_added: false,
      apple_devices: 0,
    });
    const links = await post(token, '/api/wallet/pass', {});
    expect(await status()).toEqual({
      card_id: card.id,
      pass_issued: true,
      pass_added: false,
      apple_devices: 0,
    });
    // Issue 29 §2: a wallet that answers "nog niet geconfigureerd" adds no pass.
    expect((await post(token, `/api/wallet/apple/${card.id}`)).statusCode).toBe(503);
    expect((await post(token, `/api/wallet/google/${card.id}`)).statusCode).toBe(503);
    expect((await status()).pass_added).toBe(false);
    // Opening the universal pass page is taking the pass.
    const pageToken = new URL(links.json().url as string).pathname.split('/').at(-1)!;
    expect((await t.app.inject({ method: 'GET', url: `/api/pass/${pageToken}` })).statusCode).toBe(200);
    expect(await status()).toEqual({
      card_id: card.id,
      pass_issued: true,
      pass_added: true,
      apple_devices: 0,
    });
    const { token: empty } = await registerUser(t.app);
    const none = await injectAs(t.app, empty, { method: 'GET', url: '/api/wallet/status' });
    expect(none.json()).toEqual({ card_id: null, pass_issued: false, pass_added: false, apple_devices: 0 });
  });
});
