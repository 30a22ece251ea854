import { z } from 'zod';
import { ISO_DATE_PATTERN } from '../co2/calendar-date.ts';
import { text } from '../common/text.ts';

// Invoices (docs/decisions/013-subscription-and-invoices.md): one per account per calendar month, a credit
// note per refund. Amounts are integer cents incl. btw unless a field says otherwise.

export const INVOICE_STATUSES = ['open', 'paid', 'credited'] as const;
export const InvoiceStatusSchema = z.enum(INVOICE_STATUSES);
export type InvoiceStatus = z.infer<typeof InvoiceStatusSchema>;
export const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  open: 'Open',
  paid: 'Betaald',
  credited: 'Gecrediteerd',
};

/** A monthly invoice, or a credit note that refers to one. */
export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
/** Business accounts get a full VAT invoice (Factuur); consumers the same figures as a statement (Overzicht). */
export const INVOICE_DOCUMENTS = ['factuur', 'overzicht', 'creditnota'] as const;
export const invoiceDocumentTitles: Record<(typeof INVOICE_DOCUMENTS)[number], string> = {
  factuur: 'Factuur',
  overzicht: 'Overzicht',
  creditnota: 'Creditnota',
};

const isoDate = z.string().regex(ISO_DATE_PATTERN);

/** One row of GET /api/invoices (spec §7 reads `date`, `amount`, `status`). */
export const InvoiceSummarySchema = z.object({
  id: z.string(),
  /** FL-2026-000001: sequential per year, no gaps. */
  number: z.string(),
  /** The invoice date (YYYY-MM-DD). */
  date: isoDate,
  /** Total incl. btw in cents; negative for a credit note. */
  amount: z.number().int(),
  status: InvoiceStatusSchema,
  /** The PDF: GET /api/invoices/{id}/pdf (with the session's token). */
  pdf_url: z.string(),
  kind: z.enum(INVOICE_KINDS),
  document: z.enum(INVOICE_DOCUMENTS),
  /** The supply period (the calendar month billed). */
  period_start: isoDate,
  period_end: isoDate,
  amount_excl_vat: z.number().int(),
  vat_amount: z.number().int(),
  /** For a credit note: the invoice it corrects. */
  credits_invoice_number: z.string().nullable(),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummarySchema>;

/** GET /api/invoices: the caller's invoices, newest first (spec §7: "array or invoices"). */
export const InvoiceListSchema = z.array(InvoiceSummarySchema);
export type InvoiceList = z.infer<typeof InvoiceListSchema>;

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Kies een maand als JJJJ-MM.');

/** GET /api/invoices?from=2026-01&to=2026-06&status=open: optional filters on the supply month and status. */
export const InvoiceListQuerySchema = z.object({
  from: month.optional(),
  to: month.optional(),
  status: z.enum(INVOICE_STATUSES, { error: 'Kies open, paid of credited.' }).optional(),
});
export type InvoiceListQuery = z.infer<typeof InvoiceListQuerySchema>;

export const INVOICE_LINE_KINDS = ['subscription', 'refuel', 'card_fee', 'refund'] as const;

export const InvoiceLineSchema = z.object({
  kind: z.enum(INVOICE_LINE_KINDS),
  description: z.string(),
  /** The supply date of this line (YYYY-MM-DD). */
  date: isoDate,
  /** Refuel lines: the station (brand, city), the fuel, the litres and the unit price excl. btw. */
  station: z.string().nullable(),
  fuel: z.string().nullable(),
  liters: z.number().nullable(),
  /** Tenths of a cent per litre, excl. btw. */
  unit_price_excl_vat_tenths: z.number().int().nullable(),
  vat_rate: z.number(),
  amount_excl_vat: z.number().int(),
  vat_amount: z.number().int(),
  amount_incl_vat: z.number().int(),
});
export type InvoiceLine = z.infer<typeof InvoiceLineSchema>;

export const InvoicePartySchema = z.object({
  name: z.string(),
  address: z.string().nullable(),
  kvk: z.string().nullable(),
  vat_id: z.string().nullable(),
  /** The supplier's bank account, when configured (never on an example supplier). */
  iban: z.string().nullable().optional(),
  /** The supplier was an unconfigured example (a development start). */
  example: z.boolean().optional(),
});
export type InvoiceParty = z.infer<typeof InvoicePartySchema>;

/** GET /api/invoices/{id}: the invoice with its lines and legal fields. */
export const InvoiceDetailSchema = InvoiceSummarySchema.extend({
  title: z.string(),
  supplier: InvoicePartySchema,
  customer: InvoicePartySchema.extend({ business: z.boolean() }),
  lines: z.array(InvoiceLineSchema),
  /** Per btw rate: the base and the btw (one row at 21 % today). */
  vat_breakdown: z.array(
    z.object({ rate: z.number(), amount_excl_vat: z.number().int(), vat_amount: z.number().int() }),
  ),
  paid_at: z.string().nullable(),
  /** Credit notes made for this invoice. */
  credit_notes: z.array(z.object({ id: z.string(), number: z.string() })),
  /** A statement under the totals, outside the btw (an erased account's balance paid back), or null. */
  remark: z.string().nullable(),
});
export type InvoiceDetail = z.infer<typeof InvoiceDetailSchema>;

/** POST /api/admin/refuels/{id}/refund: an admin pays (part of) a completed refuel back to the balance. */
export const RefundRefuelBodySchema = z.object({
  amount_cents: z
    .number({ error: 'Vul een bedrag in centen in.' })
    .int('Vul een bedrag in hele centen in.')
    .min(1, 'Vul een bedrag van minstens 1 cent in.')
    .max(100_000_00, 'Vul een bedrag van hoogstens € 100.000 in.'),
  reason: text({ error: 'Vul een reden in.' })
    .trim()
    .min(3, 'Vul een reden van minstens 3 tekens in.')
    .max(200, 'Vul een reden van hoogstens 200 tekens in.'),
});
export type RefundRefuelBody = z.infer<typeof RefundRefuelBodySchema>;

export const RefundRefuelResponseSchema = z.object({
  refund_cents: z.number().int(),
  /** The credit note when the refuel was already invoiced; otherwise the refund is a line on its coming invoice. */
  credit_note: z.object({ id: z.string(), number: z.string() }).nullable(),
});
export type RefundRefuelResponse = z.infer<typeof RefundRefuelResponseSchema>;
