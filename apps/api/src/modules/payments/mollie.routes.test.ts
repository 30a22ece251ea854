import { balanceMessages } from '@fuellinq/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceLedger, payments } from '../../db/schema/index.ts';
import { recordPaymentEvents } from '../../test/balance-fixtures.ts';
import { linkSandboxBank } from '../../test/bank-fixtures.ts';
import { type MollieFake, startMollieFake } from '../../test/mollie-fake.ts';
import { createTestApp, injectAs, registerUser, type TestApp } from '../../test/test-app.ts';
import { maybeAutoTopUp } from '../balance/balance.service.ts';

// The Mollie adapter, through the real @mollie/api-client, against a local server that answers as Mollie's
// documented API does (src/test/mollie-fake.ts). The fake plays the payer and posts the webhook as Mollie
// would (form-encoded `id=tr_…`); the app reads the payment back and acts on what Mollie says.

const API_KEY = `test_${'FuelLinqTestKey'.repeat(2)}`;
let fake: MollieFake;
let t: TestApp;
let clock = new Date();
let announced: ReturnType<typeof recordPaymentEvents>;

/** Mollie's webhook call, as the app receives it. */
async function postWebhook(formBody: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/mollie/webhook',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: formBody,
  });
}

beforeAll(async () => {
  fake = await startMollieFake({
    deliverWebhook: async (url, formBody) => {
      expect(url).toBe('http://fuellinq.test/api/payments/mollie/webhook');
      return (await postWebhook(formBody)).statusCode;
    },
  });
  t = await createTestApp(
    { MOLLIE_API_KEY: API_KEY, MOLLIE_API_ENDPOINT: fake.apiEndpoint, MOLLIE_CA_FILE: fake.caFile },
    { now: () => clock },
  );
  announced = recordPaymentEvents(t.app);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const as = (token: string) => ({
  get: (url: string) => injectAs(t.app, token, { method: 'GET', url }),
  post: (url: string, payload?: object) =>
    injectAs(t.app, token, { method: 'POST', url, ...(payload ? { payload } : {}) }),
  put: (url: string, payload: object) => injectAs(t.app, token, { method: 'PUT', url, payload }),
});
const balanceOf = async (token: string) => (await as(token).get('/api/balance')).json();

/** The Mollie payment behind a checkout URL the app handed out. */
function molliePaymentOf(url: string) {
  const id = /\/checkout\/(tr_\w+)$/.exec(url)?.[1];
  const payment = id ? fake.payments.get(id) : undefined;
  if (!payment) throw new Error(`no Mollie payment behind ${url}`);
  return payment;
}

async function topUp(token: string, amount_cents = 2_500) {
  const response = await as(token).post('/api/balance/top-ups', { amount_cents });
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json<{ url: string; payment: { id: string; status: string } }>();
  return { ...body, mollie: molliePaymentOf(body.url) };
}

const mollieCalls = (path: string) => fake.requests.filter((request) => request.path === path);

describe('top-ups through Mollie', () => {
  it('creates an iDEAL payment at Mollie and hands out its checkout; the sandbox is off', async () => {
    const { token } = await registerUser(t.app);
    const { url, payment, mollie } = await topUp(token);
    expect(url).toBe(`${fake.apiEndpoint.replace('/v2/', '')}/checkout/${mollie.id}`);
    expect(payment.status).toBe('open');
    const [created] = fake.requests.filter(
      (request) =>
        request.method === 'POST' &&
        (request.body as { metadata?: { payment_id?: string } }).metadata?.payment_id === payment.id,
    );
    expect(created).toMatchObject({
      path: '/v2/payments',
      idempotencyKey: `fuellinq-payment-${payment.id}`,
      body: {
        amount: { currency: 'EUR', value: '25.00' },
        description: 'FuelLinq saldo opwaarderen',
        method: 'ideal',
        sequenceType: 'oneoff',
        locale: 'nl_NL',
        redirectUrl: `http://fuellinq.test/app/betaling/${payment.id}`,
        webhookUrl: 'http://fuellinq.test/api/payments/mollie/webhook',
        metadata: { payment_id: payment.id },
      },
    });
    expect((await balanceOf(token)).balance_cents).toBe(0);
    const sandbox = await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${payment.id}/decision`,
      payload: { decision: 'pay', secret: 'any-secret' },
    });
    expect(sandbox.statusCode).toBe(404);
  });

  it('credits a paid payment when its webhook comes, and a webhook replayed 10 times once', async () => {
    const { token, user } = await registerUser(t.app);
    const { payment, mollie } = await topUp(token);
    // The payer is back on our site before the webhook: the return page reads, nothing is credited.
    expect((await as(token).get(`/api/payments/${payment.id}`)).json().status).toBe('open');
    expect(await fake.setStatus(mollie.id, 'paid')).toBe(200);
    expect((await as(token).get(`/api/payments/${payment.id}`)).json().status).toBe('paid');
    expect((await balanceOf(token)).balance_cents).toBe(2_500);

    const readsBefore = mollieCalls(`/v2/payments/${mollie.id}`).length;
    const replays = await Promise.all(Array.from({ length: 10 }, () => fake.redeliver(mollie.id)));
    expect(replays).toEqual(Array(10).fill(200));
    expect((await balanceOf(token)).balance_cents).toBe(2_500);
    const credits = await t.database.db
      .select()
      .from(balanceLedger)
      .where(and(eq(balanceLedger.userId, user.id), eq(balanceLedger.reference, payment.id)));
    expect(credits).toHaveLength(1);
    expect(announced.paid.filter((id) => id === payment.id)).toHaveLength(1);
    // A payment already decided needs no second look at Mollie.
    expect(mollieCalls(`/v2/payments/${mollie.id}`).length).toBe(readsBefore);
  });

  it('credits nothing for a failed, cancelled or expired payment, and announces it once', async () => {
    const { token } = await registerUser(t.app);
    for (const status of ['failed', 'canceled', 'expired'] as const) {
      const { payment, mollie } = await topUp(token);
      expect(await fake.setStatus(mollie.id, status)).toBe(200);
      await fake.redeliver(mollie.id);
      expect((await as(token).get(`/api/payments/${payment.id}`)).json()).toMatchObject({
        status,
        url: null,
      });
      expect(announced.failed.filter((id) => id === payment.id)).toHaveLength(1);
    }
    expect((await balanceOf(token)).balance_cents).toBe(0);
  });

  it('keeps an open or pending payment open', async () => {
    const { token } = await registerUser(t.app);
    const { payment, mollie } = await topUp(token);
    expect(await fake.redeliver(mollie.id)).toBe(200);
    expect(await fake.setStatus(mollie.id, 'pending')).toBe(200);
    expect((await as(token).get(`/api/payments/${payment.id}`)).json().status).toBe('open');
  });

  it('answers 200 to an unknown id without asking Mollie, and 400 to a body without an id', async () => {
    const before = fake.requests.length;
    for (const body of ['id=tr_onbekend', 'id=geen-mollie-id', `id=${'x'.repeat(100)}`]) {
      const response = await postWebhook(body);
      expect(response.statusCode, body).toBe(200);
      expect(response.body).toBe('');
    }
    expect(fake.requests.length).toBe(before);
    expect((await postWebhook('')).statusCode).toBe(400);
    expect((await postWebhook('id=tr_a%00b')).statusCode).toBe(400);
  });

  it('answers 503 when Mollie is down, fails the payment that never reached it, and lets a retry try anew', async () => {
    const { token, user } = await registerUser(t.app);
    const request = () =>
      injectAs(t.app, token, {
        method: 'POST',
        url: '/api/balance/top-ups',
        headers: { 'idempotency-key': 'opwaarderen-mollie-weg' },
        payload: { amount_cents: 2_500 },
      });
    fake.failNext(3);
    const response = await request();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      error: 'unavailable',
      message: balanceMessages.providerUnavailable,
    });
    const rows = await t.database.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(rows.map((row) => row.status)).toEqual(['failed']);
    expect(announced.failed).toContain(rows[0]!.id);

    const retry = await request();
    expect(retry.statusCode).toBe(201);
    expect(retry.json().payment).toMatchObject({ status: 'open' });
    expect(retry.json().payment.id).not.toBe(rows[0]!.id);
  }, 20_000);

  it('stops waiting for a Mollie that does not answer: a 503 within MOLLIE_TIMEOUT_MS, and other routes go on', async () => {
    const hurried = await createTestApp({
      MOLLIE_API_KEY: API_KEY,
      MOLLIE_API_ENDPOINT: fake.apiEndpoint,
      MOLLIE_CA_FILE: fake.caFile,
      MOLLIE_TIMEOUT_MS: '1500',
    });
    try {
      const { token, user } = await registerUser(hurried.app);
      fake.stallNext(1);
      const started = performance.now();
      const [topUp, me] = await Promise.all([
        injectAs(hurried.app, token, {
          method: 'POST',
          url: '/api/balance/top-ups',
          headers: { 'idempotency-key': 'opwaarderen-mollie-hangt' },
          payload: { amount_cents: 2_500 },
        }),
        injectAs(hurried.app, token, { method: 'GET', url: '/me' }),
      ]);
      const waited = performance.now() - started;
      expect(me.statusCode).toBe(200);
      expect(topUp.statusCode).toBe(503);
      expect(topUp.json()).toMatchObject({
        error: 'unavailable',
        message: balanceMessages.providerUnavailable,
      });
      expect(waited).toBeGreaterThanOrEqual(1_400);
      expect(waited).toBeLessThan(5_000);
      const rows = await hurried.database.db.select().from(payments).where(eq(payments.userId, user.id));
      expect(rows.map((row) => row.status)).toEqual(['failed']);
    } finally {
      await hurried.close();
    }
  }, 20_000);

  it('reads a payment back later when Mollie cannot answer its webhook, or the webhook never comes', async () => {
    const { token } = await registerUser(t.app);
    const first = await topUp(token);
    fake.failNext(3);
    // The webhook is answered 200 all the same; a job reads the payment back.
    expect(await fake.setStatus(first.mollie.id, 'paid')).toBe(200);
    expect((await balanceOf(token)).balance_cents).toBe(0);
    await t.app.jobs.runDue();
    expect((await balanceOf(token)).balance_cents).toBe(2_500);

    const second = await topUp(token, 1_000);
    await fake.setStatus(second.mollie.id, 'paid', { webhook: false });
    await t.app.jobs.runDue();
    expect((await balanceOf(token)).balance_cents).toBe(2_500);
    // Ten minutes on, the reconcile run asks Mollie about payments it heard nothing of.
    clock = new Date(clock.getTime() + 11 * 60_000);
    await t.app.jobs.runDue();
    expect((await balanceOf(token)).balance_cents).toBe(3_500);
  }, 20_000);
});

describe('automatic top-up through a Mollie mandate', () => {
  it('sets up a mandate with a first payment, then charges it with recurring payments, one at a time', async () => {
    const { token, user } = await registerUser(t.app);
    await linkSandboxBank(t.app, token);
    const started = await as(token).post('/api/balance/mandate');
    expect(started.statusCode, started.body).toBe(201);
    const { url, payment } = started.json<{ url: string; payment: { id: string } }>();
    const first = molliePaymentOf(url);
    expect(first).toMatchObject({ sequenceType: 'first', amount: { value: '0.01' }, method: 'ideal' });
    expect(first.customerId).toMatch(/^cst_/);
    expect(mollieCalls('/v2/customers').at(-1)).toMatchObject({
      idempotencyKey: `fuellinq-customer-${user.id}`,
      body: { metadata: { user_id: user.id }, locale: 'nl_NL' },
    });

    expect(await fake.setStatus(first.id, 'paid')).toBe(200);
    // The mandate is the account the payer paid from, as Mollie reports it.
    expect(await balanceOf(token)).toMatchObject({
      balance_cents: 1,
      mandate: { status: 'valid', iban_masked: 'NL55 INGB •••• 0000' },
    });
    expect(announced.paid).toContain(payment.id);

    const saved = await as(token).put('/api/balance/auto-top-up', {
      enabled: true,
      threshold_cents: 1_000,
      amount_cents: 2_500,
    });
    expect(saved.statusCode).toBe(200);
    await t.app.jobs.runDue();
    const charges = () =>
      t.database.db
        .select()
        .from(payments)
        .where(and(eq(payments.userId, user.id), eq(payments.sequenceType, 'recurring')));
    const [charge] = await charges();
    expect(charge).toMatchObject({ status: 'open', amountCents: 2_500 });
    const recurring = fake.payments.get(charge!.providerPaymentId!)!;
    expect(recurring).toMatchObject({
      sequenceType: 'recurring',
      status: 'pending',
      customerId: first.customerId,
      mandateId: first.mandateId,
      method: 'directdebit',
      redirectUrl: null,
    });
    // While it is on its way, no second one.
    expect(await maybeAutoTopUp(t.app, user.id)).toBe(false);
    await t.app.jobs.runDue();
    expect(await charges()).toHaveLength(1);
    expect((await balanceOf(token)).balance_cents).toBe(1);

    expect(await fake.setStatus(recurring.id, 'paid')).toBe(200);
    expect((await balanceOf(token)).balance_cents).toBe(2_501);
    const history = (await as(token).get('/api/balance/history')).json();
    expect(history.items[0]).toMatchObject({
      kind: 'top_up',
      balance_delta_cents: 2_500,
      description: 'Automatisch opwaarderen',
    });

    // A second mandate for the same person reuses the customer at Mollie.
    const customersBefore = mollieCalls('/v2/customers').length;
    const again = await as(token).post('/api/balance/mandate');
    expect(molliePaymentOf(again.json().url).customerId).toBe(first.customerId);
    expect(mollieCalls('/v2/customers').length).toBe(customersBefore);
  });
});
