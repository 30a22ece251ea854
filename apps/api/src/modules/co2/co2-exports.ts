import {
  CO2_FACTOR_SOURCE,
  co2MethodLabels,
  type Co2Report,
  co2ScopeLabels,
  electricityLabels,
  formatDate,
  formatDateTime,
  formatDecimal,
  fuelLabels,
  type WpmReport,
} from '@fuellinq/domain';
import { toCsv } from '../../lib/csv.ts';
import { barChart, facts, heading, paragraph, renderPdf, table } from '../../lib/pdf.ts';

/** A number for a Dutch spreadsheet: a decimal comma, no thousands separator. */
const csvNumber = (value: number | null, decimals: number) =>
  value === null ? '' : value.toFixed(decimals).replace('.', ',');
const kg = (value: number) => `${formatDecimal(value, 1)} kg`;
const period = (report: { period: { from: string; to: string } }) =>
  `${formatDate(report.period.from)} t/m ${formatDate(report.period.to)}`;
const vehicleName = (row: Co2Report['vehicles'][number]) =>
  [[row.make, row.model].filter(Boolean).join(' '), row.nickname ? `(${row.nickname})` : '']
    .filter(Boolean)
    .join(' ');
const listNames = (report: Co2Report) =>
  report.factor_list.lists.map((list) => `${list.year} (${list.name})`).join(', ');

function factorText(report: Co2Report, refs: string[]): string {
  return refs
    .map((ref) => report.factors.find((factor) => `${factor.list_year}:${factor.key}` === ref))
    .filter((factor) => factor !== undefined)
    .map(
      (factor) =>
        `${factor.name}: ${formatDecimal(factor.value, factor.value < 0.1 ? 4 : 3)} ${
          factor.unit === 'WTW/TTW' ? '(WTW/TTW)' : `kg CO2e/${factor.unit}`
        } (lijst ${factor.list_year})`,
    )
    .join(' | ');
}

export const REPORT_CSV_HEADER = [
  'periode_van',
  'periode_tot',
  'kenteken',
  'voertuig',
  'brandstof',
  'methode',
  'scope',
  'km',
  'liters',
  'kwh',
  'kg_co2e',
  'g_co2e_per_km',
  'factoren',
  'factorlijst',
  'bron',
  'opmerkingen',
];

/** One row per vehicle, then the total: each row says its period, method, factors and source. */
export function reportCsv(report: Co2Report): string {
  const years = report.factor_list.lists.map((list) => list.year).join(', ');
  const common = (row: string[]) => [report.period.from, report.period.to, ...row];
  return toCsv([
    REPORT_CSV_HEADER,
    ...report.vehicles.map((row) =>
      common([
        row.license_plate_display,
        vehicleName(row),
        row.fuel_primary ? fuelLabels[row.fuel_primary] : '',
        co2MethodLabels[row.method_used],
        report.scope.toUpperCase(),
        csvNumber(row.km, 0),
        csvNumber(row.liters, 2),
        csvNumber(row.kwh, 1),
        csvNumber(row.kg_co2, 1),
        csvNumber(row.avg_g_per_km, 1),
        factorText(report, row.factor_refs),
        years,
        CO2_FACTOR_SOURCE,
        row.notes.join(' '),
      ]),
    ),
    common([
      'Totaal',
      `${report.vehicles.length} voertuig(en)`,
      '',
      co2MethodLabels[report.method],
      report.scope.toUpperCase(),
      csvNumber(report.km_total, 0),
      csvNumber(report.liters_total, 2),
      '',
      csvNumber(report.kg_co2_total, 1),
      csvNumber(report.avg_g_per_km, 1),
      '',
      years,
      CO2_FACTOR_SOURCE,
      [...report.factor_list.notes, ...report.notes].join(' '),
    ]),
  ]);
}

export const WPM_CSV_HEADER = [
  'jaar',
  'kvk_nummer',
  'vervoermiddel',
  'brandstof',
  'km_zakelijk',
  'km_woon_werk',
  'voertuigen',
  'kenteken',
  'datum',
  'liters',
  'opmerking',
];

/** The RVO form's rows (mode × fuel per KvK number), then what could not be placed, with the reason. */
export function wpmCsv(report: WpmReport): string {
  return toCsv([
    WPM_CSV_HEADER,
    ...report.rows.map((row) => [
      report.year,
      row.kvk_number,
      row.mode,
      row.fuel,
      csvNumber(row.km_zakelijk, 0),
      csvNumber(row.km_woon_werk, 0),
      row.vehicles,
      '',
      '',
      '',
      '',
    ]),
    ...report.unclassified.map((item) => [
      report.year,
      '',
      'Niet ingedeeld',
      '',
      csvNumber(item.km_zakelijk, 0),
      csvNumber(item.km_woon_werk, 0),
      '',
      item.license_plate_display,
      item.date ?? '',
      csvNumber(item.liters, 2),
      item.reason,
    ]),
    [
      report.year,
      '',
      'Totaal',
      '',
      csvNumber(report.totals.km_zakelijk, 0),
      csvNumber(report.totals.km_woon_werk, 0),
      '',
      '',
      '',
      '',
      '',
    ],
  ]);
}

const MONTHS = ['jan', 'feb', 'mrt', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'];
function bucketLabel(date: string, bucket: Co2Report['bucket']): string {
  const [year, month = 1, day] = date.split('-').map(Number);
  return bucket === 'day' ? `${day} ${MONTHS[month - 1]}` : `${MONTHS[month - 1]} ${year}`;
}

/** The report as an auditor reads it: period, vehicles, method, factors with source and list year, totals, a chart. */
export function reportPdf(report: Co2Report, account: string): Promise<Buffer> {
  return renderPdf({ title: 'CO2-rapport', subject: `CO2-rapport ${period(report)}` }, (doc) => {
    doc.font('Helvetica-Bold').fontSize(20).text('CO2-rapport');
    doc.font('Helvetica').fontSize(10).fillColor('#55655f').text(account).fillColor('#10201b').moveDown(0.8);
    facts(doc, [
      ['Periode', period(report)],
      ['Voertuigen', String(report.vehicles.length)],
      ['Methode', co2MethodLabels[report.method]],
      ['Scope', co2ScopeLabels[report.scope]],
      ['Stroom (elektrisch)', electricityLabels[report.electricity]],
      ['Emissiefactoren', `${CO2_FACTOR_SOURCE}, lijst ${listNames(report)}`],
      ['Opgesteld', formatDateTime(report.generated_at)],
    ]);
    heading(doc, 'Totalen');
    facts(doc, [
      ['Kilometers', `${formatDecimal(report.km_total, 0)} km`],
      ['Liters', `${formatDecimal(report.liters_total, 2)} l`],
      ['CO2-uitstoot', `${kg(report.kg_co2_total)} CO2e (${report.scope.toUpperCase()})`],
      [
        'Gemiddeld',
        report.avg_g_per_km === null ? '–' : `${formatDecimal(report.avg_g_per_km, 1)} g CO2e per km`,
      ],
    ]);
    doc.moveDown(0.6);
    barChart(
      doc,
      report.series.co2.map((point) => ({
        label: bucketLabel(point.date, report.bucket),
        value: point.kg_co2,
      })),
      {
        title: `CO2e per ${report.bucket === 'day' ? 'dag' : 'maand'} (kg)`,
        unit: 'kg',
        formatValue: (value) => formatDecimal(value, value >= 10 ? 0 : 1),
      },
    );
    heading(doc, 'Per voertuig');
    table(
      doc,
      [
        { header: 'Kenteken', width: 0.12 },
        { header: 'Voertuig', width: 0.24 },
        { header: 'Methode', width: 0.2 },
        { header: 'km', width: 0.1, align: 'right' },
        { header: 'liter', width: 0.1, align: 'right' },
        { header: 'kg CO2e', width: 0.12, align: 'right' },
        { header: 'g/km', width: 0.12, align: 'right' },
      ],
      [
        ...report.vehicles.map((row) => [
          row.license_plate_display,
          vehicleName(row) || '–',
          co2MethodLabels[row.method_used],
          formatDecimal(row.km, 0),
          formatDecimal(row.liters, 2),
          formatDecimal(row.kg_co2, 1),
          row.avg_g_per_km === null ? '–' : formatDecimal(row.avg_g_per_km, 1),
        ]),
        [
          'Totaal',
          '',
          '',
          formatDecimal(report.km_total, 0),
          formatDecimal(report.liters_total, 2),
          formatDecimal(report.kg_co2_total, 1),
          report.avg_g_per_km === null ? '–' : formatDecimal(report.avg_g_per_km, 1),
        ],
      ],
      { boldLast: true },
    );
    heading(doc, 'Gebruikte emissiefactoren');
    if (report.factors.length === 0)
      paragraph(doc, 'Geen: er is in deze periode niets te berekenen.', { muted: true });
    else
      table(
        doc,
        [
          { header: 'Factor', width: 0.3 },
          { header: 'Waarde', width: 0.1, align: 'right' },
          { header: 'Eenheid', width: 0.2 },
          { header: 'Scope', width: 0.08 },
          { header: 'Lijst', width: 0.08 },
          { header: 'Bron', width: 0.24 },
        ],
        report.factors.map((factor) => [
          factor.name,
          formatDecimal(factor.value, factor.value < 0.1 ? 4 : 3),
          factor.unit === 'WTW/TTW' ? 'verhouding WTW/TTW' : `kg CO2e per ${factor.unit}`,
          factor.scope.toUpperCase(),
          String(factor.list_year),
          factor.source,
        ]),
      );
    heading(doc, 'Werkwijze');
    for (const line of [
      'Liters × brandstoffactor: de getankte liters per brandstof maal de factor per liter (Euro95 = Benzine E10, diesel = Diesel B7).',
      'Kilometers × WLTP/NEDC-uitstoot: de gereden kilometers maal de CO2 per km die de RDW voor het voertuig registreert (WLTP, anders NEDC). Dat is uitlaatuitstoot (TTW); voor WTW is die verhoogd met de verhouding WTW/TTW van de brandstof.',
      'Elektrisch: kWh (km × het WLTP-verbruik van de RDW) maal de factor per kWh van de gekozen stroom, of km maal de factor per km van een gemiddelde elektrische auto als het verbruik onbekend is.',
      'Kilometers komen uit de kilometerstanden van de periode (eerste tot laatste stand), ook die bij tankbeurten.',
      `Factoren: ${CO2_FACTOR_SOURCE}, de lijst van het jaar waarin de kilometers en liters vallen.`,
      ...report.factor_list.notes,
      ...report.notes,
    ])
      paragraph(doc, `• ${line}`);
    const vehicleNotes = report.vehicles.filter((row) => row.notes.length > 0);
    if (vehicleNotes.length) {
      heading(doc, 'Opmerkingen per voertuig', 11);
      for (const row of vehicleNotes) paragraph(doc, `${row.license_plate_display}: ${row.notes.join(' ')}`);
    }
  });
}

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
