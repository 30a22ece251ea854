import { type FuelLog, fuelLogSourceLabels } from '@fuellinq/domain/co2/log.contract';
import { formatDate, formatDecimal, formatEuro } from '@fuellinq/domain/format/nl-format';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { cardLogsNearQueryOptions, useLinkFuelLog } from '../api/log-queries.ts';

/** Where a refuel in the logbook came from: the card ("Tankpas"), or typed, and then whether it is linked. */
export function FuelLogSource({ log }: { log: FuelLog }) {
  if (log.source === 'kaart') return <Badge tone="neutral">{fuelLogSourceLabels.kaart}</Badge>;
  if (!log.card_log_id) return <span>{fuelLogSourceLabels.handmatig}</span>;
  return (
    <span>
      {fuelLogSourceLabels.handmatig}, gekoppeld
      <span className="block text-xs text-muted">telt mee als de tankbeurt met je pas</span>
    </span>
  );
}

const cardLogText = (log: FuelLog) =>
  `${formatDate(log.date)}: ${formatDecimal(log.liters, 2)} l, ${formatEuro(log.total_cents)}`;

/**
 * A typed refuel that is also in the logbook as the card's entry counts once when it is linked to it:
 * "Koppelen" lets the driver pick the card's entry (a week either side of its date), "Ontkoppelen" undoes it.
 * The card's own entries have nothing to link.
 */
export function FuelLogLink({ log }: { log: FuelLog }) {
  const [open, setOpen] = useState(false);
  const unlink = useLinkFuelLog();
  if (log.source === 'kaart') return null;
  const what = `tankbeurt van ${formatDate(log.date)} (${formatEuro(log.total_cents)})`;
  if (log.card_log_id) {
    return (
      <span>
        <Button
          variant="ghost"
          size="sm"
          disabled={unlink.isPending}
          aria-label={`Koppeling van ${what} opheffen`}
          onClick={() => unlink.mutate({ id: log.id, cardLogId: null })}
        >
          Ontkoppelen
        </Button>
        {unlink.isError ? (
          <span role="alert" className="block text-sm text-danger">
            {errorText(unlink.error, { headline: 'Ontkoppelen mislukt' })}
          </span>
        ) : null}
      </span>
    );
  }
  if (!open) {
    return (
      <Button
        variant="ghost"
        size="sm"
        aria-label={`${what} koppelen aan je pas`}
        onClick={() => setOpen(true)}
      >
        Koppelen
      </Button>
    );
  }
  return <LinkChoice log={log} what={what} onClose={() => setOpen(false)} />;
}

function LinkChoice({ log, what, onClose }: { log: FuelLog; what: string; onClose: () => void }) {
  const candidates = useQuery(cardLogsNearQueryOptions(log.vehicle_id, log.date));
  const link = useLinkFuelLog();
  const [choice, setChoice] = useState('');
  const id = useId();
  if (candidates.isPending) return <span className="text-sm text-muted">Tankbeurten met je pas zoeken…</span>;
  if (candidates.isError) {
    return (
      <span role="alert" className="text-sm text-danger">
        {errorText(candidates.error, { headline: 'Ophalen mislukt' })}
      </span>
    );
  }
  const chosen = choice || candidates.data[0]?.id || '';
  return (
    <span className="flex flex-wrap items-center gap-2">
      {candidates.data.length === 0 ? (
        <span className="text-sm text-muted">Geen tankbeurt met je pas binnen een week van deze datum.</span>
      ) : (
        <>
          <label htmlFor={id} className="sr-only">
            Tankbeurt met je pas voor {what}
          </label>
          <select
            id={id}
            value={chosen}
            onChange={(event) => setChoice(event.target.value)}
            className="rounded-brand border border-border bg-surface px-2 py-1 text-sm"
          >
            {candidates.data.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {cardLogText(candidate)}
              </option>
            ))}
          </select>
          <Button
            size="sm"
            disabled={link.isPending}
            onClick={() => void link.mutateAsync({ id: log.id, cardLogId: chosen }).then(onClose, () => {})}
          >
            Koppelen
          </Button>
        </>
      )}
      <Button variant="ghost" size="sm" onClick={onClose}>
        Annuleren
      </Button>
      {link.isError ? (
        <span role="alert" className="basis-full text-sm text-danger">
          {errorText(link.error, { headline: 'Koppelen mislukt' })}
        </span>
      ) : null}
    </span>
  );
}
