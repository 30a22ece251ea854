import { CO2_FACTOR_SOURCE, co2MethodLabels, type Co2Report, fuelLabels } from '@fuellinq/domain';
import { csvNumber, toCsv } from '../../../lib/csv.ts';
import { factorValue, vehicleName } from './report-text.ts';

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
