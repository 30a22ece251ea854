import type { InvoiceList, InvoiceListQuery } from '@fuellinq/domain';
import type { Database } from '../../db/database.ts';
import { toInvoiceSummaryDto } from './billing-dto.ts';
import { createInvoicesRepository } from './invoices.repository.ts';

/** GET /api/invoices: the caller's invoices and credit notes, newest first, filtered by month and status. */
export async function listInvoices(
  deps: { db: Database },
  userId: string,
  query: InvoiceListQuery,
): Promise<InvoiceList> {
  const repository = createInvoicesRepository(deps.db);
  const rows = await repository.list(userId, {
    ...(query.from ? { from: `${query.from}-01` } : {}),
    ...(query.to ? { to: `${query.to}-01` } : {}),
    ...(query.status ? { status: query.status } : {}),
  });
  const numbers = await repository.numbers(
    rows.map((row) => row.creditsInvoiceId).filter((id): id is string => Boolean(id)),
  );
  return rows.map((row) =>
    toInvoiceSummaryDto(row, row.creditsInvoiceId ? (numbers.get(row.creditsInvoiceId) ?? null) : null),
  );
}
