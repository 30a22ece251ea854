import type { StationCardModel } from '@fuellinq/domain/stations/station-card';
import { LANDING_DEALS } from '@fuellinq/domain/stations/station-rules';
import { Link } from 'react-router';
import { formatOfferPrice } from './card-format.ts';
import { OfferText } from './offer-text.tsx';

/** Spec §2: the 'Alle deals' grid, up to 12 offers from the stations shown, each offer once. */
export function DealsGrid({ cards }: { cards: StationCardModel[] }) {
  const seen = new Set<string>();
  const deals = cards
    .flatMap((card) => card.offers.map((offer) => ({ offer, card })))
    .filter(({ offer }) => (seen.has(offer.id) ? false : (seen.add(offer.id), true)))
    .slice(0, LANDING_DEALS);
  if (deals.length === 0) return null;
  return (
    <section aria-labelledby="deals-title" className="mt-8">
      <h3 id="deals-title" className="text-lg font-bold">
        Alle deals
      </h3>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {deals.map(({ offer, card }) => (
          <li key={offer.id} className="card overflow-hidden">
            {offer.imageUrl ? (
              <img
                src={offer.imageUrl}
                alt=""
                className="aspect-[16/10] w-full object-cover"
                loading="lazy"
              />
            ) : null}
            <div className="space-y-1 p-3">
              <OfferText
                badge={offer.badge}
                title={offer.title}
                subtitle={offer.subtitle}
                demo={offer.demo}
              />
              <p className="flex items-center justify-between gap-2 text-sm">
                {card.id ? (
                  <Link to={`/station/${encodeURIComponent(card.id)}`} className="truncate text-muted">
                    {card.title}
                  </Link>
                ) : (
                  <span className="truncate text-muted">{card.title}</span>
                )}
                {offer.priceCents !== null ? (
                  <span className="font-semibold whitespace-nowrap">
                    {formatOfferPrice(offer.priceCents)}
                  </span>
                ) : null}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
