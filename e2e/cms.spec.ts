import { expect, login, test } from './fixtures.ts';

/**
 * Chromium reports every inline event handler it meets while parsing as blocked by our Content-Security-Policy,
 * even in the inert document DOMPurify parses into: the preview of hostile HTML logs these, and nothing runs.
 */
const CSP_BLOCKED_HANDLER = /^Executing inline event handler violates the following Content Security Policy/;

test('an admin writes a page with a live preview and publishes it; a visitor reads it, and not once it is a draft again', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const suffix = Date.now().toString(36);
  const title = `Tanken in het weekend ${suffix}`;
  const slug = `tanken-in-het-weekend-${suffix}`;

  await page.goto('/auth?next=%2Fadmin%2Fpages');
  await login(page, 'admin@fuellinq.nl');
  await expect(page.getByRole('heading', { level: 1, name: "Pagina's" })).toBeVisible();
  // The seeded pages are there, published.
  const seeded = page.getByRole('row', { name: /Hoe werkt de prepaid tankpas/ });
  await expect(seeded.getByText('Gepubliceerd')).toBeVisible();

  await page.getByRole('button', { name: 'Nieuwe pagina' }).click();
  await page.getByLabel('Titel').fill(title);
  await expect(page.getByLabel('Slug')).toHaveValue(slug);
  await page.getByRole('button', { name: 'Pagina aanmaken' }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Concept', { exact: true })).toBeVisible();

  // HTML with a script, an event handler and a javascript: link: the preview (DOMPurify in Chromium) drops them.
  await page.getByLabel('Opmaak').selectOption('html');
  await page
    .getByLabel('Inhoud (HTML)')
    .fill(
      '<h2 onmouseover="window.__pwned = 1">Openingstijden</h2><p>In het weekend tank je met je <strong>FuelLinq-pas</strong> bij elk partnerstation.</p>' +
        '<img src="/og-image.png" onerror="window.__pwned = 2" alt="De FuelLinq-tankpas"><a href="javascript:window.__pwned = 3">klik</a>' +
        '<script>window.__pwned = 4</script>',
    );
  const preview = page.getByTestId('page-preview');
  await expect(preview.getByRole('heading', { level: 2, name: 'Openingstijden' })).toBeVisible();
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const previewHtml = await preview.innerHTML();
  expect(previewHtml).not.toMatch(/<script|onmouseover|onerror|javascript:/);
  await preview.getByRole('heading', { level: 2, name: 'Openingstijden' }).hover();
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  const unexpected = consoleErrors.filter((text) => !CSP_BLOCKED_HANDLER.test(text));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Pagina opgeslagen.')).toBeVisible();
  await page.getByRole('button', { name: 'Publiceren' }).click();
  await expect(page.getByText('De pagina is gepubliceerd.')).toBeVisible();

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/page/${slug}`);
  await expect(
    visitor.getByTestId('page-banner').getByRole('heading', { level: 1, name: title }),
  ).toBeVisible();
  await expect(visitor).toHaveTitle(`FuelLinq – ${title}`);
  const article = visitor.locator('article');
  await expect(article.getByRole('heading', { level: 2, name: 'Openingstijden' })).toBeVisible();
  await article.getByRole('heading', { level: 2, name: 'Openingstijden' }).hover();
  expect(await article.innerHTML()).not.toMatch(/<script|onmouseover|onerror|javascript:/);
  await expect(article.getByText('klik')).not.toHaveAttribute('href');
  expect(await visitor.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/page/${slug}$`),
  );
  await expect(visitor.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^Openingstijden In het weekend tank je met je FuelLinq-pas/,
  );
  const sitemap = await visitor.request.get('/sitemap.xml');
  expect(await sitemap.text()).toContain(`/page/${slug}</loc>`);

  await visitor.goto(`/page/${slug}?noBanner=1`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByTestId('page-banner')).toHaveCount(0);

  // Back to a draft: the visitor gets the spec's 404 text, the admin still sees it.
  await page.getByRole('button', { name: 'Offline halen' }).click();
  await expect(page.getByText('De pagina is offline gehaald.')).toBeVisible();
  await visitor.goto(`/page/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Pagina niet gevonden (404)' })).toBeVisible();
  await page.goto(`/page/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await visitorContext.close();
});

test('a signed-in user sees the KPI strip on the seeded overview page; a visitor does not', async ({
  page,
}) => {
  await page.goto('/page/mijn-overzicht');
  await expect(page.getByRole('heading', { level: 1, name: 'Jouw FuelLinq-overzicht' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Jouw kerncijfers' })).toHaveCount(0);

  await page.goto('/auth?next=%2Fpage%2Fmijn-overzicht');
  await login(page, 'consument@fuellinq.nl');
  const strip = page.getByRole('region', { name: 'Jouw kerncijfers' });
  await expect(strip.getByText('Voertuigen')).toBeVisible();
  await expect(strip.getByText('Passen')).toBeVisible();
  await expect(strip.getByText('Open facturen')).toBeVisible();
  await expect(strip.getByText('Ophalen mislukt')).toHaveCount(0);
});
