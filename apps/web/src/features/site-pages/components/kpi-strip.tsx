import { useQuery } from '@tanstack/react-query';
import { cardsQueryOptions } from '../../cards/api/card-queries.ts';
import { vehiclesQueryOptions } from '../../vehicles/api/vehicle-queries.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

function Tile({ label, value, failed }: { label: string; value: number | undefined; failed: boolean }) {
  return (
    <div className="card p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold">
        {value !== undefined ? (
          value
        ) : failed ? (
          <span className="text-base font-normal">Ophalen mislukt</span>
        ) : (
          <Skeleton className="h-8 w-12" />
        )}
      </dd>
    </div>
  );
}

/**
 * Spec §2 KPI strip of an overview page, for a signed-in visitor: their vehicles and passes.
 * Open invoices join it once the invoices endpoint (issue 11) is on main.
 */
export function KpiStrip() {
  const vehicles = useQuery(vehiclesQueryOptions());
  const cards = useQuery(cardsQueryOptions());
  return (
    <section aria-label="Jouw kerncijfers" className="mb-8">
      <dl className="grid gap-4 sm:grid-cols-2">
        <Tile label="Voertuigen" value={vehicles.data?.length} failed={vehicles.isError} />
        <Tile label="Passen" value={cards.data?.length} failed={cards.isError} />
      </dl>
    </section>
  );
}
