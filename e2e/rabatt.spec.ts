import fs from 'node:fs';
import {
  CSV_FILE_NAME,
  EXPORT_COLUMNS,
  RABATT_COLUMN_TITLES,
  RABATT_TEXTS,
  rabattSuccessText,
} from '@kp/contract/rabatt-constants';
import { berlinDay, formatDate } from '@kp/contract/shell';
import type { Browser, Page, Route } from '@playwright/test';
import { pdfTexts } from '../server/src/test/pdf-text.ts';
import { type Account, account } from './accounts.ts';
import {
  api,
  expect,
  expectNoSeriousA11yViolations,
  openNavigation,
  pageHeading,
  ROUTES,
  test,
} from './fixtures.ts';

// Spec 02 §2–§9 (Kommunalrabatt). The year walk changes Viersen 2026 ('Neu' in the demo data) to
// Abgeschlossen; Jüchen 2026 ('Neu' too) is the list of the conflict and export tests.

const YEAR = 2026;
const COMMUNE = 'Viersen';
const OTHER_COMMUNE = 'Jüchen';

/** A clerk of Viersen with every flag, the commune side of the walk. */
const clerk = account('commune');
const employeeAccount = account('employee');
const brueggen = account('communeSmall');

type ListAnswer = {
  items: { id: number; marktlokation: string; rabatt: boolean; addedByCommune: boolean }[];
  total: number;
  status: string;
};

async function signedInPage(browser: Browser, user: Account) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await user.login(page);
  return page;
}

const main = (page: Page) => page.getByRole('main');
const navigation = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });
const dialog = (page: Page) => page.getByRole('dialog');

/** The employee's overview with a commune and the year chosen. */
async function employeeOverview(page: Page) {
  await page.goto(`${ROUTES.kommunalrabatt}?year=${YEAR}&commune=${COMMUNE}`);
  await expect(pageHeading(page)).toHaveText('Kommunalrabatt');
}

/** Clicks a process button and confirms it in the dialog; waits for the status the server answers. */
async function sendStep(page: Page, button: string, expected: string) {
  await main(page).getByRole('button', { name: button, exact: true }).click();
  const confirm = dialog(page);
  await expect(confirm).toBeVisible();
  const answer = page.waitForResponse((r) => r.url().includes('/api/lieferstellen/update-status'));
  await confirm.getByRole('button', { name: button, exact: true }).click();
  expect((await answer).status()).toBe(200);
  await expect(main(page).getByText(`Status ${YEAR}:`)).toContainText(expected);
}

/** The commune's or an employee's list page of the walk's commune and year. */
async function openList(page: Page, commune = COMMUNE) {
  await page.goto(`${ROUTES.lieferstellen}?commune=${encodeURIComponent(commune)}&year=${YEAR}`);
  await expect(pageHeading(page)).toHaveText(`Lieferstellen ${commune} ${YEAR}`);
}

async function listOf(page: Page, query: string, commune = COMMUNE) {
  const response = await api(page.request).get(
    `/api/lieferstellen?commune=${encodeURIComponent(commune)}&year=${YEAR}&${query}`,
  );
  expect(response.status()).toBe(200);
  return (await response.json()) as ListAnswer;
}

// The year of Viersen 2026 belongs to this walk; the other tests stay off it (Jüchen for the conflict and
// the export). Five steps in order, each a test of its own, on two pages kept open between them.
test.describe
  .serial('Kommunalrabatt: das Jahr von Neu bis Abgeschlossen, NEW und Kommune im Wechsel', () => {
    let employee: Page;
    let commune: Page;
    let picked = '';

    test.beforeAll(async ({ browser }) => {
      employee = await signedInPage(browser, employeeAccount);
      commune = await signedInPage(browser, clerk);
    });

    test.afterAll(async () => {
      await employee.context().close();
      await commune.context().close();
    });

    test("1. NEW schickt die Liste über 'Kommunen' an die Kommune", async () => {
      // Two pages, several steps and axe runs each on a shared machine.
      test.setTimeout(75_000);
      await employee.goto(ROUTES.about);
      await expect(pageHeading(employee)).toBeVisible();
      await (await openNavigation(employee)).getByRole('link', { name: 'Kommunen' }).click();
      await expect(pageHeading(employee)).toHaveText('Kommunen-Dashboard');
      await (await openNavigation(employee)).getByRole('link', { name: 'Kommunalrabatt' }).click();
      await expect(pageHeading(employee)).toHaveText('Kommunalrabatt');
      await expect(navigation(employee).getByRole('link', { name: 'Kommunalrabatt' })).toBeVisible();
      for (const title of Object.values(RABATT_COLUMN_TITLES)) {
        await expect(
          main(employee).getByRole('heading', { level: 2, name: new RegExp(`^${title}`) }),
        ).toBeVisible();
      }
      await employeeOverview(employee);
      const firstColumn = main(employee).getByRole('region', {
        name: new RegExp(`^${RABATT_COLUMN_TITLES.Neu}`),
      });
      await expect(firstColumn.getByRole('button', { name: new RegExp(COMMUNE) })).toBeVisible();
      await expectNoSeriousA11yViolations(employee);

      // While the NEW prepares it, the commune reads the list only and is told so (decision 010).
      await openList(commune);
      await expect(
        main(commune).getByText('Die NEW bereitet diese Liste noch vor.', { exact: false }),
      ).toBeVisible();
      await main(commune)
        .getByRole('button', { name: /^Details zu Marktlokation/ })
        .first()
        .click();
      await expect(
        main(commune).getByText('Im aktuellen Bearbeitungsstand können keine Kommentare hinzugefügt werden.'),
      ).toBeVisible();
      await expect(main(commune).getByRole('textbox', { name: 'Kommentar' })).toHaveCount(0);
      await expect(main(commune).getByRole('button', { name: 'Speichern' })).toHaveCount(0);

      await sendStep(employee, RABATT_TEXTS.sendToCommune, 'Bei Kommune');
      // The focus moves to the buttons of the new status, not to the page (decision 010).
      await expect(main(employee).getByRole('button', { name: RABATT_TEXTS.sendToCommune })).toBeFocused();
    });

    test('2. Die Kommune kommentiert und ändert eine Adresse', async () => {
      // Two pages, several steps and axe runs each on a shared machine.
      test.setTimeout(75_000);
      await commune.goto(ROUTES.about);
      await expect(pageHeading(commune)).toBeVisible();
      await (await openNavigation(commune)).getByRole('link', { name: 'Kommunalrabatt' }).click();
      await expect(pageHeading(commune)).toHaveText('Kommunalrabatt');
      await expect(main(commune).locator('[aria-current="step"]')).toContainText(
        'Vorschlag durch die Kommune',
      );
      await expectNoSeriousA11yViolations(commune);
      // Both contacts with their portraits, not initials (decision 010).
      const contacts = main(commune).getByRole('region', { name: 'Ihre Ansprechpartner' });
      await expect(contacts.locator('img')).toHaveCount(2);
      for (const portrait of await contacts.locator('img').all()) {
        await expect(portrait).toHaveAttribute('src', /^\/api\/uploads\//);
        await expect
          .poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
      }
      // While the list loads there is no send button, not a disabled one that turns enabled (decision 010).
      let releaseList = () => {};
      const listHeld = new Promise<void>((resolve) => {
        releaseList = resolve;
      });
      await commune.route('**/api/lieferstellen?*', async (route) => {
        await listHeld;
        await route.continue();
      });
      await main(commune).getByRole('link', { name: 'Lieferstellen anzeigen' }).click();
      await expect(pageHeading(commune)).toHaveText(`Lieferstellen ${COMMUNE} ${YEAR}`);
      await expect(main(commune).getByRole('status').filter({ hasText: RABATT_TEXTS.loading })).toBeVisible();
      await expect(main(commune).getByRole('button', { name: RABATT_TEXTS.sendToNew })).toHaveCount(0);
      releaseList();
      await expect(main(commune).getByRole('button', { name: RABATT_TEXTS.sendToNew })).toBeEnabled();
      await commune.unroute('**/api/lieferstellen?*');
      const rows = main(commune).getByRole('table').first().locator('tbody tr');
      await expect(rows.first()).toBeVisible();
      // Employee-only filter options are not offered to the commune.
      const filter = main(commune).getByLabel('Filter');
      await expect(filter.locator('option', { hasText: 'Von Kommune hinzugefuegt' })).toHaveCount(0);
      await expect(filter.locator('option', { hasText: 'Von mir kommentierte' })).toHaveCount(1);
      // The discount checkbox is read-only for the commune.
      const checkboxes = main(commune).getByRole('checkbox', { name: /^Rabatt für Marktlokation/ });
      await expect(checkboxes.first()).toBeDisabled();

      const detailButtons = main(commune).getByRole('button', { name: /^Details zu Marktlokation/ });
      await detailButtons.nth(0).click();
      const comment = main(commune).getByRole('textbox', { name: 'Kommentar' });
      await expect(main(commune).getByText(RABATT_TEXTS.commentWarning)).toBeVisible();
      await comment.fill('Das Gebäude wird seit Mai vom Bauhof genutzt.');
      // Another delivery point cannot be opened while the comment is unsaved.
      await detailButtons.nth(1).click();
      const unsaved = commune.getByRole('alertdialog');
      await expect(unsaved).toContainText(RABATT_TEXTS.unsavedComment);
      await unsaved.getByRole('button', { name: 'OK' }).click();
      await expect(unsaved).toHaveCount(0);
      // A refused comment shows its message once, beside the field, not in a snackbar too.
      const refusal = 'Der Kommentar wurde abgelehnt.';
      const refuse = (route: Route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'validation', message: refusal }),
        });
      // Only the next call is refused: a route removed by hand raced the next Enter once in CI.
      await commune.route(/\/api\/lieferstellen\/[^/]+\/comment/, refuse, { times: 1 });
      await comment.press('Enter');
      await expect(main(commune).getByRole('alert').filter({ hasText: refusal }).first()).toBeVisible();
      await expect(commune.locator('[data-snackbar]').filter({ hasText: refusal })).toHaveCount(0);
      // Enter without modifiers sends it.
      await comment.press('Enter');
      const thread = main(commune).getByRole('list', { name: /^Kommentare zu Marktlokation/ });
      await expect(thread).toContainText('Das Gebäude wird seit Mai vom Bauhof genutzt.');
      await expect(thread).toContainText(COMMUNE);
      await expect(comment).toHaveValue('');
      // An empty comment is not sent.
      await expect(
        main(commune).getByRole('button', { name: RABATT_TEXTS.addComment, exact: true }),
      ).toBeDisabled();

      // At 640 px (200 % zoom on an office screen) the list reflows under the notice; what is typed stays
      // (decision 010), and the edit is saved there.
      await comment.fill('Noch zu klären: Zählerstand im Mai.');
      const street = main(commune).getByRole('textbox', { name: 'Straße' });
      await street.fill('Am Alten Bauhof');
      await commune.setViewportSize({ width: 640, height: 900 });
      await expect(main(commune).getByText(RABATT_TEXTS.mobileNotice)).toBeVisible();
      await expect(comment).toHaveValue('Noch zu klären: Zählerstand im Mai.');
      await expect(street).toHaveValue('Am Alten Bauhof');
      await expect(rows.first()).toBeVisible();
      const scrollsSideways = await commune.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      expect(scrollsSideways).toBe(false);
      await expectNoSeriousA11yViolations(commune);
      const saved = commune.waitForResponse((r) =>
        r.url().includes('/api/lieferstellen/updateAdditionalData'),
      );
      const save = main(commune).getByRole('button', { name: 'Speichern' });
      await save.click();
      expect((await saved).status()).toBe(200);
      await expect(rows.first()).toContainText('Am Alten Bauhof');
      // Nothing left to save: the button looks disabled but keeps the focus.
      await expect(save).toHaveAttribute('aria-disabled', 'true');
      await expect(save).toBeFocused();
      await commune.setViewportSize({ width: 1440, height: 900 });
      await expect(comment).toHaveValue('Noch zu klären: Zählerstand im Mai.');
      await main(commune).getByRole('button', { name: RABATT_TEXTS.cancel, exact: true }).click();
      await expect(comment).toHaveValue('');
      await expect(comment).toBeFocused();
    });

    test('3. Die Kommune fügt eine Lieferstelle hinzu und schickt die Liste zurück', async () => {
      await main(commune).getByRole('button', { name: 'Lieferstelle hinzufügen' }).click();
      const add = dialog(commune);
      await expect(add.getByRole('textbox', { name: 'Kommentar' })).toBeDisabled();
      await add.getByRole('combobox', { name: 'Marktlokation' }).click();
      const option = commune.getByRole('option').first();
      picked = ((await option.textContent()) ?? '').match(/\d{11}/)?.[0] ?? '';
      expect(picked).toMatch(/^\d{11}$/);
      await option.click();
      await add
        .getByRole('textbox', { name: 'Kommentar' })
        .fill('Neue Kita an der Schulstraße, seit August in Betrieb.');
      await add.getByRole('button', { name: 'Hinzufügen', exact: true }).click();
      await expect(dialog(commune)).toHaveCount(0);
      // Snackbars show one after another, each for 10 s: the address's may still be up.
      await expect(commune.getByText(`Lieferstelle ${picked} wurde hinzugefügt.`)).toBeVisible({
        timeout: 15_000,
      });
      await expectNoSeriousA11yViolations(commune);

      // The commune sends the list back.
      await commune.goto(`${ROUTES.kommunalrabatt}?year=${YEAR}`);
      await sendStep(commune, RABATT_TEXTS.sendToNew, 'Gegenprüfung durch NEW');
    });

    test('4. NEW setzt den Rabatt und fordert die finale Bestätigung an', async () => {
      // Two pages, several steps and axe runs each on a shared machine.
      test.setTimeout(75_000);
      await employee.goto(`${ROUTES.lieferstellen}?commune=${COMMUNE}&year=${YEAR}`);
      await expect(pageHeading(employee)).toHaveText(`Lieferstellen ${COMMUNE} ${YEAR}`);
      await main(employee).getByLabel('Filter').selectOption({ label: 'Von Kommune hinzugefuegt' });
      const added = main(employee).getByRole('checkbox', { name: `Rabatt für Marktlokation ${picked}` });
      await expect(added).toBeEnabled();
      await expect(added).not.toBeChecked();
      await added.check();
      await expect(employee.getByText(rabattSuccessText(picked))).toBeVisible({ timeout: 15_000 });
      await expect(added).toBeChecked();
      await expect(added).toBeFocused();
      const afterDiscount = await listOf(employee, 'filter=von-kommune-hinzugefuegt');
      expect(afterDiscount.items.find((row) => row.marktlokation === picked)?.rabatt).toBe(true);
      await expectNoSeriousA11yViolations(employee);

      await employeeOverview(employee);
      await sendStep(employee, 'Finale Bestätigung anfordern', 'Freizugeben');
      const waiting = main(employee).getByRole('button', { name: RABATT_TEXTS.awaitingConfirmation });
      await expect(waiting).toBeDisabled();
      await expect(waiting).toBeFocused();

      // While the commune confirms, the discount box is locked, and the page says why (decision 010).
      await openList(employee);
      const locked = main(employee)
        .getByRole('checkbox', { name: /^Rabatt für Marktlokation/ })
        .first();
      await expect(locked).toBeDisabled();
      await expect(locked).toHaveAccessibleDescription(/Der Rabatt ist gesperrt.*Zurück an NEW/);
      await expect(main(employee).getByText('Der Rabatt ist gesperrt', { exact: false })).toBeVisible();
      await expectNoSeriousA11yViolations(employee);
    });

    test('5. Die Kommune bestätigt: der Status, dann das PDF der akzeptierten Liste', async () => {
      await commune.goto(`${ROUTES.kommunalrabatt}?year=${YEAR}`);
      await expect(main(commune).getByRole('button', { name: RABATT_TEXTS.backToNew })).toBeEnabled();
      await main(commune).getByRole('button', { name: RABATT_TEXTS.acceptFinal }).click();
      const download = commune.waitForEvent('download');
      await dialog(commune).getByRole('button', { name: RABATT_TEXTS.acceptFinal }).click();
      const pdf = await download;
      expect(pdf.suggestedFilename()).toBe(`kommunalrabatt-${COMMUNE}-${YEAR}.pdf`);
      const pdfBytes = fs.readFileSync(await pdf.path());
      expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');
      // The file is the accepted list: its state, the day and who accepted it (decision 010).
      const texts = pdfTexts(pdfBytes);
      const after = (label: string) => texts[texts.indexOf(label) + 1];
      expect(after('Status')).toBe('Abgeschlossen');
      expect(after('Final akzeptiert am')).toBe(formatDate(berlinDay(new Date())));
      expect(after('Akzeptiert von')).toBeTruthy();
      await expect(
        main(commune).getByText(`Die Rabattermittlung für ${YEAR} ist bereits abgeschlossen.`),
      ).toBeVisible();
      await expect(commune).toHaveURL(new RegExp(`${ROUTES.kommunalrabatt}\\?year=${YEAR}$`));
      expect((await listOf(commune, 'page=1')).status).toBe('Abgeschlossen');
      await expect(main(commune).getByRole('button', { name: 'PDF herunterladen' })).toBeEnabled();
    });
  });

test('Gleichzeitige Bearbeitung: wer später speichert, bekommt 409 und lädt neu', async ({ page }) => {
  // Jüchen 2026 is with the NEW ('Neu') in the demo data, so employees may edit addresses there.
  const listCommune = OTHER_COMMUNE;
  await employeeAccount.login(page);
  await page.goto(`${ROUTES.lieferstellen}?commune=${encodeURIComponent(listCommune)}&year=${YEAR}`);
  await expect(pageHeading(page)).toHaveText(`Lieferstellen ${listCommune} ${YEAR}`);
  await main(page)
    .getByRole('button', { name: /^Details zu Marktlokation/ })
    .first()
    .click();
  await main(page)
    .getByRole('textbox', { name: 'Notiz' })
    .fill('Zähler im Keller, Schlüssel beim Hausmeister.');

  // Meanwhile someone else saves the same delivery point.
  const list = await api(page.request).get(
    `/api/lieferstellen?commune=${encodeURIComponent(listCommune)}&year=${YEAR}&page=1`,
  );
  const row = ((await list.json()) as { items: Record<string, unknown>[] }).items[0];
  const other = await api(page.request).put(
    `/api/lieferstellen/updateAdditionalData?commune=${encodeURIComponent(listCommune)}`,
    {
      data: {
        id: row.id,
        version: row.version,
        marktlokation: row.marktlokation,
        adresszeile1: 'Kirchplatz',
        adresszeile2: String(row.adresszeile2),
        notiz: String(row.notiz),
      },
    },
  );
  expect(other.status()).toBe(200);

  await main(page).getByRole('button', { name: 'Speichern' }).click();
  const conflict = main(page).getByRole('alert').filter({ hasText: 'wurde inzwischen von' });
  await expect(conflict).toBeVisible();
  // Once, in the form: no snackbar with the same message.
  await expect(page.getByRole('alert').filter({ hasText: 'wurde inzwischen von' })).toHaveCount(1);
  await expect(main(page).getByRole('textbox', { name: 'Notiz' })).toHaveValue(
    'Zähler im Keller, Schlüssel beim Hausmeister.',
  );
  await conflict.getByRole('button', { name: 'Neu laden' }).click();
  await expect(main(page).getByRole('textbox', { name: 'Straße' })).toHaveValue('Kirchplatz');
  const saved = page.waitForResponse((r) => r.url().includes('/api/lieferstellen/updateAdditionalData'));
  await main(page).getByRole('button', { name: 'Speichern' }).click();
  expect((await saved).status()).toBe(200);
  const after = await api(page.request).get(
    `/api/lieferstellen?commune=${encodeURIComponent(listCommune)}&year=${YEAR}&page=1`,
  );
  const stored = (
    (await after.json()) as { items: { id: unknown; adresszeile1: string; notiz: string }[] }
  ).items.find((item) => item.id === row.id);
  expect(stored).toMatchObject({
    adresszeile1: 'Kirchplatz',
    notiz: 'Zähler im Keller, Schlüssel beim Hausmeister.',
  });
});

test('Rabatt-Änderung abgelehnt: eine Meldung mit dem Grund, der Fokus bleibt', async ({ page }) => {
  // Jüchen 2026 is 'Neu': employees may set the discount. Someone else changes the row meanwhile.
  await employeeAccount.login(page);
  await openList(page, OTHER_COMMUNE);
  const answer = await api(page.request).get(
    `/api/lieferstellen?commune=${encodeURIComponent(OTHER_COMMUNE)}&year=${YEAR}&page=1`,
  );
  const row = ((await answer.json()) as { items: (Record<string, unknown> & { marktlokation: string })[] })
    .items[4];
  const box = main(page).getByRole('checkbox', { name: `Rabatt für Marktlokation ${row.marktlokation}` });
  await expect(box).toBeEnabled();
  const other = await api(page.request).put(
    `/api/lieferstellen/${row.id}?commune=${encodeURIComponent(OTHER_COMMUNE)}`,
    { data: { ...row, rabatt: !row.rabatt } },
  );
  expect(other.status()).toBe(200);

  const refused = page.waitForResponse(
    (r) => r.url().includes(`/api/lieferstellen/${row.id}?`) && r.request().method() === 'PUT',
  );
  await box.click();
  expect((await refused).status()).toBe(409);
  const alerts = page.getByRole('alert').filter({ hasText: `Marktlokation: ${row.marktlokation}` });
  await expect(alerts.filter({ hasText: 'wurde inzwischen von' })).toBeVisible();
  await expect(alerts).toHaveCount(1);
  await expect(page.getByText('Datenbank antwortet nicht', { exact: false })).toHaveCount(0);
  await expect(box).toBeFocused();
  // The list shows the other person's value once it has loaded again.
  if (row.rabatt) await expect(box).not.toBeChecked();
  else await expect(box).toBeChecked();
});

test('CSV-Export: Spalten der Spezifikation, Semikolon und UTF-8-BOM', async ({ page }) => {
  await employeeAccount.login(page);
  await page.goto(`${ROUTES.lieferstellen}?commune=${encodeURIComponent(OTHER_COMMUNE)}&year=${YEAR}`);
  await expect(pageHeading(page)).toHaveText(`Lieferstellen ${OTHER_COMMUNE} ${YEAR}`);
  // Ten rows a page, numerically by marktlokation.
  const malos = main(page).getByRole('table').first().locator('tbody tr td:nth-child(2)');
  await expect(malos).toHaveCount(10);
  await main(page).getByRole('button', { name: 'Nächste Seite' }).click();
  await expect(main(page).getByText(/^11–20 von \d+$/)).toBeVisible();
  const secondPage = (await malos.allTextContents()).map((text) => text.match(/\d{11}/)?.[0] ?? '');
  expect(secondPage).toEqual([...secondPage].sort((a, b) => Number(a) - Number(b)));
  const download = page.waitForEvent('download');
  await main(page).getByRole('button', { name: 'CSV exportieren' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(CSV_FILE_NAME);
  // The button is unavailable only while the file is built, and keeps the focus (decision 010).
  const csvButton = main(page).getByRole('button', { name: 'CSV exportieren' });
  await expect(csvButton).toBeFocused();
  await expect(csvButton).not.toHaveAttribute('aria-disabled', 'true');
  const bytes = fs.readFileSync(await file.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').trimEnd().split(/\r\n/);
  expect(lines[0]).toBe(EXPORT_COLUMNS.join(';'));
  const all = await listOf(page, '_limit=-1', OTHER_COMMUNE);
  expect(lines).toHaveLength(all.total + 1);
  expect(lines[1].split(';')[1]).toBe(all.items[0].marktlokation);
});

test('Unter 960 px: der Hinweis der Spezifikation, darunter die Seite in schmaler Ansicht', async ({
  page,
}) => {
  // Four pages, each with an axe run.
  test.setTimeout(90_000);
  await clerk.login(page);
  for (const width of [900, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [ROUTES.kommunalrabatt, `${ROUTES.lieferstellen}?year=${YEAR}`]) {
      await page.goto(path);
      await expect(main(page).getByText(RABATT_TEXTS.mobileNotice)).toBeVisible();
      await expect(pageHeading(page)).toHaveText(
        path === ROUTES.kommunalrabatt ? 'Kommunalrabatt' : /^Lieferstellen/,
      );
      // The content reflows under the notice instead of being hidden (WCAG 1.4.10), without sideways scrolling.
      if (path === ROUTES.kommunalrabatt) {
        await expect(main(page).getByRole('link', { name: 'Lieferstellen anzeigen' })).toBeVisible();
      } else {
        const firstRow = main(page).getByRole('table').first().getByRole('row').nth(1);
        await expect(firstRow).toBeVisible();
        await expect(firstRow.getByRole('button', { name: /^Details zu Marktlokation/ })).toBeInViewport();
        await expect(main(page).getByRole('button', { name: 'CSV exportieren' })).toBeVisible();
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
    }
  }
  await main(page).getByRole('link', { name: 'Zur Startseite' }).click();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.home}$`));
});

test('Ohne EnableKommunalrabatt: kein Menüeintrag, die Seite führt zurück', async ({ page }) => {
  await brueggen.login(page);
  await page.goto(ROUTES.about);
  await expect(pageHeading(page)).toBeVisible();
  await expect((await openNavigation(page)).getByRole('link', { name: 'Kommunalrabatt' })).toHaveCount(0);
  await page.goto(ROUTES.kommunalrabatt);
  await expect(page).toHaveURL(new RegExp(`${ROUTES.home}$`));
  const answer = await api(page.request).get(`/api/lieferstellen?year=${YEAR}`);
  expect(answer.status()).toBe(403);
});
