// Refuel starts on company cards with rules (issue 24, Proof): POST /api/transactions/start on PostgreSQL at
// 50 connections against a database of 200 organisations × 50 drivers, each driver with a company card under
// the organisation's rule profile (limits per refuel, day, week and month, refuels a day, fuels, weekdays and
// hours) and 30 days of completed company refuels behind it, so the rule check sums real rows. Beside them as
// many private card holders with the same 30 days of refuels: their starts are measured in the same run, the
// two kinds taking turns in slices, so a change in the machine's load falls on both alike.
// Goal: company starts p99 < 50 ms and at least 0.7 of the rate of private starts.
//
// Everything is made in SQL beforehand, on the app's own tables: the organisations' accounts are funded by a
// paid top-up on the ledger, and every refuel of the history has its reservation, capture and release there,
// so the balances a start sums are real. Every start is on a card of its own (no card starts twice, so no
// start can be answered with a card's open refuel), with an Idempotency-Key as the web app sends one. The
// company cards are taken in a shuffled order, so parallel starts sometimes share an organisation (and wait
// for its account's lock) as drivers of one firm do. Rate limits are lifted (RATE_LIMIT_DISABLED=1).
import os from 'node:os';
import pg from 'pg';
import {
  holderToken,
  insertCardHolders,
  insertRefuelStations,
  insertSignedInUsers,
  refuelStationId,
} from './lib/card-holders.mjs';
import { freshPostgres, load, startServer } from './lib/harness.mjs';

const ORGS = 200;
const DRIVERS_PER_ORG = 50;
const CARDS = ORGS * DRIVERS_PER_ORG;
const HISTORY_DAYS = 30;
const STATIONS = 500;
const STATION_ID_PREFIX = 'f1ee7000-0000-4000-8000-';
/** What every start asks to reserve, on both kinds of card. */
const START_CENTS = 7_500;
const PRIVATE_BALANCE_CENTS = 300_000;
const ORG_BALANCE_CENTS = 20_000_000;
/** The organisations' rule profile: every rule set, none that a start of € 75 on a history like this breaks. */
const RULES = {
  max_per_refuel_cents: 15_000,
  max_per_day_cents: 30_000,
  max_per_week_cents: 100_000,
  max_per_month_cents: 300_000,
  max_liters_per_refuel: 120,
  max_refuels_per_day: 3,
  fuels: ['diesel', 'adblue'],
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  hours: { from: '00:00', to: '24:00' },
};
const DRIVER = 'bench-fleet-driver';
const PRIVATE = 'bench-fleet-private';

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');

/** A deterministic shuffle (mulberry32), so every run of the bench takes the cards in the same order. */
function shuffled(items, seed = 24) {
  const out = [...items];
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Inside the caller's transaction: 30 days of completed refuels (one a day at 10:00 Dutch time, € 30–60 of
 * diesel, € 75 reserved) on every card of `bench_history` (card, paying account, organisation, driver), with
 * their reservation, capture and release on the payer's ledger.
 */
async function insertHistory(client) {
  await client.query(
    `create temporary table bench_refuels on commit drop as
       select gen_random_uuid() as id, h.*, 3000 + floor(random() * 3000)::int as amount,
              ((date_trunc('day', now() at time zone 'Europe/Amsterdam') - make_interval(days => d)
                + interval '10 hours') at time zone 'Europe/Amsterdam') as at,
              ($3 || lpad((1 + floor(random() * $1))::text, 12, '0'))::uuid as station_id
         from bench_history h, generate_series(1, $2::int) as d`,
    [STATIONS, HISTORY_DAYS, STATION_ID_PREFIX],
  );
  await client.query(
    `insert into fuel_transactions (id, user_id, card_id, card_last4, station_id, fuel_type, status, reserved_cents,
                                    amount_cents, liters, price_tenths, start_price_tenths, org_id, driver_user_id,
                                    created_at, confirmed_at, completed_at, ended_at, expires_at)
       select id, payer, card_id, '0000', station_id, 'diesel', 'completed', $1, amount,
              round(amount / 189.9, 2), 1899, 1899, org_id, driver_user_id,
              at, at + interval '1 minute', at + interval '4 minutes', at + interval '4 minutes', at + interval '15 minutes'
         from bench_refuels`,
    [START_CENTS],
  );
  await client.query(
    `insert into balance_ledger (user_id, kind, balance_delta_cents, available_delta_cents, reference, created_at)
       select payer, 'reservation', 0, -$1::int, id::text, at from bench_refuels
       union all
       select payer, 'capture', -amount, 0, id::text, at + interval '4 minutes' from bench_refuels
       union all
       select payer, 'release', 0, $1::int - amount, id::text, at + interval '4 minutes' from bench_refuels`,
    [START_CENTS],
  );
}

/**
 * The data set: stations, the organisations with their drivers, cards, rule profiles and funded accounts, the
 * private card holders, and the history of both. Answers the company and private starts' cards in the order
 * they are used: `{ token, cardId }`.
 */
async function prepare(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = performance.now();
  try {
    await client.query('begin');
    await insertRefuelStations(client, {
      idPrefix: STATION_ID_PREFIX,
      title: 'Bench Truckstop',
      count: STATIONS,
      fuels: ['euro95', 'diesel'],
      priceTenths: 1899,
    });
    // The organisations, each with its own account (as createOrg makes it), a rule profile and € 200.000.
    await client.query(
      `create temporary table bench_orgs on commit drop as
         select o, gen_random_uuid() as org_id, gen_random_uuid() as account_id, gen_random_uuid() as profile_id,
                gen_random_uuid() as payment_id
           from generate_series(1, $1::int) as o`,
      [ORGS],
    );
    await client.query(
      `insert into users (id, email, password_hash, account_type, company_name)
         select account_id, 'org-' || org_id || '@organisaties.fuellinq.invalid', '!', 'business',
                'Bench Transport ' || o from bench_orgs`,
    );
    await client.query(
      `insert into organisations (id, name, kvk_number, account_user_id)
         select org_id, 'Bench Transport ' || o, lpad(o::text, 8, '0'), account_id from bench_orgs`,
    );
    await client.query(
      `insert into rule_profiles (id, org_id, name, rules) select profile_id, org_id, 'Bestuurders', $1 from bench_orgs`,
      [JSON.stringify(RULES)],
    );
    await client.query(
      `insert into payments (id, user_id, provider, provider_payment_id, purpose, amount_cents, status, paid_at)
         select payment_id, account_id, 'sandbox', 'bench-fleet-org-' || o, 'top_up', $1, 'paid',
                now() - interval '40 days' from bench_orgs`,
      [ORG_BALANCE_CENTS],
    );
    await client.query(
      `insert into balance_ledger (user_id, kind, balance_delta_cents, available_delta_cents, reference, created_at)
         select account_id, 'top_up', $1, $1, payment_id::text, now() - interval '40 days' from bench_orgs`,
      [ORG_BALANCE_CENTS],
    );
    // 50 drivers an organisation: a member with a session and a company card under the profile.
    await client.query(
      `create temporary table bench_drivers on commit drop as
         select (o - 1) * $1 + k as i, org_id, account_id, profile_id, gen_random_uuid() as user_id,
                gen_random_uuid() as card_id
           from bench_orgs, generate_series(1, $1::int) as k`,
      [DRIVERS_PER_ORG],
    );
    await insertSignedInUsers(client, { prefix: DRIVER, from: 'bench_drivers' });
    await client.query(
      `insert into org_members (org_id, user_id, role) select org_id, user_id, 'driver' from bench_drivers`,
    );
    await client.query(
      `insert into cards (id, user_id, label, pan_last4, pan_hash, token, status, is_active, org_id, driver_user_id,
                          rule_profile_id)
         select card_id, account_id, 'Bestuurder ' || i, lpad((i % 10000)::text, 4, '0'), md5($1 || '-pan-' || i),
                md5($1 || '-card-' || i), 'active', false, org_id, user_id, profile_id
           from bench_drivers`,
      [DRIVER],
    );
    const privateCards = await insertCardHolders(client, {
      prefix: PRIVATE,
      users: CARDS,
      balanceCents: PRIVATE_BALANCE_CENTS,
    });
    await client.query(
      `create temporary table bench_history on commit drop as
         select card_id, account_id as payer, org_id, user_id as driver_user_id from bench_drivers
         union all
         select card_id, user_id, null::uuid, null::uuid from bench_users`,
    );
    await insertHistory(client);
    const { rows } = await client.query('select i, card_id from bench_drivers order by i');
    await client.query('commit');
    // As a database that has run for 30 days would be: vacuumed and analysed.
    await client.query('vacuum analyze');
    const company = shuffled(rows.map((row) => ({ token: holderToken(DRIVER, row.i), cardId: row.card_id })));
    const privates = privateCards.map((cardId, n) => ({ token: holderToken(PRIVATE, n + 1), cardId }));
    return { company, privates, seedMs: Math.round(performance.now() - started) };
  } finally {
    await client.end();
  }
}

const percentile = (sorted, p) =>
  sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]) : 0;

/** One kind's starts: its cards in order, and what its slices measured. */
function startKind(name, cards) {
  let next = 0;
  const kind = { name, latencies: [], statuses: {}, ms: 0, starts: 0, errors: 0 };
  kind.request = {
    method: 'POST',
    path: '/api/transactions/start',
    setupRequest: (request) => {
      const card = cards[next++];
      if (!card) throw new Error(`fleet-starts: ${name} ran out of cards`);
      return {
        ...request,
        headers: {
          ...request.headers,
          'content-type': 'application/json',
          authorization: `Bearer ${card.token}`,
          'idempotency-key': `${name}-start-${next}`,
        },
        body: JSON.stringify({
          cardId: card.cardId,
          stationId: refuelStationId(STATION_ID_PREFIX, (next % STATIONS) + 1),
          max_amount_cents: START_CENTS,
          fuel_type: 'diesel',
        }),
      };
    },
  };
  kind.used = () => next;
  return kind;
}

/** `count` starts of one kind at `connections`; measured into the kind unless it is a warm-up. */
async function slice(server, kind, count, connections, measured = true) {
  const started = performance.now();
  const result = await load({
    url: server.url,
    connections,
    amount: count,
    requests: [kind.request],
    onResponse: measured
      ? (status, ms) => {
          kind.latencies.push(ms);
          kind.statuses[status] = (kind.statuses[status] ?? 0) + 1;
        }
      : undefined,
  });
  if (!measured) return;
  kind.ms += performance.now() - started;
  kind.starts += count;
  kind.errors += result.errors;
}

const summary = (kind) => {
  const sorted = [...kind.latencies].sort((a, b) => a - b);
  const created = kind.statuses[201] ?? 0;
  return {
    starts: kind.starts,
    created,
    notCreated: kind.starts - created,
    statuses: kind.statuses,
    errors: kind.errors,
    rate: Math.round((1000 * kind.starts) / kind.ms),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: Math.round(sorted.at(-1) ?? 0),
  };
};

/** What the ledger and the refuels say after the runs: nobody overdrawn, one reservation per start. */
async function audit(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`
      with sums as (
        select user_id, sum(available_delta_cents) as available from balance_ledger group by user_id
      )
      select (select count(*)::int from sums where available < 0) as overdrawn,
             (select count(*)::int from fuel_transactions where status = 'reserved' and org_id is not null) as company_reserved,
             (select count(*)::int from fuel_transactions where status = 'reserved' and org_id is null) as private_reserved,
             (select count(*)::int from (select card_id from fuel_transactions where status = 'reserved'
                                          group by card_id having count(*) > 1) twice) as cards_reserved_twice,
             (select count(*)::int from fuel_transactions) as refuels,
             (select count(*)::int from balance_ledger) as ledger_rows,
             (select count(*)::int from refuel_declines) as declines`);
    return rows[0];
  } finally {
    await client.end();
  }
}

/** A start the rules must decline (over the profile's € 150 a refuel): proof that the rules are live. */
async function declinedProbe(server, card) {
  const response = await fetch(`${server.url}/api/transactions/start`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${card.token}`,
      'idempotency-key': 'fleet-probe',
    },
    body: JSON.stringify({
      cardId: card.cardId,
      stationId: refuelStationId(STATION_ID_PREFIX, 1),
      max_amount_cents: 20_000,
      fuel_type: 'diesel',
    }),
  });
  const body = await response.json();
  return { status: response.status, error: body.error, message: body.message };
}

export async function fleetStarts({
  connections = 50,
  runs = Number(process.env.BENCH_FLEET_RUNS ?? 2),
  slices = Number(process.env.BENCH_FLEET_SLICES ?? 6),
  sliceStarts = Number(process.env.BENCH_FLEET_SLICE_STARTS ?? 500),
  warmup = 500,
} = {}) {
  const perKind = runs * (warmup + slices * sliceStarts);
  if (perKind > CARDS - 1)
    throw new Error(`fleet-starts: ${perKind} starts a kind need more than ${CARDS} cards`);
  const url = await freshPostgres('fuellinq_bench_fleet_starts');
  const server = await startServer(
    'bench/bench-server.ts',
    { DATABASE_URL: url, RATE_LIMIT_DISABLED: '1', SEED_DEMO: '0', PUMP_SIMULATOR: '0' },
    { port: Number(process.env.BENCH_FLEET_PORT ?? 3312) },
  );
  try {
    const data = await prepare(url);
    console.log(`fleet-starts: data made in ${data.seedMs} ms`);
    // The last card of the shuffle is kept for the probe; the load never reaches it.
    const probe = await declinedProbe(server, data.company.at(-1));
    const company = startKind('company', data.company);
    const privates = startKind('private', data.privates);
    const results = [];
    for (let run = 1; run <= runs; run++) {
      const loadBefore = loadAverage();
      company.latencies = [];
      privates.latencies = [];
      for (const kind of [company, privates]) {
        Object.assign(kind, { statuses: {}, ms: 0, starts: 0, errors: 0 });
        await slice(server, kind, warmup, connections, false);
      }
      // Company, private, private, company, …: each kind goes first in half of the pairs.
      for (let n = 0; n < slices; n++) {
        const order = n % 2 === 0 ? [company, privates] : [privates, company];
        for (const kind of order) await slice(server, kind, sliceStarts, connections);
      }
      const c = summary(company);
      const p = summary(privates);
      const row = {
        run,
        company: c,
        private: p,
        ratio: c.rate / p.rate,
        loadBefore,
        loadAfter: loadAverage(),
      };
      console.log(`fleet-starts run ${run}: ${JSON.stringify(row)}`);
      results.push(row);
    }
    return {
      connections,
      data: {
        orgs: ORGS,
        driversPerOrg: DRIVERS_PER_ORG,
        privateHolders: CARDS,
        historyDays: HISTORY_DAYS,
        seedMs: data.seedMs,
      },
      slices,
      sliceStarts,
      warmup,
      probe,
      runs: results,
      ledger: await audit(url),
    };
  } finally {
    await server.stop();
  }
}
