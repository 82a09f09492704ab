import type { Locator, Page } from '@playwright/test';
import { account } from './accounts.ts';
import {
  apiJson,
  currentPath,
  escapeRegExp,
  expect,
  expectNoSeriousA11yViolations,
  expectNotFound,
  type NewsListEntry,
  pageHeading,
  ROUTES,
  test,
} from './fixtures.ts';

// Spec 01 §2 ('Nachrichten und Presse', news and press detail, Magazin), §4 ('Neu' badge) and §9.

const main = (page: Page) => page.getByRole('main');
const titles = (list: Locator) => list.getByRole('listitem').getByRole('heading').allTextContents();

const viersen = account('commune');
const employee = account('employee');
/** Reads news in the 'Neu' test only. */
const reader = account('communeSmall');
/** Dismisses the newsletter card. */
const subscriber = account('communeSmall');

/** Newest first with the page's tie-breaks (web/src/areas/news/news-list.ts). */
function newestFirst(entries: NewsListEntry[]): NewsListEntry[] {
  return [...entries].sort((a, b) => {
    if (a.pub_date !== b.pub_date) return a.pub_date < b.pub_date ? 1 : -1;
    if (a.published_at !== b.published_at) return a.published_at < b.published_at ? 1 : -1;
    if (a.filter !== b.filter) return a.filter === 'news' ? 1 : -1;
    return b.id - a.id;
  });
}

/**
 * The demo news are dated around 21 November 2026 (demo/src/data/news.ts: 'the last ones fall within
 * the Neu window of 2026-11-21'); the browser's clock stands there, so the 21-day window finds them any day.
 */
const SEED_TODAY = new Date('2026-11-21T10:00:00+01:00');

test.describe('Nachrichten und Presse bei 1440 px', () => {
  test("Sortierung 'neueste zuerst' und 'älteste zuerst' ändert die Reihenfolge beider Spalten", async ({
    page,
  }) => {
    await viersen.login(page);
    const news = newestFirst(await apiJson<NewsListEntry[]>(page, '/api/news-posts?_limit=-1'));
    const press = newestFirst(await apiJson<NewsListEntry[]>(page, '/api/press-posts?_limit=-1'));
    await page.goto(ROUTES.news);
    await expect(pageHeading(page)).toHaveText('Nachrichten und Presse');
    // From 1264 px the columns stand side by side; there is no category selector.
    await expect(main(page).getByRole('combobox', { name: 'Kategorie' })).toHaveCount(0);
    const newsList = main(page).getByRole('list', { name: 'News', exact: true });
    const pressList = main(page).getByRole('list', { name: 'Presse', exact: true });
    const sort = main(page).getByRole('combobox', { name: 'Sortierung' });

    await expect(sort).toHaveValue('desc');
    await expect(sort.locator('option')).toHaveText(['neueste zuerst', 'älteste zuerst']);
    await expect(newsList.getByRole('listitem').first().getByRole('heading')).toHaveText(news[0].title);
    await expect(pressList.getByRole('listitem').first().getByRole('heading')).toHaveText(press[0].title);
    const before = await titles(newsList);
    expect(before.slice(0, 5)).toEqual(news.slice(0, 5).map((entry) => entry.title));

    await sort.selectOption({ label: 'älteste zuerst' });
    await expect(page).toHaveURL(/[?&]sortierung=asc/);
    await expect(newsList.getByRole('listitem').first().getByRole('heading')).toHaveText(
      news.at(-1)?.title ?? '',
    );
    await expect(pressList.getByRole('listitem').first().getByRole('heading')).toHaveText(
      press.at(-1)?.title ?? '',
    );
    const after = await titles(newsList);
    expect(after.slice(0, 5)).toEqual(
      [...news]
        .reverse()
        .slice(0, 5)
        .map((entry) => entry.title),
    );

    await sort.selectOption({ label: 'neueste zuerst' });
    await expect(newsList.getByRole('listitem').first().getByRole('heading')).toHaveText(news[0].title);
    expect(currentPath(page)).toBe(ROUTES.news);
  });

  test("'Neu' verschwindet, wenn der Eintrag geöffnet wurde, auch nach dem Neuladen", async ({ page }) => {
    await page.clock.setFixedTime(SEED_TODAY);
    await reader.login(page);
    await page.goto(ROUTES.news);
    const newsList = main(page).getByRole('list', { name: 'News', exact: true });
    const rows = newsList.getByRole('listitem');
    // The count below the list comes with its last rows: only then are all of the first page's rows there.
    await expect(newsList).toHaveAccessibleDescription(/Einträgen angezeigt/);
    const badged = rows.filter({ has: page.getByText('Neu', { exact: true }) });
    const badgedBefore = await badged.count();
    expect(badgedBefore, "unread entries of the last 21 days carry 'Neu'").toBeGreaterThan(0);
    // The oldest entries are far outside the window.
    await expect(rows.last().getByText('Neu', { exact: true })).toHaveCount(0);

    const row = badged.last();
    const title = ((await row.getByRole('heading').textContent()) ?? '').trim();
    const rowOf = () =>
      newsList.getByRole('listitem').filter({
        has: page.getByRole('link', { name: title, exact: true }),
      });
    await row.getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(/\/news-detail\/\d+$/);
    await expect(pageHeading(page)).toHaveText(title);

    await page.goBack();
    await expect(pageHeading(page)).toHaveText('Nachrichten und Presse');
    await expect(rowOf()).toHaveCount(1);
    await expect(rowOf().getByText('Neu', { exact: true })).toHaveCount(0);
    await expect(badged).toHaveCount(badgedBefore - 1);

    await page.reload();
    await expect(rowOf()).toHaveCount(1);
    await expect(rowOf().getByText('Neu', { exact: true })).toHaveCount(0);
    await expect(badged).toHaveCount(badgedBefore - 1);
  });

  test('Detailseiten zeigen ihren Titel, eine unbekannte Nummer die Nicht-gefunden-Seite', async ({
    page,
  }) => {
    await viersen.login(page);
    const news = newestFirst(await apiJson<NewsListEntry[]>(page, '/api/news-posts?_limit=-1'));
    const press = newestFirst(await apiJson<NewsListEntry[]>(page, '/api/press-posts?_limit=-1'));

    await page.goto(ROUTES.news);
    const pressList = main(page).getByRole('list', { name: 'Presse', exact: true });
    await pressList.getByRole('link', { name: press[1].title, exact: true }).click();
    await expect(page).toHaveURL(ROUTES.pressDetail(press[1].id));
    await expect(pageHeading(page)).toHaveText(press[1].title);
    await expect(main(page).getByText(/^Veröffentlicht am \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
    await main(page).getByRole('link', { name: 'Zurück zu Nachrichten und Presse' }).click();
    await expect(page).toHaveURL(ROUTES.news);

    const oldest = news.at(-1);
    if (!oldest) throw new Error('keine News');
    await page.goto(ROUTES.newsDetail(oldest.id));
    await expect(pageHeading(page)).toHaveText(oldest.title);
    await expect(main(page).getByText(/^Aktualisiert am \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();

    for (const path of [
      ROUTES.newsDetail(999999),
      ROUTES.pressDetail(999999),
      ROUTES.newsDetail('abc'),
      // A press id is not a news id (the seed numbers both in one sequence).
      ROUTES.newsDetail(press[0].id),
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expectNotFound(page);
    }
  });

  test('Lesen lässt sich nicht speichern: deutsche Meldung in der Snackbar', async ({ page }) => {
    await viersen.login(page);
    await page.route('**/api/reads', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ error: 'internal', message: 'Ein interner Fehler ist aufgetreten.' }),
          })
        : route.fallback(),
    );
    const press = newestFirst(await apiJson<NewsListEntry[]>(page, '/api/press-posts?_limit=-1'));
    // The oldest unread one: the detail test of this spec opens some of the newest.
    const unread = press.reverse().find((entry) => !entry.wasRead);
    if (!unread) throw new Error('keine ungelesene Pressemitteilung');
    await page.goto(ROUTES.pressDetail(unread.id));
    await expect(pageHeading(page)).toHaveText(unread.title);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Ein interner Fehler ist aufgetreten.' }),
    ).toBeVisible();
  });
});

test.describe('Nachrichten und Presse bei 900 px', () => {
  test.use({ viewport: { width: 900, height: 900 } });

  test("Kategorie 'Alle', 'nur News', 'nur Presse' filtert die eine Liste", async ({ page }) => {
    await employee.login(page);
    const news = await apiJson<NewsListEntry[]>(page, '/api/news-posts?_limit=-1');
    const press = await apiJson<NewsListEntry[]>(page, '/api/press-posts?_limit=-1');
    await page.goto(ROUTES.news);
    await expect(pageHeading(page)).toHaveText('Nachrichten und Presse');
    const category = main(page).getByRole('combobox', { name: 'Kategorie' });
    await expect(category.locator('option')).toHaveText(['Alle', 'nur News', 'nur Presse']);
    await expect(category).toHaveValue('all');

    const shown = (count: number, total: number) =>
      main(page)
        .getByRole('status')
        .filter({ hasText: `${count} von ${total} Einträgen angezeigt` });
    const all = main(page).getByRole('list', { name: 'Nachrichten und Presse' });
    const total = news.length + press.length;
    await expect(shown(Math.min(total, 30), total)).toBeVisible();
    const allCategories = await all.getByRole('listitem').locator('span').allTextContents();
    expect(allCategories).toContain('News');
    expect(allCategories).toContain('Presse');

    await category.selectOption({ label: 'nur News' });
    await expect(page).toHaveURL(/[?&]kategorie=news/);
    const newsOnly = main(page).getByRole('list', { name: 'News', exact: true });
    await expect(shown(Math.min(news.length, 30), news.length)).toBeVisible();
    await expect(newsOnly.getByRole('listitem')).toHaveCount(Math.min(news.length, 30));
    expect(await newsOnly.getByRole('listitem').getByText('Presse', { exact: true }).count()).toBe(0);

    await category.selectOption({ label: 'nur Presse' });
    await expect(page).toHaveURL(/[?&]kategorie=presse/);
    const pressOnly = main(page).getByRole('list', { name: 'Presse', exact: true });
    await expect(pressOnly.getByRole('listitem')).toHaveCount(Math.min(press.length, 30));
    await expect(pressOnly.getByRole('listitem').getByText('Presse', { exact: true })).toHaveCount(
      Math.min(press.length, 30),
    );
    const pressTitles = new Set(press.map((entry) => entry.title));
    for (const title of await titles(pressOnly)) expect(pressTitles.has(title)).toBe(true);

    await category.selectOption({ label: 'Alle' });
    await expect(shown(Math.min(total, 30), total)).toBeVisible();
    // 'Weitere laden' shows the next rows.
    if (total > 30) {
      await main(page).getByRole('button', { name: 'Weitere laden' }).click();
      await expect(shown(Math.min(total, 60), total)).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('Magazin', () => {
  test('Monatsauswahl ändert Karten und ?monat=, eine Karte öffnet die Nachricht', async ({ page }) => {
    await viersen.login(page);
    const news = (await apiJson<NewsListEntry[]>(page, '/api/news-posts?_limit=-1')).filter(
      (entry) => entry.category === 'News',
    );
    const months = [...new Set(news.map((entry) => entry.pub_date.slice(0, 7)))].sort().reverse();
    expect(months.length).toBeGreaterThan(1);
    await page.goto(ROUTES.magazin);
    await expect(pageHeading(page)).toHaveText('Hier - Ihr NEW Magazin');
    const month = main(page).getByRole('combobox', { name: 'Monat' });
    await expect(month).toHaveValue(months[0]);
    expect(
      await month
        .locator('option')
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value)),
    ).toEqual(months);

    const cards = main(page).getByRole('heading', { level: 3 }).getByRole('link');
    const ofMonth = (value: string) =>
      news.filter((entry) => entry.pub_date.startsWith(value)).map((entry) => entry.title);
    await expect(cards).toHaveCount(ofMonth(months[0]).length);
    expect(new Set(await cards.allTextContents())).toEqual(new Set(ofMonth(months[0])));

    const other = months[1];
    await month.selectOption(other);
    await expect(page).toHaveURL(new RegExp(`[?&]monat=${escapeRegExp(other)}$`));
    await expect(cards).toHaveCount(ofMonth(other).length);
    expect(new Set(await cards.allTextContents())).toEqual(new Set(ofMonth(other)));
    const [year, monthNumber] = other.split('-').map(Number);
    const label = new Intl.DateTimeFormat('de-DE', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(year, monthNumber - 1, 1)));
    await expect(main(page).getByRole('heading', { level: 2, name: `Beiträge im ${label}` })).toBeVisible();

    // The month survives a reload; an unknown month falls back to the newest.
    await page.reload();
    await expect(month).toHaveValue(other);
    const title = ofMonth(other)[0];
    const entry = news.find((item) => item.title === title);
    await cards.filter({ hasText: title }).click();
    await expect(page).toHaveURL(ROUTES.newsDetail(entry?.id ?? 0));
    await expect(pageHeading(page)).toHaveText(title);

    await page.goto(`${ROUTES.magazin}?monat=1999-01`);
    await expect(month).toHaveValue(months[0]);
  });

  test("Newsletter-Karte: 'Nicht mehr anzeigen' entfernt sie, auch nach dem Neuladen und auf Fördermöglichkeiten", async ({
    page,
  }) => {
    await subscriber.login(page);
    await page.goto(ROUTES.magazin);
    await expect(pageHeading(page)).toHaveText('Hier - Ihr NEW Magazin');
    const card = main(page).getByRole('region', { name: 'Newsletter der NEW' });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: /Zum Newsletter anmelden/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await card.getByRole('button', { name: 'Nicht mehr anzeigen' }).click();
    await expect(card).toHaveCount(0);
    await page.reload();
    await expect(main(page).getByRole('combobox', { name: 'Monat' })).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 3 }).getByRole('link').first()).toBeVisible();
    await expect(card).toHaveCount(0);
    const me = await apiJson<{ showNewsletterSignUp: boolean }>(page, '/api/users/me');
    expect(me.showNewsletterSignUp).toBe(false);
    await page.goto(ROUTES.funds);
    await expect(main(page).getByRole('article').first()).toBeVisible();
    await expect(card).toHaveCount(0);
  });
});
