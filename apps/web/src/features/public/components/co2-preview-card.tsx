import type { Co2Preview } from '@fuellinq/domain/co2/co2.contract';
import { formatDecimal } from '@fuellinq/domain/format/nl-format';
import { useQuery } from '@tanstack/react-query';
import { SkeletonList } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { co2PreviewQueryOptions } from '../api/co2-preview-queries.ts';

const kg = (value: number) => `${formatDecimal(value, 1)} kg CO2`;

function methodsOf(preview: Co2Preview) {
  const { fuel_factor: fuel, wltp, electric } = preview.methods;
  return [
    {
      name: 'Brandstoffactor',
      kg: fuel.kg_co2_total,
      how: `${formatDecimal(preview.liters_total, 1)} liter Euro95 × ${formatDecimal(fuel.kg_per_liter, 3)} kg CO2 per liter`,
    },
    {
      name: 'Kilometers × WLTP',
      kg: wltp.kg_co2_total,
      how: `${formatDecimal(preview.km_total, 0)} km × ${formatDecimal(wltp.g_per_km, 0)} g CO2 per km (gemiddelde benzineauto)`,
    },
    {
      name: 'Elektrisch',
      kg: electric.kg_co2_total,
      how: `dezelfde ${formatDecimal(preview.km_total, 0)} km × ${formatDecimal(electric.kg_per_km, 3)} kg CO2 per km (stroommix)`,
    },
  ];
}

/**
 * The Green Deal page's CO2 preview (GET /api/co2/preview): one month of demo driving, 850 km and 75,2 liter,
 * computed three ways on this year's official factors, so a visitor sees what a report holds.
 */
export function Co2PreviewCard() {
  const preview = useQuery(co2PreviewQueryOptions());
  return (
    <section aria-labelledby="co2-preview-title" className="card p-6">
      <h2 id="co2-preview-title" className="text-xl font-bold">
        CO2-voorbeeld: één maand rijden
      </h2>
      {preview.isPending ? (
        <div className="mt-4">
          <SkeletonList rows={3} label="CO2-voorbeeld laden…" />
        </div>
      ) : preview.isError ? (
        <div className="mt-4">
          <ErrorState
            message={errorText(preview.error, { headline: 'Kon het CO2-voorbeeld niet laden' })}
            onRetry={() => void preview.refetch()}
          />
        </div>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted">
            Demogegevens: {formatDecimal(preview.data.km_total, 0)} km en{' '}
            {formatDecimal(preview.data.liters_total, 1)} liter Euro95, van bron tot wiel (well-to-wheel).
          </p>
          <dl className="mt-5 grid gap-3 sm:grid-cols-3">
            {methodsOf(preview.data).map((method) => (
              <div key={method.name} className="rounded-brand border border-border p-4">
                <dt className="text-sm font-semibold text-muted">{method.name}</dt>
                <dd className="mt-1 text-2xl font-bold">{kg(method.kg)}</dd>
                <dd className="mt-1 text-xs text-muted">{method.how}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-xs text-muted">
            Bron: {preview.data.list_name}, {preview.data.source}.
            {preview.data.note ? ` ${preview.data.note}` : ''}
          </p>
        </>
      )}
    </section>
  );
}
