import { isPriceStale, type PriceOrigin, priceOriginText } from '@fuellinq/domain/stations/price-age';

/**
 * Where a price comes from and how old it is, in words (issue 28 §3): "gemeld bij een tankbeurt, 12 min
 * geleden", "door de partner, gisteren", "demoprijs"; a real price older than 48 hours also says
 * "verouderd". Worked out in the browser, as the feed is cached for a few seconds.
 */
export function PriceOriginNote({ origin, now = new Date() }: { origin: PriceOrigin | null; now?: Date }) {
  if (!origin) return null;
  const stale = origin.kind !== 'demo' && isPriceStale(origin.observedAt, now);
  return (
    <span data-testid="price-origin">
      {priceOriginText(origin, now)}
      {stale ? <StaleMark /> : null}
    </span>
  );
}

/** "verouderd": in words and a border, not by colour alone. */
export function StaleMark() {
  return (
    <span
      title="Deze prijs is meer dan 48 uur oud"
      className="ml-1 inline-block rounded-full border border-border px-1.5 text-xs font-semibold"
    >
      verouderd
    </span>
  );
}
