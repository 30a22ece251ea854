import type { WpmReport } from '@fuellinq/domain';
import { csvNumber, toCsv } from '../../../lib/csv.ts';

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
