import type { CardOffer } from '@fuellinq/domain/stations/station-card';
import { stationMessages } from '@fuellinq/domain/stations/station-rules';
import { formatOfferPrice } from './card-format.ts';
import { DemoMark } from './demo-mark.tsx';

/** Up to `max` offers (title, image, price), else the spec's 'Geen acties op dit moment.'. */
export function CardOffers({ offers, max }: { offers: CardOffer[]; max: number }) {
  if (offers.length === 0) return <p className="text-sm text-muted">{stationMessages.noOffers}</p>;
  return (
    <ul className="space-y-2" aria-label="Acties">
      {offers.slice(0, max).map((offer) => (
        <li key={offer.id} className="flex items-center gap-3 rounded-brand bg-bg p-2">
          {offer.imageUrl ? (
            <img
              src={offer.imageUrl}
              alt=""
              width={48}
              height={30}
              className="h-8 w-12 rounded object-cover"
              loading="lazy"
            />
          ) : null}
          <span className="min-w-0 flex-1 truncate text-sm font-medium">
            {offer.title}
            {offer.demo ? <DemoMark /> : null}
          </span>
          {offer.priceCents !== null ? (
            <span className="text-sm font-semibold whitespace-nowrap">
              {formatOfferPrice(offer.priceCents)}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
