import { mkdir } from 'node:fs/promises';
import { invoiceSupplierOf } from './modules/billing/invoices.service.ts';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, startNotices } from './config.ts';
import { type DatabaseHandle, openDatabase, pgliteDir } from './db/database.ts';
import { seedDemoData } from './db/seed/index.ts';
import { underStartLock } from './db/start-lock.ts';
import { demoAccountsWithKnownPassword } from './db/seed/demo-passwords.ts';
import { SECRETS_FILE } from './lib/stored-secrets.ts';

/** Demo accounts with the README's password are fine on a laptop and a break-in anywhere else: say so loudly. */
async function warnAboutDemoAccounts(database: DatabaseHandle, log: FastifyBaseLogger) {
  const open = await demoAccountsWithKnownPassword(database.db);
  if (open.length === 0) return;
  const rule = '!'.repeat(78);
  log.warn(
    [
      rule,
      `DEMO ACCOUNTS with the published password 'demo1234' exist: ${open.join(', ')}.`,
      'Anyone can sign in as them. A real deployment starts with `npm run start:production` (no demo',
      'accounts) on a fresh database, creates its admin with `npm run admin:create -- you@example.nl`,',
      'and deletes these accounts.',
      rule,
    ].join('\n'),
  );
}

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
    ? await openDatabase({
        kind: 'postgres',
        url: config.DATABASE_URL,
        poolSize: config.DATABASE_POOL_SIZE,
        connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
        statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
      })
    : await openDatabase({ kind: 'pglite', dataDir: pgliteDir(config.dataDir) });

  const app = await buildApp({ config, database });
  // Several instances started at once on one empty database: one migrates and seeds, the others wait.
  await underStartLock(
    database,
    async () => {
      await database.migrate();
      if (config.SEED_DEMO) {
        await seedDemoData(database, {
          cardHashKey: config.CARD_HASH_KEY,
          invoiceSupplier: invoiceSupplierOf(config),
          log: (message) => app.log.info(message),
        });
      }
    },
    (message) => app.log.info(message),
  );
  if (config.generatedSecrets.length > 0) {
    app.log.info(
      `${config.generatedSecrets.join(' and ')} not configured: using the generated ones kept in ` +
        `${path.join(config.dataDir, SECRETS_FILE)} (mode 0600); back that file up with the data`,
    );
  }
  await warnAboutDemoAccounts(database, app.log);
  // What kind of start this is, and whether any money here is real.
  for (const notice of startNotices(config)) app.log[notice.level](notice.message);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Take no new jobs and finish the one in hand; stop taking requests (a new one gets 503, so a load
    // balancer moves on) and finish those in flight; then close the pool. Whatever is still running after
    // 10 s is cut off: a transaction that did not commit leaves nothing, and its job runs again elsewhere.
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await app.jobs.stop();
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
  // Background work (expiries, top-ups, retention, …) runs in every instance; each job runs once.
  app.jobs.start();
  app.log.info(`FuelLinq draait op ${config.publicUrl} (${database.kind})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
