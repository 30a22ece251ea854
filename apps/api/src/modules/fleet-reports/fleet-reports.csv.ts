import { type FleetReport, fleetReportByLabels } from '@fuellinq/domain/fleet-reports/fleet-report.contract';
import { csvNumber, toCsv } from '../../lib/csv.ts';

const euros = (cents: number | null) => csvNumber(cents === null ? null : cents / 100, 2);
const perLiter = (cents: number | null) => csvNumber(cents === null ? null : cents / 100, 3);

/** The report's rows as CSV, one line per driver, vehicle or cost centre and a total line. */
export function fleetReportCsv(report: FleetReport): string {
  const line = (label: string, row: FleetReport['totals']) => [
    label,
    row.refuels,
    csvNumber(row.liters, 2),
    euros(row.amount_cents),
    csvNumber(row.co2_kg, 1),
    csvNumber(row.national.compared_liters, 2),
    perLiter(row.national.paid_per_liter_cents),
    perLiter(row.national.national_per_liter_cents),
    euros(row.national.saved_cents),
  ];
  return toCsv([
    [
      fleetReportByLabels[report.by],
      'Tankbeurten',
      'Liters',
      'Bedrag (€)',
      'CO2 (kg)',
      'Liters Euro95 vergeleken met CBS',
      'Betaald (€/l)',
      'CBS-gemiddelde (€/l)',
      'Bespaard (€)',
    ],
    ...report.rows.map((row) => line(row.label, row)),
    line('Totaal', report.totals),
  ]);
}
