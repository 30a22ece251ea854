import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceLedger, orgAuditLog, payments } from '../../db/schema/index.ts';
import { decideSandboxPayment } from '../../test/balance-fixtures.ts';
import { insertCompanyCard, startWith } from '../../test/fleet-rules.ts';
import {
  expectError,
  orgWithMembers,
  type OrgWithMembers,
  requestAs,
  type RequestArgs,
} from '../../test/orgs.ts';
import { fundBalance, ledgerSums, partnerStation, pumpKey, testClock } from '../../test/refuels.ts';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app.ts';

// Issue 24 §5: the organisation's automatic top-up on a mandate. A manager sets the mandate up with the
// private flow's first payment (€ 0,01, the org account paying), switches automatic top-up on, and a company
// refuel that takes the balance under the threshold is followed by a charge on the organisation's mandate,
// booked on the organisation's ledger — never on a member's.

const clock = testClock('2026-11-25T11:00:00Z');
let t: TestApp;
let org: OrgWithMembers;
let stationId: string;
let key: string;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' }, { now: clock.now });
  org = await orgWithMembers(t);
  const station = await partnerStation(t);
  stationId = station.stationId;
  key = await pumpKey(t.app, station.partner.token);
  await fundBalance(t.database.db, org.accountUserId, 6_000);
  base = `/api/orgs/${org.orgId}`;
});
afterAll(() => t.close());

const as = (...args: RequestArgs) => requestAs(t, ...args);

const auditOf = (action: string) =>
  t.database.db
    .select()
    .from(orgAuditLog)
    .where(and(eq(orgAuditLog.orgId, org.orgId), eq(orgAuditLog.action, action)));

const chargesOf = (userId: string) =>
  t.database.db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.sequenceType, 'recurring')));

const ledgerOf = (userId: string) =>
  t.database.db.select().from(balanceLedger).where(eq(balanceLedger.userId, userId));

describe('the organisation’s mandate: who may set it up', () => {
  it('lets owners and managers start it; the accountant and a driver get 403, outsiders 404', async () => {
    for (const person of [org.accountant, org.driver])
      expectError(await as(person, 'POST', `${base}/balance/mandate`), 403, 'forbidden');
    for (const person of [org.outsider, org.stranger])
      expectError(await as(person, 'POST', `${base}/balance/mandate`), 404, 'not_found');
    expectError(await as(org.owner, 'POST', '/api/orgs/geen-id/balance/mandate'), 404, 'not_found');
    expectError(
      await as(org.owner, 'POST', `/api/orgs/${org.outsider.orgId}/balance/mandate`),
      404,
      'not_found',
    );
    // Refused starts made no payment at all.
    const made = await t.database.db.select().from(payments).where(eq(payments.userId, org.accountUserId));
    expect(made.filter((row) => row.purpose === 'mandate')).toHaveLength(0);
    // The owner may: a first payment of the organisation's account.
    const started = await as(org.owner, 'POST', `${base}/balance/mandate`);
    expect(started.statusCode).toBe(201);
    expect(started.json().payment).toMatchObject({ purpose: 'mandate', amount_cents: 1, status: 'open' });
  });

  it('lets owners and managers read the organisation’s payments for the return page, and no one else', async () => {
    const started = await as(org.manager, 'POST', `${base}/balance/top-ups`, { amount_cents: 2_500 });
    const paymentId = started.json().payment.id as string;
    const url = `${base}/balance/payments/${paymentId}`;
    for (const person of [org.owner, org.manager])
      expect((await as(person, 'GET', url)).json()).toMatchObject({ id: paymentId, status: 'open' });
    for (const person of [org.accountant, org.driver])
      expectError(await as(person, 'GET', url), 403, 'forbidden');
    for (const person of [org.outsider, org.stranger])
      expectError(await as(person, 'GET', url), 404, 'not_found');
    // It is the organisation's, not the manager's own; and a member's private payment is not the organisation's.
    expectError(await as(org.manager, 'GET', `/api/payments/${paymentId}`), 404, 'not_found');
    const own = await as(org.manager, 'POST', '/api/balance/top-ups', { amount_cents: 2_500 });
    expectError(
      await as(org.manager, 'GET', `${base}/balance/payments/${own.json().payment.id}`),
      404,
      'not_found',
    );
    expectError(await as(org.manager, 'GET', `${base}/balance/payments/geen-id`), 400);
  });

  it('refuses bad input with a Dutch 400, and an Idempotency-Key that is none', async () => {
    for (const body of [
      { enabled: 'ja', threshold_cents: 5_000, amount_cents: 10_000 },
      { enabled: true, threshold_cents: -1, amount_cents: 10_000 },
      { enabled: true, threshold_cents: 5_000, amount_cents: 500 },
      { enabled: true, threshold_cents: 5_000, amount_cents: 100_000 },
      { enabled: true, threshold_cents: 50.5, amount_cents: 10_000 },
      { enabled: true },
    ])
      expectError(await as(org.manager, 'PUT', `${base}/balance/auto-top-up`, body), 400);
    expectError(
      await as(org.manager, 'POST', `${base}/balance/mandate`, undefined, { 'idempotency-key': 'kort' }),
      400,
    );
  });
});

describe('automatic top-up of the organisation', () => {
  it('runs from the first payment through the demo checkout to a charge on the organisation’s ledger after a company refuel', async () => {
    const settings = { enabled: true, threshold_cents: 5_000, amount_cents: 20_000 };
    // Without a mandate it cannot be switched on.
    expectError(await as(org.manager, 'PUT', `${base}/balance/auto-top-up`, settings), 409, 'no_mandate');

    // The manager starts the first payment: on the org account, back to /app/fleet, once per key.
    const headers = { 'idempotency-key': 'org-mandate-1' };
    const started = await as(org.manager, 'POST', `${base}/balance/mandate`, undefined, headers);
    expect(started.statusCode).toBe(201);
    const again = await as(org.manager, 'POST', `${base}/balance/mandate`, undefined, headers);
    expect(again.json().payment.id).toBe(started.json().payment.id);
    const { url, payment } = started.json<{ url: string; payment: { id: string; return_path: string } }>();
    expect(payment.return_path).toBe('/app/fleet');
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({ userId: org.accountUserId, purpose: 'mandate', sequenceType: 'first' });

    // Paid at the demo checkout, which sends the manager back to the return page for the organisation.
    const decided = await decideSandboxPayment(t.app, url);
    expect(decided.statusCode).toBe(200);
    expect(decided.json().redirect_url).toBe(`/app/betaling/${payment.id}?org=${org.orgId}`);
    expect((await as(org.manager, 'GET', `${base}/balance/payments/${payment.id}`)).json()).toMatchObject({
      id: payment.id,
      purpose: 'mandate',
      status: 'paid',
      return_path: '/app/fleet',
    });
    // The organisation has a valid mandate and the cent; the manager has none.
    expect((await as(org.accountant, 'GET', `${base}/balance/auto-top-up`)).json()).toMatchObject({
      mandate: { status: 'valid' },
    });
    expect((await as(org.accountant, 'GET', `${base}/balance`)).json()).toMatchObject({
      balance_cents: 6_001,
    });
    expect((await as(org.manager, 'GET', '/api/balance')).json()).toMatchObject({
      balance_cents: 0,
      mandate: null,
    });
    const mandateAudit = await auditOf('balance.mandate');
    expect(mandateAudit).toHaveLength(1);
    expect(mandateAudit[0]).toMatchObject({
      actorUserId: org.manager.userId,
      after: { status: 'valid' },
    });

    // Now it switches on (in the audit); € 60,01 is above € 50: nothing is charged yet.
    const saved = await as(org.manager, 'PUT', `${base}/balance/auto-top-up`, settings);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ auto_top_up: settings, mandate: { status: 'valid' } });
    expect((await auditOf('balance.auto_top_up')).at(-1)).toMatchObject({
      actorUserId: org.manager.userId,
      after: settings,
    });
    await t.app.jobs.runDue();
    expect(await chargesOf(org.accountUserId)).toHaveLength(0);

    // A company refuel: € 50 reserved, confirmed, € 35,98 of diesel fuelled.
    const cardId = await insertCompanyCard(t.database.db, {
      orgId: org.orgId,
      accountUserId: org.accountUserId,
      driverUserId: org.driver.userId,
    });
    const start = await startWith(t.app, org.driver.token, {
      cardId,
      stationId,
      max_amount_cents: 5_000,
      fuel_type: 'diesel',
    });
    expect(start.statusCode).toBe(201);
    const id = start.json().transaction.id as string;
    await injectAs(t.app, org.driver.token, { method: 'POST', url: `/api/transactions/${id}/confirm` });
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/partner/pumps/transactions/${id}/complete`,
      payload: { liters: 20, amount_cents: 3_598, price_per_l: 1.799 },
      headers: { 'x-api-key': key },
    });
    expect(done.statusCode).toBe(200);

    // The automatic top-up job runs: one charge on the organisation's mandate, paid into its ledger.
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    const charges = await chargesOf(org.accountUserId);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ status: 'paid', amountCents: 20_000, purpose: 'top_up' });
    expect(await ledgerSums(t.database.db, org.accountUserId)).toEqual({
      balanceCents: 6_001 - 3_598 + 20_000,
      availableCents: 6_001 - 3_598 + 20_000,
    });
    const credit = (await ledgerOf(org.accountUserId)).find((entry) => entry.reference === charges[0]!.id);
    expect(credit).toMatchObject({ kind: 'top_up', description: 'Automatisch opwaarderen' });
    // No member's private ledger or payments moved.
    for (const person of [org.owner, org.manager, org.driver]) {
      expect(await ledgerOf(person.userId)).toHaveLength(0);
      expect(await chargesOf(person.userId)).toHaveLength(0);
    }
    // Back above the threshold: nothing more is charged.
    await t.app.jobs.runDue();
    expect(await chargesOf(org.accountUserId)).toHaveLength(1);
  });
});
