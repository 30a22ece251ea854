import {
  addDays,
  CHARGE_RETRY_DAYS,
  formatEuro,
  type InvoiceDetail,
  type InvoiceSummary,
  type Subscription,
  SUBSCRIPTION_PRICE_CENTS,
  invoiceDocumentTitles,
  VAT_RATE_PERCENT,
  SUBSCRIPTION_EVENT_KINDS,
} from '@fuellinq/domain';
import { endpointPath } from '@fuellinq/domain/api/endpoint';
import { invoiceEndpoints } from '@fuellinq/domain/billing/invoice.endpoints';
import type { InvoiceLineRow, InvoiceRow } from './invoices.repository.ts';
import type { SubscriptionEventRow, SubscriptionRow } from './subscription.repository.ts';

type EventKind = (typeof SUBSCRIPTION_EVENT_KINDS)[number];
const eventKind = (kind: string): EventKind =>
  (SUBSCRIPTION_EVENT_KINDS as readonly string[]).includes(kind) ? (kind as EventKind) : 'charged';

/** The subscription as the portal shows it; `none` before the first card. */
export function toSubscriptionDto(
  row: SubscriptionRow | undefined,
  events: SubscriptionEventRow[],
  money: { availableCents: number; ibanMasked: string | null },
): Subscription {
  const paymentMethod =
    money.ibanMasked !== null
      ? {
          kind: 'mandate' as const,
          label: `Saldo, anders automatische incasso${money.ibanMasked ? ` van ${money.ibanMasked}` : ''}`,
          iban_masked: money.ibanMasked || null,
        }
      : money.availableCents > 0
        ? { kind: 'balance' as const, label: 'FuelLinq-saldo', iban_masked: null }
        : {
            kind: 'none' as const,
            label: 'Geen: waardeer je saldo op of stel automatische incasso in',
            iban_masked: null,
          };
  const history = events.map((event) => ({
    id: event.id,
    kind: eventKind(event.kind),
    description: event.description,
    amount_cents: event.amountCents,
    created_at: event.createdAt.toISOString(),
  }));
  if (!row) {
    return {
      status: 'none',
      price_cents: SUBSCRIPTION_PRICE_CENTS,
      started_on: null,
      trial_ends_on: null,
      current_period_start: null,
      current_period_end: null,
      next_charge_on: null,
      next_charge_cents: null,
      cancel_at_period_end: false,
      next_retry_on: null,
      payment_method: paymentMethod,
      history,
    };
  }
  const running = row.status !== 'cancelled';
  const charging = running && !row.cancelAtPeriodEnd;
  const retryDays: readonly number[] = CHARGE_RETRY_DAYS;
  const nextRetry =
    row.status === 'past_due' && row.failedOn && retryDays[row.retries] !== undefined
      ? addDays(row.failedOn, retryDays[row.retries]!)
      : null;
  return {
    status: row.status,
    price_cents: row.priceCents,
    started_on: row.startedOn,
    trial_ends_on: row.status === 'trialing' ? row.trialEndsOn : null,
    current_period_start: running ? row.periodStart : null,
    current_period_end: running ? addDays(row.periodEnd, -1) : null,
    next_charge_on: charging ? (nextRetry ?? row.periodEnd) : null,
    next_charge_cents: charging ? row.priceCents : null,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    next_retry_on: nextRetry,
    payment_method: paymentMethod,
    history,
  };
}

export const invoicePdfUrl = (id: string) => endpointPath(invoiceEndpoints.pdf, { id });

export function toInvoiceSummaryDto(row: InvoiceRow, creditsNumber: string | null): InvoiceSummary {
  return {
    id: row.id,
    number: row.number,
    date: row.invoiceDate,
    amount: row.amountInclCents,
    status: row.status,
    pdf_url: invoicePdfUrl(row.id),
    kind: row.kind,
    document: row.document,
    period_start: row.periodStart,
    period_end: row.periodEnd,
    amount_excl_vat: row.amountExclCents,
    vat_amount: row.vatCents,
    credits_invoice_number: creditsNumber,
  };
}

export function toInvoiceDetailDto(
  row: InvoiceRow,
  lines: InvoiceLineRow[],
  related: { creditsNumber: string | null; creditNotes: { id: string; number: string }[] },
): InvoiceDetail {
  const byRate = new Map<number, { amount_excl_vat: number; vat_amount: number }>();
  for (const line of lines) {
    const sum = byRate.get(line.vatRate) ?? { amount_excl_vat: 0, vat_amount: 0 };
    sum.amount_excl_vat += line.amountExclCents;
    sum.vat_amount += line.vatCents;
    byRate.set(line.vatRate, sum);
  }
  return {
    ...toInvoiceSummaryDto(row, related.creditsNumber),
    title: invoiceDocumentTitles[row.document],
    supplier: row.supplier,
    customer: row.customer,
    lines: lines.map((line) => ({
      kind: line.kind,
      description: line.description,
      date: line.supplyDate,
      station: line.station,
      fuel: line.fuel,
      liters: line.liters,
      unit_price_excl_vat_tenths: line.unitPriceExclTenths,
      vat_rate: line.vatRate,
      amount_excl_vat: line.amountExclCents,
      vat_amount: line.vatCents,
      amount_incl_vat: line.amountInclCents,
    })),
    vat_breakdown: [...byRate.entries()].map(([rate, sum]) => ({ rate, ...sum })),
    paid_at: row.paidAt?.toISOString() ?? null,
    credit_notes: related.creditNotes,
    remark: row.remark,
  };
}

/** For a log line or an e-mail: "€ 12,34 incl. 21% btw". */
export const inclVat = (cents: number) => `${formatEuro(cents)} incl. ${VAT_RATE_PERCENT}% btw`;
