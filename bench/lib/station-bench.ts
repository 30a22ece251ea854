// For the station-feed benchmark: more stations across NL (BENCH_STATIONS_TOTAL), and the ceiling route
// /api/bench/constant-stations that answers a constant feed of the same size without touching the database.
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../apps/api/src/db/database.ts';
import { stations } from '../../apps/api/src/db/schema/index.ts';

/** Fills the stations table up to `total` with generated stations spread over the Netherlands, with prices. */
export async function generateStations({ db }: DatabaseHandle, total: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(stations);
  const missing = total - (row?.n ?? 0);
  if (missing <= 0) return 0;
  await db.execute(sql`select setseed(0.42)`);
  await db.execute(sql`
    insert into stations (title, brand_id, city, street, house_number, lat, lng, fuels, unmanned, source, search_text)
    select 'Benchstation ' || g, brand_ids[1 + g % array_length(brand_ids, 1)], 'Benchdorp', 'Benchweg', (g % 200)::text,
      50.75 + random() * 2.8, 3.4 + random() * 3.8,
      case when g % 4 = 0 then array['euro95', 'diesel', 'lpg'] else array['euro95', 'diesel'] end,
      g % 3 = 0, 'partner', 'benchstation ' || g || ' | benchdorp'
    from generate_series(1, ${missing}::int) g, (select array_agg(id order by slug) as brand_ids from brands) b`);
  await db.execute(sql`
    insert into station_prices (station_id, fuel_type, price_tenths, updated_at)
    select s.id, f.fuel, case f.fuel when 'euro95' then 2150 when 'diesel' then 1750 else 950 end
      + (random() * 250)::int, now() - random() * interval '20 hours'
    from stations s cross join unnest(s.fuels) as f(fuel)
    where s.title like 'Benchstation %'`);
  await db.execute(sql`analyze stations`);
  await db.execute(sql`analyze station_prices`);
  return missing;
}

/**
 * The ceiling: a route of the same app (same plugins and hooks) answering a constant feed captured from
 * the real one near Amsterdam (radius 25, limit 50), so both send the same bytes. It is kept as serialised
 * JSON and sent as the feed sends its answer: the cheapest answer of that size the app can give.
 */
export function addConstantStationsRoute(app: FastifyInstance): {
  capture: () => Promise<number>;
  countStations: () => Promise<number>;
} {
  // Bytes, as the feed sends its answer: the ratio measures the feed's own work, not how it is sent.
  let constant: Buffer = Buffer.alloc(0);
  app.get('/api/bench/constant-stations', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(constant),
  );
  return {
    async capture() {
      const response = await app.inject({
        method: 'GET',
        url: '/api/partner/public/stations?lat=52.37&lng=4.9&radius_km=25&limit=50',
      });
      constant = response.rawPayload;
      return (response.json() as { stations: unknown[] }).stations.length;
    },
    /** The active stations in the database (what the snapshot holds once loaded). */
    async countStations() {
      const [row] = await app.db.select({ n: count() }).from(stations).where(eq(stations.active, true));
      return row?.n ?? 0;
    },
  };
}
