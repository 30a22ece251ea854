// The dashboard's API calls under load, on PostgreSQL: every call the overview (/app) makes, and
// GET /api/insights for Inzichten, for a business account with two years of history — the demo business
// account (three cards, vehicles with two years of logbooks) topped up in SQL to 2,000 completed refuels and
// 24 monthly invoices over the last 24 months. Each call runs alone at 50 connections for a few seconds after
// a one-second warm-up, over HTTP against the app as `npm start` runs it (rate limits lifted). Goal: p99 <
// 100 ms per call. `uptime` before and after says how busy the machine was.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freshPostgres, load, login, startServer } from './lib/harness.mjs';

const REFUELS = 2_000;
const MONTHS = 24;
const EMAIL = 'zakelijk@fuellinq.nl';

const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

/** Tops the account up to REFUELS completed refuels and MONTHS invoices, in SQL. */
async function generateHistory(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = performance.now();
    const {
      rows: [owner],
    } = await client.query('select id from users where email = $1', [EMAIL]);
    const {
      rows: [{ existing }],
    } = await client.query(
      `select count(*)::int as existing from fuel_transactions where user_id = $1 and status = 'completed'`,
      [owner.id],
    );
    const missing = Math.max(0, REFUELS - existing);
    // Twenty diesel stations of the seed, round robin; the refuels spread evenly over 730 days.
    await client.query(
      `with places as (
         select s.id, p.price_tenths, row_number() over (order by s.id) - 1 as n
           from stations s join station_prices p on p.station_id = s.id and p.fuel_type = 'diesel'
          where s.active limit 20),
       card as (select id, pan_last4 from cards where user_id = $1 order by is_active desc limit 1),
       refuels as (
         select k, now() - make_interval(secs => (k * 730.0 * 86400 / $2)::float8) as at,
                40 + (k % 20) + 0.25 * (k % 4) as liters, k % 20 as n
           from generate_series(1, $2) as k)
       insert into fuel_transactions (user_id, card_id, card_last4, station_id, fuel_type, status, reserved_cents,
                                      amount_cents, liters, price_tenths, points, created_at, confirmed_at,
                                      completed_at, ended_at, expires_at)
       select $1, card.id, card.pan_last4, places.id, 'diesel', 'completed', 15000,
              round(r.liters * places.price_tenths / 10.0)::int, r.liters, places.price_tenths, floor(r.liters)::int,
              r.at - interval '6 minutes', r.at - interval '4 minutes', r.at, r.at, r.at + interval '24 minutes'
         from refuels r join places on places.n = r.n cross join card`,
      [owner.id, missing],
    );
    await client.query(
      `insert into points_ledger (user_id, kind, points, reference, description, created_at)
       select user_id, 'earn', points, id::text, 'Tankbeurt', completed_at from fuel_transactions t
        where user_id = $1 and status = 'completed' and points > 0
          and not exists (select 1 from points_ledger l where l.kind = 'earn' and l.reference = t.id::text)`,
      [owner.id],
    );
    // One invoice per billed month that has none yet: its refuels plus the subscription, the latest open.
    const { rows: months } = await client.query(
      `select to_char(m, 'YYYY-MM-DD') as period_start,
              to_char(m + interval '1 month' - interval '1 day', 'YYYY-MM-DD') as period_end,
              to_char(m + interval '1 month', 'YYYY-MM-DD') as invoice_date,
              250 + coalesce((select sum(amount_cents) from fuel_transactions t
                               where t.user_id = $1 and t.status = 'completed'
                                 and t.completed_at >= m and t.completed_at < m + interval '1 month'), 0)::int as amount
         from generate_series(date_trunc('month', now()) - make_interval(months => $2),
                              date_trunc('month', now()) - interval '1 month', interval '1 month') as m
        where not exists (select 1 from invoices i where i.user_id = $1 and i.kind = 'invoice'
                                                     and i.period_start = m::date)
        order by m`,
      [owner.id, MONTHS],
    );
    const party = {
      name: 'FuelLinq Demo B.V.',
      address: 'Stationsplein 1, 3511 ED Utrecht',
      kvk: '12345678',
      vat_id: 'NL001234567B01',
    };
    for (const [index, month] of months.entries()) {
      const year = Number(month.invoice_date.slice(0, 4));
      const {
        rows: [{ sequence }],
      } = await client.query(
        `insert into invoice_counters (year, last_sequence) values ($1, 1)
         on conflict (year) do update set last_sequence = invoice_counters.last_sequence + 1
         returning last_sequence as sequence`,
        [year],
      );
      const excl = Math.round((month.amount * 100) / 121);
      await client.query(
        `insert into invoices (user_id, number, year, sequence, kind, document, status, invoice_date, period_start,
                               period_end, amount_excl_cents, vat_cents, amount_incl_cents, supplier, customer, paid_at)
         values ($1, $2, $3, $4, 'invoice', 'factuur', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
        [
          owner.id,
          `FL-${year}-${String(sequence).padStart(6, '0')}`,
          year,
          sequence,
          index === months.length - 1 ? 'open' : 'paid',
          month.invoice_date,
          month.period_start,
          month.period_end,
          excl,
          month.amount - excl,
          month.amount,
          JSON.stringify(party),
          JSON.stringify({ ...party, name: 'Demo Vloot B.V.', business: true }),
          index === months.length - 1 ? null : month.invoice_date,
        ],
      );
    }
    await client.query('analyze');
    const {
      rows: [counts],
    } = await client.query(
      `select (select count(*) from fuel_transactions where user_id = $1 and status = 'completed')::int as refuels,
              (select count(*) from invoices where user_id = $1)::int as invoices,
              (select count(*) from vehicles where owner_user_id = $1)::int as vehicles,
              (select count(*) from cards where user_id = $1)::int as cards`,
      [owner.id],
    );
    return { ...counts, generateMs: Math.round(performance.now() - started) };
  } finally {
    await client.end();
  }
}

/** What the overview asks for, in the order its blocks do (the map's finder asks the feed around the centre). */
const OVERVIEW_CALLS = [
  '/me',
  '/api/cards/active',
  '/api/cards',
  '/api/vehicles',
  '/api/invoices',
  '/api/insights?months=1',
  '/api/loyalty',
  '/api/billing/subscription',
  '/api/stations/favorites',
  '/api/partner/public/stations?lat=52.37&lng=4.9&radius_km=25',
  '/api/co2/report',
  '/api/transactions?page=1&per_page=5&kind=refuel&status=completed',
];
/** Inzichten: its default year, and the two years. */
const INSIGHTS_CALLS = ['/api/insights?months=12', '/api/insights?months=24'];

/** Milliseconds of `GET /api/insights?months=24` with the account's roll-up emptied first, 10 times. */
async function firstVisitTimes(url, serverUrl, headers, runs = 10) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const times = [];
    for (let run = 0; run < runs; run += 1) {
      await client.query(
        'delete from refuel_spending_periods where user_id = (select id from users where email = $1)',
        [EMAIL],
      );
      const started = performance.now();
      const response = await fetch(`${serverUrl}/api/insights?months=24`, { headers });
      if (!response.ok) throw new Error(`first visit: ${response.status}`);
      await response.arrayBuffer();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { runs, medianMs: Math.round(times[Math.floor(runs / 2)]), maxMs: Math.round(times.at(-1)) };
  } finally {
    await client.end();
  }
}

export async function dashboard({ seconds = 5, connections = 50, port = 3700 } = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fuellinq-bench-dashboard-'));
  const url = await freshPostgres('fuellinq_bench_dashboard');
  const server = await startServer(
    'bench/bench-server.ts',
    { DATA_DIR: dataDir, DATABASE_URL: url, RATE_LIMIT_DISABLED: '1', SEED_DEMO: '1', PUMP_SIMULATOR: '0' },
    { port },
  );
  try {
    const data = await generateHistory(url);
    const token = await login(server.url, EMAIL);
    const headers = { authorization: `Bearer ${token}` };
    // Two favourites, so the station comparer needs no feed of its own (the map's finder still asks).
    const feed = await (
      await fetch(`${server.url}/api/partner/public/stations?lat=52.09&lng=5.12&limit=2`)
    ).json();
    for (const station of feed.stations) {
      await fetch(`${server.url}/api/stations/${station.id}/favorite`, { method: 'PUT', headers });
    }
    const loadBefore = uptime();
    const calls = [];
    for (const call of [...OVERVIEW_CALLS, ...INSIGHTS_CALLS]) {
      const check = await fetch(`${server.url}${call}`, { headers });
      if (!check.ok) throw new Error(`${call}: ${check.status} ${await check.text()}`);
      const bytes = (await check.arrayBuffer()).byteLength;
      await load({ url: `${server.url}${call}`, headers, seconds: 1, connections });
      const result = await load({ url: `${server.url}${call}`, headers, seconds, connections });
      calls.push({
        call,
        overview: OVERVIEW_CALLS.includes(call),
        kb: Math.round(bytes / 102.4) / 10,
        ...result,
      });
    }
    // Under load the closed months come from the roll-up (decision 019): the first visit sums them. Measured
    // alone, one request at a time, with the account's roll-up emptied before each.
    const firstVisits = await firstVisitTimes(url, server.url, headers);
    return { data, connections, seconds, loadBefore, loadAfter: uptime(), calls, firstVisits };
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
