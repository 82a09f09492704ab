import { formatDate } from '@kp/contract/shell';
import type { Page } from '@playwright/test';
import { account } from './accounts.ts';
import {
  apiJson,
  expect,
  expectNoSeriousA11yViolations,
  expectNotFound,
  pageHeading,
  ROUTES,
  test,
} from './fixtures.ts';

// Spec 01 §2 (funding list and detail) and §9 (defaults: filter Alle, sort Fristende).

type Fund = {
  id: number;
  Foerdertitel: string;
  Frist: string | null;
  created_at: string;
  themen: { id: number; Titel: string }[];
  Antragsberechtigt: { Beschreibung: string }[];
};

const main = (page: Page) => page.getByRole('main');
const cardTitles = (page: Page) => main(page).getByRole('article').getByRole('heading');
const status = (page: Page) => main(page).getByRole('status');
const countText = (count: number) =>
  count === 0
    ? 'Derzeit sind keine Fördermöglichkeiten eingetragen.'
    : count === 1
      ? '1 Fördermöglichkeit'
      : `${count} Fördermöglichkeiten`;

const viersen = account('commune');

test.beforeEach(async ({ page }) => {
  await viersen.login(page);
});

test('Themen-Chips filtern die Karten, die Zahlen der Chips stimmen', async ({ page }) => {
  const funds = await apiJson<Fund[]>(page, '/api/users/me?type=foerdermittel');
  await page.goto(ROUTES.funds);
  await expect(pageHeading(page)).toHaveText('Fördermöglichkeiten');
  const chips = main(page).getByRole('group', { name: 'Nach Thema filtern' }).getByRole('button');
  const all = chips.filter({ hasText: /^Alle \(\d+\)$/ });
  await expect(all).toHaveText(`Alle (${funds.length})`);
  await expect(all).toHaveAttribute('aria-pressed', 'true');
  await expect(cardTitles(page)).toHaveCount(funds.length);

  const topics = new Map<number, string>();
  for (const fund of funds) for (const topic of fund.themen) topics.set(topic.id, topic.Titel);
  await expect(chips).toHaveCount(topics.size + 1);

  for (const [topicId, title] of topics) {
    const expected = funds.filter((fund) => fund.themen.some((topic) => topic.id === topicId));
    const chip = chips.filter({ hasText: new RegExp(`^${title} \\(\\d+\\)$`) });
    await expect(chip).toHaveText(`${title} (${expected.length})`);
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(all).toHaveAttribute('aria-pressed', 'false');
    await expect(page).toHaveURL(new RegExp(`[?&]thema=${topicId}(&|$)`));
    await expect(cardTitles(page)).toHaveCount(expected.length);
    await expect(status(page)).toHaveText(countText(expected.length));
    expect(new Set(await cardTitles(page).allTextContents())).toEqual(
      new Set(expected.map((fund) => fund.Foerdertitel)),
    );
  }
  await expectNoSeriousA11yViolations(page);

  await all.click();
  await expect(page).toHaveURL(ROUTES.funds);
  await expect(cardTitles(page)).toHaveCount(funds.length);
  await expect(status(page)).toHaveText(countText(funds.length));
});

test("Sortierung: 'Fristende' (laufende nach Frist, dann offene, dann abgelaufene) und 'Erstellungsdatum'", async ({
  page,
}) => {
  const funds = await apiJson<Fund[]>(page, '/api/users/me?type=foerdermittel');
  await page.goto(ROUTES.funds);
  const sort = main(page).getByRole('combobox', { name: 'Sortieren nach' });
  await expect(sort).toHaveValue('frist');
  await expect(sort.locator('option')).toHaveText(['Fristende', 'Erstellungsdatum']);

  // Fristende: programmes still open by nearest deadline, then open-ended ('offen'), then the expired ones,
  // most recently expired first (web/src/areas/funds/fund-list.ts).
  await expect(cardTitles(page)).toHaveCount(funds.length);
  const rows = await main(page)
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.textContent ?? ''));
  const parsed = rows.map((text) => {
    const match = /Frist: (offen|(\d{2})\.(\d{2})\.(\d{4}))/.exec(text);
    if (!match) throw new Error(`Karte ohne Frist: ${text}`);
    const iso = match[1] === 'offen' ? null : `${match[4]}-${match[3]}-${match[2]}`;
    const expired = text.includes('abgelaufen');
    return { iso, expired, group: iso === null ? 1 : expired ? 2 : 0 };
  });
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());
  for (const row of parsed) if (row.iso) expect(row.expired).toBe(row.iso < today);
  const groups = parsed.map((row) => row.group);
  expect(groups).toEqual([...groups].sort((a, b) => a - b));
  const upcoming = parsed.filter((row) => row.group === 0).map((row) => row.iso ?? '');
  expect(upcoming).toEqual([...upcoming].sort());
  const expired = parsed.filter((row) => row.group === 2).map((row) => row.iso ?? '');
  expect(expired).toEqual([...expired].sort().reverse());
  expect(parsed.filter((row) => row.group === 1)).toHaveLength(
    funds.filter((fund) => fund.Frist === null).length,
  );
  expect(upcoming.length).toBeGreaterThan(0);

  await sort.selectOption({ label: 'Erstellungsdatum' });
  await expect(page).toHaveURL(/[?&]sortierung=erstellt/);
  const byCreated = [...funds].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  await expect(cardTitles(page)).toHaveText(byCreated.map((fund) => fund.Foerdertitel));

  // Filter and sort together, and both survive a reload.
  const topic = funds[0].themen[0];
  await main(page)
    .getByRole('group', { name: 'Nach Thema filtern' })
    .getByRole('button', { name: new RegExp(`^${topic.Titel} \\(`) })
    .click();
  // The choice is in the address once the navigation it starts has ended; a reload before would lose it.
  await expect(page).toHaveURL(/[?&]thema=/);
  await page.reload();
  await expect(sort).toHaveValue('erstellt');
  await expect(cardTitles(page)).toHaveText(
    byCreated
      .filter((fund) => fund.themen.some((item) => item.id === topic.id))
      .map((fund) => fund.Foerdertitel),
  );
});

test("Detail: Titel, 'Frist' und 'Antragsberechtigt'; unbekannte Nummer nicht gefunden", async ({ page }) => {
  const funds = await apiJson<Fund[]>(page, '/api/users/me?type=foerdermittel');
  const fund = funds.find((item) => item.Frist !== null && item.Antragsberechtigt.length > 0);
  if (!fund?.Frist) throw new Error('kein Programm mit Frist und Antragsberechtigten');
  await page.goto(ROUTES.funds);
  await main(page).getByRole('article').filter({ hasText: fund.Foerdertitel }).getByRole('link').click();
  await expect(page).toHaveURL(ROUTES.fundDetail(fund.id));
  await expect(pageHeading(page)).toHaveText(fund.Foerdertitel);
  const deadline = main(page).locator('dt', { hasText: /^Frist$/ });
  await expect(deadline).toBeVisible();
  await expect(deadline.locator('xpath=following-sibling::dd[1]')).toContainText(formatDate(fund.Frist));
  const eligible = main(page).getByRole('heading', { name: 'Antragsberechtigt' });
  await expect(eligible).toBeVisible();
  for (const entry of fund.Antragsberechtigt) {
    await expect(main(page).getByText(entry.Beschreibung, { exact: true })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);

  await page.goto(ROUTES.fundDetail(999999));
  await expectNotFound(page);
});
