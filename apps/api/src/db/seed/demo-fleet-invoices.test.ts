import type { OrgInvoiceList } from '@fuellinq/domain/billing/org-invoice.contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../lib/sql-rows.ts';
import { peppolRuleErrors } from '../../modules/billing/ubl-rules.ts';
import { insertCompanyCard } from '../../test/fleet-rules.ts';
import { insertStation } from '../../test/stations.ts';
import { createTestApp, injectAs, logIn, signInWithRole, type TestApp } from '../../test/test-app.ts';
import { ublSchematronFindings } from '../../test/ubl-schematron.ts';
import { ublXsdErrors } from '../../test/ubl-xsd.ts';
import { type DemoFleet, seedDemoFleet } from './demo-fleet.ts';
import { seedDemoFleetInvoices } from './demo-fleet-invoices.ts';
import { seedDemoFleetRefuels } from './demo-fleet-refuels.ts';
import { seedDemoUsers } from './demo-users.ts';

// The demo organisation's monthly invoices (issue 25 §1): one per whole month of its seeded company refuels,
// made once, and each one's e-invoice is valid UBL 2.1 (the OASIS XSD) and passes the Peppol and Dutch rules,
// both as FuelLinq checks them (ubl-rules.ts) and as the official Schematron files that Peppol validators run.

let t: TestApp;
let fleet: DemoFleet;
let made = 0;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await seedDemoUsers(db);
  fleet = await seedDemoFleet(db);
  await insertStation(db, { title: 'BP Nieuwegein', city: 'Nieuwegein', lat: 52.03, lng: 5.09 });
  for (const driverUserId of fleet.driverUserIds)
    await insertCompanyCard(db, { orgId: fleet.orgId, accountUserId: fleet.accountUserId, driverUserId });
  await seedDemoFleetRefuels(db);
  made = await seedDemoFleetInvoices(db);
});
afterAll(() => t.close());

describe('demo fleet invoices', () => {
  it('invoices every whole month of the company refuels once, and each UBL passes the XSD and the Peppol rules', async () => {
    expect(made).toBeGreaterThanOrEqual(2);
    expect(await seedDemoFleetInvoices(t.database.db)).toBe(0);
    const token = await logIn(t.app, 'zakelijk@fuellinq.nl');
    const list = await injectAs(t.app, token, { method: 'GET', url: `/api/orgs/${fleet.orgId}/invoices` });
    const invoices = list.json<OrgInvoiceList>();
    expect(invoices).toHaveLength(made);
    for (const invoice of invoices) {
      expect(invoice.amount).toBeGreaterThan(0);
      const ubl = await injectAs(t.app, token, { method: 'GET', url: invoice.ubl_url });
      expect(await ublXsdErrors(ubl.body), invoice.number).toEqual([]);
      expect(peppolRuleErrors(ubl.body), invoice.number).toEqual([]);
      expect(ublSchematronFindings(ubl.body), invoice.number).toEqual([]);
    }
    // The first Schematron run compiles some 1,100 rules (seconds, more on a busy machine).
  }, 90_000);

  // One thing broken at a time in the first invoice's e-invoice (paid in full from the prepaid balance): the
  // official rules name what breaks, and nothing else.
  it.each([
    [
      // Something left to pay needs a due date (BR-CO-25) and, in the Netherlands, how to pay (NL-R-007).
      'an amount due that is not the total minus what was prepaid',
      /(<cbc:PayableAmount currencyID="EUR">)[\d.]+/,
      '$199.99',
      ['BR-CO-25', 'BR-CO-16', 'NL-R-007'],
    ],
    ['no buyer reference', /<cbc:BuyerReference>\d+<\/cbc:BuyerReference>/, '', ['PEPPOL-EN16931-R003']],
    [
      // A KvK number is no GLN (its check digit fails) and a Dutch seller must name its KvK number.
      'the seller registered by a GLN instead of its KvK number',
      /(<cac:PartyLegalEntity>\s*<cbc:RegistrationName>[^<]*<\/cbc:RegistrationName>\s*<cbc:CompanyID schemeID=")0106/,
      '$10088',
      ['PEPPOL-COMMON-R040', 'NL-R-003'],
    ],
    [
      // The btw total is the sum of the rates (BR-CO-14) and part of the total incl. btw (BR-CO-15).
      'a btw total that is not the sum of the rates',
      /(<cac:TaxTotal>\s*<cbc:TaxAmount currencyID="EUR">)[\d.]+/,
      '$11.00',
      ['BR-CO-15', 'BR-CO-14'],
    ],
  ])('finds %s', async (_what, pattern, replacement, ids) => {
    const token = await logIn(t.app, 'zakelijk@fuellinq.nl');
    const [first] = (
      await injectAs(t.app, token, { method: 'GET', url: `/api/orgs/${fleet.orgId}/invoices` })
    ).json<OrgInvoiceList>();
    const ubl = (await injectAs(t.app, token, { method: 'GET', url: first!.ubl_url })).body;
    expect(ubl).toMatch(pattern);
    const broken = ubl.replace(pattern, replacement);
    const found = ublSchematronFindings(broken).map((finding) => /^\[([\w-]+)\]/.exec(finding)?.[1]);
    expect(found).toEqual(ids);
  });

  it('makes a refund of an invoiced company refuel a credit note that passes the official rules', async () => {
    const [refuel] = await selectRows<{ id: string }>(
      t.database.db,
      sql`select id from fuel_transactions where user_id = ${fleet.accountUserId} and status = 'completed'
          order by completed_at limit 1`,
    );
    const admin = await signInWithRole(t, 'admin');
    const refunded = await injectAs(t.app, admin.token, {
      method: 'POST',
      url: `/api/admin/refuels/${refuel!.id}/refund`,
      payload: { amount_cents: 500, reason: 'Pomp telde te veel' },
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    const token = await logIn(t.app, 'zakelijk@fuellinq.nl');
    const list = (
      await injectAs(t.app, token, { method: 'GET', url: `/api/orgs/${fleet.orgId}/invoices` })
    ).json<OrgInvoiceList>();
    const credit = list.find((row) => row.kind === 'credit_note');
    expect(credit).toMatchObject({ amount: -500 });
    const ubl = (await injectAs(t.app, token, { method: 'GET', url: credit!.ubl_url })).body;
    expect(ubl).toContain('<CreditNote');
    expect(await ublXsdErrors(ubl)).toEqual([]);
    expect(ublSchematronFindings(ubl)).toEqual([]);
  });
});
