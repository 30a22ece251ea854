// Where a station's price comes from and how old it is, in words (issue 28 §3, decision 025). The card, the
// station page, the comparer and the server-drawn page all say it this way; the 48-hour rule and the
// "Goedkoopst" order use the same test. No zod: the landing page's first chunk uses it.
import { isoDateIn } from '../co2/calendar-date.ts';

/** The partner, a completed refuel, a driver's report, or the demo seed. */
export const PRICE_SOURCES = ['station', 'tankbeurt', 'bestuurder', 'demo'] as const;
export type PriceSourceKind = (typeof PRICE_SOURCES)[number];

/** A price older than this is shown as "verouderd" and sorts after fresh ones. */
export const PRICE_STALE_HOURS = 48;

/** A price's source and when it was seen (null when unknown). */
export interface PriceOrigin {
  kind: PriceSourceKind;
  observedAt: string | null;
}

export function isPriceSource(value: unknown): value is PriceSourceKind {
  return typeof value === 'string' && (PRICE_SOURCES as readonly string[]).includes(value);
}

const timeOf = (value: Date | string) => (typeof value === 'string' ? Date.parse(value) : value.getTime());

/** Seen more than 48 hours ago (a price of unknown age counts as old). */
export function isPriceStale(observedAt: Date | string | null, now: Date = new Date()): boolean {
  if (observedAt === null) return true;
  const at = timeOf(observedAt);
  return Number.isNaN(at) || now.getTime() - at > PRICE_STALE_HOURS * 3_600_000;
}

/** A real price (not demo) seen within 48 hours: what "Goedkoopst" puts first. */
export function isPriceFresh(origin: PriceOrigin | null | undefined, now: Date = new Date()): boolean {
  return Boolean(origin && origin.kind !== 'demo' && !isPriceStale(origin.observedAt, now));
}

/**
 * How long ago, by the Dutch calendar: "zojuist", "12 min geleden", "3 uur geleden" (the same day),
 * "gisteren", "4 dagen geleden".
 */
export function priceAge(observedAt: Date | string, now: Date = new Date()): string {
  const at = new Date(timeOf(observedAt));
  const minutes = Math.max(0, Math.floor((now.getTime() - at.getTime()) / 60_000));
  if (minutes < 1) return 'zojuist';
  if (minutes < 60) return `${minutes} min geleden`;
  const days = Math.round((Date.parse(isoDateIn(now)) - Date.parse(isoDateIn(at))) / 86_400_000);
  if (days <= 0) return `${Math.floor(minutes / 60)} uur geleden`;
  return days === 1 ? 'gisteren' : `${days} dagen geleden`;
}

const SOURCE_WORDS: Record<Exclude<PriceSourceKind, 'demo'>, string> = {
  station: 'door de partner',
  tankbeurt: 'gemeld bij een tankbeurt',
  bestuurder: 'door een bestuurder',
};

/** Who said a source, without its age: the history chart's legend. */
export const PRICE_SOURCE_LABELS: Record<PriceSourceKind, string> = {
  station: 'Partner',
  tankbeurt: 'Tankbeurt',
  bestuurder: 'Bestuurder',
  demo: 'Demoprijs',
};

/**
 * A price's origin in words: "gemeld bij een tankbeurt, 12 min geleden", "door een bestuurder, 2 uur
 * geleden", "door de partner, gisteren", "demoprijs". Add ", verouderd" yourself where `isPriceStale`.
 */
export function priceOriginText(origin: PriceOrigin, now: Date = new Date()): string {
  if (origin.kind === 'demo') return 'demoprijs';
  const words = SOURCE_WORDS[origin.kind];
  return origin.observedAt === null ? words : `${words}, ${priceAge(origin.observedAt, now)}`;
}
