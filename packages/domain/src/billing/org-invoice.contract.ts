import { z } from 'zod';
import { InvoiceDetailSchema, InvoiceLineSchema, InvoiceSummarySchema } from './invoice.contract.ts';

// An organisation's invoices (issue 25 §1): the monthly invoice of its own account, made by the same run,
// numbering and rules as every invoice (docs/decisions/013 and 028). Owners, managers and the boekhouder read
// them and fetch each as PDF, CSV and Peppol UBL. Amounts are integer cents incl. btw unless a field says
// otherwise.

/** One row of GET /api/orgs/{orgId}/invoices: the invoice and its three files. */
export const OrgInvoiceSummarySchema = InvoiceSummarySchema.extend({
  /** GET …/invoices/{id}/pdf */
  pdf_url: z.string(),
  /** GET …/invoices/{id}/csv: one row per line. */
  csv_url: z.string(),
  /** GET …/invoices/{id}/ubl: UBL 2.1, Peppol BIS Billing 3.0 with the Dutch rules (NLCIUS). */
  ubl_url: z.string(),
});
export type OrgInvoiceSummary = z.infer<typeof OrgInvoiceSummarySchema>;

export const OrgInvoiceListSchema = z.array(OrgInvoiceSummarySchema);
export type OrgInvoiceList = z.infer<typeof OrgInvoiceListSchema>;

/** A line with what a fleet books it by: the company card, the driver, the vehicle's plate, the cost centre. */
export const OrgInvoiceLineSchema = InvoiceLineSchema.extend({
  card_last4: z.string().nullable(),
  driver: z.string().nullable(),
  plate: z.string().nullable(),
  cost_centre: z.string().nullable(),
});
export type OrgInvoiceLine = z.infer<typeof OrgInvoiceLineSchema>;

/** GET /api/orgs/{orgId}/invoices/{id}: the invoice, its lines, per-rate totals and cost-centre subtotals. */
export const OrgInvoiceDetailSchema = InvoiceDetailSchema.extend({
  ...OrgInvoiceSummarySchema.pick({ pdf_url: true, csv_url: true, ubl_url: true }).shape,
  customer: InvoiceDetailSchema.shape.customer.extend({ buyer_reference: z.string().nullable() }),
  lines: z.array(OrgInvoiceLineSchema),
  /** Per cost centre (null: lines without one, like the subscription), in the order they first appear. */
  cost_centre_subtotals: z.array(
    z.object({
      cost_centre: z.string().nullable(),
      amount_excl_vat: z.number().int(),
      vat_amount: z.number().int(),
      amount_incl_vat: z.number().int(),
    }),
  ),
  /** Already paid from the organisation's prepaid balance, and what is still to pay (0 when all was). */
  prepaid_amount: z.number().int(),
  payable_amount: z.number().int(),
});
export type OrgInvoiceDetail = z.infer<typeof OrgInvoiceDetailSchema>;
