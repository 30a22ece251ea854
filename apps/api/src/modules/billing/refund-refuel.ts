import { formatDate, isoDateIn, unitPriceExclTenths } from '@fuellinq/domain';
import { inTransaction } from '../../db/database.ts';
import { refuelById } from '../../db/queries/billing.ts';
import { notFound } from '../../lib/app-error.ts';
import { removeRefuelLog } from '../vehicle-logs/vehicle-logs.service.ts';
import type { InvoicesServiceDeps } from './billing-deps.ts';
import { amountsOf, fuelName, stationName, totals } from './invoice-lines.ts';
import { createInvoicesRepository, type InvoiceRow, type NewInvoiceLine } from './invoices.repository.ts';
import { issueInvoice } from './issue-invoice.ts';
import { invoiceCustomerOf } from './org-invoice-lines.ts';

export interface RefuelRefund {
  /** False when this refuel was refunded before: nothing happened. */
  booked: boolean;
  refundCents: number;
  creditNote: InvoiceRow | null;
}

/**
 * Refunds (part of) a completed refuel to the balance, once per refuel; a full refund takes the refuel out
 * of its vehicle's logbook (a part refund keeps it: the litres were delivered). When the refuel is on an invoice
 * already, a credit note refers to that invoice and marks it credited; otherwise the refund is a negative
 * line on the month's coming invoice.
 */
export async function refundRefuel(
  deps: InvoicesServiceDeps,
  userId: string,
  transactionId: string,
  amountCents: number,
  reason: string,
): Promise<RefuelRefund> {
  const { db } = deps;
  const at = deps.now();
  const refuel = await refuelById(db, userId, transactionId);
  if (!refuel || refuel.amountCents === null) throw notFound();
  const amount = Math.min(amountCents, refuel.amountCents);
  const { org, email, customer } = await invoiceCustomerOf(db, userId);
  return inTransaction(db, async (tx) => {
    const booked = await deps.ledger.credit(tx, userId, 'refund', amount, transactionId, reason);
    if (!booked) return { booked: false, refundCents: 0, creditNote: null };
    // Paid back in full, the refuel no longer counts in its vehicle's logbook (the CO2 figures).
    if (amount === refuel.amountCents) await removeRefuelLog(tx, transactionId);
    const repository = createInvoicesRepository(tx);
    const original = await repository.invoiceWithLine(tx, userId, transactionId);
    if (!original) return { booked: true, refundCents: amount, creditNote: null };
    const fuel = fuelName(refuel.fuelType);
    const suppliedOn = isoDateIn(refuel.completedAt ?? at);
    const line: NewInvoiceLine = {
      position: 1,
      kind: 'refund',
      description: `Creditering tankbeurt ${fuel} van ${formatDate(suppliedOn)} (factuur ${original.number}): ${reason}`,
      supplyDate: suppliedOn,
      station: stationName(refuel.stationTitle, refuel.stationCity),
      fuel,
      liters: refuel.liters,
      unitPriceExclTenths: refuel.priceTenths === null ? null : unitPriceExclTenths(refuel.priceTenths),
      ...amountsOf(-amount),
      reference: `refund:${transactionId}`,
    };
    const creditNote = await issueInvoice(
      deps,
      tx,
      {
        userId,
        kind: 'credit_note',
        document: 'creditnota',
        status: 'paid',
        invoiceDate: isoDateIn(at),
        periodStart: original.periodStart,
        periodEnd: original.periodEnd,
        ...totals([line]),
        creditsInvoiceId: original.id,
        sourceReference: `refund:${transactionId}`,
        remark: null,
        supplier: deps.supplier,
        customer,
        paidAt: at,
      },
      [line],
      { org, email },
    );
    await repository.setStatus(tx, original.id, 'credited');
    return { booked: true, refundCents: amount, creditNote };
  });
}
