import {
  CO2_FACTOR_SOURCE,
  co2MethodLabels,
  type Co2Report,
  co2ScopeLabels,
  electricityLabels,
  formatDate,
  formatDateTime,
  formatDecimal,
  monthName,
} from '@fuellinq/domain';
import { barChart, facts, heading, paragraph, type Pdf, renderPdf, table } from '../../../lib/pdf.ts';
import { perVehicle, type ReportRows } from './report-rows.ts';
import { factorValue } from './report-text.ts';

const kg = (value: number) => `${formatDecimal(value, 1)} kg`;
const period = (report: Co2Report) => `${formatDate(report.period.from)} t/m ${formatDate(report.period.to)}`;
const listNames = (report: Co2Report) =>
  report.factor_list.lists.map((list) => `${list.year} (${list.name})`).join(', ');

/** A chart bar's label: "3 mrt" per day, "mrt 2026" per month. */
function bucketLabel(date: string, bucket: Co2Report['bucket']): string {
  const [year, month = 1, day] = date.split('-').map(Number);
  return bucket === 'day' ? `${day} ${monthName(month)}` : `${monthName(month)} ${year}`;
}

const capitalised = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
const gramsPerKm = (value: number | null) => (value === null ? '–' : formatDecimal(value, 1));

/** How many of a group's plates its cell stacks; the rest are counted (every vehicle has its own row below). */
const LISTED_PLATES = 6;

/** A cell of lines, never taller than LISTED_PLATES lines (a large cost centre would not fit a page). */
function stacked(lines: string[]): string {
  if (lines.length === 0) return '–';
  if (lines.length <= LISTED_PLATES) return lines.join('\n');
  const listed = lines.slice(0, LISTED_PLATES - 1);
  return [...listed, `en ${lines.length - listed.length} meer`].join('\n');
}

/** A table of the report's rows (per vehicle, per cost centre) and the total. */
function rowsTable(doc: Pdf, report: Co2Report, { heading: title, columns, rows }: ReportRows) {
  heading(doc, title);
  table(
    doc,
    [
      { header: capitalised(columns[0]), width: 0.12 },
      { header: capitalised(columns[1]), width: 0.24 },
      { header: 'Methode', width: 0.2 },
      { header: 'km', width: 0.1, align: 'right' },
      { header: 'liter', width: 0.1, align: 'right' },
      { header: 'kg CO2e', width: 0.12, align: 'right' },
      { header: 'g/km', width: 0.12, align: 'right' },
    ],
    [
      ...rows.map((row) => [
        row.label,
        stacked(row.detail),
        row.method,
        formatDecimal(row.km, 0),
        formatDecimal(row.liters, 2),
        formatDecimal(row.kg_co2, 1),
        gramsPerKm(row.avg_g_per_km),
      ]),
      [
        'Totaal',
        '',
        '',
        formatDecimal(report.km_total, 0),
        formatDecimal(report.liters_total, 2),
        formatDecimal(report.kg_co2_total, 1),
        gramsPerKm(report.avg_g_per_km),
      ],
    ],
    { boldLast: true },
  );
}

/**
 * The report as an auditor reads it: for whom (a person, or an organisation with its KvK number), period,
 * method, factors with source and list year, totals, a chart, and the tables given (per vehicle by default).
 */
export function reportPdf(
  report: Co2Report,
  account: string,
  tables: ReportRows[] = [perVehicle(report.vehicles)],
): Promise<Buffer> {
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
      ['Gemiddeld', report.avg_g_per_km === null ? '–' : `${gramsPerKm(report.avg_g_per_km)} g CO2e per km`],
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
    for (const rows of tables) rowsTable(doc, report, rows);
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
          factorValue(factor.value),
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
