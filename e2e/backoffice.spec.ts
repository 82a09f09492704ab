import { expect, type Page } from '@playwright/test';
import { DEMO, login, ROUTES, test } from './fixtures.ts';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${process.env.E2E_OUTPUT_DIR}/screens/backoffice-${name}.png`, fullPage: true });

test('smoke: admin opens the back office', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => console.log('PAGEERROR', error.message, error.stack));
  page.on('console', (message) => message.type() === 'error' && console.log('CONSOLE', message.text()));
  await login(page, DEMO.admin);
  await page.goto(ROUTES.backoffice);
  await expect(page.getByRole('heading', { name: 'Backoffice', level: 1 })).toBeVisible();
  console.log('TITLE', await page.title());
  await shot(page, 'dashboard');
  await page.goto('/admin/faq-entries');
  await expect(page.getByRole('row').nth(2)).toBeVisible();
  await shot(page, 'faq-list');
  await page.getByRole('row').nth(1).click();
  await expect(page.getByLabel('Frage')).toBeVisible();
  await shot(page, 'faq-edit');
  await page.goto(ROUTES.adminUsers);
  await expect(page.getByRole('heading', { name: 'Benutzerverwaltung', level: 1 })).toBeVisible();
  await shot(page, 'users');
  console.log(errors.join('\n'));
});
