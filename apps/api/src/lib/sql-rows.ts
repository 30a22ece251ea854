import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';

/** A database or a transaction of it. */
export type Executor = Pick<Database, 'execute'>;

/** What drizzle's `execute` does inside: reached to name the statement (drizzle-orm/pg-core/session). */
interface PreparingDatabase {
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string | undefined,
      arrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
}

/** Statement names handed out; past the cap, queries run unnamed (each connection keeps its statements). */
const statementNames = new Map<string, string>();
const MAX_STATEMENT_NAMES = 500;

function statementName(text: string): string | undefined {
  const known = statementNames.get(text);
  if (known || statementNames.size >= MAX_STATEMENT_NAMES) return known;
  const name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  statementNames.set(text, name);
  return name;
}

/**
 * The rows of a raw SQL query, on either driver (both answer `{ rows }`). Cast numbers in SQL (::int,
 * ::float8): counts and sums come back as strings from pg.
 *
 * On the PostgreSQL server it runs as a prepared statement named after its text, so each connection plans
 * it once and then reuses the plan: a query of several joins, a union or a lateral look-up can take longer
 * to plan (2–3 ms) than to run. PostgreSQL itself keeps re-planning when its generic plan would cost more
 * than one made for the values (plan_cache_mode auto). PGlite runs it as an ordinary query.
 */
export async function selectRows<T extends Record<string, unknown>>(db: Executor, query: SQL): Promise<T[]> {
  const { session, dialect } = db as unknown as PreparingDatabase;
  const compiled = dialect.sqlToQuery(query);
  const prepared = session.prepareQuery(compiled, undefined, statementName(compiled.sql), false);
  const result = (await prepared.execute()) as { rows: T[] };
  return result.rows;
}

/** `like` pattern for "contains": the user's text is taken literally (its % and _ are escaped). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A timestamp from a row or from json_agg (PostgreSQL's own format), as ISO 8601 in UTC. */
export const isoTime = (value: Date | string) =>
  (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * One value per database handle (or transaction), made on first use: for a repository that prepares its
 * statements when made, so a module's helper that other modules call on every request builds them once.
 */
export function perDatabase<T>(make: (db: Database) => T): (db: Database) => T {
  const made = new WeakMap<Database, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}
