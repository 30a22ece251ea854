import { isoDateIn } from '@fuellinq/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/database.ts';
import { auditLog, stationPriceHistory, stationPrices } from '../../db/schema/index.ts';
import { EventBus } from '../../lib/events.ts';
import { insertStation } from '../../test/stations.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type PriceObservation, recordObservedPrices, restoreStationPrice } from './observed-prices.ts';
import { type StationPriceChange, stationPricesChanged } from './price-changes.ts';

let t: TestApp;
const hour = 3600_000;
const ago = (hours: number) => new Date(Date.now() - hours * hour);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A bus that keeps what stationPricesChanged carried, and whether it came inside the transaction. */
function listeningBus() {
  const events = new EventBus();
  const emitted: StationPriceChange[][] = [];
  events.on(stationPricesChanged, async ({ db, changes }) => {
    // The handler's db is the transaction: it sees the new price before the commit.
    const [row] = await db
      .select({ tenths: stationPrices.priceTenths })
      .from(stationPrices)
      .where(
        and(
          eq(stationPrices.stationId, changes[0]!.stationId),
          eq(stationPrices.fuelType, changes[0]!.fuelType),
        ),
      );
    expect(row?.tenths).toBe(changes[0]!.priceTenths);
    emitted.push(changes);
  });
  return { events, emitted };
}

async function record(events: EventBus, observations: PriceObservation[]) {
  return inTransaction(t.database.db, (tx) => recordObservedPrices(tx, events, observations));
}

async function priceOf(stationId: string, fuelType = 'euro95') {
  const [row] = await t.database.db
    .select()
    .from(stationPrices)
    .where(and(eq(stationPrices.stationId, stationId), eq(stationPrices.fuelType, fuelType)));
  return row;
}

const station = (title: string, options: { at?: Date; source?: 'station' | 'demo' } = {}) =>
  insertStation(t.database.db, {
    title,
    lat: 52.1,
    lng: 5.1,
    prices: { euro95: 2199, diesel: 1799 },
    pricesUpdatedAt: options.at ?? ago(1),
    pricesSource: options.source ?? 'demo',
  });

describe('recordObservedPrices', () => {
  it('makes a refuel’s price the current one over a demo price, with its source, time, history and audit', async () => {
    const id = await station('Observed demo', { at: ago(0.1) });
    const { events, emitted } = listeningBus();
    const observedAt = ago(0.5);
    const changes = await record(events, [
      { stationId: id, fuelType: 'euro95', priceTenths: 2089, source: 'tankbeurt', observedAt, userId: null },
    ]);
    const expected = {
      stationId: id,
      fuelType: 'euro95',
      priceTenths: 2089,
      previousTenths: 2199,
      source: 'tankbeurt',
      observedAt,
    };
    expect(changes).toEqual([expected]);
    expect(emitted).toEqual([[expected]]);
    expect(await priceOf(id)).toMatchObject({
      priceTenths: 2089,
      source: 'tankbeurt',
      updatedAt: observedAt,
    });
    const history = await t.database.db
      .select()
      .from(stationPriceHistory)
      .where(eq(stationPriceHistory.stationId, id));
    expect(history).toEqual([
      {
        stationId: id,
        fuelType: 'euro95',
        day: isoDateIn(observedAt),
        priceTenths: 2089,
        source: 'tankbeurt',
        updatedBy: null,
      },
    ]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((row) => row.details)).toEqual([
      { fuel_type: 'euro95', old_price_tenths: 2199, new_price_tenths: 2089, source: 'tankbeurt' },
    ]);
  });

  it('keeps a partner price set after the refuel, and emits nothing', async () => {
    const id = await station('Observed partner newer', { at: ago(1), source: 'station' });
    const { events, emitted } = listeningBus();
    const changes = await record(events, [
      {
        stationId: id,
        fuelType: 'euro95',
        priceTenths: 2089,
        source: 'tankbeurt',
        observedAt: ago(2),
        userId: null,
      },
    ]);
    expect(changes).toEqual([]);
    expect(emitted).toEqual([]);
    expect(await priceOf(id)).toMatchObject({ priceTenths: 2199, source: 'station' });
  });

  it('replaces a partner price older than the refuel', async () => {
    const id = await station('Observed partner older', { at: ago(3), source: 'station' });
    const { events } = listeningBus();
    const changes = await record(events, [
      {
        stationId: id,
        fuelType: 'diesel',
        priceTenths: 1849,
        source: 'tankbeurt',
        observedAt: ago(1),
        userId: null,
      },
    ]);
    expect(changes.map((c) => [c.fuelType, c.previousTenths, c.priceTenths])).toEqual([
      ['diesel', 1799, 1849],
    ]);
    expect(await priceOf(id, 'diesel')).toMatchObject({ priceTenths: 1849, source: 'tankbeurt' });
    expect(await priceOf(id, 'euro95')).toMatchObject({ priceTenths: 2199, source: 'station' });
  });

  it('never lets an older observation overwrite a newer one, even in one batch', async () => {
    const id = await station('Observed order');
    const { events } = listeningBus();
    await record(events, [
      {
        stationId: id,
        fuelType: 'euro95',
        priceTenths: 2001,
        source: 'bestuurder',
        observedAt: ago(0.2),
        userId: null,
      },
      {
        stationId: id,
        fuelType: 'euro95',
        priceTenths: 2002,
        source: 'tankbeurt',
        observedAt: ago(0.4),
        userId: null,
      },
    ]);
    expect(await priceOf(id)).toMatchObject({ priceTenths: 2001, source: 'bestuurder' });
    const late = await record(events, [
      {
        stationId: id,
        fuelType: 'euro95',
        priceTenths: 2003,
        source: 'tankbeurt',
        observedAt: ago(0.3),
        userId: null,
      },
    ]);
    expect(late).toEqual([]);
    expect(await priceOf(id)).toMatchObject({ priceTenths: 2001 });
  });

  it('gives a new fuel a price (previous null) and leaves out prices no pump asks', async () => {
    const id = await station('Observed new fuel');
    const { events } = listeningBus();
    const changes = await record(events, [
      {
        stationId: id,
        fuelType: 'lpg',
        priceTenths: 989,
        source: 'tankbeurt',
        observedAt: ago(0),
        userId: null,
      },
      {
        stationId: id,
        fuelType: 'euro95',
        priceTenths: 99_999,
        source: 'tankbeurt',
        observedAt: ago(0),
        userId: null,
      },
    ]);
    expect(changes.map((c) => [c.fuelType, c.previousTenths])).toEqual([['lpg', null]]);
    expect(await priceOf(id)).toMatchObject({ priceTenths: 2199 });
  });
});

describe('restoreStationPrice', () => {
  it('sets a price back whatever its age, and emits it', async () => {
    const id = await station('Observed restore', { at: ago(0.1), source: 'station' });
    const { events, emitted } = listeningBus();
    const observedAt = ago(30);
    const change = await inTransaction(t.database.db, (tx) =>
      restoreStationPrice(tx, events, {
        stationId: id,
        fuelType: 'euro95',
        priceTenths: 2150,
        source: 'demo',
        observedAt,
        userId: null,
      }),
    );
    expect(change).toMatchObject({ priceTenths: 2150, previousTenths: 2199, source: 'demo', observedAt });
    expect(emitted).toHaveLength(1);
    expect(await priceOf(id)).toMatchObject({ priceTenths: 2150, source: 'demo', updatedAt: observedAt });
  });
});
