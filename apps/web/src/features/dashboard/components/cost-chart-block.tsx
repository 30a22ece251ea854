import type { InvoiceList } from '@fuellinq/domain/billing/invoice.contract';
import { formatEuro } from '@fuellinq/domain/format/nl-format';
import type { InsightsResponse } from '@fuellinq/domain/insights/insights.contract';
import { DASHBOARD_MONTHS, lastMonths } from '@fuellinq/domain/insights/saving';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { LineChart } from '../../../components/charts/line-chart.tsx';
import { SkeletonList } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { invoicesQueryOptions } from '../../billing/api/billing-queries.ts';
import { currentMonthSpendingQueryOptions } from '../api/insights-queries.ts';
import { monthLabel } from '../month-label.ts';
import { monthFigures } from '../overview-figures.ts';
import { EstimateNote, OverviewBlock } from './overview-block.tsx';

const euro = (value: number) => formatEuro(Math.round(value * 100));

/**
 * Spec §2 and §9: the last 12 months' cost (the invoices, in euro) and the estimated saving (6 % of them;
 * 7 % of this month's refuels while it has no invoice yet, said so beneath). Without the refuels (the
 * insights call failed) the saving rests on the invoices alone.
 */
export function CostChartBlock({ now = new Date() }: { now?: Date }) {
  const invoices = useQuery(invoicesQueryOptions());
  const insights = useQuery(currentMonthSpendingQueryOptions());
  return (
    <OverviewBlock
      title="Kosten en besparing, 12 maanden"
      link={{ to: '/app/invoices', label: 'Facturen' }}
      className="lg:col-span-2"
    >
      {() => <CostChart now={now} invoices={invoices} insights={insights} />}
    </OverviewBlock>
  );
}

function CostChart({
  now,
  invoices,
  insights,
}: {
  now: Date;
  invoices: UseQueryResult<InvoiceList>;
  insights: UseQueryResult<InsightsResponse>;
}) {
  if (invoices.isPending || (insights.isPending && !invoices.isError))
    return <SkeletonList rows={2} label="Kosten laden…" />;
  if (invoices.isError)
    return (
      <ErrorState
        message={errorText(invoices.error, { headline: 'Facturen ophalen mislukt' })}
        onRetry={() => void invoices.refetch()}
      />
    );
  const months = lastMonths(now, DASHBOARD_MONTHS);
  const figures = monthFigures(months, invoices.data, insights.data?.per_month);
  if (figures.every((month) => month.invoiceCents === null && !month.saving))
    return (
      <p className="text-sm text-muted">
        Nog geen facturen. Je eerste factuur komt op de 1e van de maand na je eerste tankbeurt.
      </p>
    );
  const fallbackMonths = figures.filter((month) => month.saving?.basis === 'refuels');
  return (
    <div className="space-y-2">
      <LineChart
        label="Kosten volgens je facturen en geschatte besparing per maand, de laatste 12 maanden"
        xHeader="Maand"
        formatX={(month) => monthLabel(month)}
        formatY={euro}
        series={[
          {
            name: 'Kosten (facturen)',
            points: figures.map((month) => ({ x: month.month, y: (month.invoiceCents ?? 0) / 100 })),
          },
          {
            name: 'Besparing (schatting)',
            dashed: true,
            points: figures.map((month) => ({ x: month.month, y: month.saving?.euro ?? 0 })),
          },
        ]}
      />
      <EstimateNote>
        De besparing is 6 % van je factuurbedragen per maand.
        {fallbackMonths.length
          ? ` Voor ${fallbackMonths.map((month) => monthLabel(month.month, { long: true })).join(', ')} is er nog geen factuur: daar is het 7 % van je tankbeurten.`
          : ''}
      </EstimateNote>
      {insights.isError ? (
        <p className="text-xs text-muted">
          Je tankbeurten konden niet worden geladen; maanden zonder factuur tellen als € 0,00.
        </p>
      ) : null}
    </div>
  );
}
