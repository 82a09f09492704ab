import type { Page } from '@playwright/test';
import { account } from './accounts.ts';
import {
  api,
  expect,
  expectNoSeriousA11yViolations,
  loadCatalogue,
  openFirstEntryByKeyboard,
  pageHeading,
  test,
  WALK_WIDTHS,
  walkToScreen,
} from './fixtures.ts';

// Decision 019: the content area in the back office. An editor (an account of this spec's own with
// the Redakteur role and no other) changes the text of a service the spec made itself, and the reader's page shows it; restoring the
// older version brings the old text back on the reader's page. axe-core on the content screens at 1440 and
// 900 px.

const editor = account('editor');
const reader = account('commune');

/** The seeded service whose area the spec's own service joins: its area is visible to the reader. */
const NEIGHBOUR = 'LoRaWAN-Sensorik';
const ORIGINAL = 'Die Sprechstunde Sensorik findet nach Vereinbarung statt.';
const CHANGED = 'Sprechstunde Sensorik: jeden Dienstag von 9 bis 12 Uhr.';

/**
 * A live service of this spec's own, beside the seeded one in the same area, so no other spec's content
 * changes and the version counts start from its creation.
 */
async function createService(page: Page) {
  const services = api(page.request);
  const found = (await (
    await services.get(`/api/backoffice/services?q=${encodeURIComponent(NEIGHBOUR)}`)
  ).json()) as {
    items: { id: number; title: string }[];
  };
  const neighbour = found.items.find((item) => item.title === NEIGHBOUR);
  if (!neighbour) throw new Error(`${NEIGHBOUR} fehlt im Backoffice`);
  const { record } = (await (await services.get(`/api/backoffice/services/${neighbour.id}`)).json()) as {
    record: { serviceAreaId: number };
  };
  const title = `E2E-Sensorik ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const created = await services.post('/api/backoffice/services', {
    data: {
      serviceAreaId: record.serviceAreaId,
      title,
      requiredFlag: null,
      content1: ORIGINAL,
      content2: '',
      sortOrder: 999,
      status: 'published',
      publishedAt: new Date(Date.now() - 60_000).toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  return title;
}

async function openServiceInBackoffice(page: Page, title: string) {
  await page.goto('/admin/services');
  await page.getByPlaceholder('Suchen').fill(title);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await row.click();
  await expect(page.getByLabel('Titel', { exact: true })).toHaveValue(title);
}

test('das Formular wartet auf den ganzen Eintrag: nichts Getipptes geht verloren, wenn er ankommt', async ({
  page,
}) => {
  await editor.login(page);
  const service = await createService(page);
  // The whole record is held back: react-admin knows the list's row meanwhile, which lacks the texts. A
  // form built from it was reset when the record came, undoing what had been typed (CI, 2026-11-29).
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/backoffice\/services\/\d+$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/admin/services');
  await page.getByPlaceholder('Suchen').fill(service);
  await page.getByRole('row').filter({ hasText: service }).click();
  await expect(page.getByRole('heading', { name: 'Leistung bearbeiten', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Titel', { exact: true })).toHaveCount(0);
  release();
  await expect(page.getByLabel('Titel', { exact: true })).toHaveValue(service);
  await expect(page.getByRole('textbox', { name: 'Text 1' })).toContainText(ORIGINAL);
});

test('Redakteur ändert den Text einer Leistung, die Leserseite zeigt ihn; eine ältere Version stellt den alten Text wieder her', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await editor.login(page);
  const service = await createService(page);
  await openServiceInBackoffice(page, service);

  const text = page.getByRole('textbox', { name: 'Text 1' });
  await text.fill(CHANGED);
  await page.getByRole('button', { name: 'Speichern' }).click();
  const versions = page.getByRole('complementary', { name: 'Versionen' });
  const saved = versions.getByRole('region', { name: 'Gespeicherte Versionen' });
  await expect(saved.getByRole('row')).toHaveCount(3);
  await expect(versions.getByRole('button', { name: 'Version 1 wiederherstellen' })).toBeVisible();
  // The comparison shows the latest version against the one before.
  await expect(versions.getByText('1 Feld geändert: Text 1.')).toBeVisible();

  // The reader: a commune user in a browser of their own.
  const readerContext = await browser.newContext();
  const readerPage = await readerContext.newPage();
  await reader.login(readerPage);
  const catalogue = await loadCatalogue(readerPage.request);
  const area = catalogue.areas.find((entry) => entry.services.some((entry) => entry.title === service));
  if (!area) throw new Error(`${service} fehlt im Katalog`);
  await readerPage.goto(catalogue.serviceRoute(area.title, service));
  await expect(pageHeading(readerPage)).toHaveText(service);
  await expect(readerPage.getByRole('main').getByText(CHANGED)).toBeVisible();
  await expect(readerPage.getByRole('main').getByText(ORIGINAL, { exact: false })).toHaveCount(0);

  // Restore the state before the change (version 1): a new version 3 with the old text.
  await versions.getByRole('button', { name: 'Version 1 wiederherstellen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Wiederherstellen' }).click();
  await expect(page.getByText('Version 1 wurde wiederhergestellt (als neue Version).')).toBeVisible();
  await expect(saved.getByRole('row')).toHaveCount(4);
  await expect(text).toContainText(ORIGINAL);

  await readerPage.reload();
  await expect(pageHeading(readerPage)).toHaveText(service);
  await expect(readerPage.getByRole('main').getByText(ORIGINAL, { exact: false })).toBeVisible();
  await expect(readerPage.getByRole('main').getByText(CHANGED)).toHaveCount(0);
  await readerContext.close();
});

test('Barrierefreiheit (axe-core): Listen und Bearbeitungsseiten des Inhaltsbereichs bei 1440 und 900 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await editor.login(page);
  for (const width of WALK_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const list of ['services', 'sub-services', 'contact-people', 'faq-entries', 'heat-faq-entries']) {
      await walkToScreen(page, `/admin/${list}`);
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await openFirstEntryByKeyboard(page);
      await expect(page.getByRole('complementary', { name: 'Versionen' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Speichern' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
  }
});

test('wer ein Formular mit ungespeicherten Änderungen verlässt, wird gefragt; Abbrechen behält den Text', async ({
  page,
}) => {
  await editor.login(page);
  const service = await createService(page);
  await openServiceInBackoffice(page, service);
  const title = page.getByLabel('Titel', { exact: true });
  await title.fill(`${service} (geändert)`);

  const questions: string[] = [];
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('menuitem', { name: 'Fachbereiche' }).click();
  await expect
    .poll(() => questions)
    .toEqual(['Einige Änderungen sind nicht gespeichert. Möchten Sie sie wirklich verwerfen?']);
  await expect(page.getByRole('heading', { name: 'Leistung bearbeiten', level: 1 })).toBeVisible();
  await expect(title).toHaveValue(`${service} (geändert)`);

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('menuitem', { name: 'Fachbereiche' }).click();
  await expect(page).toHaveURL(/\/admin\/service-areas$/);
});

test('die Löschfrage nennt die Art des Eintrags auf Deutsch', async ({ page }) => {
  await editor.login(page);
  const titel = `E2E-Frage ${Date.now().toString(36)}`;
  const created = await api(page.request).post('/api/backoffice/faq-entries', {
    data: {
      titel,
      text: 'Eine Antwort.',
      sortOrder: 900,
      imageUrl: null,
      status: 'draft',
      publishedAt: null,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { record } = (await created.json()) as { record: { id: number } };
  await page.goto(`/admin/faq-entries/${record.id}`);
  await expect(page.getByLabel('Frage', { exact: true })).toHaveValue(titel);
  await page.getByRole('button', { name: 'Löschen', exact: true }).click();
  const question = page.getByRole('dialog');
  // Before, react-admin named the type by its URL: 'faq-entry … löschen'.
  await expect(question.getByRole('heading')).toHaveText(`FAQ-Eintrag ${titel} löschen`);
  await question.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page).toHaveURL(/\/admin\/faq-entries$/);
  expect((await api(page.request).get(`/api/backoffice/faq-entries/${record.id}`)).status()).toBe(404);
});
