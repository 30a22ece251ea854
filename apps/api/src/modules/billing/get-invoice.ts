import { billingMessages, type InvoiceDetail } from '@fuellinq/domain';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import { toInvoiceDetailDto } from './billing-dto.ts';
import { createInvoicesRepository } from './invoices.repository.ts';

/** GET /api/invoices/{id} (and its PDF): one of the caller's invoices with its lines and credit notes. */
export async function getInvoice(deps: { db: Database }, userId: string, id: string): Promise<InvoiceDetail> {
  const repository = createInvoicesRepository(deps.db);
  const row = await repository.findOwned(userId, id);
  if (!row) throw notFound(billingMessages.invoiceNotFound);
  const [lines, creditNotes, numbers] = await Promise.all([
    repository.lines(row.id),
    repository.creditNotesOf(row.id),
    repository.numbers(row.creditsInvoiceId ? [row.creditsInvoiceId] : []),
  ]);
  return toInvoiceDetailDto(row, lines, {
    creditsNumber: row.creditsInvoiceId ? (numbers.get(row.creditsInvoiceId) ?? null) : null,
    creditNotes,
  });
}
