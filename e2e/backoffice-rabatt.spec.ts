import { RABATT_UPLOAD_TEXTS } from '@kp/contract/rabatt-backoffice';
import type { Page } from '@playwright/test';
import { account } from './accounts.ts';
import { api, expect, expectNoSeriousA11yViolations, pageHeading, ROUTES, test } from './fixtures.ts';

// Issue 16 item 11: an employee starts the 2027 Kommunalrabatt year from a file and finds it in the year
// selection. The commune is Tönisvorst: no spec signs in as a Tönisvorst user, so the new latest year does not
// change what another spec's commune user sees by default (rabatt.spec walks Viersen 2026 from the overview
// without a year in the address). The server tests start Viersen 2027 (year-start.test.ts).

const COMMUNE = 'Tönisvorst';
const YEAR = 2027;
const employee = account('employee');
const clerk = account('commune');

const HEADER =
  'Rabatt;Marktlokation;Adresse;PLZ;Geschäftspartner-Nr;Geschäftspartner;Notiz;Druckstufe/Spannungsebene;Sparte;Ort;Rabattbetrag';
const file = (...rows: string[]) => ({
  name: `tönisvorst-${YEAR}.csv`,
  mimeType: 'text/csv',
  buffer: Buffer.from(`\uFEFF${[HEADER, ...rows].join('\r\n')}\r\n`, 'utf8'),
});
const GOOD = file(
  'Ja;47900000011;Rathausplatz 7;47918;3300000001;Stadt Tönisvorst;;Niederspannung;Strom;Tönisvorst;2.345,67',
  'Nein;47900000022;Kirchplatz 1;47918;3300000002;Kirchengemeinde St. Cornelius;;Niederdruck;Gas;Tönisvorst;150',
);
const BAD = file(
  'Ja;47900000011;Rathausplatz 7;47918;3300000001;Stadt Tönisvorst;;Niederspannung;Strom;Tönisvorst;2.345,67',
  'Vielleicht;4790000002;Kirchplatz 1;47918;3300000002;Kirchengemeinde;;Niederdruck;Gas;Tönisvorst;150.5',
);

const main = (page: Page) => page.getByRole('main');

test('Ein Mitarbeiter startet das Jahr 2027 für eine Kommune aus einer Datei und sieht es in der Jahresauswahl', async ({
  page,
}) => {
  await employee.login(page);
  await page.goto(ROUTES.kommunalrabatt);
  await expect(pageHeading(page)).toHaveText('Kommunalrabatt');
  await main(page).getByRole('button', { name: RABATT_UPLOAD_TEXTS.startYear }).click();
  const dialog = page.getByRole('dialog', { name: RABATT_UPLOAD_TEXTS.startYear });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Kommune').selectOption(COMMUNE);
  await dialog.getByLabel('Jahr').fill(String(YEAR));
  await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });

  // A bad file: every bad row with its line, nothing saved.
  await dialog.getByLabel(RABATT_UPLOAD_TEXTS.file).setInputFiles(BAD);
  await dialog.getByRole('button', { name: RABATT_UPLOAD_TEXTS.start }).click();
  await expect(dialog.getByText('Nichts gespeichert: 2 Fehler in der Datei.')).toBeVisible();
  await expect(
    dialog.getByText(
      "Zeile 3: Marktlokation '4790000002' ist keine 11-stellige Nummer; Rabatt 'Vielleicht' ist weder Ja noch Nein",
    ),
  ).toBeVisible();
  await expect(
    dialog.getByText(/^Zeile 3, Spalte Rabattbetrag: '150\.5' hat einen Dezimalpunkt/),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });

  // The corrected file: checked first, then started.
  await dialog.getByLabel(RABATT_UPLOAD_TEXTS.file).setInputFiles(GOOD);
  await dialog.getByRole('button', { name: RABATT_UPLOAD_TEXTS.check, exact: true }).click();
  await expect(
    dialog.getByText(`${COMMUNE}: Das Jahr ${YEAR} würde mit 2 Lieferstellen im Status „Neu“ gestartet.`),
  ).toBeVisible();
  await dialog.getByRole('button', { name: RABATT_UPLOAD_TEXTS.start }).click();
  await expect(
    dialog.getByText(`${COMMUNE}: Das Jahr ${YEAR} ist mit 2 Lieferstellen im Status „Neu“ gestartet.`),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await expect(dialog).toBeHidden();

  // The page shows the started year and commune, in the year selection and the status.
  await expect(page).toHaveURL(new RegExp(`year=${YEAR}`));
  await expect(main(page).getByLabel('Jahr')).toHaveValue(String(YEAR));
  await expect(main(page).getByText(`Status ${YEAR}:`)).toContainText('Neu');
  await main(page).getByRole('link', { name: 'Lieferstellen anzeigen' }).click();
  await expect(pageHeading(page)).toHaveText(`Lieferstellen ${COMMUNE} ${YEAR}`);
  await expect(main(page).getByText('47900000011')).toBeVisible();

  // The same file again changes nothing.
  const again = await api(page.request).post(
    `/api/lieferstellen/year-start?year=${YEAR}&commune=${encodeURIComponent(COMMUNE)}`,
    { headers: { 'content-type': 'text/csv' }, data: GOOD.buffer },
  );
  expect(again.status()).toBe(200);
  expect((await again.json()).communes[0].outcome).toBe('unverändert');
});

test('Eine Kommune sieht die Knöpfe nicht und wird vom Server abgewiesen', async ({ page }) => {
  await clerk.login(page);
  await page.goto(`${ROUTES.kommunalrabatt}?year=2026`);
  await expect(pageHeading(page)).toHaveText('Kommunalrabatt');
  await expect(main(page).getByText('Status 2026:')).toBeVisible();
  await expect(main(page).getByRole('button', { name: RABATT_UPLOAD_TEXTS.startYear })).toHaveCount(0);
  const refused = await api(page.request).post('/api/lieferstellen/year-start?year=2027&commune=Viersen', {
    headers: { 'content-type': 'text/csv' },
    data: GOOD.buffer,
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error).toBe('employees_or_admins_only');
});
