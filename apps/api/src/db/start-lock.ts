import { sql } from 'drizzle-orm';
import { selectRows } from '../lib/sql-rows.ts';
import { type DatabaseHandle, inTransaction } from './database.ts';

/**
 * The advisory lock every FuelLinq instance takes for its start work (migrations, then the seeds), on a
 * PostgreSQL server: one number the whole database agrees on ("FLNQ").
 */
export const START_LOCK_KEY = 0x464c4e51;
const POLL_MS = 200;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` (migrations and seeds) in one instance at a time: several instances started at once on one
 * empty database migrate and seed once, in whichever gets the lock first; the others wait, then find the
 * work done (every migration is recorded, every seeder is idempotent) and start as well.
 *
 * The lock is a transaction-level advisory lock held by a transaction of its own while `work` runs on the
 * pool's other connections, so a crash mid-seed releases it with the connection. It is asked for again
 * and again (`pg_try_advisory_xact_lock`) rather than waited for in one statement: a first seed may take
 * longer than the statement timeout. PGlite is one process by construction (it owns its data folder), so
 * there `work` simply runs.
 */
export async function underStartLock<T>(
  handle: Pick<DatabaseHandle, 'db' | 'kind'>,
  work: () => Promise<T>,
  log?: (message: string) => void,
): Promise<T> {
  if (handle.kind === 'pglite') return work();
  return inTransaction(handle.db, async (tx) => {
    let waited = false;
    for (;;) {
      const [row] = await selectRows<{ locked: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(${START_LOCK_KEY}) as locked`,
      );
      if (row?.locked) break;
      if (!waited) log?.('another instance is migrating or seeding the database: waiting for it');
      waited = true;
      await sleep(POLL_MS);
    }
    return work();
  });
}
