import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { withDeadline } from '../lib/deadline.ts';

export type Schema = typeof schema;
/** One type for both drivers (a union of the two driver types breaks `.returning()`). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Runs migrations from `db/migrations`; safe to call on every start. */
  migrate(): Promise<void>;
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Listens to a NOTIFY channel on a connection of its own (outside the pool: a pooled connection would be
   * handed to other queries). `onConnect` runs after every (re)connection, as notifications sent while it was
   * down are lost; on PostgreSQL it reconnects after a lost connection (a database restart) by itself.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<Listener>;
}

export interface NotificationHandlers {
  onNotify(payload: string): void;
  onConnect(): void;
  /** The connection was lost; it reconnects on its own. */
  onDisconnect?(error: unknown): void;
}

export interface Listener {
  /** True while notifications arrive (PostgreSQL: between a connection and its loss). */
  readonly connected: boolean;
  close(): Promise<void>;
}

/**
 * Runs `work` in one transaction (a savepoint inside another). The transaction is a Database to its callers,
 * so repositories, writeAudit and raw SQL helpers take it exactly as they take the database.
 */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(work);
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** How long a query waits for a connection, new or from the pool (default 5 s): then it answers 503. */
      connectTimeoutMs?: number;
      /** The server cancels a statement after this long (default 30 s); the client gives up 5 s later. */
      statementTimeoutMs?: number;
    }
  /** `dataDir` undefined keeps the database in memory; `loadDataDir` starts from a dump. */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === 'postgres' ? openPostgres(options) : openPglite(options);
}

/** The data folder of the embedded database inside DATA_DIR. */
export function pgliteDir(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<DatabaseHandle> {
  // PGlite does not create missing parent folders.
  if (options.dataDir) await mkdir(path.dirname(options.dataDir), { recursive: true });
  const client = new PGlite({
    // The station feed's geo index (migration stations_geo) needs these contrib extensions.
    extensions: { cube, earthdistance },
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  await client.waitReady;
  const db: Database = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    async listen(channel, handlers) {
      // One process, one database: notifications are delivered as the statement that sent them completes.
      const unlisten = await client.listen(channel, (payload) => handlers.onNotify(payload));
      handlers.onConnect();
      let open = true;
      return {
        get connected() {
          return open;
        },
        async close() {
          if (!open) return;
          open = false;
          await unlisten().catch(() => {});
        },
      };
    },
  };
}

/** `select 1`, given up after `ms`: a health check must answer even when the server does not. */
async function pingWithin(db: Database, ms: number) {
  await withDeadline(
    db.execute(sql`select 1`),
    ms,
    () => new Error('timeout exceeded when trying to connect'),
  );
}

function openPostgres(options: Extract<DatabaseOptions, { kind: 'postgres' }>): DatabaseHandle {
  const { url, poolSize = 10, connectTimeoutMs = 5_000, statementTimeoutMs = 30_000 } = options;
  // While the server is down or restarting, nothing may hang: a connection is given up after
  // connectTimeoutMs, a statement is cancelled by the server after statementTimeoutMs, and the client stops
  // waiting for an answer a little later (a server that vanished without closing the connection). The
  // error that follows is answered 503 (lib/database-errors.ts). A connection that broke is thrown away and
  // the pool opens a fresh one on the next query, so the app recovers by itself once the server is back.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: connectTimeoutMs,
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + 5_000,
    keepAlive: true,
    idleTimeoutMillis: 30_000,
  });
  // An idle client that loses its connection emits here; without a listener the process would crash.
  pool.on('error', () => {});
  // So does a client that is checked out but between two statements (inside a transaction) when the server
  // goes away (a restart's "terminating connection due to administrator command"): pg-pool listens only on
  // idle clients, and an 'error' nobody listens to ends the process. The next statement on that client fails
  // (503) and the pool throws it away.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const db: Database = drizzlePostgres({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePostgres(drizzlePostgres({ client: pool, schema }), { migrationsFolder }),
    ping: () => pingWithin(db, connectTimeoutMs + 1_000),
    close: () => pool.end(),
    listen: (channel, handlers) => listenPostgres(url, channel, handlers),
  };
}

/** Waits between reconnection attempts: quick at first, then every 2 s at most. */
const LISTEN_RETRY_MS = [100, 250, 500, 1000, 2000];

async function listenPostgres(
  url: string,
  channel: string,
  handlers: NotificationHandlers,
): Promise<Listener> {
  let client: pg.Client | undefined;
  let connected = false;
  let closed = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    client = next;
    let lost = false;
    const onLost = (error: unknown) => {
      if (lost) return;
      lost = true;
      const wasConnected = connected;
      connected = false;
      next.removeAllListeners('notification');
      next.end().catch(() => {});
      if (wasConnected) handlers.onDisconnect?.(error);
      if (!closed) {
        const wait = LISTEN_RETRY_MS[Math.min(attempt, LISTEN_RETRY_MS.length - 1)];
        attempt += 1;
        retry = setTimeout(() => void connect().catch(() => {}), wait);
      }
    };
    next.on('error', onLost);
    next.on('end', () => onLost(new Error('connection ended')));
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`listen "${channel.replaceAll('"', '""')}"`);
    } catch (error) {
      onLost(error);
      throw error;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    connected = true;
    attempt = 0;
    handlers.onConnect();
  };

  // A failed first connection is retried in the background like a lost one.
  await connect().catch(() => {});
  return {
    get connected() {
      return connected;
    },
    async close() {
      closed = true;
      connected = false;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
