import { useQuery } from '@tanstack/react-query';
import { SkeletonList } from '../../../components/ui/skeleton.tsx';
import { useNearViewport } from '../../../lib/use-near-viewport.ts';
import { favoritesQueryOptions } from '../../stations/api/station-queries.ts';
import { StationFinder } from '../../stations/components/station-finder.tsx';
import { OverviewBlock } from './overview-block.tsx';

/**
 * Spec §2: the embedded map, with stations nearby (the finder, which asks for the location once) and the
 * user's favourites on it. When the favourites cannot load, the map shows the nearby stations alone. It is the
 * overview's last block: the finder (a request for every station within 25 km and a card for each) waits
 * until the driver scrolls towards it, so it does not hold up the blocks on the first screen.
 */
export function MapBlock() {
  const { ref, near } = useNearViewport();
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
          <div ref={ref}>
            {near ? (
              <StationFinder variant="finder" map={{ extraMarkers }} />
            ) : (
              <SkeletonList rows={3} label="Stations laden…" />
            )}
          </div>
        </>
      )}
    </OverviewBlock>
  );
}
