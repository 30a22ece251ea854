import { privacyMessages } from '@fuellinq/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  autoTopUps,
  fuelTransactions,
  invoices,
  paymentMandates,
  payments,
  payouts,
  subscriptions,
  users,
} from '../db/schema/index.ts';
import { selectRows } from '../lib/sql-rows.ts';
import { maybeAutoTopUp } from '../modules/balance/balance.service.ts';
import { decideSandboxPayment } from '../test/balance-fixtures.ts';
import { type MollieTestApp, mollieTestApp } from '../test/mollie-app.ts';
import {
  type Driver,
  driverWithCard,
  fundBalance,
  ledgerSums,
  partnerStation,
  pumpKey,
  testClock,
} from '../test/refuels.ts';
import { createTestApp, injectAs, type TestApp } from '../test/test-app.ts';

// Issue 23, part 1 (high), held as regression tests on both engines. Reproduced on the app as it was: a
// user with a SEPA mandate, automatic top-up and an open refuel erased the account (204); 360 ms later the
// automatic top-up charged € 25,00 to the mandate, the pump simulator completed the refuel, the balance
// stayed on the erased account, the mandate stayed valid, and the renewal scan charged the subscription.

const PASSWORD = 'geheim123';
const noon = (date: string) => `${date}T10:00:00Z`;

const as = (t: TestApp, token: string) => ({
  get: (url: string) => injectAs(t.app, token, { method: 'GET', url }),
  post: (url: string, payload?: object) =>
    injectAs(t.app, token, { method: 'POST', url, ...(payload ? { payload } : {}) }),
  put: (url: string, payload: object) => injectAs(t.app, token, { method: 'PUT', url, payload }),
  erase: () => injectAs(t.app, token, { method: 'DELETE', url: '/api/me', payload: { password: PASSWORD } }),
});

/** Every money movement of a user: its ledger entries and its payments, to compare before and after. */
async function moneyOf(t: TestApp, userId: string) {
  const ledger = await selectRows<{ kind: string; cents: number }>(
    t.database.db,
    sql`select kind, balance_delta_cents as cents from balance_ledger where user_id = ${userId} order by created_at, kind`,
  );
  const ownPayments = await t.database.db
    .select({ id: payments.id, status: payments.status, sequenceType: payments.sequenceType })
    .from(payments)
    .where(eq(payments.userId, userId));
  return { ledger, payments: ownPayments };
}

/** A driver with a mandate set up through the sandbox, automatic top-up on, and money on the balance. */
async function driverWithMandate(t: TestApp, balanceCents: number): Promise<Driver> {
  const driver = await driverWithCard(t.app);
  const mandate = await as(t, driver.token).post('/api/balance/mandate');
  expect(mandate.statusCode, mandate.body).toBe(201);
  expect((await decideSandboxPayment(t.app, mandate.json<{ url: string }>().url)).statusCode).toBe(200);
  if (balanceCents > 0) await fundBalance(t.database.db, driver.userId, balanceCents);
  const saved = await as(t, driver.token).put('/api/balance/auto-top-up', {
    enabled: true,
    threshold_cents: 1_000,
    amount_cents: 2_500,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return driver;
}

describe('1. erasing an account stops every flow of its money (sandbox provider)', () => {
  const clock = testClock(noon('2026-10-05'));
  let t: TestApp;
  let station: string;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
    const made = await partnerStation(t, { prices: { euro95: 2235, diesel: 1799 } });
    station = made.stationId;
    key = await pumpKey(t.app, made.partner.token);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses with a 409 while a refuel is pumping, and changes nothing', async () => {
    clock.set(noon('2026-10-05'));
    const driver = await driverWithMandate(t, 3_000);
    const started = await as(t, driver.token).post('/api/transactions/start', {
      cardId: driver.cardId,
      stationId: station,
    });
    expect(started.statusCode, started.body).toBe(201);
    const refuel = started.json<{ transaction: { id: string } }>().transaction.id;
    expect((await as(t, driver.token).post(`/api/transactions/${refuel}/confirm`)).statusCode).toBe(200);
    const before = await moneyOf(t, driver.userId);

    const preview = await as(t, driver.token).get('/api/me/erasure');
    expect(preview.json()).toMatchObject({ refuel_in_progress: true, open_refuels: 0 });
    const refused = await as(t, driver.token).erase();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'refuel_in_progress',
      message: privacyMessages.refuelInProgress,
    });

    // Still there, still signed in, the same money; the mandate and automatic top-up untouched.
    expect((await as(t, driver.token).get('/me')).statusCode).toBe(200);
    expect(await moneyOf(t, driver.userId)).toEqual(before);
    const [mandate] = await t.database.db
      .select({ status: paymentMandates.status })
      .from(paymentMandates)
      .where(eq(paymentMandates.userId, driver.userId));
    expect(mandate?.status).toBe('valid');
  });

  it('cancels the open refuel, ends the subscription, revokes the mandate and pays the balance back once', async () => {
    clock.set(noon('2026-10-05'));
    const driver = await driverWithMandate(t, 3_605);
    const started = await as(t, driver.token).post('/api/transactions/start', {
      cardId: driver.cardId,
      stationId: station,
    });
    const refuel = started.json<{ transaction: { id: string } }>().transaction.id;
    // € 36,05 + the mandate's verification cent on the balance, € 36,06 of it reserved for the refuel.
    expect(await ledgerSums(t.database.db, driver.userId)).toEqual({
      balanceCents: 3_606,
      availableCents: 0,
    });
    // Under the threshold: the automatic top-up is on its way, as in the reproduction.
    expect(await maybeAutoTopUp(t.app, driver.userId)).toBe(true);

    const preview = (await as(t, driver.token).get('/api/me/erasure')).json();
    expect(preview).toEqual({
      balance_cents: 3_606,
      payout_iban_masked: 'NL69 INGB •••• 6789',
      subscription_status: 'trialing',
      refuel_in_progress: false,
      open_refuels: 1,
      invoices_kept: 0,
    });

    const erased = await as(t, driver.token).erase();
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toMatchObject({
      payout_cents: 3_606,
      payout_iban_masked: 'NL69 INGB •••• 6789',
      subscription_ended: true,
      final_invoice_number: expect.stringMatching(/^FL-2026-\d{6}$/),
    });

    // Everything that used to move money after the erasure, run now and again at the renewal date.
    expect(await maybeAutoTopUp(t.app, driver.userId)).toBe(false);
    await t.app.jobs.runDue();
    const pump = await t.app.inject({
      method: 'POST',
      url: `/api/partner/pumps/transactions/${refuel}/complete`,
      headers: { 'x-api-key': key },
      payload: { liters: 10, amount_cents: 2_235, price_per_l: 2.235 },
    });
    expect(pump.statusCode).toBe(409);
    const afterErasure = await moneyOf(t, driver.userId);
    clock.set(noon('2026-11-06'));
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    clock.set(noon('2026-12-01'));
    await t.app.jobs.runDue();
    expect(await moneyOf(t, driver.userId)).toEqual(afterErasure);

    // The ledger: the reservation released, then the whole balance out as one payout.
    expect(afterErasure.ledger.filter((entry) => entry.kind === 'payout')).toEqual([
      { kind: 'payout', cents: -3_606 },
    ]);
    expect(await ledgerSums(t.database.db, driver.userId)).toEqual({ balanceCents: 0, availableCents: 0 });
    expect(afterErasure.payments.every((payment) => payment.status !== 'open')).toBe(true);
    expect(afterErasure.payments.filter((payment) => payment.sequenceType === 'recurring')).toEqual([]);
    const [payout] = await t.database.db.select().from(payouts).where(eq(payouts.userId, driver.userId));
    expect(payout).toMatchObject({
      reason: 'account_erased',
      amountCents: 3_606,
      ibanMasked: 'NL69 INGB •••• 6789',
      status: 'paid',
      unpaidCents: 0,
      providerReferences: [`sandbox-payout-${payout!.id}`],
    });

    const [refuelRow] = await t.database.db
      .select({ status: fuelTransactions.status })
      .from(fuelTransactions)
      .where(eq(fuelTransactions.id, refuel));
    expect(refuelRow?.status).toBe('cancelled');
    const [mandate] = await t.database.db
      .select({ status: paymentMandates.status })
      .from(paymentMandates)
      .where(eq(paymentMandates.userId, driver.userId));
    expect(mandate?.status).toBe('invalid');
    const [autoTopUp] = await t.database.db
      .select({ enabled: autoTopUps.enabled })
      .from(autoTopUps)
      .where(eq(autoTopUps.userId, driver.userId));
    expect(autoTopUp?.enabled).toBe(false);
    const [subscription] = await t.database.db
      .select({ status: subscriptions.status })
      .from(subscriptions)
      .where(eq(subscriptions.userId, driver.userId));
    expect(subscription?.status).toBe('cancelled');

    // The last invoice states the payout, outside the btw; no invoice run makes another.
    const kept = await t.database.db
      .select({ number: invoices.number, remark: invoices.remark, customer: invoices.customer })
      .from(invoices)
      .where(eq(invoices.userId, driver.userId));
    expect(kept).toHaveLength(1);
    expect(kept[0]!.number).toBe(erased.json().final_invoice_number);
    expect(kept[0]!.remark).toBe(
      'Account verwijderd op 5 okt 2026: je resterende saldo van € 36,06 is teruggestort naar rekening ' +
        'NL69 INGB •••• 6789. Dit bedrag valt buiten de btw.',
    );

    // The confirmation mail went to the address the account had, and says the same.
    const mail = (await t.outbox()).find((text) => text.includes('Je FuelLinq-account is verwijderd'));
    expect(mail).toBeDefined();
    expect(mail).toContain('36,06');
    expect(mail).toContain('NL69 INGB');
  });

  it('charges nothing at the renewal of an erased account whose balance was empty (no new SEPA debit)', async () => {
    clock.set(noon('2026-10-05'));
    const driver = await driverWithMandate(t, 0);
    const [user] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, driver.userId));
    expect(user).toBeDefined();
    const erased = await as(t, driver.token).erase();
    expect(erased.statusCode).toBe(200);
    // The mandate's verification cent was the whole balance.
    expect(erased.json()).toMatchObject({ payout_cents: 1 });
    const afterErasure = await moneyOf(t, driver.userId);
    clock.set(noon('2026-11-06'));
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    expect(await moneyOf(t, driver.userId)).toEqual(afterErasure);
    const charges = await selectRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from subscription_charges where user_id = ${driver.userId}`,
    );
    expect(charges[0]?.n).toBe(0);
  });
});

describe('1. erasing an account at Mollie: the mandate is revoked there, open payments cancelled, the balance refunded', () => {
  let mollie: MollieTestApp;
  let fake: MollieTestApp['fake'];
  let t: TestApp;
  const clock = testClock(noon('2026-10-05'));

  beforeAll(async () => {
    mollie = await mollieTestApp({ now: clock.now });
    ({ t, fake } = mollie);
  });
  afterAll(() => mollie.close());

  const molliePaymentOf = (url: string) => mollie.molliePaymentOf(url)!;

  it('revokes at Mollie, refunds the paid top-ups, and pays back a payment the payer completed after the erasure', async () => {
    const driver = await driverWithCard(t.app);
    const mandate = await as(t, driver.token).post('/api/balance/mandate');
    const first = molliePaymentOf(mandate.json<{ url: string }>().url);
    expect(await fake.setStatus(first.id, 'paid')).toBe(200);
    clock.advance(60_000);
    const topUp = await as(t, driver.token).post('/api/balance/top-ups', { amount_cents: 2_500 });
    expect(await fake.setStatus(molliePaymentOf(topUp.json<{ url: string }>().url).id, 'paid')).toBe(200);
    // A second top-up is still open at Mollie (the payer has the iDEAL page in another tab).
    const open = await as(t, driver.token).post('/api/balance/top-ups', { amount_cents: 1_000 });
    const openAtMollie = molliePaymentOf(open.json<{ url: string }>().url);

    const erased = await as(t, driver.token).erase();
    expect(erased.statusCode, erased.body).toBe(200);
    // Mollie pays back to the accounts the payments came from, not to an account we were merely told of.
    expect(erased.json()).toMatchObject({ payout_cents: 2_501, payout_iban_masked: null });
    await t.app.jobs.runDue();

    // The mandate is revoked at Mollie too.
    expect(fake.mandates.get(first.mandateId!)?.status).toBe('invalid');
    // The balance went back as refunds of the person's own payments, newest first.
    expect(fake.refunds.map((refund) => [refund.paymentId, refund.amount.value])).toEqual([
      [molliePaymentOf(topUp.json<{ url: string }>().url).id, '25.00'],
      [first.id, '0.01'],
    ]);
    const [payout] = await t.database.db
      .select()
      .from(payouts)
      .where(and(eq(payouts.userId, driver.userId), eq(payouts.reason, 'account_erased')));
    expect(payout).toMatchObject({ status: 'sent', amountCents: 2_501, unpaidCents: 0 });
    expect(payout!.providerReferences).toEqual(fake.refunds.map((refund) => refund.id));

    // An iDEAL payment cannot be cancelled at Mollie: the job tries again; the payer pays it after all.
    expect(openAtMollie.status).toBe('open');
    expect(await fake.setStatus(openAtMollie.id, 'paid')).toBe(200);
    expect(await ledgerSums(t.database.db, driver.userId)).toEqual({ balanceCents: 0, availableCents: 0 });
    clock.advance(60 * 60_000);
    await t.app.jobs.runDue();
    expect(fake.refunds.at(-1)).toMatchObject({ paymentId: openAtMollie.id, amount: { value: '10.00' } });
    const late = await t.database.db
      .select()
      .from(payouts)
      .where(and(eq(payouts.userId, driver.userId), eq(payouts.reason, 'paid_after_cancel')));
    expect(late).toHaveLength(1);
    expect(late[0]).toMatchObject({ amountCents: 1_000, status: 'sent' });

    // Replayed jobs and webhooks refund nothing twice.
    const refunds = fake.refunds.length;
    await fake.redeliver(openAtMollie.id);
    clock.advance(60 * 60_000);
    await t.app.jobs.runDue();
    expect(fake.refunds).toHaveLength(refunds);
  });
});
