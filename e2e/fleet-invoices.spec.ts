import { readFile } from 'node:fs/promises';
import { demoOwnerInOrg, expect, test } from './fixtures.ts';

// Issue 25 §1: the demo organisation's owner opens the organisation's invoices and downloads one as PDF,
// CSV and Peppol UBL.

test("the demo owner downloads the organisation's invoice as PDF, CSV and UBL", async ({ page }) => {
  await demoOwnerInOrg(page);
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Facturatie' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Facturen' })).toBeVisible();

  const rows = page.getByRole('table', { name: 'Facturen van de organisatie' }).getByRole('row');
  const first = rows.nth(1);
  await expect(first).toContainText(/FL-\d{4}-\d{6}/);
  await expect(first).toContainText('Factuur');
  await expect(first).toContainText('Betaald');
  const number = (await first.getByRole('rowheader').textContent())!.trim();

  const fetchFile = async (label: string, extension: string) => {
    const downloading = page.waitForEvent('download');
    await first.getByRole('button', { name: `${label} van ${number}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${number}.${extension}`);
    return readFile((await download.path())!);
  };
  expect((await fetchFile('PDF', 'pdf')).subarray(0, 5).toString()).toBe('%PDF-');
  const csv = (await fetchFile('CSV', 'csv')).toString('utf8');
  expect(csv).toContain('Factuurnummer;Factuurdatum');
  expect(csv).toContain(number);
  const ubl = (await fetchFile('UBL', 'xml')).toString('utf8');
  expect(ubl).toContain('urn:fdc:peppol.eu:2017:poacc:billing:3.0');
  expect(ubl).toContain(`<cbc:ID>${number}</cbc:ID>`);
  expect(ubl).toContain('<cbc:BuyerReference>');
  expect(ubl).toContain('<cbc:PayableAmount currencyID="EUR">0.00</cbc:PayableAmount>');
});
