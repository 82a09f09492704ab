import type { Page } from '@playwright/test';
import { request } from '@playwright/test';
import { type AccountInfo, account, createPendingAccount, ssoSignIn, uniqueLogin } from './accounts.ts';
import {
  api,
  currentPath,
  DEMO,
  DEV_PASSWORD,
  expect,
  expectNoSeriousA11yViolations,
  login,
  loginThroughDialog,
  ROUTES,
  SESSION_COOKIE,
  SSO_ADMIN,
  ssoLogin,
  TEXTS,
  test,
} from './fixtures.ts';
import { UNVERIFIED_LOGIN_PREFIX } from './oidc-claims.ts';
import { PORTAL_URL } from './portal-address.ts';

// Spec 01 §2 (route table, routing guard, login screen, approval-pending screen) and §4 (states).

/** A JWT (header.payload.signature, base64url), as an ID or access token would look. */
const JWT = /eyJ[\w-]{5,}\.eyJ[\w-]{5,}\.[\w-]*/;

const EMPTY_SELECT = /^[\s\u200B]*$/;

const viersen = account('commune');
/** Signs out in the logout test, which ends this session only. */
const leaving = account('commune');

/** A first sign-in that has not registered yet, or (registered) one that waits for approval. */
async function pendingLogin(page: Page, registered: boolean): Promise<AccountInfo> {
  const info = await createPendingAccount({ registered });
  await page.context().addCookies(info.cookies);
  return info;
}

async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: /^Benutzermenü von/ }).click();
  return page.getByRole('menu');
}

async function logoutThroughMenu(page: Page) {
  const menu = await openUserMenu(page);
  await menu.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(ROUTES.login);
}

/** A new account's notification panel opens by itself once (spec 01 §4); closing it ends that. */
async function closeNotificationPanel(page: Page) {
  const panel = page.getByRole('dialog', { name: /seit Ihrem letzten Besuch$/ });
  await panel.getByRole('button', { name: 'Benachrichtigungen schließen' }).click();
  await expect(panel).toBeHidden();
}

async function chooseOption(page: Page, combobox: ReturnType<Page['getByRole']>, option: string) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

// The registration, the admin's approval and the first dashboard, in order: a test each, on one page.
test.describe
  .serial('Anmeldung über SSO und Freischaltung', () => {
    const person = uniqueLogin('anna.schmidt');
    const email = `${person}@kommune.example`;
    const visited: string[] = [];
    let page: Page;

    test.beforeAll(async ({ browser }) => {
      const context = await browser.newContext({
        baseURL: PORTAL_URL,
        viewport: { width: 1440, height: 900 },
        locale: 'de-DE',
        timezoneId: 'Europe/Berlin',
      });
      page = await context.newPage();
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame())
          visited.push(request.url());
      });
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) visited.push(frame.url());
      });
    });

    test.afterAll(async () => {
      await page.context().close();
    });

    test('eine neue Person meldet sich an und registriert sich mit Rolle und Kommune', async () => {
      await test.step('erste Anmeldung beim Anbieter führt zur Registrierung', async () => {
        await ssoLogin(page, person);
        await expect(page).toHaveURL(ROUTES.approvalPending);
      });

      const dialog = page.getByRole('dialog', { name: 'Registrierung im Kommunalportal' });
      await test.step('Schritt 1: Kommunalverwaltung', async () => {
        await expect(dialog).toBeVisible();
        await dialog.getByRole('radio', { name: /Kommunalverwaltung/ }).check();
        await dialog.getByRole('button', { name: 'Weiter' }).click();
      });

      const role = dialog.getByRole('combobox', { name: /^Rolle/ });
      const commune = dialog.getByRole('combobox', { name: /^Kommune/ });
      await test.step('Schritt 2: leeres Formular wird abgelehnt', async () => {
        await expect(role).toBeVisible();
        await dialog.getByRole('button', { name: 'Absenden' }).click();
        await expect(dialog.getByText(TEXTS.roleRequired, { exact: true })).toBeVisible();
        await expect(dialog.getByText(TEXTS.communeRequired, { exact: true })).toBeVisible();
      });

      await test.step("Rolle 'Gremienmitglieder' setzt die Kommune, eine andere Rolle leert sie", async () => {
        await chooseOption(page, role, TEXTS.boardMembers);
        await expect(commune).toHaveText(TEXTS.boardMembers);
        await expect(dialog.getByText(TEXTS.roleRequired, { exact: true })).toBeHidden();
        await expect(dialog.getByText(TEXTS.communeRequired, { exact: true })).toBeHidden();
        await chooseOption(page, role, 'Bauamt');
        await expect(commune).toHaveText(EMPTY_SELECT);
      });

      await test.step('Rolle und Kommune absenden: Wartesicht mit Benutzername und E-Mail', async () => {
        await chooseOption(page, commune, 'Viersen');
        await dialog.getByRole('button', { name: 'Absenden' }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByRole('heading', { name: TEXTS.approvalWaiting, exact: true })).toBeVisible();
        const main = page.getByRole('main');
        await expect(main.getByText(person, { exact: true })).toBeVisible();
        await expect(main.getByText(email, { exact: true })).toBeVisible();
      });
    });

    test('kein Token in URLs, Web Storage oder lesbaren Cookies; Sitzung nur als HttpOnly-Cookie', async () => {
      for (const url of visited) {
        expect(url, 'visited URL').not.toMatch(/[?#&](id_token|access_token|refresh_token)=/);
        expect(url, 'visited URL').not.toMatch(JWT);
      }
      // The authorization code went through the server's callback, never to a page of the portal.
      const portalPages = visited.filter((url) => url.startsWith(PORTAL_URL) && !url.includes('/api/'));
      for (const url of portalPages) expect(url).not.toMatch(/[?&]code=/);
      const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
      expect(storage).not.toMatch(JWT);
      expect(storage.toLowerCase()).not.toContain('token');
      expect(await page.evaluate(() => document.cookie)).not.toContain(SESSION_COOKIE);
      const cookie = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE);
      expect(cookie, 'session cookie').toBeDefined();
      expect(cookie?.httpOnly).toBe(true);
      expect(cookie?.sameSite).toBe('Lax');
      expect(cookie?.value).not.toMatch(JWT);
    });

    test('ein Admin (ADMIN_EMAILS, erste SSO-Anmeldung) schaltet sie frei', async ({ browser }) => {
      const adminContext = await browser.newContext({
        baseURL: PORTAL_URL,
        viewport: { width: 1440, height: 900 },
      });
      try {
        const admin = await adminContext.newPage();
        await ssoLogin(admin, SSO_ADMIN);
        await expect(admin).toHaveURL(ROUTES.home);
        await closeNotificationPanel(admin);
        await admin.goto(ROUTES.adminUsers);
        await expect(admin.getByRole('heading', { name: 'Benutzerverwaltung', level: 1 })).toBeVisible();
        const row = admin.getByRole('row').filter({ hasText: email });
        await expect(row).toHaveCount(1);
        await expect(row).toContainText('Bauamt');
        await expect(row).toContainText('Viersen');
        await row.getByRole('button', { name: /^Bearbeiten/ }).click();
        const editor = admin.getByRole('dialog', { name: /^Konto bearbeiten/ });
        await chooseOption(admin, editor.getByRole('combobox', { name: /^Kommune/ }), 'Viersen');
        await editor.getByRole('button', { name: 'Freischalten' }).click();
        await expect(editor).toBeHidden();
        await expect(admin.getByText(/Konto freigeschaltet/)).toBeVisible();
        await expect(admin.getByRole('row').filter({ hasText: email })).toHaveCount(0);
      } finally {
        await adminContext.close();
      }
    });

    test('nach dem Neuladen: Dashboard mit Begrüßung', async () => {
      await page.reload();
      await expect(page).toHaveURL(ROUTES.home);
      await closeNotificationPanel(page);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(person);
    });
  });

// Before decision 025, an account made from an unverified address held it, and its verified owner's sign-in
// ended on /login?error=sso_failed for good.
test('eine ungeprüfte Adresse sperrt ihre Besitzerin nicht aus', async () => {
  const address = `${uniqueLogin('kaemmerei.leitung')}@kommune.example`;
  const squatter = await request.newContext({ baseURL: PORTAL_URL });
  const owner = await request.newContext({ baseURL: PORTAL_URL });
  const meOf = async (context: typeof squatter) => {
    const answer = await api(context).get('/api/users/me');
    expect(answer.status()).toBe(200);
    return (await answer.json()) as { id: number; email: string };
  };
  try {
    await ssoSignIn(squatter, `${UNVERIFIED_LOGIN_PREFIX}${address}`);
    const squatted = await meOf(squatter);
    expect(squatted.email).toBe(address);
    // Fails before the fix: the callback answered /login?error=sso_failed.
    await ssoSignIn(owner, address);
    const own = await meOf(owner);
    expect(own).toMatchObject({ email: address });
    expect(own.id).not.toBe(squatted.id);
    expect((await meOf(squatter)).email).not.toBe(address);
  } finally {
    await squatter.dispose();
    await owner.dispose();
  }
});

test.describe('Entwickler-Anmeldung', () => {
  test("falsches Passwort zeigt 'Ungültiges Password', richtiges meldet an", async ({ page }) => {
    await page.goto(ROUTES.login);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const dialog = await loginThroughDialog(page, DEMO.commune, 'falsches-passwort');
    await expect(dialog.getByRole('alert')).toHaveText(TEXTS.wrongPassword);
    await expect(page).toHaveURL(ROUTES.login);

    await dialog.getByLabel('Passwort').fill(DEV_PASSWORD);
    await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page).toHaveURL(ROUTES.home);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    const me = await api(page.request).get('/api/users/me');
    expect(((await me.json()) as { username: string }).username).toBe(DEMO.commune);
  });
});

test.describe('Routing-Guard', () => {
  test('Besucher: Ziel wird gemerkt, nach der Anmeldung genau einmal verwendet', async ({ page }) => {
    const wanted = `${ROUTES.serviceArea(1)}?x=1`;
    await page.goto(wanted);
    await expect(page).toHaveURL(ROUTES.login);
    await loginThroughDialog(page, DEMO.commune);
    await page.waitForURL((url) => url.pathname !== ROUTES.login);
    expect(currentPath(page)).toBe(wanted);

    await logoutThroughMenu(page);
    await loginThroughDialog(page, DEMO.commune);
    await expect(page).toHaveURL(ROUTES.home);
  });

  test('Besucher: / und jede andere Seite führen zur Anmeldung', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(ROUTES.login);
    await page.goto('/gibt-es-nicht');
    await expect(page).toHaveURL(ROUTES.login);
    await expect(page.getByText(TEXTS.notFoundTitle)).toHaveCount(0);
  });

  for (const registered of [true, false]) {
    const state = registered ? 'registriert, wartet' : 'Registrierung offen';
    test(`nicht freigeschaltet (${state}): /home führt zur Freigabe-Seite`, async ({ page }) => {
      await pendingLogin(page, registered);
      await page.goto(ROUTES.home);
      await expect(page).toHaveURL(ROUTES.approvalPending);
      if (registered) {
        await expect(page.getByRole('heading', { name: TEXTS.approvalWaiting, exact: true })).toBeVisible();
      } else {
        await expect(page.getByRole('dialog', { name: 'Registrierung im Kommunalportal' })).toBeVisible();
      }
      for (const path of [ROUTES.login, ROUTES.adminUsers, '/']) {
        await page.goto(path);
        await expect(page).toHaveURL(ROUTES.approvalPending);
      }
    });
  }

  test('freigeschaltet: /approval, /login und / führen zum Dashboard', async ({ page }) => {
    await viersen.login(page);
    for (const path of [ROUTES.approvalPending, ROUTES.login, '/']) {
      await page.goto(path);
      await expect(page).toHaveURL(ROUTES.home);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(/Hallo/);
    }
  });

  test('Abmelden beendet die Sitzung auf dem Server', async ({ page, playwright, baseURL }) => {
    await leaving.login(page);
    await page.goto(ROUTES.home);
    const old = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE);
    expect(old).toBeDefined();

    await logoutThroughMenu(page);
    expect((await page.context().cookies()).find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    await page.goto(ROUTES.home);
    await expect(page).toHaveURL(ROUTES.login);

    const stranger = await playwright.request.newContext({ baseURL });
    try {
      const response = await stranger.get('/api/users/me', {
        headers: { cookie: `${SESSION_COOKIE}=${old?.value}` },
      });
      expect(response.status()).toBe(401);
    } finally {
      await stranger.dispose();
    }
  });
});

test.describe('Benutzerverwaltung', () => {
  test("Admin sieht 'Benutzerverwaltung' mit den wartenden Konten", async ({ page }) => {
    const waiting = await createPendingAccount({ registered: true });
    await login(page, DEMO.admin);
    await page.goto(ROUTES.home);
    const menu = await openUserMenu(page);
    await menu.getByRole('menuitem', { name: 'Benutzerverwaltung' }).click();
    await expect(page).toHaveURL(ROUTES.adminUsers);
    await expect(page.getByRole('heading', { name: 'Benutzerverwaltung', level: 1 })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: waiting.email })).toHaveCount(1);
  });

  test('eine Kommune bekommt die Seite nicht: Nicht-gefunden-Seite', async ({ page }) => {
    await viersen.login(page);
    await page.goto(ROUTES.adminUsers);
    await expect(page).toHaveURL(ROUTES.adminUsers);
    await expect(page.getByText(TEXTS.notFoundTitle, { exact: true })).toBeVisible();
    await expect(page.getByText('Benutzerverwaltung')).toHaveCount(0);
    const menu = await openUserMenu(page);
    await expect(menu.getByRole('menuitem', { name: 'Benutzerverwaltung' })).toHaveCount(0);
    const response = await api(page.request).get('/api/admin/users?status=pending');
    expect(response.status()).toBe(403);
  });
});

test('Nicht-gefunden-Seite mit Knopf zum Dashboard', async ({ page }) => {
  await viersen.login(page);
  await page.goto('/gibt-es-nicht');
  await expect(page).toHaveURL('/gibt-es-nicht');
  await expect(page.getByText(TEXTS.notFoundTitle, { exact: true })).toBeVisible();
  await expect(page.getByText(TEXTS.notFoundText, { exact: true })).toBeVisible();
  // The page is shown inside the shell, so the navigation stays usable.
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('link', { name: /Startseite|Dashboard|Home/i })
    .click();
  await expect(page).toHaveURL(ROUTES.home);
});

test.describe('Barrierefreiheit (axe-core)', () => {
  test('Anmeldung, auch mit geöffnetem Entwickler-Dialog', async ({ page }) => {
    await page.goto(ROUTES.login);
    await expect(page.getByRole('link', { name: 'ANMELDEN', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Entwickler-Anmeldung' }).click();
    await expect(page.getByRole('dialog', { name: 'Entwickler-Anmeldung' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('Freigabe-Seite: Registrierungsdialog, beide Schritte', async ({ page }) => {
    await pendingLogin(page, false);
    await page.goto(ROUTES.approvalPending);
    const dialog = page.getByRole('dialog', { name: 'Registrierung im Kommunalportal' });
    await expect(dialog.getByRole('radio', { name: /Kommunalverwaltung/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('radio', { name: /Kommunalverwaltung/ }).check();
    await dialog.getByRole('button', { name: 'Weiter' }).click();
    await expect(dialog.getByRole('combobox', { name: /^Rolle/ })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Absenden' }).click();
    await expect(dialog.getByText(TEXTS.roleRequired, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('Freigabe-Seite: Wartesicht', async ({ page }) => {
    await pendingLogin(page, true);
    await page.goto(ROUTES.approvalPending);
    await expect(page.getByRole('heading', { name: TEXTS.approvalWaiting, exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('Dashboard', async ({ page }) => {
    await viersen.login(page);
    await page.goto(ROUTES.home);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page.getByRole('list', { name: TEXTS.serviceAreasHeading }).getByRole('link').first(),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('Benutzerverwaltung mit Bearbeiten-Dialog', async ({ page }) => {
    const waiting = await createPendingAccount({ registered: true });
    await login(page, DEMO.admin);
    await page.goto(ROUTES.adminUsers);
    const row = page.getByRole('row').filter({ hasText: waiting.email });
    await expect(row).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await row.getByRole('button', { name: /^Bearbeiten/ }).click();
    await expect(
      page.getByRole('dialog', { name: /^Konto bearbeiten/ }).getByRole('combobox', { name: /^Kommune/ }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
