import { type APIRequestContext, type Page, request } from '@playwright/test';
import { account } from './accounts.ts';
import {
  api,
  DEMO,
  expect,
  expectNoSeriousA11yViolations,
  requestAs,
  reviewScreenshot,
  test,
  WALK_WIDTHS,
  walkToScreen,
} from './fixtures.ts';
import { PORTAL_URL } from './portal-address.ts';

// Decision 019 for funding and construction projects: an editor creates a funding programme as a
// draft (a commune user does not see it), publishes it (now they do), and moves a construction project by
// typing its coordinates. axe on the screens at 1440 and 900 px.
//
// The editor is an account of this spec's own with the Redakteur role and no other (e2e/accounts.ts).

const viersen = account('commune');
const editor = account('editor');

const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

async function readerSees(reader: APIRequestContext, id: number) {
  const detail = await api(reader).get(`/api/foerdermittel/${id}`);
  const list = (await (await api(reader).get('/api/users/me?type=foerdermittel')).json()) as { id: number }[];
  const inList = list.some((fund) => fund.id === id);
  expect(inList, 'list and detail agree').toBe(detail.status() === 200);
  return inList;
}

const idFromUrl = (page: Page) => Number(new URL(page.url()).pathname.split('/').filter(Boolean).at(-1));

test('an editor creates a funding programme as a draft, then publishes it for commune users', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const reader = await viersen.request();
  const title = `E2E-Förderprogramm ${suffix()}`;
  try {
    await editor.login(page);
    await page.goto('/admin/funding-programmes/create');
    await page.getByLabel('Titel', { exact: true }).fill(title);
    await page.getByLabel('Untertitel').fill('Zuschüsse für kommunale Wärmenetze');
    await expect(page.getByRole('radio', { name: 'Entwurf' })).toBeChecked();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.waitForURL(/\/admin\/funding-programmes\/\d+$/);
    const id = idFromUrl(page);
    expect(id).toBeGreaterThan(0);
    expect(await readerSees(reader, id), 'a draft is not visible').toBe(false);

    // The list shows it as a draft.
    await page.goto(`/admin/funding-programmes?filter=${encodeURIComponent(JSON.stringify({ q: title }))}`);
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText('Entwurf');

    await row.click();
    await page.waitForURL(new RegExp(`/admin/funding-programmes/${id}$`));
    await expect(page.getByLabel('Titel', { exact: true })).toHaveValue(title);
    // The form may render again once the record is in; check until it stays checked.
    await expect(async () => {
      await page.getByRole('radio', { name: 'Veröffentlicht' }).check();
      await expect(page.getByRole('radio', { name: 'Veröffentlicht' })).toBeChecked({ timeout: 2000 });
    }).toPass();
    await expect(page.getByLabel('Veröffentlichen ab')).not.toHaveValue('');
    // The time field holds the creation time, which has passed: published at once.
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => readerSees(reader, id), { message: 'published for readers' }).toBe(true);

    // A commune user opens it in the portal.
    const readerPage = await page.context().browser()?.newPage();
    if (readerPage) {
      await viersen.login(readerPage);
      await readerPage.goto(`/funds/${id}`);
      await expect(readerPage.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await readerPage.close();
    }
  } finally {
    await reader.dispose();
  }
});

test('an editor moves a construction project by typing its coordinates', async ({ page }) => {
  // Two sign-ins, a project of its own, the map and a save: in CI under load the 30 s of a test ran out
  // while the save was already stored (CI, 2026-11-29, twice); the poll below has a limit of its own.
  test.setTimeout(60_000);
  const admin = await requestAs(request, PORTAL_URL, DEMO.admin);
  const reader = await viersen.request();
  let id: number | undefined;
  try {
    // A project of this spec's own: the construction map spec counts on the seeded ones. It lies where no
    // seeded project is near, so its marker never crowds another one on the map walk running meanwhile.
    const created = await api(admin).post('/api/backoffice/construction-projects', {
      data: {
        title: `E2E-Baustelle ${suffix()}`,
        description: 'Erneuerung der Gasleitung.',
        sparte: 'Gas',
        commune: 'Viersen',
        street: 'Rathausmarkt',
        startDate: '2027-04-01',
        endDate: null,
        latitude: 50.98,
        longitude: 6.4,
      },
    });
    expect(created.status()).toBe(200);
    id = ((await created.json()) as { record: { id: number } }).record.id;

    await editor.login(page);
    await page.goto(`/admin/construction-projects/${id}`);
    const latitude = page.getByRole('textbox', { name: 'Breite' });
    const longitude = page.getByRole('textbox', { name: 'Länge' });
    await expect(latitude).toHaveValue('50,98');
    await expect(page.getByRole('region', { name: 'Karte: Position des Bauprojekts wählen' })).toBeVisible();
    await expect(page.locator('.kp-marker')).toHaveCount(1);

    await latitude.fill('50,95');
    await longitude.fill('6.45');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect
      .poll(
        async () => {
          // A call that does not answer within 5 s is asked again: in CI under load one reader call took
          // the test's whole remaining time (2026-11-29), unexplained; a lasting failure still fails the poll.
          const res = await api(reader).get('/api/construction-projects', { timeout: 5_000 });
          const projects = (await res.json()) as {
            id: number;
            latitude: number;
            longitude: number;
          }[];
          const project = projects.find((p) => p.id === id);
          return project && [project.latitude, project.longitude];
        },
        { timeout: 15_000 },
      )
      .toEqual([50.95, 6.45]);

    // A position outside the world is refused beside the field.
    await latitude.fill('95');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Die Breite liegt zwischen -90 und 90.')).toBeVisible();
  } finally {
    if (id !== undefined) await api(admin).delete(`/api/backoffice/construction-projects/${id}`);
    await admin.dispose();
    await reader.dispose();
  }
});

test('axe: the funding, construction and moments screens at 1440 and 900 px', async ({ browser }) => {
  test.setTimeout(300_000);
  const admin = await requestAs(request, PORTAL_URL, DEMO.admin);
  try {
    // A seeded entry, not one the other tests of this spec create and delete meanwhile: opened after its
    // deletion, the form rightly finds nothing and the back office returns to the list.
    const seeded = async (resource: string) => {
      const list = (await (await api(admin).get(`/api/backoffice/${resource}?perPage=50`)).json()) as {
        items: { id: number; title?: string; foerdertitel?: string }[];
      };
      return list.items.find((item) => !(item.title ?? item.foerdertitel ?? '').startsWith('E2E-'))?.id;
    };
    const screens = [
      '/admin/funding-programmes',
      `/admin/funding-programmes/${await seeded('funding-programmes')}`,
      '/admin/funding-programmes/create',
      '/admin/funding-topics',
      '/admin/construction-projects',
      `/admin/construction-projects/${await seeded('construction-projects')}`,
      '/admin/moments',
      '/admin/moments/create',
      '/admin/moments-settings/1',
    ];
    for (const width of WALK_WIDTHS) {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        locale: 'de-DE',
        timezoneId: 'Europe/Berlin',
      });
      const page = await context.newPage();
      await editor.login(page);
      for (const screen of screens) {
        await walkToScreen(page, screen);
        // Loaded: a list shows its first row, a form its save button (a form with versions shows both).
        await expect(
          page
            .getByRole('row')
            .nth(1)
            .or(page.getByRole('button', { name: 'Speichern' }))
            .first(),
        ).toBeVisible();
        await reviewScreenshot(page, `backoffice-funds${screen.replace(/\W+/g, '-')}`, { fullPage: true });
        await expectNoSeriousA11yViolations(page);
      }
      await context.close();
    }
  } finally {
    await admin.dispose();
  }
});
