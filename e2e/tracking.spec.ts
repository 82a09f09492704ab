import { COOKIE_DIALOG_DELAY_MS } from '@kp/contract/shell';
import type { Analytics } from '@kp/contract/tracking';
import type { Page, Request } from '@playwright/test';
import { account, createPendingAccount, uniqueLogin } from './accounts.ts';
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
  ssoLogin,
  test,
  WALK_WIDTHS,
  waitForHydration,
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
    // The dashboard is back (its loader runs before it renders), and with it the cookie dialog's wait.
    await expect(pageHeading(page)).toHaveText(/^Hallo /);
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

/** The visits of a page type this week, as the admin's analytics count them. */
async function visitsOf(
  playwright: Parameters<Parameters<typeof test>[2]>[0]['playwright'],
  baseURL: string | undefined,
  pageType: string,
) {
  const admin = await requestAs(playwright.request, baseURL, DEMO.admin);
  try {
    const response = await api(admin).get('/api/admin/analytics');
    expect(response.status()).toBe(200);
    return total((await response.json()) as Analytics, pageType);
  } finally {
    await admin.dispose();
  }
}

const isEvent = (request: Request, path: string, pageType: string) =>
  new URL(request.url()).pathname === path &&
  request.postDataJSON()?.name === 'page_visited' &&
  request.postDataJSON()?.page_type === pageType;

test('vor der Anmeldung: Zustimmung auf der Anmeldeseite, dann zählt die Anmeldeseite und nach der Anmeldung die Freischaltungsseite', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const dialog = page.getByRole('dialog', { name: 'Cookies und Nutzungsstatistik' });
  const loginBefore = await visitsOf(playwright, baseURL, 'login');

  await test.step('ohne Antwort: die Anmeldeseite wird nicht gezählt, nach 10 s kommt die Frage', async () => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/tracking/')) sent.push(request.url());
    });
    await page.clock.install();
    await page.goto(ROUTES.login);
    await expect(pageHeading(page)).toHaveText('Willkommen im Kommunalportal der NEW');
    await page.clock.fastForward(COOKIE_DIALOG_DELAY_MS + 1_000);
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(sent).toEqual([]);
    await dialog.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect(dialog).toBeHidden();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'kp_tracking_consent')?.value).toBe('yes');
  });

  await test.step('zugestimmt: der nächste Besuch der Anmeldeseite wird gesendet und gezählt', async () => {
    const visited = page.waitForRequest((request) =>
      isEvent(request, '/api/tracking/visitor-events', 'login'),
    );
    await page.reload();
    await page.clock.fastForward(1_000);
    const request = await visited;
    expect(request.postDataJSON()).toEqual({
      name: 'page_visited',
      page_type: 'login',
      navigated_dashboard: false,
      page_name: 'Anmeldung',
    });
    expect((await request.response())?.status()).toBe(204);
    // The question is answered: not asked again.
    await page.clock.fastForward(COOKIE_DIALOG_DELAY_MS + 1_000);
    await expect(dialog).toHaveCount(0);
    expect(await visitsOf(playwright, baseURL, 'login')).toBeGreaterThanOrEqual(loginBefore + 1);
  });

  await test.step('angemeldet, noch nicht freigeschaltet: die Antwort gilt für das neue Konto', async () => {
    const approvalVisit = page.waitForRequest((request) =>
      isEvent(request, '/api/tracking/events', 'approval-pending'),
    );
    await ssoLogin(page, uniqueLogin('lea.tracking'));
    await expect(page).toHaveURL(ROUTES.approvalPending);
    // The sign-in's last step loaded the page anew: its timers start once it has hydrated.
    await waitForHydration(page);
    await page.clock.fastForward(4_000);
    expect((await (await approvalVisit).response())?.status()).toBe(204);
    const me = await (await api(page.request).get('/api/users/me')).json();
    expect(me.trackingConsent).toBe(true);
  });
});

test('auf der Freischaltungsseite: Frage nach 10 s, mit Zustimmung wird die Seite gezählt', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const pending = await createPendingAccount({ registered: true, cookieQuestion: true });
  const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
  await context.addCookies(pending.cookies);
  const page = await context.newPage();
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/tracking/events')) sent.push(request.postDataJSON()?.name);
  });
  const approvalBefore = await visitsOf(playwright, baseURL, 'approval-pending');
  await page.clock.install();
  await page.goto(ROUTES.approvalPending);
  await expect(page.getByRole('heading', { name: 'Konto-Freischaltung läuft...' })).toBeVisible();
  await page.clock.fastForward(COOKIE_DIALOG_DELAY_MS + 1_000);
  const dialog = page.getByRole('dialog', { name: 'Cookies und Nutzungsstatistik' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(sent).toEqual([]);

  const properties = page.waitForRequest(
    (request) =>
      request.url().endsWith('/api/tracking/events') && request.postDataJSON()?.name === 'user_properties',
  );
  await dialog.getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect(dialog).toBeHidden();
  await properties;

  const visited = page.waitForRequest((request) =>
    isEvent(request, '/api/tracking/events', 'approval-pending'),
  );
  await page.reload();
  await page.clock.fastForward(4_000);
  expect((await (await visited).response())?.status()).toBe(204);
  expect(await visitsOf(playwright, baseURL, 'approval-pending')).toBeGreaterThanOrEqual(approvalBefore + 1);
  await context.close();
});
