import { expectNoSeriousViolations } from './axe.ts';
import { expect, login, test } from './fixtures.ts';

// Issue 29 §4: what the product hands out can be checked and redeemed at the counter. The demo business
// driver (Daan Jansen, whose refuels earned over 1,000 points) turns 750 of them into a car wash and opens
// the pass; the demo partner (Tinq, which offers the car wash) checks the pass's code and redeems the
// car-wash code on "Code controleren"; a second try says it was used.

test('a partner checks the driver’s pass code and redeems a car-wash code once', async ({ page }) => {
  // The driver: a car wash for points, and the pass with the code a counter reads.
  await page.goto('/auth');
  await login(page, 'zakelijk@fuellinq.nl');
  await expect(page).toHaveURL(/\/app$/);
  await page.goto('/app/rewards');
  await page.getByRole('button', { name: 'Inwisselen (Gratis wasbeurt)' }).click();
  await page
    .getByRole('dialog', { name: 'Beloning inwisselen?' })
    .getByRole('button', { name: 'Inwisselen' })
    .click();
  const redeemed = page.getByText(/Beloning ingewisseld\. Je code: WAS-/);
  await expect(redeemed).toBeVisible();
  const washCode = /WAS-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec((await redeemed.textContent()) ?? '')![0];

  await page.goto('/app/wallet');
  await page.getByRole('button', { name: 'Pas openen in de browser' }).click();
  await expect(page).toHaveURL(/\/pass\/[A-Za-z0-9_.-]+$/);
  await expect(page.getByRole('heading', { name: 'Je tankpas' })).toBeVisible();
  // Printed under the QR code, in groups of four, for a counter that cannot scan.
  const printed = (await page.getByText(/^FLQ[0-9A-Z ]+$/).textContent()) ?? '';
  expect(printed.replaceAll(' ', '')).toMatch(/^FLQ[0-9A-Z]{26}$/);

  // The counter: the demo partner, on its portal's "Code controleren".
  await page.evaluate(() => localStorage.clear());
  await page.goto('/auth');
  await login(page, 'partner@fuellinq.nl');
  await expect(page).toHaveURL(/\/partner\/offers$/);
  await page
    .getByRole('navigation', { name: 'Partner Portal' })
    .getByRole('link', { name: 'Code controleren' })
    .click();
  await expect(page.getByRole('heading', { name: 'Code controleren', level: 1 })).toBeVisible();
  const field = page.getByLabel('Code', { exact: true });
  const answer = page.getByRole('region', { name: 'Uitkomst' });

  // The pass, typed in groups as printed: active, whose (initials), and enough balance for a refuel.
  await field.fill(printed);
  await page.getByRole('button', { name: 'Controleren' }).click();
  await expect(answer.getByText('Pas actief', { exact: true })).toBeVisible();
  await expect(answer.getByText('D. J.')).toBeVisible();
  await expect(answer.getByText(/^(Genoeg|Niet genoeg) voor € 10,00$/)).toBeVisible();

  // The car-wash code, typed in lower case: valid here; redeemed at one of the partner's stations.
  await field.fill(washCode.toLowerCase());
  await field.press('Enter');
  await expect(answer.getByText('Gratis wasbeurt', { exact: true })).toBeVisible();
  await expect(answer.getByText('Geldig, nog niet gebruikt')).toBeVisible();
  await expectNoSeriousViolations(page);
  await answer.getByLabel('Zoek het station').fill('thoriumweg');
  await answer.getByRole('radio', { name: 'Tinq Utrecht Thoriumweg' }).check();
  await answer.getByRole('button', { name: 'Inwisselen' }).click();
  await expect(answer.getByText('Ingewisseld', { exact: true })).toBeVisible();
  await expect(answer.getByText(/^Gratis wasbeurt bij Tinq Utrecht Thoriumweg, /)).toBeVisible();

  // A second try: the code was used.
  await page.getByRole('button', { name: 'Controleren' }).click();
  await expect(
    answer.getByText(/^Deze code is al gebruikt op .+ bij Tinq Utrecht Thoriumweg\.$/),
  ).toBeVisible();
  await expect(answer.getByRole('button', { name: 'Inwisselen' })).toHaveCount(0);
});
