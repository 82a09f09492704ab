import { BREAKPOINTS, COPYRIGHT_YEAR, DRAWER_WIDTH, SERVICE_AREAS_COLLAPSED } from '@kp/contract/shell';
import type { Page } from '@playwright/test';
import { account } from './accounts.ts';
import {
  expect,
  expectNoSeriousA11yViolations,
  loadCatalogue,
  ROUTES,
  reviewScreenshot,
  TEXTS,
  test,
} from './fixtures.ts';

// Spec 01 §2, shell and main navigation: at desktop width, at the 1264 px breakpoint and below it.

const viersen = account('commune');

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });
// includeHidden: the burger is also looked for where it must be absent (from 1264 px), and then counts hidden ones too.
const burger = (page: Page) =>
  page.getByRole('button', { name: /^Menü (öffnen|schließen)$/, includeHidden: true });

/** Shows the drawer: it is always there from 1264 px, below that the burger opens it. */
async function showDrawer(page: Page, width: number) {
  if (width < BREAKPOINTS.lg) await burger(page).click();
  await expect(navigation(page)).toBeVisible();
  return navigation(page);
}

for (const width of [1440, 1264, 900]) {
  const wide = width >= BREAKPOINTS.lg;

  test.describe(`Shell bei ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test.beforeEach(async ({ page }) => {
      await viersen.login(page);
      await page.goto(ROUTES.home);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test(
      wide ? 'Kopfzeile und feste Navigation' : 'Kopfzeile und Navigation hinter dem Burger-Menü',
      async ({ page }) => {
        const banner = page.getByRole('banner');
        await expect(banner).toBeVisible();
        await expect(banner.getByRole('link', { name: /Startseite/ })).toBeVisible();
        await expect(banner.getByRole('button', { name: /^Benutzermenü von/ })).toBeVisible();
        const nav = navigation(page);
        const main = page.getByRole('main');

        if (wide) {
          await expect(burger(page)).toHaveCount(0);
          await expect(nav).toBeVisible();
          // Permanent: beside the content, not over it.
          const navBox = await nav.boundingBox();
          const mainBox = await main.boundingBox();
          expect(navBox?.width).toBeCloseTo(DRAWER_WIDTH, -1);
          expect(mainBox?.x).toBeGreaterThanOrEqual(DRAWER_WIDTH - 1);
          await expect(nav.getByRole('heading', { name: TEXTS.serviceAreasHeading })).toBeVisible();
          await reviewScreenshot(page, 'shell');
        } else {
          await expect(nav).toBeHidden();
          const mainBox = await main.boundingBox();
          expect(mainBox?.x).toBeLessThan(DRAWER_WIDTH);
          await reviewScreenshot(page, 'shell');

          await expect(burger(page)).toHaveAttribute('aria-expanded', 'false');
          await burger(page).click();
          await expect(nav).toBeVisible();
          await expect(burger(page)).toHaveAttribute('aria-expanded', 'true');
          await expect(nav.getByRole('heading', { name: TEXTS.serviceAreasHeading })).toBeVisible();
          // An overlay: the drawer lies over the content, which keeps its place.
          expect((await main.boundingBox())?.x).toBe(mainBox?.x);
          expect((await nav.boundingBox())?.width).toBeCloseTo(DRAWER_WIDTH, -1);
          await reviewScreenshot(page, 'shell-drawer');

          await burger(page).click();
          await expect(nav).toBeHidden();
          await burger(page).click();
          await expect(nav).toBeVisible();
          await page.keyboard.press('Escape');
          await expect(nav).toBeHidden();
        }
      },
    );

    test(`Fachbereiche: ${SERVICE_AREAS_COLLAPSED} sichtbar, 'Alle zeigen' und 'Weniger zeigen'`, async ({
      page,
    }) => {
      const nav = await showDrawer(page, width);
      const areas = nav.getByRole('list', { name: TEXTS.serviceAreasHeading });
      const links = areas.getByRole('link');
      const all = await loadCatalogue(page.request);
      await expect(links).toHaveCount(SERVICE_AREAS_COLLAPSED);
      await nav.getByRole('button', { name: TEXTS.showAll, exact: true }).click();
      await expect(links).toHaveCount(all.areas.length);
      await expect(nav.getByRole('button', { name: TEXTS.showAll, exact: true })).toHaveCount(0);
      await nav.getByRole('button', { name: TEXTS.showLess, exact: true }).click();
      await expect(links).toHaveCount(SERVICE_AREAS_COLLAPSED);
      await expect(nav.getByRole('button', { name: TEXTS.showAll, exact: true })).toBeVisible();
    });

    test('ein Fachbereich öffnet seine Seite', async ({ page }) => {
      const nav = await showDrawer(page, width);
      const first = nav.getByRole('list', { name: TEXTS.serviceAreasHeading }).getByRole('link').first();
      const title = ((await first.textContent()) ?? '').trim();
      await first.click();
      await expect(page).toHaveURL(/\/service-area\/[^/]+$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      if (!wide) await expect(navigation(page)).toBeHidden();
      if (width === 1440) {
        // The service-area drawer variant, next to the area's page.
        await expect(navigation(page).getByRole('link', { name: title, exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await expectNoSeriousA11yViolations(page);
      }
    });

    test('Fußzeile für angemeldete Personen', async ({ page }) => {
      const footer = page.getByRole('contentinfo');
      await expect(footer).toBeVisible();
      await expect(footer).toContainText(`© ${COPYRIGHT_YEAR}`);
      await expect(footer.getByRole('link', { name: /Impressum/ })).toBeVisible();
      await expect(footer.getByRole('link', { name: /Datenschutz/ })).toBeVisible();
      await expect(footer.getByRole('link', { name: 'Barrierefreiheit' })).toBeVisible();
      const social = footer
        .getByRole('link')
        .filter({ hasNotText: /Impressum|Datenschutz|Barrierefreiheit/ });
      await expect(social).toHaveCount(4);
    });

    test('Tastatur: der Skip-Link ist der erste Halt und springt zum Inhalt', async ({ page }) => {
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: /Inhalt/ });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
      await expect(page).toHaveURL(ROUTES.home);
    });

    test('axe-core: Shell mit Navigation', async ({ page }) => {
      await showDrawer(page, width);
      await expect(
        navigation(page).getByRole('list', { name: TEXTS.serviceAreasHeading }).getByRole('link').first(),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}

test('keine Fußzeile der Shell und keine Shell ohne Anmeldung', async ({ page }) => {
  await page.goto(ROUTES.login);
  await expect(page.getByRole('link', { name: 'ANMELDEN', exact: true })).toBeVisible();
  // Only the accessibility statement is linked below the card (BITV 2.0 § 12a, decision 016).
  await expect(page.getByRole('contentinfo').getByRole('link')).toHaveText([
    'Erklärung zur Barrierefreiheit',
  ]);
  await expect(page.getByText(`© ${COPYRIGHT_YEAR}`)).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toHaveCount(0);
});
