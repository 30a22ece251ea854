// Answers of the invoices, subscription, insights and saving endpoints in the API's own shapes
// (packages/domain), for the dashboard's web tests.
import type { InvoiceSummary } from '@fuellinq/domain/billing/invoice.contract';
import type { Subscription } from '@fuellinq/domain/billing/subscription.contract';
import type { InsightsMonth, InsightsResponse } from '@fuellinq/domain/insights/insights.contract';
import { headlineSaving } from '@fuellinq/domain/insights/saving';
import type { MonthSaving, SavingResponse } from '@fuellinq/domain/insights/saving.contract';

let invoices = 0;

/** An invoice billing `month` (YYYY-MM), dated the 1st of the month after. */
export function invoice(
  month: string,
  amount: number,
  overrides: Partial<InvoiceSummary> = {},
): InvoiceSummary {
  invoices += 1;
  const [year, number] = month.split('-').map(Number) as [number, number];
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  const id = `00000000-0000-4000-8000-${String(invoices).padStart(12, '0')}`;
  return {
    id,
    number: `FL-${year}-${String(invoices).padStart(6, '0')}`,
    date: `${next}-01`,
    amount,
    status: 'paid',
    pdf_url: `/api/invoices/${id}/pdf`,
    kind: 'invoice',
    document: 'overzicht',
    period_start: `${month}-01`,
    period_end: `${month}-28`,
    amount_excl_vat: Math.round(amount / 1.21),
    vat_amount: amount - Math.round(amount / 1.21),
    credits_invoice_number: null,
    ...overrides,
  };
}

export function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    status: 'active',
    price_cents: 250,
    started_on: '2026-01-10',
    trial_ends_on: null,
    current_period_start: '2026-11-10',
    current_period_end: '2026-12-09',
    next_charge_on: '2026-12-10',
    next_charge_cents: 250,
    cancel_at_period_end: false,
    next_retry_on: null,
    payment_method: { kind: 'balance', label: 'Saldo', iban_masked: null },
    history: [],
    ...overrides,
  };
}

const emptyMonth = (month: string): InsightsMonth => ({
  month,
  refuels: 0,
  amount_cents: 0,
  liters: 0,
  avg_price_per_l: null,
});

/** GET /api/insights over `months`, with these months' refuel spending (the rest zero). */
export function insights(months: string[], spending: Record<string, number> = {}): InsightsResponse {
  const perMonth = months.map((month) =>
    spending[month]
      ? {
          month,
          refuels: 1,
          amount_cents: spending[month],
          liters: spending[month] / 200,
          avg_price_per_l: 2,
        }
      : emptyMonth(month),
  );
  const amount = perMonth.reduce((sum, month) => sum + month.amount_cents, 0);
  const liters = perMonth.reduce((sum, month) => sum + month.liters, 0);
  const refuels = perMonth.reduce((sum, month) => sum + month.refuels, 0);
  return {
    from: `${months[0]}-01`,
    to: `${months.at(-1)}-15`,
    months: months.length,
    totals: {
      refuels,
      amount_cents: amount,
      liters,
      avg_price_per_l: liters ? 2 : null,
      points: Math.floor(liters),
    },
    per_month: perMonth,
    per_brand: refuels ? [{ brand: 'Shell', refuels, amount_cents: amount, liters, avg_price_per_l: 2 }] : [],
    national_average: {
      fuel_type: 'euro95',
      label: 'Bron: CBS',
      source_url: 'https://opendata.cbs.nl/statline/#/CBS/nl/dataset/80416ned/table',
      paid_eur_l: refuels ? 2 : null,
      paid_liters: liters,
      national_eur_l: 2.05,
      national_from: '2026-03-29',
      national_to: '2026-04-27',
      same_days: false,
      difference_eur_l: refuels ? -0.05 : null,
    },
    cost_per_km: { vehicles: [], km: 0, amount_cents: 0, cents_per_km: null },
  };
}

/** A month measured against the CBS average: `paid` against `reference` cents over these refuels. */
export function measuredSaving(
  month: string,
  paid: number,
  reference: number,
  refuels = 2,
  refuelsTotal = refuels,
): MonthSaving {
  return {
    month,
    kind: 'measured',
    basis: 'national_average',
    saved_cents: reference - paid,
    refuels,
    refuels_total: refuelsTotal,
    liters: paid / 200,
    paid_cents: paid,
    reference_cents: reference,
  };
}

/** Spec §9's estimate of a month: 6 % of its invoices or 7 % of its refuels (`base` cents). */
export function estimatedSaving(month: string, basis: 'invoices' | 'refuels', base: number): MonthSaving {
  const rate = basis === 'invoices' ? 0.06 : 0.07;
  return { month, kind: 'estimate', basis, rate, base_cents: base, saved_cents: Math.round(base * rate) };
}

/** GET /api/insights/saving over `months`, with these months' figures; the headline as the server picks it. */
export function savingAnswer(months: string[], figures: MonthSaving[] = []): SavingResponse {
  const per_month = months.map((month) => ({
    month,
    saving: figures.find((figure) => figure.month === month) ?? null,
  }));
  return {
    headline: headlineSaving(per_month),
    per_month,
    source: {
      label: 'Bron: CBS',
      source_url: 'https://opendata.cbs.nl/statline/#/CBS/nl/dataset/80416ned/table',
    },
  };
}
