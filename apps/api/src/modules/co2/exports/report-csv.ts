import { CO2_FACTOR_SOURCE, co2MethodLabels, type Co2Report } from '@fuellinq/domain';
import { csvNumber, toCsv } from '../../../lib/csv.ts';
import { perVehicle, type ReportRows } from './report-rows.ts';
import { factorValue } from './report-text.ts';

function factorText(report: Co2Report, refs: string[]): string {
  return refs
    .map((ref) => report.factors.find((factor) => `${factor.list_year}:${factor.key}` === ref))
    .filter((factor) => factor !== undefined)
    .map(
      (factor) =>
        `${factor.name}: ${factorValue(factor.value)} ${
          factor.unit === 'WTW/TTW' ? '(WTW/TTW)' : `kg CO2e/${factor.unit}`
        } (lijst ${factor.list_year})`,
    )
    .join(' | ');
}

/** The CSV's columns; the first two name the rows (a vehicle's plate and name, or a cost centre's). */
const header = ([label, detail]: ReportRows['columns']) => [
  'periode_van',
  'periode_tot',
  label,
  detail,
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

export const REPORT_CSV_HEADER = header(perVehicle([]).columns);

/** One row per vehicle (or per cost centre), then the total: each says its period, method, factors and source. */
export function reportCsv(report: Co2Report, table: ReportRows = perVehicle(report.vehicles)): string {
  const years = report.factor_list.lists.map((list) => list.year).join(', ');
  const common = (row: string[]) => [report.period.from, report.period.to, ...row];
  return toCsv([
    header(table.columns),
    ...table.rows.map((row) =>
      common([
        row.label,
        row.detail.join(', '),
        row.fuel,
        row.method,
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
