import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding a migrated PGlite data directory (dumpDataDir), copied for every test database. */
    pgliteDump: string;
    /** Set when the suite runs on the PostgreSQL server: the migrated template and the server's URL. */
    postgresTemplate: string | null;
    postgresUrl: string | null;
  }
}

export type TestEngine = 'pglite' | 'postgres';

export function testEngine(): TestEngine {
  return inject('postgresTemplate') ? 'postgres' : 'pglite';
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

const secondHandles = new WeakMap<object, () => Promise<DatabaseHandle>>();

/**
 * A second handle on the same database, as a second instance of the app has: its own pool on PostgreSQL
 * (close it before the first), the same handle on PGlite (one process owns it; closing this one is a no-op).
 */
export async function openSecondHandle(first: DatabaseHandle): Promise<DatabaseHandle> {
  const open = secondHandles.get(first.db);
  if (open) return open();
  return { ...first, close: async () => {} };
}

/** A test database; on the PostgreSQL server also its URL, for a second pool or another process. */
export type TestDatabase = DatabaseHandle & { url?: string };

/**
 * A fresh, migrated database for one test file: a copy of the migrated PGlite dump, or a new database
 * on the PostgreSQL server made from the migrated template. `close()` throws it away.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = inject('postgresTemplate');
  const serverUrl = inject('postgresUrl');
  if (template && serverUrl) {
    const name = `fuellinq_t_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`create database "${name}" template "${template}"`);
    } finally {
      await admin.end();
    }
    const url = withDatabase(serverUrl, name);
    const handle = await openDatabase({ kind: 'postgres', url, poolSize: 5 });
    secondHandles.set(handle.db, () => openDatabase({ kind: 'postgres', url, poolSize: 5 }));
    return {
      ...handle,
      url,
      close: async () => {
        await handle.close();
        const cleanup = new pg.Client({ connectionString: serverUrl });
        await cleanup.connect();
        try {
          await cleanup.query(`drop database if exists "${name}" with (force)`);
        } finally {
          await cleanup.end();
        }
      },
    };
  }
  const dump = await readFile(inject('pgliteDump'));
  return openDatabase({ kind: 'pglite', loadDataDir: new Blob([dump]) });
}
