import type { InvoiceList } from '@fuellinq/domain/billing/invoice.contract';
import { formatEuro } from '@fuellinq/domain/format/nl-format';
import type { SavingResponse } from '@fuellinq/domain/insights/saving.contract';
import { invoiceCentsByMonth } from '@fuellinq/domain/insights/saving';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { LineChart } from '../../../components/charts/line-chart.tsx';
import { SkeletonList } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { invoicesQueryOptions } from '../../billing/api/billing-queries.ts';
import { savingQueryOptions } from '../api/insights-queries.ts';
import { monthLabel } from '../month-label.ts';
import { EstimateNote, OverviewBlock } from './overview-block.tsx';

const euro = (value: number) => formatEuro(Math.round(value * 100));
const monthList = (months: { month: string }[]) =>
  months.map((entry) => monthLabel(entry.month, { long: true })).join(', ');

/**
 * Spec §2 and §9: the last 12 months' cost (the invoices, in euro) and the card's saving per month as the
 * server works it out (GET /api/insights/saving: measured against the CBS average where it can be, else
 * the estimate), with beneath it which months were measured and which estimated.
 */
export function CostChartBlock() {
  const invoices = useQuery(invoicesQueryOptions());
  const saving = useQuery(savingQueryOptions());
  return (
    <OverviewBlock
      title="Kosten en besparing, 12 maanden"
      link={{ to: '/app/invoices', label: 'Facturen' }}
      className="lg:col-span-2"
    >
      {() => <CostChart invoices={invoices} saving={saving} />}
    </OverviewBlock>
  );
}

function CostChart({
  invoices,
  saving,
}: {
  invoices: UseQueryResult<InvoiceList>;
  saving: UseQueryResult<SavingResponse>;
}) {
  if (invoices.isPending || saving.isPending) return <SkeletonList rows={2} label="Kosten laden…" />;
  if (invoices.isError || saving.isError) {
    const failed = invoices.isError ? invoices : saving;
    return (
      <ErrorState
        message={errorText(failed.error, {
          headline: invoices.isError ? 'Facturen ophalen mislukt' : 'Besparing ophalen mislukt',
        })}
        onRetry={() => void failed.refetch()}
      />
    );
  }
  const invoiced = invoiceCentsByMonth(invoices.data);
  const months = saving.data.per_month;
  if (months.every((entry) => !invoiced.has(entry.month) && !entry.saving))
    return (
      <p className="text-sm text-muted">
        Nog geen facturen. Je eerste factuur komt op de 1e van de maand na je eerste tankbeurt.
      </p>
    );
  const measured = months.filter((entry) => entry.saving?.kind === 'measured');
  const estimated = months.filter((entry) => entry.saving?.kind === 'estimate');
  return (
    <div className="space-y-2">
      <LineChart
        label="Kosten volgens je facturen en besparing per maand, de laatste 12 maanden"
        xHeader="Maand"
        formatX={(month) => monthLabel(month)}
        formatY={euro}
        series={[
          {
            name: 'Kosten (facturen)',
            points: months.map((entry) => ({ x: entry.month, y: (invoiced.get(entry.month) ?? 0) / 100 })),
          },
          {
            name: 'Besparing',
            dashed: true,
            points: months.map((entry) => ({ x: entry.month, y: (entry.saving?.saved_cents ?? 0) / 100 })),
          },
        ]}
      />
      {measured.length ? (
        <p className="text-xs text-muted">
          Gemeten tegenover het landelijk gemiddelde (CBS) op de dagen van je tankbeurten:{' '}
          {monthList(measured)}.
        </p>
      ) : null}
      {estimated.length ? (
        <EstimateNote>
          {monthList(estimated)}: niets te meten, dus 6 % van je facturen, of 7 % van je tankbeurten in een
          maand zonder factuur.
        </EstimateNote>
      ) : null}
    </div>
  );
}
