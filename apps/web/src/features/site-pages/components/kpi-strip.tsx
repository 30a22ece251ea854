import { useQuery } from '@tanstack/react-query';
import { cardsQueryOptions } from '../../cards/api/card-queries.ts';
import { vehiclesQueryOptions } from '../../vehicles/api/vehicle-queries.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { openInvoicesQueryOptions } from '../api/site-page-queries.ts';

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

/** Spec §2 KPI strip of an overview page, for a signed-in visitor: vehicles, passes and open invoices. */
export function KpiStrip() {
  const vehicles = useQuery(vehiclesQueryOptions());
  const cards = useQuery(cardsQueryOptions());
  const invoices = useQuery(openInvoicesQueryOptions());
  return (
    <section aria-label="Jouw kerncijfers" className="mb-8">
      <dl className="grid gap-4 sm:grid-cols-3">
        <Tile label="Voertuigen" value={vehicles.data?.length} failed={vehicles.isError} />
        <Tile label="Passen" value={cards.data?.length} failed={cards.isError} />
        <Tile label="Open facturen" value={invoices.data?.length} failed={invoices.isError} />
      </dl>
    </section>
  );
}
