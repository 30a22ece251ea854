import { readFile, rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, startApiProcess } from '../test/api-process.ts';
import { createTestApp } from '../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { writeWebBuild } from '../test/web-build.ts';

// Issue 23, part 3: NODE_ENV=production on the embedded database seeded admin/demo1234, took the sandbox
// payment provider (a button that pays € 500 without money) and ran the pump simulator. In production each
// is off unless its own setting switches it on, and while one is on, every page says so.

const template = await readFile(new URL('../../../web/index.html', import.meta.url), 'utf8');
const root = new URL('../../../../', import.meta.url);
const DEMO_ACCOUNTS = [
  'consument@fuellinq.nl',
  'zakelijk@fuellinq.nl',
  'partner@fuellinq.nl',
  'partner2@fuellinq.nl',
  'admin@fuellinq.nl',
];
const BANNER = 'Demo-omgeving: er gaat geen echt geld om';
const PAGES = ['/', '/contact', '/app/wallet', '/partner', '/admin', '/betalen/sandbox/x'];

let dist: string;
beforeAll(async () => {
  dist = await writeWebBuild({ 'index.html': template });
});
afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});

describe('a production start with nothing switched on (the real server process)', () => {
  let server: ApiProcess;
  let database: TestDatabase;
  beforeAll(async () => {
    // On PostgreSQL a database of the test's own; on PGlite the process's own data folder.
    database = await createTestDatabase();
    server = await startApiProcess(
      {
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        WEB_DIST_DIR: dist,
        ...(database.url ? { DATABASE_URL: database.url } : {}),
        // Empty counts as unset: a production start's own defaults, not the quiet test process's.
        SEED_DEMO: '',
        PUMP_SIMULATOR: '',
      },
      // The old code seeded the whole demo here first: minutes on a busy machine.
      { readyTimeoutMs: 120_000 },
    );
  }, 150_000);
  afterAll(async () => {
    await server?.stop();
    await database?.close();
  });

  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  it('seeds no demo account: none opens with demo1234', async () => {
    for (const email of DEMO_ACCOUNTS) {
      const response = await post('/api/auth/login', { email, password: 'demo1234' });
      expect(response.status, email).toBe(401);
      expect(await response.json(), email).toMatchObject({ error: 'invalid_login' });
    }
  });

  it('says at start that no demo feature is on and that payments are off, and shows no banner', async () => {
    expect(server.output()).toContain(
      'no demo features: no demo accounts, sandbox payments or pump simulator',
    );
    expect(server.output()).toContain('payments are off');
    // Issue 29 §2: without its own details configured, the company is a marked example, and the log says so.
    expect(server.output()).toContain('company details not configured (COMPANY_NAME,');
    expect(server.output()).not.toContain('DEMO MODE');
    expect(server.output()).not.toContain('development start');
    for (const path of PAGES) {
      const response = await fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } });
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain('<div id="root">');
      expect(html, path).not.toContain(BANNER);
    }
  });

  // Issue 29 §2: nothing the demo seed makes up (offers, opening hours) is there to pass for real.
  it('shows no demo offer and no demo opening hours', async () => {
    const feed = await fetch(`${server.url}/api/partner/public/stations?limit=500`);
    expect(feed.status).toBe(200);
    const { stations } = (await feed.json()) as { stations: { id: string; offers: { demo: boolean }[] }[] };
    expect(stations.flatMap((station) => station.offers).filter((offer) => offer.demo)).toEqual([]);
    for (const station of stations.slice(0, 20)) {
      const page = (await (await fetch(`${server.url}/api/stations/${station.id}`)).json()) as {
        opening_hours_demo: boolean;
      };
      expect(page.opening_hours_demo).toBe(false);
    }
    const company = (await (await fetch(`${server.url}/api/company`)).json()) as {
      example: boolean;
      iban: null;
    };
    expect(company).toMatchObject({ example: true, iban: null });
  });

  // Without Mollie and without PAYMENTS_PROVIDER=sandbox, payments are off: nothing can be paid with a button.
  it('has no sandbox to pay with: a top-up answers 503 payments_unavailable', async () => {
    const registered = await post('/api/auth/register', {
      email: 'betaler@example.nl',
      password: 'een-goed-wachtwoord',
    });
    expect(registered.status).toBe(201);
    const { token } = (await registered.json()) as { token: string };
    const topUp = await post('/api/balance/top-ups', { amount_cents: 50_000 }, token);
    expect(await topUp.json()).toMatchObject({ error: 'payments_unavailable' });
    expect(topUp.status).toBe(503);
  });
});

describe('the demo banner follows the settings, each on its own', () => {
  const pagesOf = async (env: Record<string, string>) => {
    const t = await createTestApp({ WEB_DIST_DIR: dist, ...env });
    try {
      const bodies: string[] = [];
      for (const url of PAGES) {
        const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(response.statusCode, url).toBe(200);
        bodies.push(response.body);
      }
      return bodies;
    } finally {
      await t.close();
    }
  };

  it('is on no page of a production start, and on every page when one demo feature is switched on', async () => {
    for (const page of await pagesOf({ NODE_ENV: 'production' })) expect(page).not.toContain(BANNER);
    const settings: Array<Record<string, string>> = [
      { SEED_DEMO: '1' },
      { PAYMENTS_PROVIDER: 'sandbox' },
      { PUMP_SIMULATOR: '1' },
    ];
    for (const setting of settings) {
      for (const page of await pagesOf({ NODE_ENV: 'production', ...setting })) {
        expect(page, JSON.stringify(setting)).toContain(`role="status"`);
        expect(page, JSON.stringify(setting)).toContain(BANNER);
      }
    }
  });

  it('is on every page of a development start (npm start), and on none with every demo feature off', async () => {
    for (const page of await pagesOf({ NODE_ENV: 'development' })) expect(page).toContain(BANNER);
    const withMollie = { MOLLIE_API_KEY: `test_${'a1B2c3D4e5'.repeat(3)}` };
    for (const page of await pagesOf({
      NODE_ENV: 'development',
      SEED_DEMO: '0',
      PUMP_SIMULATOR: '0',
      ...withMollie,
    })) {
      expect(page).not.toContain(BANNER);
    }
  });
});

describe('npm start and the production command', () => {
  it('are the development start (demo data, sandbox, pump simulator) and the production start', async () => {
    const { scripts } = JSON.parse(await readFile(new URL('package.json', root), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.start).toMatch(/NODE_ENV=development node apps\/api\/src\/main\.ts$/);
    expect(scripts['start:production']).toMatch(/NODE_ENV=production node apps\/api\/src\/main\.ts$/);
  });
});
