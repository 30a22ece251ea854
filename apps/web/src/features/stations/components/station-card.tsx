import type { StationCardModel } from '@fuellinq/domain/stations/station-card';
import {
  directionsUrl,
  formatPostcode,
  OFFERS_ON_FINDER_CARD,
  OFFERS_ON_LANDING_CARD,
} from '@fuellinq/domain/stations/station-rules';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { BrandLogo } from './brand-logo.tsx';
import { formatDistance, formatLitre } from './card-format.ts';
import { CardOffers } from './card-offers.tsx';
import { FavoriteButton } from './favorite-button.tsx';
import { PriceOriginNote } from './price-origin.tsx';

export type CardVariant = 'landing' | 'finder';

export interface StationCardProps {
  card: StationCardModel;
  /** 'landing': up to 3 offers, Nu tanken to the wallet; 'finder': up to 2 offers, Nu tanken to the station. */
  variant: CardVariant;
  isLoggedIn: boolean;
  favorite?: { on: boolean; toggle: () => void } | undefined;
}

/** Spec §2: "Nu tanken" goes to /app/wallet with a token, else /login; the finder card to /station/{id}. */
export function refuelTarget(variant: CardVariant, id: string | null, isLoggedIn: boolean): string {
  if (variant === 'finder' && id) return `/station/${encodeURIComponent(id)}`;
  return isLoggedIn ? '/app/wallet' : '/login';
}

/**
 * A station card (spec §2): brand logo, brand and title, city or postcode, distance with one decimal, the
 * lowest Euro95 price per litre with a comma decimal, offers, a Route link and Nu tanken.
 */
export function StationCard({ card, variant, isLoggedIn, favorite }: StationCardProps) {
  const titleId = useId();
  const route = directionsUrl(
    card.lat !== null && card.lng !== null ? { lat: card.lat, lng: card.lng } : null,
  );
  const place = card.city ?? (card.postcode ? formatPostcode(card.postcode) : null);
  return (
    <article aria-labelledby={titleId} className="card flex min-w-0 flex-col gap-3 p-4 break-words">
      <div className="flex items-start gap-3">
        <BrandLogo url={card.logoUrl} name={card.brand} />
        <div className="min-w-0 flex-1">
          {card.brand ? (
            <p className="text-xs font-semibold tracking-wide text-muted uppercase">{card.brand}</p>
          ) : null}
          <h3 id={titleId} className="leading-snug font-semibold">
            {card.id ? (
              <Link to={`/station/${encodeURIComponent(card.id)}`} className="no-underline hover:underline">
                {card.title}
              </Link>
            ) : (
              card.title
            )}
          </h3>
          <p className="text-sm text-muted">
            {[place, card.distanceKm !== null ? formatDistance(card.distanceKm) : null]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <div className="text-right">
          <p className="text-lg font-bold whitespace-nowrap" data-testid="euro95-price">
            {card.euro95 !== null ? formatLitre(card.euro95) : '—'}
          </p>
          <p className="text-xs text-muted">Euro95 per liter</p>
          {card.euro95Source ? (
            <p className="text-xs text-muted">
              <PriceOriginNote origin={card.euro95Source} />
            </p>
          ) : null}
        </div>
      </div>
      <CardOffers
        offers={card.offers}
        max={variant === 'landing' ? OFFERS_ON_LANDING_CARD : OFFERS_ON_FINDER_CARD}
      />
      <div className="mt-auto flex flex-wrap items-center gap-2">
        {route ? (
          <a
            href={route}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('secondary', 'sm')}
          >
            Route<span className="sr-only"> naar {card.title} (opent een nieuw venster)</span>
          </a>
        ) : null}
        <Link to={refuelTarget(variant, card.id, isLoggedIn)} className={buttonClass('primary', 'sm')}>
          Nu tanken<span className="sr-only"> bij {card.title}</span>
        </Link>
        {favorite && card.id ? (
          <span className="ml-auto">
            <FavoriteButton on={favorite.on} onToggle={favorite.toggle} stationTitle={card.title} />
          </span>
        ) : null}
      </div>
    </article>
  );
}
