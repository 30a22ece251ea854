import type { APIResponse, Browser, Page } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import { demoOwnerInOrg, expect, newEmail, test } from './fixtures.ts';

// Issue 24's proof, through the screens: a manager invites a driver (the mail read from the outbox), the driver
// joins, the manager issues a card with a € 50 day limit in the cards screen, the driver's refuel of € 60 in
// Nu tanken is refused with the reason on screen and one of € 40 passes to the pump, and the manager sees the
// refuel, a flag for the wrong fuel and the audit.

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

/** A call to the API as the person signed in on `page` (to wait for what a screen shows later). */
async function api(page: Page, method: string, url: string, data?: unknown): Promise<APIResponse> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  return page.request.fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
}

/** A seeded station near the Dam that sells Euro 95. */
async function stationNearby(page: Page): Promise<{ id: string; title: string }> {
  const answer = await page.request.get(
    '/api/partner/public/stations?lat=52.3731&lng=4.8926&limit=1&fuel=euro95',
  );
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { stations: { id: string; title: string }[] }).stations[0]!;
}

test('a manager invites a driver who joins, issues a card with a € 50 day limit; € 60 is refused, € 40 passes, and the manager sees the refuel, its flag and the audit', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const orgId = await demoOwnerInOrg(page);
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

  // The company van (a diesel, as RDW records it) gets a card with a € 50 day limit; another fuel than the
  // van's is let through and marked, so the wrong fuel becomes a flag for review.
  const last4 =
    await test.step('the manager issues a card with a € 50 day limit in the cards screen', async () => {
      await page.goto('/app/fleet/cards');
      const form = page.getByRole('form', { name: 'Pas uitgeven' });
      await expect(form.getByRole('option', { name: /^TT-601-D/ })).toBeAttached();
      const van = await form.getByRole('option', { name: /^TT-601-D/ }).getAttribute('value');
      await form.getByLabel('Pas voor').selectOption(van!);
      await form.getByLabel('Daglimiet in € (optioneel)').fill('50');
      await expect(form.getByLabel('Andere brandstof dan die van het voertuig')).toHaveAccessibleDescription(
        /rijdt dit voertuig op diesel/,
      );
      await form.getByLabel('Andere brandstof dan die van het voertuig').selectOption('Toestaan en markeren');
      await form.getByRole('button', { name: 'Pas uitgeven' }).click();
      const issued = form.getByText(/^Pas uitgegeven: [\d •]+ voor TT601D/);
      await expect(issued).toBeVisible();
      // The card's number ends in its last four digits; the driver's Nu tanken names it by them.
      return /(\d{4}) voor/.exec((await issued.textContent()) ?? '')![1]!;
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

  const station = await stationNearby(driver);
  const refuel = driver.getByRole('form', { name: 'Nu tanken' });
  await test.step('the driver starts € 60 with the company card in Nu tanken: refused, the reason on screen', async () => {
    await driver.goto('/app/tanken');
    await refuel.getByRole('radio', { name: new RegExp(`TT601D •••• ${last4}`) }).check();
    // The organisation does not ask the reading; the van's logbook may have it.
    await expect(refuel.getByLabel('Kilometerstand (optioneel)')).toBeVisible();
    await expect(refuel.getByLabel('Kilometerstand', { exact: true })).toHaveCount(0);
    await refuel.getByRole('searchbox', { name: 'Zoek een station (naam of plaats)' }).fill(station.title);
    await refuel
      .getByRole('radio', { name: new RegExp(station.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
      .first()
      .check();
    // Petrol in the diesel van: let through by the card's rules, and flagged for the manager.
    await refuel.getByRole('group', { name: 'Brandstof' }).getByText('Euro95', { exact: true }).click();
    await expect(refuel.getByRole('radio', { name: 'Euro95' })).toBeChecked();
    await refuel.getByRole('button', { name: '€ 60' }).click();
    await refuel.getByRole('button', { name: 'Nu tanken' }).click();
    await expect(refuel.getByRole('alert').filter({ hasText: 'Daglimiet' })).toContainText(
      'Vraag je wagenparkbeheerder om meer ruimte.',
    );
    await expect(refuel.getByRole('button', { name: 'Vraag meer ruimte' })).toBeVisible();
    await expect(driver).toHaveURL(/\/app\/tanken$/);
  });

  await test.step('the driver starts € 40: it passes (the company pays; the driver has no balance of their own) and the pump completes it', async () => {
    await refuel.getByRole('button', { name: '€ 40' }).click();
    await refuel.getByRole('button', { name: 'Nu tanken' }).click();
    await expect(driver).toHaveURL(/\/app\/checkout-demo\?tx=/);
    await expect(driver.getByLabel('Je tankbeurt')).toContainText('€ 40,00');
    await driver.getByRole('button', { name: 'Betalen' }).click();
    await expect(driver.getByRole('heading', { level: 1, name: 'Betaling geslaagd' })).toBeVisible();
    // The pump (the simulator) completes it: the litres on the live status.
    await expect(driver.locator('dl').filter({ hasText: 'Transactienummer' })).toContainText(
      /Getankt\d+,\d{2} l/,
      { timeout: 30_000 },
    );
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
    await page.goto('/app/fleet/flags');
    const flag = page
      .getByRole('article', { name: 'Verkeerde brandstof' })
      .filter({ hasText: `•••• ${last4}` });
    await expect(flag).toContainText('Getankt: Euro95; het voertuig rijdt volgens de RDW op diesel.');
    await expect(flag).toContainText(name);
    await page.goto('/app/fleet/audit');
    const audit = page.getByRole('table', { name: 'Auditlog' });
    await expect(audit.getByRole('row').filter({ hasText: 'Pas uitgegeven' }).first()).toBeVisible();
    await expect(audit.getByRole('row').filter({ hasText: 'Lid geworden' }).first()).toContainText(
      email.split('@')[0]!,
    );
    await expect(audit.getByRole('row').filter({ hasText: 'Uitgenodigd' }).first()).toContainText(email);
  });
});
