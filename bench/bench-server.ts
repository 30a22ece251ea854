// The app as `npm run start:production` runs it, plus the constant routes a benchmark compares against (the ceiling):
// same plugins, same hooks, no database. Started as its own process so the load generator does not share it.
import { mkdir, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase, pgliteDir } from '../apps/api/src/db/database.ts';
import { seedDemoData } from '../apps/api/src/db/seed/index.ts';
import { addConstantStationsRoute, generateStations } from './lib/station-bench.ts';
import { addPriceChangeRoute } from './lib/price-change-bench.ts';

const config = loadConfig();
await mkdir(config.dataDir, { recursive: true });
const database = config.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE })
  : await openDatabase({ kind: 'pglite', dataDir: pgliteDir(config.dataDir) });
await database.migrate();
if (config.SEED_DEMO) await seedDemoData(database, { cardHashKey: config.CARD_HASH_KEY });

const stationsTotal = Number(process.env.BENCH_STATIONS_TOTAL ?? 0);
if (stationsTotal) await generateStations(database, stationsTotal);

const app = await buildApp({ config, database, logger: false });
const constantStations = addConstantStationsRoute(app);
addPriceChangeRoute(app);
const constantUser = {
  user: {
    id: '00000000-0000-4000-8000-000000000000',
    email: 'consument@fuellinq.nl',
    first_name: 'Sanne',
    last_name: 'de Vries',
    role: 'user',
    account_type: 'consumer',
    name: 'Sanne de Vries',
  },
};
app.get('/api/bench/constant-me', async () => constantUser);
// The process's memory as Node sees it: the V8 heap holds the station snapshot (PGlite lives outside it).
// A full collection is asked of the inspector, which needs no V8 flag (`--expose-gc`) in the process.
const inspector = new Session();
inspector.connect();
app.get('/api/bench/memory', async () => {
  // What stays after a full collection: the snapshot and the rest of the app, not garbage of the load.
  await inspector.post('HeapProfiler.collectGarbage');
  const { rss, heapUsed } = process.memoryUsage();
  return { rssMiB: Math.round(rss / 2 ** 20), heapUsedMiB: Math.round(heapUsed / 2 ** 20) };
});
// The first answer waits for the station snapshot's full load (it starts when the app is ready).
const started = performance.now();
const snapshotStations = await constantStations.countStations();
await constantStations.capture();
const snapshotLoad = { stations: snapshotStations, loadMs: Math.round(performance.now() - started) };
await writeFile(path.join(config.dataDir, 'bench-snapshot.json'), JSON.stringify(snapshotLoad));
await app.listen({ port: config.PORT, host: '127.0.0.1' });
process.send?.('ready');

const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
