import { fuelLabels, type FuelType } from '@fuellinq/domain/fuel/fuel-types';
import { formatDate, formatDecimal } from '@fuellinq/domain/format/nl-format';
import {
  PRICE_SOURCE_LABELS,
  PRICE_SOURCES,
  type PriceSourceKind,
} from '@fuellinq/domain/stations/price-age';
import { CBS_SOURCE_LABEL } from '@fuellinq/domain/stations/station-rules';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { LineChart, type PointMark } from '../../../components/charts/line-chart.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { historyQueryOptions } from '../api/station-queries.ts';

const PERIODS = [
  { days: 7, label: '7 dagen' },
  { days: 30, label: '30 dagen' },
  { days: 90, label: '90 dagen' },
];

/** Each source its own shape on the chart, named in the legend: not told apart by colour alone. */
const SOURCE_MARKS: Record<PriceSourceKind, PointMark> = {
  station: 'circle',
  tankbeurt: 'square',
  bestuurder: 'triangle',
  demo: 'diamond',
};

const euro = (value: number) => `€ ${formatDecimal(value, 3)}`;
const shortDate = (date: string) => formatDate(`${date}T12:00:00Z`).replace(/ \d{4}$/, '');

/**
 * The station's price history, with the CBS national average beside it on its own, real dates (the CBS
 * daily series ends earlier than ours; its dates are never shifted), on one price scale.
 */
export function PriceHistory({ stationId, fuels }: { stationId: string; fuels: FuelType[] }) {
  const priced = fuels.filter((fuel) => fuel !== 'elektrisch');
  const [fuel, setFuel] = useState<FuelType>(priced.includes('euro95') ? 'euro95' : (priced[0] ?? 'euro95'));
  const [days, setDays] = useState(30);
  const fuelId = useId();
  const daysId = useId();
  const history = useQuery(historyQueryOptions(stationId, fuel, days));
  // The charts and their tables are drawn in slices once the answer is in, so a tap is never kept waiting.
  const data = useDeferredValue(history.data);
  const national = data?.national_average;
  const values = [
    ...(data?.points.map((p) => p.price_eur_l) ?? []),
    ...(national?.points.map((p) => p.price_eur_l) ?? []),
  ];
  const domain: [number, number] | undefined = values.length
    ? [Math.min(...values), Math.max(...values)]
    : undefined;

  return (
    <div>
      <div className="mb-3 flex flex-wrap gap-3">
        <label htmlFor={fuelId} className="text-sm font-medium">
          Brandstof{' '}
          <select
            id={fuelId}
            value={fuel}
            onChange={(event) => setFuel(event.target.value as FuelType)}
            className="ml-1 rounded-brand border border-border bg-surface px-2 py-1"
          >
            {priced.map((f) => (
              <option key={f} value={f}>
                {fuelLabels[f]}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={daysId} className="text-sm font-medium">
          Periode{' '}
          <select
            id={daysId}
            value={days}
            onChange={(event) => setDays(Number(event.target.value))}
            className="ml-1 rounded-brand border border-border bg-surface px-2 py-1"
          >
            {PERIODS.map((p) => (
              <option key={p.days} value={p.days}>
                {p.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {history.isError ? (
        <ErrorState message="Kon de prijsgeschiedenis niet laden." onRetry={() => void history.refetch()} />
      ) : !data ? (
        <Skeleton className="h-48 w-full" />
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <div>
            <h3 className="mb-1 text-sm font-semibold">Dit station, {fuelLabels[fuel]}</h3>
            {data.points.length ? (
              <LineChart
                series={[
                  {
                    name: 'Prijs',
                    points: data.points.map((p) => ({
                      x: p.date,
                      y: p.price_eur_l,
                      mark: SOURCE_MARKS[p.source],
                      note: PRICE_SOURCE_LABELS[p.source].toLowerCase(),
                    })),
                  },
                ]}
                marks={PRICE_SOURCES.filter((source) => data.points.some((p) => p.source === source)).map(
                  (source) => ({ mark: SOURCE_MARKS[source], label: PRICE_SOURCE_LABELS[source] }),
                )}
                label={`Prijsverloop ${fuelLabels[fuel]} bij dit station`}
                formatY={euro}
                formatX={shortDate}
                {...(domain ? { yDomain: domain } : {})}
              />
            ) : (
              <p className="text-sm text-muted">Nog geen prijzen in deze periode.</p>
            )}
          </div>
          <div>
            <h3 className="mb-1 text-sm font-semibold">Landelijk gemiddelde Euro95</h3>
            {national?.points.length ? (
              <>
                <LineChart
                  series={[
                    {
                      name: 'Prijs',
                      points: national.points.map((p) => ({ x: p.date, y: p.price_eur_l })),
                      color: 'var(--fl-muted)',
                    },
                  ]}
                  label="Landelijk gemiddelde Euro95 per dag"
                  formatY={euro}
                  formatX={shortDate}
                  {...(domain ? { yDomain: domain } : {})}
                />
                <p className="mt-1 text-xs text-muted">
                  {/* CBS publishes a week or more behind: say up to which day its average runs. */}
                  <strong className="font-semibold text-text">
                    CBS-gemiddelde t/m{' '}
                    {formatDate(`${national.through ?? national.points.at(-1)!.date}T12:00:00Z`)}
                  </strong>{' '}
                  ({formatDate(`${national.points[0]!.date}T12:00:00Z`)} –{' '}
                  {formatDate(`${national.points.at(-1)!.date}T12:00:00Z`)}).{' '}
                  <a
                    href={national.source_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="underline"
                  >
                    {CBS_SOURCE_LABEL}
                  </a>
                </p>
              </>
            ) : (
              <p className="text-sm text-muted">
                Het CBS publiceert alleen voor Euro95 een dagelijks landelijk gemiddelde.
              </p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
