import {
  FLAG_STATUS_LABELS,
  REFUEL_FLAG_KIND_LABELS,
  type RefuelFlag,
} from '@fuellinq/domain/orgs/fleet-rules.contract';
import { formatDateTime, formatEuro } from '@fuellinq/domain/format/nl-format';
import { fuelLabels, isFuelType } from '@fuellinq/domain/fuel/fuel-types';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { useDecideFlag } from '../api/fleet-rules-queries.ts';

const statusTone = { open: 'warning', ok: 'success', query: 'danger' } as const;

/** One flagged refuel: what was seen, the refuel, every decision so far, and "in orde" / "navragen" with a note. */
export function FlagReview({
  orgId,
  flag,
  canDecide,
}: {
  orgId: string;
  flag: RefuelFlag;
  canDecide: boolean;
}) {
  const decide = useDecideFlag(orgId);
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const { refuel } = flag;
  const fuel = isFuelType(refuel.fuel_type) ? fuelLabels[refuel.fuel_type] : refuel.fuel_type;

  async function send(decision: 'in_orde' | 'navragen') {
    setFailure(null);
    try {
      await decide.mutateAsync({ id: flag.id, body: { decision, note } });
      setNote('');
    } catch (error) {
      setFailure(errorText(error, { headline: 'Beslissing opslaan mislukt' }));
    }
  }

  return (
    <article className="card space-y-3 p-4" aria-label={REFUEL_FLAG_KIND_LABELS[flag.kind]}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{REFUEL_FLAG_KIND_LABELS[flag.kind]}</h3>
        <Badge tone={statusTone[flag.status]}>{FLAG_STATUS_LABELS[flag.status]}</Badge>
      </div>
      <p>{flag.message}</p>
      <p className="text-sm break-words text-muted">
        {formatDateTime(refuel.at)} · {refuel.station} · {refuel.driver ?? 'Onbekende bestuurder'} · pas ••••{' '}
        {refuel.card_last4} · {fuel}
        {refuel.liters === null ? '' : ` · ${refuel.liters.toLocaleString('nl-NL')} l`}
        {refuel.amount_cents === null ? '' : ` · ${formatEuro(refuel.amount_cents)}`}
      </p>
      {flag.decisions.length > 0 ? (
        <ol className="space-y-1 text-sm" aria-label="Beslissingen">
          {flag.decisions.map((decision) => (
            <li key={decision.at}>
              {formatDateTime(decision.at)} · {decision.by ?? 'Onbekend'}:{' '}
              {FLAG_STATUS_LABELS[decision.decision]}
              {decision.note ? ` — ${decision.note}` : ''}
            </li>
          ))}
        </ol>
      ) : null}
      {canDecide ? (
        <div className="space-y-2">
          <TextArea
            label="Notitie (optioneel)"
            rows={2}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <div className="flex flex-wrap gap-2">
            <Button size="sm" disabled={decide.isPending} onClick={() => void send('in_orde')}>
              In orde
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={decide.isPending}
              onClick={() => void send('navragen')}
            >
              Navragen
            </Button>
          </div>
        </div>
      ) : null}
    </article>
  );
}
