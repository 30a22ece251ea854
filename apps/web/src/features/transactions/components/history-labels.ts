import { PAYMENT_STATUSES } from '@fuellinq/domain/money/balance.contract';
import {
  type HistoryItem,
  TRANSACTION_STATUSES,
  transactionStatusLabels,
} from '@fuellinq/domain/money/transaction.contract';

// The history's kinds and statuses in Dutch.

export const historyKindLabels: Record<HistoryItem['kind'], string> = {
  refuel: 'Tankbeurt',
  top_up: 'Opwaardering',
  card_fee: 'Extra pas',
  reward: 'Beloning',
};

const paymentStatusLabels: Record<(typeof PAYMENT_STATUSES)[number], string> = {
  open: 'open',
  paid: 'betaald',
  failed: 'mislukt',
  canceled: 'geannuleerd',
  expired: 'verlopen',
};

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** A history row's status in Dutch: a refuel's (gereserveerd, klaar), a payment's (betaald), or as sent. */
export function statusText(status: string): string {
  if (isOneOf(TRANSACTION_STATUSES, status)) return transactionStatusLabels[status];
  if (isOneOf(PAYMENT_STATUSES, status)) return paymentStatusLabels[status];
  return status;
}
