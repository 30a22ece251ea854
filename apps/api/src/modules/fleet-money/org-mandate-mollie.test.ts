import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgAuditLog, payments } from '../../db/schema/index.ts';
import { type MollieTestApp, mollieTestApp } from '../../test/mollie-app.ts';
import { orgWithMembers, type OrgWithMembers } from '../../test/orgs.ts';
import { injectAs, type TestApp } from '../../test/test-app.ts';

// Issue 24 §5 with Mollie as the configured provider (through the real @mollie/api-client against the local
// stand-in, src/test/mollie-fake.ts): the organisation's first payment makes a Mollie customer for the org
// account and leaves a mandate on the account that paid; its automatic top-up is a recurring direct debit on
// that mandate, credited to the organisation's ledger by its webhook.

let mollie: MollieTestApp;
let t: TestApp;
let fake: MollieTestApp['fake'];
let org: OrgWithMembers;

beforeAll(async () => {
  mollie = await mollieTestApp();
  ({ t, fake } = mollie);
  org = await orgWithMembers(t);
});
afterAll(() => mollie.close());

const molliePaymentOf = (url: string) => mollie.molliePaymentOf(url);

describe('the organisation’s automatic top-up through a Mollie mandate', () => {
  it('sets the mandate up with a first payment of the org account, then charges it by direct debit', async () => {
    const base = `/api/orgs/${org.orgId}`;
    const started = await injectAs(t.app, org.owner.token, {
      method: 'POST',
      url: `${base}/balance/mandate`,
    });
    expect(started.statusCode, started.body).toBe(201);
    const { url, payment } = started.json<{ url: string; payment: { id: string } }>();
    const first = molliePaymentOf(url);
    expect(first).toMatchObject({ sequenceType: 'first', amount: { value: '0.01' } });
    expect(first?.redirectUrl).toBe(`http://fuellinq.test/app/betaling/${payment.id}?org=${org.orgId}`);
    expect(fake.requests.filter((request) => request.path === '/v2/customers').at(-1)).toMatchObject({
      idempotencyKey: `fuellinq-customer-${org.accountUserId}`,
    });

    // Mollie says paid: the mandate is the account that paid, on the organisation, in its audit.
    expect(await fake.setStatus(first!.id, 'paid')).toBe(200);
    const get = (url: string) => injectAs(t.app, org.owner.token, { method: 'GET', url });
    expect((await get(`${base}/balance`)).json()).toMatchObject({
      balance_cents: 1,
      mandate: { status: 'valid', iban_masked: 'NL55 INGB •••• 0000' },
    });
    const [audit] = await t.database.db
      .select()
      .from(orgAuditLog)
      .where(and(eq(orgAuditLog.orgId, org.orgId), eq(orgAuditLog.action, 'balance.mandate')));
    expect(audit).toMatchObject({
      actorUserId: org.owner.userId,
      after: { status: 'valid', iban_masked: 'NL55 INGB •••• 0000' },
    });

    // On, with € 0,01 under the threshold: a recurring payment on the organisation's mandate.
    const saved = await injectAs(t.app, org.owner.token, {
      method: 'PUT',
      url: `${base}/balance/auto-top-up`,
      payload: { enabled: true, threshold_cents: 1_000, amount_cents: 2_500 },
    });
    expect(saved.statusCode).toBe(200);
    await t.app.jobs.runDue();
    const [charge] = await t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, org.accountUserId), eq(payments.sequenceType, 'recurring')));
    const recurring = fake.payments.get(charge!.providerPaymentId!);
    expect(recurring).toMatchObject({
      sequenceType: 'recurring',
      status: 'pending',
      customerId: first!.customerId,
      mandateId: first!.mandateId,
    });
    expect(await fake.setStatus(recurring!.id, 'paid')).toBe(200);
    expect((await get(`${base}/balance`)).json()).toMatchObject({ balance_cents: 2_501 });
  });
});
