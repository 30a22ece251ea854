import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, signInWithRole, type TestApp } from './test/test-app.ts';

// Every text field of every operation, one at a time, with what an attacker sends: a NUL byte or another
// control character, a string of 100,000 characters, a date in the year 0 or 9999, and numbers at the edge
// of what JSON can carry. The rest of the request is valid, so the bad value is the only thing that can go
// wrong. The operations and their fields come from the OpenAPI document: a new field is covered the day it
// is added. Expected: never a 5xx, and a control character is always a 400 that names its field.

interface JsonSchema {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  minLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
}
interface Parameter {
  in: 'query' | 'path' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
}
type Path = (string | number)[];

let t: TestApp;
const tokens: string[] = [];

beforeAll(async () => {
  // Nothing listens on port 1: RDW lookups fail at once. Limits off: this test sends thousands of requests.
  t = await createTestApp({ RDW_BASE_URL: 'http://127.0.0.1:1', RDW_RETRIES: '0', RATE_LIMIT_DISABLED: '1' });
  tokens.push((await registerUser(t.app)).token);
  tokens.push((await signInWithRole(t, 'partner')).token);
  tokens.push((await signInWithRole(t, 'admin')).token);
});
afterAll(async () => {
  await t.close();
});

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const EXPECTED_5XX = new Set(['wallet_not_configured', 'rdw_unavailable', 'unavailable']);

/** A value the field accepts, picked by its name where the schema alone does not say (dates, plates, fuels). */
function sampleString(name: string, schema: JsonSchema): string {
  if (schema.enum?.length) return String(schema.enum.find((value) => value !== '') ?? schema.enum[0]);
  if (schema.format === 'uuid') return UNKNOWN_ID;
  if (schema.format === 'email' || name.includes('email')) return 'iemand@example.nl';
  if (schema.format === 'date-time') return '2026-06-01T10:00:00Z';
  const byName: Record<string, string> = {
    date: '2026-06-01',
    from: '2026-05-01',
    to: '2026-05-31',
    plate: '11ZKZ3',
    fuel: 'euro95',
    fuel_type: 'euro95',
    fuel_primary: 'euro95',
    fuels: 'diesel',
    purpose: 'zakelijk',
    postcode: '2611 AB',
    opens: '06:00',
    closes: '22:00',
    kvk_number: '12345678',
    contact_phone: '+31 15 123 4567',
    liters: '30,5',
    password: 'een-goed-wachtwoord',
    iban: 'NL06ABNA0489271653',
    image_url: '/api/offers/art/koffie.svg',
    deviceLibraryIdentifier: 'apparaat-1',
    passTypeIdentifier: 'pass.nl.fuellinq.test',
    serialNumber: UNKNOWN_ID,
    passesUpdatedSince: '1700000000000',
    slug: 'shell',
    name: 'koffie.svg',
    token: 'a'.repeat(44),
    brand_slug: 'onafhankelijk',
  };
  const value = byName[name] ?? 'Tekst';
  // `from` and `to` are dates in the filters but times in a spending rule's hours: the pattern tells which.
  const times: Record<string, string> = { from: '06:00', to: '22:00' };
  if (schema.pattern && !new RegExp(schema.pattern).test(value) && times[name]) return times[name];
  return value.length >= (schema.minLength ?? 0) ? value : value.padEnd(schema.minLength ?? 0, 'x');
}

/** A valid value for a JSON schema (the OpenAPI form of the route's zod schema). */
function sample(schema: JsonSchema, name = ''): unknown {
  const variant = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variant?.length) return sample(variant.find((option) => option.type !== 'null') ?? variant[0]!, name);
  switch (schema.type) {
    case 'string':
      return sampleString(name, schema);
    case 'integer':
    case 'number': {
      if (schema.minimum === undefined || schema.maximum === undefined) return schema.minimum ?? 1;
      // Halfway: a whole number for an integer, two decimals for a number.
      const middle = (schema.minimum + schema.maximum) / 2;
      return schema.type === 'integer' ? Math.round(middle) : Math.round(middle * 100) / 100;
    }
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        sample(schema.items ?? {}, name),
      );
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value, key)]),
      );
    default:
      return 'Tekst';
  }
}

/** Every leaf of a schema with its path and type (the places a bad value can go). */
function leaves(schema: JsonSchema, path: Path = []): { path: Path; type: string; name: string }[] {
  const variant = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variant?.length) return leaves(variant.find((option) => option.type !== 'null') ?? variant[0]!, path);
  if (schema.type === 'object') {
    return Object.entries(schema.properties ?? {}).flatMap(([key, value]) => leaves(value, [...path, key]));
  }
  if (schema.type === 'array') return leaves(schema.items ?? {}, [...path, 0]);
  const name = String(path.filter((part) => typeof part === 'string').at(-1) ?? '');
  return schema.type ? [{ path, type: schema.type, name }] : [];
}

function withValue(target: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(target) ? [...target] : { ...(target as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = withValue(copy[head!], rest, value);
  return copy;
}

interface Request {
  method: string;
  route: string;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}

/** A path segment as a client would send it; text no URL can carry (a lone surrogate) as invalid UTF-8. */
function segment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function urlOf(request: Request): string {
  const path = request.route.replace(/\{([^}]+)\}/g, (_, name: string) =>
    segment(request.params[name] ?? UNKNOWN_ID),
  );
  const query = new URLSearchParams(request.query).toString();
  return query ? `${path}?${query}` : path;
}

/** Sends the request as each kind of caller; returns the answers (status, body). */
async function send(request: Request) {
  const answers: {
    status: number;
    json: { error?: string; issues?: { path: string }[] } | null;
    body: string;
  }[] = [];
  for (const token of tokens) {
    const response = await t.app.inject({
      method: request.method as 'GET',
      url: urlOf(request),
      headers: { authorization: `Bearer ${token}` },
      ...(request.body === undefined ? {} : { payload: request.body as object }),
    });
    let json = null;
    try {
      json = response.json();
    } catch {
      // not JSON (a file, an empty 204)
    }
    answers.push({ status: response.statusCode, json, body: response.body.slice(0, 200) });
  }
  return answers;
}

/** The valid request of an operation, and every place a bad value can be put into it. */
function requestsOf(method: string, route: string, operation: Operation) {
  const base: Request = { method, route, params: {}, query: {}, body: undefined };
  const places: { where: string; field: string; type: string; put: (value: unknown) => Request }[] = [];
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in === 'header') continue;
    const value = String(sample(parameter.schema, parameter.name));
    const bucket = parameter.in === 'path' ? 'params' : 'query';
    if (parameter.in === 'path' || parameter.required) base[bucket][parameter.name] = value;
    places.push({
      where: `${parameter.in} ${parameter.name}`,
      field: parameter.name,
      type: parameter.schema.type ?? 'string',
      put: (bad) => ({ ...base, [bucket]: { ...base[bucket], [parameter.name]: String(bad) } }),
    });
  }
  const body = operation.requestBody?.content?.['application/json']?.schema;
  if (body) {
    base.body = sample(body);
    for (const leaf of leaves(body)) {
      places.push({
        where: `body ${leaf.path.join('.')}`,
        field: leaf.path.join('.'),
        type: leaf.type,
        put: (bad) => ({ ...base, body: withValue(base.body, leaf.path, bad) }),
      });
    }
  }
  return { base, places };
}

async function operations() {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  return Object.entries(doc.paths).flatMap(([route, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => requestsOf(method.toUpperCase(), route, operation)),
  );
}

const isServerError = (answer: { status: number; json: { error?: string } | null }) =>
  answer.status >= 500 && !(answer.json?.error && EXPECTED_5XX.has(answer.json.error));

describe('bad values in every field of every operation', () => {
  it('answers a control character in any text field with a 400 naming that field', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const { base, places } of await operations()) {
      for (const place of places.filter((candidate) => candidate.type === 'string')) {
        for (const control of ['\u0000', '\u001b', '\u007f']) {
          const request = place.put(`${String(sample({ type: 'string' }, place.field))}${control}x`);
          const answers = await send(request);
          checked += 1;
          const where = `${base.method} ${base.route} ${place.where} ${JSON.stringify(control)}`;
          if (answers.some(isServerError))
            failures.push(`5xx: ${where} ${answers.map((a) => a.body).join(' | ')}`);
          // Refused before anything else: as a 400 that names the field, for some kind of caller (the
          // others may be turned away first, with a 401 or 403).
          const named = answers.some(
            (answer) =>
              answer.status === 400 &&
              (answer.json?.issues ?? []).some(
                (issue) => issue.path === place.field || issue.path.endsWith(`.${place.field}`),
              ),
          );
          const turnedAway = answers.every((answer) => [401, 403].includes(answer.status));
          if (!named && !turnedAway) {
            failures.push(`not refused: ${where} ${answers.map((a) => `${a.status} ${a.body}`).join(' | ')}`);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(150);
    expect(failures).toEqual([]);
  }, 600_000);

  it('never answers 5xx to huge text, impossible dates or numbers at the edge of JSON', async () => {
    const failures: string[] = [];
    for (const { base, places } of await operations()) {
      for (const place of places) {
        const values: unknown[] =
          place.type === 'string'
            ? ['x'.repeat(100_000), '0000-01-01', '9999-12-31', '-1', '1e308', '\ud800']
            : place.type === 'number' || place.type === 'integer'
              ? [1e308, -1e308, 2 ** 63, -0, 0.000001, '1e308']
              : [];
        for (const value of values) {
          const answers = await send(place.put(value));
          const where = `${base.method} ${base.route} ${place.where} ${String(value).slice(0, 20)}`;
          if (answers.some(isServerError))
            failures.push(`${where}: ${answers.map((a) => a.body).join(' | ')}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
