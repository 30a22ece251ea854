import { messageFor } from '@fuellinq/domain/errors/error-codes';
import type { MyCompanyCard } from '@fuellinq/domain/orgs/fleet-card.contract';
import { fleetCardEndpoints } from '@fuellinq/domain/orgs/fleet-card.endpoints';
import { formatEuro } from '@fuellinq/domain/format/nl-format';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/api-errors.ts';
import { useAskRoom } from './fleet-rules-queries.ts';

// Nu tanken with a company card (issue 24 §3): the choice "Privé" or a company card, the kilometre reading
// when the organisation asks for it or the card's vehicle keeps a logbook (and the confirmation of a big jump), and a refusal with its reason and
// "Vraag meer ruimte". Placed into the Nu tanken form with a few lines; these are the pieces.

export const myCompanyCardsQueryOptions = () =>
  queryOptions({
    queryKey: ['fleet-rules', 'my-company-cards'],
    queryFn: ({ signal }) => apiRequest(fleetCardEndpoints.mine, { signal }),
    staleTime: 60_000,
  });

/**
 * Whether Nu tanken asks the reading for this card: required when the organisation asks it at the pump
 * (`asks_odometer`), optional for a vehicle's card (it goes into the vehicle's logbook), else not at all.
 */
export function odometerAsk(card: MyCompanyCard | null): 'required' | 'optional' | null {
  if (!card) return null;
  if (card.asks_odometer) return 'required';
  return card.vehicle ? 'optional' : null;
}

/**
 * The company card chosen for this refuel (null: the private card), and the reading to send with it. Without
 * a private card to tank with (`noPrivateCard`) the first usable company card is chosen until the driver
 * picks otherwise.
 */
export function useCompanyRefuel(noPrivateCard = false) {
  const cards = useQuery(myCompanyCardsQueryOptions());
  const usable = (cards.data ?? []).filter((card) => card.status === 'active' || card.status === 'on_demand');
  // undefined: nothing picked yet.
  const [picked, setCardId] = useState<string | null | undefined>(undefined);
  const cardId = picked === undefined ? (noPrivateCard ? (usable[0]?.id ?? null) : null) : picked;
  const [odometer, setOdometer] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [odometerError, setOdometerError] = useState<string | null>(null);
  const chosen = usable.find((card) => card.id === cardId) ?? null;
  const ask = odometerAsk(chosen);
  const km = odometer.replace(/[.\s]/g, '');
  const hasReading = /^\d+$/.test(km);
  const extra = chosen
    ? {
        ...(ask && hasReading ? { odometer_km: Number(km) } : {}),
        ...(confirmed ? { odometer_confirmed: true } : {}),
      }
    : {};
  /** False, with the reason at the field, when the organisation asks the reading and there is none. */
  function readyToStart(): boolean {
    const missing = ask === 'required' && !hasReading;
    setOdometerError(missing ? messageFor('odometer_required') : null);
    return !missing;
  }
  return {
    cards: usable,
    chosen,
    ask,
    cardId: chosen?.id ?? null,
    setCardId,
    odometer,
    setOdometer,
    confirmed,
    setConfirmed,
    odometerError,
    readyToStart,
    extra,
  };
}

export type CompanyRefuel = ReturnType<typeof useCompanyRefuel>;

/** "Privé" or a company card, with its rules in plain words and the reading it asks for. Nothing without company cards. */
export function CompanyRefuelChoice({ company }: { company: CompanyRefuel }) {
  if (company.cards.length === 0) return null;
  const { chosen } = company;
  return (
    <fieldset className="space-y-2">
      <legend className="font-medium">Met welke pas tank je?</legend>
      <div className="flex flex-wrap gap-3">
        <label className="flex items-center gap-2">
          <input type="radio" name="pas" checked={!chosen} onChange={() => company.setCardId(null)} />
          Privé
        </label>
        {company.cards.map((card) => (
          <label key={card.id} className="flex items-center gap-2">
            <input
              type="radio"
              name="pas"
              checked={chosen?.id === card.id}
              onChange={() => company.setCardId(card.id)}
            />
            {card.org_name} · {card.vehicle ? card.vehicle.license_plate : 'pas'} •••• {card.last4}
          </label>
        ))}
      </div>
      {chosen ? (
        <div className="space-y-2">
          {chosen.rules_in_words.length ? (
            <ul className="list-disc pl-5 text-sm text-muted" aria-label="Regels van deze pas">
              {chosen.rules_in_words.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          ) : null}
          {chosen.budget_left_cents !== null ? (
            <p className="text-sm text-muted">
              Nog {formatEuro(chosen.budget_left_cents)} in je maandbudget.
            </p>
          ) : null}
          {company.ask ? (
            <TextField
              label={company.ask === 'required' ? 'Kilometerstand' : 'Kilometerstand (optioneel)'}
              inputMode="numeric"
              autoComplete="off"
              required={company.ask === 'required'}
              hint={
                company.ask === 'required'
                  ? `Je organisatie vraagt de stand bij elke tankbeurt${chosen.vehicle ? `; hij komt in het logboek van ${chosen.vehicle.license_plate}` : ''}.`
                  : `Met de stand komt de tankbeurt in het logboek van ${chosen.vehicle?.license_plate ?? 'het voertuig'}.`
              }
              error={company.odometerError ?? undefined}
              value={company.odometer}
              onChange={(event) => company.setOdometer(event.target.value)}
            />
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}

function AskRoom({ cardId }: { cardId: string }) {
  const ask = useAskRoom();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  if (ask.isSuccess)
    return <Alert tone="success">Je verzoek is verstuurd. Je hoort het zodra je beheerder beslist.</Alert>;
  if (!open)
    return (
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        Vraag meer ruimte
      </Button>
    );
  // Inside the Nu tanken form: a group with its own button, not a nested form.
  async function submit() {
    setFailure(null);
    const euros = Number(amount.trim().replace(/\./g, '').replace(',', '.'));
    try {
      await ask.mutateAsync({
        cardId,
        body: { amount_cents: Number.isFinite(euros) ? Math.round(euros * 100) : 0, reason },
      });
    } catch (error) {
      setFailure(errorText(error, { headline: 'Verzoek versturen mislukt' }));
    }
  }
  return (
    <div role="group" aria-label="Vraag meer ruimte" className="space-y-2">
      <TextField
        label="Hoeveel extra (€)"
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <TextField label="Waarom" value={reason} onChange={(event) => setReason(event.target.value)} />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <Button type="button" size="sm" disabled={ask.isPending} onClick={() => void submit()}>
        Verstuur verzoek
      </Button>
    </div>
  );
}

/** A failed start: its reason; for a company card's rule "Vraag meer ruimte", for a big reading "Klopt". */
export function RefuelRefusal({
  failure,
  code,
  company,
}: {
  failure: string | null;
  code: string | null;
  company: CompanyRefuel;
}) {
  if (!failure) return null;
  return (
    <div className="space-y-2">
      <Alert tone="error">{failure}</Alert>
      {code === 'odometer_confirm' && company.cardId ? (
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={company.confirmed}
            onChange={(event) => company.setConfirmed(event.target.checked)}
          />
          Ja, deze kilometerstand klopt
        </label>
      ) : null}
      {code === 'limit_exceeded' && company.cardId ? <AskRoom cardId={company.cardId} /> : null}
    </div>
  );
}
