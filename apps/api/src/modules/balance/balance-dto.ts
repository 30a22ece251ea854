import type { LedgerEntry } from '@fuellinq/domain';
import type { LedgerRow } from '../ledger/ledger.service.ts';

/** A ledger entry as the balance history shows it. */
export function toLedgerEntryDto(row: LedgerRow): LedgerEntry {
  return {
    id: row.id,
    kind: row.kind,
    balance_delta_cents: row.balanceDeltaCents,
    available_delta_cents: row.availableDeltaCents,
    reference: row.reference,
    description: row.description,
    created_at: row.createdAt.toISOString(),
  };
}
