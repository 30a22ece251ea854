import { formatEuro } from '@fuellinq/domain/format/nl-format';
import { useQuery } from '@tanstack/react-query';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { orgFeesQueryOptions } from '../api/fleet-money-queries.ts';

/** "Geen verborgen kosten": every fee the organisation can pay, its amount and when it is charged. */
export function FeesSection({ orgId }: { orgId: string }) {
  const fees = useQuery(orgFeesQueryOptions(orgId));
  return (
    <section aria-labelledby="fleet-fees" className="card space-y-3 p-5">
      <h2 id="fleet-fees" className="text-lg font-semibold">
        Kosten
      </h2>
      {fees.isPending ? (
        <Spinner label="Kosten laden…" />
      ) : fees.isError ? (
        <ErrorState
          message={errorText(fees.error, { headline: 'Kosten laden mislukt' })}
          onRetry={() => void fees.refetch()}
        />
      ) : (
        <>
          <p className="text-sm">{fees.data.summary}</p>
          <dl className="divide-y divide-border">
            {fees.data.fees.map((fee) => (
              <div key={fee.key} className="py-2">
                <dt className="flex flex-wrap justify-between gap-x-2">
                  <span className="font-medium">{fee.name}</span>
                  <span className="font-semibold">
                    {formatEuro(fee.amount_cents)} {fee.unit}
                  </span>
                </dt>
                <dd className="text-sm text-muted">{fee.charged}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}
