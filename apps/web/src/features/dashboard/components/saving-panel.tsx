import { formatEuro } from '@fuellinq/domain/format/nl-format';
import type { SavingResponse } from '@fuellinq/domain/insights/saving.contract';
import { useQuery } from '@tanstack/react-query';
import { SkeletonList } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { savingQueryOptions } from '../api/insights-queries.ts';
import { monthLabel } from '../month-label.ts';
import { SavingFigure } from './saving-figure.tsx';

/**
 * Inzichten's "Wat je pas bespaarde": the same figure "per maand" as the overview's tile (one answer,
 * GET /api/insights/saving), and beneath it every month of the last 12 with a figure, measured or estimated.
 */
export function SavingPanel() {
  const saving = useQuery(savingQueryOptions());
  return (
    <section aria-labelledby="insights-card-saving" className="card space-y-2 p-5">
      <h2 id="insights-card-saving" className="text-lg font-semibold">
        Wat je pas bespaarde
      </h2>
      {saving.isPending ? (
        <SkeletonList rows={2} label="Besparing laden…" />
      ) : saving.isError ? (
        <ErrorState
          message={errorText(saving.error, { headline: 'Besparing ophalen mislukt' })}
          onRetry={() => void saving.refetch()}
        />
      ) : (
        <>
          <p className="text-sm text-muted">Per maand</p>
          <div className="flex flex-col gap-1">
            <SavingFigure data={saving.data} />
          </div>
          <MonthTable months={saving.data.per_month} />
        </>
      )}
    </section>
  );
}

function MonthTable({ months }: { months: SavingResponse['per_month'] }) {
  const shown = months.flatMap((entry) => (entry.saving ? [entry.saving] : [])).reverse();
  if (shown.length < 2) return null;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Besparing per maand, de laatste 12 maanden</caption>
      <thead>
        <tr className="text-muted">
          <th scope="col" className="py-1 font-medium">
            Maand
          </th>
          <th scope="col" className="py-1 font-medium">
            Besparing
          </th>
          <th scope="col" className="py-1 font-medium">
            Hoe
          </th>
        </tr>
      </thead>
      <tbody>
        {shown.map((saving) => (
          <tr key={saving.month} className="border-t border-border">
            <th scope="row" className="py-1 font-medium">
              {monthLabel(saving.month)}
            </th>
            <td className="py-1">{formatEuro(saving.saved_cents)}</td>
            <td className="py-1">{saving.kind === 'measured' ? 'gemeten' : 'schatting'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
