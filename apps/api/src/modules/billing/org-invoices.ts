import type { OrgInvoiceDetail, OrgInvoiceList } from '@fuellinq/domain/billing/org-invoice.contract';
import { endpointPath } from '@fuellinq/domain/api/endpoint';
import { orgInvoiceEndpoints } from '@fuellinq/domain/billing/org-invoice.endpoints';
import type { Database } from '../../db/database.ts';
import type { MailAttachment } from '../../lib/mailer.ts';
import { requireOrgRole } from '../orgs/org-access.service.ts';
import { toInvoiceDetailDto, toInvoiceSummaryDto } from './billing-dto.ts';
import { loadInvoice } from './get-invoice.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { createInvoicesRepository, type InvoiceLineRow, type InvoiceRow } from './invoices.repository.ts';
import { orgInvoiceUbl } from './org-invoice-ubl.ts';

// GET /api/orgs/{orgId}/invoices and …/{id} (issue 25 §1): the invoices of the organisation's own account.
// Owners, managers and the boekhouder read them ('read'); a driver is refused (403), and whoever is not a
// member, or asks for an invoice of another account, finds nothing (404).

const fileUrls = (orgId: string, id: string) => ({
  pdf_url: endpointPath(orgInvoiceEndpoints.pdf, { orgId, id }),
  csv_url: endpointPath(orgInvoiceEndpoints.csv, { orgId, id }),
  ubl_url: endpointPath(orgInvoiceEndpoints.ubl, { orgId, id }),
});

export async function listOrgInvoices(db: Database, orgId: string, userId: string): Promise<OrgInvoiceList> {
  const membership = await requireOrgRole(db, orgId, userId, 'read');
  const repository = createInvoicesRepository(db);
  const rows = await repository.list(membership.accountUserId, {});
  const numbers = await repository.numbers(
    rows.map((row) => row.creditsInvoiceId).filter((id): id is string => Boolean(id)),
  );
  return rows.map((row) => ({
    ...toInvoiceSummaryDto(row, row.creditsInvoiceId ? (numbers.get(row.creditsInvoiceId) ?? null) : null),
    ...fileUrls(orgId, row.id),
  }));
}

/** Sums of the lines per cost centre, in the order each first appears. */
function costCentreSubtotals(lines: InvoiceLineRow[]): OrgInvoiceDetail['cost_centre_subtotals'] {
  const sums = new Map<string | null, OrgInvoiceDetail['cost_centre_subtotals'][number]>();
  for (const line of lines) {
    const sum = sums.get(line.costCentre) ?? {
      cost_centre: line.costCentre,
      amount_excl_vat: 0,
      vat_amount: 0,
      amount_incl_vat: 0,
    };
    sum.amount_excl_vat += line.amountExclCents;
    sum.vat_amount += line.vatCents;
    sum.amount_incl_vat += line.amountInclCents;
    sums.set(line.costCentre, sum);
  }
  return [...sums.values()];
}

/**
 * What was paid already: everything on a paid invoice (refuels are prepaid from the balance, and so was the
 * subscription); on an open one, all but its unpaid subscription charge.
 */
function prepaidOf(row: InvoiceRow, lines: InvoiceLineRow[]) {
  if (row.status !== 'open') return row.amountInclCents;
  const unpaid = lines
    .filter((line) => line.kind === 'subscription')
    .reduce((sum, line) => sum + line.amountInclCents, 0);
  return row.amountInclCents - unpaid;
}

export function toOrgInvoiceDetailDto(
  orgId: string,
  row: InvoiceRow,
  lines: InvoiceLineRow[],
  related: Parameters<typeof toInvoiceDetailDto>[2],
): OrgInvoiceDetail {
  const detail = toInvoiceDetailDto(row, lines, related);
  const prepaid = prepaidOf(row, lines);
  return {
    ...detail,
    ...fileUrls(orgId, row.id),
    customer: { ...detail.customer, buyer_reference: row.customer.buyer_reference ?? null },
    lines: detail.lines.map((line, index) => ({
      ...line,
      card_last4: lines[index]!.cardLast4,
      driver: lines[index]!.driver,
      plate: lines[index]!.plate,
      cost_centre: lines[index]!.costCentre,
    })),
    cost_centre_subtotals: costCentreSubtotals(lines),
    prepaid_amount: prepaid,
    payable_amount: row.amountInclCents - prepaid,
  };
}

export async function getOrgInvoice(
  db: Database,
  orgId: string,
  userId: string,
  id: string,
): Promise<OrgInvoiceDetail> {
  const membership = await requireOrgRole(db, orgId, userId, 'read');
  const { row, lines, related } = await loadInvoice(db, membership.accountUserId, id);
  return toOrgInvoiceDetailDto(orgId, row, lines, related);
}

/**
 * The files an organisation's invoice or credit note is mailed with (decision 028): its PDF and its
 * e-invoice (UBL), as the downloads serve them, so a bookkeeping inbox that reads invoices from mail can
 * book it without anyone signing in.
 */
export async function orgInvoiceAttachments(
  db: Database,
  orgId: string,
  accountUserId: string,
  invoiceId: string,
): Promise<MailAttachment[]> {
  const { row, lines, related } = await loadInvoice(db, accountUserId, invoiceId);
  const invoice = toOrgInvoiceDetailDto(orgId, row, lines, related);
  return [
    { filename: `${invoice.number}.pdf`, content: await invoicePdf(invoice), contentType: 'application/pdf' },
    { filename: `${invoice.number}.xml`, content: orgInvoiceUbl(invoice), contentType: 'application/xml' },
  ];
}
