import type { Browser, Page } from '@playwright/test';
import { type Account, account } from './accounts.ts';
import { api, expect, loadCatalogue, moveInApp, pageHeading, ROUTES, test } from './fixtures.ts';

// Decision 026: pages say when they cannot load. A 503 (the database away) shows the German error
// state with a retry that brings the page; a 403 (an education-only person on a municipal page) explains
// the access and offers no retry; a search URL tells an education-only person that the search is not
// part of their portal. The 503 is routed in the browser: the suite does not stop its database.

const reader = account('commune');
const school = account('educationOnly');

const OUTAGE = 'Die Datenbank ist gerade nicht erreichbar. Bitte versuchen Sie es in Kürze erneut.';
const HIDDEN = 'Das Kommunalportal ist für Ihr Konto ausgeblendet; Sie nutzen das Bildungsportal.';

async function signedInPage(browser: Browser, user: Account) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
  });
  const page = await context.newPage();
  await user.login(page);
  return page;
}

const main = (page: Page) => page.getByRole('main');

/** Answers every call to `pattern` with the server's 503 of a database outage, until `heal` is called. */
async function outage(page: Page, pattern: RegExp) {
  const handler = (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
    route.fulfill({
      status: 503,
      headers: { 'retry-after': '5' },
      contentType: 'application/json',
      body: JSON.stringify({ error: 'database_unavailable', message: OUTAGE }),
    });
  await page.route(pattern, handler);
  return { heal: () => page.unroute(pattern, handler) };
}

test('Leistungsbereich, Leistung und Angebot: bei 503 Fehlermeldung mit Erneut versuchen, danach die Seite', async ({
  browser,
}) => {
  const page = await signedInPage(browser, reader);
  const catalogue = await loadCatalogue(page.request);
  const area = catalogue.areas.find((entry) =>
    entry.services.some((service) => service.subServices.length > 0),
  );
  if (!area) throw new Error('Kein Fachbereich mit Angebot im Katalog');
  const service = area.services.find((entry) => entry.subServices.length > 0);
  if (!service) throw new Error('Keine Leistung mit Angebot');
  const sub = service.subServices[0];
  const pages = [
    {
      route: ROUTES.serviceArea(area.id),
      api: /\/api\/service-areas\/\d+$/,
      heading: 'Leistungsbereich',
      title: area.title,
    },
    {
      route: ROUTES.service(area.id, service.id),
      api: /\/api\/services\/\d+$/,
      heading: 'Leistung',
      title: service.title,
    },
    {
      route: ROUTES.subService(area.id, service.id, sub.id),
      api: /\/api\/sub-services\/\d+$/,
      heading: 'Angebot',
      title: sub.title,
    },
  ];
  // The server sends a page with its first view; a page opened from inside the portal asks in the browser,
  // where the outage is staged.
  await page.goto(ROUTES.home);
  for (const target of pages) {
    await test.step(target.route, async () => {
      const { heal } = await outage(page, target.api);
      await moveInApp(page, target.route);
      await expect(pageHeading(page)).toHaveText(target.heading);
      const alert = main(page).getByRole('alert');
      await expect(alert).toContainText(OUTAGE);
      await expect(main(page).getByRole('status')).toHaveCount(0);
      await heal();
      await alert.getByRole('button', { name: 'Erneut versuchen' }).click();
      await expect(pageHeading(page)).toHaveText(target.title);
    });
  }
});

test('Nachricht, Nachrichtenliste und Fördermöglichkeiten: bei 503 dieselbe Fehlermeldung mit Erneut versuchen', async ({
  browser,
}) => {
  const page = await signedInPage(browser, reader);
  const list = (await (await api(page.request).get('/api/news-posts')).json()) as { id: number }[];
  expect(list.length).toBeGreaterThan(0);

  // Opened from inside the portal, so the browser asks (the server's first view would not see the outage).
  await page.goto(ROUTES.home);
  const detail = await outage(page, /\/api\/news-posts\/\d+$/);
  await moveInApp(page, `/news-detail/${list[0].id}`);
  await expect(pageHeading(page)).toHaveText('Nachricht');
  await expect(main(page).getByRole('alert')).toContainText(OUTAGE);
  await detail.heal();
  await main(page).getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(pageHeading(page)).not.toHaveText('Nachricht');

  const funds = await outage(page, /\/api\/users\/me\?.*type=foerdermittel/);
  await moveInApp(page, ROUTES.funds);
  const fundsAlert = main(page).getByRole('alert');
  await expect(fundsAlert).toContainText('Die Fördermöglichkeiten konnten nicht geladen werden.');
  await funds.heal();
  await fundsAlert.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(main(page).getByRole('alert')).toHaveCount(0);
  await expect(main(page).getByRole('status')).toHaveText(
    /^(\d+ Fördermöglichkeiten?|Derzeit sind keine Fördermöglichkeiten eingetragen\.)$/,
  );
});

test('Nur Bildungsportal: ein Leistungsbereich erklärt den Zugang ohne Erneut versuchen, die Suche ist nicht Teil des Portals', async ({
  browser,
}) => {
  const page = await signedInPage(browser, school);
  const areas = (await (await (await reader.request()).get('/api/service-areas?_limit=-1')).json()) as {
    id: number;
  }[];
  await page.goto(ROUTES.serviceArea(areas[0].id));
  const alert = main(page).getByRole('alert');
  await expect(alert).toContainText(HIDDEN);
  await expect(main(page).getByRole('button', { name: 'Erneut versuchen' })).toHaveCount(0);
  await expect(main(page).getByRole('status')).toHaveCount(0);

  await page.goto('/search?q=Strom');
  await expect(pageHeading(page)).toHaveText('Suche');
  await expect(main(page)).toContainText('Die Suche gehört zum Kommunalportal');
  await expect(main(page)).not.toContainText('Die Suche ist fehlgeschlagen');
  await expect(main(page).getByRole('button', { name: 'Erneut versuchen' })).toHaveCount(0);
});
