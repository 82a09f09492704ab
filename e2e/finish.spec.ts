import { account } from './accounts.ts';
import {
  apiJson,
  expect,
  expectNoSeriousA11yViolations,
  openNavigation,
  pageHeading,
  ROUTES,
  reviewScreenshot,
  test,
} from './fixtures.ts';

const viersen = account('commune');
const brueggen = account('communeSmall');
// The panel is left to open by itself, so the test sees that it does not on education pages.
const school = account('educationOnly', { notificationPanel: true });

// Decision 016 "Finish and polish": items 1, 2, 6 and 8 as a person sees them.

for (const width of [1440, 390]) {
  test(`a commune user of Viersen reaches the enabled commune pages from the navigation and the dashboard (${width} px)`, async ({
    page,
  }) => {
    await viersen.login(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(ROUTES.home);

    // Dashboard cards, behind the same flags as the pages (Viersen has them all).
    const main = page.getByRole('main');
    for (const name of ['Kommunen-Dashboard', 'Vertragsübersicht', 'Konzessionsthemen']) {
      await expect(main.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
    }

    const navigation = await openNavigation(page);
    for (const name of ['Kommunen-Dashboard', 'Vertragsübersicht', 'Konzessionsthemen']) {
      await expect(navigation.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
    await navigation.getByRole('link', { name: 'Kommunen-Dashboard', exact: true }).click();
    await expect(page).toHaveURL(/\/commune-dashboard\?commune=Viersen$/);

    // 'Konzessionsthemen ansehen' keeps the commune, as 'Alle Verträge ansehen' does.
    const topics = page.getByRole('link', { name: 'Konzessionsthemen ansehen' });
    await expect(topics).toHaveAttribute('href', '/konzessionsthemen?commune=Viersen');
    await expect(page.getByRole('link', { name: 'Alle Verträge ansehen' })).toHaveAttribute(
      'href',
      '/vertragsuebersicht?commune=Viersen',
    );
    await topics.click();
    await expect(pageHeading(page)).toHaveText('Konzessionsthemen');

    await (await openNavigation(page)).getByRole('link', { name: 'Vertragsübersicht', exact: true }).click();
    await expect(pageHeading(page)).toHaveText(/Vertragsübersicht/);
    await reviewScreenshot(page, 'contracts', { fullPage: true });
  });
}

test('Kommune Brüggen without the flags sees none of these entries', async ({ page }) => {
  await brueggen.login(page);
  await page.goto(ROUTES.home);
  const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(navigation.getByRole('link', { name: 'Über die NEW' })).toBeVisible();
  for (const name of ['Kommunen-Dashboard', 'Vertragsübersicht', 'Konzessionsthemen']) {
    await expect(navigation.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
});

test('an education-only user gets no funding notifications, no panel on education pages, and the bar names the Bildungsportal', async ({
  page,
}) => {
  await school.login(page);
  await page.goto(ROUTES.sponsoring);
  await expect(page.getByRole('img', { name: 'NEW Bildungsportal – zur Startseite' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Bildungsportal', { exact: true })).toBeVisible();

  // A new account may have no notifications yet; the server tests check the kinds it can receive.
  const list = await apiJson<{ url: string }[]>(page, '/api/notifications/for-user');
  expect(list.filter((item) => item.url.startsWith('/funds') || item.url === ROUTES.newErleben)).toEqual([]);

  // The panel stays closed on the education page; the bell still counts.
  await expect(page.getByRole('button', { name: /^Benachrichtigungen/ })).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(page.getByRole('dialog', { name: /Neuigkeit/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 800 });
  await reviewScreenshot(page, 'education');
});

test("search: 'ubach' finds Übach-Palenberg as 'uebach' does", async ({ page }) => {
  await viersen.login(page);
  await page.goto(ROUTES.about);
  type Results = { total: number; results: { title: string }[] };
  const ubach = await apiJson<Results>(page, '/api/search?q=ubach');
  const uebach = await apiJson<Results>(page, '/api/search?q=uebach');
  expect(ubach.total).toBeGreaterThan(0);
  expect(ubach.results.map((r) => r.title)).toEqual(uebach.results.map((r) => r.title));
  expect(ubach.results.some((r) => r.title.includes('Übach'))).toBe(true);
});

test('the consumption totals say which years they add up', async ({ page }) => {
  await viersen.login(page);
  await page.goto(ROUTES.verbrauchsdaten);
  await expect(page.getByText(/^Summe \d{4}(–\d{4}|(, \d{4})*)$/)).toBeVisible();
});
