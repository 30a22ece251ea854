import {
  formatDate,
  formatDecimal,
  formatEuro,
  formatPricePerLitre,
  type InvoiceDetail,
} from '@fuellinq/domain';
import type { OrgInvoiceDetail } from '@fuellinq/domain/billing/org-invoice.contract';
import { EXAMPLE_COMPANY_NOTE } from '@fuellinq/domain/common/company';
import { facts, heading, paragraph, renderPdf, table } from '../../lib/pdf.ts';

// The invoice as a PDF: every legal field of a full Dutch invoice (docs/decisions/013), the lines with
// their own btw, and the totals. A consumer's is titled a statement (Overzicht) with the same figures. An
// organisation's invoice (issue 25 §1) adds its buyer reference, each company refuel's card, driver, plate
// and cost centre, the subtotals per cost centre, and what was prepaid from its balance.

const isOrgInvoice = (invoice: InvoiceDetail | OrgInvoiceDetail): invoice is OrgInvoiceDetail =>
  'cost_centre_subtotals' in invoice;

/** A company refuel's card, driver, plate and cost centre, for under its description. */
function fleetNote(line: OrgInvoiceDetail['lines'][number]) {
  return [
    line.card_last4 ? `pas •••• ${line.card_last4}` : null,
    line.driver,
    line.plate,
    line.cost_centre ? `kostenplaats ${line.cost_centre}` : null,
  ]
    .filter(Boolean)
    .join(', ');
}

export function invoicePdf(invoice: InvoiceDetail | OrgInvoiceDetail): Promise<Buffer> {
  const org = isOrgInvoice(invoice) ? invoice : null;
  return renderPdf(
    { title: `${invoice.title} ${invoice.number}`, subject: `FuelLinq ${invoice.title.toLowerCase()}` },
    (doc) => {
      doc.font('Helvetica-Bold').fontSize(20).text(`${invoice.title} ${invoice.number}`);
      doc.moveDown(0.6);
      heading(doc, 'Leverancier', 11);
      // An unconfigured supplier is the example of a development start: the invoice says so, and names no
      // bank account anybody could pay to.
      if (invoice.supplier.example) paragraph(doc, EXAMPLE_COMPANY_NOTE);
      facts(doc, [
        ['Naam', invoice.supplier.name],
        ['Adres', invoice.supplier.address ?? ''],
        ['KvK-nummer', invoice.supplier.kvk ?? ''],
        ['Btw-nummer', invoice.supplier.vat_id ?? ''],
        ...(invoice.supplier.iban ? ([['IBAN', invoice.supplier.iban]] as [string, string][]) : []),
      ]);
      heading(doc, 'Klant', 11);
      facts(doc, [
        ['Naam', invoice.customer.name],
        ['Adres', invoice.customer.address ?? 'niet opgegeven'],
        ...(invoice.customer.business
          ? ([
              ['KvK-nummer', invoice.customer.kvk ?? 'niet opgegeven'],
              ['Btw-nummer', invoice.customer.vat_id ?? 'niet opgegeven'],
            ] as [string, string][])
          : []),
        ...(org?.customer.buyer_reference
          ? ([['Referentie', org.customer.buyer_reference]] as [string, string][])
          : []),
      ]);
      heading(doc, 'Gegevens', 11);
      facts(doc, [
        ['Nummer', invoice.number],
        ['Datum', formatDate(invoice.date)],
        ['Leveringsperiode', `${formatDate(invoice.period_start)} t/m ${formatDate(invoice.period_end)}`],
        ...(invoice.credits_invoice_number
          ? ([['Crediteert factuur', invoice.credits_invoice_number]] as [string, string][])
          : []),
      ]);
      heading(doc, 'Specificatie', 11);
      table(
        doc,
        [
          { header: 'Datum', width: 0.12 },
          { header: 'Omschrijving', width: 0.32 },
          { header: 'Liters', width: 0.08, align: 'right' },
          { header: 'Prijs/l excl.', width: 0.11, align: 'right' },
          { header: 'Excl. btw', width: 0.11, align: 'right' },
          { header: 'Btw', width: 0.13, align: 'right' },
          { header: 'Incl. btw', width: 0.13, align: 'right' },
        ],
        invoice.lines.map((line, index) => [
          formatDate(line.date),
          [
            [line.description, line.station].filter(Boolean).join(' · '),
            org ? fleetNote(org.lines[index]!) : '',
          ]
            .filter(Boolean)
            .join('\n'),
          line.liters === null ? '' : formatDecimal(line.liters, 2),
          line.unit_price_excl_vat_tenths === null
            ? ''
            : formatPricePerLitre(line.unit_price_excl_vat_tenths, { decimals: 3 }),
          formatEuro(line.amount_excl_vat),
          `${formatEuro(line.vat_amount)} (${line.vat_rate}%)`,
          formatEuro(line.amount_incl_vat),
        ]),
      );
      heading(doc, 'Totaal', 11);
      facts(doc, [
        ['Totaal excl. btw', formatEuro(invoice.amount_excl_vat)],
        ...invoice.vat_breakdown.map(
          (row) =>
            [`Btw ${row.rate}% over ${formatEuro(row.amount_excl_vat)}`, formatEuro(row.vat_amount)] as [
              string,
              string,
            ],
        ),
        ['Totaal incl. btw', formatEuro(invoice.amount)],
        [
          'Status',
          invoice.status === 'open' ? 'Open' : invoice.status === 'paid' ? 'Betaald' : 'Gecrediteerd',
        ],
      ]);
      if (org) {
        facts(doc, [
          ['Vooruitbetaald van saldo', formatEuro(org.prepaid_amount)],
          ['Te betalen', formatEuro(org.payable_amount)],
        ]);
        heading(doc, 'Per kostenplaats', 11);
        table(
          doc,
          [
            { header: 'Kostenplaats', width: 0.46 },
            { header: 'Excl. btw', width: 0.18, align: 'right' },
            { header: 'Btw', width: 0.18, align: 'right' },
            { header: 'Incl. btw', width: 0.18, align: 'right' },
          ],
          org.cost_centre_subtotals.map((row) => [
            row.cost_centre ?? 'Geen kostenplaats',
            formatEuro(row.amount_excl_vat),
            formatEuro(row.vat_amount),
            formatEuro(row.amount_incl_vat),
          ]),
        );
      }
      if (invoice.remark) {
        doc.moveDown(0.6);
        paragraph(doc, invoice.remark);
      }
      doc.moveDown(1);
      paragraph(
        doc,
        invoice.document === 'overzicht'
          ? 'Overzicht van je kosten bij FuelLinq. Betaald van je vooruitbetaalde FuelLinq-saldo of per automatische incasso. Btw per regel afgerond.'
          : 'Betaald van het vooruitbetaalde FuelLinq-saldo of per automatische incasso. Btw per regel afgerond op hele centen; de totalen zijn de som van de regels.',
        { muted: true },
      );
    },
  );
}
