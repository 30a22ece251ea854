import type { OrgInvoiceDetail, OrgInvoiceList } from '@fuellinq/domain/billing/org-invoice.contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceLines, invoices, organisations } from '../../db/schema/index.ts';
import { parseCsvRecords } from '../../lib/csv.ts';
import { selectRows } from '../../lib/sql-rows.ts';
import { companyRefuel, costCentreCards, refundAsAdmin } from '../../test/company-refuels.ts';
import { insertRefuel } from '../../test/completed-refuels.ts';
import { fleetTestApp } from '../../test/fleet-rules.ts';
import { expectError, type OrgWithMembers, requestAs, type OrgPerson } from '../../test/orgs.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { testClock } from '../../test/refuels.ts';
import { injectAs, signInWithRole, type TestApp } from '../../test/test-app.ts';
import { ublXsdErrors } from '../../test/ubl-xsd.ts';
import { billingServicesFor } from './billing.routes.ts';
import { peppolRuleErrors } from './ubl-rules.ts';
import { parseXml, select, textAt } from './ubl-xml.ts';

// Issue 25 §1: the organisation's monthly invoice, made by the same run as every invoice. Company refuels
// (with card, driver or plate, and cost centre), a refund as a credit line, never a member's private
// refuel; every cent captured from the company balance on exactly one line; read by owner, managers and
// the boekhouder as JSON, PDF, CSV and Peppol UBL; a driver refused, another organisation not found.

const clock = testClock('2026-11-10T09:00:00Z');
let t: TestApp;
let org: OrgWithMembers;
let stationId: string;
const companyRefuelIds: string[] = [];
let december: string;
let invoice: OrgInvoiceDetail;

const as = (person: OrgPerson, url: string) => requestAs(t, person, 'GET', url);
const base = () => `/api/orgs/${org.orgId}/invoices`;

let fleet: Awaited<ReturnType<typeof fleetTestApp>>;
const fuelled = (cardId: string, person: OrgPerson, liters: number, at: string) =>
  companyRefuel(fleet, clock, { cardId, token: person.token, liters, at });

beforeAll(async () => {
  fleet = await fleetTestApp(clock);
  ({ t, org, stationId } = fleet);
  const db = t.database.db;
  await db
    .update(organisations)
    .set({ invoiceAddress: 'Havenweg 5, 3542 AD Utrecht' })
    .where(eq(organisations.id, org.orgId));
  const { driverCard, vanCard } = await costCentreCards(fleet);
  companyRefuelIds.push(await fuelled(driverCard, org.driver, 20, '2026-11-10T09:00:00Z'));
  companyRefuelIds.push(await fuelled(vanCard, org.manager, 35.5, '2026-11-12T09:00:00Z'));
  companyRefuelIds.push(await fuelled(driverCard, org.driver, 12.34, '2026-11-20T09:00:00Z'));
  // A refund of the last one before the month is invoiced: a credit line on the same invoice.
  await refundAsAdmin(fleet, companyRefuelIds[2]!, 500, '2026-11-20T10:00:00Z');
  // The driver's own private refuel in the same month, and a company refuel in the next month.
  await insertRefuel(db, {
    userId: org.driver.userId,
    stationId,
    at: '2026-11-15T09:00:00Z',
    liters: 30,
    priceTenths: 1999,
  });
  december = await fuelled(driverCard, org.driver, 10, '2026-12-01T08:00:00Z');
  clock.set('2026-12-01T09:00:00Z');
  // The run on the 1st, raced by 99 more (other instances, restarts): one invoice per account, no gap.
  const { invoices: service } = billingServicesFor(t.app);
  await Promise.all(Array.from({ length: 100 }, () => service.runMonth('2026-12-01')));
});
afterAll(() => t.close());

describe("the organisation's monthly invoice", () => {
  it('is one invoice per account made by the same run and numbering, with no gaps', async () => {
    const rows = await t.database.db.select().from(invoices).where(eq(invoices.periodStart, '2026-11-01'));
    const orgRows = rows.filter((row) => row.userId === org.accountUserId);
    expect(orgRows).toHaveLength(1);
    expect(rows.filter((row) => row.userId === org.driver.userId)).toHaveLength(1);
    const sequences = (await t.database.db.select({ sequence: invoices.sequence }).from(invoices))
      .map((row) => row.sequence)
      .sort((a, b) => a - b);
    expect(sequences).toEqual(sequences.map((_, index) => index + 1));
    expect(orgRows[0]).toMatchObject({ document: 'factuur', status: 'paid', invoiceDate: '2026-12-01' });
  });

  it("lists the company refuels with card, driver or plate and cost centre; never a member's private refuel", async () => {
    const list = (await as(org.accountant, base())).json<OrgInvoiceList>();
    expect(list).toHaveLength(1);
    invoice = (await as(org.accountant, `${base()}/${list[0]!.id}`)).json<OrgInvoiceDetail>();
    const refuelLines = invoice.lines.filter((line) => line.kind === 'refuel');
    expect(refuelLines).toHaveLength(3);
    expect(refuelLines[0]).toMatchObject({
      date: '2026-11-10',
      fuel: 'Diesel',
      liters: 20,
      driver: expect.any(String),
      plate: null,
      cost_centre: 'Bouw',
      card_last4: expect.stringMatching(/^\d{4}$/),
    });
    expect(refuelLines[1]).toMatchObject({ liters: 35.5, plate: 'VX123B', cost_centre: 'Transport' });
    const refund = invoice.lines.find((line) => line.kind === 'refund');
    expect(refund).toMatchObject({ amount_incl_vat: -500, amount_excl_vat: -413, vat_amount: -87 });
    expect(invoice.customer).toMatchObject({
      name: 'Test Transport B.V.',
      kvk: '12345678',
      address: 'Havenweg 5, 3542 AD Utrecht',
      business: true,
      buyer_reference: '12345678',
    });
    // The private invoice of the driver has the private refuel only; the company's has none of it.
    const references = await selectRows<{ user_id: string; reference: string }>(
      t.database.db,
      sql`select i.user_id, l.reference from invoice_lines l join invoices i on i.id = l.invoice_id
           where l.kind = 'refuel'`,
    );
    const privateRefs = references.filter((row) => row.user_id === org.driver.userId);
    expect(privateRefs).toHaveLength(1);
    expect(companyRefuelIds).not.toContain(privateRefs[0]!.reference);
    expect(
      references
        .filter((row) => row.user_id === org.accountUserId)
        .map((row) => row.reference)
        .sort(),
    ).toEqual([...companyRefuelIds].sort());
    expect(references.map((row) => row.reference)).not.toContain(december);
  });

  it('has every cent captured from the company balance for the month on exactly one line', async () => {
    // Captures of the refuels completed in November (Dutch time); the ledger's own stamp is the database's
    // clock, not the test's.
    const captured = await selectRows<{ reference: string; cents: number }>(
      t.database.db,
      sql`select l.reference, -l.balance_delta_cents as cents from balance_ledger l
            join fuel_transactions f on f.id::text = l.reference
           where l.user_id = ${org.accountUserId} and l.kind = 'capture'
             and f.completed_at >= '2026-11-01T00:00:00+01:00' and f.completed_at < '2026-12-01T00:00:00+01:00'`,
    );
    expect(captured.map((row) => row.reference).sort()).toEqual([...companyRefuelIds].sort());
    for (const capture of captured) {
      const lines = await t.database.db
        .select({ cents: invoiceLines.amountInclCents })
        .from(invoiceLines)
        .where(and(eq(invoiceLines.reference, capture.reference), eq(invoiceLines.kind, 'refuel')));
      expect(lines).toEqual([{ cents: Number(capture.cents) }]);
    }
    const billed = invoice.lines.filter((line) => line.kind === 'refuel');
    expect(billed.reduce((sum, line) => sum + line.amount_incl_vat, 0)).toBe(
      captured.reduce((sum, row) => sum + Number(row.cents), 0),
    );
  });

  it('adds up: per rate, per cost centre, and paid from the prepaid balance', () => {
    const sum = (key: 'amount_excl_vat' | 'vat_amount' | 'amount_incl_vat') =>
      invoice.lines.reduce((total, line) => total + line[key], 0);
    expect(invoice.amount).toBe(sum('amount_incl_vat'));
    expect(invoice.vat_breakdown).toEqual([
      { rate: 21, amount_excl_vat: sum('amount_excl_vat'), vat_amount: sum('vat_amount') },
    ]);
    const centres = invoice.cost_centre_subtotals;
    expect(centres.map((row) => row.cost_centre).sort()).toEqual(['Bouw', 'Transport', null].sort());
    expect(centres.reduce((total, row) => total + row.amount_incl_vat, 0)).toBe(invoice.amount);
    expect(invoice).toMatchObject({ status: 'paid', prepaid_amount: invoice.amount, payable_amount: 0 });
  });
});

describe("who reads the organisation's invoices", () => {
  it('answers the owner, the managers and the boekhouder; refuses a driver; hides it from everyone else', async () => {
    const files = ['', '/pdf', '/csv', '/ubl'].map((file) => `${base()}/${invoice.id}${file}`);
    for (const person of [org.owner, org.manager, org.accountant]) {
      const list = await as(person, base());
      expect(list.statusCode).toBe(200);
      expect(list.json()[0]).toMatchObject({
        id: invoice.id,
        number: invoice.number,
        date: '2026-12-01',
        amount: invoice.amount,
        status: 'paid',
        pdf_url: `${base()}/${invoice.id}/pdf`,
        csv_url: `${base()}/${invoice.id}/csv`,
        ubl_url: `${base()}/${invoice.id}/ubl`,
      });
      for (const url of files) expect((await as(person, url)).statusCode, url).toBe(200);
    }
    expectError(await as(org.driver, base()), 403, 'forbidden');
    for (const url of files) expectError(await as(org.driver, url), 403, 'forbidden');
    for (const person of [org.outsider, org.stranger]) {
      expectError(await as(person, base()), 404);
      for (const url of files) expectError(await as(person, url), 404);
    }
    // Through their own organisation, the other owner still finds no invoice of this one.
    const other = `/api/orgs/${org.outsider.orgId}/invoices`;
    expect((await as(org.outsider, other)).json()).toEqual([]);
    expectError(await as(org.outsider, `${other}/${invoice.id}`), 404, 'not_found');
    expectError(await as(org.outsider, `${other}/${invoice.id}/ubl`), 404, 'not_found');
    // Nor does a member of this one under the private invoice route.
    expectError(await as(org.owner, `/api/invoices/${invoice.id}`), 404, 'not_found');
  });
});

describe("the organisation's invoice files", () => {
  it('PDF: the legal fields of both parties, the supply period, per-rate totals and cost-centre subtotals', async () => {
    const response = await as(org.accountant, `${base()}/${invoice.id}/pdf`);
    expect(response.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(response.rawPayload);
    for (const expected of [
      `Factuur ${invoice.number}`,
      'Test Transport B.V.',
      'Havenweg 5, 3542 AD Utrecht',
      '12345678',
      invoice.customer.vat_id!,
      invoice.supplier.kvk!,
      invoice.supplier.vat_id!,
      'Leveringsperiode',
      '1 nov 2026 t/m 30 nov 2026',
      'Btw 21%',
      'Per kostenplaats',
      'Bouw',
      'Transport',
      'VX123B',
      'Vooruitbetaald van saldo',
    ])
      expect(text).toContain(expected);
  });

  it('CSV: one row per line that adds up to the invoice', async () => {
    const response = await as(org.manager, `${base()}/${invoice.id}/csv`);
    expect(response.headers['content-type']).toContain('text/csv');
    const rows = parseCsvRecords(response.body, ';');
    expect(rows).toHaveLength(invoice.lines.length);
    const euros = (value: string) => Math.round(Number(value.replace(',', '.')) * 100);
    expect(rows.reduce((sum, row) => sum + euros(row['Bedrag incl. btw (€)']!), 0)).toBe(invoice.amount);
    expect(rows[0]).toMatchObject({ Factuurnummer: invoice.number, Kostenplaats: 'Bouw', Liters: '20,00' });
    expect(rows.find((row) => row.Kenteken === 'VX123B')).toMatchObject({ Kostenplaats: 'Transport' });
  });

  it('UBL: Peppol BIS Billing 3.0 with the Dutch rules, its totals those of the invoice, nothing left to pay', async () => {
    const response = await as(org.owner, `${base()}/${invoice.id}/ubl`);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(await ublXsdErrors(response.body)).toEqual([]);
    expect(peppolRuleErrors(response.body)).toEqual([]);
    const root = parseXml(response.body);
    expect(root.name).toBe('Invoice');
    expect(textAt(root, 'cbc:ID')).toBe(invoice.number);
    expect(textAt(root, 'cbc:BuyerReference')).toBe('12345678');
    const seller = select(
      root,
      'cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:CompanyID',
    )[0]!;
    expect(seller).toMatchObject({ text: invoice.supplier.kvk, attributes: { schemeID: '0106' } });
    const euros = (cents: number) => (cents / 100).toFixed(2);
    expect(textAt(root, 'cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount')).toBe(euros(invoice.amount));
    expect(textAt(root, 'cac:LegalMonetaryTotal/cbc:PrepaidAmount')).toBe(euros(invoice.amount));
    expect(textAt(root, 'cac:LegalMonetaryTotal/cbc:PayableAmount')).toBe('0.00');
    // The btw per category is the lines' btw, as on the PDF.
    expect(textAt(root, 'cac:TaxTotal/cac:TaxSubtotal/cbc:TaxAmount')).toBe(euros(invoice.vat_amount));
    const lines = select(root, 'cac:InvoiceLine');
    expect(lines).toHaveLength(invoice.lines.length);
    expect(textAt(lines[0]!, 'cbc:AccountingCost')).toBe('Bouw');
    expect(select(lines[0]!, 'cbc:InvoicedQuantity')[0]).toMatchObject({
      text: '20.00',
      attributes: { unitCode: 'LTR' },
    });
  });

  it('UBL: breaking one rule at a time fails that rule', async () => {
    const xml = (await as(org.owner, `${base()}/${invoice.id}/ubl`)).body;
    const broken = (from: RegExp, to: string) => {
      const changed = xml.replace(from, to);
      expect(changed).not.toBe(xml);
      return peppolRuleErrors(changed).map((error) => error.rule);
    };
    expect(
      broken(/<cbc:PayableAmount currencyID="EUR">0.00</, '<cbc:PayableAmount currencyID="EUR">1.00<'),
    ).toEqual(['BR-CO-16']);
    expect(broken(/\s*<cbc:BuyerReference>[^<]*<\/cbc:BuyerReference>/, '')).toEqual(['PEPPOL-EN16931-R003']);
    const total = textAt(parseXml(xml), 'cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount')!;
    expect(
      broken(
        new RegExp(`<cbc:TaxInclusiveAmount currencyID="EUR">${total}<`),
        `<cbc:TaxInclusiveAmount currencyID="EUR">${(Number(total) + 0.01).toFixed(2)}<`,
      ),
    ).toEqual(['BR-CO-15', 'BR-CO-16']);
    expect(broken(/<cbc:CompanyID schemeID="0106">/, '<cbc:CompanyID>')).toEqual(['NLCIUS']);
    expect(broken(/\s*<cbc:PostalZone>3542 AD<\/cbc:PostalZone>/, '')).toEqual(['NLCIUS']);
    // A line whose amount no longer matches: the lines' sum, the category's base and the line itself.
    const lineAmount = textAt(select(parseXml(xml), 'cac:InvoiceLine')[0]!, 'cbc:LineExtensionAmount')!;
    expect(
      broken(
        new RegExp(
          `(<cac:InvoiceLine>\\s*<cbc:ID>1</cbc:ID>[\\s\\S]*?<cbc:LineExtensionAmount currencyID="EUR">)${lineAmount}<`,
        ),
        `$1${(Number(lineAmount) + 0.01).toFixed(2)}<`,
      ).sort(),
    ).toEqual(['BR-CO-10', 'BR-S-08', 'PEPPOL-EN16931-R120'].sort());
    expect(broken(/<\/Invoice>/, '')).toEqual(['XML']);
  });

  it('UBL: breaking its structure fails the UBL 2.1 XSD, one error that names what is wrong', async () => {
    const xml = (await as(org.owner, `${base()}/${invoice.id}/ubl`)).body;
    const xsdErrors = (from: RegExp, to: string) => {
      const changed = xml.replace(from, to);
      expect(changed).not.toBe(xml);
      return ublXsdErrors(changed);
    };
    // An element out of order: the issue date before the number. The Peppol rules read by path and pass.
    const swapped = /(<cbc:ID>[^<]*<\/cbc:ID>)(\s*)(<cbc:IssueDate>[^<]*<\/cbc:IssueDate>)/;
    expect(peppolRuleErrors(xml.replace(swapped, '$3$2$1'))).toEqual([]);
    expect(await xsdErrors(swapped, '$3$2$1')).toEqual([
      expect.stringMatching(
        /^regel \d+: .*Element 'cbc:IssueDate': This element is not expected\. Expected is .*cbc:ID \)/,
      ),
    ]);
    // A missing required element: the document's totals.
    expect(await xsdErrors(/\s*<cac:LegalMonetaryTotal>[\s\S]*?<\/cac:LegalMonetaryTotal>/, '')).toEqual([
      expect.stringMatching(
        /Element 'cac:InvoiceLine': This element is not expected\. Expected is .*cac:LegalMonetaryTotal \)/,
      ),
    ]);
    // A line without its required number.
    expect(await xsdErrors(/(<cac:InvoiceLine>)\s*<cbc:ID>1<\/cbc:ID>/, '$1')).toEqual([
      expect.stringMatching(
        /Element 'cbc:InvoicedQuantity': This element is not expected\. Expected is .*cbc:ID \)/,
      ),
    ]);
    // An amount with a decimal comma is no xs:decimal.
    expect(
      await xsdErrors(
        /<cbc:PayableAmount currencyID="EUR">0.00</,
        '<cbc:PayableAmount currencyID="EUR">0,00<',
      ),
    ).toEqual([
      expect.stringMatching(
        /Element 'cbc:PayableAmount': '0,00' is not a valid value of the local atomic type/,
      ),
    ]);
  });
});

describe("a refund after the organisation's invoice", () => {
  it('is a credit note in the list, and a Peppol CreditNote that refers to the invoice', async () => {
    const admin = await signInWithRole(t, 'admin');
    const refunded = await injectAs(t.app, admin.token, {
      method: 'POST',
      url: `/api/admin/refuels/${companyRefuelIds[0]}/refund`,
      payload: { amount_cents: 1_000, reason: 'Verkeerde literprijs' },
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    const list = (await as(org.accountant, base())).json<OrgInvoiceList>();
    const credit = list.find((row) => row.kind === 'credit_note')!;
    expect(credit).toMatchObject({
      amount: -1_000,
      document: 'creditnota',
      credits_invoice_number: invoice.number,
    });
    expect(list.find((row) => row.id === invoice.id)).toMatchObject({ status: 'credited' });
    const xml = (await as(org.accountant, credit.ubl_url)).body;
    expect(await ublXsdErrors(xml)).toEqual([]);
    expect(peppolRuleErrors(xml)).toEqual([]);
    const root = parseXml(xml);
    expect(root.name).toBe('CreditNote');
    expect(textAt(root, 'cbc:CreditNoteTypeCode')).toBe('381');
    expect(textAt(root, 'cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID')).toBe(invoice.number);
    expect(textAt(root, 'cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount')).toBe('10.00');
    expect(select(root, 'cac:CreditNoteLine')).toHaveLength(1);
  });
});
