import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, startNotices } from '../../config.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { driverWithCard, fundBalance, testClock } from '../../test/refuels.ts';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app.ts';

// Issue 29 §2: FuelLinq's own details come from the configuration. Unset, they are a marked example without
// a bank account (never the well-known example IBAN people copy); a production start without them warns.

const CONFIGURED = {
  COMPANY_NAME: 'Tankdienst Noord B.V.',
  COMPANY_ADDRESS: 'Stationsweg 3, 9711 AA Groningen',
  COMPANY_KVK: '12345678',
  COMPANY_VAT_ID: 'NL001234567B01',
  COMPANY_IBAN: 'nl06 abna 0489 2716 53',
  COMPANY_PHONE: '050 123 4567',
  COMPANY_EMAIL: 'hallo@tankdienst.example',
  COMPANY_LOCATION: '53.2105,6.5641',
};
const WELL_KNOWN_EXAMPLE_IBAN = /NL91\s?ABNA\s?0417\s?1643\s?00/i;

/** A driver's first invoice (April 2026), as a PDF's text and the invoice's supplier. */
async function firstInvoice(t: TestApp, clock: ReturnType<typeof testClock>) {
  clock.set('2026-03-10T10:00:00Z');
  const driver = await driverWithCard(t.app);
  await fundBalance(t.database.db, driver.userId, 5_000);
  clock.set('2026-04-10T10:00:00Z');
  await t.app.jobs.runDue(); // the trial ends: the first month is charged
  clock.set('2026-05-01T03:00:00Z');
  await t.app.jobs.runDue(); // the invoice run bills April
  const [april] = (await injectAs(t.app, driver.token, { method: 'GET', url: '/api/invoices' })).json();
  const detail = await injectAs(t.app, driver.token, { method: 'GET', url: `/api/invoices/${april.id}` });
  const pdf = await injectAs(t.app, driver.token, { method: 'GET', url: `/api/invoices/${april.id}/pdf` });
  return { supplier: detail.json().supplier, text: (await pdfText(pdf.rawPayload)).text };
}

describe('without company details configured (a development start)', () => {
  const clock = testClock('2026-03-10T10:00:00Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /api/company answers the marked example, without a bank account', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/company' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ example: true, iban: null, name: 'FuelLinq B.V.' });
    expect(response.body).not.toMatch(WELL_KNOWN_EXAMPLE_IBAN);
  });

  it('puts the marked example on the invoice and its PDF, with no IBAN', async () => {
    const { supplier, text } = await firstInvoice(t, clock);
    expect(supplier).toMatchObject({ name: 'FuelLinq B.V.', example: true, iban: null });
    expect(text).toContain('Voorbeeldgegevens');
    expect(text).not.toContain('IBAN');
    expect(text).not.toMatch(WELL_KNOWN_EXAMPLE_IBAN);
  });
});

describe('with company details configured', () => {
  const clock = testClock('2026-03-10T10:00:00Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(CONFIGURED, { now: clock.now });
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /api/company answers them, the IBAN in groups of four', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/company' });
    expect(response.json()).toEqual({
      example: false,
      name: 'Tankdienst Noord B.V.',
      address: 'Stationsweg 3, 9711 AA Groningen',
      kvk: '12345678',
      vat_id: 'NL001234567B01',
      iban: 'NL06 ABNA 0489 2716 53',
      phone: '050 123 4567',
      whatsapp: null,
      email: 'hallo@tankdienst.example',
      position: { lat: 53.2105, lng: 6.5641 },
    });
  });

  it('prints them as the supplier of the invoice, with the IBAN and no example mark', async () => {
    const { supplier, text } = await firstInvoice(t, clock);
    expect(supplier).toMatchObject({ name: 'Tankdienst Noord B.V.', kvk: '12345678' });
    expect(supplier.example).toBeUndefined();
    for (const field of ['Tankdienst Noord B.V.', 'Stationsweg 3, 9711 AA Groningen', 'NL001234567B01'])
      expect(text).toContain(field);
    expect(text).toContain('NL06 ABNA 0489 2716 53');
    expect(text).not.toContain('Voorbeeldgegevens');
  });
});

describe('the start', () => {
  const secrets = {
    CARD_HASH_KEY: 'test-card-hash-key-of-at-least-32-characters',
    WALLET_LINK_SECRET: 'test-wallet-link-secret-of-at-least-32-chars',
    VAPID_PRIVATE_KEY: 's0ArfuwwLlc5PbmQKGJ5l-WOkYyy75ymx9MU8xHSWBg',
  };
  const production = { NODE_ENV: 'production', ...secrets };
  const warning = (env: Record<string, string>) =>
    startNotices(loadConfig(env)).find((notice) =>
      notice.message.startsWith('company details not configured'),
    );

  it('warns in production while the details are unset, naming what is missing', () => {
    expect(warning(production)).toMatchObject({ level: 'warn' });
    expect(warning(production)?.message).toContain('COMPANY_IBAN');
    expect(warning({ ...production, ...CONFIGURED, COMPANY_IBAN: '' })?.message).toContain('COMPANY_IBAN');
  });

  it('is quiet once they are all set, and in development', () => {
    expect(warning({ ...production, ...CONFIGURED })).toBeUndefined();
    expect(warning({ NODE_ENV: 'development', ...secrets })).toBeUndefined();
  });

  it('refuses an IBAN whose check digits do not match', () => {
    expect(() => loadConfig({ ...production, ...CONFIGURED, COMPANY_IBAN: 'NL07ABNA0489271653' })).toThrow(
      /COMPANY_IBAN/,
    );
  });
});
