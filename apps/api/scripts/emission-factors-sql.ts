// Writes the data migration for one year's CO2 emission factor list from its CSV (see
// src/db/reference/co2/README.md): node apps/api/scripts/emission-factors-sql.ts <csv> <year> "<list name>"
import { readFile } from 'node:fs/promises';
import { CO2_FACTOR_SOURCE, factorKey } from '@fuellinq/domain';
import { parseCsvRecords } from '../src/lib/csv.ts';

export interface FactorRow {
  section: string;
  name: string;
  key: string;
  unit: string;
  wtw: number | null;
  ttw: number | null;
  wtt: number | null;
  biogenicOrInfra: number | null;
  mjPerUnit: number | null;
}

/** A cell as a number; the list writes "Variabel" or nothing where it has none. */
function numberOrNull(cell: string | undefined): number | null {
  const value = (cell ?? '').trim();
  if (value === '' || !/^-?\d+(\.\d+)?$/.test(value)) return null;
  return Number(value);
}

/** The rows of a factor list CSV (section, name, wtw_kg_co2e, ttw_kg_co2e, …), with their keys. */
export function readFactorCsv(text: string): FactorRow[] {
  const rows = parseCsvRecords(text).map((record) => ({
    section: record.section ?? '',
    name: record.name ?? '',
    key: factorKey(record.name ?? ''),
    unit: record.unit ?? '',
    wtw: numberOrNull(record.wtw_kg_co2e),
    ttw: numberOrNull(record.ttw_kg_co2e),
    wtt: numberOrNull(record.wtt_kg_co2e),
    biogenicOrInfra: numberOrNull(record.col_e_biogenic_or_infra_kg_co2e),
    mjPerUnit: numberOrNull(record.mj_per_unit),
  }));
  const keys = new Set<string>();
  for (const row of rows) {
    if (!row.name || !row.unit) throw new Error(`row without name or unit: ${JSON.stringify(row)}`);
    if (keys.has(row.key)) throw new Error(`two rows share the key ${row.key}`);
    keys.add(row.key);
  }
  return rows;
}

const literal = (value: string | number | null) =>
  value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`;

export function factorMigrationSql(rows: FactorRow[], year: number, listName: string): string {
  const values = rows.map(
    (row) =>
      `\t(${[
        year,
        listName,
        row.key,
        row.section,
        row.name,
        row.unit,
        row.wtw,
        row.ttw,
        row.wtt,
        row.biogenicOrInfra,
        row.mjPerUnit,
        CO2_FACTOR_SOURCE,
      ]
        .map(literal)
        .join(', ')})`,
  );
  return [
    `-- CO2 emission factors ${year}: list "${listName}" of ${CO2_FACTOR_SOURCE}, written by`,
    '-- apps/api/scripts/emission-factors-sql.ts from src/db/reference/co2/. Data, not schema: keep verbatim.',
    'INSERT INTO "emission_factors" ("list_year", "list_name", "key", "section", "name", "unit", "wtw", "ttw", "wtt", "biogenic_or_infra", "mj_per_unit", "source") VALUES',
    `${values.join(',\n')}`,
    'ON CONFLICT ("list_year", "key") DO NOTHING;',
    '',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, year, listName] = process.argv.slice(2);
  if (!file || !year || !listName) {
    console.error('usage: emission-factors-sql.ts <csv> <year> "<list name>"');
    process.exit(1);
  }
  process.stdout.write(
    factorMigrationSql(readFactorCsv(await readFile(file, 'utf8')), Number(year), listName),
  );
}
