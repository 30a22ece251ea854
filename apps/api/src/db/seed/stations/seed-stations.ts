import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type FuelType, isoDateIn } from '@fuellinq/domain';
import { and, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { offerArtUrl } from '../../../modules/offers/offer-art.ts';
import { stationSearchText } from '../../../modules/stations/station-search-text.ts';
import { type Database, type DatabaseHandle, inTransaction } from '../../database.ts';
import {
  brands,
  partnerBrands,
  nationalAveragePrices,
  offers,
  partnerProfiles,
  stationOpeningHours,
  stationPriceHistory,
  stationPrices,
  stations,
  users,
} from '../../schema/index.ts';
import { BRAND_OFFERS, type DemoOffer, PARTNER_OFFERS, STATION_OFFERS } from './demo-offers.ts';
import { CBS_RATIO, demoPrices, randomFor } from './demo-prices.ts';
import {
  inEuropeanNetherlands,
  type OsmRow,
  parsePlaces,
  type SeedStation,
  toSeedStation,
} from './osm-stations.ts';

const openData = (file: string) => new URL(`../open-data/${file}`, import.meta.url);

/** Days of demo price history per station and fuel. */
export const HISTORY_DAYS = 90;

/** The demo partners and the brand whose stations each keeps (issue #3). */
export const DEMO_PARTNERS = [
  {
    email: 'partner@fuellinq.nl',
    brandSlug: 'tinq',
    companyName: 'Bakker Tankstations B.V.',
    kvkNumber: '87654321',
    contactPhone: '020 123 4567',
  },
  {
    email: 'partner2@fuellinq.nl',
    brandSlug: 'tango',
    companyName: 'El Amrani Mobiliteit B.V.',
    kvkNumber: '76543210',
    contactPhone: '010 765 4321',
  },
] as const;

export async function loadSeedStations(): Promise<SeedStation[]> {
  const [rows, placesCsv] = await Promise.all([
    readFile(openData('osm-nl-fuel-stations-2026-03-29.json'), 'utf8').then(
      (text) => JSON.parse(text) as OsmRow[],
    ),
    readFile(openData('geonames-nl-places-2024-02-08.csv'), 'utf8'),
  ]);
  const places = parsePlaces(placesCsv);
  return rows.filter(inEuropeanNetherlands).map((row) => toSeedStation(row, places));
}

type Period = [day: number, opens: number, closes: number];
const days = (from: number, to: number, opens: number, closes: number): Period[] =>
  Array.from({ length: to - from + 1 }, (_, i) => [from + i, opens, closes]);
const h = (hours: number, minutes = 0) => hours * 60 + minutes;

/**
 * Demo opening hours (OpenStreetMap's file has none): unmanned, motorway and truck sites around the clock;
 * others a plausible pattern. Marked as demo: the station page says so and never claims "Nu open" from them.
 */
function demoOpeningHours(station: SeedStation): Period[] {
  if (station.unmanned || station.motorway || station.kind === 'truck') return days(1, 7, 0, h(24));
  if (station.kind === 'marina') return days(1, 7, h(9), h(18));
  const pick = randomFor(`${station.key}:hours`)();
  if (!station.brandSlug)
    return pick < 0.5 ? [...days(1, 5, h(7), h(19)), [6, h(8), h(17)]] : days(1, 7, h(7), h(21));
  if (pick < 0.4) return [...days(1, 5, h(6), h(23)), ...days(6, 7, h(7), h(23))];
  if (pick < 0.75) return days(1, 7, h(7), h(22));
  return [...days(1, 6, h(6, 30), h(22)), [7, h(8), h(22)]];
}

async function insertInBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

function offerRow(
  offer: DemoOffer,
  now: Date,
  scope: { partnerId?: string; brandId?: string; stationId?: string },
) {
  return {
    ...scope,
    title: offer.title,
    subtitle: offer.subtitle,
    badge: offer.badge,
    imageUrl: offerArtUrl(offer.art),
    priceCents: offer.priceCents,
    validFrom: new Date(now.getTime() - 24 * 3600 * 1000),
    validUntil: offer.days === null ? null : new Date(now.getTime() + offer.days * 24 * 3600 * 1000),
    // Made up for the demo: shown as such, and no reason for double points.
    isDemo: true,
  };
}

/** The CBS average of the seed date: the latest day of the series on or before it. */
async function nationalEuro95(db: Database, day: string): Promise<number> {
  const [row] = await db
    .select({ tenths: nationalAveragePrices.priceTenths })
    .from(nationalAveragePrices)
    .where(and(eq(nationalAveragePrices.fuelType, 'euro95'), lte(nationalAveragePrices.day, day)))
    .orderBy(desc(nationalAveragePrices.day))
    .limit(1);
  if (!row) throw new Error('national_average_prices has no Euro95 figure on or before the seed date');
  return row.tenths;
}

/**
 * 90 days of history per station and fuel in one statement: the last 90 days of the CBS series up to the
 * seed date, shifted to end on the seed date; each day's price is today's price plus the CBS movement since
 * then, scaled per fuel.
 */
async function writeHistory(db: Database, day: string) {
  const ratio = (fuel: FuelType) => sql.raw(String(CBS_RATIO[fuel]));
  await db.execute(sql`
    with cbs as (
      select price_tenths, (row_number() over (order by day desc) - 1)::int as back
      from ${nationalAveragePrices}
      where fuel_type = 'euro95' and day <= ${day}::date
      order by day desc
      limit ${HISTORY_DAYS}
    ), latest as (select price_tenths from cbs where back = 0)
    insert into ${stationPriceHistory} (station_id, fuel_type, day, price_tenths)
    select p.station_id, p.fuel_type, ${day}::date - cbs.back,
      least(4000, greatest(500, p.price_tenths + round((cbs.price_tenths - latest.price_tenths) *
        case p.fuel_type when 'euro95' then ${ratio('euro95')} when 'diesel' then ${ratio('diesel')}
          when 'hvo' then ${ratio('hvo')} when 'lpg' then ${ratio('lpg')} else 0 end)::int))
    from ${stationPrices} p cross join cbs cross join latest`);
}

export interface SeedStationsOptions {
  /** The seed date and time; prices are a few hours old by then. */
  now?: Date;
}

/**
 * Seeds every OpenStreetMap station in European NL with demo prices, history, opening hours and offers,
 * and hands the Tinq and Tango stations to the two demo partners. Runs once: a database that has the
 * OpenStreetMap stations is left as it is, so the check on every start is one indexed lookup. Everything
 * happens in one transaction, so a crash never leaves half a seed behind.
 */
export async function seedStations(
  { db }: Pick<DatabaseHandle, 'db'>,
  options: SeedStationsOptions = {},
): Promise<{ seeded: boolean; stations: number }> {
  const [existing] = await db
    .select({ id: stations.id })
    .from(stations)
    .where(eq(stations.source, 'osm'))
    .limit(1);
  if (existing) return { seeded: false, stations: 0 };

  const now = options.now ?? new Date();
  const day = isoDateIn(now);
  const seedStations = await loadSeedStations();

  await inTransaction(db, async (tx) => {
    const brandRows = await tx.select({ id: brands.id, slug: brands.slug }).from(brands);
    const brandId = new Map(brandRows.map((row) => [row.slug, row.id]));
    const partnerRows = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        and(
          inArray(
            users.email,
            DEMO_PARTNERS.map((p) => p.email),
          ),
          eq(users.role, 'partner'),
        ),
      );
    const partnerByEmail = new Map(partnerRows.map((row) => [row.email, row.id]));
    const partnerByBrand = new Map<string, string>(
      DEMO_PARTNERS.flatMap((p) => {
        const id = partnerByEmail.get(p.email);
        return id ? [[p.brandSlug, id] as [string, string]] : [];
      }),
    );
    const national = await nationalEuro95(tx, day);
    // Centre the spread: across all stations, Euro95 averages the CBS figure of the seed date.
    const mean =
      seedStations.reduce(
        (sum, station) => sum + (demoPrices(station, national).prices.euro95 ?? national),
        0,
      ) / seedStations.length;
    const base = Math.round(2 * national - mean);

    const stationRows: (typeof stations.$inferInsert)[] = [];
    const priceRows: (typeof stationPrices.$inferInsert)[] = [];
    const hourRows: (typeof stationOpeningHours.$inferInsert)[] = [];
    const stationOfferRows: ReturnType<typeof offerRow>[] = [];
    for (const station of seedStations) {
      const id = randomUUID();
      const { fuels, prices } = demoPrices(station, base);
      const random = randomFor(`${station.key}:age`);
      stationRows.push({
        id,
        brandId: station.brandSlug ? (brandId.get(station.brandSlug) ?? null) : null,
        partnerId: station.brandSlug ? (partnerByBrand.get(station.brandSlug) ?? null) : null,
        title: station.title,
        street: station.street,
        houseNumber: station.houseNumber,
        postcode: station.postcode,
        city: station.city,
        lat: station.lat,
        lng: station.lng,
        fuels,
        unmanned: station.unmanned,
        motorway: station.motorway,
        source: 'osm',
        searchText: stationSearchText({ ...station, brand: station.brandName }),
        createdAt: now,
        updatedAt: now,
      });
      // Demo prices were "set" up to 20 hours before the seed.
      const updatedAt = new Date(now.getTime() - Math.round(random() * 20 * 3600) * 1000);
      for (const fuel of fuels) {
        priceRows.push({
          stationId: id,
          fuelType: fuel,
          priceTenths: prices[fuel]!,
          source: 'demo',
          updatedAt,
          updatedBy: null,
        });
      }
      for (const [weekday, opens, closes] of demoOpeningHours(station)) {
        hourRows.push({
          stationId: id,
          day: weekday,
          opensMinute: opens,
          closesMinute: closes,
          isDemo: true,
        });
      }
      if (station.brandSlug && !station.unmanned && random() < 0.12) {
        const offer = STATION_OFFERS[Math.floor(random() * STATION_OFFERS.length)]!;
        stationOfferRows.push(offerRow(offer, now, { stationId: id }));
      }
    }

    await insertInBatches(stationRows, 500, (batch) => tx.insert(stations).values(batch));
    await insertInBatches(priceRows, 2000, (batch) => tx.insert(stationPrices).values(batch));
    await insertInBatches(hourRows, 4000, (batch) => tx.insert(stationOpeningHours).values(batch));
    await writeHistory(tx, day);

    const offerRows = [
      ...stationOfferRows,
      ...Object.entries(BRAND_OFFERS).flatMap(([slug, list]) => {
        const id = brandId.get(slug);
        return id && !partnerByBrand.has(slug)
          ? list.map((offer) => offerRow(offer, now, { brandId: id }))
          : [];
      }),
      ...Object.entries(PARTNER_OFFERS).flatMap(([email, list]) => {
        const id = partnerByEmail.get(email);
        return id ? list.map((offer) => offerRow(offer, now, { partnerId: id })) : [];
      }),
    ];
    if (offerRows.length) await tx.insert(offers).values(offerRows);

    for (const partner of DEMO_PARTNERS) {
      const userId = partnerByEmail.get(partner.email);
      if (!userId) continue;
      await tx
        .update(users)
        .set({ companyName: partner.companyName, kvkNumber: partner.kvkNumber })
        .where(and(eq(users.id, userId), isNull(users.companyName)));
      await tx
        .insert(partnerProfiles)
        .values({
          userId,
          contactEmail: partner.email,
          contactPhone: partner.contactPhone,
          brandId: brandId.get(partner.brandSlug) ?? null,
        })
        .onConflictDoNothing();
      // The demo partners keep their own brand, as an admin would have granted it.
      const granted = brandId.get(partner.brandSlug);
      if (granted) {
        await tx.insert(partnerBrands).values({ partnerId: userId, brandId: granted }).onConflictDoNothing();
      }
    }
  });
  return { seeded: true, stations: seedStations.length };
}
