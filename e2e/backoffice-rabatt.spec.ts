import { RABATT_UPLOAD_TEXTS } from '@kp/contract/rabatt-backoffice';
import type { Page } from '@playwright/test';
import { account } from './accounts.ts';
import {
  api,
  DEMO,
  expect,
  expectNoSeriousA11yViolations,
  login,
  pageHeading,
  ROUTES,
  test,
} from './fixtures.ts';

// Decision 020: an employee starts the 2027 Kommunalrabatt year from a file and finds it in the year
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
  await expect(main(page).getByLabel('Jahr', { exact: true })).toHaveValue(String(YEAR));
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

test('Backoffice: ein Admin importiert Verbrauchsdaten, sieht den Fortschritt und jede fehlerhafte Zeile', async ({
  page,
}) => {
  await login(page, DEMO.admin);
  await page.goto(`${ROUTES.backoffice}/importe`);
  await expect(page.getByRole('heading', { name: 'Importe', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Import', { exact: true }).selectOption('consumption');
  // A file with bad rows: nothing is written, so the demo data other specs read stays as it is.
  await page.getByLabel('Datei', { exact: true }).setInputFiles({
    name: 'verbrauch-kaputt.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'art;kommune;jahr;energietraeger;sektor;tarif;quelle;mwh\nVerbrauch;Viersen;2025;Strom;Industrie;Allgemeiner Bedarf;;270611.5\nVerbrauch;Atlantis;2025;Strom;Industrie;Allgemeiner Bedarf;;1\n',
    ),
  });
  await page.getByRole('button', { name: 'Import starten' }).click();
  const report = page.getByRole('alert');
  await expect(report.getByText('Nichts importiert', { exact: true })).toBeVisible();
  await expect(
    report.getByText(
      "Zeile 2, Spalte mwh: '270611.5' hat einen Dezimalpunkt; im deutschen Format steht ein Komma (270611,5)",
    ),
  ).toBeVisible();
  await expect(report.getByText("Zeile 3: Kommune 'Atlantis' ist nicht bekannt")).toBeVisible();
  await expect(report.getByText('Nichts importiert: 2 Fehler in verbrauch-kaputt.csv.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'verbrauch-kaputt.csv' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('menuitem', { name: 'Kommunalrabatt-Jahr' }).click();
  await expect(page.getByRole('heading', { name: 'Kommunalrabatt: Jahr starten', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: RABATT_UPLOAD_TEXTS.uploadMalos }).click();
  const dialog = page.getByRole('dialog', { name: RABATT_UPLOAD_TEXTS.uploadMalos });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Kommune').locator('option', { hasText: 'Viersen' })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
});
