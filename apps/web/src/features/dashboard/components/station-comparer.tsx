import { FUEL_TYPES, fuelLabels, type FuelType } from '@fuellinq/domain/fuel/fuel-types';
import type { PublicStation } from '@fuellinq/domain/stations/station.contract';
import { isPriceFresh, type PriceOrigin } from '@fuellinq/domain/stations/price-age';
import {
  cheapestPrice,
  DEFAULT_MAP_CENTER,
  RADIUS_DEFAULT_KM,
} from '@fuellinq/domain/stations/station-rules';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { type ResponsiveColumn, ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { SkeletonList } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { formatLitre } from '../../../lib/amounts.ts';
import { errorText } from '../../../lib/api-errors.ts';
import { useMediaQuery, WIDE_SCREEN } from '../../../lib/use-media-query.ts';
import { favoritesQueryOptions, feedQueryOptions } from '../../stations/api/station-queries.ts';
import { PriceOriginNote } from '../../stations/components/price-origin.tsx';
import { OverviewBlock } from './overview-block.tsx';

/** How many stations stand side by side. */
export const COMPARED_STATIONS = 3;
/** Nearby stations asked for when there are fewer than two favourites. */
const NEARBY_LIMIT = 5;

/**
 * Spec §2: two or three stations side by side, per fuel: the favourites first; with fewer than two, the
 * nearest stations to the first favourite (or the map's default centre) fill up.
 */
export function pickStations(favorites: PublicStation[], nearby: PublicStation[]): PublicStation[] {
  const chosen = favorites.slice(0, COMPARED_STATIONS);
  if (chosen.length >= 2) return chosen;
  for (const station of nearby) {
    if (chosen.length >= COMPARED_STATIONS) break;
    if (!chosen.some((picked) => picked.id === station.id)) chosen.push(station);
  }
  return chosen;
}

const priceRow = (station: PublicStation, fuel: FuelType) =>
  station.prices.find((price) => price.fuel_type === fuel);
const priceOf = (station: PublicStation, fuel: FuelType) => priceRow(station, fuel)?.price_eur_l ?? null;
const originOf = (station: PublicStation, fuel: FuelType): PriceOrigin | null => {
  const row = priceRow(station, fuel);
  return row ? { kind: row.price_source, observedAt: row.observed_at } : null;
};

/** The lowest price of a fuel among the stations, by the "Goedkoopst" rule: fresh real prices first. */
function lowestOf(stations: PublicStation[], fuel: FuelType): number | null {
  const now = new Date();
  return cheapestPrice(
    stations.map((station) => ({
      price: priceOf(station, fuel),
      priceFresh: isPriceFresh(originOf(station, fuel), now),
    })),
  );
}

/** A station's price of a fuel, marked when it is the lowest of those compared, with its source and age. */
function PriceText({
  station,
  fuel,
  price,
  lowest,
}: {
  station: PublicStation;
  fuel: FuelType;
  price: number | null;
  lowest: number | null;
}) {
  if (price === null) return <span className="text-muted">–</span>;
  return (
    <>
      <span className={price === lowest ? 'font-bold' : ''}>{formatLitre(price)}</span>
      {price === lowest ? <span className="ml-1 text-xs font-semibold text-success">goedkoopst</span> : null}
      <span className="block text-xs text-muted">
        <PriceOriginNote origin={originOf(station, fuel)} />
      </span>
    </>
  );
}

export function StationComparer() {
  const wide = useMediaQuery(WIDE_SCREEN, true);
  const favorites = useQuery(favoritesQueryOptions());
  const favoriteList = favorites.data?.items ?? [];
  const needNearby = favorites.isError || (favorites.isSuccess && favoriteList.length < 2);
  const origin = favoriteList[0] ?? DEFAULT_MAP_CENTER;
  const nearby = useQuery({
    ...feedQueryOptions(
      {
        lat: origin.lat,
        lng: origin.lng,
        radius_km: RADIUS_DEFAULT_KM,
        limit: NEARBY_LIMIT,
      },
      'station-comparer',
    ),
    enabled: needNearby,
  });

  return (
    <OverviewBlock title="Stations vergelijken" className="lg:col-span-2">
      {() => {
        if (favorites.isPending || (needNearby && nearby.isPending))
          return <SkeletonList rows={2} label="Stations laden…" />;
        const stations = pickStations(favoriteList, nearby.data?.stations ?? []);
        if (stations.length < 2) {
          if (nearby.isError)
            return (
              <ErrorState
                message={errorText(nearby.error, { headline: 'Kon stations niet laden' })}
                onRetry={() => void nearby.refetch()}
              />
            );
          return <p className="text-sm text-muted">Geen stations gevonden.</p>;
        }
        const fuels = FUEL_TYPES.filter((fuel) =>
          stations.some((station) => priceOf(station, fuel) !== null),
        );
        const source =
          favoriteList.length >= 2
            ? 'Je favoriete stations.'
            : favoriteList.length === 1
              ? 'Je favoriete station en stations in de buurt.'
              : 'Stations rond Amsterdam centrum. Markeer stations met de ster om je favorieten te vergelijken.';
        if (!wide) {
          // On a phone a card per station with its prices: the grid of stations side by side is too wide.
          return (
            <div className="space-y-2">
              <p className="text-sm text-muted">{source}</p>
              <ResponsiveTable
                caption="Prijzen per station"
                plain
                items={stations}
                rowKey={(station) => station.id}
                columns={[
                  {
                    key: 'station',
                    label: 'Station',
                    phone: 'title',
                    cell: (station) => (
                      <>
                        <Link to={`/station/${station.id}`} className="text-primary hover:underline">
                          {station.title}
                        </Link>
                        <span className="block text-xs font-normal text-muted">
                          {[station.brand, station.city].filter(Boolean).join(' · ')}
                        </span>
                      </>
                    ),
                  },
                  ...fuels.map((fuel): ResponsiveColumn<PublicStation> => ({
                    key: fuel,
                    label: fuelLabels[fuel],
                    cell: (station) => {
                      const price = priceOf(station, fuel);
                      const lowest = lowestOf(stations, fuel);
                      return <PriceText station={station} fuel={fuel} price={price} lowest={lowest} />;
                    },
                  })),
                ]}
              />
            </div>
          );
        }
        return (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="mb-2 text-left text-sm text-muted">{source}</caption>
              <thead>
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Brandstof
                  </th>
                  {stations.map((station) => (
                    <th key={station.id} scope="col" className="py-2 pr-3 font-medium">
                      <Link to={`/station/${station.id}`} className="text-primary hover:underline">
                        {station.title}
                      </Link>
                      <span className="block text-xs font-normal text-muted">
                        {[station.brand, station.city].filter(Boolean).join(' · ')}
                      </span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {fuels.map((fuel) => {
                  const prices = stations.map((station) => priceOf(station, fuel));
                  const lowest = lowestOf(stations, fuel);
                  return (
                    <tr key={fuel} className="border-t border-border">
                      <th scope="row" className="py-2 pr-3 font-medium">
                        {fuelLabels[fuel]}
                      </th>
                      {prices.map((price, index) => (
                        <td key={stations[index]!.id} className="py-2 pr-3">
                          <PriceText station={stations[index]!} fuel={fuel} price={price} lowest={lowest} />
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        );
      }}
    </OverviewBlock>
  );
}
