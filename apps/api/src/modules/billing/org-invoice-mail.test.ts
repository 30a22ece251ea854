import { formatEuro } from '@fuellinq/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, organisations, users } from '../../db/schema/index.ts';
import { selectRows } from '../../lib/sql-rows.ts';
import { companyRefuel, costCentreCards, refundAsAdmin } from '../../test/company-refuels.ts';
import { insertRefuel } from '../../test/completed-refuels.ts';
import { fleetTestApp } from '../../test/fleet-rules.ts';
import { mailAttachments, readableMail } from '../../test/mail-text.ts';
import { type OrgWithMembers, requestAs } from '../../test/orgs.ts';
import { testClock } from '../../test/refuels.ts';
import type { TestApp } from '../../test/test-app.ts';
import { ublXsdErrors } from '../../test/ubl-xsd.ts';
import { billingServicesFor } from './billing.routes.ts';
import { peppolRuleErrors } from './ubl-rules.ts';

// Decision 028: the run mails the organisation's invoice, and a credit note of a company refuel, to the
// organisation's invoice address (its bookkeeping), once however often the run is repeated; without an
// invoice address nothing is mailed and the invoice is in the app. A member's private invoice is mailed to
// the member as before.

const clock = testClock('2026-11-10T09:00:00Z');
const INVOICE_EMAIL = 'facturen@testtransport.example';
let t: TestApp;
let org: OrgWithMembers;
let fleet: Awaited<ReturnType<typeof fleetTestApp>>;
let cards: Awaited<ReturnType<typeof costCentreCards>>;
let refuelId: string;

/** The outbox's mails, quoted-printable undone. */
const outbox = async () => (await t.outbox()).map(readableMail);
const mailsTo = async (address: string) =>
  (await outbox()).filter((mail) => new RegExp(`^To: ${address}$`, 'm').test(mail));
/** The outbox's mails as written, with their attachments still encoded. */
const rawMailsTo = async (address: string) =>
  (await t.outbox()).filter((mail) => new RegExp(`^To: ${address}$`, 'm').test(mail));

const invoiceOf = async (userId: string, periodStart: string) => {
  const [row] = await t.database.db
    .select()
    .from(invoices)
    .where(
      and(eq(invoices.userId, userId), eq(invoices.periodStart, periodStart), eq(invoices.kind, 'invoice')),
    );
  return row!;
};
const mailJobsOf = (userId: string) =>
  selectRows<{ key: string; payload: { template: string } }>(
    t.database.db,
    sql`select key, payload from jobs where kind = 'billing.mail' and payload->>'userId' = ${userId}`,
  );

/** The run of the 1st, raced by two more and repeated once (other instances, a restart), then the mail jobs. */
async function runOn(day: string) {
  clock.set(`${day}T09:00:00Z`);
  const { invoices: service } = billingServicesFor(t.app);
  await Promise.all([1, 2, 3].map(() => service.runMonth(day)));
  await service.runMonth(day);
  await t.app.jobs.runDue();
}

beforeAll(async () => {
  fleet = await fleetTestApp(clock);
  ({ t, org } = fleet);
  await t.database.db
    .update(organisations)
    .set({ invoiceEmail: INVOICE_EMAIL, invoiceAddress: 'Havenweg 5, 3542 AD Utrecht' })
    .where(eq(organisations.id, org.orgId));
  cards = await costCentreCards(fleet);
  refuelId = await companyRefuel(fleet, clock, {
    cardId: cards.driverCard,
    token: org.driver.token,
    liters: 20,
    at: '2026-11-10T09:00:00Z',
  });
  await companyRefuel(fleet, clock, {
    cardId: cards.vanCard,
    token: org.manager.token,
    liters: 35.5,
    at: '2026-11-12T09:00:00Z',
  });
  await insertRefuel(t.database.db, {
    userId: org.driver.userId,
    stationId: fleet.stationId,
    at: '2026-11-15T09:00:00Z',
    liters: 30,
    priceTenths: 1999,
  });
  await runOn('2026-12-01');
});
afterAll(() => t.close());

describe("the organisation's invoice mail", () => {
  it('goes to the invoice address once, naming the organisation, the month, the amount and where to download it', async () => {
    const invoice = await invoiceOf(org.accountUserId, '2026-11-01');
    const jobs = await mailJobsOf(org.accountUserId);
    expect(jobs.map((job) => [job.key, job.payload.template])).toEqual([
      [`billing.mail:invoice:${invoice.id}`, 'org_invoice'],
    ]);
    const mails = await mailsTo(INVOICE_EMAIL);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`Subject: Factuur ${invoice.number} van FuelLinq voor Test Transport B.V.`);
    expect(mails[0]).toContain(
      `De factuur ${invoice.number} van Test Transport B.V. over november 2026 staat klaar: ${formatEuro(invoice.amountInclCents)} incl. btw.`,
    );
    expect(mails[0]).toContain('/app/fleet/invoices');
    expect(mails[0]).toContain('De PDF en de e-factuur (UBL, Peppol BIS 3.0) zitten in de bijlagen');
    // Never to the organisation's own account, whose address is a placeholder.
    expect((await outbox()).some((mail) => mail.includes('organisaties.fuellinq.invalid'))).toBe(false);
  });

  it('carries the invoice as PDF and as a valid e-invoice, the files the downloads serve', async () => {
    const invoice = await invoiceOf(org.accountUserId, '2026-11-01');
    const [mail] = await rawMailsTo(INVOICE_EMAIL);
    const files = mailAttachments(mail!);
    expect(files.map((file) => [file.filename, file.contentType])).toEqual([
      [`${invoice.number}.pdf`, 'application/pdf'],
      [`${invoice.number}.xml`, 'application/xml'],
    ]);
    const ubl = files[1]!.content.toString('utf8');
    expect(await ublXsdErrors(ubl)).toEqual([]);
    expect(peppolRuleErrors(ubl)).toEqual([]);
    const downloads = `/api/orgs/${org.orgId}/invoices/${invoice.id}`;
    expect(ubl).toBe((await requestAs(t, org.accountant, 'GET', `${downloads}/ubl`)).body);
    expect(files[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(files[0]!.content.length).toBe(
      (await requestAs(t, org.accountant, 'GET', `${downloads}/pdf`)).rawPayload.length,
    );
  });

  it("leaves the member's private invoice mail as it was, to the member", async () => {
    const invoice = await invoiceOf(org.driver.userId, '2026-11-01');
    const [driver] = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, org.driver.userId));
    const mails = await mailsTo(driver!.email);
    const invoiceMails = mails.filter((mail) => mail.includes(invoice.number));
    expect(invoiceMails).toHaveLength(1);
    expect(invoiceMails[0]).toContain(`Subject: Overzicht ${invoice.number} van FuelLinq`);
    expect(invoiceMails[0]).toContain(`Je overzicht ${invoice.number} staat klaar`);
    expect(invoiceMails[0]).toContain('/app/invoices.');
    expect(invoiceMails[0]).not.toContain('Test Transport B.V.');
  });

  it('mails a credit note of a company refuel to the invoice address too', async () => {
    const invoice = await invoiceOf(org.accountUserId, '2026-11-01');
    await refundAsAdmin(fleet, refuelId, 700);
    await t.app.jobs.runDue();
    const [credit] = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.creditsInvoiceId, invoice.id));
    const mails = await mailsTo(INVOICE_EMAIL);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toContain(`Subject: Creditnota ${credit!.number} van FuelLinq voor Test Transport B.V.`);
    expect(mails[1]).toContain(
      `De creditnota ${credit!.number} van Test Transport B.V. over november 2026 staat klaar: -€ 7,00 incl. btw.`,
    );
    const files = mailAttachments((await rawMailsTo(INVOICE_EMAIL))[1]!);
    expect(files.map((file) => file.filename)).toEqual([`${credit!.number}.pdf`, `${credit!.number}.xml`]);
    expect(files[1]!.content.toString('utf8')).toContain('<CreditNote');
  });

  it('is not sent without an invoice address: the invoice is made and read in the app', async () => {
    await t.database.db
      .update(organisations)
      .set({ invoiceEmail: null })
      .where(eq(organisations.id, org.orgId));
    await companyRefuel(fleet, clock, {
      cardId: cards.driverCard,
      token: org.driver.token,
      liters: 15,
      at: '2026-12-03T09:00:00Z',
    });
    const before = (await outbox()).length;
    await runOn('2027-01-01');
    const invoice = await invoiceOf(org.accountUserId, '2026-12-01');
    expect(invoice).toMatchObject({ document: 'factuur', status: 'paid' });
    const keys = (await mailJobsOf(org.accountUserId)).map((job) => job.key);
    expect(keys).not.toContain(`billing.mail:invoice:${invoice.id}`);
    expect(await outbox()).toHaveLength(before);
    const list = await requestAs(t, org.owner, 'GET', `/api/orgs/${org.orgId}/invoices`);
    expect(list.json<{ number: string }[]>().map((row) => row.number)).toContain(invoice.number);
  });
});
