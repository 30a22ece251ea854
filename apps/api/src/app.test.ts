import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database.ts';
import { createTestApp, injectAs, registerUser, type TestApp } from './test/test-app.ts';
import { createTestDatabase, testEngine } from './test/test-database.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ BODY_LIMIT_BYTES: '2048', CORS_ORIGINS: 'https://app.fuellinq.nl' });
});
afterAll(async () => {
  await t.close();
});

function expectErrorBody(body: Record<string, unknown>, error: string) {
  expect(body.error).toBe(error);
  expect(typeof body.message).toBe('string');
  expect(body.message).not.toMatch(/at .*\.ts:\d+|select |insert |FST_|stack/i);
  expect(typeof body.requestId).toBe('string');
}

describe('error model', () => {
  it('answers malformed JSON with 400 invalid_json', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.nl",',
    });
    expect(response.statusCode).toBe(400);
    expectErrorBody(response.json(), 'invalid_json');
    expect(response.json().message).toBe('De aanvraag is geen geldige JSON.');
  });

  it('answers an empty JSON body with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(['invalid_json', 'missing_fields']).toContain(response.json().error);
  });

  it('answers a POST without a body with 400 missing_fields', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/register' });
    expect(response.statusCode).toBe(400);
    expectErrorBody(response.json(), 'missing_fields');
  });

  it.each(['text/plain', 'application/xml', 'multipart/form-data; boundary=x'])(
    'answers a %s body with 415 unsupported_media_type',
    async (contentType) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': contentType },
        payload: 'email=a@b.nl',
      });
      expect(response.statusCode).toBe(415);
      expectErrorBody(response.json(), 'unsupported_media_type');
    },
  );

  it('answers wrongly typed fields with 400 validation_error naming the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'a@b.nl', password: 123456, remember: 'ja' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expectErrorBody(body, 'validation_error');
    expect(body.issues.map((issue: { path: string }) => issue.path).sort()).toEqual(['password', 'remember']);
  });

  it('answers an array where an object belongs with 400', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: [1, 2] });
    expect(response.statusCode).toBe(400);
  });

  it('answers an unknown /api route with 404 not_found, for every method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/bestaat-niet' });
      expect(response.statusCode).toBe(404);
      expectErrorBody(response.json(), 'not_found');
      expect(response.json().message).toBe('Service niet gevonden. Neem contact op als dit blijft gebeuren.');
    }
  });

  it('answers a body over the limit with 413 payload_too_large', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'a@b.nl', password: 'x'.repeat(4096) },
    });
    expect(response.statusCode).toBe(413);
    expectErrorBody(response.json(), 'payload_too_large');
  });

  it('puts the request id in the header and the error body, and keeps a sane incoming one', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/nergens',
      headers: { 'x-request-id': 'klant-abc-123' },
    });
    expect(response.headers['x-request-id']).toBe('klant-abc-123');
    expect(response.json().requestId).toBe('klant-abc-123');
    const hostile = await t.app.inject({
      method: 'GET',
      url: '/api/nergens',
      headers: { 'x-request-id': '<script>' },
    });
    expect(hostile.headers['x-request-id']).not.toBe('<script>');
    expect(hostile.json().requestId).toBe(hostile.headers['x-request-id']);
  });
});

describe('GET /api/health', () => {
  it('reports the server and the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: { kind: testEngine(), ok: true } });
  });
});

describe('database unreachable', () => {
  it('answers 503 unavailable, on health and on a route that needs the database', async () => {
    const database =
      testEngine() === 'postgres'
        ? await openDatabase({ kind: 'postgres', url: 'postgres://127.0.0.1:1/nergens', poolSize: 1 })
        : await createTestDatabase();
    const broken = await createTestApp({}, { database });
    if (database.kind === 'pglite') await database.close();
    try {
      const health = await broken.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({
        status: 'unavailable',
        error: 'unavailable',
        database: { ok: false },
      });
      const me = await injectAs(broken.app, 'een-token', { method: 'GET', url: '/me' });
      expect(me.statusCode).toBe(503);
      expectErrorBody(me.json(), 'unavailable');
      const login = await broken.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'a@b.nl', password: 'geheim123' },
      });
      expect(login.statusCode).toBe(503);
    } finally {
      await broken.close();
    }
  });
});

describe('security headers and CORS', () => {
  it('sends a Content-Security-Policy that allows the app itself and OpenStreetMap tiles', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toMatch(/img-src [^;]*https:\/\/tile\.openstreetmap\.org/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('allows a configured origin and no other', async () => {
    const allowed = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: { origin: 'https://app.fuellinq.nl', 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.fuellinq.nl');
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the web app', () => {
  it('serves index.html for HTML GETs outside /api and /me, hashed assets with a long cache', async () => {
    const dist = path.join(t.dataDir, 'web');
    await mkdir(path.join(dist, 'assets'), { recursive: true });
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>FuelLinq</title>');
    await writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    await writeFile(path.join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
    await writeFile(path.join(dist, 'sw.js'), 'self.skipWaiting()');
    await writeFile(path.join(dist, 'push-sw.js'), 'self.addEventListener("push", () => {})');
    await writeFile(path.join(dist, 'manifest.webmanifest'), '{"name":"FuelLinq"}');
    const withWeb = await createTestApp({ WEB_DIST_DIR: dist });
    try {
      for (const url of ['/', '/app/vehicles', '/station/123?x=1', '/bestaat/niet']) {
        const response = await withWeb.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(response.statusCode, url).toBe(200);
        expect(response.body).toContain('<title>FuelLinq</title>');
        expect(response.headers['cache-control']).toBe('no-cache');
      }
      const asset = await withWeb.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // The build's Brotli copy goes to a browser that takes it.
      const compressed = await withWeb.app.inject({
        method: 'GET',
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)');
      // The service worker and the manifest are revalidated on every visit, so a release reaches everyone.
      const worker = await withWeb.app.inject({ method: 'GET', url: '/sw.js' });
      expect(worker.headers['cache-control']).toBe('no-cache');
      expect(worker.headers['content-type']).toMatch(/javascript/);
      const pushWorker = await withWeb.app.inject({ method: 'GET', url: '/push-sw.js' });
      expect(pushWorker.headers['cache-control']).toBe('no-cache');
      const manifest = await withWeb.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
      expect(manifest.headers['cache-control']).toBe('no-cache');
      expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);

      const api = await withWeb.app.inject({
        method: 'GET',
        url: '/api/onbekend',
        headers: { accept: 'text/html' },
      });
      expect(api.statusCode).toBe(404);
      expect(api.json().error).toBe('not_found');
      const me = await withWeb.app.inject({ method: 'GET', url: '/me', headers: { accept: 'text/html' } });
      expect(me.statusCode).toBe(401);
    } finally {
      await withWeb.close();
    }
  });

  it('serves the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/register', '/me']),
    );
  });
});

describe('a signed-in request', () => {
  it('works end to end through the same plugins', async () => {
    const { token } = await registerUser(t.app);
    const response = await injectAs(t.app, token, { method: 'GET', url: '/api/me' });
    expect(response.statusCode).toBe(200);
  });
});
