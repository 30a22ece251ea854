import type { InvoiceListQuery, RefundRefuelBody } from '@fuellinq/domain';
import type { Database } from '../../db/database.ts';
import type { InvoicesServiceDeps } from './billing-deps.ts';
import { closeAccountInvoices } from './close-account-invoices.ts';
import { getInvoice } from './get-invoice.ts';
import { invoiceMonth } from './invoice-month.ts';
import { runInvoiceMonth } from './invoice-run.ts';
import { createInvoicesRepository } from './invoices.repository.ts';
import { listInvoices } from './list-invoices.ts';
import { refundAsAdmin } from './refund-as-admin.ts';
import { refundRefuel } from './refund-refuel.ts';

// Invoices (docs/decisions/013-subscription-and-invoices.md): one per account per calendar month, made by
// the run on the 1st, with a line per subscription period, refuel, card fee and refund; btw rounded per
// line, totals the sums of the lines. Numbers come from a per-year counter row taken in the invoice's own
// transaction. A refund of an invoiced refuel makes a credit note that refers to that invoice. Each thing a
// caller does is a file of its own; this binds them to one set of dependencies for the routes, the
// erasure, the seed and the benchmark.

export type { InvoicesServiceDeps } from './billing-deps.ts';
export { invoiceSupplierOf } from './invoice-parties.ts';
/** What other modules may read of a user's invoices (the card's saving): the list as GET /api/invoices has it. */
export { listInvoices } from './list-invoices.ts';

export function createInvoicesService(deps: InvoicesServiceDeps) {
  return {
    createForMonth: (userId: string, period: { from: string; to: string }, invoiceDate: string) =>
      invoiceMonth(deps, userId, period, invoiceDate),
    runMonth: (runDate: string, options?: { concurrency?: number }) =>
      runInvoiceMonth(deps, runDate, options),
    closeAccount: (tx: Database, userId: string, remark: string | null) =>
      closeAccountInvoices(deps, tx, userId, remark),
    list: (userId: string, query: InvoiceListQuery) => listInvoices(deps, userId, query),
    get: (userId: string, id: string) => getInvoice(deps, userId, id),
    /** A paid subscription charge: the invoice that listed it as open is paid now. */
    chargePaid: (tx: Database, chargeId: string, at: Date) =>
      createInvoicesRepository(tx).markPaidByLine(tx, chargeId, at),
    refundRefuel: (userId: string, transactionId: string, amountCents: number, reason: string) =>
      refundRefuel(deps, userId, transactionId, amountCents, reason),
    refundAsAdmin: (actorUserId: string, transactionId: string, body: RefundRefuelBody) =>
      refundAsAdmin(deps, actorUserId, transactionId, body),
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
