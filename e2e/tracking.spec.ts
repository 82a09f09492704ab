import { COOKIE_DIALOG_DELAY_MS } from '@kp/contract/shell';
import type { Analytics } from '@kp/contract/tracking';
import type { Page, Request } from '@playwright/test';
import { account } from './accounts.ts';
import {
  api,
  DEMO,
  expect,
  expectNoSeriousA11yViolations,
  expectNotFound,
  login,
  openNavigation,
  pageHeading,
  ROUTES,
  requestAs,
  test,
  WALK_WIDTHS,
} from './fixtures.ts';

// Spec 01 §7 (tracking events with consent only) and the admin's analytics page.

const main = (page: Page) => page.getByRole('main');
const total = (analytics: Analytics, pageType: string, week = analytics.weeks.at(-1)) =>
  analytics.visits
    .filter((row) => row.page_type === pageType && row.week === week)
    .reduce((sum, row) => sum + row.visits, 0);
const number = (value: number) => new Intl.NumberFormat('de-DE').format(value);

const viersen = account('commune');
/** Answers the cookie question in the consent test. */
const newcomer = account('commune', { cookieQuestion: true });

for (const width of WALK_WIDTHS) {
  test(`Auswertung bei ${width} px: Diagramme und Tabellen mit den Demo-Daten`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await login(page, DEMO.admin);
    // The figures the page itself got: other specs search and visit pages meanwhile.
    const answer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/admin/analytics' && response.ok(),
    );
    await page.goto(ROUTES.adminAnalytics);
    const analytics = (await (await answer).json()) as Analytics;
    const homeTotal = analytics.visits
      .filter((row) => row.page_type === 'home')
      .reduce((sum, row) => sum + row.visits, 0);
    expect(homeTotal, 'seeded demo visits in the last weeks').toBeGreaterThan(0);
    expect(analytics.searchMisses.length).toBeGreaterThan(0);

    await expect(pageHeading(page)).toHaveText('Auswertung');
    await expect(page).toHaveTitle(/^Auswertung/);

    const visitsChart = main(page).getByRole('img', { name: /^Balkendiagramm der Seitenaufrufe je Woche/ });
    await expect(visitsChart).toBeVisible();
    await expect(visitsChart.locator('svg rect').first()).toBeAttached();
    await expect(visitsChart).toHaveAccessibleName(new RegExp(`Startseite \\(${number(homeTotal)}\\)`));

    const visitsTable = main(page).getByRole('region', { name: /^Seitenaufrufe je Seitentyp und Woche/ });
    const header = visitsTable.getByRole('row').first();
    await expect(header.getByRole('columnheader')).toHaveCount(analytics.weeks.length + 2);
    // The most visited page type comes first; its sum is the last cell.
    const firstRow = visitsTable.getByRole('row').nth(1);
    await expect(firstRow.getByRole('rowheader')).toHaveText('Startseite');
    await expect(firstRow.getByRole('cell').last()).toHaveText(number(homeTotal));
    await expect(
      visitsTable.getByRole('rowheader', { name: 'Fördermöglichkeit (Detail)', exact: true }),
    ).toBeVisible();

    const missesSection = main(page).getByRole('region', { name: 'Suchen ohne Treffer' });
    await expect(missesSection.getByRole('img', { name: /Suchen ohne Treffer/ })).toBeVisible();
    const [topMiss] = analytics.searchMisses;
    const missRow = missesSection.getByRole('row').nth(1);
    await expect(missRow.getByRole('rowheader')).toHaveText(topMiss.query);
    await expect(missRow.getByRole('cell').first()).toHaveText(number(topMiss.count));
    await expect(missRow.getByRole('cell').last()).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
    await expect(missesSection.getByRole('row')).toHaveCount(analytics.searchMisses.length + 1);

    // The wide table scrolls in its own box, not the page.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    if (width < 1264) {
      const scrolls = await visitsTable.evaluate((element) => element.scrollWidth > element.clientWidth);
      expect(scrolls).toBe(true);
    }
    await expectNoSeriousA11yViolations(page);
  });
}

test('eine Kommune bekommt die Auswertung nicht: Nicht-gefunden-Seite und 403', async ({ page }) => {
  await viersen.login(page);
  await page.goto(ROUTES.adminAnalytics);
  await expect(page).toHaveURL(ROUTES.adminAnalytics);
  await expectNotFound(page);
  await expect(page.getByText('Auswertung')).toHaveCount(0);
  expect((await api(page.request).get('/api/admin/analytics')).status()).toBe(403);
});

test('Ereignisse erst nach der Zustimmung im Cookie-Dialog, dann mit dem richtigen Seitentyp', async ({
  page,
  playwright,
  baseURL,
}) => {
  const sent: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    if (request.url().endsWith('/api/tracking/events')) sent.push(request.postDataJSON());
  });
  // A new account of Viersen, approved, that has not answered the cookie question.
  await newcomer.login(page);

  const dialog = page.getByRole('dialog', { name: 'Cookies und Nutzungsstatistik' });
  await test.step('ohne Antwort: Seiten besuchen, nichts wird gesendet', async () => {
    await page.clock.install();
    await page.goto(ROUTES.funds);
    await expect(pageHeading(page)).toHaveText('Fördermöglichkeiten');
    await page.goto(ROUTES.home);
    await expect(pageHeading(page)).toBeVisible();
    await (await openNavigation(page)).getByRole('link', { name: 'Presse', exact: true }).click();
    await expect(page).toHaveURL(ROUTES.news);
    await expect(pageHeading(page)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(ROUTES.home);
    // Past the wait for a page title, and on to the cookie dialog.
    await page.clock.fastForward(COOKIE_DIALOG_DELAY_MS + 1_000);
    await expect(dialog).toBeVisible();
    expect(sent).toEqual([]);
  });

  const fundsVisits = async () => {
    const admin = await requestAs(playwright.request, baseURL, DEMO.admin);
    try {
      const response = await api(admin).get('/api/admin/analytics');
      expect(response.status()).toBe(200);
      return total((await response.json()) as Analytics, 'funds');
    } finally {
      await admin.dispose();
    }
  };
  const fundsBefore = await fundsVisits();

  await test.step('zugestimmt: user_properties, dann page_visited beim nächsten Seitenaufruf', async () => {
    const properties = page.waitForRequest(
      (request) =>
        request.url().endsWith('/api/tracking/events') && request.postDataJSON()?.name === 'user_properties',
    );
    await dialog.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect(dialog).toBeHidden();
    expect((await properties).postDataJSON()).toEqual({
      name: 'user_properties',
      commune: 'Viersen',
      role: null,
    });

    const visited = page.waitForRequest(
      (request) =>
        request.url().endsWith('/api/tracking/events') && request.postDataJSON()?.name === 'page_visited',
    );
    await (await openNavigation(page))
      .getByRole('link', { name: 'Fördermöglichkeiten', exact: true })
      .click();
    await expect(page).toHaveURL(ROUTES.funds);
    const request = await visited;
    expect(request.postDataJSON()).toEqual({
      name: 'page_visited',
      page_type: 'funds',
      navigated_dashboard: true,
      page_name: 'Fördermöglichkeiten',
    });
    expect((await request.response())?.status()).toBe(204);
    expect(sent.filter((event) => event.name === 'page_visited')).toHaveLength(1);
  });

  await test.step('gespeichert: die Auswertung zählt den Besuch', async () => {
    expect(await fundsVisits()).toBeGreaterThanOrEqual(fundsBefore + 1);
  });
});
