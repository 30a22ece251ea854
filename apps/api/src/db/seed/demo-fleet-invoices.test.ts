import type { OrgInvoiceList } from '@fuellinq/domain/billing/org-invoice.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { peppolRuleErrors } from '../../modules/billing/ubl-rules.ts';
import { insertCompanyCard } from '../../test/fleet-rules.ts';
import { insertStation } from '../../test/stations.ts';
import { createTestApp, injectAs, logIn, type TestApp } from '../../test/test-app.ts';
import { ublXsdErrors } from '../../test/ubl-xsd.ts';
import { type DemoFleet, seedDemoFleet } from './demo-fleet.ts';
import { seedDemoFleetInvoices } from './demo-fleet-invoices.ts';
import { seedDemoFleetRefuels } from './demo-fleet-refuels.ts';
import { seedDemoUsers } from './demo-users.ts';

// The demo organisation's monthly invoices (issue 25 §1): one per whole month of its seeded company refuels,
// made once, and each one's e-invoice is valid UBL 2.1 (the OASIS XSD) and passes the Peppol and Dutch rules.

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
    }
  });
});
