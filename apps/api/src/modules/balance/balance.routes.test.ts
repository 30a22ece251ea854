import { balanceMessages } from '@fuellinq/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/database.ts';
import { balanceLedger, idempotencyKeys, payments } from '../../db/schema/index.ts';
import { decideSandboxPayment, recordPaymentEvents, sandboxIdOf } from '../../test/balance-fixtures.ts';
import { linkSandboxBank } from '../../test/bank-fixtures.ts';
import { createTestApp, injectAs, registerUser, type TestApp } from '../../test/test-app.ts';
import { maybeAutoTopUp } from './balance.service.ts';
import { createLedger } from '../ledger/ledger.service.ts';

// The balance and its payments through the sandbox provider, as a person and the web app use them: a
// top-up is a payment at the provider; only the provider's answer (here the sandbox's Betalen) credits
// the balance, once, however often it comes; the return page only reads.

let t: TestApp;
let announced: ReturnType<typeof recordPaymentEvents>;

beforeAll(async () => {
  t = await createTestApp();
  announced = recordPaymentEvents(t.app);
});
afterAll(async () => {
  await t.close();
});

interface PaymentBody {
  id: string;
  purpose: string;
  amount_cents: number;
  status: string;
  url: string | null;
  return_path: string;
  created_at: string;
  paid_at: string | null;
}

const as = (token: string) => ({
  get: (url: string) => injectAs(t.app, token, { method: 'GET', url }),
  post: (url: string, payload?: object, headers: Record<string, string> = {}) =>
    injectAs(t.app, token, { method: 'POST', url, headers, ...(payload ? { payload } : {}) }),
  put: (url: string, payload: object) => injectAs(t.app, token, { method: 'PUT', url, payload }),
});

const balanceOf = async (token: string) => (await as(token).get('/api/balance')).json();

async function startTopUp(token: string, amount_cents = 2_500, headers: Record<string, string> = {}) {
  const response = await as(token).post('/api/balance/top-ups', { amount_cents }, headers);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ url: string; payment: PaymentBody }>();
}

describe('the balance', () => {
  it('needs a session, except on the sandbox payment page (which, as a bank page, knows the payment only)', async () => {
    for (const [method, url] of [
      ['GET', '/api/balance'],
      ['GET', '/api/balance/history'],
      ['POST', '/api/balance/top-ups'],
      ['POST', '/api/balance/mandate'],
      ['PUT', '/api/balance/auto-top-up'],
      ['GET', '/api/payments/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/payments/sandbox/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'not_found', message: balanceMessages.paymentNotFound });
  });

  it('starts at zero, without automatic top-up or mandate', async () => {
    const { token } = await registerUser(t.app);
    expect(await balanceOf(token)).toEqual({
      balance_cents: 0,
      available_cents: 0,
      reserved_cents: 0,
      auto_top_up: null,
      mandate: null,
    });
    expect((await as(token).get('/api/balance/history')).json()).toEqual({
      items: [],
      total: 0,
      page: 1,
      per_page: 25,
    });
  });

  it('tops up through the sandbox: nothing moves until Betalen, then the balance has it once', async () => {
    const { token } = await registerUser(t.app);
    const { url, payment } = await startTopUp(token);
    const providerId = sandboxIdOf(url);
    expect(payment).toMatchObject({
      purpose: 'top_up',
      amount_cents: 2_500,
      status: 'open',
      url,
      return_path: '/app/wallet',
      paid_at: null,
    });

    // The sandbox's page shows what is paid; the return page polls the payment: neither credits anything.
    const page = await t.app.inject({ method: 'GET', url: `/api/payments/sandbox/${providerId}` });
    expect(page.json()).toEqual({
      id: providerId,
      description: 'FuelLinq saldo opwaarderen',
      amount_cents: 2_500,
      status: 'open',
      sets_up_mandate: false,
    });
    for (let i = 0; i < 3; i++) {
      expect((await as(token).get(`/api/payments/${payment.id}`)).json().status).toBe('open');
    }
    expect((await balanceOf(token)).balance_cents).toBe(0);

    const paid = await decideSandboxPayment(t.app, url);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ redirect_url: `/app/betaling/${payment.id}` });
    const after = (await as(token).get(`/api/payments/${payment.id}`)).json<PaymentBody>();
    expect(after).toMatchObject({ status: 'paid', url: null });
    expect(after.paid_at).not.toBeNull();
    expect(await balanceOf(token)).toMatchObject({
      balance_cents: 2_500,
      available_cents: 2_500,
      reserved_cents: 0,
    });
    const history = (await as(token).get('/api/balance/history')).json();
    expect(history.items).toEqual([
      expect.objectContaining({
        kind: 'top_up',
        balance_delta_cents: 2_500,
        available_delta_cents: 2_500,
        reference: payment.id,
        description: 'Opwaardering',
      }),
    ]);
    expect(announced.paid.filter((id) => id === payment.id)).toHaveLength(1);
  });

  it('credits a decision replayed 10 times (at once and after) once, and announces it once', async () => {
    const { token, user } = await registerUser(t.app);
    const { url, payment } = await startTopUp(token, 4_000);
    const replies = await Promise.all(Array.from({ length: 10 }, () => decideSandboxPayment(t.app, url)));
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(10).fill(200));
    for (let i = 0; i < 10; i++) expect((await decideSandboxPayment(t.app, url)).statusCode).toBe(200);
    expect((await balanceOf(token)).balance_cents).toBe(4_000);
    const credits = await t.database.db
      .select()
      .from(balanceLedger)
      .where(and(eq(balanceLedger.userId, user.id), eq(balanceLedger.kind, 'top_up')));
    expect(credits).toHaveLength(1);
    expect(announced.paid.filter((id) => id === payment.id)).toHaveLength(1);
  });

  it('moves nothing on Annuleren, and a cancelled payment cannot be paid after all (409)', async () => {
    const { token } = await registerUser(t.app);
    const { url, payment } = await startTopUp(token);
    const cancelled = await decideSandboxPayment(t.app, url, 'cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ redirect_url: `/app/betaling/${payment.id}` });
    expect((await as(token).get(`/api/payments/${payment.id}`)).json()).toMatchObject({
      status: 'canceled',
      url: null,
    });
    const late = await decideSandboxPayment(t.app, url, 'pay');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: 'payment_done', message: balanceMessages.paymentDone });
    expect((await balanceOf(token)).balance_cents).toBe(0);
    expect(announced.failed.filter((id) => id === payment.id)).toHaveLength(1);
    expect(announced.paid).not.toContain(payment.id);
  });

  it('answers a retried top-up with the same Idempotency-Key with the same payment, and makes one', async () => {
    const { token, user } = await registerUser(t.app);
    const key = { 'idempotency-key': 'opwaarderen-2026-06-01-1' };
    const first = await startTopUp(token, 2_500, key);
    const retry = await as(token).post('/api/balance/top-ups', { amount_cents: 2_500 }, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().payment.id).toBe(first.payment.id);
    // The key with another request is refused, not answered with the first payment.
    const reused = await as(token).post('/api/balance/top-ups', { amount_cents: 5_000 }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({
      error: 'idempotency_key_reused',
      message: balanceMessages.idempotencyReused,
    });
    // Even when the kept answer is gone (the process died before it was stored), the payment remembers
    // its key: the retry finds it instead of making a second one.
    await t.database.db.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id));
    const afterCrash = await as(token).post('/api/balance/top-ups', { amount_cents: 2_500 }, key);
    expect(afterCrash.statusCode).toBe(201);
    expect(afterCrash.json()).toEqual(first);
    const rows = await t.database.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(rows).toHaveLength(1);
    const malformed = await as(token).post(
      '/api/balance/top-ups',
      { amount_cents: 2_500 },
      { 'idempotency-key': 'kort' },
    );
    expect(malformed.statusCode).toBe(400);
  });

  it("answers 404 for another user's payment, and leaves it alone", async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const { payment } = await startTopUp(alice.token);
    const peek = await as(bob.token).get(`/api/payments/${payment.id}`);
    expect(peek.statusCode).toBe(404);
    expect(peek.json()).toMatchObject({ error: 'not_found', message: balanceMessages.paymentNotFound });
    expect((await as(bob.token).get('/api/payments/geen-uuid')).statusCode).toBe(400);
    expect((await as(alice.token).get(`/api/payments/${payment.id}`)).statusCode).toBe(200);
  });

  it('refuses amounts outside € 10 – € 500, fractions, strings and other sites as return path', async () => {
    const { token } = await registerUser(t.app);
    for (const amount_cents of [-2_500, 0, 999, 50_001, 1e12, 12.5, '2500', null]) {
      const response = await as(token).post('/api/balance/top-ups', { amount_cents });
      expect(response.statusCode, String(amount_cents)).toBe(400);
      expect(response.json().issues).toEqual([
        expect.objectContaining({ path: 'amount_cents', message: balanceMessages.topUpRange }),
      ]);
    }
    for (const return_path of ['//evil.example/x', 'https://evil.example', '/app/\u0000']) {
      const response = await as(token).post('/api/balance/top-ups', { amount_cents: 2_500, return_path });
      expect(response.statusCode, return_path).toBe(400);
    }
    const own = await startTopUp(token, 1_000);
    expect(own.payment.amount_cents).toBe(1_000);
    expect((await balanceOf(token)).balance_cents).toBe(0);
  });

  it('returns to the page the top-up was started from', async () => {
    const { token } = await registerUser(t.app);
    const response = await as(token).post('/api/balance/top-ups', {
      amount_cents: 5_000,
      return_path: '/app/success?tx=abc',
    });
    const { url, payment } = response.json<{ url: string; payment: PaymentBody }>();
    expect(payment.return_path).toBe('/app/success?tx=abc');
    expect((await decideSandboxPayment(t.app, url)).json()).toEqual({
      redirect_url: `/app/betaling/${payment.id}`,
    });
  });
});

describe('automatic top-up', () => {
  async function withMandate() {
    const { token, user } = await registerUser(t.app);
    const refused = await as(token).post('/api/balance/mandate');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'bank_not_linked',
      message: balanceMessages.bankNotLinked,
    });
    await linkSandboxBank(t.app, token);
    const started = await as(token).post('/api/balance/mandate');
    expect(started.statusCode, started.body).toBe(201);
    const { url, payment } = started.json<{ url: string; payment: PaymentBody }>();
    expect(payment).toMatchObject({ purpose: 'mandate', amount_cents: 1, status: 'open' });
    const page = await t.app.inject({ method: 'GET', url: `/api/payments/sandbox/${sandboxIdOf(url)}` });
    expect(page.json()).toMatchObject({
      sets_up_mandate: true,
      amount_cents: 1,
      description: 'FuelLinq machtiging automatisch opwaarderen van NL69 INGB •••• 6789',
    });
    expect((await decideSandboxPayment(t.app, url)).statusCode).toBe(200);
    return { token, user };
  }

  it('needs a valid mandate to switch on (409), and none to switch off', async () => {
    const { token } = await registerUser(t.app);
    const on = { enabled: true, threshold_cents: 1_000, amount_cents: 2_500 };
    const refused = await as(token).put('/api/balance/auto-top-up', on);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'no_mandate', message: balanceMessages.noMandate });
    const off = await as(token).put('/api/balance/auto-top-up', { ...on, enabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().auto_top_up).toEqual({ enabled: false, threshold_cents: 1_000, amount_cents: 2_500 });
    for (const bad of [
      { ...on, amount_cents: 500 },
      { ...on, amount_cents: 1e9 },
      { ...on, threshold_cents: -1 },
      { ...on, enabled: 'ja' },
    ]) {
      expect((await as(token).put('/api/balance/auto-top-up', bad)).statusCode).toBe(400);
    }
  });

  it('sets up the mandate with a first payment of one cent from the linked account', async () => {
    const { token } = await withMandate();
    expect(await balanceOf(token)).toMatchObject({
      balance_cents: 1,
      mandate: { status: 'valid', iban_masked: 'NL69 INGB •••• 6789' },
    });
    const history = (await as(token).get('/api/balance/history')).json();
    expect(history.items[0]).toMatchObject({
      kind: 'top_up',
      balance_delta_cents: 1,
      description: 'Machtiging automatisch opwaarderen (verificatie)',
    });
  });

  it('tops up through the mandate when the available amount falls under the threshold, one at a time', async () => {
    const { token, user } = await withMandate();
    const saved = await as(token).put('/api/balance/auto-top-up', {
      enabled: true,
      threshold_cents: 1_000,
      amount_cents: 2_500,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().auto_top_up).toEqual({ enabled: true, threshold_cents: 1_000, amount_cents: 2_500 });
    // € 0,01 is under the threshold already: the job runs once, however often it was asked for.
    await Promise.all(Array.from({ length: 5 }, () => maybeAutoTopUp(t.app, user.id)));
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    expect((await balanceOf(token)).balance_cents).toBe(2_501);
    const charges = async () =>
      t.database.db
        .select()
        .from(payments)
        .where(and(eq(payments.userId, user.id), eq(payments.sequenceType, 'recurring')));
    expect(await charges()).toHaveLength(1);
    expect((await charges())[0]).toMatchObject({ status: 'paid', amountCents: 2_500 });

    // Above the threshold nothing happens; a refuel that brings it under it again tops up again, once.
    expect(await maybeAutoTopUp(t.app, user.id)).toBe(false);
    await inTransaction(t.database.db, (tx) =>
      createLedger(t.database.db).reserve(tx, user.id, 2_000, `refuel-${user.id}`),
    );
    await Promise.all(Array.from({ length: 5 }, () => maybeAutoTopUp(t.app, user.id)));
    await t.app.jobs.runDue();
    expect(await balanceOf(token)).toMatchObject({
      balance_cents: 5_001,
      available_cents: 3_001,
      reserved_cents: 2_000,
    });
    expect(await charges()).toHaveLength(2);
  });

  it('stops when it is switched off', async () => {
    const { token, user } = await withMandate();
    await as(token).put('/api/balance/auto-top-up', {
      enabled: true,
      threshold_cents: 0,
      amount_cents: 2_500,
    });
    await as(token).put('/api/balance/auto-top-up', {
      enabled: false,
      threshold_cents: 5_000,
      amount_cents: 2_500,
    });
    expect(await maybeAutoTopUp(t.app, user.id)).toBe(false);
    await t.app.jobs.runDue();
    expect((await balanceOf(token)).balance_cents).toBe(1);
  });
});
