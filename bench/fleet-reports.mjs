// The fleet reports (issue 25 §3) of a large organisation on PostgreSQL: 500 vehicles, each with its company
// card in one of 20 cost centres and driven by one of 100 drivers, with a year of completed company refuels
// (two a week per vehicle: 52,000), among 200,000 private refuels of 1,000 other accounts, and the CBS
// average of every day. Generated in SQL in a database of our own. Each figure is 20 sequential requests
// after 2 warm-ups, over HTTP against the app as `npm start` runs it (rate limits lifted). Goal: p99 < 200 ms.
// The closed months a report sums are kept (decision 032), so the first visit of a year and the visit after
// a change to one of its months are timed apart: each of their samples first forgets what they would find.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { time } from './co2-report.mjs';
import { freshPostgres, login, startServer } from './lib/harness.mjs';

const DATABASE = 'fuellinq_bench_fleet_reports';
const VEHICLES = 500;
const DRIVERS = 100;
const CENTRES = 20;
const REFUELS_PER_VEHICLE = 104;
const OTHER_ACCOUNTS = 1_000;
const REFUELS_PER_OTHER = 200;
const YEAR = 2025;

async function generateFleet(url, orgId) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = performance.now();
    const {
      rows: [org],
    } = await client.query('select account_user_id from organisations where id = $1', [orgId]);
    const account = org.account_user_id;
    await client.query(
      `insert into stations (id, title, lat, lng, source, search_text)
       values ('00000000-0000-4000-8000-00000000b001', 'Bench Tankstation', 52.1, 5.1, 'osm', 'bench')`,
    );
    await client.query(
      `insert into national_average_prices (fuel_type, day, price_tenths)
       select 'euro95', d::date, 1900 + (extract(doy from d)::int % 100)
         from generate_series(make_date($1, 1, 1), make_date($1, 12, 31), interval '1 day') as d
       on conflict do nothing`,
      [YEAR],
    );
    await client.query(
      `insert into users (email, password_hash)
       select format('bestuurder%s@bench.example.nl', n), 'x' from generate_series(1, $1) as n`,
      [DRIVERS],
    );
    await client.query(
      `insert into org_members (org_id, user_id, role)
       select $1, id, 'driver' from users where email like 'bestuurder%@bench.example.nl'`,
      [orgId],
    );
    await client.query(
      `insert into cost_centres (org_id, name) select $1, format('Kostenplaats %s', n) from generate_series(1, $2) as n`,
      [orgId, CENTRES],
    );
    await client.query(
      `insert into vehicles (owner_user_id, license_plate, fuel_primary, rdw_snapshot, rdw_fetched_at)
       select $1, format('VB%sZ', lpad(n::text, 3, '0')), case when n % 3 = 0 then 'euro95' else 'diesel' end,
              '{"vehicle":[],"fuel":[]}'::jsonb, now()
         from generate_series(1, $2) as n`,
      [account, VEHICLES],
    );
    await client.query(
      `with cc as (select id, row_number() over (order by name) - 1 as n from cost_centres where org_id = $2),
            vv as (select id, row_number() over (order by license_plate) - 1 as n from vehicles
                    where owner_user_id = $1)
       insert into cards (user_id, org_id, vehicle_id, cost_centre_id, pan_last4, pan_hash, token)
       select $1, $2, vv.id, cc.id, '4242', md5(vv.id::text), md5('token' || vv.id::text)
         from vv join cc on cc.n = vv.n % $3`,
      [account, orgId, CENTRES],
    );
    // Every vehicle twice a week through the year, by one of the drivers, with its own card.
    await client.query(
      `with drivers as (select user_id, row_number() over (order by user_id) - 1 as n from org_members
                         where org_id = $2 and role = 'driver')
       insert into fuel_transactions (user_id, org_id, driver_user_id, card_id, card_last4, station_id, fuel_type,
                                      status, reserved_cents, amount_cents, liters, price_tenths, created_at,
                                      completed_at, ended_at, expires_at)
       select $1, $2, d.user_id, c.id, '4242', '00000000-0000-4000-8000-00000000b001', v.fuel_primary,
              'completed', 20000, round((30 + k % 30) * 1950 / 10.0)::int, 30 + k % 30, 1950, at, at, at,
              at + interval '30 minutes'
         from cards c join vehicles v on v.id = c.vehicle_id
              cross join generate_series(0, $3 - 1) as k
              join drivers d on d.n = (k + abs(hashtext(v.id::text))) % $4
              cross join lateral (select make_timestamptz($5, 1, 1, 6, 0, 0, 'Europe/Amsterdam')
                                         + k * interval '3.5 days' + (abs(hashtext(v.id::text)) % 600) * interval '1 minute'
                                         as at) as t
        where c.org_id = $2`,
      [account, orgId, REFUELS_PER_VEHICLE, DRIVERS, YEAR],
    );
    await client.query(
      `insert into users (email, password_hash)
       select format('prive%s@bench.example.nl', n), 'x' from generate_series(1, $1) as n`,
      [OTHER_ACCOUNTS],
    );
    await client.query(
      `insert into fuel_transactions (user_id, card_last4, station_id, fuel_type, status, reserved_cents,
                                      amount_cents, liters, price_tenths, created_at, completed_at, ended_at, expires_at)
       select u.id, '1234', '00000000-0000-4000-8000-00000000b001', 'euro95', 'completed', 15000, 7800, 40, 1950,
              at, at, at, at + interval '30 minutes'
         from users u cross join generate_series(0, $1 - 1) as k
              cross join lateral (select make_timestamptz($2, 1, 1, 8, 0, 0, 'Europe/Amsterdam')
                                         + k * interval '43 hours' as at) as t
        where u.email like 'prive%@bench.example.nl'`,
      [REFUELS_PER_OTHER, YEAR],
    );
    await client.query('analyze');
    const {
      rows: [counts],
    } = await client.query(
      `select (select count(*) from fuel_transactions where org_id = $1)::int as company_refuels,
              (select count(*) from fuel_transactions where org_id is null)::int as private_refuels,
              (select count(*) from vehicles where owner_user_id = $2)::int as vehicles`,
      [orgId, account],
    );
    return {
      ...counts,
      drivers: DRIVERS,
      centres: CENTRES,
      generateMs: Math.round(performance.now() - started),
    };
  } finally {
    await client.end();
  }
}

/** `runs` sequential requests, each after `before(i)` (not timed): p50 and the slowest. */
async function timeEach(url, token, runs, before) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    await before(i);
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status} ${Buffer.from(body).toString()}`);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const round = (value) => Math.round(value * 10) / 10;
  return { p50: round(samples[Math.ceil(runs / 2) - 1]), max: round(samples.at(-1)), runs };
}

/** CPU time (user and system, ms) a process has used so far, from Linux's /proc (100 ticks a second). */
const cpuMsOf = async (pid) => {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/**
 * The CPU time per request (ms) of the server and of its PostgreSQL backends while `requests` requests run
 * one after another: what a request costs on an idle machine, whatever else the machine is doing.
 */
async function cpuPerRequest(db, serverPid, requests, work) {
  const { rows } = await db.query(
    `select pid from pg_stat_activity
      where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()`,
  );
  const pids = [serverPid, ...rows.map((row) => row.pid)];
  const before = await Promise.all(pids.map(cpuMsOf));
  const result = await work();
  const after = await Promise.all(pids.map(cpuMsOf));
  const per = (i) => Math.round((10 * (after[i] - before[i])) / requests) / 10;
  const postgres = pids.slice(1).reduce((sum, _, i) => sum + (after[i + 1] - before[i + 1]), 0);
  return { ...result, serverCpuMs: per(0), postgresCpuMs: Math.round((10 * postgres) / requests) / 10 };
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

export async function fleetReports({ port = 3620 } = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fuellinq-bench-fleet-reports-'));
  const url = await freshPostgres(DATABASE);
  const server = await startServer(
    'bench/bench-server.ts',
    { DATA_DIR: dataDir, DATABASE_URL: url, RATE_LIMIT_DISABLED: '1', SEED_DEMO: '0' },
    { port },
  );
  try {
    const email = 'wagenpark@bench.example.nl';
    const register = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'bench1234' }),
    });
    if (!register.ok) throw new Error(`register failed: ${register.status}`);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`update users set account_type = 'business' where email = $1`, [email]);
    await admin.end();
    const token = await login(server.url, email, 'bench1234');
    const created = await fetch(`${server.url}/api/orgs`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench Vloot B.V.', kvk_number: '12345678', vat_id: 'NL004495445B01' }),
    });
    if (created.status !== 201)
      throw new Error(`create org failed: ${created.status} ${await created.text()}`);
    const { id: orgId } = await created.json();
    const data = await generateFleet(url, orgId);
    const reports = `${server.url}/api/orgs/${orgId}/reports`;
    const year = `from=${YEAR}-01-01&to=${YEAR}-12-31`;
    const loadBefore = loadAverage();
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    // Nothing kept: the first visit sums all twelve months and keeps them.
    const firstVisit = await timeEach(`${reports}?${year}&by=vehicle`, token, 5, () =>
      db.query('delete from fleet_report_months where org_id = $1', [orgId]),
    );
    // One company refuel of a month changed (a different month each time): that month is summed again.
    const afterChange = await timeEach(`${reports}?${year}&by=vehicle`, token, 10, (i) =>
      db.query(
        `update fuel_transactions set amount_cents = amount_cents + 1
          where id = (select id from fuel_transactions where org_id = $1
                         and completed_at >= make_timestamptz($2, $3, 15, 0, 0, 0, 'Europe/Amsterdam')
                       order by completed_at limit 1)`,
        [orgId, YEAR, 1 + (i % 12)],
      ),
    );
    // 2 warm-ups and 20 timed requests.
    const byVehicle = await cpuPerRequest(db, server.child.pid, 22, () =>
      time(`${reports}?${year}&by=vehicle`, token),
    );
    await db.end();
    return {
      data,
      firstVisit,
      afterChange,
      byVehicle,
      byDriver: await time(`${reports}?${year}&by=driver`, token),
      byCentre: await time(`${reports}?${year}&by=cost_centre`, token),
      month: await time(`${reports}?from=${YEAR}-03-01&to=${YEAR}-03-31&by=vehicle`, token),
      csv: await time(`${reports}.csv?${year}&by=vehicle`, token),
      loadBefore,
      loadAfter: loadAverage(),
    };
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, '/postgres') });
    await admin.connect();
    await admin.query(`drop database if exists "${DATABASE}" with (force)`);
    await admin.end();
  }
}
