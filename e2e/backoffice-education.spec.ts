import type { Browser, Page } from '@playwright/test';
import { type Account, account } from './accounts.ts';
import {
  api,
  DEMO,
  expect,
  expectNoSeriousA11yViolations,
  expectNotFound,
  login,
  openFirstEntryByKeyboard,
  pageHeading,
  ROUTES,
  reviewScreenshot,
  test,
  WALK_WIDTHS,
  walkToScreen,
} from './fixtures.ts';

// Decision 019 (education, communes, concession topics): an editor takes a material offline and an
// education user no longer finds it; an editor changes a commune's quote and the commune's users see it on
// their dashboard's commune card; axe-core on these back-office screens at 1440 and 900 px.
// The editor is an account of this spec's own with the Redakteur role and no other; the portal
// configuration's screen is the admin's.

const teacher = account('education');
const brueggen = account('communeSmall');
const editorAccount = account('editor');

async function signedInPage(browser: Browser, user: Account | 'admin' | 'editor', width = 1440) {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
  });
  const page = await context.newPage();
  if (user === 'admin') await login(page, DEMO.admin);
  else if (user === 'editor') await editorAccount.login(page);
  else await user.login(page);
  return page;
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** A menu item and a live material of this spec's own, so no other spec's materials change. */
async function createMaterial(page: Page) {
  const suffix = unique();
  const item = await api(page.request).post('/api/backoffice/education-menu-items', {
    data: {
      name: `E2E-Redaktion ${suffix}`,
      icon: null,
      sortierung: 900,
      title: 'Redaktionstest',
      text: null,
    },
  });
  expect(item.status(), 'menu item').toBe(200);
  const menuItemId = (await item.json()).record.id as number;
  const titel = `Wasserkreislauf im Klassenzimmer ${suffix}`;
  const created = await api(page.request).post('/api/backoffice/education-materials', {
    data: {
      menuItemId,
      titel,
      subtitel: 'Ein Material der Redaktion',
      beschreibung: 'Vom **Regen** zum Fluss.',
      datum: null,
      status: 'published',
      publishedAt: new Date(Date.now() - 60_000).toISOString(),
      seats: null,
      stoererAnzeigen: false,
      dauer: '90 Minuten',
      bneZiele: null,
      kontaktformularAnzeigen: false,
      youtubeIframe: null,
      vorschauUrl: null,
      headerUrl: null,
      headerCaption: null,
      typ: 'Unterrichtsmaterial',
      themen: ['Wasser'],
      schulfaecher: [],
      jahrgangsstufen: [],
      ansprechpartnerIds: [],
      links: [],
      inhalt: [],
    },
  });
  expect(created.status(), 'material').toBe(200);
  return { id: (await created.json()).record.id as number, titel, menuItemId };
}

test('Redaktion nimmt ein Material offline: Bildungsnutzer finden es nicht mehr', async ({ browser }) => {
  const editor = await signedInPage(browser, 'editor');
  const material = await createMaterial(editor);
  const reader = await signedInPage(browser, teacher);
  try {
    await reader.goto(ROUTES.bildungsmaterial(material.id));
    await expect(pageHeading(reader)).toHaveText(material.titel);

    await editor.goto(`/admin/education-materials/${material.id}`);
    await expect(editor.getByLabel('Titel', { exact: true })).toHaveValue(material.titel);
    await editor.getByRole('tab', { name: 'Veröffentlichung' }).click();
    await editor.getByRole('radio', { name: 'Entwurf' }).check();
    const saved = editor.waitForResponse(
      (r) =>
        r.url().includes(`/api/backoffice/education-materials/${material.id}`) &&
        r.request().method() === 'PUT',
    );
    await editor.getByRole('button', { name: 'Speichern' }).click();
    expect((await saved).status()).toBe(200);

    // The list shows the new state; the portal configuration is not in an editor's menu (admins only).
    await editor.goto('/admin/education-materials');
    const menu = editor.getByRole('navigation', { name: 'Backoffice' });
    await expect(menu.getByRole('menuitem', { name: 'Bildung: Materialien' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Portal-Konfiguration' })).toHaveCount(0);
    const row = editor.getByRole('row', { name: new RegExp(material.titel) });
    await expect(row.getByText('Entwurf')).toBeVisible();

    await reader.goto(ROUTES.bildungsmaterial(material.id));
    await expectNotFound(reader);
    await reader.goto(ROUTES.bildungsmaterialList(material.menuItemId));
    await expect(reader.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(reader.getByText(material.titel)).toHaveCount(0);
  } finally {
    await api(editor.request).delete(`/api/backoffice/education-materials/${material.id}`);
    await api(editor.request).delete(`/api/backoffice/education-menu-items/${material.menuItemId}`);
    await reader.context().close();
    await editor.context().close();
  }
});

test('Redaktion ändert das Zitat einer Kommune: die Kommunenkarte zeigt es', async ({ browser }) => {
  const editor = await signedInPage(browser, 'editor');
  const reader = await signedInPage(browser, brueggen);
  const communes = (await (
    await api(editor.request).get('/api/backoffice/communes?q=Br%C3%BCggen')
  ).json()) as {
    items: { id: number; name: string }[];
  };
  const commune = communes.items.find((item) => item.name === 'Brüggen');
  expect(commune, 'Brüggen').toBeTruthy();
  const id = commune?.id as number;
  const original = (await (await api(editor.request).get(`/api/backoffice/communes/${id}`)).json()) as {
    record: Record<string, unknown>;
  };
  const quote = `Gemeinsam machen wir Brüggen klimafest. (${unique()})`;
  try {
    await editor.goto('/admin/communes');
    await editor
      .getByRole('row', { name: /Brüggen/ })
      .first()
      .click();
    const field = editor.getByLabel('Zitat des Kommunalpartners');
    await expect(field).toBeVisible();
    await field.fill(quote);
    const saved = editor.waitForResponse(
      (r) => r.url().includes(`/api/backoffice/communes/${id}`) && r.request().method() === 'PUT',
    );
    await editor.getByRole('button', { name: 'Speichern' }).click();
    expect((await saved).status()).toBe(200);

    await reader.goto(ROUTES.home);
    const card = reader.getByRole('region', { name: 'Brüggen' });
    await expect(card.getByText(quote)).toBeVisible();
  } finally {
    // Back to the seed's quote, so other specs see the commune as before.
    const now = (await (await api(editor.request).get(`/api/backoffice/communes/${id}`)).json()) as {
      revision: number;
    };
    const { id: _id, ...data } = original.record;
    await api(editor.request).put(`/api/backoffice/communes/${id}`, {
      data,
      headers: { 'x-kp-revision': String(now.revision) },
    });
    await reader.context().close();
    await editor.context().close();
  }
});

const SCREENS = [
  { path: '/admin/education-materials' },
  { path: '/admin/education-menu-items' },
  { path: '/admin/education-settings' },
  { path: '/admin/communes' },
  { path: '/admin/concession-topics' },
  { path: '/admin/portal-settings' },
  { path: '/admin/commune-directory' },
  { path: '/admin/roles' },
] as const;

for (const width of WALK_WIDTHS) {
  test(`Barrierefreiheit der Bildungs-, Kommunen- und Konzessionsseiten im Backoffice bei ${width} px`, async ({
    browser,
  }) => {
    // Eight screens, each list, form and tab through axe: slow on a shared machine.
    test.setTimeout(240_000);
    const page = await signedInPage(browser, 'admin', width);
    try {
      for (const screen of SCREENS) {
        await walkToScreen(page, screen.path);
        // The list has loaded: its first data row is there.
        await expect(page.getByRole('row').nth(1)).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        // The first entry's form, on every tab it has.
        await openFirstEntryByKeyboard(page);
        await expect(page.getByRole('button', { name: 'Speichern' })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await reviewScreenshot(page, `backoffice-${screen.path.split('/').pop()}`, { fullPage: true });
        for (const tab of await page.getByRole('tab').all()) {
          await tab.click();
          await expectNoSeriousA11yViolations(page);
        }
      }
    } finally {
      await page.context().close();
    }
  });
}
