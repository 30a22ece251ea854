import { formatDate, formatDateTime, formatDecimal, type WpmReport } from '@fuellinq/domain';
import { facts, heading, paragraph, renderPdf, table } from '../../../lib/pdf.ts';

/** The WPM export laid out like the RVO form. */
export function wpmPdf(report: WpmReport, account: string): Promise<Buffer> {
  return renderPdf(
    { title: `WPM-opgave ${report.year}`, subject: 'Werkgebonden personenmobiliteit' },
    (doc) => {
      doc.font('Helvetica-Bold').fontSize(20).text(`WPM-opgave ${report.year}`);
      doc
        .font('Helvetica')
        .fontSize(10)
        .fillColor('#55655f')
        .text(`Werkgebonden personenmobiliteit · ${account}`)
        .fillColor('#10201b')
        .moveDown(0.8);
      facts(doc, [
        ['Rapportagejaar', `${report.year} (1 januari t/m 31 december)`],
        ['Kilometers zakelijk', `${formatDecimal(report.totals.km_zakelijk, 0)} km`],
        ['Kilometers woon-werk', `${formatDecimal(report.totals.km_woon_werk, 0)} km`],
        ['Niet gerapporteerd (privé)', `${formatDecimal(report.km_prive, 0)} km`],
        ['Opgesteld', formatDateTime(report.generated_at)],
      ]);
      const kvks = [...new Set(report.rows.map((row) => row.kvk_number))];
      if (kvks.length === 0) {
        heading(doc, 'Kilometers per vervoermiddel en brandstof');
        paragraph(doc, 'Geen zakelijke of woon-werkkilometers in dit jaar.', { muted: true });
      }
      for (const kvk of kvks) {
        heading(doc, `KvK-nummer ${kvk}`);
        const rows = report.rows.filter((row) => row.kvk_number === kvk);
        table(
          doc,
          [
            { header: 'Vervoermiddel', width: 0.25 },
            { header: 'Brandstof', width: 0.25 },
            { header: 'Zakelijk (km)', width: 0.18, align: 'right' },
            { header: 'Woon-werk (km)', width: 0.18, align: 'right' },
            { header: 'Voertuigen', width: 0.14, align: 'right' },
          ],
          [
            ...rows.map((row) => [
              row.mode,
              row.fuel,
              formatDecimal(row.km_zakelijk, 0),
              formatDecimal(row.km_woon_werk, 0),
              String(row.vehicles),
            ]),
            [
              'Totaal',
              '',
              formatDecimal(
                rows.reduce((sum, row) => sum + row.km_zakelijk, 0),
                0,
              ),
              formatDecimal(
                rows.reduce((sum, row) => sum + row.km_woon_werk, 0),
                0,
              ),
              String(rows.reduce((sum, row) => sum + row.vehicles, 0)),
            ],
          ],
          { boldLast: true },
        );
      }
      heading(doc, 'Niet ingedeeld');
      if (report.unclassified.length === 0) paragraph(doc, 'Alles is ingedeeld.', { muted: true });
      else
        table(
          doc,
          [
            { header: 'Kenteken', width: 0.13 },
            { header: 'Datum', width: 0.13 },
            { header: 'Zakelijk', width: 0.11, align: 'right' },
            { header: 'Woon-werk', width: 0.11, align: 'right' },
            { header: 'Liters', width: 0.1, align: 'right' },
            { header: 'Reden', width: 0.42 },
          ],
          report.unclassified.map((item) => [
            item.license_plate_display,
            item.date ? formatDate(item.date) : '',
            item.km_zakelijk === null ? '' : formatDecimal(item.km_zakelijk, 0),
            item.km_woon_werk === null ? '' : formatDecimal(item.km_woon_werk, 0),
            item.liters === null ? '' : formatDecimal(item.liters, 2),
            item.reason,
          ]),
        );
      if (report.unclassified_more > 0)
        paragraph(doc, `En nog ${report.unclassified_more} tankbeurten zonder kilometerstand.`, {
          muted: true,
        });
      heading(doc, 'Toelichting');
      for (const note of report.notes) paragraph(doc, `• ${note}`);
    },
  );
}
