import type { Browser, Page } from '@playwright/test';
import { createPendingAccount, uniqueLogin } from './accounts.ts';
import { DEMO, expect, expectNoSeriousA11yViolations, login, ROUTES, test } from './fixtures.ts';

// Decision 027: an admin adds a role in the back office, the registration dialog offers it
// at once; no longer offered, the dialog leaves it out.

/** The back office's page title, in its top bar. */
const title = (page: Page) => page.getByRole('banner').getByRole('heading', { level: 1 });

async function newPage(browser: Browser, width = 1440): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'de-DE' });
  return context.newPage();
}

async function offeredRoles(page: Page): Promise<string[]> {
  await page.goto(ROUTES.approvalPending);
  const dialog = page.getByRole('dialog', { name: 'Registrierung im Kommunalportal' });
  await dialog.getByRole('radio', { name: /Kommunalverwaltung/ }).check();
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await dialog.getByRole('combobox', { name: /^Rolle/ }).click();
  // The list opens a frame after the click (Base UI's Select).
  await expect(page.getByRole('listbox')).toBeVisible();
  const options = await page.getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  return options.map((option) => option.trim());
}

test('ein Admin legt eine Rolle an, die Registrierung bietet sie an; nicht mehr angeboten, fehlt sie dort', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const role = `Ordnungsamt ${uniqueLogin('e2e').split('.').pop()}`;
  const admin = await newPage(browser);
  await login(admin, DEMO.admin);
  await admin.goto('/admin/roles');
  await expect(title(admin)).toHaveText('Rollen');
  await expect(admin.getByRole('row').filter({ hasText: 'Kämmerei' })).toHaveCount(1);
  await expectNoSeriousA11yViolations(admin);
  await admin.getByRole('link', { name: 'Anlegen' }).click();
  await expect(title(admin)).toHaveText('Rolle anlegen');
  await admin.getByLabel('Name').fill(role);
  await admin.getByLabel('Reihenfolge').fill('3');
  await expectNoSeriousA11yViolations(admin);
  await admin.getByRole('button', { name: 'Speichern' }).click();
  await expect(title(admin)).toHaveText('Rolle bearbeiten');

  const newcomer = await newPage(browser);
  const pending = await createPendingAccount();
  await newcomer.context().addCookies(pending.cookies);
  expect(await offeredRoles(newcomer)).toContain(role);

  await admin.getByLabel('Bei der Registrierung angeboten').uncheck();
  await admin.getByRole('button', { name: 'Speichern' }).click();
  await expect(admin.getByText('Gespeichert', { exact: true })).toBeVisible();
  expect(await offeredRoles(newcomer)).not.toContain(role);

  await admin.context().close();
  await newcomer.context().close();
});
