import { RABATT_MOBILE_BREAKPOINT } from '@kp/contract/rabatt-constants';
import { BREAKPOINTS, COOKIE_DIALOG_DELAY_MS, COOKIE_RETRY_MS } from '@kp/contract/shell';
import type { Page } from '@playwright/test';
import {
  clippedText,
  expectAxeClean,
  expectLayoutShiftBelow,
  expectVisibleFocus,
  recordLayoutShifts,
  screenshot,
  TEXT_SPACING_CSS,
  tabTo,
} from './a11y-checks.ts';
import { account, createPendingAccount } from './accounts.ts';
import {
  apiJson,
  DEMO,
  expect,
  loadCatalogue,
  login,
  moveInApp,
  openNavigation,
  pageHeading,
  ROUTES,
  ssoLogin,
  test,
  walkTo,
} from './fixtures.ts';

// Decision 017: the outside audit's findings, kept fixed. axe-core with the audit's tags (WCAG 2.0 and
// 2.1, A and AA) on the main routes at 1440 and 390 px, with the menus, drawer, panel and search open; and
// the keyboard paths of what was fixed, each asserting that focus is visible and never lost to <body>.

const viersen = account('commune');
const main = (page: Page) => page.getByRole('main');
/** One per width: closing the self-opened panel ends its opening by itself for the account. */
const teachers = new Map(
  [1440, 390].map((width) => [width, account('education', { notificationPanel: true })]),
);
/** Signs in again through the provider in the session-end test. */
const learner = account('education');
/** Has not answered the cookie question. */
const newcomer = account('commune', { cookieQuestion: true });

for (const width of [1440, 390]) {
  const narrow = width < BREAKPOINTS.lg;

  test.describe(`Barrierefreiheit bei ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('axe: Seiten einer Kommune', async ({ page }) => {
      test.setTimeout(120_000);
      await viersen.login(page);
      const catalogue = await loadCatalogue(page.request);
      const [area] = catalogue.areas;
      const service = area.services[0];
      const routes = [
        ROUTES.home,
        ROUTES.serviceArea(area.id),
        ROUTES.service(area.id, service.id),
        ROUTES.about,
        ROUTES.news,
        ROUTES.magazin,
        ROUTES.funds,
        ROUTES.constructionsMap,
        ROUTES.notificationConfig,
        ROUTES.search('Wärme'),
        ROUTES.verbrauchsdaten,
        ROUTES.konzessionsabgaben,
        ROUTES.vertragsuebersicht,
        ROUTES.kommunalrabatt,
      ];
      for (const route of routes) {
        await walkTo(page, route);
        await expectAxeClean(page, route);
      }
    });

    test('axe: Kontomenü, Navigation und Suche offen', async ({ page }) => {
      await viersen.login(page);
      await walkTo(page, ROUTES.home);

      const accountButton = page.getByRole('button', { name: /^Benutzermenü von/ });
      await accountButton.click();
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem', { name: 'Abmelden' })).toBeVisible();
      // The audit's critical finding: a menu holds only items (no heading, no paragraph).
      await expect(menu.getByRole('heading')).toHaveCount(0);
      await expectAxeClean(page, 'Kontomenü');
      await screenshot(page, 'account-menu');
      await page.keyboard.press('Escape');
      await expect(accountButton).toBeFocused();

      if (narrow) {
        await openNavigation(page);
        await expectAxeClean(page, 'Navigation (Overlay)');
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Suche öffnen' }).click();
      }
      const search = page.getByRole('combobox', { name: 'Suchbegriff' });
      await search.fill('Wärme');
      await expect(page.getByRole('listbox', { name: 'Suchvorschläge' })).toBeVisible();
      await expectAxeClean(page, 'Suche mit Vorschlägen');
    });

    test('axe: Benachrichtigungen, die sich selbst öffnen, nehmen keinen Fokus', async ({ page }) => {
      await teachers.get(width)?.login(page);
      await page.goto(ROUTES.home);
      const panel = page.getByRole('dialog', { name: /seit Ihrem letzten Besuch$/ });
      await expect(panel).toBeVisible();
      // It opened by itself: the focus stays where it was (the page start), not in the panel.
      await page.waitForTimeout(500);
      expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(false);
      await expectAxeClean(page, 'Benachrichtigungen');
      await screenshot(page, 'notification-panel-auto');
      // The first Tab goes into the panel, and Escape closes it.
      await page.keyboard.press('Tab');
      expect(
        await panel.evaluate((element) =>
          element.contains(document.activeElement)
            ? 'inside'
            : document.activeElement?.outerHTML.slice(0, 120),
        ),
      ).toBe('inside');
      await expectVisibleFocus(page, 'erster Halt im Panel');
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
    });

    test('axe: Verwaltung, Anmeldung und Freischaltung', async ({ page, browser }) => {
      test.setTimeout(60_000);
      await login(page, DEMO.admin);
      for (const [route, title] of [
        [ROUTES.adminUsers, 'Benutzerverwaltung'],
        [ROUTES.adminAnalytics, 'Auswertung'],
        [ROUTES.adminPortalUpdates, 'Portal-Neuigkeiten'],
      ] as const) {
        await walkTo(page, route);
        await expect(page).toHaveTitle(new RegExp(`^${title} – `));
        await expectAxeClean(page, route);
      }
      if (narrow) {
        // The wide table scrolls in a focusable, named box.
        const table = page
          .getByRole('region', { name: 'Gesendete Portal-Neuigkeiten' })
          .and(page.locator('[tabindex="0"]'));
        await tabTo(page, table);
        await expectVisibleFocus(page, 'Tabelle der Portal-Neuigkeiten');
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => table.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
        await screenshot(page, 'portal-updates-table');
      }

      const anonymousContext = await browser.newContext({ viewport: { width, height: 900 } });
      const anonymous = await anonymousContext.newPage();
      await anonymous.goto(ROUTES.login);
      await expect(anonymous.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(anonymous).toHaveTitle(/^Anmeldung – /);
      await expectAxeClean(anonymous, ROUTES.login);
      await anonymousContext.close();

      const pending = await createPendingAccount({ registered: true });
      const waitingContext = await browser.newContext({ viewport: { width, height: 900 } });
      await waitingContext.addCookies(pending.cookies);
      const waiting = await waitingContext.newPage();
      await waiting.goto(ROUTES.approvalPending);
      await expect(waiting.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(waiting).toHaveTitle(/^Konto-Freischaltung – /);
      await expectAxeClean(waiting, ROUTES.approvalPending);
      await waitingContext.close();
    });

    test('Tastatur: Seitenwechsel wird angesagt, der Fokus steht auf der Überschrift', async ({ page }) => {
      await viersen.login(page);
      await walkTo(page, ROUTES.home);
      // Not on the first load: the page starts at the top as usual.
      await expect(pageHeading(page)).not.toBeFocused();

      const navigation = await openNavigation(page);
      const about = navigation.getByRole('link', { name: /Über/ }).first();
      await about.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(ROUTES.about);
      await expect(pageHeading(page)).toBeFocused();
      const title = (await page.title()).replace(/ – Kommunalportal$/, '');
      await expect(page.getByRole('status').filter({ hasText: title })).toHaveText(title);
      // From the heading, Tab goes on into the page, not back to the top.
      await page.keyboard.press('Tab');
      await expectVisibleFocus(page, 'nach der Überschrift');
    });

    test('Tastatur: Karten der Leistungen zeigen den Fokus', async ({ page }) => {
      // tabTo checks the ring at every stop through the navigation on the way.
      test.setTimeout(60_000);
      await viersen.login(page);
      const catalogue = await loadCatalogue(page.request);
      const area = catalogue.areas.find((entry) => entry.services.some((s) => s.subServices.length > 0));
      if (!area) throw new Error('kein Fachbereich mit Angeboten');
      await walkTo(page, ROUTES.serviceArea(area.id));
      const card = page.getByRole('main').getByRole('link', { name: area.services[0].title }).first();
      await tabTo(page, card);
      await expectVisibleFocus(page, 'Leistungskarte');
      await screenshot(page, 'service-card-focus');

      const service = area.services.find((s) => s.subServices.length > 0);
      if (!service) throw new Error('keine Leistung mit Angeboten');
      // Loaded afresh: the way to the card starts at the top of the page again.
      await page.goto(ROUTES.service(area.id, service.id));
      await expect(pageHeading(page)).toBeVisible();
      const subCard = page
        .getByRole('main')
        .getByRole('link', { name: service.subServices[0].title })
        .first();
      await tabTo(page, subCard);
      await expectVisibleFocus(page, 'Angebotskarte');
    });

    if (narrow) {
      test('Tastatur: Tab bleibt in der geöffneten Navigation', async ({ page }) => {
        await viersen.login(page);
        await walkTo(page, ROUTES.home);
        const burger = page.getByRole('button', { name: 'Menü öffnen' });
        await tabTo(page, burger);
        await page.keyboard.press('Enter');
        const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
        await expect(navigation).toBeVisible();
        await screenshot(page, 'drawer-open');
        const banner = page.getByRole('banner');
        for (let i = 0; i < 40; i++) {
          await page.keyboard.press('Tab');
          const where = await page.evaluate(() => {
            const active = document.activeElement;
            return active?.closest('nav[aria-label="Hauptnavigation"], header')
              ? 'inside'
              : (active?.outerHTML.slice(0, 120) ?? 'none');
          });
          expect(where, `Tab ${i + 1} stays in the drawer or the top bar`).toBe('inside');
          await expectVisibleFocus(page, `Tab ${i + 1} in der Navigation`);
        }
        await expect(banner).toBeVisible();
        // A link in the drawer opens its page; focus goes to its heading, not to <body>.
        await navigation.getByRole('link').first().focus();
        await page.keyboard.press('Enter');
        await expect(navigation).toBeHidden();
        await expect(pageHeading(page)).toBeFocused();
      });

      test('der Cookie-Dialog öffnet sich nicht über der offenen Navigation', async ({ page }) => {
        await newcomer.login(page);
        // The page's clock, moved by the test: the 10 s of COOKIE_DIALOG_DELAY_MS pass without waiting them.
        await page.clock.install();
        await walkTo(page, ROUTES.home);
        await page.getByRole('button', { name: 'Menü öffnen' }).click();
        const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
        await expect(navigation).toBeVisible();
        const cookies = page.getByRole('dialog', { name: 'Cookies und Nutzungsstatistik' });
        // COOKIE_DIALOG_DELAY_MS, then one more look (COOKIE_RETRY_MS): the navigation is still open.
        await page.clock.fastForward(COOKIE_DIALOG_DELAY_MS + 500);
        await expect(cookies).toHaveCount(0);
        await page.clock.fastForward(COOKIE_RETRY_MS);
        await expect(cookies).toHaveCount(0);
        await page.keyboard.press('Escape');
        await expect(navigation).toBeHidden();
        // The next look after the navigation closed opens it.
        await page.clock.fastForward(COOKIE_RETRY_MS);
        await expect(cookies).toBeVisible();
      });
    }
  });
}

test('Sitzungsende: Warnung zwei Minuten vorher, Angemeldet bleiben, Entwurf über die neue Anmeldung', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const info = await learner.login(page);
  await page.clock.install();
  // The page's clock runs fast, the server's does not: any answer (the notification poll, a refetch) would
  // report the session as fresh. While `serverIdle`, answers reach the page without the session header,
  // as if the server's time had passed as well.
  let serverIdle = false;
  await page.route('**/api/**', async (route) => {
    if (!serverIdle) return route.fallback();
    const response = await route.fetch();
    const { 'x-session-expires-in': _dropped, ...headers } = response.headers();
    await route.fulfill({ response, headers });
  });
  await page.goto(ROUTES.bildungsportalContact);
  await expect(pageHeading(page)).toHaveText('Kontakt');
  const form = page
    .getByRole('main')
    .getByRole('region', { name: 'Kontakt' })
    .filter({ has: page.getByRole('button', { name: 'Absenden' }) });
  const send = form.getByRole('button', { name: 'Absenden' });
  // 'Absenden' stays disabled (spec 02 §5), and the form says what is missing.
  await expect(send).toBeDisabled();
  await expect(
    form.getByText('Noch auszufüllen: Vorname, Nachname, E-Mail-Adresse, Nachricht'),
  ).toBeVisible();
  await form.getByLabel('Vorname').fill('Maria');
  await form.getByLabel('Nachricht').fill('Können wir den Wasserkoffer im März ausleihen?');
  await expect(form.getByText('Noch auszufüllen: Nachname, E-Mail-Adresse')).toBeVisible();
  await expect(send).toHaveAccessibleDescription('Noch auszufüllen: Nachname, E-Mail-Adresse');

  // 28 minutes without a call: the warning, with the focus on 'Angemeldet bleiben'.
  serverIdle = true;
  await page.clock.fastForward(28 * 60_000 + 1_000);
  const warning = page.getByRole('dialog', { name: 'Ihre Sitzung läuft bald ab' });
  await expect(warning).toBeVisible();
  const stay = warning.getByRole('button', { name: 'Angemeldet bleiben' });
  await expect(stay).toBeFocused();
  await expectAxeClean(page, 'Warnung vor dem Sitzungsende', { fakeClock: true });
  await screenshot(page, 'session-warning');
  const renewed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/users/me');
  serverIdle = false;
  await stay.click();
  expect((await renewed).headers()['x-session-expires-in']).toMatch(/^\d+$/);
  await expect(warning).toBeHidden();
  // Back where the person was typing.
  await expect(form.getByLabel('Nachricht')).toBeFocused();

  // Past the end: a new sign-in, back to this page, with what was typed.
  serverIdle = true;
  await page.clock.fastForward(31 * 60_000);
  const ended = page.getByRole('dialog', { name: 'Ihre Sitzung ist abgelaufen' });
  await expect(ended).toBeVisible();
  await ended.getByRole('button', { name: 'Erneut anmelden' }).click();
  serverIdle = false;
  await expect(page).toHaveURL(ROUTES.login);
  await ssoLogin(page, info.username);
  await expect(page).toHaveURL(ROUTES.bildungsportalContact);
  await expect(form.getByLabel('Vorname')).toHaveValue('Maria');
  await expect(form.getByLabel('Nachricht')).toHaveValue('Können wir den Wasserkoffer im März ausleihen?');
});

for (const width of [1440, 390]) {
  test(`Registrierung: der Hinweis ohne Portalwahl wird angesagt (${width} px)`, async ({ browser }) => {
    const pending = await createPendingAccount();
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addCookies(pending.cookies);
    const page = await context.newPage();
    await page.goto(ROUTES.approvalPending);
    await expect(page).toHaveTitle(/^Registrierung – /);
    const dialog = page.getByRole('dialog');
    await expectAxeClean(page, 'Registrierung');
    await dialog.getByRole('button', { name: 'Weiter' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Bitte wählen Sie ein Portal aus.');
    await expectAxeClean(page, 'Registrierung mit Hinweis');
    await context.close();
  });
}

test('Verbrauchsdaten: die Werte des Diagramms auch sichtbar als Tabelle', async ({ page }) => {
  await viersen.login(page);
  await walkTo(page, ROUTES.verbrauchsdaten);
  const toggle = page.getByRole('button', { name: 'Daten als Tabelle' }).first();
  const table = page.getByRole('table', { name: /Verbrauch in MWh/ }).first();
  const box = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  // Before: for screen readers only (a 1 × 1 px box).
  expect((await box.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Tabelle ausblenden' }).first()).toBeFocused();
  expect((await box.boundingBox())?.width ?? 0).toBeGreaterThan(100);
  await expect(table.getByRole('rowheader').first()).toBeVisible();
  await expectAxeClean(page, 'Verbrauchsdaten mit Tabelle');
  await screenshot(page, 'consumption-table');
});

test.describe('320 px', () => {
  test.use({ viewport: { width: 320, height: 800 } });

  test('kein seitliches Scrollen auf den Hauptseiten', async ({ page }) => {
    await viersen.login(page);
    const overflowing: string[] = [];
    for (const route of [ROUTES.home, ROUTES.funds, ROUTES.vertragsuebersicht, ROUTES.verbrauchsdaten]) {
      await walkTo(page, route);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        const wide = [...document.querySelectorAll<HTMLElement>('body *')]
          .filter((element) => element.getBoundingClientRect().right > width + 1)
          .filter((element) => !element.closest('[role="region"][tabindex="0"], [aria-hidden="true"]'))
          .slice(0, 3)
          .map((element) => `${element.tagName} ${element.className.toString().slice(0, 60)}`);
        return { scroll: document.documentElement.scrollWidth - width, wide };
      });
      if (overflow.scroll > 0)
        overflowing.push(`${route}: ${overflow.scroll}px ${overflow.wide.join(' | ')}`);
      await screenshot(page, `320${route.replaceAll('/', '-')}`);
    }
    expect(overflowing).toEqual([]);
  });
});

test.describe('Layout bei 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('die Seite springt beim Laden nicht: Layout-Verschiebung unter 0,1 auf /home und /login', async ({
    page,
    browser,
  }) => {
    await viersen.login(page);
    await recordLayoutShifts(page);
    await page.goto(ROUTES.home);
    await expect(page.getByRole('region', { name: 'Aktuelles' })).toBeVisible();
    await expectLayoutShiftBelow(page, 0.1, ROUTES.home);

    const anonymousContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const anonymous = await anonymousContext.newPage();
    await recordLayoutShifts(anonymous);
    await anonymous.goto(ROUTES.login);
    await expect(anonymous.getByRole('button', { name: 'Entwickler-Anmeldung' })).toBeVisible();
    await expectLayoutShiftBelow(anonymous, 0.1, ROUTES.login);
    await anonymousContext.close();
  });
});

test('Ladezustände: die Platzhalter der Auswertung und einer Nachricht sind benannt', async ({ page }) => {
  await login(page, DEMO.admin);
  const [news] = await apiJson<{ id: number }[]>(page, '/api/news-posts?_limit=1');
  // The page's answers wait until its placeholder has been checked.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/(admin\/analytics|news-posts\/\d+)(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(ROUTES.adminAnalytics);
  await expect(page.getByRole('status', { name: 'Auswertung wird geladen' })).toBeVisible();
  await expectAxeClean(page, 'Auswertung wird geladen');
  // The server sends a page with its first view; a message opened from inside the portal loads in the
  // browser, behind its placeholder.
  await page.goto(ROUTES.news);
  await moveInApp(page, ROUTES.newsDetail(news.id));
  await expect(page.getByRole('status', { name: 'Nachricht wird geladen' })).toBeVisible();
  await expectAxeClean(page, 'Nachricht wird geladen');
  release();
  await expect(pageHeading(page)).toBeVisible();
});

test('Textabstände (WCAG 1.4.12): die Ansprechpartner in der Kopfzeile werden nicht abgeschnitten', async ({
  page,
}) => {
  await viersen.login(page);
  await walkTo(page, ROUTES.home);
  const banner = page.getByRole('banner');
  const partners = banner.getByRole('list', { name: 'Ihre Ansprechpartner' });
  await expect(partners.getByRole('listitem')).toHaveCount(2);
  expect(await clippedText(partners, banner)).toEqual([]);
  await page.addStyleTag({ content: TEXT_SPACING_CSS });
  // The overrides took: the names are set wider.
  await expect
    .poll(() => partners.evaluate((list) => getComputedStyle(list).letterSpacing))
    .not.toBe('normal');
  expect(await clippedText(partners, banner)).toEqual([]);
  await screenshot(page, 'text-spacing-top-bar');
});

// Item 10's rule kept for every route and every dialog, drawer, menu and panel the pages open: what the
// tests above do not visit yet, grouped by the account that sees it, one page per account and width.
const wegberg = account('communeAtWork');
const staff = account('employee');
const school = account('educationOnly');

for (const width of [1440, 390]) {
  test.describe(`axe bei ${width} px: alle weiteren Seiten und ihre Dialoge`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('Kommune: Details, Förderung, Wärmeplanung, Momente, Beratung', async ({ page }) => {
      test.setTimeout(180_000);
      await viersen.login(page);
      const catalogue = await loadCatalogue(page.request);
      const area = catalogue.areas.find((entry) => entry.services.some((s) => s.subServices.length > 0));
      const service = area?.services.find((s) => s.subServices.length > 0);
      if (!area || !service) throw new Error('kein Angebot im Katalog');
      const [news] = await apiJson<{ id: number }[]>(page, '/api/news-posts?_limit=1');
      const [press] = await apiJson<{ id: number }[]>(page, '/api/press-posts?_limit=1');
      const [fund] = await apiJson<{ id: number }[]>(page, '/api/users/me?type=foerdermittel');
      for (const route of [
        ROUTES.subService(area.id, service.id, service.subServices[0].id),
        ROUTES.newsDetail(news.id),
        ROUTES.pressDetail(press.id),
        ROUTES.fundDetail(fund.id),
        ROUTES.faq,
        ROUTES.konzessionsthemen,
        ROUTES.communeDashboard,
        ROUTES.waermeplanungFaq,
        ROUTES.barrierefreiheit,
      ]) {
        await walkTo(page, route);
        await expectAxeClean(page, route);
      }

      // The heat-planning app asks for its terms of use first, in a dialog.
      await page.goto(ROUTES.waermeplanung);
      const terms = page.getByRole('dialog', { name: /^Nutzungsbedingungen/ });
      const app = main(page).locator('iframe');
      await expect(terms.or(app).first()).toBeVisible({ timeout: 15_000 });
      if (await terms.isVisible()) {
        await expectAxeClean(page, 'Nutzungsbedingungen der Wärmeplanung');
        await terms.getByRole('button', { name: 'OK' }).click();
        await expect(terms).toBeHidden();
      }
      await expect(app).toBeVisible();
      await expectAxeClean(page, ROUTES.waermeplanung);

      await walkTo(page, ROUTES.newErleben);
      await expectAxeClean(page, ROUTES.newErleben);
      await main(page)
        .getByRole('button', { name: /^Beanspruchen: / })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: / beanspruchen$/ })).toBeVisible();
      await expectAxeClean(page, 'Moment beanspruchen');
      await page.keyboard.press('Escape');

      await walkTo(page, catalogue.serviceRoute('Wärme', 'Quartiersentwicklung'));
      await main(page).getByRole('button', { name: 'Beratung anfragen' }).click();
      const consultation = page.getByRole('dialog', { name: 'Beratung anfragen' });
      await expect(consultation).toBeVisible();
      await expectAxeClean(page, 'Beratung anfragen');
      // With the errors shown.
      await consultation.getByRole('button', { name: 'Anfrage senden' }).click();
      await expect(consultation.getByText('Bitte geben Sie eine Nachricht an.')).toBeVisible();
      await expectAxeClean(page, 'Beratung anfragen mit Fehlern');
      await page.keyboard.press('Escape');

      // The bell's panel, opened by hand (the self-opened one is tested above).
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Benachrichtigungen, / })
        .click();
      await expect(page.getByRole('dialog', { name: /seit Ihrem letzten Besuch$/ })).toBeVisible();
      await expectAxeClean(page, 'Benachrichtigungen über die Glocke');
    });

    test('Kommune mit offener Kommunalrabatt-Liste: Lieferstelle hinzufügen', async ({ page }) => {
      test.setTimeout(60_000);
      await wegberg.login(page);
      await walkTo(page, `${ROUTES.lieferstellen}?year=2026`);
      await expectAxeClean(page, ROUTES.lieferstellen);
      // Below 960 px the list shows its desktop notice (the reflow is not done yet, decision 017).
      if (width < RABATT_MOBILE_BREAKPOINT) return;
      await main(page).getByRole('button', { name: 'Lieferstelle hinzufügen' }).click();
      await expect(page.getByRole('dialog', { name: 'Lieferstelle hinzufügen' })).toBeVisible();
      await expectAxeClean(page, 'Lieferstelle hinzufügen');
    });

    test('Mitarbeitende: Kommunen-Dashboard, Rabattliste mit Details, Konzessionsthemen', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await staff.login(page);
      for (const route of [
        `${ROUTES.communeDashboard}?commune=Viersen`,
        `${ROUTES.kommunalrabatt}?year=2026&commune=Viersen`,
        `${ROUTES.konzessionsthemen}?commune=Viersen`,
        `${ROUTES.vertragsuebersicht}?commune=Viersen`,
      ]) {
        await walkTo(page, route);
        await expectAxeClean(page, route);
      }
      await walkTo(page, `${ROUTES.lieferstellen}?commune=J%C3%BCchen&year=2026`);
      await expectAxeClean(page, ROUTES.lieferstellen);
      if (width < RABATT_MOBILE_BREAKPOINT) return;
      await main(page)
        .getByRole('button', { name: /^Details zu Marktlokation/ })
        .first()
        .click();
      await expect(main(page).getByRole('textbox', { name: 'Notiz' })).toBeVisible();
      await expectAxeClean(page, 'Lieferstellen mit Details');
    });

    test('Bildungsportal: Materialien, Anspruch, Sponsoring, Kontakt', async ({ page }) => {
      test.setTimeout(120_000);
      await school.login(page);
      const menu = await apiJson<{ id: number }[]>(page, '/api/bildungsportal/menu');
      const cards = await apiJson<{ id: number }[]>(page, `/api/bildungsportal/find?type=${menu[0].id}`);
      for (const route of [
        ROUTES.home,
        ROUTES.bildungsmaterialList(menu[0].id),
        ROUTES.sponsoring,
        ROUTES.bildungsportalContact,
      ]) {
        await walkTo(page, route);
        await expectAxeClean(page, route);
      }
      await walkTo(page, ROUTES.bildungsmaterial(cards[0].id));
      await expectAxeClean(page, ROUTES.bildungsmaterial(cards[0].id));
      const claim = main(page).getByRole('button', { name: 'Jetzt beanspruchen' });
      if (await claim.isVisible()) {
        await claim.click();
        await expect(main(page).getByRole('region', { name: 'Angebot beanspruchen' })).toBeInViewport();
        await expectAxeClean(page, 'Angebot beanspruchen');
      }
    });

    test('Cookie-Dialog', async ({ page }) => {
      await newcomer.login(page);
      await page.clock.install();
      await walkTo(page, ROUTES.home);
      await page.clock.fastForward(COOKIE_DIALOG_DELAY_MS + 1_000);
      await expect(page.getByRole('dialog', { name: 'Cookies und Nutzungsstatistik' })).toBeVisible();
      await expectAxeClean(page, 'Cookie-Dialog', { fakeClock: true });
    });
  });
}
