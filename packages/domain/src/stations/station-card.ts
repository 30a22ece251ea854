// What a station card shows, read from any of the shapes spec §3 allows (the public feed, the search, or
// stations supplied directly): no zod, so the landing page can use it in its first chunk.
import { normalizeFuelType } from '../fuel/fuel-types.ts';
import { isPriceFresh, isPriceSource, type PriceOrigin } from './price-age.ts';
import { haversineKm, type LatLng, normalizePostcode, type SortableStation } from './station-rules.ts';

export interface CardOffer {
  id: string;
  title: string;
  subtitle: string | null;
  badge: string | null;
  imageUrl: string | null;
  priceCents: number | null;
  /** Made up by the demo seed, not the station's own: the card marks it "demo". */
  demo: boolean;
}

export interface StationCardModel {
  /** Null for the demo station: it has no page. */
  id: string | null;
  brand: string | null;
  title: string;
  city: string | null;
  postcode: string | null;
  street: string | null;
  houseNumber: string | null;
  lat: number | null;
  lng: number | null;
  distanceKm: number | null;
  logoUrl: string | null;
  fuels: string[];
  /** The lowest Euro95 (E5/E10) price per litre in euro. */
  euro95: number | null;
  /** Where that price comes from (partner, refuel, driver or demo) and when it was seen. */
  euro95Source: PriceOrigin | null;
  /** Price per litre in euro for every fuel the station lists. */
  prices: Partial<Record<string, number>>;
  /** Where each of those prices comes from and when it was seen, where the answer says so. */
  priceOrigins: Partial<Record<string, PriceOrigin>>;
  offers: CardOffer[];
  perks: string[];
}

type Loose = Record<string, unknown>;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;
const num = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/**
 * A price's source as the feed (`price_source` or `source`, `observed_at` or `updated_at`) or the search
 * (`price_source`, `observed_at` or `price_updated_at`) names it.
 */
function readSource(kind: unknown, observedAt: unknown): PriceOrigin | null {
  if (!isPriceSource(kind)) return null;
  const at = text(observedAt);
  return { kind, observedAt: at && !Number.isNaN(Date.parse(at)) ? at : null };
}

/** A price row as euro per litre: price_eur_l, or price, or price_cents / 100 (spec §3, §9). */
export function priceRowEur(row: Loose): number | null {
  const eur = num(row.price_eur_l) ?? num(row.price);
  if (eur !== null) return eur;
  const cents = num(row.price_cents);
  // Cents may carry a tenth (231.9): round to the tenth of a cent, without float noise.
  return cents === null ? null : Math.round(cents * 10) / 1000;
}

function readOffers(value: unknown): CardOffer[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw, index): CardOffer[] => {
    if (!raw || typeof raw !== 'object') return [];
    const offer = raw as Loose;
    const title = text(offer.title);
    if (!title) return [];
    return [
      {
        id: text(offer.id) ?? String(num(offer.id) ?? index),
        title,
        subtitle: text(offer.subtitle),
        badge: text(offer.badge),
        imageUrl: text(offer.image_url),
        priceCents: num(offer.price_cents),
        demo: offer.demo === true,
      },
    ];
  });
}

/** The stations of a feed response: an array, or `stations`, or `rows` (spec §7). */
export function feedStations(response: unknown): Loose[] {
  const list = Array.isArray(response)
    ? response
    : response && typeof response === 'object'
      ? ((response as Loose).stations ?? (response as Loose).rows ?? (response as Loose).items)
      : undefined;
  return Array.isArray(list)
    ? list.filter((item): item is Loose => Boolean(item && typeof item === 'object'))
    : [];
}

/**
 * One station as a card. `from` is the visitor's position: when the server gave no distance, the card
 * computes it (spec §9, earth radius 6371 km).
 */
export function toStationCard(raw: Loose, from?: LatLng | null): StationCardModel {
  const lat = num(raw.lat) ?? num(raw.latitude);
  const lng = num(raw.lng) ?? num(raw.longitude) ?? num(raw.lon);
  const prices: Partial<Record<string, number>> = {};
  const priceOrigins: Partial<Record<string, PriceOrigin>> = {};
  let euro95: number | null = null;
  let euro95Source: StationCardModel['euro95Source'] = null;
  if (Array.isArray(raw.prices)) {
    for (const row of raw.prices) {
      if (!row || typeof row !== 'object') continue;
      const price = row as Loose;
      const fuel = normalizeFuelType(String(price.fuel_type ?? price.fuel ?? ''));
      const eur = priceRowEur(price);
      if (!fuel || eur === null) continue;
      if (eur < (prices[fuel] ?? Infinity)) {
        prices[fuel] = eur;
        const origin = readSource(price.price_source ?? price.source, price.observed_at ?? price.updated_at);
        if (origin) priceOrigins[fuel] = origin;
        else delete priceOrigins[fuel];
      }
      if (fuel === 'euro95' && eur < (euro95 ?? Infinity)) {
        euro95 = eur;
        euro95Source = priceOrigins.euro95 ?? null;
      }
    }
  }
  // The search shape carries one price: that of the fuel it was asked about.
  const searchPrice = num(raw.price);
  const searchFuel = normalizeFuelType(String(raw.fuel_type ?? 'euro95'));
  if (searchPrice !== null && searchFuel) {
    if (prices[searchFuel] === undefined) {
      prices[searchFuel] = searchPrice;
      const origin = readSource(raw.price_source, raw.observed_at ?? raw.price_updated_at);
      if (origin) priceOrigins[searchFuel] = origin;
    }
    if (searchFuel === 'euro95' && euro95 === null) {
      euro95 = searchPrice;
      euro95Source = priceOrigins.euro95 ?? null;
    }
  }
  let distanceKm = num(raw.distance_km);
  if (distanceKm === null && from && lat !== null && lng !== null)
    distanceKm = haversineKm(from, { lat, lng });
  const postcode = text(raw.postcode);
  return {
    id: text(raw.id) ?? (num(raw.id) === null ? null : String(raw.id)),
    brand: text(raw.brand),
    title: text(raw.title) ?? text(raw.name) ?? text(raw.brand) ?? 'Tankstation',
    city: text(raw.city),
    postcode: postcode ? normalizePostcode(postcode) : null,
    street: text(raw.street) ?? text(raw.address_line),
    houseNumber: text(raw.house_number),
    lat,
    lng,
    distanceKm,
    logoUrl: text(raw.logo_url) ?? text(raw.brand_logo_url) ?? text(raw.logo),
    fuels: Array.isArray(raw.fuels) ? raw.fuels.filter((f): f is string => typeof f === 'string') : [],
    euro95,
    euro95Source,
    prices,
    priceOrigins,
    offers: readOffers(raw.offers),
    perks: Array.isArray(raw.perks) ? raw.perks.filter((p): p is string => typeof p === 'string') : [],
  };
}

/** "Stationsweg 12, 1234 AB Delft"-style one-liner; the card shows city or postcode. */
export function cardPlace(card: Pick<StationCardModel, 'city' | 'postcode'>): string | null {
  return card.city ?? card.postcode;
}

/** How a card sorts (spec §4): by the chosen fuel's price (fresh ones first), the offers, or the distance. */
export function cardSortView(
  card: StationCardModel,
  fuel = 'euro95',
  now: Date = new Date(),
): SortableStation {
  return {
    title: card.title,
    price: card.prices[fuel] ?? null,
    priceFresh: isPriceFresh(card.priceOrigins[fuel], now),
    distanceKm: card.distanceKm,
    offerCount: card.offers.length,
    offerValueCents: card.offers.reduce((sum, offer) => sum + (offer.priceCents ?? 0), 0),
  };
}

export interface StationFilter {
  q?: string | undefined;
  fuel?: string | undefined;
  radiusKm?: number | undefined;
}

/**
 * Spec §5: filtering in the browser applies only when stations are supplied directly: text on title,
 * brand, city or postcode; the fuel; a distance of at most the radius.
 */
export function filterCards(cards: readonly StationCardModel[], filter: StationFilter): StationCardModel[] {
  const q = filter.q?.trim().toLowerCase() ?? '';
  const qPostcode = normalizePostcode(q);
  const fuel = filter.fuel ? normalizeFuelType(filter.fuel) : undefined;
  return cards.filter((card) => {
    if (q) {
      const hit =
        [card.title, card.brand, card.city].some((value) => value?.toLowerCase().includes(q)) ||
        Boolean(card.postcode && qPostcode && card.postcode.includes(qPostcode));
      if (!hit) return false;
    }
    if (fuel && !card.fuels.some((f) => normalizeFuelType(f) === fuel)) return false;
    if (filter.radiusKm !== undefined && card.distanceKm !== null && card.distanceKm > filter.radiusKm)
      return false;
    return true;
  });
}
