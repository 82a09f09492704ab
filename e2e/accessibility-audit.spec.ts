import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { BREAKPOINTS, COOKIE_DIALOG_DELAY_MS } from '@kp/contract/shell';
import type { Locator, Page } from '@playwright/test';
import { account, createPendingAccount } from './accounts.ts';
import {
  DEMO,
  expect,
  loadCatalogue,
  login,
  openNavigation,
  pageHeading,
  ROUTES,
  ssoLogin,
  test,
} from './fixtures.ts';

// Issue 17 item 10: the outside audit's findings, kept fixed. axe-core with the audit's tags (WCAG 2.0 and
// 2.1, A and AA) on the main routes at 1440 and 390 px, with the menus, drawer, panel and search open; and
// the keyboard paths of what was fixed, each asserting that focus is visible and never lost to <body>.

const SCREENS = path.join(
  process.env.E2E_OUTPUT_DIR ?? path.join(import.meta.dirname, '..', 'test-results'),
  'screens',
);
const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SCREENS, `a11y-${name}-${page.viewportSize()?.width}.png`) });

const viersen = account('commune');
/** One per width: closing the self-opened panel ends its opening by itself for the account. */
const teachers = new Map(
  [1440, 390].map((width) => [width, account('education', { notificationPanel: true })]),
);
/** Signs in again through the provider in the session-end test. */
const learner = account('education');
/** Has not answered the cookie question. */
const newcomer = account('commune', { cookieQuestion: true });

/** axe with the audit's tags; fails on serious and critical findings, naming each. */
async function expectAxeClean(page: Page, what: string, { fakeClock = false } = {}) {
  // Under page.clock the transitions' timers run only when the test moves the clock.
  if (fakeClock) await page.clock.runFor(1_000);
  // Colours halfway through a fade are not what a person reads; endless ones (a focus ripple) never end.
  else
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    );
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact}: ${v.id} – ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `axe on ${what} (${page.url()})`).toEqual([]);
}

/**
 * Focus is on an element other than <body>, and it shows a focus indicator: an outline on it or on the
 * card around it (within two levels), not cut off by an ancestor that clips, or MUI's focus highlight.
 */
async function expectVisibleFocus(page: Page, what: string) {
  const focus = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { lost: true, visible: false, name: 'body' };
    const name = `${element.tagName.toLowerCase()} ${element.textContent?.trim().slice(0, 40) ?? ''}`;
    const hasOutline = (style: CSSStyleDeclaration) =>
      style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    let ringed: HTMLElement | null = element;
    for (let level = 0; ringed && level < 3 && !hasOutline(getComputedStyle(ringed)); level++) {
      ringed = ringed.parentElement;
    }
    if (!ringed || !hasOutline(getComputedStyle(ringed))) {
      return { lost: false, visible: element.classList.contains('Mui-focusVisible'), name };
    }
    const style = getComputedStyle(ringed);
    const reach = (Number.parseFloat(style.outlineOffset) || 0) + Number.parseFloat(style.outlineWidth);
    // A ring inside that runs along a border of the same colour (the element's or its card's) reads as
    // that border, not as focus.
    const parent = ringed.parentElement;
    const borderColour = (element: Element | null) => {
      if (!element) return '';
      const border = getComputedStyle(element);
      const drawn = border.borderTopStyle !== 'none' && Number.parseFloat(border.borderTopWidth) > 0;
      return drawn ? border.borderTopColor : '';
    };
    const borders = [borderColour(ringed), borderColour(parent)];
    if (reach <= 0 && borders.includes(style.outlineColor)) return { lost: false, visible: false, name };
    const box = ringed.getBoundingClientRect();
    for (let parent = ringed.parentElement; parent && reach > 0; parent = parent.parentElement) {
      const { overflowX, overflowY } = getComputedStyle(parent);
      const clip = parent.getBoundingClientRect();
      const clippedX =
        overflowX !== 'visible' && (box.left - reach < clip.left || box.right + reach > clip.right);
      const clippedY =
        overflowY !== 'visible' && (box.top - reach < clip.top || box.bottom + reach > clip.bottom);
      if (clippedX || clippedY) {
        return {
          lost: false,
          visible: false,
          name: `${name} [${ringed.tagName} ${style.outline}] (cut off by ${parent.tagName})`,
        };
      }
    }
    return { lost: false, visible: true, name };
  });
  expect(focus.lost, `${what}: focus lost to <body>`).toBe(false);
  expect(focus.visible, `${what}: focus on '${focus.name}' is visible`).toBe(true);
}

/** Tabs until `target` has focus (at most `limit` presses), checking focus stays visible on the way. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`not reached by Tab in ${limit} steps`);
}

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
        await page.goto(route);
        await expect(pageHeading(page)).toBeVisible();
        await expectAxeClean(page, route);
      }
    });

    test('axe: Kontomenü, Navigation und Suche offen', async ({ page }) => {
      await viersen.login(page);
      await page.goto(ROUTES.home);
      await expect(pageHeading(page)).toBeVisible();

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
        await page.goto(route);
        await expect(pageHeading(page)).toBeVisible();
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
      await page.goto(ROUTES.home);
      await expect(pageHeading(page)).toBeVisible();
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
      await viersen.login(page);
      const catalogue = await loadCatalogue(page.request);
      const area = catalogue.areas.find((entry) => entry.services.some((s) => s.subServices.length > 0));
      if (!area) throw new Error('kein Fachbereich mit Angeboten');
      await page.goto(ROUTES.serviceArea(area.id));
      await expect(pageHeading(page)).toBeVisible();
      const card = page.getByRole('main').getByRole('link', { name: area.services[0].title }).first();
      await tabTo(page, card);
      await expectVisibleFocus(page, 'Leistungskarte');
      await screenshot(page, 'service-card-focus');

      const service = area.services.find((s) => s.subServices.length > 0);
      if (!service) throw new Error('keine Leistung mit Angeboten');
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
        await page.goto(ROUTES.home);
        await expect(pageHeading(page)).toBeVisible();
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
        test.setTimeout(45_000);
        await newcomer.login(page);
        await page.goto(ROUTES.home);
        await expect(pageHeading(page)).toBeVisible();
        await page.getByRole('button', { name: 'Menü öffnen' }).click();
        const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
        await expect(navigation).toBeVisible();
        const cookies = page.getByRole('dialog', { name: 'Cookies und Nutzungsstatistik' });
        // COOKIE_DIALOG_DELAY_MS (10 s) and one more look.
        await page.waitForTimeout(COOKIE_DIALOG_DELAY_MS + 2_500);
        await expect(cookies).toHaveCount(0);
        await page.keyboard.press('Escape');
        await expect(navigation).toBeHidden();
        await expect(cookies).toBeVisible({ timeout: 5_000 });
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

test('Registrierung: der Hinweis ohne Portalwahl wird angesagt', async ({ browser }) => {
  const pending = await createPendingAccount();
  const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
  await context.addCookies(pending.cookies);
  const page = await context.newPage();
  await page.goto(ROUTES.approvalPending);
  await expect(page).toHaveTitle(/^Registrierung – /);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Bitte wählen Sie ein Portal aus.');
  await expectAxeClean(page, 'Registrierung mit Hinweis');
  await context.close();
});

test('Verbrauchsdaten: die Werte des Diagramms auch sichtbar als Tabelle', async ({ page }) => {
  await viersen.login(page);
  await page.goto(ROUTES.verbrauchsdaten);
  await expect(pageHeading(page)).toBeVisible();
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
      await page.goto(route);
      await expect(pageHeading(page)).toBeVisible();
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
