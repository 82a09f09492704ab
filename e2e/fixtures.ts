import fs from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { ROUTES, TEXTS } from '@kp/contract/shell';
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Page,
} from '@playwright/test';

export { ROUTES, TEXTS };

/** The password of the development login, as playwright.config.ts gives it to the portal. */
export const DEV_PASSWORD = 'e2e-passwort';
/** ADMIN_EMAILS of the portal under test: this person becomes an admin on the first SSO sign-in. */
export const SSO_ADMIN = 'portal.admin@kommune.example';

/** The demo accounts of server/src/seed/demo-users.ts that the specs sign in as. */
export const DEMO = {
  commune: 'kommune.viersen',
  communeSmall: 'kommune.brueggen',
  employee: 'new.mitarbeiter',
  admin: 'admin',
  waiting: 'wartet.freigabe',
  unregistered: 'neu.registriert',
} as const;
export type DemoUsername = (typeof DEMO)[keyof typeof DEMO];

export const SESSION_COOKIE = 'kp_session';
const AUTH_DIR = path.join(import.meta.dirname, '..', 'test-results', '.auth');
export const authFile = (username: string) => path.join(AUTH_DIR, `${username}.json`);

/** Signs in through POST /api/auth/dev-login; the session cookie lands in the request's cookie jar. */
export async function devLoginRequest(request: APIRequestContext, username: string, password = DEV_PASSWORD) {
  const response = await request.post('/api/auth/dev-login', { data: { username, password } });
  expect(response.status(), `dev login as ${username}`).toBe(204);
}

/**
 * Puts a signed-in session of a demo user into the page's browser context. By default it reuses the
 * session auth.setup.ts made for that user; `fresh` signs in anew (for tests that end the session).
 */
export async function login(page: Page, username: DemoUsername, options: { fresh?: boolean } = {}) {
  const context = page.context();
  if (options.fresh || !fs.existsSync(authFile(username))) {
    await devLoginRequest(context.request, username);
    return;
  }
  const state = JSON.parse(fs.readFileSync(authFile(username), 'utf8')) as {
    cookies: Parameters<BrowserContext['addCookies']>[0];
  };
  await context.addCookies(state.cookies);
}

/** Signs in through the UI: the login screen's development dialog. */
export async function loginThroughDialog(page: Page, username: string, password = DEV_PASSWORD) {
  await page.getByRole('button', { name: 'Entwickler-Anmeldung' }).click();
  const dialog = page.getByRole('dialog', { name: 'Entwickler-Anmeldung' });
  await dialog.getByRole('combobox', { name: /Demo-Benutzer/ }).click();
  // An option reads '<label> <username>' (or '<label> (<username>)').
  await page.getByRole('option', { name: new RegExp(`(^|[\\s(])${escapeRegExp(username)}\\)?$`) }).click();
  await dialog.getByLabel('Passwort').fill(password);
  await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
  return dialog;
}

/**
 * Signs in through single sign-on as a person would: ANMELDEN on the login screen, then the test
 * provider's login form (e2e/oidc-provider.ts), back to the portal.
 */
export async function ssoLogin(page: Page, loginName: string) {
  if (new URL(page.url()).pathname !== ROUTES.login) await page.goto(ROUTES.login);
  const portal = new URL(page.url()).origin;
  await page.getByRole('link', { name: 'ANMELDEN', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Test-Anmeldung' })).toBeVisible();
  await page.getByLabel('Benutzername').fill(loginName);
  await page.getByLabel('Passwort').fill('beliebig');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  // Back on the portal once the redirect page has passed the person on.
  await page.waitForURL(
    (url) =>
      url.origin === portal && !url.pathname.startsWith('/api/') && url.pathname !== ROUTES.oauthRedirect,
  );
}

/** A login name nobody has used yet in this run, for a first SSO sign-in. */
export const uniqueLogin = (name: string) =>
  `${name}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** axe-core on the page as it is now; fails on 'serious' and 'critical' violations, lists them all. */
export async function expectNoSeriousA11yViolations(
  page: Page,
  options: { include?: string; exclude?: string[] } = {},
) {
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
    'best-practice',
  ]);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  // Colours measured halfway through a fade (dialog, backdrop) are not what a person reads.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) =>
      `${v.impact}: ${v.id} – ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').join(' ')}`).join('\n')}`,
  );
  expect(report, `axe violations on ${page.url()}`).toEqual([]);
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The path, query and hash of the page, for exact comparisons. */
export const currentPath = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
};

export const test = base;
export { expect };
