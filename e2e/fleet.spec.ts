import type { APIResponse, Browser, Page } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import { expect, login, newEmail, test } from './fixtures.ts';

// Issue 24's proof: a manager invites a driver (the mail read from the outbox), the driver joins, the
// manager issues a card with a € 50 day limit, the driver's refuel of € 60 is refused with the reason on
// screen and one of € 40 passes, and the manager sees the refuel, a flag for the wrong fuel and the audit.

const ORG = 'Demo Transport B.V.';

/** The invitation link in the newest mail to `email` in the server's outbox, as a path. */
async function invitationLink(email: string): Promise<string> {
  const outbox = `${process.env.E2E_DATA_DIR ?? '.tmp/e2e-data'}/outbox`;
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = (await readdir(outbox).catch(() => [] as string[])).filter((file) => file.includes(email));
    if (files.length) {
      const mail = (await readFile(`${outbox}/${files.sort().at(-1)}`, 'utf8'))
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      const match = /https?:\/\/[^\s]+\/uitnodiging\/[A-Za-z0-9_-]+/.exec(mail);
      if (match) return new URL(match[0]).pathname;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no invitation mail for ${email}`);
}

/** The manager (the demo organisation's owner), signed in with the organisation chosen in the header. */
async function managerSignsIn(page: Page) {
  await page.goto('/auth');
  await login(page, 'zakelijk@fuellinq.nl');
  await expect(page).toHaveURL(/\/app$/);
  const orgs = await page.request.get('/api/orgs', {
    headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
  });
  const org = ((await orgs.json()) as { id: string; name: string }[]).find((o) => o.name === ORG)!;
  await page.getByRole('combobox', { name: 'Weergave: privé of organisatie' }).selectOption(org.id);
  return org.id;
}

/** The invited person opens the link in their own browser, signs up and accepts. */
async function driverJoins(browser: Browser, link: string, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByText(`Je bent uitgenodigd voor ${ORG} als bestuurder.`)).toBeVisible();
  await page.locator('#inhoud').getByRole('link', { name: 'Account aanmaken' }).click();
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill('geheim123');
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page).toHaveURL(link);
  await page.getByRole('button', { name: 'Uitnodiging accepteren' }).click();
  // On to the driver's company card; the header now offers the organisation, with the Dutch role.
  await expect(page).not.toHaveURL(/uitnodiging/);
  await expect(
    page.getByRole('combobox', { name: 'Weergave: privé of organisatie' }).getByRole('option', {
      name: `${ORG} (Bestuurder)`,
    }),
  ).toBeAttached();
  return page;
}

/** A call to the API as the person signed in on `page` (for the steps that have no screen yet). */
async function api(page: Page, method: string, url: string, data?: unknown): Promise<APIResponse> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  return page.request.fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
}

/** A seeded station near the Dam that sells Euro 95. */
async function stationNearby(page: Page): Promise<string> {
  const answer = await page.request.get(
    '/api/partner/public/stations?lat=52.3731&lng=4.8926&limit=1&fuel=euro95',
  );
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { stations: { id: string }[] }).stations[0]!.id;
}

test('a manager invites a driver who joins, issues a card with a € 50 day limit; € 60 is refused, € 40 passes, and the manager sees the refuel, its flag and the audit', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const orgId = await managerSignsIn(page);
  const email = newEmail('bestuurder');

  await test.step('the manager invites by e-mail with the role bestuurder', async () => {
    await page.goto('/app/fleet/members');
    await expect(page.getByTestId('org-scope')).toContainText(ORG);
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByLabel('Rol', { exact: true }).selectOption('driver');
    await page.getByRole('button', { name: 'Uitnodiging versturen' }).click();
    await expect(page.getByText(`Uitnodiging verstuurd naar ${email}.`)).toBeVisible();
  });

  // The mail from the outbox; the driver signs up through it and joins.
  const driver = await driverJoins(browser, await invitationLink(email), email);

  await test.step('the manager sees the new member', async () => {
    await page.reload();
    await expect(
      page.getByRole('rowheader', { name: new RegExp(email.replace(/\./g, '\\.')) }),
    ).toBeVisible();
  });

  // The company van (a diesel, as RDW records it) gets a card with a € 50 day limit; a fuel outside the van's
  // is let through and marked, so the wrong fuel becomes a flag for review.
  const cardId = await test.step('the manager issues a card with a € 50 day limit', async () => {
    // The demo van (seeded), or added by its plate when the demo has none.
    const vehicles = (await (await api(page, 'GET', `/api/orgs/${orgId}/vehicles`)).json()) as {
      id: string;
      license_plate: string;
    }[];
    let vanId = vehicles.find((vehicle) => vehicle.license_plate === 'TT601D')?.id;
    if (!vanId) {
      const added = await api(page, 'POST', `/api/orgs/${orgId}/vehicles`, { license_plate: 'TT-601-D' });
      expect(added.status()).toBe(201);
      vanId = ((await added.json()) as { id: string }).id;
    }
    const card = await api(page, 'POST', `/api/orgs/${orgId}/cards`, {
      vehicle_id: vanId,
      rules: { max_per_day_cents: 5000, fuels: ['diesel'], modes: { fuels: 'markeert' } },
    });
    expect(card.status()).toBe(201);
    return ((await card.json()) as { id: string }).id;
  });

  await test.step('the manager tops up the company balance', async () => {
    await page.goto('/app/fleet');
    const form = page.getByRole('form', { name: 'Saldo van de organisatie opwaarderen' });
    await form.getByRole('button', { name: '€ 250,00', exact: true }).click();
    await form.getByRole('button', { name: '€ 250,00 opwaarderen' }).click();
    await expect(page.getByRole('heading', { name: 'Betalen aan FuelLinq' })).toBeVisible();
    await page.getByRole('button', { name: 'Betalen' }).click();
    // The payment's return page asks the server until it is paid; the company balance then holds it.
    await expect
      .poll(
        async () =>
          (
            (await (await api(page, 'GET', `/api/orgs/${orgId}/balance`)).json()) as {
              available_cents: number;
            }
          ).available_cents,
        { timeout: 30_000 },
      )
      .toBeGreaterThanOrEqual(4000);
  });

  const stationId = await stationNearby(driver);
  await test.step('the driver starts € 60: refused with the reason', async () => {
    const refused = await api(driver, 'POST', '/api/transactions/start', {
      cardId,
      stationId,
      fuel_type: 'euro95',
      max_amount_cents: 6000,
    });
    expect(refused.status()).toBe(409);
    const body = (await refused.json()) as { error: string; message: string };
    expect(body.error).toBe('limit_exceeded');
    expect(body.message).toMatch(/Daglimiet/);
  });

  await test.step('the driver starts € 40: it passes, and the pump completes it', async () => {
    const started = await api(driver, 'POST', '/api/transactions/start', {
      cardId,
      stationId,
      fuel_type: 'euro95',
      max_amount_cents: 4000,
    });
    expect([200, 201], await started.text()).toContain(started.status());
    const { id } = ((await started.json()) as { transaction: { id: string } }).transaction;
    expect((await api(driver, 'POST', `/api/transactions/${id}/confirm`)).ok()).toBe(true);
    await expect
      .poll(
        async () =>
          ((await (await api(driver, 'GET', `/api/transactions/${id}`)).json()) as { status: string }).status,
        {
          timeout: 30_000,
        },
      )
      .toBe('completed');
  });
  await driver.context().close();

  await test.step('the manager sees the refuel with its flag, and the audit', async () => {
    await page.goto('/app/fleet/refuels');
    const name = email.split('@')[0]!;
    const row = page
      .getByRole('table', { name: 'Zakelijke tankbeurten' })
      .getByRole('row')
      .filter({ hasText: name })
      .first();
    await expect(row).toContainText(/€ \d+,\d{2}/, { timeout: 15_000 });
    await expect(row).toContainText('TT601D');
    await expect(row).toContainText('markering');
    await page.goto('/app/fleet/audit');
    const audit = page.getByRole('table', { name: 'Auditlog' });
    await expect(audit.getByRole('row').filter({ hasText: 'Pas uitgegeven' }).first()).toBeVisible();
    await expect(audit.getByRole('row').filter({ hasText: 'Lid geworden' }).first()).toContainText(
      email.split('@')[0]!,
    );
    await expect(audit.getByRole('row').filter({ hasText: 'Uitgenodigd' }).first()).toContainText(email);
  });
});
