import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceLedger, jobs, subscriptionCharges } from '../../db/schema/index.ts';
import { selectRows } from '../../lib/sql-rows.ts';
import { decideSandboxPayment } from '../../test/balance-fixtures.ts';
import { driverWithCard, fundBalance, ledgerSums, testClock } from '../../test/refuels.ts';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';

// The subscription as its owner meets it: a free month from the first card, then € 2,50 a month from the
// balance (or the mandate), renewed by the job runner on a clock the test moves. Dates cross month ends
// and leap years; a failed charge is retried after 1, 3 and 7 days; two runners never charge twice.

const subscriptionOf = async (t: TestApp, token: string) =>
  (await injectAs(t.app, token, { method: 'GET', url: '/api/billing/subscription' })).json();

const post = (t: TestApp, token: string, url: string, payload?: object) =>
  injectAs(t.app, token, { method: 'POST', url, ...(payload ? { payload } : {}) });

async function chargesOf(t: TestApp, userId: string) {
  return t.database.db
    .select({ periodStart: subscriptionCharges.periodStart, status: subscriptionCharges.status })
    .from(subscriptionCharges)
    .where(eq(subscriptionCharges.userId, userId))
    .orderBy(subscriptionCharges.periodStart);
}

async function feesOf(t: TestApp, userId: string) {
  return selectRows<{ n: number; total: number }>(
    t.database.db,
    sql`select count(*)::int as n, coalesce(sum(balance_delta_cents), 0)::int as total from balance_ledger
         where user_id = ${userId} and kind = 'subscription_fee'`,
  ).then((rows) => rows[0]!);
}

/** Noon in Amsterdam on a date (UTC+1 in winter, +2 in summer: 10:00Z is noon or 11:00 either way). */
const noon = (date: string) => `${date}T10:00:00Z`;

describe('the free month and the monthly charge', () => {
  const clock = testClock(noon('2026-01-31'));
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
  });
  afterAll(async () => {
    await t.close();
  });

  it('has no subscription before the first card', async () => {
    const { token } = await import('../../test/test-app.ts').then((m) => m.registerUser(t.app));
    expect(await subscriptionOf(t, token)).toMatchObject({
      status: 'none',
      next_charge_on: null,
      history: [],
    });
  });

  it('starts the trial with the first card on 31 January and charges on 28 February, then on 31 March', async () => {
    clock.set(noon('2026-01-31'));
    const driver = await driverWithCard(t.app);
    expect(await subscriptionOf(t, driver.token)).toMatchObject({
      status: 'trialing',
      started_on: '2026-01-31',
      trial_ends_on: '2026-02-27',
      next_charge_on: '2026-02-28',
      next_charge_cents: 250,
      cancel_at_period_end: false,
    });
    await fundBalance(t.database.db, driver.userId, 1_000);

    clock.set(noon('2026-02-27'));
    await t.app.jobs.runDue();
    expect((await subscriptionOf(t, driver.token)).status).toBe('trialing');
    expect(await feesOf(t, driver.userId)).toEqual({ n: 0, total: 0 });

    clock.set(noon('2026-02-28'));
    await t.app.jobs.runDue();
    const active = await subscriptionOf(t, driver.token);
    expect(active).toMatchObject({
      status: 'active',
      trial_ends_on: null,
      current_period_start: '2026-02-28',
      current_period_end: '2026-03-30',
      next_charge_on: '2026-03-31',
      payment_method: { kind: 'balance' },
    });
    expect(active.history.map((event: { kind: string }) => event.kind)).toEqual(['charged', 'trial_started']);
    expect(await feesOf(t, driver.userId)).toEqual({ n: 1, total: -250 });
    expect(await ledgerSums(t.database.db, driver.userId)).toEqual({
      balanceCents: 750,
      availableCents: 750,
    });

    clock.set(noon('2026-03-31'));
    await t.app.jobs.runDue();
    expect(await subscriptionOf(t, driver.token)).toMatchObject({ next_charge_on: '2026-04-30' });
    expect(await feesOf(t, driver.userId)).toEqual({ n: 2, total: -500 });

    const mail = (await t.outbox()).join('\n');
    expect(mail).toContain('Je gratis proefmaand bij FuelLinq is gestart');
    expect(mail).toContain('Subject: Je FuelLinq-abonnement is betaald');
  });

  it('gives a trial started on 31 January of a leap year until 28 February, charging on the 29th', async () => {
    clock.set(noon('2028-01-31'));
    const driver = await driverWithCard(t.app);
    expect(await subscriptionOf(t, driver.token)).toMatchObject({
      trial_ends_on: '2028-02-28',
      next_charge_on: '2028-02-29',
    });
    await fundBalance(t.database.db, driver.userId, 500);
    clock.set(noon('2028-02-29'));
    await t.app.jobs.runDue();
    expect(await subscriptionOf(t, driver.token)).toMatchObject({
      status: 'active',
      current_period_start: '2028-02-29',
      next_charge_on: '2028-03-31',
    });
  });

  it('ends a subscription cancelled on the last day of its period, without charging, and keeps resumes charging', async () => {
    clock.set(noon('2026-05-15'));
    const leaving = await driverWithCard(t.app);
    const staying = await driverWithCard(t.app);
    await fundBalance(t.database.db, leaving.userId, 1_000);
    await fundBalance(t.database.db, staying.userId, 1_000);

    clock.set(noon('2026-06-14'));
    const cancelled = await post(t, leaving.token, '/api/billing/subscription/cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'trialing',
      cancel_at_period_end: true,
      next_charge_on: null,
    });
    expect((await post(t, staying.token, '/api/billing/subscription/cancel')).statusCode).toBe(200);
    const resumed = await post(t, staying.token, '/api/billing/subscription/resume');
    expect(resumed.json()).toMatchObject({ cancel_at_period_end: false, next_charge_on: '2026-06-15' });

    clock.set(noon('2026-06-15'));
    await t.app.jobs.runDue();
    expect(await subscriptionOf(t, leaving.token)).toMatchObject({
      status: 'cancelled',
      next_charge_on: null,
    });
    expect(await feesOf(t, leaving.userId)).toEqual({ n: 0, total: 0 });
    expect(await subscriptionOf(t, staying.token)).toMatchObject({
      status: 'active',
      next_charge_on: '2026-07-15',
    });
    expect(await feesOf(t, staying.userId)).toEqual({ n: 1, total: -250 });

    // Over: it can be neither cancelled nor resumed again.
    expect((await post(t, leaving.token, '/api/billing/subscription/resume')).statusCode).toBe(409);
    expect((await post(t, leaving.token, '/api/billing/subscription/cancel')).statusCode).toBe(409);
  });

  it('goes past_due without money, retries after 1, 3 and 7 days, then cancels', async () => {
    clock.set(noon('2026-08-01'));
    const broke = await driverWithCard(t.app);
    clock.set(noon('2026-09-01'));
    await t.app.jobs.runDue();
    expect(await subscriptionOf(t, broke.token)).toMatchObject({
      status: 'past_due',
      next_retry_on: '2026-09-02',
      payment_method: { kind: 'none' },
    });
    const retries: [string, string | null, string][] = [
      ['2026-09-02', '2026-09-04', 'past_due'],
      ['2026-09-04', '2026-09-08', 'past_due'],
      ['2026-09-08', null, 'cancelled'],
    ];
    for (const [day, next, status] of retries) {
      clock.set(noon(day));
      await t.app.jobs.runDue();
      expect(await subscriptionOf(t, broke.token)).toMatchObject({ status, next_retry_on: next });
    }
    expect(await chargesOf(t, broke.userId)).toEqual([{ periodStart: '2026-09-01', status: 'failed' }]);
    const [charge] = await t.database.db
      .select()
      .from(subscriptionCharges)
      .where(eq(subscriptionCharges.userId, broke.userId));
    expect(charge!.attempts).toBe(4);
    const mail = (await t.outbox()).join('\n');
    expect(mail).toContain('Betaling van je FuelLinq-abonnement mislukt');
    expect(mail).toContain('Subject: Je FuelLinq-abonnement is gestopt: betaling niet gelukt');
  });

  it('is active again after a retry that the balance now covers, the period kept from the renewal date', async () => {
    clock.set(noon('2026-10-10'));
    const late = await driverWithCard(t.app);
    clock.set(noon('2026-11-10'));
    await t.app.jobs.runDue();
    expect((await subscriptionOf(t, late.token)).status).toBe('past_due');
    await fundBalance(t.database.db, late.userId, 300);
    clock.set(noon('2026-11-11'));
    await t.app.jobs.runDue();
    expect(await subscriptionOf(t, late.token)).toMatchObject({
      status: 'active',
      current_period_start: '2026-11-10',
      next_charge_on: '2026-12-10',
      next_retry_on: null,
    });
  });

  it('charges through the mandate when the balance is short (sandbox recurring payment)', async () => {
    clock.set(noon('2026-03-03'));
    const driver = await driverWithCard(t.app);
    const checkout = await post(t, driver.token, '/api/billing/checkout', {});
    expect(checkout.statusCode, checkout.body).toBe(200);
    const { url } = checkout.json<{ url: string }>();
    expect((await decideSandboxPayment(t.app, url)).statusCode).toBe(200);
    expect((await subscriptionOf(t, driver.token)).payment_method.kind).toBe('mandate');

    clock.set(noon('2026-04-03'));
    await t.app.jobs.runDue();
    expect(await subscriptionOf(t, driver.token)).toMatchObject({
      status: 'active',
      next_charge_on: '2026-05-03',
    });
    // The cent of the verification stays; the € 2,50 came in by direct debit and went to the period.
    expect(await ledgerSums(t.database.db, driver.userId)).toEqual({ balanceCents: 1, availableCents: 1 });
    expect(await feesOf(t, driver.userId)).toEqual({ n: 1, total: -250 });
  });

  it("answers 'Checkout mislukt' when no bank account is linked, and the portal is our own page", async () => {
    const { registerUser } = await import('../../test/test-app.ts');
    const { token } = await registerUser(t.app);
    const failed = await post(t, token, '/api/billing/checkout', {});
    expect(failed.statusCode).toBe(409);
    expect(failed.json()).toMatchObject({ error: 'checkout_failed', message: 'Checkout mislukt' });
    const bad = await post(t, token, '/api/billing/checkout', { return_path: '//evil.example' });
    expect(bad.statusCode).toBe(400);
    const portal = await post(t, token, '/api/billing/portal');
    expect(portal.json()).toEqual({ url: '/app/subscription' });
    expect((await post(t, token, '/api/billing/subscription/cancel')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/billing/subscription' })).statusCode).toBe(401);
  });
});

describe('a clock moved forward through a year', () => {
  it('charges every month exactly once, on the anchor day or the last day of a shorter month', async () => {
    const clock = testClock(noon('2026-01-31'));
    const t = await createTestApp({}, { now: clock.now });
    try {
      const driver = await driverWithCard(t.app);
      await fundBalance(t.database.db, driver.userId, 5_000);
      // Every tenth day for a year (a renewal may run up to nine days late; the periods stay put).
      for (let day = 0; day <= 370; day += 10) {
        clock.set(new Date(Date.parse(noon('2026-01-31')) + day * 86_400_000).toISOString());
        await t.app.jobs.runDue();
      }
      expect((await chargesOf(t, driver.userId)).map((charge) => charge.periodStart)).toEqual([
        '2026-02-28',
        '2026-03-31',
        '2026-04-30',
        '2026-05-31',
        '2026-06-30',
        '2026-07-31',
        '2026-08-31',
        '2026-09-30',
        '2026-10-31',
        '2026-11-30',
        '2026-12-31',
        '2027-01-31',
      ]);
      expect(await feesOf(t, driver.userId)).toEqual({ n: 12, total: -3_000 });
      expect(await subscriptionOf(t, driver.token)).toMatchObject({
        status: 'active',
        next_charge_on: '2027-02-28',
      });
    } finally {
      await t.close();
    }
  });

  it('catches up a year at once after a server that slept, one charge per period', async () => {
    const clock = testClock(noon('2027-03-31'));
    const t = await createTestApp({}, { now: clock.now });
    try {
      const driver = await driverWithCard(t.app);
      await fundBalance(t.database.db, driver.userId, 5_000);
      clock.set(noon('2028-03-30'));
      await t.app.jobs.runDue(500);
      const periods = (await chargesOf(t, driver.userId)).map((charge) => charge.periodStart);
      expect(periods).toHaveLength(11);
      expect(periods).toContain('2028-02-29');
      expect(new Set(periods).size).toBe(11);
    } finally {
      await t.close();
    }
  });
});

describe('renewal jobs with two runners competing', () => {
  it('charge once, and never again after a restart', async () => {
    const clock = testClock(noon('2026-04-30'));
    const database = await createTestDatabase();
    const a = await createTestApp({}, { database, now: clock.now });
    const b = await createTestApp({}, { database, now: clock.now });
    try {
      const drivers = [await driverWithCard(a.app), await driverWithCard(a.app), await driverWithCard(a.app)];
      for (const driver of drivers) await fundBalance(database.db, driver.userId, 1_000);
      clock.set(noon('2026-05-30'));
      await Promise.all([a.app.jobs.runDue(), b.app.jobs.runDue(), a.app.jobs.runDue(), b.app.jobs.runDue()]);
      await b.app.close();
      const c = await createTestApp({}, { database, now: clock.now });
      clock.advance(2 * 3_600_000);
      await c.app.jobs.runDue();
      await c.app.close();
      for (const driver of drivers) {
        const fees = await database.db
          .select()
          .from(balanceLedger)
          .where(and(eq(balanceLedger.userId, driver.userId), eq(balanceLedger.kind, 'subscription_fee')));
        expect(fees).toHaveLength(1);
        expect((await ledgerSums(database.db, driver.userId)).balanceCents).toBe(750);
      }
      const renewals = await database.db
        .select({ status: jobs.status, attempts: jobs.attempts })
        .from(jobs)
        .where(sql`${jobs.kind} = 'billing.renew'`);
      expect(renewals).toHaveLength(3);
      expect(renewals.every((job) => job.status === 'done' && job.attempts === 1)).toBe(true);
    } finally {
      await a.app.close().catch(() => {});
      await database.close();
    }
  });
});
