import { formatDateTime, formatDecimal, formatEuro, formatPricePerLitre, fuelLabels } from '@fuellinq/domain';
import { facts, heading, paragraph, renderPdf } from '../../lib/pdf.ts';
import { releasedCents, transactionNumber } from './transaction-dto.ts';
import type { TransactionWithStation } from './transactions.repository.ts';

/** Dutch VAT on fuel: the pump price includes 21%. */
export const VAT_RATE_PERCENT = 21;

/** The VAT inside an amount that includes it, in cents. */
export const vatIncluded = (amountCents: number) =>
  Math.round((amountCents * VAT_RATE_PERCENT) / (100 + VAT_RATE_PERCENT));

/** The receipt of a completed refuel: station, date and time, fuel, litres, unit price, amount and its VAT. */
export function receiptPdf(found: TransactionWithStation): Promise<Buffer> {
  const number = transactionNumber(found.number);
  const amount = found.amountCents ?? 0;
  const vat = vatIncluded(amount);
  const station = found.station;
  return renderPdf({ title: `Bon ${number}`, subject: `FuelLinq tankbon ${number}` }, (doc) => {
    doc.font('Helvetica-Bold').fontSize(20).text('Tankbon');
    doc.font('Helvetica').fontSize(10).fillColor('#55655f').text(`FuelLinq · ${number}`).fillColor('#10201b');
    doc.moveDown(0.8);
    facts(doc, [
      ['Transactienummer', number],
      [
        'Station',
        [station.title, station.brand && station.brand !== station.title ? station.brand : null, station.city]
          .filter(Boolean)
          .join(', '),
      ],
      ['Datum en tijd', formatDateTime(found.completedAt ?? found.createdAt)],
      ['Brandstof', fuelLabels[found.fuelType]],
      ['Liters', `${formatDecimal(found.liters ?? 0, 2)} l`],
      ['Prijs per liter', formatPricePerLitre(found.priceTenths ?? 0)],
      ['Pas', `•••• ${found.cardLast4}`],
    ]);
    heading(doc, 'Bedrag');
    facts(doc, [
      ['Totaal', formatEuro(amount)],
      [`btw ${VAT_RATE_PERCENT}% inbegrepen`, formatEuro(vat)],
      ['Bedrag excl. btw', formatEuro(amount - vat)],
      ['Betaald met', 'FuelLinq-saldo'],
      ['Terug op je saldo', formatEuro(releasedCents(found) ?? 0)],
      ['Punten', String(found.points ?? 0)],
    ]);
    doc.moveDown(1);
    paragraph(
      doc,
      'Betaald van je vooruitbetaalde FuelLinq-saldo: er is geen bedrag op je bankrekening vastgehouden. ' +
        'Wat niet getankt is, stond direct na het tanken weer op je saldo.',
      { muted: true },
    );
  });
}
