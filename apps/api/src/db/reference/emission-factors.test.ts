import { readFile } from 'node:fs/promises';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFactorCsv } from '../../../scripts/emission-factors-sql.ts';
import type { DatabaseHandle } from '../database.ts';
import { emissionFactors } from '../schema/index.ts';
import { createTestDatabase } from '../../test/test-database.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('the 2026 CO2 emission factor list', () => {
  it('is in the database exactly as the CSV from co2emissiefactoren.nl has it', async () => {
    const csv = readFactorCsv(
      await readFile(new URL('./co2/co2emissiefactoren-nl-2026.csv', import.meta.url), 'utf8'),
    );
    const rows = await database.db
      .select()
      .from(emissionFactors)
      .where(eq(emissionFactors.listYear, 2026))
      .orderBy(asc(emissionFactors.key));
    expect(csv).toHaveLength(79);
    expect(rows).toHaveLength(79);
    const byKey = new Map(rows.map((row) => [row.key, row]));
    for (const row of csv) {
      expect(byKey.get(row.key), row.name).toMatchObject({
        listName: 'Factoren 2026 dd 20-08-2026',
        section: row.section,
        name: row.name,
        unit: row.unit,
        wtw: row.wtw,
        ttw: row.ttw,
        wtt: row.wtt,
        source: 'www.CO2emissiefactoren.nl',
      });
    }
  });

  it('has the figures the reports rest on', async () => {
    const rows = await database.db.select().from(emissionFactors).where(eq(emissionFactors.listYear, 2026));
    const pick = (key: string) => rows.find((row) => row.key === key);
    expect(pick('benzine-e10')).toMatchObject({ name: 'Benzine E10', unit: 'liter', wtw: 2.794, ttw: 2.139 });
    expect(pick('diesel-b7')).toMatchObject({ wtw: 3.251, ttw: 2.462 });
    expect(pick('stroom-onbekend-gridmix')).toMatchObject({ unit: 'kWh', wtw: 0.244 });
    expect(pick('elektrisch-gemiddelde-stroommix')).toMatchObject({ unit: 'voertuigkilometer', wtw: 0.056 });
    // "Variabel" in the list is no number.
    expect(pick('stroometiket')).toMatchObject({ wtw: null });
  });
});
