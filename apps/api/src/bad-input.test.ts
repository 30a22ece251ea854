import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, signInWithRole, type TestApp } from './test/test-app.ts';

// Every route, as every kind of caller, with input a client could get wrong: a 4xx with { error, message },
// never a 500. The routes come from the OpenAPI document, so a new route is covered the day it is added.

let t: TestApp;
const tokens: Record<string, string | undefined> = {};

beforeAll(async () => {
  // Nothing listens on port 1: RDW lookups fail at once instead of waiting for the internet.
  t = await createTestApp({ RDW_BASE_URL: 'http://127.0.0.1:1', RDW_RETRIES: '0' });
  tokens.anonymous = undefined;
  tokens.user = (await registerUser(t.app)).token;
  tokens.partner = (await signInWithRole(t, 'partner')).token;
  tokens.admin = (await signInWithRole(t, 'admin')).token;
});
afterAll(async () => {
  await t.close();
});

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
/** Answers that mean "not available here", not "bug": an integration that is not configured or not reachable. */
const EXPECTED_5XX = new Set(['wallet_not_configured', 'rdw_unavailable', 'unavailable']);

const bodies: { label: string; payload?: string; contentType?: string }[] = [
  { label: 'no body' },
  { label: 'empty object', payload: '{}', contentType: 'application/json' },
  { label: 'array', payload: '[1,2]', contentType: 'application/json' },
  { label: 'wrong types', payload: JSON.stringify(wrongTypes()), contentType: 'application/json' },
  { label: 'malformed JSON', payload: '{"a":', contentType: 'application/json' },
  { label: 'text', payload: 'hallo', contentType: 'text/plain' },
];

/** Every field name the API knows, each with a value of the wrong kind. */
function wrongTypes() {
  const names = [
    'email',
    'password',
    'label',
    'cardId',
    'bank',
    'plate',
    'vehicle_id',
    'odometer_km',
    'date',
    'liters',
    'total_eur',
    'price_per_l',
    'station_id',
    'prices',
    'fuel_type',
    'price_eur_l',
    'title',
    'lat',
    'lng',
    'fuels',
    'opening_hours',
    'state',
    'decision',
    'iban',
    'token',
    'partnerId',
    'price_cents',
    'valid_from',
    'valid_until',
  ];
  return Object.fromEntries(
    names.map((name, i) => [name, i % 3 === 0 ? { nested: true } : i % 3 === 1 ? -1e308 : 'ǅ'.repeat(300)]),
  );
}

function paths(doc: { paths: Record<string, Record<string, unknown>> }) {
  const operations: { method: string; url: string }[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const method of Object.keys(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      for (const id of ['not-a-uuid', UNKNOWN_ID]) {
        operations.push({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, id) });
      }
    }
  }
  return operations;
}

describe('bad input on every route', () => {
  it('never gets a 500, and every error has { error, message }', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operations = paths(doc);
    expect(operations.length).toBeGreaterThan(60);
    const failures: string[] = [];
    for (const { method, url } of operations) {
      for (const [who, token] of Object.entries(tokens)) {
        const variants = method === 'GET' || method === 'DELETE' ? [{ label: 'no body' }] : bodies;
        for (const body of variants) {
          const query =
            method === 'GET'
              ? '?lat=abc&lng=999&limit=-5&radius_km=x&from=gisteren&to=2026-13-45&page=0&plate=%00'
              : '';
          const response = await t.app.inject({
            method: method as 'GET',
            url: url + query,
            headers: {
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              ...(body.contentType ? { 'content-type': body.contentType } : {}),
            },
            ...(body.payload !== undefined ? { payload: body.payload } : {}),
          });
          const where = `${method} ${url} as ${who} with ${body.label}: ${response.statusCode} ${response.body.slice(0, 200)}`;
          if (response.statusCode >= 500) {
            const code = (() => {
              try {
                return response.json<{ error?: string }>().error;
              } catch {
                return undefined;
              }
            })();
            if (!code || !EXPECTED_5XX.has(code)) failures.push(where);
          } else if (
            response.statusCode >= 400 &&
            response.headers['content-type']?.toString().includes('json')
          ) {
            const json = response.json<{ error?: unknown; message?: unknown }>();
            if (typeof json.error !== 'string' || typeof json.message !== 'string')
              failures.push(`no error body: ${where}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});

describe('what the router and the upload parser refuse before a handler runs', () => {
  it('answers a malformed address and an over-long id in Dutch with a catalogued code', async () => {
    const malformed = await t.app.inject({ method: 'GET', url: '/api/stations/%zz' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      error: 'validation_error',
      message: expect.stringMatching(/invoer/),
    });
    const long = await t.app.inject({ method: 'GET', url: `/api/stations/${'a'.repeat(300)}` });
    expect(long.statusCode).toBe(404);
    expect(long.json()).toMatchObject({ error: 'not_found' });
  });

  it('answers a broken upload with a 4xx, never a 500', async () => {
    const upload = (headers: Record<string, string>, payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/partner/offers/images',
        headers: { authorization: `Bearer ${tokens.partner}`, ...headers },
        payload,
      });
    const noBoundary = await upload({ 'content-type': 'multipart/form-data' }, 'iets');
    const truncated = await upload(
      { 'content-type': 'multipart/form-data; boundary=grens' },
      '--grens\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
    );
    for (const answer of [noBoundary, truncated]) {
      expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, answer.body).toBeLessThan(500);
      expect(answer.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
  });
});
