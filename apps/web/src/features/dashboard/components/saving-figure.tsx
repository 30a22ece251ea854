import { formatEuro } from '@fuellinq/domain/format/nl-format';
import type { MonthSaving, SavingResponse } from '@fuellinq/domain/insights/saving.contract';
import { formatLiters } from '../../../lib/amounts.ts';
import { monthLabel } from '../month-label.ts';
import { EstimateNote } from './overview-block.tsx';

const refuelCount = (count: number) => `${count} ${count === 1 ? 'tankbeurt' : 'tankbeurten'}`;

/** Says a figure was measured, and against what. */
function MeasuredNote({
  saving,
  source,
}: {
  saving: MonthSaving & { kind: 'measured' };
  source: SavingResponse['source'];
}) {
  const month = monthLabel(saving.month, { long: true });
  const difference = formatEuro(Math.abs(saving.saved_cents));
  const unmatched = saving.refuels_total - saving.refuels;
  return (
    <p className="text-xs text-muted">
      <span className="mr-1 rounded-sm border border-border px-1 py-px font-semibold uppercase">gemeten</span>
      {saving.saved_cents >= 0
        ? `In ${month} betaalde je ${difference} minder dan het landelijk gemiddelde`
        : `In ${month} betaalde je ${difference} meer dan het landelijk gemiddelde`}{' '}
      op de dagen van je {refuelCount(saving.refuels)} ({formatLiters(saving.liters)} Euro95)
      {unmatched > 0 ? `; ${refuelCount(unmatched)} zonder landelijk dagcijfer niet meegeteld` : ''}.{' '}
      <a href={source.source_url} target="_blank" rel="noopener noreferrer" className="underline">
        {source.label}
      </a>
    </p>
  );
}

/** What a figure rests on: measured against the CBS average, or spec §9's estimate with its basis. */
export function SavingBasis({ saving, source }: { saving: MonthSaving; source: SavingResponse['source'] }) {
  if (saving.kind === 'measured') return <MeasuredNote saving={saving} source={source} />;
  const month = monthLabel(saving.month, { long: true });
  const percent = Math.round(saving.rate * 100);
  return (
    <EstimateNote>
      {saving.basis === 'invoices'
        ? `${percent} % van je facturen over ${month} (${formatEuro(saving.base_cents)}); geen tankbeurt om te meten tegen het landelijk gemiddelde.`
        : `${percent} % van je tankbeurten in ${month} (${formatEuro(saving.base_cents)}); er is nog geen factuur.`}
    </EstimateNote>
  );
}

/**
 * The card's saving "per maand" (GET /api/insights/saving's headline), the same on the overview's tile and
 * on Inzichten: the figure and what it rests on; without one, says why.
 */
export function SavingFigure({ data }: { data: SavingResponse }) {
  const saving = data.headline;
  if (!saving) return <span className="text-sm text-muted">Nog geen facturen of tankbeurten.</span>;
  return (
    <>
      <span className="text-2xl font-bold tracking-tight">{formatEuro(saving.saved_cents)}</span>
      <SavingBasis saving={saving} source={data.source} />
    </>
  );
}
