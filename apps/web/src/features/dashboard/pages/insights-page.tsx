import { formatDate, formatDecimal, formatEuro } from '@fuellinq/domain/format/nl-format';
import {
  INSIGHTS_MONTHS_DEFAULT,
  INSIGHTS_MONTHS_MAX,
  type InsightsResponse,
} from '@fuellinq/domain/insights/insights.contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { BarChart } from '../../../components/charts/bar-chart.tsx';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SkeletonList } from '../../../components/ui/skeleton.tsx';
import { Stat } from '../../../components/ui/stat.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { formatLiters, formatLitre } from '../../../lib/amounts.ts';
import { errorText } from '../../../lib/api-errors.ts';
import { insightsQueryOptions } from '../api/insights-queries.ts';
import { InsightsComparisons } from '../components/insights-comparisons.tsx';
import { monthLabel } from '../month-label.ts';

const PERIODS = [
  { months: INSIGHTS_MONTHS_DEFAULT, label: '12 maanden' },
  { months: INSIGHTS_MONTHS_MAX, label: '24 maanden' },
];

/**
 * /app/insights (Inzichten): what the completed refuels of the period cost, per month and per brand, the
 * price paid against the CBS national average, cost per km from the logbooks and what the card saved
 * against the stations' posted prices. Charts, each with its table.
 */
export function InsightsPage() {
  const [months, setMonths] = useState(INSIGHTS_MONTHS_DEFAULT);
  const periodId = useId();
  const insights = useQuery(insightsQueryOptions(months));

  return (
    <section>
      <PageHeader
        title="Inzichten"
        intro="Wat je tankbeurten met FuelLinq kostten, waar je tankte en hoe je prijs zich verhoudt tot het landelijk gemiddelde."
        actions={
          <label htmlFor={periodId} className="text-sm font-medium">
            Periode{' '}
            <select
              id={periodId}
              value={months}
              onChange={(event) => setMonths(Number(event.target.value))}
              className="ml-1 rounded-brand border border-border bg-surface px-2 py-1"
            >
              {PERIODS.map((period) => (
                <option key={period.months} value={period.months}>
                  {period.label}
                </option>
              ))}
            </select>
          </label>
        }
      />
      {insights.isPending ? (
        <SkeletonList rows={4} label="Inzichten laden…" />
      ) : insights.isError ? (
        <ErrorState
          message={errorText(insights.error, { headline: 'Ophalen mislukt' })}
          onRetry={() => void insights.refetch()}
        />
      ) : insights.data.totals.refuels === 0 ? (
        <div className="space-y-6">
          <EmptyState
            title="Nog geen tankbeurten in deze periode."
            action={
              <Link to="/app/wallet#nu-tanken" className="text-sm font-medium text-primary hover:underline">
                Nu tanken
              </Link>
            }
          >
            Zodra je met je FuelLinq-pas tankt, zie je hier je uitgaven per maand en per merk.
          </EmptyState>
          <InsightsComparisons data={insights.data} />
        </div>
      ) : (
        <InsightsBody data={insights.data} />
      )}
    </section>
  );
}

function InsightsBody({ data }: { data: InsightsResponse }) {
  const { totals } = data;
  return (
    <div className="space-y-8">
      <p className="text-sm text-muted">
        {formatDate(data.from)} tot en met {formatDate(data.to)}, alleen afgeronde tankbeurten.
      </p>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label="Uitgegeven" value={formatEuro(totals.amount_cents)} />
        <Stat label="Getankt" value={formatLiters(totals.liters)} />
        <Stat
          label="Gemiddeld per liter"
          value={totals.avg_price_per_l === null ? '–' : formatLitre(totals.avg_price_per_l)}
        />
        <Stat label="Tankbeurten" value={formatDecimal(totals.refuels, 0)} />
      </dl>
      <div className="grid gap-6 lg:grid-cols-2">
        <BarChart
          title="Uitgaven per maand"
          data={data.per_month.map((month) => ({
            label: monthLabel(month.month),
            value: month.amount_cents / 100,
          }))}
          formatValue={(value) => formatEuro(Math.round(value * 100))}
        />
        <BarChart
          title="Liters per maand"
          data={data.per_month.map((month) => ({ label: monthLabel(month.month), value: month.liters }))}
          formatValue={(value) => formatLiters(value)}
        />
      </div>
      <section aria-labelledby="per-brand" className="card space-y-3 p-5">
        <h2 id="per-brand" className="text-lg font-semibold">
          Per merk
        </h2>
        <BarChart
          title="Uitgaven per merk"
          data={data.per_brand.map((brand) => ({
            label: brand.brand ?? 'Onafhankelijk',
            value: brand.amount_cents / 100,
          }))}
          formatValue={(value) => formatEuro(Math.round(value * 100))}
        />
        <ResponsiveTable
          caption="Per merk"
          plain
          items={data.per_brand}
          rowKey={(brand) => brand.brand ?? 'onafhankelijk'}
          columns={[
            {
              key: 'brand',
              label: 'Merk',
              rowHeader: true,
              className: 'font-medium',
              phone: 'title',
              cell: (brand) => brand.brand ?? 'Onafhankelijk',
            },
            { key: 'refuels', label: 'Tankbeurten', cell: (brand) => brand.refuels },
            { key: 'liters', label: 'Liters', cell: (brand) => formatLiters(brand.liters) },
            {
              key: 'amount',
              label: 'Bedrag',
              phone: 'amount',
              cell: (brand) => formatEuro(brand.amount_cents),
            },
            {
              key: 'average',
              label: 'Gemiddeld per liter',
              cell: (brand) => (brand.avg_price_per_l === null ? '–' : formatLitre(brand.avg_price_per_l)),
            },
          ]}
        />
      </section>
      <InsightsComparisons data={data} />
    </div>
  );
}
