import type { Page } from '@playwright/test';
import type { InvoiceList } from '@fuellinq/domain/billing/invoice.contract';
import { formatDate, formatDecimal, formatEuro } from '@fuellinq/domain/format/nl-format';
import type { InsightsResponse } from '@fuellinq/domain/insights/insights.contract';
import type { SavingResponse } from '@fuellinq/domain/insights/saving.contract';
import type { LoyaltyResponse } from '@fuellinq/domain/money/loyalty.contract';
import type { HistoryPage } from '@fuellinq/domain/money/transaction.contract';
import { expect, login, test } from './fixtures.ts';

// Issue 11: the demo consumer's overview shows every block of spec §2, and its figures are the API's own
// (read here through page.request with the page's token and compared), then Inzichten.

async function signIn(page: Page) {
  await page.goto('/auth?next=/app');
  await login(page, 'consument@fuellinq.nl');
  // The path itself: the login page's own address ends in /app too (its `next`).
  await expect(page).toHaveURL((url) => url.pathname === '/app');
}

/** GET an API path as the signed-in page does, with its token. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token'));
  const answer = await page.request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.ok(), path).toBe(true);
  return (await answer.json()) as T;
}

const points = (value: number) => `${formatDecimal(value, 0)} ${value === 1 ? 'punt' : 'punten'}`;

test('the demo consumer’s overview shows every block, with the figures of /api/invoices and /api/loyalty', async ({
  page,
}) => {
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Welkom' }).getByRole('button', { name: 'Log uit' }),
  ).toBeVisible();

  const invoices = await apiGet<InvoiceList>(page, '/api/invoices');
  const loyalty = await apiGet<LoyaltyResponse>(page, '/api/loyalty');
  const saving = await apiGet<SavingResponse>(page, '/api/insights/saving');
  const refuels = await apiGet<HistoryPage>(
    page,
    '/api/transactions?page=1&per_page=5&kind=refuel&status=completed',
  );

  const tiles = page.getByRole('list', { name: 'Kerncijfers' });
  const tile = (name: string) =>
    tiles.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });

  const open = invoices.filter((invoice) => invoice.status === 'open');
  await expect(tile('Openstaande facturen')).toContainText(String(open.length));
  await expect(tile('Openstaande facturen')).toContainText(
    open.length
      ? `${formatEuro(open.reduce((sum, invoice) => sum + invoice.amount, 0))} te betalen`
      : 'Alles betaald',
  );
  await expect(tile('Puntensaldo')).toHaveText(`Puntensaldo${points(loyalty.points)}`);

  // The saving: the server's one figure per month (measured against the CBS average where it can be, else
  // the estimate), called what it is.
  const headline = saving.headline;
  expect(headline, 'the demo consumer has invoices or refuels').not.toBeNull();
  await expect(tile('Besparing per maand')).toContainText(formatEuro(headline!.saved_cents));
  await expect(tile('Besparing per maand')).toContainText(
    headline!.kind === 'measured'
      ? 'gemeten'
      : headline!.basis === 'invoices'
        ? 'schatting6 % van je facturen'
        : 'schatting7 % van je tankbeurten',
  );

  await expect(page.getByRole('figure', { name: /kaartnummer eindigt op \d{4}/ })).toBeVisible();
  for (const block of [
    'Actieve pas',
    'Kosten en besparing, 12 maanden',
    'Stations vergelijken',
    'Punten en abonnement',
    'Recente tankbeurten',
    'CO2 en RDW',
    'Stations op de kaart',
  ]) {
    await expect(page.getByRole('region', { name: block }), block).toBeVisible();
  }
  await expect(page.getByRole('navigation', { name: 'Snelle acties' }).getByRole('link')).toHaveText([
    'Nu tanken',
    'Saldo opwaarderen',
    'Voertuig toevoegen',
    'CO2 rapport',
  ]);

  // The chart's table: one row per month, the cost of each billed month as its invoices add up.
  const chart = page.getByRole('region', { name: 'Kosten en besparing, 12 maanden' });
  if (invoices.length) {
    await chart.getByText('Toon als tabel').click();
    await expect(chart.getByRole('table').getByRole('row')).toHaveCount(13);
    const latest = [...new Set(invoices.map((invoice) => invoice.period_start.slice(0, 7)))].sort().at(-1)!;
    const billed = invoices
      .filter((invoice) => invoice.period_start.startsWith(latest))
      .reduce((sum, invoice) => sum + invoice.amount, 0);
    await expect(chart.getByRole('table')).toContainText(formatEuro(billed));
  } else {
    await expect(chart).toContainText('Nog geen facturen.');
  }

  const points_ = page.getByRole('region', { name: 'Punten en abonnement' });
  await expect(points_).toContainText(points(loyalty.points));
  await expect(points_).not.toContainText('standaardwaarde');

  const recent = page.getByRole('region', { name: 'Recente tankbeurten' });
  const first = refuels.items[0]!;
  await expect(recent.getByRole('row').nth(1)).toContainText(formatDate(first.date));
  await expect(recent.getByRole('row').nth(1)).toContainText(points(first.points!));
  await expect(recent.getByRole('row')).toHaveCount(Math.min(5, refuels.total) + 1);

  await expect(page.getByRole('region', { name: 'Stations vergelijken' }).getByRole('table')).toContainText(
    'Euro95',
  );
});

test('Inzichten shows the figures of /api/insights', async ({ page }) => {
  await signIn(page);
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Inzichten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inzichten' })).toBeVisible();
  const insights = await apiGet<InsightsResponse>(page, '/api/insights?months=12');
  expect(insights.totals.refuels, 'the demo consumer has three months of refuels').toBeGreaterThan(0);
  await expect(page.locator('dt:has-text("Uitgegeven") + dd')).toHaveText(
    formatEuro(insights.totals.amount_cents),
  );
  await expect(page.locator('dt:has-text("Tankbeurten") + dd')).toHaveText(String(insights.totals.refuels));
  await expect(page.getByRole('img', { name: /^Uitgaven per maand/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Per merk' })).toContainText(
    insights.per_brand[0]!.brand ?? 'Onafhankelijk',
  );
  await expect(page.getByRole('region', { name: 'Jouw prijs en het landelijk gemiddelde' })).toContainText(
    'Bron: CBS',
  );
  // The same saving as the overview's tile: one answer, one figure.
  const saving = await apiGet<SavingResponse>(page, '/api/insights/saving');
  const panel = page.getByRole('region', { name: 'Wat je pas bespaarde' });
  await expect(panel).toContainText(formatEuro(saving.headline!.saved_cents));
  await expect(panel).toContainText(saving.headline!.kind === 'measured' ? 'gemeten' : 'schatting');
});

test('the signed-in overview starts without a warning in the console', async ({ page }) => {
  await signIn(page);
  // A new start of the app, signed in, as after a reload or from the home screen.
  const warnings: string[] = [];
  page.on('console', (message) => {
    // The suite's browser blocks service workers (playwright.config.ts) and says so: not the app's warning.
    if (message.type() === 'warning' && !message.text().includes('blocked by Playwright')) {
      warnings.push(message.text());
    }
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Kerncijfers' }).getByRole('link', { name: 'Puntensaldo' }),
  ).toBeVisible();
  expect(warnings).toEqual([]);
});
