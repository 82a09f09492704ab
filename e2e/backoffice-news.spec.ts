import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { account } from './accounts.ts';
import { api, DEMO, expectNoSeriousA11yViolations, login, test } from './fixtures.ts';

// Decision 019: an editor writes a news post as a draft, previews it, schedules it for the next minute;
// a commune user sees neither it nor a notification before that minute, and both after it (the server's
// minute job drops the cached lists, then announces it). The demo admin is the editor here: admins have the
// editor's access, and the portal has no admin call yet that makes an account an editor. The post's image is
// uploaded into the media library from the form, with its alt text.

const reader = account('commune');

// A red 8 × 8 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWP4z8CAFWEXHbQSACj/P8FTKqelAAAAAElFTkSuQmCC',
  'base64',
);

/**
 * `datetime-local`'s value in the browser's own time zone, on the next full minute at least 30 s ahead: time
 * enough to save and check the draft before it, and the test waits for it (and the minute job) in real time.
 */
async function theNextMinute(page: Page) {
  return page.evaluate(() => {
    const at = new Date(Math.ceil((Date.now() + 30_000) / 60_000) * 60_000);
    const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
    return { value: local.toISOString().slice(0, 16), at: at.getTime() };
  });
}

test('an editor drafts, previews and schedules a news post; a commune user sees it and its notification only after its time', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const title = `Neue Ladesäulen am Rathaus ${Date.now().toString(36)}`;
  const readerApi = api(await reader.request());
  await reader.ready();

  await login(page, DEMO.admin);
  await page.goto('/admin/news-posts');
  await expect(page.getByRole('heading', { name: 'Nachrichten und Presse' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/admin/news-posts/create');
  await page.getByLabel('Titel', { exact: true }).fill(title);
  await page.getByLabel('Untertitel').fill('Vier Ladepunkte ab Dezember');
  const text = page.locator('.ProseMirror').first();
  await text.click();
  await page.keyboard.type('Die Stadtwerke bauen vier Ladepunkte am Rathaus.');
  // The image: uploaded into the media library from the form, with the alt text it requires.
  await page.getByRole('group', { name: 'Bild' }).getByRole('button', { name: 'Hochladen' }).click();
  const upload = page.getByRole('dialog', { name: 'Bild hochladen' });
  await upload
    .locator('input[type="file"]')
    .setInputFiles({ name: 'ladesaeule.png', mimeType: 'image/png', buffer: PNG });
  await upload.getByRole('textbox', { name: 'Alternativtext' }).fill('Eine Ladesäule vor dem Rathaus');
  await upload.getByRole('button', { name: 'Hochladen' }).click();
  await expect(upload).toBeHidden({ timeout: 20_000 });
  await page.getByLabel('Bildunterschrift').first().fill('Die erste Ladesäule');
  // An image in the text: picked from the media library, inserted with the library's address and alt text.
  await text.click();
  await page.keyboard.press('End');
  await page.getByRole('button', { name: 'Bild aus der Mediathek einfügen' }).first().click();
  const picker = page.getByRole('dialog', { name: 'Bild aus der Mediathek wählen' });
  await expectNoSeriousA11yViolations(page);
  await picker
    .getByRole('button', { name: /ladesaeule\.png/ })
    .first()
    .click();
  await expect(picker).toBeHidden();
  await expect(text.locator('img[alt="Eine Ladesäule vor dem Rathaus"]')).toHaveAttribute(
    'src',
    /^\/api\/media\/[0-9a-f-]+-large\.webp$/,
  );
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await page.waitForURL(/\/admin\/news-posts\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').at(-1));
  // The address changes before the edit screen replaces the create screen (React Router renders the next
  // screen in a transition): a click before that lands on the create screen, whose preview dialog then
  // unmounts. Wait for the edit screen, with its version history (the first save is version 1).
  await expect(page.getByRole('heading', { name: 'Nachricht bearbeiten', level: 1 })).toBeVisible();
  const versions = page.getByRole('complementary', { name: 'Versionen' });
  await expect(versions.getByRole('row', { name: /^1 aktuell/ })).toBeVisible();

  // The draft: not for readers, in no list, detail, search or notification.
  const readerSees = async () => {
    const [list, detail, notifications] = await Promise.all([
      readerApi.get('/api/news-posts?_limit=-1'),
      readerApi.get(`/api/news-posts/${id}`),
      readerApi.get('/api/notifications/for-user'),
    ]);
    return {
      inList: ((await list.json()) as { id: number }[]).some((entry) => entry.id === id),
      detail: detail.status(),
      notified: ((await notifications.json()) as { Titel: string }[]).some((entry) => entry.Titel === title),
    };
  };
  expect(await readerSees()).toEqual({ inList: false, detail: 404, notified: false });

  // The preview: the reader's own detail view with the unsaved form.
  await page.getByRole('button', { name: 'Vorschau' }).click();
  const preview = page.getByRole('dialog');
  // The preview asks the server (the reader's presenter and sanitiser): give a busy machine time.
  await expect(preview.getByRole('heading', { name: title, level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(preview.getByText('Die Stadtwerke bauen vier Ladepunkte am Rathaus.')).toBeVisible();
  await expect(preview.getByRole('img', { name: 'Eine Ladesäule vor dem Rathaus' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await preview.getByRole('button', { name: 'Schließen' }).click();

  // Scheduled for the next full minute.
  await page.getByRole('radio', { name: 'Veröffentlicht' }).check();
  const ahead = await theNextMinute(page);
  await page.getByLabel('Veröffentlichen ab').fill(ahead.value);
  const entryUrl = page.url();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText(/gespeichert|aktualisiert/i).first()).toBeVisible();
  // The editor stays on the entry, with its versions, instead of being sent back to the list.
  expect(page.url()).toBe(entryUrl);
  await expect(page.getByRole('complementary', { name: 'Versionen' })).toBeVisible();
  expect(Date.now()).toBeLessThan(ahead.at);
  expect(await readerSees()).toEqual({ inList: false, detail: 404, notified: false });

  await page.goto('/admin/news-posts');
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Geplant ab');

  // After its time and the next run of the minute job: in the list, the detail and the notifications.
  await expect
    .poll(async () => (await readerSees()).notified, { timeout: 180_000, intervals: [1_000] })
    .toBe(true);
  expect(Date.now()).toBeGreaterThanOrEqual(ahead.at);
  expect(await readerSees()).toEqual({ inList: true, detail: 200, notified: true });
  const shown = (await (await readerApi.get(`/api/news-posts/${id}`)).json()) as {
    image: { url: string; caption: string | null } | null;
  };
  expect(shown.image?.url).toMatch(/^\/media\//);
  expect(shown.image?.caption).toBe('Die erste Ladesäule');

  const readerContext = await browser.newContext();
  const readerPage = await readerContext.newPage();
  await reader.login(readerPage);
  await readerPage.goto(`/news-detail/${id}`);
  await expect(readerPage.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await readerContext.close();
});

test("'Exportieren' downloads every news post of the list as the portal's CSV", async ({ page }) => {
  await login(page, DEMO.admin);
  // Other tests write posts meanwhile: the file holds at least those before and at most those after.
  const count = async () =>
    (
      (await (await api(page.request).get('/api/backoffice/news-posts?perPage=1')).json()) as {
        total: number;
      }
    ).total;
  const before = await count();
  await page.goto('/admin/news-posts');
  await expect(page.getByRole('heading', { name: 'Nachrichten und Presse' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportieren' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('news-posts.csv');
  const text = await fs.promises.readFile(await file.path(), 'utf8');
  // The portal's CSV: a byte order mark for Excel, ';' between cells, one line per post after the header.
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.trimEnd().split('\r\n');
  expect(lines[0]).toContain(';title;');
  const rows = lines.length - 1;
  expect(rows).toBeGreaterThanOrEqual(before);
  expect(rows).toBeLessThanOrEqual(await count());
});
