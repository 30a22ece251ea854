import { expect, login, test } from './fixtures.ts';

const pages = [
  {
    path: '/greendeal',
    title: 'EU Green Deal – FuelLinq',
    h1: 'Van tankbon naar CO2-rapport, zonder extra werk',
  },
  { path: '/demo?audience=business', title: 'Demo – FuelLinq', h1: 'Zo werkt FuelLinq' },
  { path: '/demo?audience=consumer', title: 'Demo – FuelLinq', h1: 'Zo werkt je gratis tankpas' },
  { path: '/contact', title: 'Contact – FuelLinq', h1: 'Contact' },
  {
    path: '/about',
    title: 'Over ons – FuelLinq',
    h1: 'Tanken zoals het hoort: eerlijk, eenvoudig en inzichtelijk',
  },
  {
    path: '/eu-agenda',
    title: 'EU Agenda – FuelLinq',
    h1: 'Wat de Europese klimaatregels betekenen voor jouw wagenpark',
  },
  { path: '/api', title: 'API – FuelLinq', h1: 'De FuelLinq-API voor partners en wagenparken' },
  { path: '/terms', title: 'Voorwaarden – FuelLinq', h1: 'Voorwaarden van FuelLinq' },
  { path: '/privacy', title: 'Privacy – FuelLinq', h1: 'Privacy bij FuelLinq' },
  { path: '/faq', title: 'Veelgestelde vragen – FuelLinq', h1: 'Veelgestelde vragen' },
];

for (const { path, title, h1 } of pages) {
  test(`${path} opens straight from the address bar, with its title, heading and canonical address`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(page).toHaveTitle(title);
    const canonical = `http://127.0.0.1:${process.env.E2E_PORT ?? 3111}${path.split('?')[0]}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical);
    await expect(page.getByRole('main')).not.toContainText('binnenkort beschikbaar');
  });
}

test('the server names the page for crawlers before any script runs, and lists it in the sitemap', async ({
  request,
}) => {
  const html = await (await request.get('/privacy', { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('<title>Privacy – FuelLinq</title>');
  expect(html).toMatch(/<meta\s+name="description"\s+content="Welke gegevens FuelLinq bewaart/);

  const api = await request.get('/api', { headers: { accept: 'application/json' } });
  expect(api.status()).toBe(404);
  expect((await api.json()).error).toBe('not_found');

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /app');
  const sitemapUrl = /^Sitemap: (.+)$/m.exec(robots)![1]!;
  const sitemap = await (await request.get(new URL(sitemapUrl).pathname)).text();
  expect(sitemap).toContain('/greendeal</loc>');
  // Every seeded station has its page in the sitemap.
  expect(sitemap.match(/\/station\/[0-9a-f-]{36}<\/loc>/g)!.length).toBeGreaterThan(3000);
  expect((await request.get('/og-image.png')).headers()['content-type']).toBe('image/png');
});

test('the Green Deal page shows the CO2 preview of the demo data', async ({ page }) => {
  await page.goto('/greendeal');
  const card = page.getByRole('region', { name: 'CO2-voorbeeld: één maand rijden' });
  await expect(card.getByText('210,1 kg CO2')).toBeVisible();
  await expect(card).toContainText('75,2 liter Euro95 × 2,794 kg CO2 per liter');
});

test('the demo opens the tab of its audience and the FAQ opens with the keyboard', async ({ page }) => {
  await page.goto('/demo?audience=partner');
  await expect(page.getByRole('tab', { name: 'Tankstations/Partners' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const question = page.getByRole('button', { name: 'Hoe word ik partner met mijn tankstation?' });
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'Hoe word ik partner met mijn tankstation?' })).toBeVisible();
});

// The contact form's keyboard-only journey is in keyboard.spec.ts, with the other keyboard journeys.

test('a copy button confirms, and the confirmation goes after 1.4 s', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/contact');
  const details = page.getByRole('region', { name: 'Bedrijfsgegevens' });
  await details.getByRole('button', { name: 'Kopieer KvK-nummer' }).click();
  await expect(details.getByText('Gekopieerd')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('91735264');
  await expect(details.getByText('Gekopieerd')).toBeHidden({ timeout: 3_000 });
});

test('a consumer who opens /partner learns it is for station partners and how to become one', async ({
  page,
}) => {
  await page.goto('/auth');
  await login(page, 'consument@fuellinq.nl');
  await expect(page).toHaveURL(/\/app$/);
  await page.goto('/partner');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Dit deel is voor tankstationpartners' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('link', { name: 'Partner worden' }).click();
  await expect(page).toHaveURL(/\/contact\?onderwerp=Tankstation%20aansluiten$/);
  await expect(page.getByLabel('Onderwerp (optioneel)')).toHaveValue('Tankstation aansluiten');
});

test('the landing cards say where a price comes from', async ({ page }) => {
  await page.goto('/');
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible();
  // A demo price says so; a refuel of another journey may have given the nearest station a real one.
  await expect(card.getByTestId('price-origin')).toHaveText(
    /^(demoprijs|gemeld bij een tankbeurt, .+|door de partner, .+|door een bestuurder, .+)$/,
  );
});
