import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nationalAveragePrices } from '../../db/schema/index.ts';
import { insertRefuel, type TestRefuel } from '../../test/completed-refuels.ts';
import { insertStation } from '../../test/stations.ts';
import { createTestApp, injectAs, registerUser, type TestApp } from '../../test/test-app.ts';
import { createInvoicesService, invoiceSupplierOf } from '../billing/invoices.service.ts';
import { createLedger } from '../ledger/ledger.service.ts';

// GET /api/insights/saving: one figure per month, measured against the CBS national average of the refuel's
// day where it can be (the migrations load the CBS series up to 27 April 2026; the clock stands in April
// 2026), spec §9's estimate only where nothing can be measured. The overview and Inzichten show this answer.

const NOW = new Date('2026-04-20T12:00:00Z');
let t: TestApp;
let shell: string;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
  shell = await insertStation(t.database.db, {
    title: 'Shell Dam',
    brand: 'shell',
    city: 'Amsterdam',
    lat: 52.37,
    lng: 4.89,
  });
});
afterAll(() => t.close());

const refuel = (userId: string, at: string, liters: number, priceTenths: number, fuel?: TestRefuel['fuel']) =>
  insertRefuel(t.database.db, {
    userId,
    stationId: shell,
    at,
    liters,
    priceTenths,
    ...(fuel ? { fuel } : {}),
  });

async function saving(token: string) {
  const response = await injectAs(t.app, token, { method: 'GET', url: '/api/insights/saving' });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function cbs(days: string[]) {
  const rows = await t.database.db
    .select()
    .from(nationalAveragePrices)
    .where(and(eq(nationalAveragePrices.fuelType, 'euro95'), inArray(nationalAveragePrices.day, days)));
  return new Map(rows.map((row) => [row.day, row.priceTenths]));
}

/** The month's invoice, as the run on the 1st makes it. */
async function invoiceFor(userId: string, month: string, last: string) {
  const invoices = createInvoicesService({
    db: t.app.db,
    supplier: invoiceSupplierOf(t.app.config),
    ledger: createLedger(t.app.db),
    jobs: t.app.jobs,
    now: t.app.now,
  });
  const invoice = await invoices.createForMonth(
    userId,
    { from: `${month}-01`, to: `${month}-${last}` },
    '2026-04-01',
  );
  expect(invoice, `an invoice for ${month}`).not.toBeNull();
  return invoice!.amountInclCents;
}

describe('GET /api/insights/saving', () => {
  it('measures a month with Euro95 refuels against the CBS average of their days, even when it has an invoice', async () => {
    const { token, user } = await registerUser(t.app);
    const first = await refuel(user.id, '2026-03-10T08:00:00Z', 40, 2100);
    const second = await refuel(user.id, '2026-03-20T08:00:00Z', 30, 1990);
    // Diesel has no CBS series here: counted in the month, not compared.
    await refuel(user.id, '2026-03-12T08:00:00Z', 50, 1800, 'diesel');
    await invoiceFor(user.id, '2026-03', '31');
    const national = await cbs(['2026-03-10', '2026-03-20']);
    expect(national.size).toBe(2);
    const reference = Math.round((national.get('2026-03-10')! * 40 + national.get('2026-03-20')! * 30) / 10);

    const body = await saving(token);
    const march = {
      month: '2026-03',
      kind: 'measured',
      basis: 'national_average',
      saved_cents: reference - (first + second),
      refuels: 2,
      refuels_total: 3,
      liters: 70,
      paid_cents: first + second,
      reference_cents: reference,
    };
    expect(body.per_month).toHaveLength(12);
    expect(body.per_month.at(-2)).toEqual({ month: '2026-03', saving: march });
    // "Per maand" is the latest whole month with a figure; April has nothing yet.
    expect(body.per_month.at(-1)).toEqual({ month: '2026-04', saving: null });
    expect(body.headline).toEqual(march);
    expect(body.source).toEqual({
      label: 'Bron: CBS',
      source_url: 'https://opendata.cbs.nl/statline/#/CBS/nl/dataset/80416ned/table',
    });
  });

  it('estimates only where nothing can be measured: 6 % of the invoice, else 7 % of the refuels, with the basis', async () => {
    const { token, user } = await registerUser(t.app);
    // Someone else's measurable refuel of the same days is not the caller's.
    const other = await registerUser(t.app);
    await refuel(other.user.id, '2026-02-10T08:00:00Z', 40, 2100);

    await refuel(user.id, '2026-02-10T08:00:00Z', 50, 1800, 'diesel');
    const invoiced = await invoiceFor(user.id, '2026-02', '28');
    const april = await refuel(user.id, '2026-04-15T08:00:00Z', 20, 1850, 'diesel');

    const body = await saving(token);
    const february = {
      month: '2026-02',
      kind: 'estimate',
      basis: 'invoices',
      rate: 0.06,
      base_cents: invoiced,
      saved_cents: Math.round(invoiced * 0.06),
    };
    expect(body.per_month.at(-3)).toEqual({ month: '2026-02', saving: february });
    expect(body.per_month.at(-2)).toEqual({ month: '2026-03', saving: null });
    // This month has no invoice yet: 7 % of its refuels.
    expect(body.per_month.at(-1)).toEqual({
      month: '2026-04',
      saving: {
        month: '2026-04',
        kind: 'estimate',
        basis: 'refuels',
        rate: 0.07,
        base_cents: april,
        saved_cents: Math.round(april * 0.07),
      },
    });
    // The whole month comes before this month's figure so far.
    expect(body.headline).toEqual(february);
  });

  it('answers an account with nothing to measure or estimate without a figure, not a made-up one', async () => {
    const { token } = await registerUser(t.app);
    const body = await saving(token);
    expect(body.headline).toBeNull();
    expect(body.per_month.every((month: { saving: unknown }) => month.saving === null)).toBe(true);
  });

  it('needs a signed-in caller', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/insights/saving' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'unauthorized' });
  });
});
