import type { StationDetail } from '@fuellinq/domain/stations/station.contract';
import { directionsUrl, formatPostcode } from '@fuellinq/domain/stations/station-rules';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { LazyMap } from '../../../components/map/lazy-map.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SkeletonList } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { hasStatus } from '../../../lib/api-errors.ts';
import { useDocumentDescription, useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useNearViewport } from '../../../lib/use-near-viewport.ts';
import { stationQueryOptions } from '../api/station-queries.ts';
import { useFavorites } from '../api/use-favorite.ts';
import { BrandLogo } from '../components/brand-logo.tsx';
import { FavoriteButton } from '../components/favorite-button.tsx';
import { OfferList } from '../components/offer-list.tsx';
import { OpeningHours } from '../components/opening-hours.tsx';
import { OsmAttribution } from '../../../components/ui/osm-attribution.tsx';
import { PriceHistory } from '../components/price-history.tsx';
import { PriceList } from '../components/price-list.tsx';
import { PriceReport } from '../components/price-report.tsx';
import { RefuelButton } from '../components/refuel-button.tsx';
import { StationFinder } from '../components/station-finder.tsx';
import { StationPriceAlert } from '../../price-alerts/components/station-price-alert.tsx';

function Panel({
  title,
  children,
  className = '',
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-label={title} className={`card p-5 ${className}`}>
      <h2 className="mb-3 text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}

/** What a search result says about a station page. */
function stationDescription(station: { title: string; city: string | null } | undefined): string {
  const where = station?.city ? ` in ${station.city}` : '';
  return station
    ? `Actuele brandstofprijzen met hun leeftijd, acties, openingstijden en route van ${station.title}${where}.`
    : 'Actuele brandstofprijzen, acties en openingstijden van een tankstation, met de prijsgeschiedenis.';
}

/**
 * The finder around this station, below the fold: its hundred stations are asked for and drawn once the
 * visitor scrolls towards them, so they do not hold up the page's first screen.
 */
function NearbyStations({ station }: { station: StationDetail }) {
  const { ref, near } = useNearViewport();
  if (!near)
    return (
      <div ref={ref}>
        <SkeletonList rows={3} label="Stations in de buurt laden…" />
      </div>
    );
  return (
    <StationFinder variant="finder" center={station} centerName={station.title} excludeId={station.id} />
  );
}

/** /station/{id}: address, map, prices with their age, history beside the national average, offers, hours. */
export function StationPage() {
  const { id = '' } = useParams();
  const favorites = useFavorites();
  const station = useQuery(stationQueryOptions(id));
  useDocumentTitle(station.data?.title ?? 'Tankstation');
  useDocumentDescription(stationDescription(station.data));

  if (station.isPending) return <SkeletonList rows={4} label="Station laden…" />;
  if (station.isError) {
    // 400: an id that cannot be a station's.
    const missing = hasStatus(station.error, 404, 400);
    return (
      <div className="space-y-4">
        <PageHeader title="Tankstation" />
        {missing ? (
          <p className="card p-6">
            Dit tankstation bestaat niet (meer).{' '}
            <Link to="/" className="font-medium text-primary underline">
              Zoek een ander station
            </Link>
          </p>
        ) : (
          <ErrorState message="Kon stations niet laden" onRetry={() => void station.refetch()} />
        )}
      </div>
    );
  }

  const s = station.data;
  const route = directionsUrl(s);
  const address = [
    [s.street, s.house_number].filter(Boolean).join(' '),
    [s.postcode ? formatPostcode(s.postcode) : null, s.city].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <div className="space-y-6">
      <div className="flex items-start gap-4">
        <BrandLogo url={s.logo_url} name={s.brand} size={56} />
        <div className="min-w-0 flex-1">
          <PageHeader title={s.title} intro={address || undefined} />
        </div>
      </div>
      <div className="-mt-4 flex flex-wrap items-center gap-2">
        {route ? (
          <a href={route} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary')}>
            Route<span className="sr-only"> (opent een nieuw venster)</span>
          </a>
        ) : null}
        <RefuelButton stationId={s.id} />
        {favorites.enabled ? (
          <FavoriteButton
            on={favorites.isFavorite(s.id)}
            onToggle={() => favorites.toggle(s.id, !favorites.isFavorite(s.id))}
            stationTitle={s.title}
          />
        ) : null}
        {s.perks.map((perk) => (
          <span key={perk} className="rounded-full border border-border px-2.5 py-0.5 text-xs text-muted">
            {perk}
          </span>
        ))}
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Panel title="Prijzen">
          <PriceList prices={s.prices} />
          <PriceReport stationId={s.id} prices={s.prices} />
        </Panel>
        <div className="h-72 lg:h-auto">
          {/* As on the landing page (decision 018): OpenStreetMap sees only a visitor who asked for a map. */}
          <LazyMap
            onRequest
            label={`Kaart: ${s.title}`}
            center={s}
            zoom={15}
            markers={[{ id: s.id, lat: s.lat, lng: s.lng, label: s.title }]}
          />
        </div>
      </div>

      <StationPriceAlert station={s} />

      <Panel title="Prijsverloop">
        <PriceHistory stationId={s.id} fuels={s.fuels} />
      </Panel>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Panel title="Acties">
          <OfferList offers={s.offers} />
        </Panel>
        <Panel title="Openingstijden">
          <OpeningHours periods={s.opening_hours} openNow={s.open_now} demo={s.opening_hours_demo} />
        </Panel>
      </div>

      <OsmAttribution />

      <section aria-labelledby="nearby-title" className="card p-5">
        <h2 id="nearby-title" className="mb-3 text-lg font-bold">
          Andere stations in de buurt
        </h2>
        <NearbyStations station={s} />
      </section>
    </div>
  );
}
