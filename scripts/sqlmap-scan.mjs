#!/usr/bin/env node
// Attacks the running app with sqlmap (level 2, risk 1) on every public and signed-in query and JSON parameter
// of the list below, and records how many parameters sqlmap found injectable: docs/security.md quotes the
// result. Needs Debian's sqlmap (`apt-get install -y sqlmap`); takes tens of minutes, so it is not part of
// `npm test`. Run: `node scripts/sqlmap-scan.mjs` (optionally `-- <target name> …` for a subset).
//
// The app runs on a fresh database on the local PostgreSQL server (the engine an injection would reach in
// production), with the demo accounts, and with rate limits lifted so sqlmap meets the queries and not 429s.
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { freshPostgres, login, root, startServer } from '../bench/lib/harness.mjs';

const PORT = Number(process.env.SQLMAP_PORT ?? 3401);
const RDW_PORT = PORT + 9;
const outputDir = path.join(root, '.tmp', 'sqlmap');
const resultFile = path.join(root, 'docs', 'security-scan.json');

if (spawnSync('sqlmap', ['--version']).error) {
  console.error('sqlmap is not installed: apt-get install -y sqlmap');
  process.exit(2);
}

/** What sqlmap attacks: every parameter of each request (`*` nothing special: sqlmap tests them all). */
function targets({ station, vehicle, offer, card, partner }) {
  return [
    // Public.
    {
      name: 'feed',
      url: `/api/partner/public/stations?q=delft&limit=5&fuel=euro95&lat=52.37&lng=4.9&radius_km=10`,
    },
    {
      name: 'search',
      url: `/api/stations/search?q=delft&sort=cheapest&fuel=diesel&lat=52.37&lng=4.9&limit=5`,
    },
    { name: 'station', url: `/api/stations/${station}` },
    { name: 'history', url: `/api/stations/${station}/prices/history?fuel=euro95&days=30` },
    { name: 'national-average', url: '/api/prices/national-average?days=30' },
    { name: 'co2-preview', url: '/api/co2/preview' },
    {
      name: 'login',
      url: '/api/auth/login',
      data: { email: 'consument@fuellinq.nl', password: 'fout-wachtwoord' },
    },
    { name: 'forgot', url: '/api/auth/forgot', data: { email: 'iemand@example.nl' } },
    // Signed in as the demo consumer.
    {
      name: 'co2-report',
      url: `/api/co2/report?from=2026-01-01&to=2026-03-31&vehicle_id=${vehicle}&method=fuel_factor&scope=wtw`,
      as: 'user',
    },
    { name: 'fuel-logs', url: `/api/co2/fuel?vehicle_id=${vehicle}&page=1&per_page=5`, as: 'user' },
    {
      name: 'odometer',
      url: '/api/co2/odometer',
      data: { vehicle_id: vehicle, odometer_km: 999999, date: '2026-03-01', purpose: 'privé' },
      as: 'user',
    },
    {
      name: 'vehicle-update',
      url: `/api/vehicles/${vehicle}`,
      method: 'PATCH',
      data: { nickname: 'Werkbus' },
      as: 'user',
    },
    { name: 'card-create', url: '/api/cards', data: { label: 'Scan' }, as: 'user' },
    { name: 'rdw-lookup', url: '/api/rdw/lookup?plate=11ZKZ3', as: 'user' },
    { name: 'pass-revoke', url: '/api/wallet/pass/revoke', data: { cardId: card }, as: 'user' },
    // A wrong password: the account stays.
    {
      name: 'account-erase',
      url: '/api/me',
      method: 'DELETE',
      data: { password: 'niet-het-wachtwoord' },
      as: 'user',
    },
    // Signed in as the demo partner.
    {
      name: 'partner-stations',
      url: '/api/partner/stations?q=delft&status=all&page=1&per_page=5',
      as: 'partner',
    },
    {
      name: 'partner-offers',
      url: '/api/partner/offers?q=wasstraat&status=all&page=1&per_page=5',
      as: 'partner',
    },
    {
      name: 'partner-station',
      url: `/api/partner/stations/${station}`,
      method: 'PATCH',
      data: { title: 'Tinq Scan' },
      as: 'partner',
    },
    {
      name: 'partner-offer',
      url: `/api/partner/offers/${offer}`,
      method: 'PATCH',
      data: { title: 'Scanactie', subtitle: 'x' },
      as: 'partner',
    },
    {
      name: 'partner-settings',
      url: '/api/partner/settings',
      method: 'PUT',
      data: {
        company_name: 'Tinq B.V.',
        contact_name: 'Pieter',
        contact_email: 'p@tinq.nl',
        contact_phone: '0612345678',
        kvk_number: '12345678',
      },
      as: 'partner',
    },
    // Signed in as the demo admin.
    {
      name: 'admin-brands',
      url: `/api/admin/partners/${partner}/brands`,
      method: 'PUT',
      data: { brands: ['tinq'] },
      as: 'admin',
    },
  ];
}

function runSqlmap(base, target, tokens) {
  const args = [
    '-u',
    `${base}${target.url}`,
    '--batch',
    '--level=2',
    '--risk=1',
    '--dbms=PostgreSQL',
    '--flush-session',
    '--disable-coloring',
    `--output-dir=${outputDir}`,
    '--timeout=15',
    '--retries=1',
    '-v',
    '1',
    // A wrong password is a 401: an answer to read, not a reason to stop.
    '--ignore-code=401',
  ];
  const headers = [
    ...(target.data ? ['Content-Type: application/json'] : []),
    ...(target.as ? [`Authorization: Bearer ${tokens[target.as]}`] : []),
  ];
  if (target.data) args.push(`--data=${JSON.stringify(target.data)}`);
  if (headers.length) args.push(`--headers=${headers.join('\n')}`);
  if (target.method) args.push(`--method=${target.method}`);
  return new Promise((resolve) => {
    const child = spawn('sqlmap', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    child.stdout.on('data', (chunk) => (log += chunk));
    child.stderr.on('data', (chunk) => (log += chunk));
    child.on('exit', () => {
      const injectable = [...log.matchAll(/^Parameter: (.+)$/gm)].map((match) => match[1]);
      const tested = [
        ...log.matchAll(
          /testing if (?:\(custom\) )?(?:GET|POST|PATCH|PUT|JSON|URI|Cookie|\w+) parameter '([^']+)'/gi,
        ),
      ].map((match) => match[1]);
      resolve({ name: target.name, tested: [...new Set(tested)], injectable, log });
    });
  });
}

async function main() {
  const only = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  await rm(outputDir, { recursive: true, force: true });
  await mkdir(outputDir, { recursive: true });
  const databaseUrl = await freshPostgres('fuellinq_sqlmap');
  const rdw = spawn(
    process.execPath,
    [path.join(root, 'apps/api/src/test/rdw-replay-server.ts'), String(RDW_PORT)],
    {
      stdio: 'ignore',
    },
  );
  const server = await startServer(
    'apps/api/src/main.ts',
    {
      DATABASE_URL: databaseUrl,
      SEED_DEMO: '1',
      // The money routes must answer as in the demo, not 503: the scan needs their parameters to reach SQL.
      PAYMENTS_PROVIDER: 'sandbox',
      RATE_LIMIT_DISABLED: '1',
      RDW_BASE_URL: `http://127.0.0.1:${RDW_PORT}`,
      DATA_DIR: path.join(root, '.tmp', 'sqlmap-data'),
    },
    { port: PORT },
  );
  try {
    const tokens = {
      user: await login(server.url, 'consument@fuellinq.nl'),
      partner: await login(server.url, 'partner@fuellinq.nl'),
      admin: await login(server.url, 'admin@fuellinq.nl'),
    };
    const get = async (pathname, as) =>
      (
        await fetch(`${server.url}${pathname}`, { headers: { authorization: `Bearer ${tokens[as]}` } })
      ).json();
    const stations = await get('/api/partner/stations?per_page=1', 'partner');
    const vehicles = await get('/api/vehicles', 'user');
    const offers = await get('/api/partner/offers?per_page=1', 'partner');
    const cards = await get('/api/cards', 'user');
    const me = await get('/me', 'partner');
    const ids = {
      station: stations.items[0].id,
      vehicle: vehicles.items[0].id,
      offer: offers.items[0].id,
      card: cards[0].id,
      partner: me.user.id,
    };

    const results = [];
    for (const target of targets(ids)) {
      if (only.length && !only.includes(target.name)) continue;
      const started = performance.now();
      const result = await runSqlmap(server.url, target, tokens);
      const seconds = Math.round((performance.now() - started) / 1000);
      console.log(
        `${target.name.padEnd(18)} ${String(result.tested.length).padStart(2)} parameters tested, ` +
          `${result.injectable.length} injectable (${seconds} s): ${result.tested.join(', ')}`,
      );
      if (result.injectable.length || process.env.SQLMAP_VERBOSE) console.log(result.log);
      results.push({ name: target.name, tested: result.tested, injectable: result.injectable });
    }
    const summary = {
      date: new Date().toISOString().slice(0, 10),
      tool: 'sqlmap --level=2 --risk=1 --dbms=PostgreSQL',
      targets: results.length,
      parametersTested: results.reduce((sum, r) => sum + r.tested.length, 0),
      injectable: results.reduce((sum, r) => sum + r.injectable.length, 0),
      results,
    };
    await writeFile(resultFile, `${JSON.stringify(summary, null, 2)}\n`);
    console.log(
      `${summary.parametersTested} parameters in ${summary.targets} requests, ${summary.injectable} injectable`,
    );
    process.exitCode = summary.injectable === 0 ? 0 : 1;
  } finally {
    await server.stop();
    rdw.kill();
  }
}

await main();
