import type { Page } from '@playwright/test';
import { expect, login, test } from './fixtures.ts';

const AMSTERDAM_DAM = { latitude: 52.3731, longitude: 4.8926 };
/** Where a price comes from, in words (issue 28 §3): the station page says one of these beside each price. */
const PRICE_ORIGIN = /demoprijs|door de partner|gemeld bij een tankbeurt|door een bestuurder/;

/** The cards of the finder's result list, as the visitor reads them. */
async function cards(page: Page) {
  const list = page.getByRole('list', { name: 'Gevonden stations' });
  await expect(list.getByRole('article').first()).toBeVisible();
  return list.getByRole('article').evaluateAll((articles) =>
    articles.map((article) => ({
      title: article.querySelector('h3')?.textContent ?? '',
      place: article.querySelector('h3 + p')?.textContent ?? '',
      price: article.querySelector('[data-testid="euro95-price"]')?.textContent ?? '',
      origin: article.querySelector('[data-testid="price-origin"]')?.textContent ?? '',
    })),
  );
}
const km = (place: string) => Number(/([\d.,]+) km$/.exec(place)?.[1]?.replace('.', '').replace(',', '.'));
const euro = (price: string) => Number(price.replace('€', '').trim().replace(',', '.'));

test.describe('the landing finder', () => {
  test.use({ geolocation: AMSTERDAM_DAM, permissions: ['geolocation'] });

  test('shows real stations near Amsterdam in distance order; Goedkoopst reorders them by price', async ({
    page,
  }) => {
    await page.goto('/');
    const finder = page.getByRole('region', { name: 'Tankstations in de buurt' });
    await finder.getByRole('button', { name: 'Locatie' }).click();
    await expect(finder.getByText('Stations bij jou in de buurt.')).toBeVisible();
    await expect(finder.getByRole('button', { name: 'Locatie' })).toHaveAttribute('aria-pressed', 'true');

    const near = await cards(page);
    expect(near.length).toBeGreaterThanOrEqual(10);
    const distances = near.map((card) => km(card.place));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeLessThan(2);
    expect(near.filter((card) => card.place.startsWith('Amsterdam')).length).toBeGreaterThan(5);
    await expect(page.getByRole('link', { name: '© OpenStreetMap contributors' }).first()).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/copyright',
    );

    await finder.getByRole('button', { name: 'Goedkoopst' }).click();
    await expect(finder.getByRole('button', { name: 'Goedkoopst' })).toHaveAttribute('aria-pressed', 'true');
    const order = (list: { title: string }[]) => list.map((card) => card.title).join(' | ');
    await expect.poll(async () => order(await cards(page))).not.toBe(order(near));
    // Fresh real prices first (a refuel of another journey may have set one), each group by price (issue 28).
    const sorted = await cards(page);
    const fresh = (card: { origin: string }) => !/demoprijs|verouderd/.test(card.origin);
    const freshCount = sorted.filter(fresh).length;
    expect(sorted.slice(0, freshCount).every(fresh)).toBe(true);
    for (const group of [sorted.slice(0, freshCount), sorted.slice(freshCount)]) {
      const prices = group.map((card) => euro(card.price));
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }
  });

  test('opens a station page with its prices, history and the CBS average', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Locatie' }).click();
    const first = (await cards(page))[0]!;
    await page
      .getByRole('list', { name: 'Gevonden stations' })
      .getByRole('link', { name: first.title, exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    await expect(page).toHaveTitle(`${first.title} – FuelLinq`);
    await expect(page.getByRole('table', { name: 'Prijzen per liter' })).toContainText(PRICE_ORIGIN);
    await expect(page.getByRole('img', { name: /^Prijsverloop Euro95/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bron: CBS' })).toBeVisible();
    // Issue 29 §2: the average says up to which day CBS has published it.
    await expect(page.getByText('CBS-gemiddelde t/m 27 apr 2026')).toBeVisible();
  });

  test('a tap made before the page’s script has arrived is not lost', async ({ page }) => {
    // The server's page is on screen; its script is held back until the visitor has tapped.
    let release = () => {};
    const tapped = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await tapped;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    // The boot script holds taps from the moment it runs (a tap before that is a tap on a page without script).
    await page.waitForFunction(() => '__earlyTaps' in window);
    const finder = page.getByRole('region', { name: 'Tankstations in de buurt' });
    await finder.getByRole('button', { name: 'Locatie' }).click();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    release();
    await expect(finder.getByText('Stations bij jou in de buurt.')).toBeVisible();
    await expect(finder.getByRole('button', { name: 'Locatie' })).toHaveAttribute('aria-pressed', 'true');
    // Taking the page over is no route change: the visitor stays where they scrolled to.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });
});

test('a refused location shows the demo station with the spec’s note', async ({ browser }) => {
  const context = await browser.newContext({ permissions: [] });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await page.getByRole('button', { name: 'Locatie' }).click();
  await expect(page.getByRole('alert')).toHaveText('Locatie geweigerd — demo-stations getoond.');
  expect((await cards(page)).map((card) => card.title)).toEqual(['Demo-station Amsterdam Centrum']);
  expect(errors).toEqual([]);
  await context.close();
});

test('a partner changes a price, the public page shows it just now, another partner cannot see the station', async ({
  page,
  browser,
}) => {
  await page.goto('/auth');
  await login(page, 'partner@fuellinq.nl');
  await expect(page).toHaveURL(/\/partner\/offers$/);
  await page
    .getByRole('navigation', { name: 'Partner Portal' })
    .getByRole('link', { name: 'Prijzen' })
    .click();
  // A real Tinq station from the OpenStreetMap data.
  const title = 'Tinq Utrecht Thoriumweg';
  await page.getByLabel('Zoek een station').fill('thoriumweg');
  await expect(page.getByRole('rowheader')).toHaveText([title]);
  const euro95 = page.getByLabel(`Euro95 ${title}`, { exact: true });
  await euro95.fill('1,777');
  await page.getByRole('button', { name: 'Prijzen opslaan (1)' }).click();
  await expect(page.getByText('1 prijs opgeslagen.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title }).first()).toContainText('bijgewerkt zojuist');

  // The station's public page, reached through the partner's own station list.
  await page
    .getByRole('navigation', { name: 'Partner Portal' })
    .getByRole('link', { name: 'Stations' })
    .click();
  await page.getByLabel('Zoek op naam, plaats of postcode').fill(title.toLowerCase());
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(/\/partner\/stations\/[0-9a-f-]{36}$/);
  const stationUrl = page.url();
  await page.getByRole('link', { name: 'Publieke pagina bekijken' }).click();
  const prices = page.getByRole('table', { name: 'Prijzen per liter' });
  await expect(prices.getByRole('row', { name: /Euro95/ })).toContainText('€ 1,777');
  await expect(prices.getByRole('row', { name: /Euro95/ })).toContainText('door de partner, zojuist');
  await expect(prices.getByRole('row', { name: /Euro95/ })).not.toContainText('demoprijs');

  const other = await browser.newContext();
  const tango = await other.newPage();
  await tango.goto('/auth');
  await login(tango, 'partner2@fuellinq.nl');
  await expect(tango).toHaveURL(/\/partner\/offers$/);
  await tango.goto('/partner/stations');
  await tango.getByLabel('Zoek op naam, plaats of postcode').fill(title.toLowerCase());
  await expect(tango.getByText('Geen stations gevonden.')).toBeVisible();
  await tango.goto(new URL(stationUrl).pathname);
  await expect(tango.getByText('Dit tankstation bestaat niet of hoort niet bij jouw account.')).toBeVisible();
  await other.close();
});

test('a partner publishes an offer with its own image; ending it takes it off the public page', async ({
  page,
}) => {
  const onePixelPng = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
  const title = `Wasbox e2e ${Date.now().toString(36)}`;
  await page.goto('/auth');
  await login(page, 'partner2@fuellinq.nl');
  await expect(page).toHaveURL(/\/partner\/offers$/);
  await page.getByRole('button', { name: 'Nieuwe actie' }).click();
  const form = page.getByRole('form', { name: 'Nieuwe actie' });
  await form.getByLabel('Titel', { exact: true }).fill(title);
  await form.getByLabel('Prijs in euro (optioneel)').fill('3,50');
  await form
    .getByLabel(/^Afbeelding/)
    .setInputFiles({ name: 'wasbox.png', mimeType: 'image/png', buffer: onePixelPng });
  await expect(form.getByRole('img', { name: 'Voorbeeld van de afbeelding' })).toHaveAttribute(
    'src',
    /^\/api\/offers\/images\//,
  );
  await form.getByRole('button', { name: 'Actie aanmaken' }).click();
  await expect(page.getByText('Actie aangemaakt.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('€ 3,50');

  await page
    .getByRole('navigation', { name: 'Partner Portal' })
    .getByRole('link', { name: 'Stations' })
    .click();
  await page.getByRole('table').getByRole('link').first().click();
  await page.getByRole('link', { name: 'Publieke pagina bekijken' }).click();
  const offers = page.getByRole('region', { name: 'Acties' });
  await expect(offers.getByText(title)).toBeVisible();
  await expect(offers.getByText('€ 3,50')).toBeVisible();
  const station = page.url();

  await page.goto('/partner/offers');
  await page.getByRole('button', { name: `Beëindigen ${title}` }).click();
  await expect(page.getByText(`${title} is beëindigd.`)).toBeVisible();
  await page.goto(station);
  await expect(page.getByRole('heading', { name: 'Acties' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Acties' }).getByText(title)).toHaveCount(0);
});

test('a station page arrives drawn: it reads without a script, and the browser takes it over as it is', async ({
  browser,
  page,
  baseURL,
}) => {
  const answer = await page.request.get('/api/partner/public/stations?lat=52.3731&lng=4.8926&limit=1');
  const station = ((await answer.json()) as { stations: { id: string; title: string }[] }).stations[0]!;

  // A crawler, a slow phone before its script arrives: the server's HTML holds the page.
  const bare = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const html = await bare.newPage();
  await html.goto(`/station/${station.id}`);
  await expect(html).toHaveTitle(`${station.title} – FuelLinq`);
  await expect(html.getByRole('heading', { level: 1, name: station.title })).toBeVisible();
  await expect(html.getByRole('table', { name: 'Prijzen per liter' })).toContainText(PRICE_ORIGIN);
  await expect(html.getByRole('link', { name: 'Nu tanken' })).toBeVisible();
  await bare.close();

  // With its script, the same page comes alive without being drawn again, and asks no second time for it.
  const redrawn: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('opnieuw getekend')) redrawn.push(message.text());
  });
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto(`/station/${station.id}`);
  await page.getByRole('button', { name: 'Kaart tonen' }).click();
  await expect(page.locator('.leaflet-marker-icon')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Prijsverloop Euro95/ })).toBeVisible();
  expect(redrawn).toEqual([]);
  expect(asked).not.toContain(`/api/stations/${station.id}`);
});
