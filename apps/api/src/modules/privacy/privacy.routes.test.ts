import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  bankLinks,
  billingProfiles,
  cards,
  jobs,
  rdwCache,
  sessions,
  stations,
  users,
  vehicles,
} from '../../db/schema/index.ts';
import { linkSandboxBank } from '../../test/bank-fixtures.ts';
import { startRdwReplay, type RdwReplayServer } from '../../test/rdw-replay-server.ts';
import {
  createTestApp,
  injectAs,
  registerUser,
  signInWithRole,
  type TestApp,
  uniqueEmail,
} from '../../test/test-app.ts';
import { addVehicle, postLog } from '../../test/vehicles.ts';
import { privacyServiceFor } from './privacy.routes.ts';

let t: TestApp;
let replay: RdwReplayServer;

beforeAll(async () => {
  replay = await startRdwReplay();
  t = await createTestApp({ RDW_BASE_URL: replay.url });
});
afterAll(async () => {
  await t.close();
  await replay.close();
});

/** A station of our own (the test database has no seed). */
async function aStation(): Promise<string> {
  const [row] = await t.database.db
    .insert(stations)
    .values({
      title: 'Tankstation Test',
      city: 'Delft',
      lat: 52.01,
      lng: 4.36,
      source: 'partner',
      searchText: 'test delft',
    })
    .returning({ id: stations.id });
  return row!.id;
}

/** A driver with a bank link, a card, a vehicle with a log, a favourite station and a billing address. */
async function driverWithData(email = uniqueEmail('avg')) {
  const { token, user } = await registerUser(t.app, { email, first_name: 'Sanne', last_name: 'Smit' });
  await linkSandboxBank(t.app, token);
  const card = (
    await injectAs(t.app, token, { method: 'POST', url: '/api/cards/issue', payload: {} })
  ).json();
  const vehicle = await addVehicle(t.app, token, '11ZKZ3');
  await postLog(t.app, token, 'odometer', { vehicle_id: vehicle.id, odometer_km: 1200, date: '2026-02-01' });
  const station = await aStation();
  await injectAs(t.app, token, { method: 'PUT', url: `/api/stations/${station}/favorite` });
  await injectAs(t.app, token, {
    method: 'PUT',
    url: '/api/billing/address',
    payload: { street: 'Markt 8', postcode: '2611 GV', city: 'Delft' },
  });
  return { token, user, card: card as { id: string }, vehicle };
}

describe('GET /api/me/export', () => {
  it('hands the signed-in person everything stored about them as a JSON download, without secrets', async () => {
    const { token, user, card, vehicle } = await driverWithData();
    const other = await driverWithData();
    const response = await injectAs(t.app, token, { method: 'GET', url: '/api/me/export' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="fuellinq-gegevens-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json();
    expect(data.profile).toMatchObject({ id: user.id, email: user.email, first_name: 'Sanne' });
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.bank_links[0]).toMatchObject({ status: 'linked', iban_masked: expect.stringMatching(/^NL/) });
    expect(data.cards.map((row: { id: string }) => row.id)).toEqual([card.id]);
    expect(data.vehicles.map((row: { id: string }) => row.id)).toEqual([vehicle.id]);
    expect(data.odometer_logs).toHaveLength(1);
    expect(data.wallet_passes).toEqual([]);
    expect(Array.isArray(data.audit_entries)).toBe(true);
    // The money side: the free month that started with the card, and the address invoices carry.
    expect(data.subscription).toMatchObject({ user_id: user.id, status: 'trialing' });
    expect(data.billing_address).toMatchObject({ street: 'Markt 8', postcode: '2611 GV', city: 'Delft' });
    for (const list of ['refuels', 'balance_ledger', 'payments', 'points_ledger', 'invoices']) {
      expect(Array.isArray(data[list]), list).toBe(true);
    }

    // Nothing of the other driver, and no hash or token of any kind.
    expect(response.body).not.toContain(other.user.id);
    const [row] = await t.database.db.select().from(cards).where(eq(cards.id, card.id));
    const [person] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    for (const secret of [row!.token, row!.panHash, person!.passwordHash]) {
      expect(response.body).not.toContain(secret);
    }
    for (const field of ['password_hash', 'token_hash', 'pan_hash', 'state_hash', '"token"']) {
      expect(response.body).not.toContain(field);
    }
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/me/export' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/me', () => {
  it('refuses a wrong password and keeps everything', async () => {
    const { token, user } = await driverWithData();
    const response = await injectAs(t.app, token, {
      method: 'DELETE',
      url: '/api/me',
      payload: { password: 'niet-mijn-wachtwoord' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'invalid_password',
      message: 'Dit wachtwoord klopt niet. Je account is niet verwijderd.',
      issues: [{ path: 'password', message: 'Dit wachtwoord klopt niet. Je account is niet verwijderd.' }],
    });
    expect((await injectAs(t.app, token, { method: 'GET', url: '/me' })).statusCode).toBe(200);
    const [person] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(person?.deletedAt).toBeNull();
  });

  it('erases the account: sessions end, data goes, the address can sign up again, a partner’s stations stay', async () => {
    const email = uniqueEmail('weg');
    const { token, user, card, vehicle } = await driverWithData(email);
    const second = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'geheim123' },
      })
    ).json().token as string;
    const station = await aStation();
    await t.database.db.update(stations).set({ partnerId: user.id }).where(eq(stations.id, station));

    const response = await injectAs(t.app, token, {
      method: 'DELETE',
      url: '/api/me',
      payload: { password: 'geheim123' },
    });
    expect(response.statusCode).toBe(200);
    // Nothing on the balance, nothing billed yet: the free month ends with the account.
    expect(response.json()).toEqual({
      payout_cents: 0,
      payout_iban_masked: 'NL69 INGB •••• 6789',
      subscription_ended: true,
      final_invoice_number: null,
    });

    for (const session of [token, second]) {
      expect((await injectAs(t.app, session, { method: 'GET', url: '/me' })).statusCode).toBe(401);
    }
    const db = t.database.db;
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect(await db.select().from(cards).where(eq(cards.id, card.id))).toEqual([]);
    expect(await db.select().from(vehicles).where(eq(vehicles.id, vehicle.id))).toEqual([]);
    expect(await db.select().from(bankLinks).where(eq(bankLinks.userId, user.id))).toEqual([]);
    expect(await db.select().from(billingProfiles).where(eq(billingProfiles.userId, user.id))).toEqual([]);
    const [anchor] = await db.select().from(users).where(eq(users.id, user.id));
    expect(anchor).toMatchObject({ firstName: null, lastName: null, companyName: null });
    expect(anchor?.email).not.toContain(email.split('@')[0]);
    expect(anchor?.deletedAt).toBeInstanceOf(Date);
    const [kept] = await db.select().from(stations).where(eq(stations.id, station));
    expect(kept?.partnerId).toBeNull();
    const entries = await db.select().from(auditLog).where(eq(auditLog.entityId, user.id));
    expect(entries.map((entry) => entry.action)).toContain('account.erase');

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'een-nieuw-begin' },
    });
    expect(again.statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'geheim123' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('works for a partner too, and needs the password field', async () => {
    const { token } = await signInWithRole(t, 'partner');
    const missing = await injectAs(t.app, token, { method: 'DELETE', url: '/api/me', payload: {} });
    expect(missing.statusCode).toBe(400);
    const erased = await injectAs(t.app, token, {
      method: 'DELETE',
      url: '/api/me',
      payload: { password: 'geheim123' },
    });
    expect(erased.statusCode).toBe(200);
  });
});

describe('retention', () => {
  it('removes what is past its time and keeps what is not', async () => {
    const { user } = await registerUser(t.app);
    const db = t.database.db;
    const day = 24 * 3600 * 1000;
    const ago = (days: number) => new Date(Date.now() - days * day);
    await db.insert(sessions).values([
      { tokenHash: `oud-${user.id}`, userId: user.id, remember: false, expiresAt: ago(1) },
      { tokenHash: `nieuw-${user.id}`, userId: user.id, remember: false, expiresAt: ago(-1) },
    ]);
    const attempt = (status: 'pending' | 'failed', days: number, suffix: string) => ({
      userId: user.id,
      provider: 'sandbox',
      bankId: 'ing',
      status,
      stateHash: `${suffix}-${user.id}`,
      createdAt: ago(days),
    });
    await db.insert(bankLinks).values([attempt('failed', 40, 'oud'), attempt('failed', 2, 'recent')]);
    await db.insert(rdwCache).values([
      { licensePlate: `OUD${Date.now()}`, raw: { kenteken: [] } as never, fetchedAt: ago(31) },
      { licensePlate: `VERS${Date.now()}`, raw: { kenteken: [] } as never, fetchedAt: ago(1) },
    ]);
    const [oldEntry] = await db
      .insert(auditLog)
      .values({ actorUserId: user.id, action: 'test.old', entity: 'test', createdAt: ago(800) })
      .returning();
    const [newEntry] = await db
      .insert(auditLog)
      .values({ actorUserId: user.id, action: 'test.new', entity: 'test', createdAt: ago(10) })
      .returning();

    const gone = await privacyServiceFor(t.app).retention();
    expect(gone.sessions).toBeGreaterThanOrEqual(1);
    expect(gone.bank_attempts).toBeGreaterThanOrEqual(1);
    expect(gone.rdw_cache).toBeGreaterThanOrEqual(1);
    expect(gone.audit_entries).toBeGreaterThanOrEqual(1);

    const hashes = (await db.select().from(sessions).where(eq(sessions.userId, user.id))).map(
      (row) => row.tokenHash,
    );
    expect(hashes).toContain(`nieuw-${user.id}`);
    expect(hashes).not.toContain(`oud-${user.id}`);
    const links = await db.select().from(bankLinks).where(eq(bankLinks.userId, user.id));
    expect(links.map((row) => row.stateHash)).toEqual([`recent-${user.id}`]);
    const plates = (await db.select().from(rdwCache)).map((row) => row.licensePlate);
    expect(plates.some((plate) => plate.startsWith('OUD'))).toBe(false);
    expect(plates.some((plate) => plate.startsWith('VERS'))).toBe(true);
    const ids = (await db.select({ id: auditLog.id }).from(auditLog)).map((row) => row.id);
    expect(ids).toContain(newEntry!.id);
    expect(ids).not.toContain(oldEntry!.id);
  });

  it('runs every hour as a background job, once', async () => {
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    const runs = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'privacy.retention'));
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      status: 'done',
      key: `privacy.retention:${new Date().toISOString().slice(0, 13)}`,
    });
  });
});
