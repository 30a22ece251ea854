import type { Database } from '../../db/database.ts';
import type { PaymentRow, PaymentsRepository } from './payments.repository.ts';
import type { SandboxBook } from './providers/sandbox-provider.ts';

// The sandbox provider keeps its books in our payments table: its decision and the account of a first
// payment (docs/decisions/012-money.md).

const decisionOf = (row: PaymentRow) => {
  const decision = row.metadata.sandbox_decision;
  return decision === 'paid' || decision === 'canceled' ? decision : null;
};

export function sandboxBookOf(db: Database, repository: PaymentsRepository): SandboxBook {
  return {
    async find(providerPaymentId) {
      const row = await repository.findByProviderId('sandbox', providerPaymentId);
      if (!row) return null;
      const iban = row.metadata.iban_masked;
      return {
        sequenceType: row.sequenceType,
        amountCents: row.amountCents,
        createdAt: row.createdAt,
        decision: decisionOf(row),
        ibanMasked: typeof iban === 'string' ? iban : null,
      };
    },
    async decide(providerPaymentId, decision) {
      const row = await repository.findByProviderId('sandbox', providerPaymentId);
      if (!row) return null;
      await repository.addMetadata(db, row.id, { sandbox_decision: decision }, 'sandbox_decision');
      const after = await repository.findByProviderId('sandbox', providerPaymentId);
      return after ? decisionOf(after) : null;
    },
  };
}
