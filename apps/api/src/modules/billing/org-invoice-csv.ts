import { formatDate } from '@fuellinq/domain';
import type { OrgInvoiceDetail } from '@fuellinq/domain/billing/org-invoice.contract';
import { csvNumber, toCsv } from '../../lib/csv.ts';

// An organisation's invoice as CSV (issue 25 §1): one row per line with everything the bookkeeping books it
// by, amounts in euros with a decimal comma; the rows add up to the invoice's totals.

const euros = (cents: number) => csvNumber(cents / 100, 2);

export function orgInvoiceCsv(invoice: OrgInvoiceDetail): string {
  return toCsv([
    [
      'Factuurnummer',
      'Factuurdatum',
      'Regel',
      'Datum',
      'Omschrijving',
      'Station',
      'Brandstof',
      'Liters',
      'Prijs per liter excl. btw (€)',
      'Pas',
      'Bestuurder',
      'Kenteken',
      'Kostenplaats',
      'Bedrag excl. btw (€)',
      'Btw-tarief (%)',
      'Btw (€)',
      'Bedrag incl. btw (€)',
    ],
    ...invoice.lines.map((line, index) => [
      invoice.number,
      formatDate(invoice.date),
      index + 1,
      formatDate(line.date),
      line.description,
      line.station,
      line.fuel,
      csvNumber(line.liters, 2),
      line.unit_price_excl_vat_tenths === null ? '' : csvNumber(line.unit_price_excl_vat_tenths / 1000, 3),
      line.card_last4 ? `•••• ${line.card_last4}` : '',
      line.driver,
      line.plate,
      line.cost_centre,
      euros(line.amount_excl_vat),
      line.vat_rate,
      euros(line.vat_amount),
      euros(line.amount_incl_vat),
    ]),
  ]);
}
