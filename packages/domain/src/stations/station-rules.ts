// Stations, prices and offers as plain rules (spec §5, §8, §9): no zod, so the landing page's first chunk can
// use them. The zod contracts are in station.contract.ts and partner.contract.ts.

/** Spec §9: feed limits, offers per card, deals on the landing, radius. */
export const FEED_LIMIT_DEFAULT = 100;
export const FEED_LIMIT_LANDING = 50;
export const FEED_LIMIT_MAX = 500;
export const OFFERS_ON_LANDING_CARD = 3;
export const OFFERS_ON_FINDER_CARD = 2;
export const LANDING_DEALS = 12;
export const RADIUS_DEFAULT_KM = 25;
export const RADIUS_MIN_KM = 1;
export const RADIUS_MAX_KM = 200;
/** Spec §7: station feed requests wait until typing stops. */
export const STATION_DEBOUNCE_MS = 300;
/** Spec §9: the default map centre (Amsterdam). */
export const DEFAULT_MAP_CENTER = { lat: 52.37, lng: 4.9 } as const;
/** Spec §9: great-circle distances use this earth radius. */
export const EARTH_RADIUS_KM = 6371;

/** The options of one navigator.geolocation request (the DOM's PositionOptions). */
export interface GeolocationAttempt {
  enableHighAccuracy: boolean;
  timeout: number;
  maximumAge: number;
}

/** Spec §9 geolocation: three tries on the landing page, one cached low-accuracy try in the finder. */
export const LANDING_GEOLOCATION_ATTEMPTS: readonly GeolocationAttempt[] = [
  { enableHighAccuracy: true, timeout: 7_000, maximumAge: 0 },
  { enableHighAccuracy: false, timeout: 6_000, maximumAge: 60_000 },
  { enableHighAccuracy: false, timeout: 5_000, maximumAge: 300_000 },
];
export const FINDER_GEOLOCATION_ATTEMPTS: readonly GeolocationAttempt[] = [
  { enableHighAccuracy: false, timeout: 8_000, maximumAge: 60_000 },
];

/** A plausible pump price per litre; anything outside is a typo (issue #3: € 0,50–€ 4,00). */
export const PRICE_MIN_EUR_L = 0.5;
export const PRICE_MAX_EUR_L = 4;
export const PRICE_RANGE_MESSAGE = 'Vul een prijs tussen € 0,50 en € 4,00 per liter in.';

/** Spec §8, Stations: every message in its place. */
export const stationMessages = {
  searchFailed: 'Zoeken mislukt. Probeer later opnieuw.',
  loadFailed: 'Kon stations niet laden',
  noStations: 'Geen stations gevonden.',
  noResults: 'Geen resultaten. Probeer een andere zoekopdracht.',
  locationDenied: 'Locatie geweigerd — demo-stations getoond.',
  locationUnavailable: 'Locatie niet beschikbaar',
  locating: 'Locatie opvragen…',
  noOffers: 'Geen acties op dit moment.',
} as const;

/** ODbL: wherever the stations appear. */
export const OSM_ATTRIBUTION = {
  text: '© OpenStreetMap contributors',
  url: 'https://www.openstreetmap.org/copyright',
  licence: 'ODbL-1.0',
} as const;

/** The CBS national average is always shown with its source. */
export const CBS_SOURCE_LABEL = 'Bron: CBS';

export const STATION_SORTS = ['cheapest', 'deals', 'closest'] as const;
export type StationSort = (typeof STATION_SORTS)[number];

export interface LatLng {
  lat: number;
  lng: number;
}

/** Spec §5: the radius is clamped to 1–200 km; anything unreadable is the default 25. */
export function clampRadius(value: number | null | undefined): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return RADIUS_DEFAULT_KM;
  return Math.min(RADIUS_MAX_KM, Math.max(RADIUS_MIN_KM, value));
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine, earth radius 6371 km). */
export function haversineKm(from: LatLng, to: LatLng): number {
  return haversineKmBetween(from.lat, from.lng, latitudeCos(from.lat), to.lat, to.lng, latitudeCos(to.lat));
}

/** The cosine of a latitude in degrees, as `haversineKmBetween` takes it. */
export function latitudeCos(lat: number): number {
  return Math.cos(toRadians(lat));
}

/**
 * `haversineKm` with each latitude's cosine (`latitudeCos`) worked out already: the same number to the last
 * bit, for a caller that measures one position against many.
 */
export function haversineKmBetween(
  fromLat: number,
  fromLng: number,
  fromCos: number,
  toLat: number,
  toLng: number,
  toCos: number,
): number {
  const dLat = toRadians(toLat - fromLat);
  const dLng = toRadians(toLng - fromLng);
  const a = Math.sin(dLat / 2) ** 2 + fromCos * toCos * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** A distance rounded the way responses carry it: three decimals (metres). */
export function roundKm(km: number): number {
  return Math.round(km * 1000) / 1000;
}

/** Prices are stored in tenths of a cent: 2319 = € 2,319. */
export function tenthsToEur(tenths: number): number {
  return Math.round(tenths) / 1000;
}

export function tenthsToCents(tenths: number): number {
  return Math.round(tenths) / 10;
}

export function eurToTenths(eur: number): number {
  return Math.round(eur * 1000);
}

export function isPlausiblePrice(eur: number): boolean {
  return Number.isFinite(eur) && eur >= PRICE_MIN_EUR_L && eur <= PRICE_MAX_EUR_L;
}

/** An external maps link with directions to the station (spec §2: the Route link). */
export function directionsUrl(position: Partial<LatLng> | null | undefined): string | null {
  if (!position || typeof position.lat !== 'number' || typeof position.lng !== 'number') return null;
  if (!Number.isFinite(position.lat) || !Number.isFinite(position.lng)) return null;
  return `https://www.google.com/maps/dir/?api=1&destination=${position.lat},${position.lng}`;
}

/** What a sort needs to know about a station. */
export interface SortableStation {
  title: string;
  /** The price of the chosen fuel per litre, in euro; null when the station does not sell it. */
  price: number | null;
  /** That price is real (not demo) and at most 48 hours old (`isPriceFresh`): "Goedkoopst" puts it first. */
  priceFresh: boolean;
  distanceKm: number | null;
  offerCount: number;
  /** The summed price of its active offers, in cents (what the deals are worth). */
  offerValueCents: number;
}

const nullsLast = (a: number | null, b: number | null) =>
  a === null ? (b === null ? 0 : 1) : b === null ? -1 : a - b;

/** Cheapest: fresh real prices first, then old and demo ones (issue 28 §3), then stations without one. */
const priceRank = (s: SortableStation) => (s.price === null ? 2 : s.priceFresh ? 0 : 1);

/**
 * The one order of spec §4 ("cheapest, deals or closest"), used by the search API and the landing chips:
 * cheapest by the chosen fuel's price, fresh prices before old and demo ones; deals by the number and then
 * the value of active offers; closest by distance. Ties go to the nearer station, then the title.
 */
export function compareStations(sort: StationSort) {
  return (a: SortableStation, b: SortableStation): number => {
    let order = 0;
    if (sort === 'cheapest') order = priceRank(a) - priceRank(b) || nullsLast(a.price, b.price);
    else if (sort === 'deals') order = b.offerCount - a.offerCount || b.offerValueCents - a.offerValueCents;
    if (order === 0) order = nullsLast(a.distanceKm, b.distanceKm);
    return order || a.title.localeCompare(b.title, 'nl');
  };
}

/**
 * The price "Goedkoopst" names among several (the comparer): the lowest fresh one, or the lowest of all when
 * none is fresh; null when fewer than two are known (nothing to compare).
 */
export function cheapestPrice(
  prices: readonly Pick<SortableStation, 'price' | 'priceFresh'>[],
): number | null {
  const known = prices.filter((p) => p.price !== null);
  if (known.length < 2) return null;
  const fresh = known.filter((p) => p.priceFresh);
  return Math.min(...(fresh.length ? fresh : known).map((p) => p.price!));
}

export function sortStations<T>(
  items: readonly T[],
  sort: StationSort,
  view: (item: T) => SortableStation,
): T[] {
  const compare = compareStations(sort);
  return items
    .map((item) => ({ item, key: view(item) }))
    .sort((a, b) => compare(a.key, b.key))
    .map(({ item }) => item);
}

/** A postcode as a person writes it: "2624AD" → "2624 AD". */
export function formatPostcode(value: string): string {
  const compact = normalizePostcode(value);
  return /^\d{4}[A-Z]{2}$/.test(compact) ? `${compact.slice(0, 4)} ${compact.slice(4)}` : value;
}

/** Spec §5: a Dutch postcode, compared without the space and in capitals. */
export function normalizePostcode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}
