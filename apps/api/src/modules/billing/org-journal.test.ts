import type { OrgInvoiceDetail, OrgInvoiceList } from '@fuellinq/domain/billing/org-invoice.contract';
import type { OrgBookkeeping } from '@fuellinq/domain/billing/org-journal.contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgAuditLog } from '../../db/schema/index.ts';
import { parseCsvRecords } from '../../lib/csv.ts';
import { insertRefuel } from '../../test/completed-refuels.ts';
import { companyRefuel, costCentreCards, refundAsAdmin } from '../../test/company-refuels.ts';
import { fleetTestApp } from '../../test/fleet-rules.ts';
import { expectError, type OrgWithMembers, requestAs } from '../../test/orgs.ts';
import { testClock } from '../../test/refuels.ts';
import type { TestApp } from '../../test/test-app.ts';
import { billingServicesFor } from './billing.routes.ts';
import { JOURNAL_HEADER } from './org-journal.ts';

// Issue 25 §2: the organisation maps its grootboekrekeningen once; the journal of a month is one row per
// line of its invoices and credit notes dated in that month, with the account, the cost centre's code and
// the btw-code, and each document's rows add up to its totals. The boekhouder reads and exports but changes
// nothing; a driver is refused; someone outside the organisation finds nothing.

const clock = testClock('2026-11-10T09:00:00Z');
let t: TestApp;
let org: OrgWithMembers;
let stationId: string;
let fleet: Awaited<ReturnType<typeof fleetTestApp>>;
const refuelIds: string[] = [];

const bookkeeping = () => `/api/orgs/${org.orgId}/bookkeeping`;
const journal = (month: string) => `/api/orgs/${org.orgId}/journal.csv?month=${month}`;
/** A CSV euro amount (12,34 or -5,00) in cents. */
const cents = (value: string) => Math.round(Number(value.replace(',', '.')) * 100);

beforeAll(async () => {
  fleet = await fleetTestApp(clock);
  ({ t, org, stationId } = fleet);
  const db = t.database.db;
  const { driverCard, vanCard } = await costCentreCards(fleet);
  refuelIds.push(
    await companyRefuel(fleet, clock, {
      cardId: driverCard,
      token: org.driver.token,
      liters: 20,
      at: '2026-11-10T09:00:00Z',
    }),
  );
  refuelIds.push(
    await companyRefuel(fleet, clock, {
      cardId: vanCard,
      token: org.manager.token,
      liters: 35.5,
      at: '2026-11-12T09:00:00Z',
    }),
  );
  refuelIds.push(
    await companyRefuel(fleet, clock, {
      cardId: driverCard,
      token: org.driver.token,
      liters: 12.34,
      at: '2026-11-20T09:00:00Z',
    }),
  );
  // A refund before the invoice: a credit line on it. The ledger stamps the database's clock: put it on its day.
  await refundAsAdmin(fleet, refuelIds[2]!, 500, '2026-11-20T10:00:00Z');
  // A member's private refuel never reaches the organisation's journal.
  await insertRefuel(db, {
    userId: org.driver.userId,
    stationId,
    at: '2026-11-15T09:00:00Z',
    liters: 30,
    priceTenths: 1999,
  });
  clock.set('2026-12-01T09:00:00Z');
  await billingServicesFor(t.app).invoices.runMonth('2026-12-01');
  // A refund after the invoice: a credit note dated in December too.
  await refundAsAdmin(fleet, refuelIds[0]!, 1_000);
});
afterAll(() => t.close());

describe("the organisation's ledger mapping", () => {
  it('is empty until set; the owner and managers set it, the boekhouder reads it', async () => {
    const empty = await requestAs(t, org.accountant, 'GET', bookkeeping());
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json<OrgBookkeeping>()).toEqual({
      fuel_account: null,
      fees_account: null,
      cost_centres: [
        { id: expect.any(String), name: 'Bouw', code: 'KP100' },
        { id: expect.any(String), name: 'Transport', code: 'KP200' },
      ],
    });
    const saved = await requestAs(t, org.manager, 'PUT', bookkeeping(), {
      fuel_account: ' 4410 ',
      fees_account: '4900.10',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ fuel_account: '4410', fees_account: '4900.10' });
    const owner = await requestAs(t, org.owner, 'GET', bookkeeping());
    expect(owner.json()).toMatchObject({ fuel_account: '4410', fees_account: '4900.10' });
    const [audit] = await t.database.db
      .select()
      .from(orgAuditLog)
      .where(and(eq(orgAuditLog.orgId, org.orgId), eq(orgAuditLog.action, 'bookkeeping.update')));
    expect(audit).toMatchObject({ actorUserId: org.manager.userId, after: { fuel_account: '4410' } });
  });

  it('refuses a bad account number in Dutch, and changes nothing', async () => {
    for (const fuel_account of ['44 10', '=1+1', 'x'.repeat(21), 42]) {
      const refused = await requestAs(t, org.owner, 'PUT', bookkeeping(), { fuel_account });
      expectError(refused, 400);
      expect(refused.json().message).toMatch(/grootboekrekening/);
    }
    expect((await requestAs(t, org.owner, 'GET', bookkeeping())).json()).toMatchObject({
      fuel_account: '4410',
    });
  });

  it('is changed by no boekhouder or driver, and unknown to outsiders', async () => {
    const body = { fuel_account: '1234', fees_account: null };
    expectError(await requestAs(t, org.accountant, 'PUT', bookkeeping(), body), 403, 'forbidden');
    expectError(await requestAs(t, org.driver, 'PUT', bookkeeping(), body), 403, 'forbidden');
    expectError(await requestAs(t, org.driver, 'GET', bookkeeping()), 403, 'forbidden');
    for (const person of [org.outsider, org.stranger]) {
      expectError(await requestAs(t, person, 'GET', bookkeeping()), 404);
      expectError(await requestAs(t, person, 'PUT', bookkeeping(), body), 404);
    }
    expect((await requestAs(t, org.owner, 'GET', bookkeeping())).json()).toMatchObject({
      fuel_account: '4410',
      fees_account: '4900.10',
    });
  });
});

describe("the month's journal (CSV)", () => {
  it("has one row per line of the month's invoice and credit note, adding up to each document's totals", async () => {
    const response = await requestAs(t, org.accountant, 'GET', journal('2026-12'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('journaalpost-2026-12.csv');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    expect(response.body.split('\r\n')[0]!.replace('\uFEFF', '')).toBe(JOURNAL_HEADER.join(';'));
    const rows = parseCsvRecords(response.body, ';');

    const list = (
      await requestAs(t, org.owner, 'GET', `/api/orgs/${org.orgId}/invoices`)
    ).json<OrgInvoiceList>();
    expect(list).toHaveLength(2);
    let lineCount = 0;
    for (const summary of list) {
      const detail = (
        await requestAs(t, org.owner, 'GET', `/api/orgs/${org.orgId}/invoices/${summary.id}`)
      ).json<OrgInvoiceDetail>();
      const own = rows.filter((row) => row.Boekstuk === detail.number);
      expect(own).toHaveLength(detail.lines.length);
      lineCount += own.length;
      const sum = (column: string) => own.reduce((total, row) => total + cents(row[column]!), 0);
      expect(sum('Bedrag excl. btw (€)')).toBe(detail.amount_excl_vat);
      expect(sum('Btw (€)')).toBe(detail.vat_amount);
      expect(sum('Bedrag incl. btw (€)')).toBe(detail.amount);
      expect(own.every((row) => row.Datum === '01-12-2026')).toBe(true);
      expect(own[0]!.Soort).toBe(detail.kind === 'credit_note' ? 'Creditnota' : 'Factuur');
    }
    expect(rows).toHaveLength(lineCount);
    // The company refuels only: 3 refuels and the credit line of the refund, then the credit note's line.
    expect(rows.filter((row) => row.Soort === 'Factuur')).toHaveLength(4);
    expect(rows.filter((row) => row.Soort === 'Creditnota')).toHaveLength(1);
  });

  it('applies the mapping: the fuel account, the cost centre code and the btw-code', async () => {
    const rows = parseCsvRecords((await requestAs(t, org.owner, 'GET', journal('2026-12'))).body, ';');
    for (const row of rows) {
      expect(row.Grootboekrekening).toBe('4410');
      expect(row['Btw-code']).toBe('hoog');
      expect(row['Btw-tarief (%)']).toBe('21');
    }
    const codes = rows.map((row) => [row.Kostenplaatsnaam, row.Kostenplaats]);
    expect(codes).toContainEqual(['Bouw', 'KP100']);
    expect(codes).toContainEqual(['Transport', 'KP200']);
    // A line without a cost centre (a refund's credit line) has no code either.
    const expected: Record<string, string> = { Bouw: 'KP100', Transport: 'KP200', '': '' };
    for (const [name, code] of codes) expect(code).toBe(expected[name!]);
    const credit = rows.find((row) => row.Soort === 'Creditnota')!;
    expect(cents(credit['Bedrag incl. btw (€)']!)).toBe(-1_000);
  });

  it('is only a header for a month without documents', async () => {
    const rows = parseCsvRecords((await requestAs(t, org.manager, 'GET', journal('2026-11'))).body, ';');
    expect(rows).toEqual([]);
  });

  it('answers a bad month with 400 in Dutch; a driver 403; outsiders 404', async () => {
    for (const month of ['2026-13', '2026-1', 'november', '2026-12-01']) {
      const refused = await requestAs(t, org.owner, 'GET', journal(month));
      expectError(refused, 400);
      expect(refused.json().message).toMatch(/maand/);
    }
    for (const url of [journal(''), `/api/orgs/${org.orgId}/journal.csv`]) {
      expectError(await requestAs(t, org.owner, 'GET', url), 400);
    }
    expectError(await requestAs(t, org.driver, 'GET', journal('2026-12')), 403, 'forbidden');
    for (const person of [org.outsider, org.stranger]) {
      expectError(await requestAs(t, person, 'GET', journal('2026-12')), 404);
    }
    // Through their own organisation, the other owner finds none of this one's lines.
    const other = await requestAs(
      t,
      org.outsider,
      'GET',
      `/api/orgs/${org.outsider.orgId}/journal.csv?month=2026-12`,
    );
    expect(parseCsvRecords(other.body, ';')).toEqual([]);
  });
});
