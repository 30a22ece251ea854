import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets, sessions, users } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';
import { createTestApp, injectAs, registerUser, type TestApp, uniqueEmail } from '../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });

describe('POST /api/auth/register', () => {
  it('creates a user with role user and answers 201 with a working token', async () => {
    const email = uniqueEmail('Nieuw');
    const response = await post('/api/auth/register', {
      email: `  ${email.toUpperCase()} `,
      password: 'geheim1',
      first_name: 'Eva',
      last_name: '  ',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({
      email: email.toLowerCase(),
      first_name: 'Eva',
      last_name: null,
      role: 'user',
      account_type: 'consumer',
      name: 'Eva',
    });
    expect(body.user).not.toHaveProperty('password_hash');
    const me = await injectAs(t.app, body.token, { method: 'GET', url: '/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.id).toBe(body.user.id);
  });

  it('stores empty names as null and names the user after the e-mail address', async () => {
    const email = uniqueEmail('zonder.naam');
    const response = await post('/api/auth/register', {
      email,
      password: 'geheim1',
      first_name: '',
      last_name: null,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({
      first_name: null,
      last_name: null,
      name: email.split('@')[0],
    });
  });

  it('refuses an e-mail address that is already taken, whatever its case', async () => {
    const email = uniqueEmail('dubbel');
    expect((await post('/api/auth/register', { email, password: 'geheim1' })).statusCode).toBe(201);
    const again = await post('/api/auth/register', { email: email.toUpperCase(), password: 'anders12' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'email_taken',
      message: 'Er bestaat al een account met dit e-mailadres.',
    });
  });

  it('answers one 201 and one 409 when the same address signs up twice at once', async () => {
    const email = uniqueEmail('tegelijk');
    const results = await Promise.all([
      post('/api/auth/register', { email, password: 'geheim1' }),
      post('/api/auth/register', { email, password: 'geheim1' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it.each([
    ['no at sign', 'sanne.example.nl'],
    ['no dot after the at sign', 'sanne@example'],
    ['a space', 'san ne@example.nl'],
  ])('refuses an e-mail address with %s', async (_case, email) => {
    const response = await post('/api/auth/register', { email, password: 'geheim1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'validation_error',
      issues: [{ path: 'email', message: 'Vul een geldig e-mailadres in.' }],
    });
  });

  it('refuses a password shorter than 6 characters', async () => {
    const response = await post('/api/auth/register', { email: uniqueEmail(), password: '12345' });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'password', message: 'Je wachtwoord moet minstens 6 tekens hebben.' },
    ]);
  });

  it('answers missing_fields when e-mail or password is absent', async () => {
    const response = await post('/api/auth/register', { email: uniqueEmail() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'missing_fields',
      message: 'Vul je e-mailadres en wachtwoord in.',
    });
  });

  it('stores an argon2id hash, never the password', async () => {
    const email = uniqueEmail('hash');
    await post('/api/auth/register', { email, password: 'geheim123' });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain('geheim123');
  });
});

describe('POST /api/auth/login', () => {
  it('logs in with the right password, case-insensitively on the address', async () => {
    const email = uniqueEmail('inlog');
    await post('/api/auth/register', { email, password: 'geheim123' });
    const response = await post('/api/auth/login', { email: email.toUpperCase(), password: 'geheim123' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(email);
  });

  it('answers invalid_login alike for a wrong password and an unknown address', async () => {
    const email = uniqueEmail('fout');
    await post('/api/auth/register', { email, password: 'geheim123' });
    const wrong = await post('/api/auth/login', { email, password: 'verkeerd' });
    const unknown = await post('/api/auth/login', {
      email: uniqueEmail('bestaat.niet'),
      password: 'verkeerd',
    });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        error: 'invalid_login',
        message: 'E-mailadres of wachtwoord klopt niet.',
      });
    }
    const { requestId: _a, ...wrongBody } = wrong.json();
    const { requestId: _b, ...unknownBody } = unknown.json();
    expect(wrongBody).toEqual(unknownBody);
  });

  it.each([
    ['no body fields', {}],
    ['no password', { email: 'a@b.nl' }],
    ['an empty password', { email: 'a@b.nl', password: '' }],
    ['an empty e-mail address', { email: '  ', password: 'geheim123' }],
  ])('answers missing_credentials for %s', async (_case, payload) => {
    const response = await post('/api/auth/login', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'missing_credentials',
      message: 'Vul je e-mailadres en wachtwoord in.',
    });
  });

  it('gives a 30-day session with remember on (the default) and a 12-hour one without', async () => {
    const email = uniqueEmail('onthoud');
    await post('/api/auth/register', { email, password: 'geheim123' });
    const long = (await post('/api/auth/login', { email, password: 'geheim123' })).json();
    const short = (await post('/api/auth/login', { email, password: 'geheim123', remember: false })).json();
    const hours = (iso: string) => (new Date(iso).getTime() - Date.now()) / 3_600_000;
    expect(hours(long.expires_at)).toBeGreaterThan(30 * 24 - 1);
    expect(hours(long.expires_at)).toBeLessThanOrEqual(30 * 24);
    expect(hours(short.expires_at)).toBeGreaterThan(11.9);
    expect(hours(short.expires_at)).toBeLessThanOrEqual(12);
  });

  it('stores only the SHA-256 of a session token', async () => {
    const { token, user } = await registerUser(t.app);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashToken(token));
    expect(rows[0]?.tokenHash).not.toBe(token);
  });
});

describe('GET /me and /api/me', () => {
  it('answers 401 without a token, with a malformed header and with an unknown token', async () => {
    for (const headers of [{}, { authorization: 'Basic abc' }, { authorization: 'Bearer onzin' }]) {
      for (const url of ['/me', '/api/me']) {
        const response = await t.app.inject({ method: 'GET', url, headers });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({
          error: 'unauthorized',
          message: 'Niet geautoriseerd. Controleer je inloggegevens.',
        });
      }
    }
  });

  it("never returns another user's data for a user's token", async () => {
    const a = await registerUser(t.app, { first_name: 'Anna' });
    const b = await registerUser(t.app, { first_name: 'Bram' });
    const meA = (await injectAs(t.app, a.token, { method: 'GET', url: '/api/me' })).json();
    const meB = (await injectAs(t.app, b.token, { method: 'GET', url: '/me' })).json();
    expect(meA.user).toMatchObject({ id: a.user.id, first_name: 'Anna' });
    expect(meB.user).toMatchObject({ id: b.user.id, first_name: 'Bram' });
  });

  it('refuses an expired session', async () => {
    const { token } = await registerUser(t.app);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const response = await injectAs(t.app, token, { method: 'GET', url: '/me' });
    expect(response.statusCode).toBe(401);
  });
});

describe('housekeeping', () => {
  it('purges expired sessions and reset tokens and keeps live ones', async () => {
    const live = await registerUser(t.app);
    const stale = await registerUser(t.app);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(stale.token)));
    const gone = await t.app.auth.purgeExpired();
    expect(gone.sessions).toBeGreaterThanOrEqual(1);
    const left = await t.database.db.select().from(sessions).where(eq(sessions.userId, stale.user.id));
    expect(left).toHaveLength(0);
    expect((await injectAs(t.app, live.token, { method: 'GET', url: '/me' })).statusCode).toBe(200);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session on the server: the token no longer works, other sessions still do', async () => {
    const email = uniqueEmail('uitlog');
    const first = (await post('/api/auth/register', { email, password: 'geheim123' })).json();
    const second = (await post('/api/auth/login', { email, password: 'geheim123' })).json();
    const logout = await injectAs(t.app, first.token, { method: 'POST', url: '/api/auth/logout' });
    expect(logout.statusCode).toBe(204);
    expect((await injectAs(t.app, first.token, { method: 'GET', url: '/me' })).statusCode).toBe(401);
    expect((await injectAs(t.app, second.token, { method: 'GET', url: '/me' })).statusCode).toBe(200);
  });

  it('is harmless without a token or with a dead one', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(204);
    const dead = await injectAs(t.app, 'bestaat-niet', { method: 'POST', url: '/api/auth/logout' });
    expect(dead.statusCode).toBe(204);
  });
});

describe('password reset', () => {
  async function requestReset(email: string) {
    const response = await post('/api/auth/forgot', { email });
    expect(response.statusCode).toBe(202);
    return response;
  }

  function linkFrom(mail: string): string {
    // The mail is quoted-printable: undo soft line breaks and =3D before reading the link.
    const decoded = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const match = /http:\/\/fuellinq\.test\/reset\?token=([A-Za-z0-9_-]+)/.exec(decoded);
    if (!match?.[1]) throw new Error(`no reset link in mail:\n${mail}`);
    return match[1];
  }

  it('answers 202 with the same body for a known and an unknown address, and mails only the known one', async () => {
    const { user } = await registerUser(t.app);
    const before = (await t.outbox()).length;
    const known = await requestReset(user.email);
    const unknown = await requestReset(uniqueEmail('onbekend'));
    expect(known.json()).toEqual(unknown.json());
    const mails = await t.outbox();
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)).toContain(`To: ${user.email}`);
    expect(mails.at(-1)).toContain('Subject: Stel je FuelLinq-wachtwoord opnieuw in');
  });

  it('sets a new password once, ends every session and lets the new password in', async () => {
    const { token: oldSession, user } = await registerUser(t.app);
    await requestReset(user.email);
    const resetToken = linkFrom((await t.outbox()).at(-1) ?? '');

    const reset = await post('/api/auth/reset', { token: resetToken, password: 'nieuw-geheim' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('Je wachtwoord is gewijzigd. Log in met je nieuwe wachtwoord.');

    expect((await injectAs(t.app, oldSession, { method: 'GET', url: '/me' })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: user.email, password: 'geheim123' })).statusCode).toBe(
      401,
    );
    expect((await post('/api/auth/login', { email: user.email, password: 'nieuw-geheim' })).statusCode).toBe(
      200,
    );

    const again = await post('/api/auth/reset', { token: resetToken, password: 'derde-geheim' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'invalid_reset_token' });
  });

  it('refuses a token older than an hour, an unknown token and a short password', async () => {
    const { user } = await registerUser(t.app);
    await requestReset(user.email);
    const resetToken = linkFrom((await t.outbox()).at(-1) ?? '');

    const short = await post('/api/auth/reset', { token: resetToken, password: '123' });
    expect(short.statusCode).toBe(400);
    expect(short.json().issues[0].path).toBe('password');

    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, hashToken(resetToken)));
    const expired = await post('/api/auth/reset', { token: resetToken, password: 'nieuw-geheim' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({
      error: 'invalid_reset_token',
      message: 'Deze resetlink is ongeldig of verlopen. Vraag een nieuwe aan.',
    });

    const unknown = await post('/api/auth/reset', { token: 'verzonnen', password: 'nieuw-geheim' });
    expect(unknown.statusCode).toBe(400);
  });
});
