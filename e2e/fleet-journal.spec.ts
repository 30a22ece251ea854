import { readFile } from 'node:fs/promises';
import { monthName } from '@fuellinq/domain/format/nl-format';
import { demoOwnerInOrg, expect, test } from './fixtures.ts';

// Issue 25 §2: the demo organisation's owner downloads the journal export of the month of its newest invoice
// for the bookkeeping, on the grootboekrekening they set, and finds that invoice's lines in it.

const MONTHS = Array.from({ length: 12 }, (_, index) => monthName(index + 1, { long: true }));

test('the demo owner downloads the journal (CSV) of the month of the newest invoice', async ({ page }) => {
  await demoOwnerInOrg(page);
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Facturatie' }).click();
  const rows = page.getByRole('table', { name: 'Facturen van de organisatie' }).getByRole('row');
  const first = rows.nth(1);
  await expect(first).toContainText(/FL-\d{4}-\d{6}/);
  const number = (await first.getByRole('rowheader').textContent())!.trim();
  // The invoice of a month is dated the 1st of the next: its journal is that next month's.
  const [name, year] = (await first.getByText(new RegExp(`(${MONTHS.join('|')}) \\d{4}`)).textContent())!
    .trim()
    .split(' ');
  const next = new Date(Date.UTC(Number(year), MONTHS.indexOf(name!) + 1, 1));
  const month = next.toISOString().slice(0, 7);

  // The owner books the fuel on their own grootboekrekening, once.
  await page.getByLabel('Grootboekrekening brandstof').fill('4410');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Grootboekrekeningen opgeslagen.' })).toBeVisible();

  await page.getByLabel(/Maand \(factuurdatum\)/).fill(month);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Journaalpost (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`journaalpost-${month}.csv`);
  const csv = (await readFile((await download.path())!)).toString('utf8');
  expect(csv).toContain('Datum;Boekstuk;Soort;Regel;Grootboekrekening;Kostenplaats');
  expect(csv).toMatch(new RegExp(`;${number};Factuur;1;4410;`));
});
