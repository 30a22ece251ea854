import type { OfferSummary } from '@fuellinq/domain/stations/station.contract';
import { stationMessages } from '@fuellinq/domain/stations/station-rules';
import { formatOfferPrice } from './card-format.ts';
import { OfferText } from './offer-text.tsx';

/** All active offers of a station, for its page. */
export function OfferList({ offers }: { offers: OfferSummary[] }) {
  if (offers.length === 0) return <p className="text-muted">{stationMessages.noOffers}</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {offers.map((offer) => (
        <li key={offer.id} className="flex gap-3 rounded-brand border border-border p-3">
          {offer.image_url ? (
            <img
              src={offer.image_url}
              alt=""
              className="h-16 w-24 shrink-0 rounded object-cover"
              loading="lazy"
            />
          ) : null}
          <div className="min-w-0">
            <OfferText badge={offer.badge} title={offer.title} subtitle={offer.subtitle} demo={offer.demo} />
            {offer.price_cents !== null ? (
              <p className="text-sm font-semibold">{formatOfferPrice(offer.price_cents)}</p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
