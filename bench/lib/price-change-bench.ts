// For the price-changes benchmark: /api/bench/price-change changes one station's price for one fuel through
// the real write path (recordObservedPrices: the row, the day's history, the audit row, the event and the
// NOTIFY every instance's feed listens to), as a completed refuel does. Each call takes the next station and
// fuel of a shuffled list of every price there is, so no two changes in a run hit the same one.
import { randomInt } from 'node:crypto';
import type { FuelType } from '@fuellinq/domain';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../apps/api/src/db/database.ts';
import { stationPrices } from '../../apps/api/src/db/schema/index.ts';
import { recordObservedPrices } from '../../apps/api/src/modules/stations/stations.service.ts';

export function addPriceChangeRoute(app: FastifyInstance) {
  let queue: { stationId: string; fuelType: string; priceTenths: number }[] | undefined;
  let next = 0;
  app.post('/api/bench/price-change', async () => {
    if (!queue) {
      queue = await app.db
        .select({
          stationId: stationPrices.stationId,
          fuelType: stationPrices.fuelType,
          priceTenths: stationPrices.priceTenths,
        })
        .from(stationPrices);
      // Fisher–Yates: a random order of every station and fuel.
      for (let i = queue.length - 1; i > 0; i -= 1) {
        const j = randomInt(i + 1);
        [queue[i], queue[j]] = [queue[j]!, queue[i]!];
      }
    }
    const target = queue[next++ % queue.length]!;
    // A refuel a few cents off the current price, within the range a pump may ask.
    const priceTenths = Math.min(4000, Math.max(500, target.priceTenths + randomInt(-40, 41)));
    const changes = await inTransaction(app.db, (tx) =>
      recordObservedPrices(tx, app.events, [
        {
          stationId: target.stationId,
          fuelType: target.fuelType as FuelType,
          priceTenths,
          source: 'tankbeurt',
          observedAt: new Date(),
          userId: null,
        },
      ]),
    );
    return { changed: changes.length, stationId: target.stationId, fuelType: target.fuelType, priceTenths };
  });
}
