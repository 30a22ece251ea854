import {
  addDays,
  formatDate,
  formatDecimal,
  fuelLabels,
  type FuelType,
  isoDateIn,
  splitInclusive,
  unitPriceExclTenths,
  VAT_RATE_PERCENT,
} from '@fuellinq/domain';
import type { Database } from '../../db/database.ts';
import { billableRefuels, ledgerEntriesIn } from '../../db/queries/billing.ts';
import { createInvoicesRepository, type NewInvoiceLine } from './invoices.repository.ts';
import { createSubscriptionRepository } from './subscription.repository.ts';

// An invoice's lines: btw per line from what was paid incl. 21 % (excl. rounded to the cent, btw the
// rest), the invoice's totals the sums of its lines, so lines and totals always agree.

type Amounts = Pick<NewInvoiceLine, 'vatRate' | 'amountExclCents' | 'vatCents' | 'amountInclCents'>;

/** A line's amounts from what was paid for it, btw included (negative for a credit). */
export function amountsOf(inclCents: number): Amounts {
  const split = splitInclusive(inclCents);
  return {
    vatRate: VAT_RATE_PERCENT,
    amountExclCents: split.excl_cents,
    vatCents: split.vat_cents,
    amountInclCents: split.incl_cents,
  };
}

export const totals = (lines: Omit<Amounts, 'vatRate'>[]) => ({
  amountExclCents: lines.reduce((sum, line) => sum + line.amountExclCents, 0),
  vatCents: lines.reduce((sum, line) => sum + line.vatCents, 0),
  amountInclCents: lines.reduce((sum, line) => sum + line.amountInclCents, 0),
});

export function stationName(title: string, city: string | null) {
  return city && !title.toLowerCase().includes(city.toLowerCase()) ? `${title}, ${city}` : title;
}

export const fuelName = (fuelType: string) => fuelLabels[fuelType as FuelType] ?? fuelType;

type Line = Omit<NewInvoiceLine, 'position'> & { sortAt: string };

/**
 * The lines of a period [from, to], oldest first: each subscription charge whose period starts in it, each
 * completed refuel, each card fee and each refund not credited already. `unpaid` when a charge is not paid.
 */
export async function linesFor(executor: Database, userId: string, from: string, to: string) {
  const [charges, refuels, fees, refunds, credited] = await Promise.all([
    createSubscriptionRepository(executor).chargesStartingIn(executor, userId, from, to),
    billableRefuels(executor, userId, from, to),
    ledgerEntriesIn(executor, userId, 'card_fee', from, to),
    ledgerEntriesIn(executor, userId, 'refund', from, to),
    createInvoicesRepository(executor).creditedReferences(executor, userId),
  ]);
  const lines: Line[] = [
    ...charges.map((charge): Line => ({
      sortAt: `${charge.periodStart}T00:00`,
      kind: 'subscription',
      description: `Abonnement FuelLinq, ${formatDate(charge.periodStart)} t/m ${formatDate(addDays(charge.periodEnd, -1))}`,
      supplyDate: charge.periodStart,
      ...amountsOf(charge.amountCents),
      reference: charge.id,
    })),
    ...refuels.map((refuel): Line => ({
      sortAt: refuel.completedAt.toISOString(),
      kind: 'refuel',
      description: `Tankbeurt ${fuelName(refuel.fuelType)}, ${formatDecimal(refuel.liters, 2)} l`,
      supplyDate: isoDateIn(refuel.completedAt),
      station: stationName(refuel.stationTitle, refuel.stationCity),
      fuel: fuelName(refuel.fuelType),
      liters: refuel.liters,
      unitPriceExclTenths: unitPriceExclTenths(refuel.priceTenths),
      ...amountsOf(refuel.amountCents),
      reference: refuel.id,
    })),
    ...fees.map((fee): Line => ({
      sortAt: fee.createdAt.toISOString(),
      kind: 'card_fee',
      description: `Extra prepaid tankpas${fee.description ? ` (${fee.description})` : ''}`,
      supplyDate: isoDateIn(fee.createdAt),
      ...amountsOf(-fee.amountCents),
      reference: fee.id,
    })),
    // A refund of an earlier invoice's refuel has its own credit note already.
    ...refunds
      .filter((refund) => !credited.has(`refund:${refund.reference}`))
      .map((refund): Line => ({
        sortAt: refund.createdAt.toISOString(),
        kind: 'refund',
        description: `Terugbetaling${refund.description ? `: ${refund.description}` : ''}`,
        supplyDate: isoDateIn(refund.createdAt),
        ...amountsOf(-refund.amountCents),
        reference: `refund:${refund.reference}`,
      })),
  ];
  lines.sort((a, b) => (a.sortAt < b.sortAt ? -1 : a.sortAt > b.sortAt ? 1 : 0));
  return {
    unpaid: charges.some((charge) => charge.status !== 'paid'),
    lines: lines.map(({ sortAt: _sortAt, ...line }, index) => ({ ...line, position: index + 1 })),
  };
}
