import { mkdir } from 'node:fs/promises';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { type DatabaseHandle, openDatabase, pgliteDir } from './db/database.ts';
import { seedDemoData } from './db/seed/index.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  await mkdir(config.dataDir, { recursive: true });
  // Only this process may own an embedded data folder; PGlite itself does not stop a second one.
  const database: DatabaseHandle = config.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE })
    : await openDatabase({ kind: 'pglite', dataDir: pgliteDir(config.dataDir) });

  const app = await buildApp({ config, database });
  await database.migrate();
  if (config.SEED_DEMO) await seedDemoData(database, (message) => app.log.info(message));

  // Expired sessions and reset tokens are removed at start and every hour after.
  const purge = () =>
    app.auth
      .purgeExpired()
      .then((gone) => app.log.info(gone, 'purged expired sessions and reset tokens'))
      .catch((error: unknown) => app.log.warn({ err: error }, 'purging expired sessions failed'));
  await purge();
  const purgeTimer = setInterval(() => void purge(), 60 * 60 * 1000);
  purgeTimer.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(purgeTimer);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await app.close();
      // A clean close keeps PGlite's sequences and WAL consistent.
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`FuelLinq draait op ${config.publicUrl} (${database.kind})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
