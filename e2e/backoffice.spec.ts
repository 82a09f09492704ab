import type { Browser, Page } from '@playwright/test';
import { account } from './accounts.ts';
import {
  api,
  DEMO,
  expect,
  expectNoSeriousA11yViolations,
  login,
  openFirstEntryByKeyboard,
  ROUTES,
  reviewScreenshot,
  TEXTS,
  test,
  WALK_WIDTHS,
} from './fixtures.ts';

// Back office (decision 019): an admin makes a fresh account Redakteur on /admin/users; that editor
// creates and edits an FAQ entry, sees the server's field error beside the field and restores the older
// version; axe on the back office's screens at both widths; an editor gets none of the admin's entries or
// APIs; a commune user neither gets the screens nor the API.

const screenshot = (page: Page, name: string) =>
  reviewScreenshot(page, `backoffice-${name}`, { fullPage: true });

/** Without any role until the admin makes them Redakteur in the first test. */
const editor = account('staff');
/** A Redakteur from the start, for the test that does not depend on the first. */
const readyEditor = account('editor');
const commune = account('commune');

/** The admin's entries of the back office's navigation (layout.tsx, admin-pages.tsx, backoffice-app.tsx). */
const ADMIN_ONLY = [
  'Benutzerverwaltung',
  'Auswertung',
  'Portal-Neuigkeiten',
  'Kommunalrabatt-Jahr',
  'Importe',
  'Protokoll',
  'Portal-Konfiguration',
];

/** The back office's title is the page's h1, in the top bar (react-admin's title). */
const title = (page: Page) => page.getByRole('banner').getByRole('heading', { level: 1 });
const navigation = (page: Page) => page.getByRole('navigation', { name: 'Backoffice' });

async function editorPage(browser: Browser, width = 1440) {
  const context = await browser.newContext({ ...GERMAN, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await editor.login(page);
  return page;
}

/** What playwright.config.ts gives its own pages; contexts of a test's own need it too. */
const GERMAN = { locale: 'de-DE', timezoneId: 'Europe/Berlin' } as const;

/** Nothing wider than the window (WCAG 1.4.10): wide tables scroll in their own box. */
async function expectNoPageScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

test.describe.configure({ mode: 'serial' });

test.describe('Backoffice', () => {
  const question = `Wie pflege ich die FAQ? ${Date.now().toString(36)}`;

  test('ein Admin macht ein Konto zum Redakteur (/admin/users), mit Protokollzeile', async ({ page }) => {
    const info = await editor.ready();
    await login(page, DEMO.admin);
    await page.goto(`${ROUTES.adminUsers}?status=confirmed`);
    await expect(page.getByRole('heading', { name: 'Benutzerverwaltung', level: 1 })).toBeVisible();
    // The admin pages are part of the back office: its navigation is beside them.
    await expect(navigation(page).getByRole('menuitem', { name: 'Protokoll' })).toBeVisible();
    await page
      .getByRole('row')
      .filter({ hasText: info.email })
      .getByRole('button', { name: /Bearbeiten/ })
      .click();
    const dialog = page.getByRole('dialog', { name: /^Konto bearbeiten/ });
    // Only NEW employees are Redakteure (decision 024): the switch waits for the employee status.
    const role = dialog.getByRole('switch', { name: 'Redakteur/in (Backoffice)' });
    await expect(role).toBeDisabled();
    await expect(dialog.getByText('Nur für NEW-Mitarbeiter/innen')).toBeVisible();
    await dialog.getByRole('switch', { name: 'NEW-Mitarbeiter/in' }).check();
    await role.check();
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog).toBeHidden();
    // The list names the role the admin gave.
    await expect(page.getByRole('row').filter({ hasText: info.email })).toContainText(
      'Redakteur/in (Backoffice)',
    );

    await page.goto('/admin/audit');
    await expect(title(page)).toHaveText('Protokoll');
    const line = page.getByRole('row').filter({ hasText: `${info.fullName}: Redakteur` });
    await expect(line).toHaveCount(1);
    await expect(line).toContainText('Rolle geändert');
    await expect(line).toContainText('Benutzer');
  });

  test('der Redakteur legt einen FAQ-Eintrag an, ändert ihn und stellt die ältere Version wieder her', async ({
    browser,
  }) => {
    // One walk through create, the toolbar, edit, a field error, restore and a conflict in two tabs: in CI
    // under load it took 30.8 s of the default 30.
    test.setTimeout(60_000);
    const page = await editorPage(browser);
    await page.goto(ROUTES.home);
    await page.getByRole('button', { name: /^Benutzermenü von/ }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Backoffice' }).click();
    await expect(page).toHaveURL(ROUTES.backoffice);
    await expect(title(page)).toHaveText('Backoffice');
    await expect(page).toHaveTitle('Backoffice – Kommunalportal');
    // An editor gets the content, not the admin pages.
    await expect(navigation(page).getByRole('menuitem', { name: 'FAQ', exact: true })).toBeVisible();
    await expect(navigation(page).getByRole('menuitem', { name: 'Benutzerverwaltung' })).toHaveCount(0);
    await expect(navigation(page).getByRole('menuitem', { name: 'Protokoll' })).toHaveCount(0);

    // Create.
    await navigation(page).getByRole('menuitem', { name: 'FAQ', exact: true }).click();
    await expect(title(page)).toHaveText('FAQ');
    await page.getByRole('link', { name: 'Anlegen' }).click();
    await expect(title(page)).toHaveText('FAQ-Eintrag anlegen');
    await page.getByLabel('Frage').fill(question);
    // The answer is rich text (a TipTap editor, a textbox of its own).
    const answer = page.getByRole('textbox', { name: 'Antwort' });
    await answer.fill('Im Backoffice unter „FAQ“.');
    // Before, the toolbar's buttons were named in English ('Bold', 'Add a link' …) as aria-label and
    // title; the whole catalogue is checked in web/src/backoffice/i18n-de.test.ts.
    for (const name of ['Fett', 'Kursiv', 'Link einfügen', 'Aufzählung', 'Formatierung entfernen'])
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    const namedInEnglish = page.locator(
      ['Bold', 'Italic', 'Add a link', 'Bulleted list', 'Numbered list', 'Clear format', 'Blockquote']
        .flatMap((text) => [`[aria-label="${text}"]`, `[title="${text}"]`])
        .join(', '),
    );
    await expect(namedInEnglish).toHaveCount(0);
    await page.getByLabel('Reihenfolge').fill('990');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Angelegt', { exact: true })).toBeVisible();
    await expect(title(page)).toHaveText('FAQ-Eintrag bearbeiten');
    await expect(page.getByLabel('Frage')).toHaveValue(question);

    // Edit: a second version, with a paragraph more.
    // fill leaves the caret after the text it wrote, so Enter starts the new paragraph after it.
    await answer.fill('Im Backoffice unter „FAQ“.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Dann „Anlegen“ wählen.');
    await expect(answer.locator('p')).toHaveText(['Im Backoffice unter „FAQ“.', 'Dann „Anlegen“ wählen.']);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Gespeichert', { exact: true })).toBeVisible();
    const versions = page.getByRole('region', { name: 'Gespeicherte Versionen' });
    await expect(versions.getByRole('row')).toHaveCount(3);
    const comparison = page.getByRole('region', { name: 'Vergleich der Versionen 1 und 2' });
    const answerRow = comparison.getByRole('row').filter({ hasText: 'Antwort' });
    await expect(answerRow).toContainText('geändert');
    // The rich text as text, a line per paragraph: only the new paragraph is marked, and no markup shows.
    await expect(answerRow.locator('ins')).toHaveText('hinzugefügt: Dann „Anlegen“ wählen.');
    await expect(answerRow.locator('del')).toHaveCount(0);
    await expect(answerRow).not.toContainText('<p>');

    // The server's field error shows beside the field (the request is changed on its way, as the form
    // itself checks the same schema and would not send it).
    await page.route('**/api/backoffice/faq-entries/*', async (route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, titel: '   ' }) });
    });
    await page.getByLabel('Frage').fill(`${question} (geändert)`);
    await page.getByRole('button', { name: 'Speichern' }).click();
    const field = page.getByRole('textbox', { name: 'Frage' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Bitte geben Sie die Frage an.')).toBeVisible();
    await screenshot(page, 'field-error');
    await page.unrouteAll();

    // Restore version 1: the form shows its text again, saved as version 3.
    await page.reload();
    await expect(page.getByLabel('Frage')).toHaveValue(question);
    await versions.getByRole('button', { name: 'Version 1 wiederherstellen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Wiederherstellen' }).click();
    await expect(page.getByText('Version 1 wurde wiederhergestellt (als neue Version).')).toBeVisible();
    await expect(answer).toHaveText('Im Backoffice unter „FAQ“.');
    await expect(versions.getByRole('row')).toHaveCount(4);
    await screenshot(page, 'versions');

    // A second tab saves first: this tab's save is refused (409) with a message naming the editor.
    const other = await page.context().newPage();
    await other.goto(page.url());
    await other.getByLabel('Reihenfolge').fill('991');
    await other.getByRole('button', { name: 'Speichern' }).click();
    await expect(other.getByText('Gespeichert', { exact: true })).toBeVisible();
    await page.getByLabel('Reihenfolge').fill('992');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText(/wurde inzwischen von .+ geändert/)).toBeVisible();
    await screenshot(page, 'conflict');
    await page.context().close();
  });

  for (const width of WALK_WIDTHS) {
    test(`axe: Liste, Bearbeiten mit Versionen und Protokoll bei ${width} px`, async ({ browser }) => {
      // Five screens of two accounts, each through axe and the English check: 30.4 s in a CI run.
      test.setTimeout(60_000);
      const page = await editorPage(browser, width);
      await page.goto('/admin/faq-entries');
      await expect(title(page)).toHaveText('FAQ');
      await page.getByRole('textbox', { name: /suchen/ }).fill(question);
      await expect(page.getByRole('row')).toHaveCount(2);
      await expectNoSeriousA11yViolations(page);
      await expectNoPageScroll(page);
      await screenshot(page, 'list');
      await openFirstEntryByKeyboard(page);
      await expect(title(page)).toHaveText('FAQ-Eintrag bearbeiten');
      await expect(page.getByRole('region', { name: /^Vergleich der Versionen/ })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await expectNoPageScroll(page);
      await screenshot(page, 'edit');
      await page.context().close();

      const context = await browser.newContext({ ...GERMAN, viewport: { width, height: 900 } });
      const admin = await context.newPage();
      await login(admin, DEMO.admin);
      await admin.goto('/admin/audit');
      await expect(title(admin)).toHaveText('Protokoll');
      await expect(admin.getByRole('row').nth(1)).toBeVisible();
      await expectNoSeriousA11yViolations(admin);
      await expectNoPageScroll(admin);
      await screenshot(admin, 'audit');
      await admin.goto(ROUTES.backoffice);
      await expect(admin.getByRole('heading', { name: 'Verwaltung' })).toBeVisible();
      await expectNoSeriousA11yViolations(admin);
      await expectNoPageScroll(admin);
      await screenshot(admin, 'dashboard');
      await admin.goto(ROUTES.adminUsers);
      await expect(admin.getByRole('heading', { name: 'Benutzerverwaltung', level: 1 })).toBeVisible();
      await expectNoPageScroll(admin);
      await screenshot(admin, 'users');
      await context.close();
    });
  }

  test('ein Redakteur bekommt keinen Eintrag des Admins; die API des Protokolls antwortet ihm 403', async ({
    browser,
  }) => {
    const context = await browser.newContext({ ...GERMAN, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await readyEditor.login(page);
    await page.goto(ROUTES.backoffice);
    await expect(title(page)).toHaveText('Backoffice');
    await expect(navigation(page).getByRole('menuitem', { name: 'FAQ', exact: true })).toBeVisible();
    await expect(navigation(page).getByRole('menuitem', { name: 'Anfragen' })).toBeVisible();
    for (const name of ADMIN_ONLY)
      await expect(navigation(page).getByRole('menuitem', { name }), name).toHaveCount(0);
    const request = api(page.request);
    expect((await request.get('/api/backoffice/faq-entries')).status()).toBe(200);
    expect((await request.get('/api/backoffice/audit')).status()).toBe(403);
    expect((await request.get('/api/backoffice/portal-settings')).status()).toBe(403);
    expect((await request.get('/api/admin/users')).status()).toBe(403);
    await context.close();
  });

  test('eine Kommune bekommt das Backoffice nicht: Nicht-gefunden-Seite, die API antwortet 403', async ({
    page,
  }) => {
    await commune.login(page);
    for (const path of [ROUTES.backoffice, '/admin/faq-entries', '/admin/audit']) {
      await page.goto(path);
      await expect(page.getByText(TEXTS.notFoundTitle, { exact: true })).toBeVisible();
    }
    await page.getByRole('button', { name: /^Benutzermenü von/ }).click();
    await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Backoffice' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    const request = api(page.request);
    expect((await request.get('/api/backoffice/faq-entries')).status()).toBe(403);
    expect((await request.post('/api/backoffice/faq-entries', { data: {} })).status()).toBe(403);
    expect((await request.get('/api/backoffice/audit')).status()).toBe(403);
  });
});
