import { billingMessages, type InvoiceDetail } from '@fuellinq/domain';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import { toInvoiceDetailDto } from './billing-dto.ts';
import { createInvoicesRepository } from './invoices.repository.ts';

/** One invoice of an account with its lines, the number it credits and its credit notes; another's is not found. */
export async function loadInvoice(db: Database, accountUserId: string, id: string) {
  const repository = createInvoicesRepository(db);
  const row = await repository.findOwned(accountUserId, id);
  if (!row) throw notFound(billingMessages.invoiceNotFound);
  const [lines, creditNotes, numbers] = await Promise.all([
    repository.lines(row.id),
    repository.creditNotesOf(row.id),
    repository.numbers(row.creditsInvoiceId ? [row.creditsInvoiceId] : []),
  ]);
  const related = {
    creditsNumber: row.creditsInvoiceId ? (numbers.get(row.creditsInvoiceId) ?? null) : null,
    creditNotes,
  };
  return { row, lines, related };
}

/** GET /api/invoices/{id} (and its PDF): one of the caller's invoices with its lines and credit notes. */
export async function getInvoice(deps: { db: Database }, userId: string, id: string): Promise<InvoiceDetail> {
  const { row, lines, related } = await loadInvoice(deps.db, userId, id);
  return toInvoiceDetailDto(row, lines, related);
}
