import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.ts';
import { driverWithCard, fundBalance, testClock } from '../../test/refuels.ts';
import { createTestApp, injectAs, registerUser, type TestApp } from '../../test/test-app.ts';

// The customer's address on invoices: every account can give one, it is the caller's own, a bad field gets
// its Dutch message, and the next invoice carries it while an invoice already made keeps the address it had.

const clock = testClock('2026-03-10T10:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(async () => {
  await t.close();
});

const getAddress = (token: string) => injectAs(t.app, token, { method: 'GET', url: '/api/billing/address' });
const putAddress = (token: string, payload: Record<string, unknown>) =>
  injectAs(t.app, token, { method: 'PUT', url: '/api/billing/address', payload });

describe('/api/billing/address', () => {
  it('is null until given; a postcode is written as on an envelope; a second save replaces the first', async () => {
    const { token } = await registerUser(t.app);
    const empty = await getAddress(token);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ address: null });

    const saved = await putAddress(token, { street: ' Kanaalweg 12 ', postcode: '3526kl', city: 'Utrecht' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().address).toMatchObject({
      street: 'Kanaalweg 12',
      postcode: '3526 KL',
      city: 'Utrecht',
    });
    expect((await getAddress(token)).json()).toEqual(saved.json());

    await putAddress(token, { street: 'Oudegracht 200', postcode: '3511 NR', city: 'Utrecht' });
    expect((await getAddress(token)).json().address).toMatchObject({
      street: 'Oudegracht 200',
      postcode: '3511 NR',
    });
  });

  it('is each account’s own', async () => {
    const one = await registerUser(t.app);
    const other = await registerUser(t.app);
    await putAddress(one.token, { street: 'Damrak 1', postcode: '1012 LG', city: 'Amsterdam' });
    expect((await getAddress(other.token)).json()).toEqual({ address: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/billing/address' })).statusCode).toBe(401);
  });

  it('refuses a bad field with its Dutch message and keeps the address it had', async () => {
    const { token } = await registerUser(t.app);
    await putAddress(token, { street: 'Damrak 1', postcode: '1012 LG', city: 'Amsterdam' });
    const bad = await putAddress(token, { street: 'Damrak', postcode: '1012', city: '' });
    expect(bad.statusCode).toBe(400);
    // An empty field makes it the spec's missing_fields; each field still gets its own message.
    expect(bad.json()).toMatchObject({ error: 'missing_fields', message: expect.any(String) });
    const messages = Object.fromEntries(
      bad.json().issues.map((issue: { path: string; message: string }) => [issue.path, issue.message]),
    );
    expect(messages).toEqual({
      street: 'Vul ook je huisnummer in.',
      postcode: 'Vul een postcode in als 1234 AB.',
      city: 'Vul je woonplaats in.',
    });
    expect((await getAddress(token)).json().address).toMatchObject({ street: 'Damrak 1', city: 'Amsterdam' });
  });
});

describe('the address on invoices', () => {
  it('is on the next invoice and in its PDF; an invoice already made keeps the address it had', async () => {
    clock.set('2026-03-10T10:00:00Z');
    const driver = await driverWithCard(t.app);
    await fundBalance(t.database.db, driver.userId, 5_000);
    expect(
      (await putAddress(driver.token, { street: 'Kanaalweg 12', postcode: '3526 KL', city: 'Utrecht' }))
        .statusCode,
    ).toBe(200);
    clock.set('2026-04-10T10:00:00Z');
    await t.app.jobs.runDue(); // the trial ends: the first month is charged
    clock.set('2026-05-01T03:00:00Z');
    await t.app.jobs.runDue(); // the invoice run bills April

    const [april] = (await injectAs(t.app, driver.token, { method: 'GET', url: '/api/invoices' })).json();
    const invoice = () => injectAs(t.app, driver.token, { method: 'GET', url: `/api/invoices/${april.id}` });
    expect((await invoice()).json().customer.address).toBe('Kanaalweg 12, 3526 KL Utrecht');
    const pdf = await injectAs(t.app, driver.token, { method: 'GET', url: `/api/invoices/${april.id}/pdf` });
    expect((await pdfText(pdf.rawPayload)).text).toContain('Kanaalweg 12, 3526 KL Utrecht');

    await putAddress(driver.token, { street: 'Oudegracht 200', postcode: '3511 NR', city: 'Utrecht' });
    expect((await invoice()).json().customer.address).toBe('Kanaalweg 12, 3526 KL Utrecht');
  });
});
