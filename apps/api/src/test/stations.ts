// Test helpers: stations, prices, hours and offers written straight into a test database.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { brands, offers, stationOpeningHours, stationPrices, stations } from '../db/schema/index.ts';
import { stationSearchText } from '../modules/stations/station-search-text.ts';
import { stationsChanged } from '../modules/stations/stations.service.ts';

export interface TestStation {
  title: string;
  brand?: string | null;
  city?: string | null;
  street?: string | null;
  houseNumber?: string | null;
  postcode?: string | null;
  lat: number;
  lng: number;
  /** Tenths of a cent per fuel; the keys are the fuels the station sells. */
  prices?: Record<string, number>;
  hours?: [day: number, opens: number, closes: number][];
  /** The hours were made up by the demo seed. */
  hoursDemo?: boolean;
  partnerId?: string | null;
  active?: boolean;
  unmanned?: boolean;
  motorway?: boolean;
  pricesUpdatedAt?: Date;
  /** Where the prices come from; demo when not given. */
  pricesSource?: 'station' | 'tankbeurt' | 'bestuurder' | 'demo';
}

export async function brandId(db: Database, slug: string): Promise<string> {
  const [row] = await db.select({ id: brands.id }).from(brands).where(eq(brands.slug, slug));
  if (!row) throw new Error(`no brand ${slug}`);
  return row.id;
}

export async function insertStation(db: Database, station: TestStation): Promise<string> {
  const id = randomUUID();
  const brandSlug = station.brand?.toLowerCase() ?? null;
  const [brand] = brandSlug
    ? await db.select({ id: brands.id, name: brands.name }).from(brands).where(eq(brands.slug, brandSlug))
    : [];
  const prices = station.prices ?? { euro95: 2199, diesel: 1799 };
  await db.insert(stations).values({
    id,
    title: station.title,
    brandId: brand?.id ?? null,
    partnerId: station.partnerId ?? null,
    city: station.city ?? null,
    street: station.street ?? null,
    houseNumber: station.houseNumber ?? null,
    postcode: station.postcode ?? null,
    lat: station.lat,
    lng: station.lng,
    fuels: Object.keys(prices),
    active: station.active ?? true,
    unmanned: station.unmanned ?? false,
    motorway: station.motorway ?? false,
    source: 'osm',
    searchText: stationSearchText({
      title: station.title,
      brand: brand?.name ?? null,
      city: station.city ?? null,
      postcode: station.postcode ?? null,
      street: station.street ?? null,
    }),
  });
  const entries = Object.entries(prices);
  if (entries.length) {
    await db.insert(stationPrices).values(
      entries.map(([fuelType, priceTenths]) => ({
        stationId: id,
        fuelType,
        priceTenths,
        source: station.pricesSource ?? 'demo',
        updatedAt: station.pricesUpdatedAt ?? new Date(),
      })),
    );
  }
  if (station.hours?.length) {
    await db.insert(stationOpeningHours).values(
      station.hours.map(([day, opensMinute, closesMinute]) => ({
        stationId: id,
        day,
        opensMinute,
        closesMinute,
        isDemo: station.hoursDemo ?? false,
      })),
    );
  }
  return id;
}

export async function insertOffer(
  db: Database,
  offer: Partial<typeof offers.$inferInsert> & { title: string },
): Promise<string> {
  const [row] = await db
    .insert(offers)
    .values({ validFrom: new Date(Date.now() - 3600_000), ...offer })
    .returning({ id: offers.id });
  return row!.id;
}

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
export function multipartFile(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = `----fuellinq${randomUUID().replaceAll('-', '')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The smallest valid PNG: one transparent pixel. */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * Waits until the app's station snapshot shows what a test wrote straight into the database, as every write
 * through the API does before it answers (on PostgreSQL the database's notification arrives on a connection
 * of its own, a moment after the commit).
 */
export async function stationsSettled(app: FastifyInstance): Promise<void> {
  await app.events.emit(stationsChanged);
}
