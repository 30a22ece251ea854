import { formatEuro } from '@fuellinq/domain/format/nl-format';
import { fuelLabels } from '@fuellinq/domain/fuel/fuel-types';
import {
  type Transaction,
  type TransactionStatus,
  transactionStatusLabels,
} from '@fuellinq/domain/money/transaction.contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { formatLiters, formatLitre, formatPoints } from '../../../lib/amounts.ts';
import { useWakeLock } from '../../../lib/use-wake-lock.ts';
import { ReceiptButton } from './receipt-button.tsx';

/** The success page follows these: gereserveerd → tanken → klaar. */
const STEPS = ['reserved', 'fuelling', 'completed'] as const satisfies readonly TransactionStatus[];

function stepState(step: number, current: number): 'done' | 'current' | 'todo' {
  if (step < current) return 'done';
  return step === current ? 'current' : 'todo';
}

const stepClass = {
  done: 'border-success bg-success/10 text-success',
  current: 'border-primary bg-primary text-button-text',
  todo: 'border-border text-muted',
};

/**
 * A refuel's details as a card: on a phone each label above its value (beside each other they push the card
 * past the screen's edge at 200 % text), side by side from `sm`.
 */
export const detailsListClass =
  'card grid grid-cols-1 gap-x-6 p-5 break-words sm:grid-cols-[auto_1fr] sm:gap-y-2 [&>dd]:mb-2 sm:[&>dd]:mb-0';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </>
  );
}

/**
 * A refuel as it happens: the steps with the current one marked, and what the pump reported once it has
 * (litres, price per litre, amount, what went back to the balance, points) and the receipt. The status is in
 * large type, readable at arm's length, and the screen stays on while the refuel runs.
 */
export function RefuelProgress({ transaction: t }: { transaction: Transaction }) {
  const [failure, setFailure] = useState<string | null>(null);
  const current = STEPS.indexOf(t.status as (typeof STEPS)[number]);
  const ended = t.status === 'cancelled' || t.status === 'expired';
  // At the pump the phone must not lock while the refuel runs (the driver has the nozzle in hand).
  useWakeLock(t.status === 'reserved' || t.status === 'fuelling');
  return (
    <div className="space-y-5">
      <p aria-live="polite" className="text-lg">
        Status:{' '}
        <strong className="block text-4xl leading-tight font-bold">
          {transactionStatusLabels[t.status]}
        </strong>
      </p>
      {ended ? (
        <Alert tone="error">
          Deze tankbeurt is {transactionStatusLabels[t.status]}. Het gereserveerde bedrag staat weer op je
          saldo.
        </Alert>
      ) : (
        <ol aria-label="Voortgang" className="flex flex-wrap items-center gap-2">
          {STEPS.map((step, index) => {
            const state = stepState(index, current);
            return (
              <li
                key={step}
                aria-current={state === 'current' ? 'step' : undefined}
                className={`rounded-full border px-3 py-1 text-sm font-semibold ${stepClass[state]}`}
              >
                {state === 'done' ? '✓ ' : ''}
                {transactionStatusLabels[step]}
              </li>
            );
          })}
        </ol>
      )}
      <dl className={detailsListClass}>
        <Row label="Station" value={[t.station.title, t.station.city].filter(Boolean).join(', ')} />
        <Row label="Brandstof" value={fuelLabels[t.fuel_type]} />
        <Row label="Pas" value={`•••• ${t.card_last4}`} />
        <Row label="Gereserveerd" value={formatEuro(t.reserved_cents)} />
        {t.liters !== null ? <Row label="Getankt" value={formatLiters(t.liters)} /> : null}
        {t.price_per_l !== null ? <Row label="Prijs per liter" value={formatLitre(t.price_per_l)} /> : null}
        {t.amount_cents !== null ? <Row label="Bedrag" value={formatEuro(t.amount_cents)} /> : null}
        {t.released_cents !== null ? (
          <Row label="Terug op je saldo" value={formatEuro(t.released_cents)} />
        ) : null}
        {t.points !== null ? <Row label="Punten" value={formatPoints(t.points)} /> : null}
        <Row label="Transactienummer" value={t.number} />
      </dl>
      {t.status === 'completed' && t.receipt_url ? (
        <div className="space-y-2">
          <ReceiptButton transactionId={t.id} label="Download de bon (PDF)" onFailure={setFailure} />
          {failure ? <Alert tone="error">{failure}</Alert> : null}
        </div>
      ) : null}
    </div>
  );
}
