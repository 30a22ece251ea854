import { type FuelType, isoDateIn } from '@fuellinq/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { stationPriceHistory, stationPrices } from '../../db/schema/index.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { EventBus } from '../../lib/events.ts';
import { type StationPriceChange, type StationPriceSource, stationPricesChanged } from './price-changes.ts';

// The one way a station's price changes after the seed (decision 025): the partner's price list, a completed
// refuel, a driver's report and an admin taking a report back all come here, inside their own transaction.
// Each write sets the price with its source and the time it was seen, writes that day's history row, audits
// the change and emits `stationPricesChanged`; the NOTIFY trigger of station_prices tells every instance's
// feed at commit. Other modules import these from stations.service.ts (the module's public face).

/** A price someone saw: a partner's list, a pump's refuel, a driver's report. */
export interface PriceObservation {
  stationId: string;
  fuelType: FuelType;
  priceTenths: number;
  source: Exclude<StationPriceSource, 'demo'>;
  /** When the price was seen (the refuel's completion, the report's time): becomes the price's updated_at. */
  observedAt: Date;
  /** Who set it (the partner, the driver); null when nobody did (a pump). */
  userId: string | null;
}

/** The range station_prices accepts (€ 0,500 – € 4,000 a litre); anything outside is no pump price. */
export const OBSERVABLE_PRICE_TENTHS = { min: 500, max: 4000 } as const;

const keyOf = (row: { stationId: string; fuelType: string }) => `${row.stationId}:${row.fuelType}`;

/**
 * Makes each observation the station's current price unless the current one was seen later (a partner price
 * set after the refuel wins; an older observation never overwrites a newer one); a demo price always gives
 * way. Observations outside the accepted range are left out. Returns the changes applied, in the order given,
 * after emitting them. `tx` should be a transaction: the rows are locked while deciding.
 */
export async function recordObservedPrices(
  tx: Database,
  events: EventBus,
  observations: PriceObservation[],
): Promise<StationPriceChange[]> {
  // The latest observation per station and fuel; the others could not win anyway.
  const latest = new Map<string, PriceObservation>();
  for (const observation of observations) {
    const { priceTenths } = observation;
    if (!Number.isInteger(priceTenths)) continue;
    if (priceTenths < OBSERVABLE_PRICE_TENTHS.min || priceTenths > OBSERVABLE_PRICE_TENTHS.max) continue;
    const seen = latest.get(keyOf(observation));
    if (!seen || seen.observedAt <= observation.observedAt) latest.set(keyOf(observation), observation);
  }
  if (latest.size === 0) return [];
  const current = await currentPrices(tx, [...latest.values()]);
  const winners = [...latest.values()].filter((observation) => {
    const now = current.get(keyOf(observation));
    return !now || now.source === 'demo' || now.updatedAt <= observation.observedAt;
  });
  return writePrices(tx, events, winners, current);
}

/**
 * Sets a station's price back to an earlier one whatever its age (an admin taking a driver's report back),
 * and emits the change. Returns it, or null when the price was outside the accepted range.
 */
export async function restoreStationPrice(
  tx: Database,
  events: EventBus,
  price: {
    stationId: string;
    fuelType: FuelType;
    priceTenths: number;
    source: StationPriceSource;
    observedAt: Date;
    userId: string | null;
  },
): Promise<StationPriceChange | null> {
  const { priceTenths } = price;
  if (priceTenths < OBSERVABLE_PRICE_TENTHS.min || priceTenths > OBSERVABLE_PRICE_TENTHS.max) return null;
  const current = await currentPrices(tx, [price]);
  const [change] = await writePrices(tx, events, [price], current);
  return change ?? null;
}

interface CurrentPrice {
  priceTenths: number;
  source: StationPriceSource;
  updatedAt: Date;
}

/** The current prices of these stations and fuels, locked until the transaction ends. */
async function currentPrices(tx: Database, keys: { stationId: string; fuelType: string }[]) {
  const rows = await tx
    .select({
      stationId: stationPrices.stationId,
      fuelType: stationPrices.fuelType,
      priceTenths: stationPrices.priceTenths,
      source: stationPrices.source,
      updatedAt: stationPrices.updatedAt,
    })
    .from(stationPrices)
    .where(inArray(stationPrices.stationId, [...new Set(keys.map((key) => key.stationId))]))
    .for('update');
  const wanted = new Set(keys.map(keyOf));
  return new Map<string, CurrentPrice>(
    rows.filter((row) => wanted.has(keyOf(row))).map((row) => [keyOf(row), row]),
  );
}

async function writePrices(
  tx: Database,
  events: EventBus,
  prices: (Omit<PriceObservation, 'source'> & { source: StationPriceSource })[],
  current: Map<string, CurrentPrice>,
): Promise<StationPriceChange[]> {
  if (prices.length === 0) return [];
  for (let i = 0; i < prices.length; i += 1000) {
    const batch = prices.slice(i, i + 1000);
    await tx
      .insert(stationPrices)
      .values(
        batch.map((p) => ({
          stationId: p.stationId,
          fuelType: p.fuelType,
          priceTenths: p.priceTenths,
          source: p.source,
          updatedAt: p.observedAt,
          updatedBy: p.userId,
        })),
      )
      .onConflictDoUpdate({
        target: [stationPrices.stationId, stationPrices.fuelType],
        set: {
          priceTenths: sql`excluded.price_tenths`,
          source: sql`excluded.source`,
          updatedAt: sql`excluded.updated_at`,
          updatedBy: sql`excluded.updated_by`,
        },
      });
    await tx
      .insert(stationPriceHistory)
      .values(
        batch.map((p) => ({
          stationId: p.stationId,
          fuelType: p.fuelType,
          day: isoDateIn(p.observedAt),
          priceTenths: p.priceTenths,
          source: p.source,
          updatedBy: p.userId,
        })),
      )
      .onConflictDoUpdate({
        target: [stationPriceHistory.stationId, stationPriceHistory.fuelType, stationPriceHistory.day],
        set: {
          priceTenths: sql`excluded.price_tenths`,
          source: sql`excluded.source`,
          updatedBy: sql`excluded.updated_by`,
        },
      });
  }
  const changes = prices.map((p): StationPriceChange => ({
    stationId: p.stationId,
    fuelType: p.fuelType,
    priceTenths: p.priceTenths,
    previousTenths: current.get(keyOf(p))?.priceTenths ?? null,
    source: p.source,
    observedAt: p.observedAt,
  }));
  await writeAudit(
    tx,
    prices.map((p, index) => ({
      actorUserId: p.userId,
      action: 'price.update',
      entity: 'station',
      entityId: p.stationId,
      details: {
        fuel_type: p.fuelType,
        old_price_tenths: changes[index]!.previousTenths,
        new_price_tenths: p.priceTenths,
        source: p.source,
      },
    })),
  );
  await events.emit(stationPricesChanged, { db: tx, changes });
  return changes;
}
