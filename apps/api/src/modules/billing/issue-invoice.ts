import { formatInvoiceNumber } from '@fuellinq/domain';
import type { Database } from '../../db/database.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { InvoicesServiceDeps } from './billing-deps.ts';
import { enqueueBillingMail, invoiceMail } from './billing-mail.ts';
import type { InvoiceCustomer } from './invoice-parties.ts';
import { totals } from './invoice-lines.ts';
import { createInvoicesRepository, type InvoiceRow, type NewInvoiceLine } from './invoices.repository.ts';
import type { InvoiceRecipient } from './org-invoice-lines.ts';

/** An invoice or credit note before it has its number. */
export type InvoiceValues = Omit<InvoiceRow, 'id' | 'number' | 'year' | 'sequence' | 'createdAt'>;

/**
 * An account's invoice of a period: a Factuur for a business, an Overzicht for a consumer; `open` while a
 * subscription charge on it is unpaid, else paid `at`.
 */
export function periodInvoice(invoice: {
  userId: string;
  period: { from: string; to: string };
  invoiceDate: string;
  lines: NewInvoiceLine[];
  unpaid: boolean;
  supplier: InvoiceValues['supplier'];
  customer: InvoiceCustomer;
  remark: string | null;
  at: Date;
}): InvoiceValues {
  return {
    userId: invoice.userId,
    kind: 'invoice',
    document: invoice.customer.business ? 'factuur' : 'overzicht',
    status: invoice.unpaid ? 'open' : 'paid',
    invoiceDate: invoice.invoiceDate,
    periodStart: invoice.period.from,
    periodEnd: invoice.period.to,
    ...totals(invoice.lines),
    creditsInvoiceId: null,
    sourceReference: null,
    remark: invoice.remark,
    supplier: invoice.supplier,
    customer: invoice.customer,
    paidAt: invoice.unpaid ? null : invoice.at,
  };
}

/**
 * Numbers, writes and audits one invoice or credit note in `tx`, and mails it when `recipient` has an
 * address: to the person, or to the organisation's invoice address (`recipient.org`). The
 * number comes from the year's counter row, taken last before the inserts: the row stays locked only for
 * the rest of this transaction, and a rollback gives the number back.
 */
export async function issueInvoice(
  deps: Pick<InvoicesServiceDeps, 'jobs' | 'now'>,
  tx: Database,
  values: InvoiceValues,
  lines: NewInvoiceLine[],
  recipient: InvoiceRecipient,
): Promise<InvoiceRow> {
  const repository = createInvoicesRepository(tx);
  const year = Number(values.invoiceDate.slice(0, 4));
  const sequence = await repository.nextSequence(tx, year);
  const number = formatInvoiceNumber(year, sequence);
  const row = await repository.insert(
    tx,
    { ...values, number, year, sequence, createdAt: deps.now() },
    lines,
  );
  await writeAudit(tx, {
    actorUserId: null,
    action: `invoice.${values.kind}`,
    entity: 'invoice',
    entityId: row.id,
    details: { number, amount_incl_cents: values.amountInclCents, period_start: values.periodStart },
  });
  if (recipient.email) {
    await enqueueBillingMail(deps.jobs, tx, `invoice:${row.id}`, invoiceMail(row, recipient.org));
  }
  return row;
}
