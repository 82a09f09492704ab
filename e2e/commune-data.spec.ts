import fs from 'node:fs';
import { SELECT_COMMUNE_PROMPT } from '@kp/contract/commune-dashboard-constants';
import { CONTRACTS_LOADING_TEXT } from '@kp/contract/contracts-constants';
import type { Browser, Page } from '@playwright/test';
import { type Account, account } from './accounts.ts';
import {
  api,
  expect,
  expectNoSeriousA11yViolations,
  openNavigation,
  pageHeading,
  ROUTES,
  test,
  WALK_WIDTHS,
} from './fixtures.ts';

// Decision 011: contracts, concession topics, concession-fee documents, consumption data and the commune
// dashboard, as a commune user (Viersen) and as an employee (NEW), at 1440 and 900 px. Read-only.

const viersenAccount = account('commune');
const employeeAccount = account('employee');
const brueggenAccount = account('communeSmall');

async function signedInPage(browser: Browser, user: Account, width = 1440) {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await user.login(page);
  return page;
}

const main = (page: Page) => page.getByRole('main');

async function downloadOf(page: Page, click: () => Promise<void>) {
  const download = page.waitForEvent('download');
  await click();
  const file = await download;
  const filePath = await file.path();
  return { name: file.suggestedFilename(), body: fs.readFileSync(filePath) };
}

for (const width of WALK_WIDTHS) {
  test(`Vertragsübersicht als Kommune und als NEW bei ${width} px`, async ({ browser }) => {
    const commune = await signedInPage(browser, viersenAccount, width);
    await commune.goto(ROUTES.vertragsuebersicht);
    await expect(pageHeading(commune)).toHaveText('Vertragsübersicht');
    await expect(main(commune).getByText(CONTRACTS_LOADING_TEXT)).toHaveCount(0);
    const status = main(commune).getByLabel('Status');
    await expect(status).toBeVisible();
    // A commune user has no commune filter: only their own contracts are there.
    await expect(main(commune).getByLabel('Kommune')).toHaveCount(0);
    const answer = await api(commune.request).get('/api/enaio');
    const contracts = (await answer.json()) as { kommune: string }[];
    expect(new Set(contracts.map((contract) => contract.kommune))).toEqual(new Set(['Viersen']));
    if (width >= 960) {
      await expect(main(commune).getByRole('table').locator('tbody tr')).toHaveCount(
        Math.min(10, contracts.length),
      );
    } else {
      await expect(main(commune).getByRole('table')).toHaveCount(0);
      await expect(main(commune).getByRole('listitem').first()).toBeVisible();
    }
    // An expired special termination is struck through.
    await expect(main(commune).locator('s').first()).toBeAttached();
    await expectNoSeriousA11yViolations(commune);

    const employee = await signedInPage(browser, employeeAccount, width);
    await employee.goto(`${ROUTES.vertragsuebersicht}?commune=Grevenbroich`);
    await expect(pageHeading(employee)).toHaveText('Vertragsübersicht');
    await expect(main(employee).getByLabel('Kommune')).toBeVisible();
    await expect(main(employee).getByText('Grevenbroich').first()).toBeVisible();
    await expectNoSeriousA11yViolations(employee);
    await commune.context().close();
    await employee.context().close();
  });
}

test('Konzessionsthemen: Sortierung, Verlauf und archivierte Themen', async ({ browser }) => {
  const page = await signedInPage(browser, viersenAccount);
  await page.goto(ROUTES.konzessionsthemen);
  await expect(pageHeading(page)).toHaveText('Konzessionsthemen');
  await expect(main(page).getByLabel('Sortieren nach')).toContainText('Änderungsdatum');
  await expect(main(page).getByLabel('Reihenfolge')).toContainText('aufsteigend');
  const current = main(page).getByRole('region', { name: 'Aktuelle Themen' });
  await expect(current.getByRole('button', { name: /Verlauf anzeigen/ }).first()).toBeVisible();
  // Änderungsdatum ascending: the dates under the titles rise.
  const dates = await current.getByText(/^Geändert am /).allTextContents();
  const days = dates.map((text) => text.replace('Geändert am ', '').split('.').reverse().join('-'));
  expect(days).toEqual([...days].sort());

  await expect(main(page).getByRole('region', { name: 'Archivierte Themen' })).toHaveCount(0);
  // The switch writes the URL; its state follows once the router has the new address.
  const archivedSwitch = main(page).getByLabel('Archivierte Themen anzeigen');
  await archivedSwitch.click();
  await expect(archivedSwitch).toBeChecked();
  await expect(page).toHaveURL(/archiv=1/);
  await expect(main(page).getByRole('region', { name: 'Archivierte Themen' })).toBeVisible();

  const open = current.getByRole('button', { name: /Verlauf anzeigen/ }).first();
  await open.click();
  const history = main(page)
    .getByRole('complementary')
    .or(main(page).getByRole('region', { name: /^Verlauf:/ }));
  await expect(history.getByRole('heading', { name: /^Verlauf:/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await history.getByRole('button', { name: 'Verlauf schließen' }).click();
  await expect(main(page).getByRole('heading', { name: /^Verlauf:/ })).toHaveCount(0);
  await expect(open).toBeFocused();
  await page.context().close();
});

for (const width of WALK_WIDTHS) {
  test(`Konzessionsabgaben: Filter und Download bei ${width} px`, async ({ browser }) => {
    const page = await signedInPage(browser, viersenAccount, width);
    await page.goto(ROUTES.konzessionsabgaben);
    await expect(pageHeading(page)).toHaveText('Konzessionsabgaben');
    if (width < 960) {
      const toggle = main(page).getByRole('button', { name: 'Filter anzeigen' });
      await expect(main(page).getByLabel('Dokumenttyp')).toBeHidden();
      await toggle.click();
      await expect(main(page).getByRole('button', { name: 'Filter ausblenden' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    }
    // Commune users have no commune filter (spec 02 §2).
    await expect(main(page).getByLabel('Kommune')).toHaveCount(0);
    await expect(main(page).getByLabel('Dokumenttyp')).toContainText('Alle Dokumente');
    await expect(main(page).getByLabel('Jahr', { exact: true })).toContainText('Alle Jahre');
    await main(page).getByLabel('Dokumenttyp').selectOption('Testat');
    // Once the filter has applied, every card is a Testat.
    await expect(main(page).getByText(/^Viersen - (?!Testat - )/)).toHaveCount(0);
    const downloads = main(page).getByRole('link', { name: /^Herunterladen: / });
    await expect(downloads.first()).toBeVisible();
    await expect(
      main(page)
        .getByText(/^Viersen - Testat - (Strom|Gas|Wasser)$/)
        .first(),
    ).toBeVisible();
    await expect(
      main(page)
        .getByText(/^PDF, \d+ KB$/)
        .first(),
    ).toBeVisible();
    // The first card is a Testat once the filtered list has replaced the whole one (the count above can
    // pass while the list reloads).
    await expect(downloads.first()).toHaveAttribute('aria-label', /Testat/);
    const label = (await downloads.first().getAttribute('aria-label')) ?? '';
    const file = await downloadOf(page, () => downloads.first().click());
    expect(file.name).toBe(label.replace('Herunterladen: ', ''));
    expect(file.body.subarray(0, 5).toString()).toBe('%PDF-');
    await expectNoSeriousA11yViolations(page);
    await page.context().close();
  });
}

test('Konzessionsabgaben: NEW sieht alle Kommunen, die Kommune nur ihre Dokumente', async ({ browser }) => {
  const employee = await signedInPage(browser, employeeAccount);
  await employee.goto(ROUTES.konzessionsabgaben);
  await expect(main(employee).getByLabel('Kommune')).toContainText('Alle Kommunen');
  await main(employee).getByLabel('Kommune').selectOption('Selfkant');
  await expect(
    main(employee)
      .getByText(/^Selfkant - /)
      .first(),
  ).toBeVisible();
  const answer = await api(employee.request).get('/api/enaio/testate?commune=Selfkant&_limit=1');
  const { documents } = (await answer.json()) as { documents: { osid: string }[] };
  const foreign = documents[0]?.osid ?? '';
  expect(foreign).not.toBe('');
  await employee.context().close();

  // The commune user cannot fetch another commune's file, even with its id.
  const commune = await signedInPage(browser, viersenAccount);
  const refused = await api(commune.request).get(
    `/api/enaio/download?id=${encodeURIComponent(foreign)}&type=testate`,
  );
  expect(refused.status()).toBe(404);
  await commune.context().close();
});

for (const width of WALK_WIDTHS) {
  test(`Verbrauchsdaten: Diagramm und Exporte als Kommune bei ${width} px`, async ({ browser }) => {
    const page = await signedInPage(browser, viersenAccount, width);
    await page.goto(ROUTES.verbrauchsdaten);
    await expect(pageHeading(page)).toHaveText('Verbrauchsdaten');
    await expect(main(page).getByText(/^Stand: \d\d\.\d\d\.\d{4}/)).toBeVisible();
    const exportButton = main(page).getByRole('button', { name: 'Exportieren' });
    await expect(exportButton).toBeEnabled();
    await expect(main(page).getByRole('heading', { name: 'Strom', exact: true })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Gas', exact: true })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Ihr NEW Kontakt' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Viersen auf einen Blick' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Aktuelle Fördermöglichkeiten' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const data = (await (await api(page.request).get('/api/verbrauchsdaten')).json()) as { years: number[] };
    const name = (ext: string) => new RegExp(`^verbrauchsdaten_Viersen_\\d{8}-\\d{6}\\.${ext}$`);
    const exportAs = async (label: string) =>
      downloadOf(page, async () => {
        await exportButton.click();
        await page.getByRole('menuitem', { name: label }).click();
      });

    const csv = await exportAs('CSV');
    expect(csv.name).toMatch(name('csv'));
    const lines = csv.body
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Gas (MWh);Strom (MWh);Jahr');
    expect(lines.slice(1).map((line) => Number(line.split(';')[2]))).toEqual(data.years);
    expect(lines[1]).toMatch(/^\d+,\d{3};\d+,\d{3};\d{4}$/);

    const png = await exportAs('PNG');
    expect(png.name).toMatch(name('png'));
    expect(png.body.subarray(1, 4).toString()).toBe('PNG');

    const svg = await exportAs('SVG');
    expect(svg.name).toMatch(name('svg'));
    const text = svg.body.toString('utf8');
    expect(text).toContain('<svg');
    expect(text).toContain('<path');
    expect(text).not.toContain('<image');
    await page.context().close();
  });
}

test('Verbrauchsdaten: NEW wählt Kommunen, Erkelenz ohne Strom', async ({ browser }) => {
  const page = await signedInPage(browser, employeeAccount);
  await page.goto(`${ROUTES.verbrauchsdaten}?commune=Erkelenz`);
  await expect(pageHeading(page)).toHaveText('Verbrauchsdaten');
  await expect(main(page).getByRole('heading', { name: 'Erkelenz auf einen Blick' })).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'Gas', exact: true })).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'Strom', exact: true })).toHaveCount(0);
  // Changing the commune selects every year, carrier and sector of the new one (spec 02 §4).
  await main(page).getByLabel('Kommune').selectOption('Viersen');
  await expect(main(page).getByRole('heading', { name: 'Viersen auf einen Blick' })).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'Strom', exact: true })).toBeVisible();
  const filters = main(page).getByRole('region', { name: 'Filter' });
  const boxes = filters.getByRole('checkbox');
  expect(await boxes.count()).toBeGreaterThan(5);
  for (const box of await boxes.all()) await expect(box).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await page.context().close();
});

for (const width of WALK_WIDTHS) {
  test(`Kommunen-Dashboard: Karte wählt und hebt die Wahl auf bei ${width} px`, async ({ browser }) => {
    const page = await signedInPage(browser, employeeAccount, width);
    await page.goto(ROUTES.communeDashboard);
    await expect(pageHeading(page)).toHaveText('Kommunen-Dashboard');
    await expect(main(page).getByText(SELECT_COMMUNE_PROMPT)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const viersen = main(page).getByRole('button', { name: 'Viersen', exact: true });
    await viersen.click();
    await expect(viersen).toHaveAttribute('aria-pressed', 'true');
    // Decision 016: no browser focus box (the path's bounding box) over the neighbours' labels after a click;
    // the selection shows by its fill and outline.
    await expect(viersen).toBeFocused();
    expect(await viersen.evaluate((path) => getComputedStyle(path).outlineStyle)).toBe('none');
    await expect(main(page).locator('svg path.outline-focus')).toHaveCount(0);
    await expect(page).toHaveURL(/commune=Viersen/);
    await expect(main(page).getByLabel('Kommune')).toHaveValue('Viersen');
    await expect(main(page).getByRole('heading', { name: 'Auf einen Blick' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Bürgermeister' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: /laufende[rn]? Vertr/ })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Verbrauchsdaten ansehen' })).toHaveAttribute(
      'href',
      `${ROUTES.verbrauchsdaten}?commune=Viersen`,
    );
    await expect(main(page).getByText(SELECT_COMMUNE_PROMPT)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // The same commune again deselects it and clears the cards.
    await viersen.click();
    await expect(viersen).toHaveAttribute('aria-pressed', 'false');
    await expect(main(page).getByText(SELECT_COMMUNE_PROMPT)).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Auf einen Blick' })).toHaveCount(0);

    // By keyboard, and through the select.
    await main(page).getByRole('button', { name: 'Selfkant', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(main(page).getByLabel('Kommune')).toHaveValue('Selfkant');
    // By keyboard the focus shows, drawn as the commune's own outline below the labels.
    await expect(main(page).locator('svg path.outline-focus')).toHaveCount(1);
    await main(page).getByLabel('Kommune').selectOption('Gangelt');
    await expect(main(page).getByRole('button', { name: 'Gangelt', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.context().close();
  });
}

test('Kommunen-Dashboard: die Kommune sieht nur ihre eigene Kommune', async ({ browser }) => {
  const page = await signedInPage(browser, viersenAccount);
  await page.goto(ROUTES.communeDashboard);
  await expect(main(page).getByRole('button', { name: 'Viersen', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(main(page).getByRole('button', { name: 'Selfkant', exact: true })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  const refused = await api(page.request).get('/api/communes/dashboard-data?commune=Selfkant');
  expect(refused.status()).toBe(403);
  await expectNoSeriousA11yViolations(page);
  await page.context().close();
});

test('Kommunenmenü für NEW und Rücksprung ohne Freischaltung', async ({ browser }) => {
  const employee = await signedInPage(browser, employeeAccount);
  await employee.goto(ROUTES.about);
  await expect(pageHeading(employee)).toBeVisible();
  await (await openNavigation(employee)).getByRole('link', { name: 'Kommunen' }).click();
  await expect(pageHeading(employee)).toHaveText('Kommunen-Dashboard');
  const menu = await openNavigation(employee);
  await expect(menu.getByRole('link', { name: 'Zurück zum Dashboard' })).toBeVisible();
  for (const label of [
    'Dashboard',
    'Vertragsübersicht',
    'Konzessionsthemen',
    'Verbrauchsdaten',
    'Konzessionsabgaben',
  ]) {
    await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await employee.context().close();

  // Without the flags the pages send the user back, and the server refuses the calls.
  const small = await signedInPage(browser, brueggenAccount);
  for (const route of [
    ROUTES.vertragsuebersicht,
    ROUTES.konzessionsthemen,
    ROUTES.konzessionsabgaben,
    ROUTES.verbrauchsdaten,
    ROUTES.communeDashboard,
  ]) {
    await small.goto(route);
    await expect(small).toHaveURL(new RegExp(`${ROUTES.home}$`));
  }
  for (const call of ['/api/enaio', '/api/konzessionsthemen', '/api/enaio/testate', '/api/verbrauchsdaten']) {
    expect((await api(small.request).get(call)).status(), call).toBe(403);
  }
  await small.context().close();
});
