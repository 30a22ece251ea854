import { addDays, type FuelType, isoDateIn } from '@fuellinq/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { nationalAveragePrices } from '../../db/schema/index.ts';

// The CBS national average pump prices (StatLine table 80416ned, "Pompprijzen motorbrandstoffen;
// brandstofsoort, per dag"), kept current by a daily job. CBS publishes weekly, on Thursday, up to that week's
// Monday; its values are euro per litre including btw and excise (2.324), stored in tenths of a cent. An
// answer that is empty, not JSON or holds one row that does not read is not used at all: the figures kept
// stay as they are until a good answer comes.

export const CBS_IMPORT_JOB = 'cbs.import';
export const CBS_TABLE_PATH = '/ODataApi/OData/80416ned/TypedDataSet';

/** The table's columns per fuel we keep. */
const COLUMNS: Record<string, FuelType> = { BenzineEuro95_1: 'euro95', Diesel_2: 'diesel', Lpg_3: 'lpg' };
/** How far back each run asks (a correction CBS publishes later replaces the figure kept). */
const LOOK_BACK_DAYS = 28;

export interface CbsFigure {
  fuelType: FuelType;
  day: string;
  priceTenths: number;
}

/** Why an answer was not used. */
export class CbsAnswerError extends Error {
  override name = 'CbsAnswerError';
}

/**
 * The figures of one TypedDataSet answer, or an error for an answer that cannot be trusted as a whole: not an
 * object with a `value` array, no figure at all, a `Perioden` that is not a day (YYYYMMDD), or a price outside
 * € 0,30–5,00 per litre. Empty cells (null) are fine: CBS leaves a fuel out on a day it has no figure for.
 */
export function parseCbsAnswer(body: unknown): CbsFigure[] {
  const rows = (body as { value?: unknown } | null)?.value;
  if (!Array.isArray(rows)) throw new CbsAnswerError('the answer has no "value" list');
  const figures: CbsFigure[] = [];
  for (const row of rows as Record<string, unknown>[]) {
    const key = typeof row?.Perioden === 'string' ? row.Perioden.trim() : '';
    const match = /^(\d{4})(\d{2})(\d{2})$/.exec(key);
    const day = match ? `${match[1]}-${match[2]}-${match[3]}` : '';
    if (!match || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
      throw new CbsAnswerError(`"Perioden" ${JSON.stringify(row?.Perioden)} is not a day`);
    }
    for (const [column, fuelType] of Object.entries(COLUMNS)) {
      const value = row[column];
      if (value === null || value === undefined) continue;
      if (typeof value !== 'number' || !(value >= 0.3 && value <= 5)) {
        throw new CbsAnswerError(`${column} of ${key} is ${JSON.stringify(value)}, not euro per litre`);
      }
      figures.push({ fuelType, day, priceTenths: Math.round(value * 1000) });
    }
  }
  if (figures.length === 0) throw new CbsAnswerError('the answer holds no figures');
  return figures;
}

/** The day of the latest Euro95 figure kept, or null. */
export async function latestCbsDay(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ day: nationalAveragePrices.day })
    .from(nationalAveragePrices)
    .where(eq(nationalAveragePrices.fuelType, 'euro95'))
    .orderBy(desc(nationalAveragePrices.day))
    .limit(1);
  return row?.day ?? null;
}

export interface CbsImportOptions {
  db: Database;
  baseUrl: string;
  timeoutMs: number;
  now: Date;
}

export type CbsImportResult =
  | { status: 'fresh'; latest: string }
  | { status: 'imported'; figures: number; latest: string }
  | { status: 'kept'; reason: string; latest: string | null };

/**
 * One run: when the latest figure is older than yesterday, asks CBS for the last four weeks and writes every
 * figure of a good answer (a new day added, a corrected one replaced). Anything else keeps what is there.
 */
export async function importCbsPrices(options: CbsImportOptions): Promise<CbsImportResult> {
  const { db, now } = options;
  const latest = await latestCbsDay(db);
  const today = isoDateIn(now);
  if (latest && latest >= addDays(today, -1)) return { status: 'fresh', latest };
  const since = addDays(latest ?? today, -LOOK_BACK_DAYS).replaceAll('-', '');
  const url = new URL(`${options.baseUrl.replace(/\/$/, '')}${CBS_TABLE_PATH}`);
  url.searchParams.set('$filter', `Perioden ge '${since}'`);
  url.searchParams.set('$select', ['Perioden', ...Object.keys(COLUMNS)].join(','));
  url.searchParams.set('$format', 'json');
  let figures: CbsFigure[];
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!response.ok) throw new CbsAnswerError(`CBS answered ${response.status}`);
    const body: unknown = await response.json().catch(() => {
      throw new CbsAnswerError('the answer is not JSON');
    });
    figures = parseCbsAnswer(body);
  } catch (error) {
    return { status: 'kept', reason: error instanceof Error ? error.message : String(error), latest };
  }
  await db
    .insert(nationalAveragePrices)
    .values(figures)
    .onConflictDoUpdate({
      target: [nationalAveragePrices.fuelType, nationalAveragePrices.day],
      set: { priceTenths: sql`excluded.price_tenths` },
    });
  return { status: 'imported', figures: figures.length, latest: (await latestCbsDay(db)) ?? today };
}

/** One slot per UTC day: the job runs once a day, and at a start on a day it has not run yet. */
export const daily = (now: Date) => now.toISOString().slice(0, 10);
