import { CONSULTATION_TEXTS, todayInBerlin } from '@kp/contract/consultation-constants';
import type { Page } from '@playwright/test';
import { expectAxeClean } from './a11y-checks.ts';
import { account } from './accounts.ts';
import { expect, expectNoSeriousA11yViolations, loadCatalogue, pageHeading, test } from './fixtures.ts';

// A consultation request sent through the portal's form lands in the back office's
// inbox as 'neu'; an editor (an account of this spec's own with the Redakteur role and no other) sets
// 'in Bearbeitung' with a note, then 'erledigt', and exports the list.

const viersen = account('commune');
const editor = account('editor');

/** A message no other test sends, so the inbox's search finds exactly this request. */
const marker = `Inbox-E2E ${Date.now().toString(36)}`;

/** The screen has loaded: axe checks what the person works with, not the loading state. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

async function sendConsultation(page: Page) {
  await viersen.login(page);
  const catalogue = await loadCatalogue(page.request);
  await page.goto(catalogue.serviceRoute('Wärme', 'Quartiersentwicklung'));
  await expect(pageHeading(page)).toHaveText('Quartiersentwicklung');
  await page.getByRole('main').getByRole('button', { name: 'Beratung anfragen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Beratung anfragen' });
  await dialog.getByRole('radio', { name: CONSULTATION_TEXTS.typeCall }).check();
  await dialog.getByRole('textbox', { name: 'Telefon' }).fill('02162 98765');
  await dialog
    .getByRole('textbox', { name: 'Ihre Nachricht' })
    .fill(`${marker}; Quartierskonzept für das Neubaugebiet "Nord"`);
  const [year, month, day] = todayInBerlin().split('-').map(Number);
  const tomorrow = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
  await dialog.getByLabel('Wunschtermin').fill(tomorrow);
  await dialog.getByRole('combobox', { name: 'Uhrzeit' }).selectOption('10:00');
  await dialog.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(dialog.getByRole('status')).toHaveText(CONSULTATION_TEXTS.thankYou);
}

test('Anfragen-Eingang: neu, in Bearbeitung mit Notiz, erledigt, CSV-Export; axe bei 1440 und 900 px', async ({
  browser,
  page,
}) => {
  // A consultation sent, the inbox's three states, the export and two widths through axe and the English
  // check: 32.7 s with the default 30 on a busy 2-core machine.
  test.setTimeout(60_000);
  // The commune user in a browser of their own.
  const portalContext = await browser.newContext();
  await sendConsultation(await portalContext.newPage());
  const person = await viersen.ready();
  await portalContext.close();

  await page.setViewportSize({ width: 1440, height: 900 });
  const handler = await editor.login(page);
  await page.goto('/admin/requests');
  await expect(page.getByRole('heading', { name: 'Anfragen' }).first()).toBeVisible();
  await page.getByPlaceholder('Name, E-Mail, Nachricht oder Notiz suchen').fill(marker);
  await expect(page).toHaveURL(/Inbox-E2E/);
  const row = page.getByRole('row').filter({ hasText: person.fullName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Quartiersentwicklung');
  await expect(row).toContainText('neu');
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  await test.step('per Tastatur geöffnet: in Bearbeitung mit Notiz', async () => {
    // The row's click serves the mouse (the 900 px step uses it); the subject is the keyboard's link.
    const subject = row.getByRole('link', { name: 'Rückruf' });
    await subject.focus();
    await expect(subject).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${marker}; Quartierskonzept`)).toBeVisible();
    await expect(page.getByText('Noch nicht bearbeitet.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'in Bearbeitung' }).click();
    await page.getByRole('textbox', { name: 'Notiz' }).fill('Rückruf für morgen 10 Uhr eingeplant.');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByTestId('handled-by')).toContainText(`Bearbeitet von ${handler.fullName}`);
    await settled(page);
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('erledigt', async () => {
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'erledigt' }).click();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('erledigt').first()).toBeVisible();
  });

  await test.step('in der Liste erledigt; CSV mit BOM und deutschen Spalten', async () => {
    await page.goto('/admin/requests');
    await page.getByPlaceholder('Name, E-Mail, Nachricht oder Notiz suchen').fill(marker);
    await expect(page.getByRole('row').filter({ hasText: person.fullName })).toContainText('erledigt');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'CSV exportieren' }).click();
    const file = await download;
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    expect(text.split('\r\n')[0]).toBe(
      'Art;Nr.;Eingegangen am;Name;E-Mail;Telefon;Kommune;Betreff;Nachricht;Status;Bearbeitet von;Bearbeitet am;Notiz',
    );
    expect(text).toContain(`"${marker}; Quartierskonzept für das Neubaugebiet ""Nord"""`);
    expect(text).toContain('Rückruf für morgen 10 Uhr eingeplant.');
    expect(text).toContain(handler.fullName);
  });

  await test.step('axe bei 900 px', async () => {
    await page.setViewportSize({ width: 900, height: 900 });
    await settled(page);
    // The seven columns are wider than the content: the table scrolls in its own box, the export stays in view.
    for (const name of ['CSV exportieren', 'Excel exportieren']) {
      await expect(page.getByRole('link', { name })).toBeInViewport({ ratio: 1 });
    }
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('row').filter({ hasText: person.fullName }).click();
    await expect(page.getByText(`${marker}; Quartierskonzept`)).toBeVisible();
    await settled(page);
    await expectNoSeriousA11yViolations(page);
  });
});

test("while a list loads, the top bar's spinner has a name (axe)", async ({ page }) => {
  await editor.login(page);
  // The list's answer is held until the check is done, so the loading state lasts.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/backoffice\/requests(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/admin/requests');
  await expect(page.getByRole('banner').getByRole('progressbar', { name: 'Wird geladen …' })).toBeVisible();
  // The spinner turns as long as the list loads: this check waits only for animations that end.
  await expectAxeClean(page, 'Anfragen, während die Liste lädt');
  release();
  await settled(page);
  await expect(page.getByRole('heading', { name: 'Anfragen' }).first()).toBeVisible();
});
