// Card holders and API instances for the benchmarks that refuel (refuel-starts, faults, load-mix): written
// once here so the three measure the same kind of user.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { root } from './harness.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The bearer token of card holder i (1-based) made by insertCardHolders with this prefix. */
export const holderToken = (prefix, i) => `${prefix}-token-${i}`;

/**
 * Inside the caller's open transaction: a user with a session (holderToken) for every row `(i, user_id)` of
 * the table `from`.
 */
export async function insertSignedInUsers(client, { prefix, from }) {
  await client.query(
    `insert into users (id, email, password_hash) select user_id, $1 || '-' || i || '@example.nl', 'x' from ${from}`,
    [prefix],
  );
  await client.query(
    `insert into sessions (token_hash, user_id, remember, expires_at)
       select encode(sha256(convert_to($1 || '-token-' || i, 'UTF8')), 'hex'), user_id, false, now() + interval '1 day'
         from ${from}`,
    [prefix],
  );
}

/** The id of refuel station n (1-based) made by insertRefuelStations with this id prefix (24 characters). */
export const refuelStationId = (idPrefix, n) => `${idPrefix}${String(n).padStart(12, '0')}`;

/** `count` stations in Utrecht named `title n`, selling `fuels`, each at `priceTenths` a litre. */
export async function insertRefuelStations(client, { idPrefix, title, count, fuels, priceTenths }) {
  await client.query(
    `insert into stations (id, title, city, lat, lng, fuels, source, search_text)
       select ($1 || lpad(n::text, 12, '0'))::uuid, $2 || ' ' || n, 'Utrecht', 52.09, 5.12, $3::text[], 'osm',
              lower($2) || ' utrecht'
         from generate_series(1, $4::int) as n`,
    [idPrefix, title, fuels, count],
  );
  await client.query(
    `insert into station_prices (station_id, fuel_type, price_tenths)
       select id, fuel, $3 from stations, unnest($2::text[]) as fuel where title like $1 || ' %'`,
    [title, fuels, priceTenths],
  );
}

/**
 * Inside the caller's open transaction: `users` card holders, each with a session (holderToken), one active
 * card and `balanceCents` topped up by a paid sandbox payment, booked on the ledger. Returns the card ids in
 * user order (index 0 is user 1).
 */
export async function insertCardHolders(client, { prefix, users, balanceCents }) {
  await client.query(
    `create temporary table bench_users on commit drop as
       select i, gen_random_uuid() as user_id, gen_random_uuid() as card_id, gen_random_uuid() as payment_id
         from generate_series(1, $1::int) as i`,
    [users],
  );
  await insertSignedInUsers(client, { prefix, from: 'bench_users' });
  await client.query(
    `insert into cards (id, user_id, label, pan_last4, pan_hash, token, status, is_active)
       select card_id, user_id, 'Bench', lpad((i % 10000)::text, 4, '0'), md5($1 || '-pan-' || i),
              md5($1 || '-card-' || i), 'active', true
         from bench_users`,
    [prefix],
  );
  await client.query(
    `insert into payments (id, user_id, provider, provider_payment_id, purpose, amount_cents, status, paid_at)
       select payment_id, user_id, 'sandbox', $1 || '-' || i, 'top_up', $2, 'paid', now() from bench_users`,
    [prefix, balanceCents],
  );
  await client.query(
    `insert into balance_ledger (user_id, kind, balance_delta_cents, available_delta_cents, reference)
       select user_id, 'top_up', $1, $1, payment_id::text from bench_users`,
    [balanceCents],
  );
  const { rows } = await client.query('select card_id from bench_users order by i');
  return rows.map((row) => row.card_id);
}

/**
 * One production API process on a PostgreSQL database, on its own data folder, waited for until /api/ready
 * answers. `stop(signal)` ends it (SIGTERM by default, SIGKILL for a crash) and removes the folder.
 */
export async function startApiInstance(url, port, env = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fuellinq-bench-instance-'));
  const child = spawn(process.execPath, [path.join(root, 'apps/api/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'fatal',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      SEED_DEMO: '0',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      CARD_HASH_KEY: 'bench-instance-card-hash-key-not-a-secret-00',
      WALLET_LINK_SECRET: 'bench-instance-wallet-link-secret-not-a-secret',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`instance on ${port} exited with ${child.exitCode}`);
    const ready = await fetch(`${base}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await sleep(100);
  }
  return {
    base,
    child,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill(signal);
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
