import { useQuery } from '@tanstack/react-query';
import { favoritesQueryOptions } from '../../stations/api/station-queries.ts';
import { StationFinder } from '../../stations/components/station-finder.tsx';
import { OverviewBlock } from './overview-block.tsx';

/**
 * Spec §2: the embedded map, with stations nearby (the finder, which asks for the location once) and the
 * user's favourites on it. When the favourites cannot load, the map shows the nearby stations alone.
 */
export function MapBlock() {
  const favorites = useQuery(favoritesQueryOptions());
  const extraMarkers = (favorites.data?.items ?? []).map((station) => ({
    id: station.id,
    lat: station.lat,
    lng: station.lng,
    label: `${station.title} (favoriet)`,
  }));
  return (
    <OverviewBlock title="Stations op de kaart" className="lg:col-span-3">
      {() => (
        <>
          {favorites.isError ? (
            <p className="text-sm text-muted">
              Je favorieten konden niet worden geladen; de kaart toont stations in de buurt.
            </p>
          ) : null}
          <StationFinder variant="finder" map={{ extraMarkers }} />
        </>
      )}
    </OverviewBlock>
  );
}
