import {
  CALL_TIMES,
  CONSULTATION_TEXTS,
  earliestCallDate,
  todayInBerlin,
} from '@kp/contract/consultation-constants';
import type { Locator, Page } from '@playwright/test';
import { account } from './accounts.ts';
import {
  api,
  escapeRegExp,
  expect,
  expectNoSeriousA11yViolations,
  expectNotFound,
  loadCatalogue,
  moveInApp,
  pageHeading,
  ROUTES,
  TEXTS,
  test,
  walkTo,
} from './fixtures.ts';

// Spec 01 §2 (service area, service, sub-service, Quartiersentwicklung, consultation dialog, FAQ page,
// construction map, contact column), §5 (consultation form) and §6 (feature flags), at 1440 px.

const main = (page: Page) => page.getByRole('main');
const viersen = account('commune');
const employee = account('employee');
const brueggen = account('communeSmall');
const offerList = (page: Page, heading = 'Unser Angebot:') =>
  main(page).getByRole('region', { name: heading, exact: true });
/** A service or sub-service button: its accessible name starts with the title (a preview may follow). */
const entryLink = (scope: Locator, title: string) =>
  scope.getByRole('link', { name: new RegExp(`^${escapeRegExp(title)}(\\s|$)`) });

test.describe('Fachbereich', () => {
  test("Kommune auf Strom: 'Unser Angebot:', je Leistung ein Knopf zur Leistungsseite, Kontaktspalte", async ({
    page,
  }) => {
    await viersen.login(page);
    const catalogue = await loadCatalogue(page.request);
    const strom = catalogue.area('Strom');
    await page.goto(ROUTES.serviceArea(strom.id));
    await expect(pageHeading(page)).toHaveText('Strom');
    await expect(main(page).getByRole('heading', { name: 'Unser Angebot:', level: 2 })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Unsere Kommunen:' })).toHaveCount(0);

    const buttons = offerList(page).getByRole('link');
    await expect(buttons).toHaveCount(strom.services.length);
    for (const service of strom.services) {
      await entryLink(offerList(page), service.title).click();
      await expect(page).toHaveURL(ROUTES.service(strom.id, service.id));
      await expect(pageHeading(page)).toHaveText(service.title);
      await page.goBack();
      await expect(pageHeading(page)).toHaveText('Strom');
    }

    // The seed gives Strom contacts, downloads and links (demo/src/data/service-areas.ts).
    const area = (await (await api(page.request).get(`/api/service-areas/${strom.id}`)).json()) as {
      fileDownloads: { caption: string | null; name: string }[];
      interestingLinks: { title: string; link: string }[];
    };
    const contact = main(page).getByRole('region', { name: 'Kontakt', exact: true });
    await expect(contact.getByRole('listitem').first()).toBeVisible();
    const downloads = main(page).getByRole('region', { name: 'Downloads', exact: true });
    await expect(downloads.getByRole('link')).toHaveCount(area.fileDownloads.length);
    // External links always show; links to portal pages only when the user can open them.
    const links = main(page).getByRole('region', { name: 'Ebenfalls Interessant', exact: true });
    const external = area.interestingLinks.filter((link) => /^https?:/.test(link.link)).length;
    const shown = await links.getByRole('link').count();
    expect(shown).toBeGreaterThanOrEqual(external);
    expect(shown).toBeLessThanOrEqual(area.interestingLinks.length);
    for (const link of area.interestingLinks.filter((entry) => /^https?:/.test(entry.link))) {
      await expect(
        links.getByRole('link', { name: new RegExp(`^${escapeRegExp(link.title)}`) }),
      ).toHaveAttribute('target', '_blank');
    }

    const phones = contact.locator('a[href^="tel:"]');
    expect(await phones.count()).toBeGreaterThan(0);
    for (const phone of await phones.all()) {
      const href = (await phone.getAttribute('href')) ?? '';
      expect(href).toMatch(/^tel:\+?[\d\-/()]+$/);
      // The link text keeps the number as written; only the href loses the spaces.
      expect(href.slice(4)).toBe(((await phone.textContent()) ?? '').replace(/\s+/g, ''));
    }
    await expect(contact.locator('a[href^="mailto:"]').first()).toBeVisible();
  });

  test("NEW-Mitarbeiter auf Trinkwasser: 'Unsere Kommunen:' über den Kommunen, auf Strom 'Unser Angebot:'", async ({
    page,
  }) => {
    await employee.login(page);
    const catalogue = await loadCatalogue(page.request);
    const trinkwasser = catalogue.area('Trinkwasser');
    // The service details of the me call name the communes the area serves (spec 01 §6).
    const me = (await (await api(page.request).get('/api/users/me')).json()) as {
      serviceDetails: { id: number; communes: { name: string }[] }[];
    };
    const communes = me.serviceDetails.find((detail) => detail.id === trinkwasser.id)?.communes ?? [];
    expect(communes.length).toBeGreaterThan(1);

    await page.goto(catalogue.areaRoute('Trinkwasser'));
    await expect(pageHeading(page)).toHaveText('Trinkwasser');
    await expect(main(page).getByRole('heading', { name: 'Unsere Kommunen:', level: 2 })).toBeVisible();
    const list = offerList(page, 'Unsere Kommunen:');
    await expect(list.getByRole('link')).toHaveText(communes.map((commune) => commune.name));
    // Communes, not the area's services.
    for (const service of trinkwasser.services) {
      await expect(entryLink(list, service.title)).toHaveCount(0);
    }
    await expect(main(page).getByRole('heading', { name: 'Unser Angebot:' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // A commune opens the commune dashboard with it chosen.
    const [first] = communes;
    await list.getByRole('link', { name: first.name, exact: true }).click();
    await expect(page).toHaveURL(`${ROUTES.communeDashboard}?commune=${encodeURIComponent(first.name)}`);
    // The URL changes before the dashboard replaces the area page, whose 'Unsere Kommunen:' region would
    // match a label 'Kommune' that is not exact.
    await expect(pageHeading(page)).toHaveText('Kommunen-Dashboard');
    await expect(main(page).getByLabel('Kommune', { exact: true })).toHaveValue(first.name);

    await walkTo(page, catalogue.areaRoute('Strom'));
    await expect(pageHeading(page)).toHaveText('Strom');
    await expect(main(page).getByRole('heading', { name: 'Unser Angebot:', level: 2 })).toBeVisible();
  });

  test("Kommune auf Trinkwasser: 'Unser Angebot:'", async ({ page }) => {
    await viersen.login(page);
    const catalogue = await loadCatalogue(page.request);
    await page.goto(catalogue.areaRoute('Trinkwasser'));
    await expect(pageHeading(page)).toHaveText('Trinkwasser');
    await expect(main(page).getByRole('heading', { name: 'Unser Angebot:', level: 2 })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Unsere Kommunen:' })).toHaveCount(0);
  });

  test('unbekannter Fachbereich, unbekannte Leistung: Nicht-gefunden-Seite', async ({ page }) => {
    await viersen.login(page);
    await page.goto(ROUTES.serviceArea(999999));
    await expectNotFound(page);
    await page.goto(ROUTES.service(1, 999999));
    await expectNotFound(page);
    await page.goto(ROUTES.subService(1, 1, 999999));
    await expectNotFound(page);
  });
});

test.describe('Ebenfalls Interessant', () => {
  // The seed links to pages of later issues and to flag-gated pages; the column leaves out those the user
  // cannot open (web/src/app/pages.ts, isPathAvailableFor).
  // A third of the service areas per test, so each stays well inside its 30 s.
  const PARTS = 3;
  for (let part = 0; part < PARTS; part++) {
    test(`die gezeigten internen Links führen nicht auf die Nicht-gefunden-Seite (Teil ${part + 1})`, async ({
      page,
    }) => {
      await viersen.login(page);
      const catalogue = await loadCatalogue(page.request);
      const areas = catalogue.areas.filter((_, index) => index % PARTS === part);
      expect(areas.length).toBeGreaterThan(0);
      const paths = new Set<string>();
      for (const area of areas) {
        await page.goto(ROUTES.serviceArea(area.id));
        await expect(pageHeading(page)).toHaveText(area.title);
        const region = main(page).getByRole('region', { name: 'Ebenfalls Interessant', exact: true });
        if ((await region.count()) === 0) continue;
        for (const href of await region
          .getByRole('link')
          .evaluateAll((els) => els.map((a) => a.getAttribute('href') ?? ''))) {
          if (/^\/(?!\/|api\/|uploads\/)/.test(href)) paths.add(href);
        }
      }
      const broken: string[] = [];
      for (const path of paths) {
        await page.goto(path);
        // The heat-planning page first asks for its terms (a modal that hides the page behind it): a page
        // that asks is not the not-found page.
        // The dialog may open just after the heading shows, and then hides the heading from the
        // accessibility tree; so the heading is read by its element, not by its role.
        const terms = page.getByRole('dialog', { name: /Nutzungsbedingungen/ });
        const heading = page.locator('main h1');
        await expect(heading.or(terms).first()).toBeVisible();
        if (await terms.isVisible()) continue;
        if ((await heading.first().textContent()) === TEXTS.notFoundTitle) broken.push(path);
      }
      expect(broken, 'internal links that end on the not-found page').toEqual([]);
    });
  }
});

test.describe('Feature-Flags', () => {
  test("ohne Flags: kein 'NEW Erleben', keine 'Kommunale Wärmeplanung', direkt aufgerufen nicht gefunden", async ({
    page,
  }) => {
    // The addresses come from a user who may see them.
    const withFlags = await viersen.request();
    const full = await loadCatalogue(withFlags);
    await withFlags.dispose();

    await brueggen.login(page);
    const own = await loadCatalogue(page.request);
    expect(own.area('Wärme').services.map((service) => service.title)).not.toContain(
      'Kommunale Wärmeplanung',
    );

    await page.goto(full.areaRoute('Wärme'));
    await expect(pageHeading(page)).toHaveText('Wärme');
    await expect(entryLink(offerList(page), 'Quartiersentwicklung')).toBeVisible();
    await expect(entryLink(offerList(page), 'Nah- und Fernwärme')).toBeVisible();
    // Neither a service button nor an entry of the drawer's service-area menu leads there.
    for (const title of ['Kommunale Wärmeplanung', 'FAQs Wärmeplanung']) {
      await expect(page.locator(`a[href="${full.serviceRoute('Wärme', title)}"]`)).toHaveCount(0);
      await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(0);
      await expect(offerList(page).getByRole('link', { name: new RegExp(`^${title}`) })).toHaveCount(0);
    }

    await page.goto(full.serviceRoute('Bäder & Freizeit', 'Engagement in der Region'));
    await expect(pageHeading(page)).toHaveText('Engagement in der Region');
    await expect(entryLink(offerList(page), 'NEW-Vereinsförderung')).toBeVisible();
    await expect(entryLink(offerList(page), 'NEW-Laufserie')).toBeVisible();
    await expect(page.getByRole('link', { name: 'NEW Erleben', exact: true })).toHaveCount(0);
    await expect(offerList(page).getByRole('link', { name: /^NEW Erleben/ })).toHaveCount(0);
    await expect(
      page.locator(
        `a[href="${full.subServiceRoute('Bäder & Freizeit', 'Engagement in der Region', 'NEW Erleben')}"]`,
      ),
    ).toHaveCount(0);

    await page.goto(full.subServiceRoute('Bäder & Freizeit', 'Engagement in der Region', 'NEW Erleben'));
    await expectNotFound(page);
    await page.goto(full.serviceRoute('Wärme', 'Kommunale Wärmeplanung'));
    await expectNotFound(page);
    await page.goto(full.serviceRoute('Wärme', 'FAQs Wärmeplanung'));
    await expectNotFound(page);
  });

  test("mit Flags: 'NEW Erleben' und 'Kommunale Wärmeplanung' sind da und öffnen sich", async ({ page }) => {
    await viersen.login(page);
    const catalogue = await loadCatalogue(page.request);
    await page.goto(catalogue.areaRoute('Wärme'));
    await expect(pageHeading(page)).toHaveText('Wärme');
    await expect(entryLink(offerList(page), 'FAQs Wärmeplanung')).toBeVisible();
    await entryLink(offerList(page), 'Kommunale Wärmeplanung').click();
    await expect(page).toHaveURL(catalogue.serviceRoute('Wärme', 'Kommunale Wärmeplanung'));
    await expect(pageHeading(page)).toHaveText('Kommunale Wärmeplanung');

    await walkTo(page, catalogue.serviceRoute('Bäder & Freizeit', 'Engagement in der Region'));
    await expect(pageHeading(page)).toHaveText('Engagement in der Region');
    await entryLink(offerList(page), 'NEW Erleben').click();
    await expect(page).toHaveURL(
      catalogue.subServiceRoute('Bäder & Freizeit', 'Engagement in der Region', 'NEW Erleben'),
    );
    await expect(pageHeading(page)).toHaveText('NEW Erleben');
  });
});

test.describe('Quartiersentwicklung', () => {
  test.beforeEach(async ({ page }) => {
    await viersen.login(page);
    const catalogue = await loadCatalogue(page.request);
    await page.goto(catalogue.serviceRoute('Wärme', 'Quartiersentwicklung'));
    await expect(pageHeading(page)).toHaveText('Quartiersentwicklung');
  });

  test('die 7 Prozessschritte wechseln mit der Tastatur', async ({ page }) => {
    const tabs = main(page).getByRole('tablist', { name: 'Prozessschritte der Quartiersentwicklung' });
    await expect(tabs.getByRole('tab')).toHaveCount(7);
    const first = tabs.getByRole('tab').nth(0);
    await expect(first).toHaveAttribute('aria-selected', 'true');
    const panel = main(page).getByRole('tabpanel');
    await expect(panel).toHaveCount(1);
    await expect(panel).toContainText('Schritt 1 von 7');
    const firstText = await panel.textContent();

    await first.focus();
    // From 600 px the list stands vertically: the arrow keys up and down move, and the panel follows.
    await page.keyboard.press('ArrowDown');
    const second = tabs.getByRole('tab').nth(1);
    await expect(second).toBeFocused();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(panel).toContainText('Schritt 2 von 7');
    expect(await panel.textContent()).not.toBe(firstText);
    await expect(panel).toHaveAttribute('aria-labelledby', (await second.getAttribute('id')) ?? '');

    await page.keyboard.press('End');
    await expect(tabs.getByRole('tab').nth(6)).toHaveAttribute('aria-selected', 'true');
    await expect(panel).toContainText('Schritt 7 von 7');
    await page.keyboard.press('Home');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(panel).toContainText('Schritt 1 von 7');
    await page.keyboard.press('ArrowUp');
    await expect(tabs.getByRole('tab').nth(6)).toHaveAttribute('aria-selected', 'true');

    await expect(main(page).getByText(/Ein typisches Projekt dauert 4-8 Monate/)).toBeVisible();
    // The accordions open.
    const solutions = main(page).getByRole('button', { name: 'Quartierslösungen' });
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');
    await solutions.click();
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
  });

  test('Beratungsdialog: vorbelegt, deutsche Fehlermeldungen, Rückruf braucht Datum und Uhrzeit, Dank', async ({
    page,
  }) => {
    const open = main(page).getByRole('button', { name: 'Beratung anfragen' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Beratung anfragen' });
    const name = dialog.getByRole('textbox', { name: 'Name' });
    const phone = dialog.getByRole('textbox', { name: 'Telefon' });
    const mail = dialog.getByRole('textbox', { name: 'E-Mail (optional)' });
    const message = dialog.getByRole('textbox', { name: 'Ihre Nachricht' });
    const date = dialog.getByLabel('Wunschtermin');
    const time = dialog.getByRole('combobox', { name: 'Uhrzeit' });
    const send = dialog.getByRole('button', { name: 'Anfrage senden' });

    const person = await viersen.ready();
    await test.step('beim Öffnen: Name und E-Mail der Person, Rückruf gewählt', async () => {
      await expect(name).toHaveValue(person.fullName);
      await expect(mail).toHaveValue(person.email);
      await expect(phone).toHaveValue('');
      await expect(message).toHaveValue('');
      await expect(dialog.getByRole('radio', { name: CONSULTATION_TEXTS.typeCall })).toBeChecked();
    });

    await test.step('leer absenden: deutsche Fehlermeldungen', async () => {
      await name.fill('');
      await send.click();
      await expect(dialog.getByText('Bitte geben Sie Ihren Namen an.')).toBeVisible();
      await expect(dialog.getByText('Bitte geben Sie Ihre Telefonnummer an.')).toBeVisible();
      await expect(dialog.getByText('Bitte geben Sie eine Nachricht an.')).toBeVisible();
      await expect(dialog.getByText('Bitte wählen Sie ein Datum.')).toBeVisible();
      await expect(dialog.getByText('Bitte wählen Sie eine Uhrzeit.')).toBeVisible();
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('Uhrzeiten 08:30 bis 17:00 im 30-Minuten-Takt, frühestes Datum heute (nach 17 Uhr morgen)', async () => {
      const options = (await time.locator('option').allTextContents()).map((text) => text.trim());
      expect(options[0]).toBe('Bitte wählen');
      expect(options.slice(1)).toEqual(CALL_TIMES.map((value) => `${value} Uhr`));
      expect(CALL_TIMES[0]).toBe('08:30');
      expect(CALL_TIMES.at(-1)).toBe('17:00');
      expect(CALL_TIMES).toHaveLength(18);
      // Today while a time is left, else tomorrow (decision 026); the suite runs at any hour.
      await expect(date).toHaveAttribute('min', earliestCallDate());
    });

    await test.step('E-Mail statt Rückruf: ohne Datum und Uhrzeit', async () => {
      await dialog.getByRole('radio', { name: CONSULTATION_TEXTS.typeMail }).check();
      await expect(date).toHaveCount(0);
      await expect(time).toHaveCount(0);
      await dialog.getByRole('radio', { name: CONSULTATION_TEXTS.typeCall }).check();
      await expect(date).toBeVisible();
    });

    await test.step('Rückruf mit allem: Dank', async () => {
      await name.fill(person.fullName);
      await phone.fill('02162 123-456');
      await message.fill('Wir planen ein Quartierskonzept für das Neubaugebiet Nord.');
      // An earlier date is refused.
      const [year, month, day] = todayInBerlin().split('-').map(Number);
      const tomorrow = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
      const yesterday = new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
      // (A past day offers no times: the time is chosen for tomorrow.)
      await date.fill(yesterday);
      await send.click();
      await expect(dialog.getByText('Das Datum darf nicht in der Vergangenheit liegen.')).toBeVisible();
      await date.fill(tomorrow);
      await time.selectOption('10:00');
      await send.click();
      const thanks = dialog.getByRole('status');
      await expect(thanks).toHaveText(CONSULTATION_TEXTS.thankYou);
      expect(CONSULTATION_TEXTS.thankYou).toBe(
        'Vielen Dank! Ihre Anfrage ist bei uns eingegangen. Wir melden uns schnellstmöglich bei Ihnen zurück',
      );
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: 'Schließen' }).click();
      await expect(dialog).toBeHidden();
    });

    await test.step('erneut geöffnet: ein frisches Formular', async () => {
      await open.click();
      await expect(name).toHaveValue(person.fullName);
      await expect(phone).toHaveValue('');
      await expect(message).toHaveValue('');
      await expect(dialog.getByRole('status')).toHaveCount(0);
    });
  });

  test('Beratung per E-Mail braucht kein Datum', async ({ page }) => {
    await main(page).getByRole('button', { name: 'Beratung anfragen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Beratung anfragen' });
    await dialog.getByRole('radio', { name: CONSULTATION_TEXTS.typeMail }).check();
    await dialog.getByRole('textbox', { name: 'Telefon' }).fill('+49 2162 123456');
    await dialog.getByRole('textbox', { name: 'Ihre Nachricht' }).fill('Bitte senden Sie uns Unterlagen.');
    await dialog.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(dialog.getByRole('status')).toHaveText(CONSULTATION_TEXTS.thankYou);
  });
});

test.describe('Vereinsförderung und Laufserie', () => {
  const cases = [
    {
      title: 'NEW-Vereinsförderung',
      question: 'Welche Preise gibt es beim Publikumspreis?',
      figures: ['35.000 €', '300 €', '2.000 €'],
    },
    { title: 'NEW-Laufserie', question: 'Was ist die NEW-Laufserie?', figures: ['5 Läufen', '10 km'] },
  ];
  for (const { title, question, figures } of cases) {
    test(`${title}: FAQ-Akkordeon mit den Zahlen (${figures.join(', ')})`, async ({ page }) => {
      await brueggen.login(page);
      const catalogue = await loadCatalogue(page.request);
      await page.goto(catalogue.subServiceRoute('Bäder & Freizeit', 'Engagement in der Region', title));
      await expect(pageHeading(page)).toHaveText(title);
      const faq = main(page).getByRole('region', { name: 'Häufige Fragen' });
      expect(await faq.getByRole('button').count()).toBeGreaterThan(2);
      const item = faq.getByRole('button', { name: question });
      await expect(item).toHaveAttribute('aria-expanded', 'false');
      await item.click();
      await expect(item).toHaveAttribute('aria-expanded', 'true');
      const answer = faq.getByRole('region', { name: question });
      for (const figure of figures) await expect(answer).toContainText(figure);
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test.describe('FAQ-Seite', () => {
  test('ein Akkordeon öffnet seine Antwort, die Kontaktspalte zeigt den Kommunalpartner', async ({
    page,
  }) => {
    await viersen.login(page);
    const entries = (await (await api(page.request).get('/api/users/me?type=faq')).json()) as {
      Titel: string;
    }[];
    await page.goto(ROUTES.faq);
    await expect(pageHeading(page)).toHaveText('Häufig gestellte Fragen');
    const questions = main(page).getByRole('heading', { level: 2 }).getByRole('button');
    await expect(questions).toHaveCount(entries.length);
    const question = questions.filter({ hasText: entries[0].Titel });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = main(page).getByRole('region', { name: entries[0].Titel });
    await expect(answer).toBeVisible();
    expect(((await answer.textContent()) ?? '').trim().length).toBeGreaterThan(10);
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(main(page).getByRole('region', { name: 'Kontakt', exact: true })).toBeVisible();
  });
});

test.describe('Bauprojekte-Karte', () => {
  test('ohne Kartenkacheln: so viele Markierungen wie Listeneinträge, ein Eintrag öffnet das Popup', async ({
    page,
  }) => {
    // The network is closed here anyway; the tiles are refused so the test does not wait on a timeout.
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    await viersen.login(page);
    const projects = (await (await api(page.request).get('/api/construction-projects')).json()) as {
      id: number;
      title: string;
      commune: string;
      latitude: number | null;
    }[];
    await page.goto(ROUTES.constructionsMap);
    await expect(pageHeading(page)).toHaveText('Bauprojekte');
    const list = main(page).getByRole('region', { name: /^Alle Bauprojekte/ });
    await expect(list.getByRole('heading', { level: 2 })).toHaveText(`Alle Bauprojekte (${projects.length})`);
    await expect(list.getByRole('listitem')).toHaveCount(projects.length);
    const placed = projects.filter((project) => project.latitude !== null);
    const markers = page.locator('.leaflet-marker-icon');
    await expect(markers).toHaveCount(placed.length);
    await expect(list.getByRole('button')).toHaveCount(placed.length);

    const project = placed[placed.length - 1];
    const entry = list.getByRole('button', { name: new RegExp(`^${escapeRegExp(project.title)}`) });
    await entry.click();
    const popup = page.locator('.leaflet-popup');
    await expect(popup).toBeVisible();
    await expect(popup.locator('.kp-popup-title')).toHaveText(project.title);
    await expect(entry).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('.kp-marker-active')).toHaveCount(1);

    // Closed, the marker (centred now) opens the popup again.
    await popup.getByRole('button', { name: 'Popup schließen' }).click();
    await expect(popup).toHaveCount(0);
    await expect(entry).not.toHaveAttribute('aria-current', 'true');
    await page.getByRole('button', { name: `${project.title}, ${project.commune}`, exact: true }).click();
    await expect(popup.locator('.kp-popup-title')).toHaveText(project.title);
    await expect(entry).toHaveAttribute('aria-current', 'true');
  });
});

test.describe('Fehler', () => {
  test('eine fehlgeschlagene Anfrage zeigt eine deutsche Meldung in der Snackbar', async ({ page }) => {
    await viersen.login(page);
    await page.route('**/api/about-us**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'internal', message: 'Ein interner Fehler ist aufgetreten.' }),
      }),
    );
    // Opened from inside the portal, so the browser asks (the server's first view would not see the failure).
    await page.goto(ROUTES.home);
    await moveInApp(page, ROUTES.about);
    await expect(pageHeading(page)).toHaveText('Über die NEW');
    await expect(
      main(page).getByText('Die Inhalte dieser Seite sind derzeit nicht verfügbar.'),
    ).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Ein interner Fehler ist aufgetreten.' }),
    ).toBeVisible();
  });

  test('ohne Antworttext: die allgemeine deutsche Meldung', async ({ page }) => {
    await viersen.login(page);
    await page.route('**/api/construction-projects**', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto(ROUTES.constructionsMap);
    await expect(main(page).getByText('Die Bauprojekte konnten nicht geladen werden.')).toBeVisible();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Die Verbindung zum Server ist fehlgeschlagen. Bitte versuchen Sie es erneut.' }),
    ).toBeVisible();
  });
});
