import { NOTIFICATION_TEXTS } from '@kp/contract/notifications-constants';
import { type Page, request } from '@playwright/test';
import { type Account, account } from './accounts.ts';
import {
  api,
  apiJson,
  currentPath,
  DEMO,
  escapeRegExp,
  expect,
  expectNoSeriousA11yViolations,
  login,
  openNavigation,
  pageHeading,
  ROUTES,
  requestAs,
  test,
} from './fixtures.ts';
import { PORTAL_URL } from './portal-address.ts';

// Spec 01 §2 (notification panel and settings), §4 (notification states), §9 (preview, panel width).
// The accounts of this spec start without stored settings, so their panel opens by itself. Their
// notifications are portal updates the demo admin sends here (they reach every account; no other spec
// counts notifications). The tests run in order, in one worker, on the same two accounts.
test.describe.configure({ mode: 'default' });

/** Education portal only, like bildung.schule. */
const school = account('educationOnly', { notificationPanel: true });
/** Education and municipal portal, without EnableMoments, like bildung.lehrkraft. */
const teacher = account('education', { notificationPanel: true });

/** Portal updates from the admin, oldest first, each with a link into the portal. */
async function sendPortalUpdates(titles: string[], url: string) {
  const admin = await requestAs(request, PORTAL_URL, DEMO.admin);
  try {
    for (const Titel of titles) {
      const sent = await api(admin).post('/api/admin/portal-updates', {
        data: {
          Titel,
          Content:
            'Das Kommunalportal bekommt neue Seiten für Schulen und Kitas, mit Materialien, Terminen und Ansprechpartnern.',
          url,
        },
      });
      expect(sent.status(), `portal update ${Titel}`).toBe(201);
    }
  } finally {
    await admin.dispose();
  }
}

type Item = { id: number; read: boolean; Titel: string; Content: string; created_at: string; url: string };
type Config = {
  moments: boolean;
  news: boolean;
  foerdermittel: boolean;
  promoteNotifications: boolean | null;
  enableMailService: boolean;
};

const notifications = (page: Page) => apiJson<Item[]>(page, '/api/notifications/for-user');
const config = (page: Page) => apiJson<Config>(page, '/api/notification-configs/for-user');
const unreadOf = (list: Item[]) => list.filter((item) => !item.read).length;

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Benachrichtigungen, / });
const bellLabel = (unread: number) =>
  unread === 0 ? 'Benachrichtigungen, keine ungelesen' : `Benachrichtigungen, ${unread} ungelesen`;
const panel = (page: Page) => page.getByRole('dialog', { name: /seit Ihrem letzten Besuch$/ });

/** As an earlier test leaves it (the panel has opened by itself once), so a test also runs on its own. */
async function stopAutoOpen(page: Page) {
  const answer = await api(page.request).put('/api/notification-configs/set-for-user', {
    params: { key: 'promoteNotifications', value: 'false' },
  });
  expect(answer.status()).toBe(200);
}

/** The panel grows in; its size is read once it stands still. */
async function panelBox(page: Page) {
  await expect(panel(page)).toBeVisible();
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  return panel(page).boundingBox();
}

/** A page without the dashboard's cookie dialog, which comes after 10 s on home for these users. */
const QUIET_PAGE = ROUTES.about;

/** Loads a page and waits until the bell knows the count and the settings are in. */
async function openPage(page: Page, path: string) {
  const configLoaded = page.waitForResponse((r) => r.url().endsWith('/api/notification-configs/for-user'));
  await page.goto(path);
  await configLoaded;
  await expect(bell(page)).toBeVisible();
}

async function signIn(page: Page, user: Account) {
  await user.login(page);
  expect(await config(page), 'a new account has no stored settings').toMatchObject({
    promoteNotifications: null,
  });
}

test('Panel öffnet sich einmal von selbst; Titel, Zeilen, Glocke; ein Klick liest und öffnet', async ({
  page,
}) => {
  await signIn(page, school);
  const stamp = Date.now().toString(36);
  await sendPortalUpdates(
    [1, 2, 3].map((n) => `Bildungsangebote, Teil ${n} (${stamp})`),
    ROUTES.sponsoring,
  );
  // One of them read already, so the panel shows both states.
  const [oldest] = (await notifications(page)).filter((item) => item.Titel.includes(stamp)).slice(-1);
  expect(
    (await api(page.request).put('/api/notifications/read', { params: { id: oldest.id } })).status(),
  ).toBe(200);
  const list = await notifications(page);
  const unread = unreadOf(list);
  expect(unread, 'the portal updates sent above').toBeGreaterThan(1);

  await test.step('öffnet sich nach der Anmeldung von selbst', async () => {
    await page.goto(QUIET_PAGE);
    await expect(panel(page)).toBeVisible();
    // It opened by itself: focus is not taken (decision 017; accessibility-audit.spec walks the Tab).
    await expect(panel(page)).not.toBeFocused();
    await expect(panel(page).getByRole('heading', { level: 2 })).toHaveText(
      NOTIFICATION_TEXTS.panelTitle(unread),
    );
    await expect(page.getByRole('button', { name: bellLabel(unread), includeHidden: true })).toHaveCount(1);
  });

  await test.step('350 px breit, Hinweis auf den E-Mail-Service, ungelesene zuerst', async () => {
    expect((await panelBox(page))?.width).toBe(350);
    await expect(panel(page).getByRole('heading', { name: NOTIFICATION_TEXTS.mailHintTitle })).toBeVisible();
    await expect(panel(page).getByRole('button', { name: NOTIFICATION_TEXTS.mailServiceOn })).toBeVisible();
    const rows = panel(page).getByRole('list', { name: 'Benachrichtigungen' }).getByRole('listitem');
    await expect(rows).toHaveCount(list.length);
    const markers = await rows.evaluateAll((items) =>
      items.map((item) => /^NEU/.test(item.textContent ?? '')),
    );
    expect(markers).toEqual(list.map((item) => !item.read).sort((a, b) => Number(b) - Number(a)));
    const first = list[0];
    const [year, month, day] = new Date(first.created_at)
      .toLocaleDateString('en-CA', { timeZone: 'Europe/Berlin' })
      .split('-');
    await expect(rows.first()).toContainText(`NEU${day}.${month}.${year}${first.Titel}`);
    const words = first.Content.split(/\s+/).slice(0, 10).join(' ');
    await expect(rows.first()).toContainText(`${words} …`);
    await expect(panel(page).getByRole('link', { name: NOTIFICATION_TEXTS.settingsLink })).toHaveAttribute(
      'href',
      ROUTES.notificationConfig,
    );
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('Escape schließt, der Fokus ist wieder auf der Glocke; die Einstellung ist nun false', async () => {
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(bell(page)).toBeFocused();
    await expect.poll(async () => (await config(page)).promoteNotifications).toBe(false);
  });

  await test.step('nach dem Neuladen öffnet es sich nicht wieder', async () => {
    await openPage(page, QUIET_PAGE);
    await expect(bell(page)).toHaveAccessibleName(bellLabel(unread));
    // Nothing to wait for when nothing opens: give the page a moment after the settings arrived.
    await page.waitForTimeout(1_000);
    await expect(panel(page)).toHaveCount(0);
  });

  await test.step('Klick auf eine ungelesene Zeile: gelesen, Panel zu, Seite offen', async () => {
    const item = list.find((entry) => !entry.read && entry.url.startsWith('/'));
    if (!item) throw new Error('no unread notification with a portal link');
    await bell(page).click();
    await expect(panel(page)).toBeVisible();
    await panel(page)
      .getByRole('link', { name: new RegExp(`^NEU.*${escapeRegExp(item.Titel)}`) })
      .click();
    await expect(panel(page)).toBeHidden();
    await expect.poll(() => currentPath(page)).toBe(item.url);
    await expect(pageHeading(page)).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName(bellLabel(unread - 1));
    const after = await notifications(page);
    expect(after.find((entry) => entry.id === item.id)?.read).toBe(true);
  });
});

test('unter 1264 px: Panel in voller Breite, der Eintrag im Menü öffnet es', async ({ page }) => {
  await school.login(page);
  await stopAutoOpen(page);
  await page.setViewportSize({ width: 900, height: 800 });
  await openPage(page, QUIET_PAGE);
  const unread = unreadOf(await notifications(page));

  const navigation = await openNavigation(page);
  const entry = navigation.getByRole('button', { name: bellLabel(unread) });
  await expect(entry).toHaveText(/Benachrichtigungen/);
  await entry.click();
  const box = await panelBox(page);
  expect(box?.x).toBe(0);
  expect(box?.width).toBe(900);
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  // The drawer stays; the focus is back on its entry.
  await expect(navigation).toBeVisible();
  await expect(entry).toBeFocused();

  await test.step('die Glocke gibt es auch hier', async () => {
    await page.keyboard.press('Escape');
    await expect(navigation).toBeHidden();
    await bell(page).click();
    await expect(panel(page)).toBeVisible();
    await panel(page).getByRole('button', { name: 'Benachrichtigungen schließen' }).click();
    await expect(panel(page)).toBeHidden();
    await expect(bell(page)).toBeFocused();
  });
});

test('Einstellungen: Schalter bleiben nach dem Neuladen, Portal-Neuigkeiten fest', async ({ page }) => {
  await signIn(page, teacher);
  await page.goto(ROUTES.notificationConfig);
  // The panel opens by itself first; closing it is the one time it does.
  await expect(panel(page)).toBeVisible();
  await panel(page).getByRole('button', { name: 'Benachrichtigungen schließen' }).click();
  await expect(panel(page)).toBeHidden();

  await expect(pageHeading(page)).toHaveText(NOTIFICATION_TEXTS.settingsHeading);
  await expect(page).toHaveTitle('Benachrichtigungen – Kommunalportal');
  await expect(page.getByText(NOTIFICATION_TEXTS.settingsHint)).toBeVisible();
  const main = page.getByRole('main');
  const toggle = (name: string) =>
    main.getByRole('switch', { name: `${name} ${NOTIFICATION_TEXTS.enabledSwitch}` });

  await test.step("ohne EnableMoments kein 'NEW Erleben'; Portal-Neuigkeiten an und nicht schaltbar", async () => {
    await expect(toggle('News & Presse')).toBeChecked();
    await expect(toggle('Fördermittel')).toBeChecked();
    await expect(main.getByRole('heading', { name: 'NEW Erleben' })).toHaveCount(0);
    await expect(toggle('Portal-Neuigkeiten')).toBeChecked();
    await expect(toggle('Portal-Neuigkeiten')).toBeDisabled();
    await expect(
      main.getByText('Diese Benachrichtigungen erhalten Sie immer.', { exact: false }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('Fördermittel aus: gespeichert und nach dem Neuladen aus', async () => {
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/notification-configs/set-for-user') && r.request().method() === 'PUT',
    );
    await toggle('Fördermittel').click();
    expect((await saved).status()).toBe(200);
    await expect(toggle('Fördermittel')).not.toBeChecked();
    await page.reload();
    await expect(toggle('Fördermittel')).not.toBeChecked();
    await expect(toggle('News & Presse')).toBeChecked();
    expect(await config(page)).toMatchObject({ foerdermittel: false, news: true });
    await toggle('Fördermittel').click();
    await expect.poll(async () => (await config(page)).foerdermittel).toBe(true);
  });
});

test('Einstellungen: E-Mail-Service aktivieren und abmelden; bei 900 px', async ({ page }) => {
  const { email } = await teacher.login(page);
  await stopAutoOpen(page);
  await openPage(page, ROUTES.notificationConfig);
  const main = page.getByRole('main');
  const mail = main.getByRole('region', { name: NOTIFICATION_TEXTS.mailServiceHeading });

  await test.step('E-Mail-Service aus: hervorgehoben, mit der Adresse; aktivieren', async () => {
    const address = main.getByRole('textbox', { name: 'E-Mail-Adresse' });
    await expect(address).toHaveValue(email);
    await expect(address).toHaveAttribute('readonly');
    await expect(mail).toHaveCSS('border-left-width', '8px');
    await mail.getByRole('button', { name: NOTIFICATION_TEXTS.mailServiceOn }).click();
    await expect(mail.getByText(NOTIFICATION_TEXTS.mailServiceActive)).toBeVisible();
    const off = mail.getByRole('button', { name: NOTIFICATION_TEXTS.mailServiceOff });
    await expect(off).toBeFocused();
    await expect.poll(async () => (await config(page)).enableMailService).toBe(true);
    await page.reload();
    await expect(off).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveCount(0);
  });

  await test.step('abmelden: wieder der hervorgehobene Block', async () => {
    await mail.getByRole('button', { name: NOTIFICATION_TEXTS.mailServiceOff }).click();
    await expect(mail.getByRole('button', { name: NOTIFICATION_TEXTS.mailServiceOn })).toBeFocused();
    await expect(mail).toHaveCSS('border-left-width', '8px');
    await expect.poll(async () => (await config(page)).enableMailService).toBe(false);
  });

  await test.step('bei 900 px', async () => {
    await page.setViewportSize({ width: 900, height: 800 });
    await expect(
      main.getByRole('switch', { name: `Fördermittel ${NOTIFICATION_TEXTS.enabledSwitch}` }),
    ).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  });
});

test('Admin sendet eine Portal-Neuigkeit; eine andere Person sieht sie im Panel', async ({
  page,
  browser,
  baseURL,
}) => {
  const title = `Wartung am Wochenende ${Date.now().toString(36)}`;
  await login(page, DEMO.admin);
  await page.goto(ROUTES.adminPortalUpdates);
  await expect(pageHeading(page)).toHaveText('Portal-Neuigkeiten');
  const form = page.getByRole('region', { name: 'Neue Portal-Neuigkeit' });
  const send = form.getByRole('button', { name: 'An alle senden' });

  await test.step('Pflichtfelder und Link werden geprüft', async () => {
    await send.click();
    await expect(form.getByText('Bitte geben Sie einen Titel ein.')).toBeVisible();
    await expect(form.getByText('Bitte geben Sie einen Text ein.')).toBeVisible();
    await form.getByRole('textbox', { name: 'Link im Portal (optional)' }).fill('news');
    await send.click();
    await expect(form.getByText(/mit \/ beginnt/)).toBeVisible();
  });

  await test.step('senden mit Bestätigung', async () => {
    await form.getByRole('textbox', { name: 'Titel' }).fill(title);
    await form
      .getByRole('textbox', { name: 'Text' })
      .fill(
        'Am Samstag ist das Kommunalportal zwischen 8 und 10 Uhr wegen Wartungsarbeiten nicht erreichbar.',
      );
    await form.getByRole('textbox', { name: 'Link im Portal (optional)' }).fill(ROUTES.news);
    await send.click();
    const confirm = page.getByRole('dialog', { name: 'Portal-Neuigkeit an alle senden?' });
    await expect(confirm).toContainText(title);
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: 'Jetzt senden' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(/^Die Portal-Neuigkeit wurde an \d+ Personen gesendet\.$/)).toBeVisible();
    const row = page.getByRole('table', { name: 'Gesendete Portal-Neuigkeiten' }).getByRole('row', {
      name: new RegExp(escapeRegExp(title)),
    });
    await expect(row).toContainText(ROUTES.news);
    await expect(form.getByRole('textbox', { name: 'Titel' })).toHaveValue('');
  });

  await test.step('eine Lehrkraft sieht sie ungelesen und öffnet sie', async () => {
    const context = await browser.newContext({ baseURL, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
    const other = await context.newPage();
    await teacher.login(other);
    await stopAutoOpen(other);
    await openPage(other, QUIET_PAGE);
    await expect(panel(other)).toHaveCount(0);
    await bell(other).click();
    const row = panel(other).getByRole('link', { name: new RegExp(`^NEU.*${escapeRegExp(title)}`) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Am Samstag ist das Kommunalportal zwischen 8 und 10 Uhr …');
    await row.click();
    await expect.poll(() => currentPath(other)).toBe(ROUTES.news);
    await context.close();
  });
});
