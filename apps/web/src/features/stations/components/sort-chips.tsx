import type { StationSort } from '@fuellinq/domain/stations/station-rules';
import { Chip } from '../../../components/ui/chip.tsx';

const SORTS: { id: StationSort; label: string }[] = [
  { id: 'cheapest', label: 'Goedkoopst' },
  { id: 'deals', label: 'Acties' },
  { id: 'closest', label: 'Dichtstbijzijnde' },
];

/** Spec §2: the chips Goedkoopst, Acties, Dichtstbijzijnde and Locatie. */
export function SortChips({
  sort,
  onSort,
  located,
  locating,
  onLocate,
}: {
  sort: StationSort;
  onSort: (sort: StationSort) => void;
  located: boolean;
  locating: boolean;
  onLocate: () => void;
}) {
  return (
    <div role="group" aria-label="Sorteren en locatie" className="flex flex-wrap gap-2">
      {SORTS.map((item) => (
        <Chip key={item.id} pressed={sort === item.id} onClick={() => onSort(item.id)}>
          {item.label}
        </Chip>
      ))}
      <Chip pressed={located} onClick={onLocate} disabled={locating}>
        <svg
          aria-hidden
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="12" cy="12" r="7" />
          <circle cx="12" cy="12" r="2" fill="currentColor" />
          <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
        </svg>
        Locatie
      </Chip>
    </div>
  );
}
