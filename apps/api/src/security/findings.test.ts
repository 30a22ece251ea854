import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../app.ts';
import { loadConfig } from '../config.ts';
import { cards, walletRegistrations } from '../db/schema/index.ts';
import { demoAccountsWithKnownPassword } from '../db/seed/demo-passwords.ts';
import { seedDemoData } from '../db/seed/index.ts';
import { commonPasswordCount } from '../lib/common-passwords.ts';
import { toCsv } from '../lib/csv.ts';
import { createAdminAccount } from '../modules/auth/admin-accounts.ts';
import { createAuthRepository } from '../modules/auth/auth.repository.ts';
import { createAuthService, LOGIN_SLOWDOWN_MAX_MS } from '../modules/auth/auth.service.ts';
import { linkToken } from '../modules/wallet/wallet-tokens.ts';
import { topUpBalance } from '../test/balance-fixtures.ts';
import { startRdwReplay, type RdwReplayServer } from '../test/rdw-replay-server.ts';
import { createTestDatabase } from '../test/test-database.ts';
import {
  createTestApp,
  injectAs,
  logIn,
  registerUser,
  signInWithRole,
  type TestApp,
  uniqueEmail,
} from '../test/test-app.ts';
import { insertStation } from '../test/stations.ts';
import { addVehicle } from '../test/vehicles.ts';
import { makeAppleTestChain, TEST_PASS_TYPE_ID } from '../test/wallet-credentials.ts';
import { appleAuthenticationToken } from '../modules/wallet/wallet-tokens.ts';

// The security review's findings (issue "Safe by default"), each held as a regression test: every one of
// these failed on the app as it was reviewed.

let t: TestApp;
let replay: RdwReplayServer;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'fuellinq-security-'));
  const chain = await makeAppleTestChain(dir);
  replay = await startRdwReplay();
  t = await createTestApp({
    ...chain.env,
    RDW_BASE_URL: replay.url,
    RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL: '3',
  });
});
afterAll(async () => {
  await t.close();
  await replay.close();
  await rm(dir, { recursive: true, force: true });
});

const post = (token: string, url: string, payload?: Record<string, unknown>) =>
  injectAs(t.app, token, { method: 'POST', url, ...(payload === undefined ? {} : { payload }) });

async function userWithCard(label = 'Mijn tankpas') {
  const { token, user } = await registerUser(t.app);
  const card = (await post(token, '/api/cards', { label })).json<{ id: string; last4: string }>();
  return { token, user, card };
}

const apiPath = (url: string) => new URL(url).pathname.replace('/pass/', '/api/pass/');

describe('1. no known secrets and no demo admin in a real deployment', () => {
  const PUBLIC_DEFAULT_SECRET = 'fuellinq-development-wallet-link-secret-do-not-use-in-production';

  it('refuses a pass link or an Apple pass token forged with the old public default secret', async () => {
    const { card } = await userWithCard();
    expect(t.app.config.WALLET_LINK_SECRET).not.toBe(PUBLIC_DEFAULT_SECRET);
    const { token } = await registerUser(t.app);
    await post(token, '/api/wallet/pass', {});
    const forged = linkToken(PUBLIC_DEFAULT_SECRET, 'pass-page', {
      cardId: card.id,
      version: 1,
      expiresAt: new Date(Date.now() + 3600_000),
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/pass/${forged}` })).statusCode).toBe(404);
    const passkit = await t.app.inject({
      method: 'GET',
      url: `/api/passkit/v1/passes/${TEST_PASS_TYPE_ID}/${card.id}`,
      headers: { authorization: `ApplePass ${appleAuthenticationToken(PUBLIC_DEFAULT_SECRET, card.id)}` },
    });
    expect(passkit.statusCode).toBe(401);
  });

  // Seeds the whole demo (stations, history, the demo fleet) on a database of its own.
  it(
    'names the demo accounts that still open with the published password, and forgets one that changed it',
    { timeout: 120_000 },
    async () => {
      const database = await createTestDatabase();
      try {
        await seedDemoData(database, { cardHashKey: t.app.config.CARD_HASH_KEY });
        const open = await demoAccountsWithKnownPassword(database.db);
        expect(open).toContain('admin@fuellinq.nl (admin)');
        // The five demo accounts, the demo fleet's five drivers and its bookkeeper.
        expect(open).toHaveLength(11);
        expect(open).toContain('bestuurder1@fuellinq.nl (user)');
        await database.db.execute(
          sql`update users set password_hash = 'x' where email = 'admin@fuellinq.nl'`,
        );
        expect(await demoAccountsWithKnownPassword(database.db)).not.toContain('admin@fuellinq.nl (admin)');
      } finally {
        await database.close();
      }
    },
  );

  it('makes a first real admin whose password is set once through a link', async () => {
    const email = uniqueEmail('beheer');
    const made = await createAdminAccount(t.database.db, email, { publicUrl: 'http://fuellinq.test' });
    expect(made.created).toBe(true);
    const token = new URL(made.resetLink).searchParams.get('token');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset',
      payload: { token, password: 'een-lang-beheer-wachtwoord' },
    });
    expect(reset.statusCode).toBe(200);
    const session = await logIn(t.app, email, 'een-lang-beheer-wachtwoord');
    const me = await injectAs(t.app, session, { method: 'GET', url: '/me' });
    expect(me.json().user.role).toBe('admin');

    // An existing account is promoted, not duplicated.
    const again = await createAdminAccount(t.database.db, email, { publicUrl: 'http://fuellinq.test' });
    expect(again).toMatchObject({ created: false, previousRole: 'admin' });
  });
});

describe('npm run admin:create', () => {
  it('makes an admin on the embedded database and prints the one-time link, and refuses a bad address', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fuellinq-admin-cli-'));
    const script = fileURLToPath(new URL('../cli/admin-create.ts', import.meta.url));
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: 'https://fuellinq.example',
    };
    try {
      const made = spawnSync(process.execPath, [script, 'Beheer@Example.nl'], { env, encoding: 'utf8' });
      expect(made.status, made.stderr).toBe(0);
      expect(made.stdout).toContain('Admin account beheer@example.nl created.');
      expect(made.stdout).toMatch(/https:\/\/fuellinq\.example\/reset\?token=[A-Za-z0-9_-]{43}/);
      const bad = spawnSync(process.execPath, [script, 'geen-adres'], { env, encoding: 'utf8' });
      expect(bad.status).toBe(2);
      expect(bad.stderr).toContain('Usage: npm run admin:create -- <e-mail address>');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('3. sensitive values never reach the error log', () => {
  it('logs a failed sign-up and card creation without the password hash, the card hash or the token', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fuellinq-log-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    const database = await createTestDatabase();
    const app = await buildApp({
      config,
      database,
      logger: { ...(loggerOptions(config) as object), stream },
    });
    try {
      const { token } = await registerUser(app);
      // The database refuses every new user and card: the 500 path with the query's parameters in hand.
      await database.db.execute(sql`create function refuse() returns trigger language plpgsql as $$
        begin raise exception 'refused for the test'; end $$`);
      await database.db.execute(sql`create trigger refuse_users before insert on users
        for each row execute function refuse()`);
      await database.db.execute(sql`create trigger refuse_cards before insert on cards
        for each row execute function refuse()`);

      const signUp = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: uniqueEmail(), password: 'een-goed-wachtwoord' },
      });
      expect(signUp.statusCode).toBe(500);
      const card = await injectAs(app, token, { method: 'POST', url: '/api/cards', payload: {} });
      expect(card.statusCode).toBe(500);

      const log = lines.join('');
      expect(log).toContain('refused for the test');
      expect(log).toContain('params: [redacted]');
      expect(log).not.toMatch(/\$argon2id\$/);
      // A card token and an HMAC are long runs of base64url or hex; none may appear in the log.
      expect(log).not.toMatch(/"params"/);
      expect(log).not.toMatch(/[0-9a-f]{64}/);
    } finally {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('4 and 5. a NUL byte, an impossible date or number is a 400 naming the field', () => {
  it('answers the reported requests with 400 and the field', async () => {
    const { token } = await registerUser(t.app);
    const vehicle = await addVehicle(t.app, token, '11ZKZ3');
    const cases = [
      { request: { method: 'GET', url: '/api/stations/search?q=%00abc' }, field: 'q' },
      { request: { method: 'GET', url: '/api/partner/public/stations?q=a%00b' }, field: 'q' },
      {
        request: {
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'a\u0000@b.nl', password: 'x' },
        },
        field: 'email',
      },
      {
        request: {
          method: 'POST',
          url: '/api/auth/register',
          payload: { email: uniqueEmail(), password: 'een-goed-wachtwoord', first_name: 'An\u0000na' },
        },
        field: 'first_name',
      },
      {
        request: { method: 'POST', url: '/api/auth/forgot', payload: { email: 'x\u0000y@example.nl' } },
        field: 'email',
      },
      {
        request: { method: 'POST', url: '/api/cards', payload: { label: 'Pas\u0000' } },
        field: 'label',
        token,
      },
      {
        request: {
          method: 'POST',
          url: '/api/co2/odometer',
          payload: { vehicle_id: vehicle.id, odometer_km: 1000, date: '0000-01-01' },
        },
        field: 'date',
        token,
      },
      {
        request: {
          method: 'POST',
          url: '/api/co2/odometer',
          payload: { vehicle_id: vehicle.id, odometer_km: 1000, date: '2026-01-01', note: 'a\u0000' },
        },
        field: 'note',
        token,
      },
      {
        request: {
          method: 'GET',
          url: `/api/passkit/v1/devices/abc/registrations/${TEST_PASS_TYPE_ID}?passesUpdatedSince=99999999999999999999`,
        },
        field: 'passesUpdatedSince',
      },
      {
        request: {
          method: 'GET',
          url: `/api/passkit/v1/devices/abc/registrations/${TEST_PASS_TYPE_ID}?passesUpdatedSince=1e308`,
        },
        field: 'passesUpdatedSince',
      },
    ] as const;
    for (const { request, field, ...rest } of cases) {
      const caller = 'token' in rest ? rest.token : undefined;
      const response = caller ? await injectAs(t.app, caller, request) : await t.app.inject(request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(400);
      const paths = (response.json().issues as { path: string }[]).map((issue) => issue.path);
      expect(paths, `${request.method} ${request.url}`).toContain(field);
    }
  });

  it('keeps line breaks in a note, which is text of several lines', async () => {
    const { token } = await registerUser(t.app);
    const vehicle = await addVehicle(t.app, token, 'TT601D');
    const response = await post(token, '/api/co2/odometer', {
      vehicle_id: vehicle.id,
      odometer_km: 1000,
      date: '2026-01-01',
      note: 'eerste regel\ntweede regel',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().note).toBe('eerste regel\ntweede regel');
  });
});

describe('6. a used reset link voids every other one', () => {
  it('refuses link A after link B was used, and C too', async () => {
    const { user } = await registerUser(t.app);
    const before = (await t.outbox()).length;
    for (let i = 0; i < 3; i++) {
      await t.app.inject({ method: 'POST', url: '/api/auth/forgot', payload: { email: user.email } });
    }
    const mails = (await t.outbox()).slice(before).filter((mail) => mail.includes(user.email));
    // Quoted-printable: undo soft line breaks and =3D before reading the links.
    const tokens = mails.map(
      (mail) => /reset\?token=([A-Za-z0-9_-]+)/.exec(mail.replace(/=\r?\n/g, '').replace(/=3D/g, '='))?.[1],
    );
    expect(tokens).toHaveLength(3);
    const reset = (token: string | undefined, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/reset', payload: { token, password } });
    const used = await reset(tokens[1], 'tweede-nieuw-wachtwoord');
    expect(used.statusCode, used.body).toBe(200);
    for (const token of [tokens[0], tokens[2], tokens[1]]) {
      const refused = await reset(token, 'derde-nieuw-wachtwoord');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe('invalid_reset_token');
    }
    await logIn(t.app, user.email, 'tweede-nieuw-wachtwoord');
  });
});

describe('7. a partner shows only the brands an admin granted', () => {
  it('refuses a claimed brand on a station and in the settings, until an admin grants it', async () => {
    const partner = await signInWithRole(t, 'partner', 'business');
    const admin = await signInWithRole(t, 'admin');
    const own = await insertStation(t.database.db, {
      title: 'Pomp Oostzaan',
      city: 'Oostzaan',
      lat: 52.44,
      lng: 4.88,
      partnerId: partner.user.id,
    });
    const handedOver = await insertStation(t.database.db, {
      title: 'Tango Purmerend',
      brand: 'tango',
      city: 'Purmerend',
      lat: 52.5,
      lng: 4.95,
      partnerId: partner.user.id,
    });
    const as = (token: string, method: 'PATCH' | 'PUT' | 'GET', url: string, payload?: object) =>
      injectAs(t.app, token, { method, url, ...(payload ? { payload } : {}) });
    const refused =
      'Dit merk is niet aan jouw account toegekend. Vraag FuelLinq om het toe te voegen; tot dan is je station onafhankelijk.';

    const claim = await as(partner.token, 'PATCH', `/api/partner/stations/${own}`, { brand_slug: 'shell' });
    expect(claim.statusCode).toBe(403);
    expect(claim.json()).toMatchObject({
      error: 'brand_not_granted',
      issues: [{ path: 'brand_slug', message: refused }],
    });
    const settings = await as(partner.token, 'PUT', '/api/partner/settings', {
      company_name: 'Pomp B.V.',
      brand_slug: 'shell',
    });
    expect(settings.statusCode).toBe(403);
    const station = await as(partner.token, 'GET', `/api/partner/stations/${own}`);
    expect(station.json()).toMatchObject({ brand: null, brand_slug: null });

    // A station an admin handed over keeps its brand when the partner edits it.
    const kept = await as(partner.token, 'PATCH', `/api/partner/stations/${handedOver}`, {
      brand_slug: 'tango',
      title: 'Tango Purmerend Centrum',
    });
    expect(kept.statusCode).toBe(200);

    // Only an admin grants, and then the brand may be set.
    const selfGrant = await as(partner.token, 'PUT', `/api/admin/partners/${partner.user.id}/brands`, {
      brands: ['shell'],
    });
    expect(selfGrant.statusCode).toBe(403);
    const grant = await as(admin.token, 'PUT', `/api/admin/partners/${partner.user.id}/brands`, {
      brands: ['shell'],
    });
    expect(grant.json()).toEqual({ partner_id: partner.user.id, brands: [{ slug: 'shell', name: 'Shell' }] });
    const allowed = await as(partner.token, 'PATCH', `/api/partner/stations/${own}`, { brand_slug: 'shell' });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toMatchObject({ brand: 'Shell', brand_slug: 'shell' });
    const mine = await as(partner.token, 'GET', '/api/partner/settings');
    expect(mine.json().brands).toEqual([{ slug: 'shell', name: 'Shell' }]);
  });
});

describe('8. nobody can lock another person out', () => {
  const login = (email: string, password: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

  it('stops the guessing address and IP, while the owner elsewhere still gets in', async () => {
    const { user } = await registerUser(t.app);
    for (let i = 0; i < 3; i++)
      expect((await login(user.email, 'fout-fout', '10.6.6.6')).statusCode).toBe(401);
    expect((await login(user.email, 'geheim123', '10.6.6.6')).statusCode).toBe(429);
    expect((await login(user.email, 'geheim123', '10.1.1.1')).statusCode).toBe(200);
  });

  it('slows an address under attack from many places down, more with every failure, never locking it', async () => {
    const delays: number[] = [];
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: t.dataDir,
      RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL: '3',
    });
    const service = createAuthService({
      repository: createAuthRepository(t.database.db),
      config,
      mailer: t.app.mailer,
      sleep: (ms) => {
        delays.push(ms);
        return Promise.resolve();
      },
    });
    const { user } = await registerUser(t.app);
    for (let i = 0; i < 8; i++) {
      await expect(
        service.login({ email: user.email, password: 'fout-fout', remember: false }, { ip: `10.9.0.${i}` }),
      ).rejects.toMatchObject({ statusCode: 401 });
    }
    // Three failures are free; every one after that doubles the wait of the next attempt.
    expect(delays).toEqual([250, 500, 1000, 2000]);
    const owner = await service.login(
      { email: user.email, password: 'geheim123', remember: false },
      { ip: '10.1.1.1' },
    );
    expect(owner.user.email).toBe(user.email);
    expect(delays.at(-1)).toBe(4000);
    for (let i = 0; i < 10; i++) {
      await service
        .login({ email: user.email, password: 'fout-fout', remember: false }, { ip: '10.9.1.1' })
        .catch(() => {});
    }
    expect(delays.at(-1)).toBe(LOGIN_SLOWDOWN_MAX_MS);
  });

  it('does not let a stranger use up the owner’s reset mails', async () => {
    const { user } = await registerUser(t.app);
    const forgot = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot',
        payload: { email: user.email },
        remoteAddress: ip,
      });
    for (let i = 0; i < 5; i++) expect((await forgot('10.6.6.7')).statusCode).toBe(202);
    expect((await forgot('10.6.6.7')).statusCode).toBe(429);
    expect((await forgot('10.1.1.2')).statusCode).toBe(202);
  });
});

describe('9. no blank or common passwords', () => {
  it('refuses six spaces and a leaked favourite, with Dutch messages on the password field', async () => {
    expect(await commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
    for (const [password, message] of [
      ['      ', 'Je wachtwoord mag niet alleen uit spaties bestaan.'],
      ['Password1', 'Dit wachtwoord is te bekend en daardoor makkelijk te raden. Kies een ander wachtwoord.'],
      [
        'wachtwoord123',
        'Dit wachtwoord is te bekend en daardoor makkelijk te raden. Kies een ander wachtwoord.',
      ],
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: uniqueEmail(), password },
      });
      expect(response.statusCode, password).toBe(400);
      expect(response.json().issues).toContainEqual({ path: 'password', message });
    }
  });
});

describe('10. one pass cannot change another pass’s device registration', () => {
  it('keeps the push token a device registered for pass A when pass B registers the same device', async () => {
    const a = await userWithCard('A');
    const b = await userWithCard('B');
    for (const { token, card } of [a, b]) {
      expect((await post(token, `/api/wallet/apple/${card.id}`)).statusCode).toBe(200);
    }
    const device = 'gedeeld-apparaat-1';
    const register = (cardId: string, pushToken: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/passkit/v1/devices/${device}/registrations/${TEST_PASS_TYPE_ID}/${cardId}`,
        headers: {
          authorization: `ApplePass ${appleAuthenticationToken(t.app.config.WALLET_LINK_SECRET, cardId)}`,
        },
        payload: { pushToken },
      });
    expect((await register(a.card.id, 'push-van-a')).statusCode).toBe(201);
    expect((await register(b.card.id, 'push-van-aanvaller')).statusCode).toBe(201);
    expect((await register(a.card.id, 'push-van-a')).statusCode).toBe(200);
    const rows = await t.database.db
      .select({ cardId: walletRegistrations.cardId, pushToken: walletRegistrations.pushToken })
      .from(walletRegistrations)
      .where(eq(walletRegistrations.deviceLibraryId, device));
    expect(rows).toContainEqual({ cardId: a.card.id, pushToken: 'push-van-a' });
    expect(rows).toContainEqual({ cardId: b.card.id, pushToken: 'push-van-aanvaller' });
  });
});

describe('11. the smaller findings', () => {
  it('answers signed-in JSON with Cache-Control: no-store', async () => {
    const { token } = await userWithCard();
    for (const url of ['/me', '/api/cards', '/api/vehicles', '/api/cards/active']) {
      const response = await injectAs(t.app, token, { method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('ends a pass page link at its expiry, and every earlier link when they are revoked', async () => {
    const { token, card } = await userWithCard();
    const first = (await post(token, '/api/wallet/pass', { cardId: card.id })).json().url as string;
    expect((await t.app.inject({ method: 'GET', url: apiPath(first) })).statusCode).toBe(200);

    const expired = linkToken(t.app.config.WALLET_LINK_SECRET, 'pass-page', {
      cardId: card.id,
      version: 1,
      expiresAt: new Date(Date.now() - 1000),
    });
    const old = await t.app.inject({ method: 'GET', url: `/api/pass/${expired}` });
    expect(old.statusCode).toBe(410);
    expect(old.json()).toMatchObject({
      error: 'link_expired',
      message: 'Deze paslink is verlopen. Open je pas opnieuw vanuit de app.',
    });

    const revoked = await post(token, '/api/wallet/pass/revoke', { cardId: card.id });
    expect(revoked.statusCode).toBe(200);
    const gone = await t.app.inject({ method: 'GET', url: apiPath(first) });
    expect(gone.statusCode).toBe(410);
    expect(gone.json().error).toBe('link_revoked');
    const fresh = await t.app.inject({ method: 'GET', url: apiPath(revoked.json().url as string) });
    expect(fresh.statusCode).toBe(200);

    // Only the card's owner revokes its links.
    const stranger = await registerUser(t.app);
    expect((await post(stranger.token, '/api/wallet/pass/revoke', { cardId: card.id })).statusCode).toBe(404);
  });

  it('writes a CSV cell that would start a formula as text, and leaves numbers alone', () => {
    const csv = toCsv([
      ['=HYPERLINK("https://evil.example","klik")', '+31 6 1234', '-12,5', '@SUM(A1)', '\tx', 12, 'gewoon'],
    ]);
    expect(csv).toBe(
      `\uFEFF"'=HYPERLINK(""https://evil.example"",""klik"")";'+31 6 1234;-12,5;'@SUM(A1);'\tx;12;gewoon\r\n`,
    );
  });

  it('caps the cards of one account at ten', async () => {
    const { token } = await registerUser(t.app);
    // Cards after the first cost € 4,99 each from the balance (issue 10).
    await topUpBalance(t.app, token, 5_000);
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await post(token, '/api/cards', {})).statusCode);
    expect(statuses).toEqual([...Array<number>(10).fill(201), 409]);
    const refused = await post(token, '/api/cards', {});
    expect(refused.json()).toMatchObject({
      error: 'card_limit',
      message: 'Je hebt het maximum van 10 passen bereikt. Verwijder eerst een pas.',
    });
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(cards)
      .where(eq(cards.userId, (await injectAs(t.app, token, { method: 'GET', url: '/me' })).json().user.id));
    expect(row?.n).toBe(10);
  });

  it('takes Apple Wallet device logs sparingly, and not at all without Apple Wallet', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/passkit/v1/log',
        payload: { logs: ['iets ging mis'] },
        remoteAddress: '10.7.7.7',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
    const bare = await createTestApp();
    try {
      const response = await bare.app.inject({
        method: 'POST',
        url: '/api/passkit/v1/log',
        payload: { logs: ['iets'] },
      });
      expect(response.statusCode).toBe(503);
    } finally {
      await bare.close();
    }
  });

  it('keeps the looser Content-Security-Policy of the API reference on /api/docs only', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const docsPolicy = String(docs.headers['content-security-policy']);
    expect(docsPolicy).toContain("'unsafe-inline'");
    for (const url of ['/', '/api/health', '/api/openapi.json', '/app/wallet', '/api/docs-nep']) {
      const policy = String(
        (await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).headers[
          'content-security-policy'
        ],
      );
      expect(policy, url).toMatch(/script-src 'self'(;|$)/);
      expect(policy, url).not.toBe(docsPolicy);
    }
  });
});
