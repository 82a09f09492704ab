import { CONSULTATION_TEXTS } from '@kp/contract/consultation-constants';
import { RABATT_TEXTS } from '@kp/contract/rabatt-constants';
import type { Page } from '@playwright/test';
import { expectAxeClean, expectVisibleFocus, screenshot, tabTo } from './a11y-checks.ts';
import { account } from './accounts.ts';
import { DEMO, DEV_PASSWORD, expect, loadCatalogue, pageHeading, ROUTES, test } from './fixtures.ts';

// Decision 017: the keyboard paths the outside audit walked, by keyboard only (Tab, Enter, arrows,
// Escape; no clicks, no focus()). Every stop must show its focus and none may drop it to <body>: tabTo
// checks each Tab on the way, and each path checks again after every action that changes the page.

const viersen = account('commune');
const employee = account('employee');

const main = (page: Page) => page.getByRole('main');

test.describe('Tastaturwege bei 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('Anmeldung: Entwickler-Anmeldung nur mit der Tastatur', async ({ browser }) => {
    // A context of its own: nobody is signed in yet.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(ROUTES.login);
    await expect(pageHeading(page)).toBeVisible();
    // The sign-in options come with an answer of their own: until then the page has too few stops, and a
    // Tab past the last one leaves the page (focus on <body>), as it would for a person.
    const devLoginButton = page.getByRole('button', { name: 'Entwickler-Anmeldung' });
    await expect(devLoginButton).toBeVisible();
    await tabTo(page, devLoginButton);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Entwickler-Anmeldung' });
    await expect(dialog).toBeVisible();
    const users = dialog.getByRole('combobox', { name: /Demo-Benutzer/ });
    await tabTo(page, users);
    // The select opens with the arrow key; the arrows walk the options, Enter takes one.
    await page.keyboard.press('ArrowDown');
    const options = page.getByRole('listbox');
    await expect(options).toBeVisible();
    for (let i = 0; i < 40; i++) {
      const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
      if (focused.endsWith(DEMO.commune)) break;
      await page.keyboard.press('ArrowDown');
      await expectVisibleFocus(page, `Option ${i + 1}`);
    }
    await page.keyboard.press('Enter');
    await expect(options).toBeHidden();
    await expect(users).toBeFocused();
    await expectVisibleFocus(page, 'Auswahl des Demo-Benutzers');
    await tabTo(page, dialog.getByLabel('Passwort'));
    await page.keyboard.type(DEV_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(ROUTES.home);
    await expect(pageHeading(page)).toBeVisible();
    await context.close();
  });

  test('Suche: Begriff tippen, Vorschlag mit den Pfeiltasten wählen', async ({ page }) => {
    await viersen.login(page);
    await page.goto(ROUTES.home);
    await expect(pageHeading(page)).toBeVisible();
    const box = page.getByRole('combobox', { name: 'Suchbegriff' });
    await tabTo(page, box);
    await page.keyboard.type('Wärme');
    const suggestions = page.getByRole('listbox', { name: 'Suchvorschläge' });
    await expect(suggestions).toBeVisible();
    const area = suggestions.getByRole('option').nth(1);
    await expect(area).toHaveText(/^Wärme/);
    await expectVisibleFocus(page, 'Suchfeld mit Vorschlägen');
    // The first entry is the typed word (the results page), the second the area 'Wärme'.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(area).toHaveAttribute('aria-selected', 'true');
    await expect(box).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(pageHeading(page)).toHaveText('Wärme');
    // The new page's heading takes the focus, and Tab goes on from there into the page.
    await expect(pageHeading(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page, 'nach der Suche');
  });

  test('Benachrichtigungen: Glocke öffnen, durch das Panel, Escape zurück', async ({ page }) => {
    await viersen.login(page);
    await page.goto(ROUTES.about);
    await expect(pageHeading(page)).toBeVisible();
    const bell = page.getByRole('banner').getByRole('button', { name: /^Benachrichtigungen, / });
    await tabTo(page, bell);
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: /seit Ihrem letzten Besuch$/ });
    await expect(panel).toBeVisible();
    await expectAxeClean(page, 'Benachrichtigungen über die Glocke');
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      await expectVisibleFocus(page, `Tab ${i + 1} im Panel`);
    }
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell).toBeFocused();
    await expectVisibleFocus(page, 'zurück auf der Glocke');
  });

  test('Beratungsformular: öffnen, ausfüllen, senden und schließen', async ({ page }) => {
    test.setTimeout(60_000);
    await viersen.login(page);
    const catalogue = await loadCatalogue(page.request);
    await page.goto(catalogue.serviceRoute('Wärme', 'Quartiersentwicklung'));
    await expect(pageHeading(page)).toHaveText('Quartiersentwicklung');
    const open = main(page).getByRole('button', { name: 'Beratung anfragen' });
    await tabTo(page, open, 80);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Beratung anfragen' });
    await expect(dialog).toBeVisible();
    // The dialog takes the focus (on itself, which is not a control and shows no ring); Tab goes on inside.
    await expect
      .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    // By e-mail: no date and time needed. The radio group moves with the arrow keys.
    const byMail = dialog.getByRole('radio', { name: CONSULTATION_TEXTS.typeMail });
    await tabTo(page, dialog.getByRole('radio', { checked: true }));
    await page.keyboard.press('ArrowDown');
    await expect(byMail).toBeChecked();
    await expectVisibleFocus(page, 'Art der Beratung');
    await tabTo(page, dialog.getByRole('textbox', { name: 'Telefon' }));
    await page.keyboard.type('02162 123-456');
    await tabTo(page, dialog.getByRole('textbox', { name: 'Ihre Nachricht' }));
    await page.keyboard.type('Bitte senden Sie uns Unterlagen zur Quartiersentwicklung.');
    await tabTo(page, dialog.getByRole('button', { name: 'Anfrage senden' }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('status')).toHaveText(CONSULTATION_TEXTS.thankYou);
    // The button that had focus is gone with the form: focus stays in the dialog (on the thanks, which is
    // read out), and the next Tab reaches 'Schließen' with its ring.
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await tabTo(page, dialog.getByRole('button', { name: 'Schließen' }));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    await expectVisibleFocus(page, 'zurück auf dem Knopf');
  });

  test('Verbrauchsdaten: die Tabelle zum Diagramm öffnen und durchlaufen', async ({ page }) => {
    await viersen.login(page);
    await page.goto(ROUTES.verbrauchsdaten);
    await expect(pageHeading(page)).toBeVisible();
    const toggle = main(page).getByRole('button', { name: 'Daten als Tabelle' }).first();
    await tabTo(page, toggle, 80);
    await page.keyboard.press('Enter');
    const hide = main(page).getByRole('button', { name: 'Tabelle ausblenden' }).first();
    await expect(hide).toBeFocused();
    await expectVisibleFocus(page, 'Tabelle ausblenden');
    // The table's scroll box is the next stop; the arrow keys scroll it.
    const box = page.locator(`[id="${await hide.getAttribute('aria-controls')}"]`);
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page, 'Tabelle');
    expect(await box.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(toggle).toBeFocused();
    await expectVisibleFocus(page, 'Tabelle geschlossen');
  });

  test('Kommunen-Dashboard: eine Kommune auf der Karte wählen', async ({ page }) => {
    await employee.login(page);
    await page.goto(ROUTES.communeDashboard);
    await expect(pageHeading(page)).toBeVisible();
    const selfkant = main(page).getByRole('button', { name: 'Selfkant', exact: true });
    await tabTo(page, selfkant, 120);
    await page.keyboard.press('Enter');
    await expect(selfkant).toHaveAttribute('aria-pressed', 'true');
    await expect(main(page).getByLabel('Kommune')).toHaveValue('Selfkant');
    await expect(selfkant).toBeFocused();
    await expectVisibleFocus(page, 'gewählte Kommune');
    await screenshot(page, 'map-commune-focus');
    // On into the commune's cards.
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page, 'nach der Karte');
  });

  test('Kommunalrabatt: eine Lieferstelle bearbeiten und speichern, die Liste an die Kommune senden', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // Selfkant 2026 is 'Neu' in the demo data and no other spec uses its list.
    const commune = 'Selfkant';
    const year = 2026;
    await employee.login(page);
    await page.goto(`${ROUTES.lieferstellen}?commune=${commune}&year=${year}`);
    await expect(pageHeading(page)).toHaveText(`Lieferstellen ${commune} ${year}`);
    const details = main(page)
      .getByRole('button', { name: /^Details zu Marktlokation/ })
      .first();
    await tabTo(page, details, 120);
    await page.keyboard.press('Enter');
    const note = main(page).getByRole('textbox', { name: 'Notiz' });
    // The details load when they open (slow on a busy machine).
    await expect(note).toBeVisible({ timeout: 15_000 });
    await tabTo(page, note);
    await page.keyboard.press('ControlOrMeta+A');
    // A new text on every run, so 'Speichern' has something to save.
    await page.keyboard.type(`Zähler im Keller, per Tastatur erfasst (${Date.now()}).`);
    await tabTo(page, main(page).getByRole('button', { name: 'Speichern' }));
    const saved = page.waitForResponse((r) => r.url().includes('/api/lieferstellen/updateAdditionalData'));
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(200);
    await expectVisibleFocus(page, 'nach dem Speichern');

    await page.goto(`${ROUTES.kommunalrabatt}?year=${year}&commune=${commune}`);
    await expect(pageHeading(page)).toHaveText('Kommunalrabatt');
    const send = main(page).getByRole('button', { name: RABATT_TEXTS.sendToCommune, exact: true });
    await tabTo(page, send, 120);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog');
    await expect(confirm).toBeVisible();
    await tabTo(page, confirm.getByRole('button', { name: RABATT_TEXTS.sendToCommune, exact: true }));
    const answer = page.waitForResponse((r) => r.url().includes('/api/lieferstellen/update-status'));
    await page.keyboard.press('Enter');
    expect((await answer).status()).toBe(200);
    await expect(main(page).getByText(`Status ${year}:`)).toContainText('Bei Kommune');
    await expectVisibleFocus(page, 'nach dem Statuswechsel');
  });
});

test.describe('Tastaturwege bei 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Navigation: über das Menü in einen Fachbereich', async ({ page }) => {
    await viersen.login(page);
    const catalogue = await loadCatalogue(page.request);
    const [area] = catalogue.areas;
    await page.goto(ROUTES.home);
    await expect(pageHeading(page)).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Menü öffnen' }));
    await page.keyboard.press('Enter');
    const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(navigation).toBeVisible();
    await tabTo(page, navigation.getByRole('link', { name: area.title, exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(ROUTES.serviceArea(area.id));
    await expect(navigation).toBeHidden();
    await expect(pageHeading(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page, 'im Fachbereich');
  });
});
