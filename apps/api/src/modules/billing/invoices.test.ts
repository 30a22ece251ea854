import { billingMessages } from '@fuellinq/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/database.ts';
import { auditLog, billingProfiles, invoices, users } from '../../db/schema/index.ts';
import { selectRows } from '../../lib/sql-rows.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { driverWithCard, fundBalance, partnerStation, pumpKey, testClock } from '../../test/refuels.ts';
import { createTestApp, injectAs, registerUser, signInWithRole, type TestApp } from '../../test/test-app.ts';
import { createLedger } from '../ledger/ledger.service.ts';
import { billingServicesFor } from './billing.routes.ts';

// Invoices as the account holder reads them: one per month from the run on the 1st, every refuel and
// the subscription on its own line with its own btw, numbers without gaps or doubles however many runs
// race, the legal fields in the PDF, a credit note for a refund, and nobody else's invoice.

const noon = (date: string) => `${date}T10:00:00Z`;
const clock = testClock(noon('2026-03-10'));
let t: TestApp;
let stationId: string;
let key: string;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  const station = await partnerStation(t, { title: 'Tinq Teststraat', city: 'Utrecht' });
  stationId = station.stationId;
  key = await pumpKey(t.app, station.partner.token);
});
afterAll(async () => {
  await t.close();
});

const get = (token: string, url: string) => injectAs(t.app, token, { method: 'GET', url });

/** A refuel as the driver and the pump make it: start, confirm, and the pump's completion. */
async function refuel(
  token: string,
  cardId: string,
  fill: { liters: number; amount_cents: number; price_per_l: number },
  fuel_type = 'euro95',
) {
  const started = await injectAs(t.app, token, {
    method: 'POST',
    url: '/api/transactions/start',
    payload: { cardId, stationId, fuel_type },
  });
  expect(started.statusCode, started.body).toBe(201);
  const id = started.json().transaction.id as string;
  await injectAs(t.app, token, { method: 'POST', url: `/api/transactions/${id}/confirm` });
  const done = await t.app.inject({
    method: 'POST',
    url: `/api/partner/pumps/transactions/${id}/complete`,
    payload: fill,
    headers: { 'x-api-key': key },
  });
  expect(done.statusCode, done.body).toBe(200);
  return id;
}

describe('the monthly invoice', () => {
  let business: Awaited<ReturnType<typeof driverWithCard>>;
  let refuelId: string;
  let invoiceId: string;

  it('bills every refuel and the subscription on lines with their own btw; the totals add the lines', async () => {
    clock.set(noon('2026-03-10'));
    business = await driverWithCard(t.app);
    await t.database.db
      .update(users)
      .set({
        accountType: 'business',
        companyName: 'Vloot & Co B.V.',
        kvkNumber: '12345678',
        vatId: 'NL123456789B01',
      })
      .where(eq(users.id, business.userId));
    await t.database.db
      .insert(billingProfiles)
      .values({ userId: business.userId, street: 'Kanaalweg 12', postcode: '3526 KL', city: 'Utrecht' });
    await fundBalance(t.database.db, business.userId, 20_000);
    clock.set(noon('2026-04-08'));
    refuelId = await refuel(business.token, business.cardId, {
      liters: 30.12,
      amount_cents: 6_623,
      price_per_l: 2.199,
    });
    clock.set(noon('2026-04-10'));
    await t.app.jobs.runDue(); // the trial ends: € 2,50 from the balance for 10 April – 9 May
    clock.set(noon('2026-04-20'));
    // Diesel at the station's € 1,799 (the pump completes at the posted price of the refuel's fuel).
    await refuel(
      business.token,
      business.cardId,
      { liters: 10, amount_cents: 1_799, price_per_l: 1.799 },
      'diesel',
    );

    clock.set('2026-05-01T03:00:00Z');
    await t.app.jobs.runDue();
    const list = await get(business.token, '/api/invoices');
    expect(list.statusCode).toBe(200);
    const april = list.json().find((row: { period_start: string }) => row.period_start === '2026-04-01');
    // 6.623 → 5.474 + 1.149; 1.799 → 1.487 + 312; 250 → 207 + 43.
    expect(april).toMatchObject({
      date: '2026-05-01',
      amount: 8_672,
      amount_excl_vat: 7_168,
      vat_amount: 1_504,
      status: 'paid',
      document: 'factuur',
      pdf_url: `/api/invoices/${april.id}/pdf`,
    });
    expect(april.number).toMatch(/^FL-2026-\d{6}$/);
    invoiceId = april.id;

    const detail = (await get(business.token, `/api/invoices/${invoiceId}`)).json();
    expect(
      detail.lines.map(
        (line: { kind: string; amount_excl_vat: number; vat_amount: number; amount_incl_vat: number }) => [
          line.kind,
          line.amount_excl_vat,
          line.vat_amount,
          line.amount_incl_vat,
        ],
      ),
    ).toEqual([
      ['refuel', 5_474, 1_149, 6_623],
      ['subscription', 207, 43, 250],
      ['refuel', 1_487, 312, 1_799],
    ]);
    expect(detail.lines[0]).toMatchObject({
      date: '2026-04-08',
      station: 'Tinq Teststraat, Utrecht',
      fuel: 'Euro95',
      liters: 30.12,
      unit_price_excl_vat_tenths: 1_817, // € 2,199 / 1,21 = € 1,8174
      vat_rate: 21,
    });
    expect(detail.vat_breakdown).toEqual([{ rate: 21, amount_excl_vat: 7_168, vat_amount: 1_504 }]);
    expect(detail.customer).toEqual({
      name: 'Vloot & Co B.V.',
      address: 'Kanaalweg 12, 3526 KL Utrecht',
      kvk: '12345678',
      vat_id: 'NL123456789B01',
      business: true,
    });

    // Once a month: running again (another runner, a restart) makes no second invoice.
    await billingServicesFor(t.app).invoices.runMonth('2026-05-01');
    const again = (await get(business.token, '/api/invoices')).json();
    expect(again.filter((row: { period_start: string }) => row.period_start === '2026-04-01')).toHaveLength(
      1,
    );
  });

  it('prints every legal field in the PDF', async () => {
    const pdf = await get(business.token, `/api/invoices/${invoiceId}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(pdf.rawPayload);
    const number = (await get(business.token, `/api/invoices/${invoiceId}`)).json().number as string;
    for (const field of [
      `Factuur ${number}`,
      'FuelLinq B.V.',
      'Piet Heinkade 55, 1019 GM Amsterdam',
      '91735264',
      'NL865912378B01',
      'Vloot & Co B.V.',
      'Kanaalweg 12, 3526 KL Utrecht',
      '12345678',
      'NL123456789B01',
      '1 mei 2026',
      'Leveringsperiode',
      'Teststraat, Utrecht',
      '€ 71,68',
      '€ 15,04',
      '€ 86,72',
    ]) {
      expect(text, field).toContain(field);
    }
  });

  it('makes a credit note when an admin refunds an invoiced refuel, referring to the invoice', async () => {
    clock.set(noon('2026-05-03'));
    const admin = await signInWithRole(t, 'admin');
    const refund = (amount: number, reason = 'Pomp telde te veel', token = admin.token, id = refuelId) =>
      injectAs(t.app, token, {
        method: 'POST',
        url: `/api/admin/refuels/${id}/refund`,
        payload: { amount_cents: amount, reason },
      });
    // Only an admin, only what the refuel cost, only a refuel that exists.
    expect((await refund(1_000, 'ik wil geld', business.token)).statusCode).toBe(403);
    const tooHigh = await refund(6_624);
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json()).toMatchObject({ message: billingMessages.refundTooHigh });
    const unknown = await refund(
      1_000,
      'Pomp telde te veel',
      admin.token,
      '00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'not_found', message: billingMessages.refuelNotFound });
    const balanceBefore = (await get(business.token, '/api/balance')).json().balance_cents;

    const done = await refund(1_000);
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toMatchObject({
      refund_cents: 1_000,
      credit_note: { number: expect.stringMatching(/^FL-2026-\d{6}$/) },
    });
    expect((await get(business.token, '/api/balance')).json().balance_cents).toBe(balanceBefore + 1_000);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'refuel.refund'), eq(auditLog.entityId, refuelId)));
    expect(audit).toMatchObject({
      actorUserId: admin.user.id,
      details: { amount_cents: 1_000, reason: 'Pomp telde te veel' },
    });
    const list = (await get(business.token, '/api/invoices')).json();
    const credit = list.find((row: { kind: string }) => row.kind === 'credit_note');
    const original = list.find((row: { id: string }) => row.id === invoiceId);
    expect(credit).toMatchObject({
      amount: -1_000,
      amount_excl_vat: -826,
      vat_amount: -174,
      document: 'creditnota',
      credits_invoice_number: original.number,
    });
    expect(original.status).toBe('credited');
    // Once per refuel.
    const again = await refund(1_000, 'nog eens');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'already_refunded',
      message: billingMessages.alreadyRefunded,
    });
    const { text } = await pdfText((await get(business.token, `/api/invoices/${credit.id}/pdf`)).rawPayload);
    expect(text).toContain(`Creditnota ${credit.number}`);
    expect(text).toContain(`Crediteert factuur`);
    expect(text).toContain(original.number);
  });

  it('pays back a refuel not invoiced yet at once, without a credit note: the coming invoice carries it', async () => {
    clock.set(noon('2026-05-05'));
    const admin = await signInWithRole(t, 'admin');
    const driver = await driverWithCard(t.app);
    await fundBalance(t.database.db, driver.userId, 10_000);
    const id = await refuel(driver.token, driver.cardId, {
      liters: 10,
      amount_cents: 2_199,
      price_per_l: 2.199,
    });
    const before = (await get(driver.token, '/api/balance')).json().balance_cents;
    const done = await injectAs(t.app, admin.token, {
      method: 'POST',
      url: `/api/admin/refuels/${id}/refund`,
      payload: { amount_cents: 2_199, reason: 'Dubbel afgeschreven' },
    });
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toEqual({ refund_cents: 2_199, credit_note: null });
    expect((await get(driver.token, '/api/balance')).json().balance_cents).toBe(before + 2_199);
  });

  it("titles a consumer's invoice a statement (Overzicht), same figures", async () => {
    clock.set(noon('2026-05-04'));
    const consumer = await driverWithCard(t.app);
    await fundBalance(t.database.db, consumer.userId, 10_000);
    await refuel(consumer.token, consumer.cardId, { liters: 20, amount_cents: 4_398, price_per_l: 2.199 });
    clock.set('2026-06-01T03:00:00Z');
    await t.app.jobs.runDue();
    const [may] = (await get(consumer.token, '/api/invoices?from=2026-05&to=2026-05')).json();
    expect(may).toMatchObject({
      document: 'overzicht',
      amount: 4_398,
      amount_excl_vat: 3_635,
      vat_amount: 763,
    });
    const { text } = await pdfText((await get(consumer.token, `/api/invoices/${may.id}/pdf`)).rawPayload);
    expect(text).toContain(`Overzicht ${may.number}`);
    expect(text).not.toContain('KvK-nummer 1');
  });

  it("answers 404 for another user's invoice and 400 for bad input", async () => {
    const stranger = await registerUser(t.app);
    expect((await get(stranger.token, `/api/invoices/${invoiceId}`)).statusCode).toBe(404);
    expect((await get(stranger.token, `/api/invoices/${invoiceId}/pdf`)).statusCode).toBe(404);
    expect((await get(stranger.token, '/api/invoices')).json()).toEqual([]);
    expect((await get(stranger.token, '/api/invoices/not-a-uuid')).statusCode).toBe(400);
    expect((await get(stranger.token, '/api/invoices?status=betaald')).statusCode).toBe(400);
    expect((await get(stranger.token, '/api/invoices?from=2026-13')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/invoices' })).statusCode).toBe(401);
    const filtered = (await get(business.token, '/api/invoices?status=open')).json();
    expect(filtered).toEqual([]);
  });
});

describe('invoice numbers under 50 parallel invoice runs', () => {
  it('are sequential per year without gaps or duplicates', async () => {
    const ledger = createLedger(t.database.db);
    const accounts: string[] = [];
    // Plain accounts straight in the table (signing up 50 people would only test password hashing).
    const made50 = await t.database.db
      .insert(users)
      .values(
        Array.from({ length: 50 }, (_, index) => ({ email: `nummer${index}@example.nl`, passwordHash: 'x' })),
      )
      .returning({ id: users.id });
    for (const user of made50) {
      await fundBalance(t.database.db, user.id, 1_000);
      await inTransaction(t.database.db, (tx) =>
        ledger.charge(tx, user.id, 'card_fee', 499, `card-${user.id}`, 'Extra pas'),
      );
      accounts.push(user.id);
    }
    // Back-date the fees into December 2029, billed on 1 January 2030: a year of its own.
    await t.database.db.execute(
      sql`update balance_ledger set created_at = '2029-12-15T12:00:00Z' where kind = 'card_fee' and reference like 'card-%'`,
    );
    const { invoices: service } = billingServicesFor(t.app);
    const period = { from: '2029-12-01', to: '2029-12-31' };
    // Every account twice, all at once: 100 runs racing for 50 invoices.
    const made = await Promise.all(
      [...accounts, ...accounts].map((userId) => service.createForMonth(userId, period, '2030-01-01')),
    );
    expect(made.every(Boolean)).toBe(true);
    const rows = await selectRows<{ sequence: number; number: string; user_id: string }>(
      t.database.db,
      sql`select sequence, number, user_id from invoices where year = 2030 order by sequence`,
    );
    expect(rows.map((row) => row.sequence)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    expect(new Set(rows.map((row) => row.user_id)).size).toBe(50);
    expect(rows[0]!.number).toBe('FL-2030-000001');
    expect(rows[49]!.number).toBe('FL-2030-000050');
    const [counter] = await selectRows<{ last_sequence: number }>(
      t.database.db,
      sql`select last_sequence from invoice_counters where year = 2030`,
    );
    expect(counter!.last_sequence).toBe(50);
    const [one] = await t.database.db.select().from(invoices).where(eq(invoices.userId, accounts[0]!));
    expect(one).toMatchObject({ amountInclCents: 499, amountExclCents: 412, vatCents: 87 });
  });
});
