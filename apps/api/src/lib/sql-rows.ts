import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';

/** A database or a transaction of it. */
export type Executor = Pick<Database, 'execute'>;

/**
 * The rows of a raw SQL query, on either driver (both answer `{ rows }`). Cast numbers in SQL (::int,
 * ::float8): counts and sums come back as strings from pg.
 */
export async function selectRows<T extends Record<string, unknown>>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute<T>(query)) as { rows: T[] };
  return result.rows;
}

/** `like` pattern for "contains": the user's text is taken literally (its % and _ are escaped). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A timestamp from a row or from json_agg (PostgreSQL's own format), as ISO 8601 in UTC. */
export const isoTime = (value: Date | string) =>
  (value instanceof Date ? value : new Date(value)).toISOString();
