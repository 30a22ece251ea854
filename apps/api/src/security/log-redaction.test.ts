import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { createAdminAccount } from '../modules/auth/admin-accounts.ts';
import { linkToken } from '../modules/wallet/wallet-tokens.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { injectAs, registerUser, uniqueEmail } from '../test/test-app.ts';
import { writeWebBuild } from '../test/web-build.ts';

// Issue 23, part 4: a log reader must not get a link that opens a card (a pass page link lasts 30 days),
// a payment or a bank consent; and the answer that carries a session token is kept by no cache. The app
// logs as the server does (loggerOptions), into a stream this test reads.

const template = await readFile(new URL('../../../web/index.html', import.meta.url), 'utf8');

let app: FastifyInstance;
let database: DatabaseHandle;
let dataDir: string;
let dist: string;
const lines: string[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'fuellinq-log-redaction-'));
  dist = await writeWebBuild({ 'index.html': template });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: dist,
    RATE_LIMIT_AUTH_PER_IP: '1000',
  });
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  database = await createTestDatabase();
  app = await buildApp({ config, database, logger: { ...(loggerOptions(config) as object), stream } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
  await rm(dist, { recursive: true, force: true });
});

const segmentAfter = (prefix: string, url: string) => {
  const found = new RegExp(`${prefix}([^/?#]+)`).exec(url)?.[1];
  if (!found) throw new Error(`no ${prefix}… in ${url}`);
  return decodeURIComponent(found);
};

/** The log lines written since `from`, parsed. */
const logSince = (from: number) =>
  lines.slice(from).map((line) => JSON.parse(line) as Record<string, unknown>);

describe('4. links that open a card stay out of the logs', () => {
  it('logs each request to a secret address with its shape and a redaction marker, never the secret', async () => {
    const { token } = await registerUser(app);
    const card = (await injectAs(app, token, { method: 'POST', url: '/api/cards', payload: {} })).json<{
      id: string;
    }>();
    const passLink = (
      await injectAs(app, token, { method: 'POST', url: '/api/wallet/pass', payload: { cardId: card.id } })
    ).json<{ url: string }>().url;
    const passToken = segmentAfter('/pass/', passLink);
    const download = linkToken(app.config.WALLET_LINK_SECRET, 'pkpass-download', {
      cardId: card.id,
      version: 1,
      expiresAt: new Date(Date.now() + 60_000),
    });
    const topUp = await injectAs(app, token, {
      method: 'POST',
      url: '/api/balance/top-ups',
      payload: { amount_cents: 2_500 },
    });
    expect(topUp.statusCode, topUp.body).toBe(201);
    const paymentId = segmentAfter('/betalen/sandbox/', topUp.json<{ url: string }>().url);
    const bank = await injectAs(app, token, {
      method: 'POST',
      url: '/api/bank/link',
      payload: { bank: 'ing' },
    });
    const consent = new URL(bank.json<{ redirectUrl: string }>().redirectUrl, 'http://fuellinq.test');
    const linkId = segmentAfter('/bank/sandbox/', consent.pathname);
    const state = consent.searchParams.get('state')!;
    const reset = new URL(
      (await createAdminAccount(database.db, uniqueEmail('beheer'), { publicUrl: 'http://fuellinq.test' }))
        .resetLink,
    );
    const resetToken = reset.searchParams.get('token')!;

    const html = { accept: 'text/html' };
    const requests: Array<{ method: 'GET' | 'POST'; url: string; logged: string; headers?: object }> = [
      { method: 'GET', url: `/api/pass/${passToken}`, logged: '/api/pass/[redacted]' },
      { method: 'GET', url: `/pass/${passToken}`, logged: '/pass/[redacted]', headers: html },
      {
        method: 'GET',
        url: `/api/wallet/apple/download/${download}`,
        logged: '/api/wallet/apple/download/[redacted]',
      },
      {
        method: 'GET',
        url: `/api/payments/sandbox/${paymentId}`,
        logged: '/api/payments/sandbox/[redacted]',
      },
      {
        method: 'POST',
        url: `/api/payments/sandbox/${paymentId}/decision`,
        logged: '/api/payments/sandbox/[redacted]/decision',
      },
      {
        method: 'GET',
        url: `/betalen/sandbox/${paymentId}`,
        logged: '/betalen/sandbox/[redacted]',
        headers: html,
      },
      {
        method: 'GET',
        url: `/api/bank/sandbox/${linkId}?state=${encodeURIComponent(state)}`,
        logged: '/api/bank/sandbox/[redacted]?state=[redacted]',
      },
      {
        method: 'GET',
        url: `/bank/sandbox/${linkId}?state=${encodeURIComponent(state)}`,
        logged: '/bank/sandbox/[redacted]?state=[redacted]',
        headers: html,
      },
      {
        method: 'GET',
        url: `/reset?token=${encodeURIComponent(resetToken)}`,
        logged: '/reset?token=[redacted]',
        headers: html,
      },
    ];
    const secrets = [passToken, download, paymentId, linkId, state, resetToken];
    for (const request of requests) {
      const from = lines.length;
      const response = await app.inject({
        method: request.method,
        url: request.url,
        headers: { ...request.headers },
        ...(request.method === 'POST' ? { payload: { decision: 'cancel' } } : {}),
      });
      // Answered as designed (a .pkpass without Apple Wallet set up is a 503), never a crash.
      expect(response.statusCode, request.url).not.toBe(500);
      const written = logSince(from);
      // Fastify's request line, with the address as the route sees it, minus its secret.
      expect(written.find((line) => line.msg === 'incoming request')?.req, request.url).toMatchObject({
        method: request.method,
        url: request.logged,
      });
      const text = lines.slice(from).join('');
      for (const secret of secrets) expect(text, request.url).not.toContain(secret);
    }
  });

  it('keeps the secret out of a message and an error that quote such an address', () => {
    const from = lines.length;
    const token = linkToken(app.config.WALLET_LINK_SECRET, 'pass-page', {
      cardId: '0b7e6f1c-3d0e-4f55-9a43-0c8f1f3e2a11',
      version: 1,
      expiresAt: new Date(Date.now() + 60_000),
    });
    // As Fastify words them: a warning about a route, and an error whose message names the address.
    app.log.warn(
      `Reply was already sent, did you forget to "return reply" in the "/pass/${token}" (GET) route?`,
    );
    app.log.error({ err: new Error(`Reply already sent for "/api/pass/${token}"`) }, 'request errored');
    const text = lines.slice(from).join('');
    expect(text).not.toContain(token);
    expect(text).toContain('in the \\"/pass/[redacted]\\" (GET) route');
    expect(logSince(from)[1]?.err).toMatchObject({
      message: 'Reply already sent for "/api/pass/[redacted]"',
    });
  });
});

describe('4. the answer that carries a session token is kept by no cache', () => {
  it('sends Cache-Control: no-store with the token of a sign-up and a sign-in', async () => {
    const email = uniqueEmail('cache');
    const register = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'een-goed-wachtwoord' },
    });
    expect(register.statusCode).toBe(201);
    expect(register.json()).toHaveProperty('token');
    expect(register.headers['cache-control']).toBe('no-store');
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'een-goed-wachtwoord' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toHaveProperty('token');
    expect(login.headers['cache-control']).toBe('no-store');
  });
});
