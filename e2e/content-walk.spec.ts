import { COMPANY_EXCERPT_CHARS } from '@kp/contract/content-constants';
import type { Page } from '@playwright/test';
import { type Account, account } from './accounts.ts';
import {
  apiJson,
  escapeRegExp,
  expect,
  expectNoSeriousA11yViolations,
  loadCatalogue,
  type NewsListEntry,
  openNavigation,
  pageHeading,
  ROUTES,
  TEXTS,
  test,
  WALK_WIDTHS,
  walkTo,
} from './fixtures.ts';

// A page walk: every content page of spec 01 §2 as a commune user and as an employee, at 1440 and
// 900 px, with real content on each page and axe-core clean of serious and critical findings. A test per
// page (or page and the page it leads to), so each stays well inside the 30 s a test gets.

const USERS: { user: Account; label: string }[] = [
  { user: account('commune'), label: 'Kommune' },
  { user: account('employee'), label: 'NEW-Mitarbeiter' },
];

const main = (page: Page) => page.getByRole('main');

for (const { user, label } of USERS) {
  for (const width of WALK_WIDTHS) {
    test.describe(`Rundgang ${label} bei ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test.beforeEach(async ({ page }) => {
        await user.login(page);
      });

      test('Dashboard', async ({ page }) => {
        const { username } = await user.ready();
        await page.goto(ROUTES.home);
        await expect(pageHeading(page)).toHaveText(`Hallo ${username}!`);
        await expect(main(page).getByRole('heading', { name: 'Aktuelles' })).toBeVisible();
        await expect(page.locator('[aria-roledescription="Folie"]').first()).toBeAttached();
        const cards = main(page).getByRole('list', { name: 'Schnellzugriff' }).getByRole('link');
        await expect(cards.filter({ hasText: 'Fördermöglichkeiten' })).toHaveCount(1);
        await expect(cards.filter({ hasText: 'Bauprojekte' })).toHaveCount(1);
        await expectNoSeriousA11yViolations(page);
      });

      test('Fachbereich über die Navigation, Leistung, Angebot', async ({ page }) => {
        const catalogue = await loadCatalogue(page.request);
        const strom = catalogue.area('Strom');
        const firstService = strom.services.find((service) => service.subServices.length > 0);
        if (!firstService) throw new Error('Strom hat keine Leistung mit Angeboten');
        const firstSub = firstService.subServices[0];
        await page.goto(ROUTES.about);
        await expect(pageHeading(page)).toBeVisible();

        await test.step('Fachbereich', async () => {
          const navigation = await openNavigation(page);
          await navigation
            .getByRole('list', { name: TEXTS.serviceAreasHeading })
            .getByRole('link', { name: 'Strom', exact: true })
            .click();
          await expect(page).toHaveURL(ROUTES.serviceArea(strom.id));
          await expect(pageHeading(page)).toHaveText('Strom');
          const offer = main(page).getByRole('region', { name: 'Unser Angebot:' });
          await expect(offer.getByRole('link')).toHaveCount(strom.services.length);
          await expect(main(page).getByRole('heading', { name: 'Kontakt', exact: true })).toBeVisible();
          await expectNoSeriousA11yViolations(page);
        });

        await test.step('Leistung', async () => {
          await main(page)
            .getByRole('region', { name: 'Unser Angebot:' })
            .getByRole('link', { name: new RegExp(`^${escapeRegExp(firstService.title)}`) })
            .click();
          await expect(page).toHaveURL(ROUTES.service(strom.id, firstService.id));
          await expect(pageHeading(page)).toHaveText(firstService.title);
          await expect(
            main(page).getByRole('region', { name: 'Unser Angebot:' }).getByRole('link'),
          ).toHaveCount(firstService.subServices.length);
          await expectNoSeriousA11yViolations(page);
        });

        await test.step('Angebot (Sub-Service)', async () => {
          await main(page)
            .getByRole('region', { name: 'Unser Angebot:' })
            .getByRole('link', { name: new RegExp(`^${escapeRegExp(firstSub.title)}`) })
            .click();
          await expect(page).toHaveURL(ROUTES.subService(strom.id, firstService.id, firstSub.id));
          await expect(pageHeading(page)).toHaveText(firstSub.title);
          await expect(main(page).getByText(`Strom · ${firstService.title}`)).toBeVisible();
          await expectNoSeriousA11yViolations(page);
        });
      });

      test('Quartiersentwicklung mit Beratungsdialog', async ({ page }) => {
        const { fullName } = await user.ready();
        const catalogue = await loadCatalogue(page.request);
        await page.goto(catalogue.serviceRoute('Wärme', 'Quartiersentwicklung'));
        await expect(pageHeading(page)).toHaveText('Quartiersentwicklung');
        await expect(
          main(page)
            .getByRole('tablist', { name: 'Prozessschritte der Quartiersentwicklung' })
            .getByRole('tab'),
        ).toHaveCount(7);
        await expect(main(page).getByRole('button', { name: 'Quartierslösungen' })).toBeVisible();
        await expect(main(page).getByRole('button', { name: 'Sektorenkopplung' })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await main(page).getByRole('button', { name: 'Beratung anfragen' }).click();
        const dialog = page.getByRole('dialog', { name: 'Beratung anfragen' });
        await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(fullName);
        await expectNoSeriousA11yViolations(page);
        await dialog.getByRole('button', { name: 'Abbrechen' }).click();
        await expect(dialog).toBeHidden();
      });

      test('Nachrichten und Presse', async ({ page }) => {
        const news = await apiJson<NewsListEntry[]>(page, '/api/news-posts?_limit=-1');
        const press = await apiJson<NewsListEntry[]>(page, '/api/press-posts?_limit=-1');
        expect(news.length).toBeGreaterThan(0);
        expect(press.length).toBeGreaterThan(0);
        await page.goto(ROUTES.news);
        await expect(pageHeading(page)).toHaveText('Nachrichten und Presse');
        if (width >= 1264) {
          await expect(
            main(page).getByRole('list', { name: 'News', exact: true }).getByRole('listitem'),
          ).toHaveCount(Math.min(news.length, 30));
          await expect(
            main(page).getByRole('list', { name: 'Presse', exact: true }).getByRole('listitem'),
          ).toHaveCount(Math.min(press.length, 30));
        } else {
          await expect(main(page).getByRole('combobox', { name: 'Kategorie' })).toBeVisible();
          await expect(
            main(page).getByRole('list', { name: 'Nachrichten und Presse' }).getByRole('listitem'),
          ).toHaveCount(Math.min(news.length + press.length, 30));
        }
        await expectNoSeriousA11yViolations(page);
      });

      test('News-Detail und Presse-Detail', async ({ page }) => {
        const [news] = await apiJson<NewsListEntry[]>(page, '/api/news-posts?_limit=-1');
        const [press] = await apiJson<NewsListEntry[]>(page, '/api/press-posts?_limit=-1');
        await page.goto(ROUTES.newsDetail(news.id));
        await expect(pageHeading(page)).toHaveText(news.title);
        await expect(main(page).getByText(/^Aktualisiert am \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
        await expectNoSeriousA11yViolations(page);

        await walkTo(page, ROUTES.pressDetail(press.id));
        await expect(pageHeading(page)).toHaveText(press.title);
        await expect(main(page).getByText(/^Veröffentlicht am \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      });

      test('Magazin', async ({ page }) => {
        await page.goto(ROUTES.magazin);
        await expect(pageHeading(page)).toHaveText('Hier - Ihr NEW Magazin');
        await expect(main(page).getByRole('combobox', { name: 'Monat' })).toBeVisible();
        await expect(main(page).getByRole('heading', { level: 3 }).getByRole('link').first()).toBeVisible();
        await expect(main(page).getByRole('region', { name: 'Newsletter der NEW' })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      });

      test('Über die NEW und eine Unternehmensseite', async ({ page }) => {
        const about = await apiJson<{ NewGroupOptions: unknown[] }>(page, '/api/about-us');
        expect(about.NewGroupOptions.length).toBeGreaterThan(0);
        await page.goto(ROUTES.about);
        await expect(pageHeading(page)).toHaveText('Über die NEW');
        const companies = main(page).getByRole('region', { name: 'Die Unternehmen der NEW-Gruppe' });
        await expect(companies.getByRole('listitem')).toHaveCount(about.NewGroupOptions.length);
        const companyTitle = (await companies.getByRole('heading', { level: 3 }).first().textContent()) ?? '';
        expect(companyTitle).not.toBe('');
        // The excerpt is cut at 200 characters.
        const excerpt = await companies.getByRole('listitem').first().locator('p').first().textContent();
        expect((excerpt ?? '').trim().length).toBeGreaterThan(0);
        expect((excerpt ?? '').length).toBeLessThanOrEqual(COMPANY_EXCERPT_CHARS + 1);
        await expectNoSeriousA11yViolations(page);

        await main(page)
          .getByRole('link', { name: new RegExp(`^${escapeRegExp(companyTitle)}`) })
          .click();
        await expect(page).toHaveURL(/\/newcompany-detail\/\d+$/);
        await expect(pageHeading(page)).toHaveText(companyTitle);
        await expect(main(page).getByRole('link', { name: 'Zurück zu Über die NEW' })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      });

      test('FAQ', async ({ page }) => {
        const faq = await apiJson<unknown[]>(page, '/api/users/me?type=faq');
        expect(faq.length).toBeGreaterThan(0);
        await page.goto(ROUTES.faq);
        await expect(pageHeading(page)).toHaveText('Häufig gestellte Fragen');
        await expect(main(page).getByRole('button', { expanded: false })).toHaveCount(faq.length);
        await expectNoSeriousA11yViolations(page);
      });

      test('Fördermöglichkeiten und ein Förderprogramm', async ({ page }) => {
        const funds = await apiJson<unknown[]>(page, '/api/users/me?type=foerdermittel');
        expect(funds.length).toBeGreaterThan(1);
        await page.goto(ROUTES.funds);
        await expect(pageHeading(page)).toHaveText('Fördermöglichkeiten');
        await expect(main(page).getByRole('button', { name: `Alle (${funds.length})` })).toBeVisible();
        const cards = main(page).getByRole('article');
        await expect(cards).toHaveCount(funds.length);
        await expect(main(page).getByRole('status')).toHaveText(`${funds.length} Fördermöglichkeiten`);
        const fundTitle = (await cards.first().getByRole('heading').textContent()) ?? '';
        expect(fundTitle).not.toBe('');
        await expectNoSeriousA11yViolations(page);

        await cards.first().getByRole('link').click();
        await expect(page).toHaveURL(/\/funds\/\d+$/);
        await expect(pageHeading(page)).toHaveText(fundTitle);
        await expect(main(page).getByText('Frist', { exact: true })).toBeVisible();
        await expect(main(page).getByRole('heading', { name: 'Antragsberechtigt' })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      });

      test('Bauprojekte-Karte', async ({ page }) => {
        // The tiles come from the internet, which the suite does not reach; refused, they cost no wait.
        await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
        const projects = await apiJson<{ latitude: number | null }[]>(page, '/api/construction-projects');
        const placed = projects.filter((project) => project.latitude !== null);
        await page.goto(ROUTES.constructionsMap);
        await expect(pageHeading(page)).toHaveText('Bauprojekte');
        await expect(
          main(page).getByRole('heading', { name: `Alle Bauprojekte (${projects.length})` }),
        ).toBeVisible();
        await expect(page.locator('.leaflet-marker-icon')).toHaveCount(placed.length);
        await expectNoSeriousA11yViolations(page);
      });
    });
  }
}
