import { COOKIE_DIALOG_DELAY_MS } from '@kp/contract/shell';
import type { Page } from '@playwright/test';
import { account } from './accounts.ts';
import {
  apiJson,
  expect,
  expectNoSeriousA11yViolations,
  type NewsListEntry,
  pageHeading,
  ROUTES,
  test,
} from './fixtures.ts';

// Spec 01 §2 (dashboard: greeting, news carousel, link cards, cookie dialog), §6 (employee cards), §9.

const main = (page: Page) => page.getByRole('main');
const cards = (page: Page) => main(page).getByRole('list', { name: 'Schnellzugriff' }).getByRole('link');
const card = (page: Page, title: string) =>
  cards(page).filter({ has: page.getByText(title, { exact: true }) });
const slides = (page: Page) => main(page).locator('[aria-roledescription="Folie"]');

const viersen = account('commune');
const employee = account('employee');
const brueggen = account('communeSmall');
/** Answers the cookie question in this spec only. */
const undecided = account('communeSmall', { cookieQuestion: true });

/** Newest first, as the dashboard merges news and press. */
const byDateDesc = (a: NewsListEntry, b: NewsListEntry) =>
  a.pub_date === b.pub_date ? (a.published_at < b.published_at ? 1 : -1) : a.pub_date < b.pub_date ? 1 : -1;

test.describe('Dashboard der Kommune', () => {
  test.beforeEach(async ({ page }) => {
    const { username } = await viersen.login(page);
    await page.goto(ROUTES.home);
    await expect(pageHeading(page)).toHaveText(`Hallo ${username}!`);
  });

  test('Karussell mit bis zu 6 Folien, Anhalten, Blättern; eine Folie öffnet die Nachricht', async ({
    page,
  }) => {
    const news = await apiJson<NewsListEntry[]>(page, '/api/news-posts?_limit=-1');
    const press = await apiJson<NewsListEntry[]>(page, '/api/press-posts?_limit=-1');
    const newest = [...news, ...press].sort(byDateDesc).slice(0, 6);

    const carousel = main(page).locator('section[aria-roledescription="Karussell"]');
    await expect(carousel).toHaveAccessibleName('Aktuelles');
    await expect(slides(page)).toHaveCount(Math.min(6, news.length + press.length));
    await expect(carousel.getByRole('button', { name: /^Nachricht \d von \d anzeigen$/ })).toHaveCount(6);

    // Anhalten first, so the slides stay where the test expects them.
    const pause = carousel.getByRole('button', { name: 'Automatischen Wechsel anhalten' });
    await expect(pause).toBeVisible();
    await pause.click();
    await expect(carousel.getByRole('button', { name: 'Automatischen Wechsel starten' })).toBeVisible();

    const visible = carousel.getByRole('group', { name: /von 6$/ });
    await expect(visible).toHaveCount(1);
    await carousel.getByRole('button', { name: 'Nachricht 1 von 6 anzeigen' }).click();
    await expect(visible).toHaveAccessibleName('1 von 6');
    await expect(visible.getByRole('link')).toHaveText(newest[0].title);
    await carousel.getByRole('button', { name: 'Nächste Nachricht' }).click();
    await expect(visible).toHaveAccessibleName('2 von 6');
    await expect(visible.getByRole('link')).toHaveText(newest[1].title);
    await carousel.getByRole('button', { name: 'Vorherige Nachricht' }).click();
    await carousel.getByRole('button', { name: 'Vorherige Nachricht' }).click();
    await expect(visible).toHaveAccessibleName('6 von 6');

    const target = newest[5];
    await visible.getByRole('link').click();
    await expect(page).toHaveURL(
      target.filter === 'press' ? ROUTES.pressDetail(target.id) : ROUTES.newsDetail(target.id),
    );
    await expect(pageHeading(page)).toHaveText(target.title);
  });

  test('die Kommunenkarte zeigt Einwohner und den Verbrauch in kWh mit seinem Jahr', async ({ page }) => {
    const me = await apiJson<{ commune: { einwohner: number; verbrauch: { year: number; kWh: number } } }>(
      page,
      '/api/users/me',
    );
    const german = new Intl.NumberFormat('de-DE');
    const communeCard = main(page).getByRole('region', { name: 'Viersen' });
    await expect(communeCard.getByRole('term')).toHaveText([
      'Einwohner',
      `Verbrauch ${me.commune.verbrauch.year}`,
    ]);
    await expect(communeCard.getByRole('definition')).toHaveText([
      german.format(me.commune.einwohner),
      `${german.format(me.commune.verbrauch.kWh)} kWh`,
    ]);
  });

  test('Kacheln der Kommune: Fördermöglichkeiten, Presse, Bauprojekte, NEW Erleben …', async ({ page }) => {
    for (const title of [
      'Fördermöglichkeiten',
      'Über die NEW',
      'Presse',
      'Bauprojekte',
      'NEW Erleben',
      'Wunschladesäulen',
      'FAQs',
      'Nachhaltigkeit',
    ]) {
      await expect(card(page, title), title).toHaveCount(1);
    }
    // Decision 016: a commune user with EnableVertragsuebersicht reaches the contract overview by a card too.
    await expect(card(page, 'Vertragsübersicht')).toHaveCount(1);
    await card(page, 'Presse').click();
    await expect(page).toHaveURL(ROUTES.news);
    await expect(pageHeading(page)).toHaveText('Nachrichten und Presse');
    await page.goBack();
    await card(page, 'Fördermöglichkeiten').click();
    await expect(page).toHaveURL(ROUTES.funds);
    await expect(pageHeading(page)).toHaveText('Fördermöglichkeiten');
    await page.goBack();
    await card(page, 'NEW Erleben').click();
    await expect(page).toHaveURL(/\/service-area\/\d+\/service\/\d+\/sub-service\/\d+$/);
    await expect(pageHeading(page)).toHaveText('NEW Erleben');
  });
});

test('NEW-Mitarbeiter: die Kachel Vertragsübersicht statt Presse', async ({ page }) => {
  const { username } = await employee.login(page);
  await page.goto(ROUTES.home);
  await expect(pageHeading(page)).toHaveText(`Hallo ${username}!`);
  await expect(card(page, 'Fördermöglichkeiten')).toHaveCount(1);
  await expect(card(page, 'Bauprojekte')).toHaveCount(1);
  await expect(card(page, 'Presse')).toHaveCount(0);
  await expect(card(page, 'Vertragsübersicht')).toHaveCount(1);
  await card(page, 'Vertragsübersicht').click();
  await expect(page).toHaveURL(ROUTES.vertragsuebersicht);
  await expect(pageHeading(page)).toHaveText('Vertragsübersicht');
});

test("ohne Flags: keine Kachel 'NEW Erleben'", async ({ page }) => {
  const { username } = await brueggen.login(page);
  await page.goto(ROUTES.home);
  await expect(pageHeading(page)).toHaveText(`Hallo ${username}!`);
  await expect(card(page, 'Presse')).toHaveCount(1);
  await expect(card(page, 'NEW Erleben')).toHaveCount(0);
});

test('Cookie-Dialog nach 10 s; Escape fragt beim nächsten Laden wieder, eine Antwort wird gespeichert', async ({
  page,
}) => {
  await undecided.login(page);
  const consent = async () =>
    (await apiJson<{ trackingConsent: boolean | null }>(page, '/api/users/me')).trackingConsent;
  expect(await consent(), 'a new account: not answered yet').toBeNull();
  const dialog = page.getByRole('dialog', { name: 'Cookies und Nutzungsstatistik' });

  await page.clock.install();
  await page.goto(ROUTES.home);
  await expect(pageHeading(page)).toBeVisible();
  await page.clock.fastForward(COOKIE_DIALOG_DELAY_MS - 1_000);
  await expect(dialog).toHaveCount(0);
  await page.clock.fastForward(2_000);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Datenschutzerklärung/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expectNoSeriousA11yViolations(page);

  await test.step('Escape: geschlossen ohne Antwort', async () => {
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await consent()).toBeNull();
    await page.clock.fastForward(COOKIE_DIALOG_DELAY_MS * 2);
    await expect(dialog).toHaveCount(0);
  });

  await test.step("nach dem Neuladen wieder; 'Nur notwendige' wird gespeichert", async () => {
    await page.reload();
    await expect(pageHeading(page)).toBeVisible();
    await page.clock.fastForward(COOKIE_DIALOG_DELAY_MS + 1_000);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Nur notwendige' }).click();
    await expect(dialog).toBeHidden();
    expect(await consent()).toBe(false);
  });

  await test.step('nach dem Neuladen kein Dialog mehr', async () => {
    await page.reload();
    await expect(pageHeading(page)).toBeVisible();
    await page.clock.fastForward(COOKIE_DIALOG_DELAY_MS * 3);
    await expect(main(page).getByRole('list', { name: 'Schnellzugriff' })).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });
});
