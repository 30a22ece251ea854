import { integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const factor = (name: string) => numeric(name, { precision: 10, scale: 4, mode: 'number' });

/**
 * The official Dutch CO2 emission factors (co2emissiefactoren.nl), one list per year, kept as data: a report
 * uses the list of its period's year. Loaded by data migrations from the CSV in db/reference/.
 */
export const emissionFactors = pgTable(
  'emission_factors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listYear: integer('list_year').notNull(),
    /** The list's name for the version, e.g. "Factoren 2026 dd 20-08-2026". */
    listName: text('list_name').notNull(),
    key: text('key').notNull(),
    section: text('section').notNull(),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    /** kg CO2e per unit: well-to-wheel, tank-to-wheel, well-to-tank; null where the list has no number. */
    wtw: factor('wtw'),
    ttw: factor('ttw'),
    wtt: factor('wtt'),
    biogenicOrInfra: factor('biogenic_or_infra'),
    mjPerUnit: factor('mj_per_unit'),
    source: text('source').notNull(),
  },
  (table) => [uniqueIndex('emission_factors_year_key').on(table.listYear, table.key)],
);
