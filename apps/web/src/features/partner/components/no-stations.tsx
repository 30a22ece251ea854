import { stationMessages } from '@fuellinq/domain/stations/station-rules';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';

/** An empty station list: none match the search, or none yet (`none`); either way, the way to add one. */
export function NoStations({ filtered, none }: { filtered: boolean; none: string }) {
  return (
    <EmptyState
      title={filtered ? stationMessages.noStations : none}
      action={
        <ButtonLink to="/partner/stations/new" size="sm">
          Nieuw station
        </ButtonLink>
      }
    />
  );
}
