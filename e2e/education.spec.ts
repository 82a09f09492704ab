import type { Browser, Page } from '@playwright/test';
import { type Account, account } from './accounts.ts';
import {
  api,
  apiJson,
  DEMO,
  expect,
  expectNoSeriousA11yViolations,
  login,
  pageHeading,
  ROUTES,
  test,
  WALK_WIDTHS,
  walkTo,
} from './fixtures.ts';

// Education portal (decision 013; spec 02 §2, spec 01 §2, §4, §6): the switch into the education portal and
// back, no way back with KommunalportalAusblenden, the material list's filters, claiming a material with
// limited seats through the contact form, sponsoring and contact, and axe-core on every page.

const teacher = account('education');
const school = account('educationOnly');

type MenuItem = { id: number; name: string };
type Card = {
  id: number;
  Titel: string;
  Themas: { Name: string }[];
  Jahrgangsstufen: { Bezeichnung: string }[];
};
type Material = Card & { Seats: number | null; KontaktformularAnzeigen: boolean; Datum: string | null };
type MenuCard = Card & { Datum: string | null; Seats: number | null };
const CLAIM_SUBTITLE =
  'Das Angebot können Sie kostenlos anfragen. Nach Ihrer Anfrage wird es zeitnah für Sie freigegeben.';

/** A page of its own with the account's session; the admin is the demo admin (auth.setup.ts). */
async function signedInPage(browser: Browser, user: Account | 'admin', width = 1440) {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
  });
  const page = await context.newPage();
  if (user === 'admin') await login(page, DEMO.admin);
  else await user.login(page);
  return page;
}

const main = (page: Page) => page.getByRole('main');

/** The drawer: always shown from 1264 px, behind the burger menu below. */
async function openDrawer(page: Page) {
  const burger = page.getByRole('banner').getByRole('button', { name: 'Menü öffnen' });
  if (await burger.isVisible()) await burger.click();
  return page.getByRole('navigation', { name: 'Hauptnavigation' });
}

async function setEducationMode(page: Page, on: boolean) {
  const answer = await api(page.request).put('/api/users/me/education-mode', {
    data: { showBildungsportal: on },
  });
  expect(answer.status()).toBe(200);
}

test('Bildungsportal: hinein- und zurückwechseln (Lehrkraft mit Kommunalportal)', async ({ browser }) => {
  const page = await signedInPage(browser, teacher);
  // Starts in the municipal portal whatever an earlier run left.
  await setEducationMode(page, false);
  await page.goto(ROUTES.home);
  const cards = main(page).getByRole('list', { name: 'Schnellzugriff' });
  await expect(cards.getByRole('button', { name: /^Bildungsportal/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await test.step('über die Karte ins Bildungsportal', async () => {
    await cards.getByRole('button', { name: /^Bildungsportal/ }).click();
    await expect(main(page).getByRole('button', { name: 'Bildungsportal', pressed: true })).toBeVisible();
    const menu = await apiJson<MenuItem[]>(page, '/api/bildungsportal/menu');
    expect(menu.length).toBeGreaterThan(0);
    for (const item of menu) {
      await expect(cards.getByRole('link', { name: new RegExp(`^${item.name}`) })).toBeVisible();
    }
    await expect(cards.getByRole('link', { name: /^Sponsoring/ })).toBeVisible();
    await expect(cards.getByRole('link', { name: /^Kontakt/ })).toBeVisible();
    await expect(cards.getByRole('button', { name: /^Kommunalportal/ })).toBeVisible();
    // The posts: the newest materials; a click opens the material.
    const posts = main(page).getByRole('region', { name: 'Neue Angebote' });
    await expect(posts).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('Navigation des Bildungsportals; Zurück zum Dashboard nur außerhalb der Startseite', async () => {
    const nav = await openDrawer(page);
    await expect(nav.getByRole('link', { name: 'Zurück zum Dashboard' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Sponsoring' })).toBeVisible();
    await nav.getByRole('link', { name: 'Sponsoring' }).click();
    await expect(pageHeading(page)).toHaveText('Sponsoring');
    const drawer = await openDrawer(page);
    await expect(drawer.getByRole('link', { name: 'Zurück zum Dashboard' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Presse' })).toHaveCount(0);
    await expect(drawer.getByRole('button', { name: 'Zum Kommunalportal' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Zum Kommunalportal' }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.home}$`));
    await expect(main(page).getByRole('button', { name: 'Kommunalportal', pressed: true })).toBeVisible();
  });
});

test('Ohne Kommunalportal: kein Weg zurück, kommunale Seiten führen heim', async ({ browser }) => {
  const page = await signedInPage(browser, school);
  await page.goto(ROUTES.home);
  await expect(
    main(page).getByRole('list', { name: 'Schnellzugriff' }).getByRole('link').first(),
  ).toBeVisible();
  await expect(main(page).getByRole('button', { name: /Kommunalportal/ })).toHaveCount(0);
  await expect(main(page).getByRole('group', { name: 'Ansicht' })).toHaveCount(0);
  const nav = await openDrawer(page);
  await expect(nav.getByRole('button', { name: 'Zum Kommunalportal' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Kontakt' })).toBeVisible();
  for (const route of [ROUTES.vertragsuebersicht, ROUTES.funds, ROUTES.verbrauchsdaten]) {
    await page.goto(route);
    await expect(page, route).toHaveURL(new RegExp(`${ROUTES.home}$`));
  }
});

for (const width of WALK_WIDTHS) {
  test(`Materialliste: nach Altersgruppe und Thema filtern bei ${width} px`, async ({ browser }) => {
    const page = await signedInPage(browser, school, width);
    const menu = await apiJson<MenuItem[]>(page, '/api/bildungsportal/menu');
    // The category with the most materials, so both filters have something to choose from.
    const lists = await Promise.all(
      menu.map(async (item) => ({
        item,
        cards: await apiJson<Card[]>(page, `/api/bildungsportal/find?type=${item.id}`),
      })),
    );
    const { item, cards } = lists.sort((a, b) => b.cards.length - a.cards.length)[0];
    await page.goto(ROUTES.bildungsmaterialList(item.id));
    const grid = main(page).getByRole('list', { name: 'Bildungsangebote' });
    await expect(grid.getByRole('article')).toHaveCount(cards.length);
    const topics = main(page).getByRole('group', { name: 'Nach Thema filtern' });
    await expect(topics.getByRole('button').first()).toHaveText(`Alle (${cards.length})`);
    await expect(topics.getByRole('button').first()).toHaveAttribute('aria-pressed', 'true');
    // Hashtags: lowercase, no spaces.
    const firstTopic = cards[0].Themas[0]?.Name;
    if (firstTopic) {
      await expect(grid.getByText(`#${firstTopic.toLowerCase().replace(/\s+/g, '')}`).first()).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);

    // An age group that not every material has.
    const ages = [...new Set(cards.flatMap((card) => card.Jahrgangsstufen.map((a) => a.Bezeichnung)))];
    const age =
      ages.find((name) => cards.some((card) => !card.Jahrgangsstufen.some((a) => a.Bezeichnung === name))) ??
      ages[0];
    const inAge = cards.filter((card) => card.Jahrgangsstufen.some((a) => a.Bezeichnung === age));
    await main(page).getByLabel('Altersgruppe auswählen').selectOption(age);
    await expect(grid.getByRole('article')).toHaveCount(inAge.length);
    await expect(topics.getByRole('button').first()).toHaveText(`Alle (${inAge.length})`);

    const topic = inAge.flatMap((card) => card.Themas.map((t) => t.Name))[0];
    const both = inAge.filter((card) => card.Themas.some((t) => t.Name === topic));
    await topics.getByRole('button', { name: `${topic} (${both.length})` }).click();
    await expect(grid.getByRole('article')).toHaveCount(both.length);
    await expect(page).toHaveURL(/altersgruppe=.*thema=/);
    await expectNoSeriousA11yViolations(page);

    // The filters are steps in the history.
    await page.goBack();
    await expect(grid.getByRole('article')).toHaveCount(inAge.length);
    await page.goForward();
    await expect(grid.getByRole('article')).toHaveCount(both.length);

    // A card opens its material.
    await grid.getByRole('link').first().click();
    await expect(pageHeading(page)).toHaveText(both[0].Titel);
  });
}

for (const width of WALK_WIDTHS) {
  test(`Vergangene Veranstaltung bei ${width} px: nach den kommenden gelistet, Zustand statt Formular`, async ({
    browser,
  }) => {
    const page = await signedInPage(browser, school, width);
    const menu = await apiJson<(MenuItem & { isEvents: boolean })[]>(page, '/api/bildungsportal/menu');
    const events = menu.find((item) => item.isEvents);
    expect(events, 'the events category').toBeTruthy();
    const cards = await apiJson<MenuCard[]>(page, `/api/bildungsportal/find?type=${events?.id}`);
    const isPast = (card: MenuCard) => card.Datum !== null && Date.parse(card.Datum) < Date.now();
    const past = cards.filter(isPast);
    expect(past.length, 'a seeded past event').toBeGreaterThan(0);
    // Coming events first: no past one before a coming one.
    const firstPast = cards.findIndex(isPast);
    expect(cards.slice(firstPast).every(isPast)).toBe(true);
    expect(firstPast).toBeGreaterThan(0);

    await page.goto(ROUTES.bildungsmaterialList(events?.id ?? 0));
    const grid = main(page).getByRole('list', { name: 'Bildungsangebote' });
    await expect(grid.getByRole('article').first()).not.toContainText('Vergangen');
    await expect(grid.getByRole('article').filter({ hasText: past[0].Titel })).toContainText('Vergangen');

    await page.goto(ROUTES.bildungsmaterial(past[0].id));
    await expect(pageHeading(page)).toHaveText(past[0].Titel);
    await expect(main(page).getByRole('heading', { name: 'Vergangen', level: 2 })).toBeVisible();
    await expect(main(page).getByText(/hat bereits stattgefunden/)).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Zur Kontaktseite' })).toHaveAttribute(
      'href',
      ROUTES.bildungsportalContact,
    );
    await expect(main(page).getByRole('region', { name: 'Angebot beanspruchen' })).toHaveCount(0);
    await expect(main(page).getByRole('button', { name: 'Jetzt beanspruchen' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.context().close();
  });
}

/**
 * Materials with a contact form and seats, by id; each width claims its own (by position, which a claim
 * does not change).
 */
async function materialsWithSeats(page: Page): Promise<Material[]> {
  const menu = await apiJson<MenuItem[]>(page, '/api/bildungsportal/menu');
  const found: Material[] = [];
  for (const item of menu) {
    for (const card of await apiJson<Card[]>(page, `/api/bildungsportal/find?type=${item.id}`)) {
      const material = await apiJson<Material>(page, `/api/bildungsportal/by-id?id=${card.id}`);
      const past = material.Datum !== null && Date.parse(material.Datum) < Date.now();
      if (material.KontaktformularAnzeigen && (material.Seats ?? 0) > 1 && !past) found.push(material);
    }
  }
  return found.sort((a, b) => a.id - b.id);
}

for (const [index, width] of WALK_WIDTHS.entries()) {
  test(`Material mit begrenzten Plätzen beanspruchen bei ${width} px`, async ({ browser }) => {
    const page = await signedInPage(browser, school, width);
    const material = (await materialsWithSeats(page))[index];
    expect(material, 'a seeded material with seats for this width').toBeTruthy();
    const seats = material.Seats ?? 0;
    await page.goto(ROUTES.bildungsmaterial(material.id));
    await expect(pageHeading(page)).toHaveText(material.Titel);
    await expect(main(page).getByText(`Begrenzter Inhalt! - Noch ${seats} verfügbar!`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const form = main(page).getByRole('region', { name: 'Angebot beanspruchen' });
    await expect(form.getByText(CLAIM_SUBTITLE)).toBeVisible();
    await main(page).getByRole('button', { name: 'Jetzt beanspruchen' }).click();
    await expect(form).toBeInViewport();
    await expect(form.getByLabel('Vorname')).toBeFocused();

    const send = form.getByRole('button', { name: 'Absenden' });
    // The suggested text is a placeholder, so an empty request cannot be sent (decision 016).
    await expect(form.getByLabel('Nachricht')).toHaveValue('');
    await expect(form.getByLabel('Nachricht')).toHaveAttribute(
      'placeholder',
      `Ich möchte das Angebot "${material.Titel}" gerne beanspruchen. Vielen Dank im Voraus.`,
    );
    await expect(send).toBeDisabled();
    await form.getByLabel('Vorname').fill('Maria');
    await form.getByLabel('Nachname').fill('   ');
    await form.getByLabel('E-Mail-Adresse').fill('maria.schreiber@gesamtschule-mg.example');
    // A name of spaces only is not a name (spec 02 §5).
    await expect(send).toBeDisabled();
    await form.getByLabel('Nachname').fill('Schreiber');
    await form
      .getByLabel('Nachricht')
      .fill(`Ich möchte das Angebot "${material.Titel}" gerne beanspruchen. Vielen Dank im Voraus.`);
    await expect(send).toBeEnabled();
    await form.getByLabel(/Bildungseinrichtung/).fill('Gesamtschule Mönchengladbach');
    await expectNoSeriousA11yViolations(page);

    const sent = page.waitForResponse((r) => r.url().includes('/api/bildungsportal/contact-mail'));
    await send.click();
    expect((await sent).ok()).toBe(true);
    await expect(form.getByText('Vielen Dank!', { exact: true })).toBeVisible();
    await expect(
      form.getByText(
        'Ihre Anfrage ist bei uns eingegangen. Wir melden uns schnellstmöglich bei Ihnen zurück',
      ),
    ).toBeVisible();
    await expect(form.getByRole('button', { name: 'Absenden' })).toHaveCount(0);

    await page.reload();
    await expect(main(page).getByText(`Begrenzter Inhalt! - Noch ${seats - 1} verfügbar!`)).toBeVisible();
  });
}

for (const width of WALK_WIDTHS) {
  test(`Sponsoring und Kontakt bei ${width} px`, async ({ browser }) => {
    const page = await signedInPage(browser, school, width);
    await page.goto(ROUTES.sponsoring);
    await expect(pageHeading(page)).toHaveText('Sponsoring');
    await expectNoSeriousA11yViolations(page);

    await walkTo(page, ROUTES.bildungsportalContact);
    await expect(pageHeading(page)).toHaveText('Kontakt');
    // The right column's contact boxes are a 'Kontakt' section too; the form is the one with the button.
    const form = main(page)
      .getByRole('region', { name: 'Kontakt' })
      .filter({ has: page.getByRole('button', { name: 'Absenden' }) });
    await expect(form.getByLabel('Nachricht')).toHaveValue('');
    await expect(form.getByRole('button', { name: 'Absenden' })).toBeDisabled();
    // The general contact form claims nothing, so it has no claim subtitle (decision 016).
    await expect(form.getByRole('heading', { name: 'Kontakt' })).toBeVisible();
    await expect(main(page).getByText(CLAIM_SUBTITLE)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // Phone, institution and grade are optional; no e-mail format check (spec 02 §5).
    await form.getByLabel('Vorname').fill('Jonas');
    await form.getByLabel('Nachname').fill('Hermes');
    await form.getByLabel('E-Mail-Adresse').fill('sekretariat');
    await form.getByLabel('Nachricht').fill('Gibt es den Wasserkoffer auch für eine Kita-Gruppe?');
    const sent = page.waitForResponse((r) => r.url().includes('/api/bildungsportal/contact-mail'));
    await form.getByRole('button', { name: 'Absenden' }).click();
    expect((await sent).status()).toBe(201);
    // The thank-you text takes the form's place, so the form is found by its text now.
    await expect(main(page).getByText('Vielen Dank!', { exact: true })).toBeVisible();
    await expect(main(page).getByLabel('Vorname')).toHaveCount(0);
  });
}

/** The drafts of the demo, found as the admin (the only one who gets them). */
async function draftMaterials(page: Page): Promise<Card[]> {
  const menu = await apiJson<MenuItem[]>(page, '/api/bildungsportal/menu');
  const drafts: Card[] = [];
  for (const item of menu) {
    const cards = await apiJson<(Card & { published_at: string | null })[]>(
      page,
      `/api/bildungsportal/find?type=${item.id}`,
    );
    drafts.push(...cards.filter((card) => card.published_at === null));
  }
  return drafts;
}

test('Entwürfe sehen nur Administratoren, mit ENTWURF markiert', async ({ browser }) => {
  const admin = await signedInPage(browser, 'admin');
  const [draft] = await draftMaterials(admin);
  expect(draft, 'a seeded draft').toBeTruthy();
  await admin.goto(ROUTES.bildungsmaterial(draft.id));
  await expect(pageHeading(admin)).toHaveText(draft.Titel);
  await expect(main(admin).getByText('ENTWURF', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(admin);

  const other = await signedInPage(browser, school);
  const answer = await api(other.request).get(`/api/bildungsportal/by-id?id=${draft.id}`);
  expect(answer.status()).toBe(404);
  await other.goto(ROUTES.bildungsmaterial(draft.id));
  await expect(main(other).getByText('ENTWURF', { exact: true })).toHaveCount(0);
  await expect(pageHeading(other)).not.toHaveText(draft.Titel);
});
