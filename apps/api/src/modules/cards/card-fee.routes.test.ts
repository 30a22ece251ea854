import { balanceMessages, CARDS_PER_USER_MAX, CardFeeCheckoutErrorSchema } from '@fuellinq/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceLedger } from '../../db/schema/index.ts';
import { decideSandboxPayment, sandboxIdOf, topUpBalance } from '../../test/balance-fixtures.ts';
import { linkSandboxBank } from '../../test/bank-fixtures.ts';
import { createTestApp, injectAs, registerUser, type TestApp } from '../../test/test-app.ts';

// Spec §9: the first card is free; an extra prepaid card costs € 4,99 (€ 9,99 struck through), from the
// balance, or through a checkout when the balance is short, after which the card is issued.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const as = (token: string) => ({
  get: (url: string) => injectAs(t.app, token, { method: 'GET', url }),
  post: (url: string, payload: object = {}, headers: Record<string, string> = {}) =>
    injectAs(t.app, token, { method: 'POST', url, payload, headers }),
});
const cardsOf = async (token: string) => (await as(token).get('/api/cards')).json<{ label: string }[]>();
const balanceOf = async (token: string) => (await as(token).get('/api/balance')).json();
const feesOf = (userId: string) =>
  t.database.db
    .select()
    .from(balanceLedger)
    .where(and(eq(balanceLedger.userId, userId), eq(balanceLedger.kind, 'card_fee')));

describe('the price of a card', () => {
  it('is nothing for the first card, € 4,99 from the balance for each further one', async () => {
    const { token, user } = await registerUser(t.app);
    expect((await as(token).post('/api/cards')).statusCode).toBe(201);
    expect(await feesOf(user.id)).toEqual([]);

    await topUpBalance(t.app, token, 2_500);
    const extra = await as(token).post('/api/cards', { label: 'Bestelbus' });
    expect(extra.statusCode, extra.body).toBe(201);
    expect(await balanceOf(token)).toMatchObject({ balance_cents: 2_001, available_cents: 2_001 });
    const [fee] = await feesOf(user.id);
    expect(fee).toMatchObject({
      balanceDeltaCents: -499,
      availableDeltaCents: -499,
      reference: extra.json().id,
      description: 'Bestelbus',
    });
    const history = (await as(token).get('/api/balance/history')).json();
    expect(history.items[0]).toMatchObject({ kind: 'card_fee', balance_delta_cents: -499 });
  });

  it('keeps the onboarding card free, whatever the balance', async () => {
    const { token, user } = await registerUser(t.app);
    await linkSandboxBank(t.app, token);
    expect((await as(token).post('/api/cards/issue')).statusCode).toBe(201);
    expect(await feesOf(user.id)).toEqual([]);
    expect((await as(token).post('/api/cards')).statusCode).toBe(409);
  });

  it('asks for a checkout when the balance is short, and issues the card once it is paid', async () => {
    const { token, user } = await registerUser(t.app);
    await as(token).post('/api/cards', { label: 'Eerste' });
    const short = await as(token).post('/api/cards', { label: 'Bus' });
    expect(short.statusCode).toBe(409);
    const body = CardFeeCheckoutErrorSchema.parse(short.json());
    expect(body).toMatchObject({ error: 'insufficient_balance', message: balanceMessages.cardFeeCheckout });
    expect(body.message).toBe(
      'Een extra pas kost € 4,99 (normaal € 9,99). Je saldo is te laag: betaal de pas los.',
    );
    expect((await cardsOf(token)).map((card) => card.label)).toEqual(['Eerste']);

    const page = await t.app.inject({
      method: 'GET',
      url: `/api/payments/sandbox/${sandboxIdOf(body.checkout_url)}`,
    });
    expect(page.json()).toMatchObject({ description: 'FuelLinq extra prepaid tankpas', amount_cents: 499 });
    const paid = await decideSandboxPayment(t.app, body.checkout_url);
    expect(paid.json()).toEqual({ redirect_url: `/app/betaling/${body.payment_id}` });
    for (let i = 0; i < 5; i++) await decideSandboxPayment(t.app, body.checkout_url);

    expect((await cardsOf(token)).map((card) => card.label)).toEqual(['Eerste', 'Bus']);
    expect(await balanceOf(token)).toMatchObject({ balance_cents: 0, available_cents: 0 });
    const history = (await as(token).get('/api/balance/history')).json();
    expect(
      history.items.map((item: { kind: string; balance_delta_cents: number }) => [
        item.kind,
        item.balance_delta_cents,
      ]),
    ).toEqual([
      ['card_fee', -499],
      ['top_up', 499],
    ]);
    expect(await feesOf(user.id)).toHaveLength(1);
    expect((await as(token).get(`/api/payments/${body.payment_id}`)).json()).toMatchObject({
      purpose: 'card_fee',
      status: 'paid',
    });
  });

  it('issues no card for a cancelled checkout', async () => {
    const { token } = await registerUser(t.app);
    await as(token).post('/api/cards');
    const short = (await as(token).post('/api/cards', { label: 'Nee' })).json();
    await decideSandboxPayment(t.app, short.checkout_url, 'cancel');
    expect(await cardsOf(token)).toHaveLength(1);
    expect((await balanceOf(token)).balance_cents).toBe(0);
  });

  it('answers a retry with the same Idempotency-Key with the same card, or the same checkout', async () => {
    const { token } = await registerUser(t.app);
    await as(token).post('/api/cards');
    const key = { 'idempotency-key': 'extra-pas-0001' };
    const first = (await as(token).post('/api/cards', { label: 'Bus' }, key)).json();
    const again = (await as(token).post('/api/cards', { label: 'Bus' }, key)).json();
    expect(again.payment_id).toBe(first.payment_id);
    expect(again.checkout_url).toBe(first.checkout_url);

    await topUpBalance(t.app, token, 1_000);
    const paidKey = { 'idempotency-key': 'extra-pas-0002' };
    const card = await as(token).post('/api/cards', { label: 'Aanhanger' }, paidKey);
    const replay = await as(token).post('/api/cards', { label: 'Aanhanger' }, paidKey);
    expect(card.statusCode).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.json().id).toBe(card.json().id);
    expect((await cardsOf(token)).map((each) => each.label)).toEqual(['Prepaid tankpas', 'Aanhanger']);
    expect((await balanceOf(token)).balance_cents).toBe(501);
  });

  it('still answers the card limit as a plain 409, and charges nothing for it', async () => {
    const { token, user } = await registerUser(t.app);
    await topUpBalance(t.app, token, 50_000);
    for (let i = 0; i < CARDS_PER_USER_MAX; i++) {
      expect((await as(token).post('/api/cards', { label: `Pas ${i}` })).statusCode).toBe(201);
    }
    const over = await as(token).post('/api/cards');
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ error: 'card_limit' });
    expect(over.json().checkout_url).toBeUndefined();
    expect(await feesOf(user.id)).toHaveLength(CARDS_PER_USER_MAX - 1);
    expect((await balanceOf(token)).balance_cents).toBe(50_000 - (CARDS_PER_USER_MAX - 1) * 499);
  });

  it('starts an automatic top-up when the fee brings the balance under its threshold', async () => {
    const { token } = await registerUser(t.app);
    await linkSandboxBank(t.app, token);
    const mandate = (await as(token).post('/api/balance/mandate')).json();
    await decideSandboxPayment(t.app, mandate.url);
    await topUpBalance(t.app, token, 1_000);
    await as(token).post('/api/cards');
    const on = await injectAs(t.app, token, {
      method: 'PUT',
      url: '/api/balance/auto-top-up',
      payload: { enabled: true, threshold_cents: 1_000, amount_cents: 2_500 },
    });
    expect(on.statusCode).toBe(200);
    await t.app.jobs.runDue();
    expect((await balanceOf(token)).balance_cents).toBe(1_001);
    expect((await as(token).post('/api/cards')).statusCode).toBe(201);
    await t.app.jobs.runDue();
    expect((await balanceOf(token)).balance_cents).toBe(1_001 - 499 + 2_500);
  });
});
