import {
  SEARCH_FILTER_LABELS,
  SEARCH_TEXTS,
  SEARCH_TYPES,
  type SearchType,
  SUGGESTIONS_PER_CATEGORY,
} from '@kp/contract/search-constants';
import type { Page, Request } from '@playwright/test';
import { account } from './accounts.ts';
import {
  apiJson,
  currentPath,
  expect,
  expectNoSeriousA11yViolations,
  pageHeading,
  ROUTES,
  test,
} from './fixtures.ts';

// Spec 01 §2 (Search), §3 (search result entry, search session), §9 (2 per category, dropdown 700 px).

type Hit = {
  type: SearchType;
  id: number;
  title: string;
  subtitle: string;
  serviceArea: { id: number } | null;
  service: { id: number } | null;
  wasRead: boolean | null;
  pub_date: string | null;
};
type Results = { query: string; total: number; counts: Record<SearchType, number>; results: Hit[] };

const combobox = (page: Page) => page.getByRole('combobox', { name: 'Suchbegriff' });
const listbox = (page: Page) => page.getByRole('listbox', { name: 'Suchvorschläge' });
const options = (page: Page) => listbox(page).getByRole('option');
const main = (page: Page) => page.getByRole('main');
const filters = (page: Page) =>
  main(page).getByRole('group', { name: 'Nach Kategorie filtern' }).getByRole('button');

const suggestionsFor = (page: Page, query: string) =>
  apiJson<{ results: Hit[] }>(page, `/api/search/suggestions?q=${encodeURIComponent(query)}`);
const resultsFor = (page: Page, query: string) =>
  apiJson<Results>(page, `/api/search?q=${encodeURIComponent(query)}`);

/** The body of the next POST /api/search/sessions. */
const nextSession = (page: Page) =>
  page
    .waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/search/sessions'),
    )
    .then((request: Request) => request.postDataJSON() as Record<string, unknown>);

const viersen = account('commune');

test.beforeEach(async ({ page }) => {
  await viersen.login(page);
});

test.describe('Suchbox bei 1440 px', () => {
  test("Vorschläge: zuerst 'Ihre Sucheingabe', dann höchstens 2 je Kategorie; Pfeil und Enter öffnen den Eintrag", async ({
    page,
  }) => {
    // 'ae' finds 'ä' (spec 01 §5: case-insensitive substring, German spellings folded).
    const query = 'waerme';
    const expected = (await suggestionsFor(page, query)).results;
    const counts = new Map<SearchType, number>();
    for (const hit of expected) counts.set(hit.type, (counts.get(hit.type) ?? 0) + 1);
    expect([...counts.values()].every((n) => n <= SUGGESTIONS_PER_CATEGORY)).toBe(true);
    expect(counts.get('ServiceAreas'), "the area 'Wärme'").toBe(1);
    expect(counts.get('Services'), 'more services match than are suggested').toBe(SUGGESTIONS_PER_CATEGORY);
    expect(counts.has('NEW-Gruppe')).toBe(false);

    await page.goto(ROUTES.faq);
    await expect(pageHeading(page)).toHaveText('Häufig gestellte Fragen');
    const box = combobox(page);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.pressSequentially(query);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(options(page)).toHaveCount(expected.length + 1);
    await expect(options(page).first()).toHaveText(`${query}${SEARCH_TEXTS.typedEntrySubtitle}`);
    await expect(options(page).nth(1)).toHaveText(`Wärme${SEARCH_TEXTS.serviceAreaSubtitle}`);
    await expect(options(page)).toHaveText([
      `${query}${SEARCH_TEXTS.typedEntrySubtitle}`,
      ...expected.map((hit) => `${hit.title}${hit.subtitle}`),
    ]);
    await expect(page.getByRole('status').filter({ hasText: 'Vorschläge' })).toHaveText(
      `${expected.length} Vorschläge`,
    );
    const height = await listbox(page).evaluate((list) => list.parentElement?.getBoundingClientRect().height);
    expect(height).toBeLessThanOrEqual(700);
    await expectNoSeriousA11yViolations(page);

    await box.press('ArrowDown');
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowDown');
    const area = options(page).nth(1);
    await expect(area).toHaveAttribute('aria-selected', 'true');
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'false');
    await expect(box).toHaveAttribute('aria-activedescendant', (await area.getAttribute('id')) ?? '');
    // ArrowUp from the top wraps to the last entry and back.
    await box.press('ArrowUp');
    await box.press('ArrowUp');
    await expect(options(page).last()).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await expect(area).toHaveAttribute('aria-selected', 'true');

    const session = nextSession(page);
    await box.press('Enter');
    await expect(page).toHaveURL(ROUTES.serviceArea(expected[0].id));
    await expect(pageHeading(page)).toHaveText('Wärme');
    expect(await session).toEqual({
      queries: [query],
      origin: 'suggestions',
      followUpType: 'service_area',
      followUp: expected[0].id,
    });
    // Choosing empties the box.
    await expect(combobox(page)).toHaveValue('');
  });

  test('Escape schließt die Liste, ein zweites leert das Feld; Enter auf der Eingabe öffnet die Ergebnisseite', async ({
    page,
  }) => {
    await page.goto(ROUTES.faq);
    const box = combobox(page);
    await box.pressSequentially('strasse');
    await expect(options(page).filter({ hasText: 'Straßenbeleuchtung' }).first()).toBeVisible();
    await box.press('Escape');
    await expect(listbox(page)).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('strasse');
    await box.press('Escape');
    await expect(box).toHaveValue('');

    await box.pressSequentially('  Ladeinfrastruktur ');
    await expect(options(page).first()).toHaveText(`Ladeinfrastruktur${SEARCH_TEXTS.typedEntrySubtitle}`);
    await box.press('Enter');
    await expect(page).toHaveURL(ROUTES.search('Ladeinfrastruktur'));
    await expect(pageHeading(page)).toHaveText(SEARCH_TEXTS.resultsTitle('Ladeinfrastruktur'));
    await expect(listbox(page)).toBeHidden();
    // The box keeps the query of the results page.
    await expect(combobox(page)).toHaveValue('Ladeinfrastruktur');
    await expect(page).toHaveTitle(`${SEARCH_TEXTS.resultsTitle('Ladeinfrastruktur')} – Kommunalportal`);

    // Tab leaves the box and closes the list.
    await combobox(page).fill('Glasfaser');
    await expect(options(page).nth(1)).toBeVisible();
    await combobox(page).press('Tab');
    await expect(listbox(page)).toBeHidden();
    await expect(combobox(page)).not.toBeFocused();

    // The magnifier submits too; an empty box goes nowhere.
    await combobox(page).fill('   ');
    await page.getByRole('search').getByRole('button', { name: 'Suchen' }).click();
    await expect(page).toHaveURL(ROUTES.search('Ladeinfrastruktur'));
    await combobox(page).fill('Glasfaser');
    await page.getByRole('search').getByRole('button', { name: 'Suchen' }).click();
    await expect(page).toHaveURL(ROUTES.search('Glasfaser'));
  });

  test('Eine Person führt zur Ergebnisseite mit ihrer Kontaktkarte', async ({ page }) => {
    // 'ue' for 'ü'.
    await page.goto(ROUTES.faq);
    await combobox(page).pressSequentially('kuepper');
    const person = options(page).filter({ hasText: `Sabine Küpper${SEARCH_TEXTS.personSubtitle}` });
    await expect(person).toHaveCount(1);
    let posted = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/search/sessions')) posted = true;
    });
    await person.click();
    await expect(page).toHaveURL(ROUTES.search('Sabine Küpper'));
    await expect(pageHeading(page)).toHaveText(SEARCH_TEXTS.resultsTitle('Sabine Küpper'));
    const people = main(page).getByRole('region', { name: 'Ansprechpartner' });
    await expect(people.getByRole('heading', { name: 'Sabine Küpper' })).toBeVisible();
    await expect(people.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    // The person is not a filter (spec 01 §2), and choosing a person records no search session.
    await expect(filters(page).filter({ hasText: SEARCH_FILTER_LABELS.Ansprechpartner })).toHaveCount(0);
    expect(posted).toBe(false);
  });
});

test.describe('Ergebnisseite', () => {
  test("Filter: 'Alle' mit der Gesamtzahl, je Kategorie mit Anzahl; ein neuer Suchbegriff setzt auf 'Alle' zurück", async ({
    page,
  }) => {
    const query = 'strom';
    const data = await resultsFor(page, query);
    const categories = SEARCH_TYPES.filter((type) => type !== 'Ansprechpartner' && data.counts[type] > 0);
    expect(categories.length, 'hits in several categories').toBeGreaterThan(2);

    await page.goto(ROUTES.search(query));
    await expect(pageHeading(page)).toHaveText(SEARCH_TEXTS.resultsTitle(query));
    await expect(filters(page)).toHaveText([
      `${SEARCH_TEXTS.allFilter} (${data.total})`,
      ...categories.map((type) => `${SEARCH_FILTER_LABELS[type]} (${data.counts[type]})`),
    ]);
    const all = filters(page).first();
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await expect(main(page).getByRole('status')).toHaveText(`${data.total} Treffer`);
    const sections = main(page).getByRole('region');
    const withHits = SEARCH_TYPES.filter((type) => data.counts[type] > 0);
    await expect(sections.getByRole('heading', { level: 2 })).toHaveText(
      withHits.map((type) => SEARCH_FILTER_LABELS[type]),
    );
    await expectNoSeriousA11yViolations(page);

    const services = filters(page).filter({ hasText: new RegExp(`^${SEARCH_FILTER_LABELS.Services} \\(`) });
    await services.click();
    await expect(services).toHaveAttribute('aria-pressed', 'true');
    await expect(all).toHaveAttribute('aria-pressed', 'false');
    await expect(main(page).getByRole('status')).toHaveText(`${data.counts.Services} Treffer`);
    await expect(sections.getByRole('heading', { level: 2 })).toHaveText([SEARCH_FILTER_LABELS.Services]);
    const serviceHits = data.results.filter((hit) => hit.type === 'Services');
    await expect(sections.getByRole('heading', { level: 3 })).toHaveText(serviceHits.map((hit) => hit.title));

    // A result leads to its page and records the session from the results page.
    const first = serviceHits[0];
    if (!first.serviceArea) throw new Error('Leistung ohne Fachbereich');
    const session = nextSession(page);
    await sections.getByRole('link', { name: first.title, exact: true }).click();
    await expect(page).toHaveURL(ROUTES.service(first.serviceArea.id, first.id));
    expect(await session).toMatchObject({
      origin: 'results',
      followUpType: 'service',
      followUp: first.id,
    });
    expect((await session).queries).toContain(query);

    // Back on the results page with another query: the filter starts at 'Alle' again.
    await page.goBack();
    await expect(pageHeading(page)).toHaveText(SEARCH_TEXTS.resultsTitle(query));
    await services.click();
    await expect(filters(page).first()).toHaveAttribute('aria-pressed', 'false');
    await combobox(page).fill('Wasser');
    await combobox(page).press('Enter');
    await expect(pageHeading(page)).toHaveText(SEARCH_TEXTS.resultsTitle('Wasser'));
    await expect(filters(page).first()).toHaveText(/^Alle \(\d+\)$/);
    await expect(filters(page).first()).toHaveAttribute('aria-pressed', 'true');
    expect(currentPath(page)).toBe(ROUTES.search('Wasser'));
  });

  test("Keine Treffer: die Texte, der Vorschlag 'Strom', aktuelle Nachrichten und Kontakt", async ({
    page,
  }) => {
    await page.goto(ROUTES.search('Xylophonzauber'));
    await expect(pageHeading(page)).toHaveText(SEARCH_TEXTS.resultsTitle('Xylophonzauber'));
    await expect(main(page).getByRole('heading', { name: SEARCH_TEXTS.noResultsTitle })).toBeVisible();
    await expect(main(page).getByText(SEARCH_TEXTS.noResultsText, { exact: true })).toBeVisible();
    await expect(
      main(page).getByRole('region', { name: 'Aktuelle Nachrichten' }).getByRole('link'),
    ).not.toHaveCount(0);
    const contact = main(page).getByRole('region', { name: 'Kontakt' });
    await expect(contact.getByRole('heading', { level: 3 })).toHaveCount(1);
    await expect(filters(page)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await main(page).getByRole('link', { name: SEARCH_TEXTS.suggestion, exact: true }).click();
    await expect(page).toHaveURL(ROUTES.search('Strom'));
    await expect(pageHeading(page)).toHaveText(SEARCH_TEXTS.resultsTitle('Strom'));
    await expect(filters(page).first()).toHaveAttribute('aria-pressed', 'true');
  });

  test("News und Presse zeigen Datum und 'Neu' nach der Regel der Nachrichten", async ({ page }) => {
    // The demo news are dated up to 21 November 2026 (demo/src/data/news.ts).
    await page.clock.setFixedTime(new Date('2026-11-21T10:00:00+01:00'));
    const query = 'Glasfaser';
    const posts = (await resultsFor(page, query)).results.filter(
      (hit) => hit.type === 'News' || hit.type === 'Presse',
    );
    expect(posts.length).toBeGreaterThan(1);
    await page.goto(ROUTES.search(query));
    for (const post of posts) {
      const row = main(page)
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: post.title, exact: true }) });
      const published = post.pub_date ?? '';
      const [year, month, day] = published.split('-');
      await expect(row.getByText(`${day}.${month}.${year}`, { exact: true })).toBeVisible();
      const age = (Date.parse('2026-11-21') - Date.parse(published)) / 86_400_000;
      await expect(row.getByText('Neu', { exact: true })).toHaveCount(!post.wasRead && age < 21 ? 1 : 0);
    }
  });

  test('Ein zu kurzer Suchbegriff zeigt einen Hinweis statt eines Fehlers', async ({ page }) => {
    await page.goto(`${ROUTES.search('x')}`);
    await expect(pageHeading(page)).toHaveText('Suche');
    await expect(
      main(page).getByText('Bitte geben Sie oben im Suchfeld mindestens 2 Zeichen ein.'),
    ).toBeVisible();
  });
});

test.describe('Suche bei 900 px', () => {
  test.use({ viewport: { width: 900, height: 900 } });

  test('Die Lupe öffnet und schließt das Suchfeld', async ({ page }) => {
    await page.goto(ROUTES.faq);
    await expect(pageHeading(page)).toHaveText('Häufig gestellte Fragen');
    await expect(combobox(page)).toHaveCount(0);
    const toggle = page.getByRole('button', { name: 'Suche öffnen' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const close = page.getByRole('button', { name: 'Suche schließen' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(combobox(page)).toBeFocused();

    await combobox(page).pressSequentially('strasse');
    await expect(options(page).filter({ hasText: 'Straßenbeleuchtung' }).first()).toBeVisible();
    const box = await listbox(page).evaluate((list) => list.parentElement?.getBoundingClientRect());
    expect(box?.bottom).toBeLessThanOrEqual(900);
    await expectNoSeriousA11yViolations(page);

    // Escape closes the list, a second one the bar; focus returns to the magnifier.
    await combobox(page).press('Escape');
    await expect(listbox(page)).toBeHidden();
    await combobox(page).press('Escape');
    await expect(combobox(page)).toHaveCount(0);
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await combobox(page).pressSequentially('Glasfaser');
    await combobox(page).press('Enter');
    await expect(page).toHaveURL(ROUTES.search('Glasfaser'));
    await expect(pageHeading(page)).toHaveText(SEARCH_TEXTS.resultsTitle('Glasfaser'));
    // The bar closes after the search, so the results are not covered; as on every page change, focus
    // moves to the new page's heading (decision 017).
    await expect(combobox(page)).toHaveCount(0);
    await expect(pageHeading(page)).toBeFocused();
    await expect(filters(page).first()).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousA11yViolations(page);
  });
});
