import fs from 'node:fs';
import path from 'node:path';
import { ROUTES, TEXTS } from '@kp/contract/shell';
import {
  type APIRequest,
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import axe from 'axe-core';
import { expectNoEnglishLeftovers } from './english-leftovers.ts';
import { PORTAL_URL } from './portal-address.ts';

export { PORTAL_URL, ROUTES, TEXTS };

type RequestOptions = NonNullable<Parameters<APIRequestContext['fetch']>[1]>;
type MethodOptions = Omit<RequestOptions, 'method'>;

/**
 * Every API call of the suite goes through here: it sends the portal's Origin, as a browser does, so the
 * server's CSRF check (Origin on POST/PUT/PATCH/DELETE) sees the calls a person's browser would make.
 */
export function api(request: APIRequestContext) {
  const call =
    (method: string) =>
    (url: string, options: MethodOptions = {}) =>
      request.fetch(url, { ...options, method, headers: { origin: PORTAL_URL, ...options.headers } });
  return {
    get: call('GET'),
    post: call('POST'),
    put: call('PUT'),
    patch: call('PATCH'),
    delete: call('DELETE'),
  };
}

/** The password of the development login, as playwright.config.ts gives it to the portal. */
export const DEV_PASSWORD = 'e2e-passwort';
/** ADMIN_EMAILS of the portal under test: this person becomes an admin on the first SSO sign-in. */
export const SSO_ADMIN = 'portal.admin@kommune.example';

/**
 * The demo accounts of server/src/auth/dev-login-accounts.ts the suite still signs in as: the admin, who approves
 * the specs' own accounts (e2e/accounts.ts) and changes nothing of their own, and kommune.viersen for the
 * tests of the development login itself (it signs in demo accounts only). Everything else runs on accounts
 * each spec makes for itself.
 */
export const DEMO = {
  commune: 'kommune.viersen',
  admin: 'admin',
} as const;
export type DemoUsername = (typeof DEMO)[keyof typeof DEMO];

export const SESSION_COOKIE = 'kp_session';
const AUTH_DIR = path.join(
  process.env.E2E_OUTPUT_DIR ?? path.join(import.meta.dirname, '..', 'test-results'),
  '.auth',
);
export const authFile = (username: string) => path.join(AUTH_DIR, `${username}.json`);

/** Signs in through POST /api/auth/dev-login; the session cookie lands in the request's cookie jar. */
export async function devLoginRequest(request: APIRequestContext, username: string, password = DEV_PASSWORD) {
  const response = await api(request).post('/api/auth/dev-login', { data: { username, password } });
  expect(response.status(), `dev login as ${username}`).toBe(204);
}

/** Puts the session auth.setup.ts made for a demo user into the page's browser context. */
export async function login(page: Page, username: DemoUsername) {
  const context = page.context();
  if (!fs.existsSync(authFile(username))) {
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
  // The way back loaded the portal anew.
  await waitForHydration(page);
}

/**
 * axe-core run inside the page itself, reporting the nodes of violations only; `tags` picks the rules.
 * Its 550 kB source goes into each document and frame once, and later checks of the same document reuse
 * it: @axe-core/playwright's builder sent and ran the source twice per check, which was a third to a half
 * of a check's time (three checks each on /home, /news and /funds, quiet machine: 7.3 s -> 4.0 s, the same
 * findings). Like the builder's legacy mode, axe reads frames of the portal's own origin only; the portal
 * embeds others only in the heat-planning app's stand-in, which is not ours.
 */
export async function runAxe(
  page: Page,
  { tags, include, exclude = [] }: { tags: string[]; include?: string; exclude?: string[] },
) {
  for (const frame of page.frames()) {
    // A frame may go away meanwhile: the check then runs without it.
    const present = await frame.evaluate(() => 'axe' in window).catch(() => true);
    if (!present) await frame.evaluate(axe.source).catch(() => undefined);
  }
  const { violations } = await page.evaluate(
    ({ context, options }) => {
      const inPage = (window as unknown as { axe: typeof axe }).axe;
      inPage.configure({ allowedOrigins: ['<same_origin>'] });
      return inPage.run(context, options);
    },
    {
      context: include ? { include: [include], exclude } : { exclude },
      options: { runOnly: { type: 'tag' as const, values: tags }, resultTypes: ['violations' as const] },
    },
  );
  return violations;
}

/** axe-core on the page as it is now; fails on 'serious' and 'critical' violations, lists them all. */
export async function expectNoSeriousA11yViolations(
  page: Page,
  options: { include?: string; exclude?: string[] } = {},
) {
  // Colours measured halfway through a fade (dialog, backdrop) are not what a person reads.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const violations = await runAxe(page, {
    ...options,
    tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
  });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) =>
      `${v.impact}: ${v.id} – ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').join(' ')}`).join('\n')}`,
  );
  expect(report, `axe violations on ${page.url()}`).toEqual([]);
  // Every axe walk of the back office passes here: each of its states is also checked for English texts.
  if (new URL(page.url()).pathname.startsWith('/admin')) await expectNoEnglishLeftovers(page);
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The path, query and hash of the page, for exact comparisons. */
export const currentPath = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
};

// ---------------------------------------------------------------------------------------------------------
// Content, news, dashboard and funds specs (content*.spec.ts, news.spec.ts, dashboard.spec.ts, funds.spec.ts).

/** The widths the page walks run at: the wide layout and the narrow one with the burger menu. */
export const WALK_WIDTHS = [1440, 900] as const;

/** A service area as GET /api/service-areas?_limit=-1 gives it to the signed-in user (flags applied). */
export type CatalogueArea = {
  id: number;
  title: string;
  services: { id: number; title: string; subServices: { id: number; title: string }[] }[];
};

/**
 * The service catalogue as `request`'s user sees it, with the routes of its pages by title. The titles are
 * those of the seed (demo/src/data/service-areas.ts, services.ts); a missing one fails the test.
 */
export async function loadCatalogue(request: APIRequestContext) {
  const response = await api(request).get('/api/service-areas?_limit=-1');
  expect(response.status(), 'GET /api/service-areas').toBe(200);
  const areas = (await response.json()) as CatalogueArea[];
  const area = (title: string) => {
    const found = areas.find((entry) => entry.title === title);
    if (!found) throw new Error(`Fachbereich '${title}' fehlt im Katalog`);
    return found;
  };
  const service = (areaTitle: string, serviceTitle: string) => {
    const found = area(areaTitle).services.find((entry) => entry.title === serviceTitle);
    if (!found) throw new Error(`Leistung '${serviceTitle}' fehlt in '${areaTitle}'`);
    return found;
  };
  const subService = (areaTitle: string, serviceTitle: string, subTitle: string) => {
    const found = service(areaTitle, serviceTitle).subServices.find((entry) => entry.title === subTitle);
    if (!found) throw new Error(`Angebot '${subTitle}' fehlt in '${serviceTitle}'`);
    return found;
  };
  return {
    areas,
    area,
    service,
    subService,
    areaRoute: (areaTitle: string) => ROUTES.serviceArea(area(areaTitle).id),
    serviceRoute: (areaTitle: string, serviceTitle: string) =>
      ROUTES.service(area(areaTitle).id, service(areaTitle, serviceTitle).id),
    subServiceRoute: (areaTitle: string, serviceTitle: string, subTitle: string) =>
      ROUTES.subService(
        area(areaTitle).id,
        service(areaTitle, serviceTitle).id,
        subService(areaTitle, serviceTitle, subTitle).id,
      ),
  };
}
export type Catalogue = Awaited<ReturnType<typeof loadCatalogue>>;

/** A request context signed in with the stored session of a demo user (auth.setup.ts); dispose it after use. */
export async function requestAs(
  apiRequest: APIRequest,
  baseURL: string | undefined,
  username: DemoUsername,
): Promise<APIRequestContext> {
  if (fs.existsSync(authFile(username))) {
    return apiRequest.newContext({ baseURL, storageState: authFile(username) });
  }
  const request = await apiRequest.newContext({ baseURL });
  await devLoginRequest(request, username);
  return request;
}

/** GET a JSON list or object of the API with the page's session. */
export async function apiJson<T>(page: Page, path: string): Promise<T> {
  const response = await api(page.request).get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

/** The entries of the news and press lists as the API gives them (the fields the specs read). */
export type NewsListEntry = {
  id: number;
  title: string;
  category: string;
  pub_date: string;
  published_at: string;
  filter: 'news' | 'press';
  wasRead: boolean;
};

/** The main navigation; below 1264 px behind the burger menu, which this opens. */
export async function openNavigation(page: Page) {
  const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
  if (!(await navigation.isVisible())) {
    await page.getByRole('button', { name: 'Menü öffnen', includeHidden: true }).click();
  }
  await expect(navigation).toBeVisible();
  return navigation;
}

/** The not-found page of spec 01 §2 inside the shell. */
export async function expectNotFound(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: TEXTS.notFoundTitle })).toBeVisible();
  await expect(page.getByText(TEXTS.notFoundText, { exact: true })).toBeVisible();
}

/** The page's h1, once it is there (pages show a skeleton while they load). */
export const pageHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

/**
 * Shows `route` with its heading, for walks that check one page after another. The first call loads the
 * document; later ones move inside the app (`moveInApp`). The page being left stays on screen while the
 * next one loads, so its heading is marked and the walk waits for another one.
 */
export async function walkTo(page: Page, route: string) {
  const onPage = onPortal(page);
  if (onPage) {
    await page.evaluate(() => {
      const headings = document.querySelectorAll('main h1, main [role="heading"][aria-level="1"]');
      for (const heading of headings) heading.setAttribute('data-e2e-left', heading.textContent ?? '');
    });
  }
  await moveInApp(page, route);
  // React may keep the heading element of a page of the same kind and change its text only, when the new
  // page's data is there at once (the route's loader asked for it first).
  if (onPage) {
    await page.waitForFunction(
      () => {
        const heading = document.querySelector('main h1, main [role="heading"][aria-level="1"]');
        const left = heading?.getAttribute('data-e2e-left');
        return heading?.textContent?.trim() && (left === null || left !== heading.textContent);
      },
      undefined,
      { polling: 100 },
    );
  }
  await expect(pageHeading(page)).toBeVisible();
}

/**
 * The back office's `walkTo`: its screens name themselves in the document's title (their heading is in the
 * top bar, which stays), so the walk waits for the title to change. Screens that follow each other in a
 * walk therefore need different titles (a list and its form have them).
 */
export async function walkToScreen(page: Page, path: string) {
  const before = onPortal(page) ? await page.title() : undefined;
  await moveInApp(page, path);
  if (before !== undefined) await expect(page).not.toHaveTitle(before);
}

/**
 * Opens a back-office list's first entry as the keyboard does: the link in its row, then Enter. A row's
 * click serves only the mouse, so this checks that every list walked can be worked without one.
 */
export async function openFirstEntryByKeyboard(page: Page) {
  // A seeded entry: a test's own ('E2E-…') may be deleted by its test while this one opens it, and the edit
  // screen rightly finds nothing then.
  const link = page.getByRole('row').filter({ hasNotText: 'E2E-' }).nth(1).getByRole('link').first();
  await link.focus();
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
}

const onPortal = (page: Page) => page.url().startsWith(PORTAL_URL);

/**
 * Loads `route` if the page is not on the portal yet; else moves there inside the app: a new history entry,
 * as a link makes, announced the way the browser's back and forward buttons announce theirs, so React Router
 * renders the route without loading the document again. A page load costs the browser 1 to 2 s of CPU on
 * the project's machine, and axe-core has to be put into every new document.
 */
export async function moveInApp(page: Page, route: string) {
  if (!onPortal(page)) {
    await page.goto(route);
  } else {
    await page.evaluate((to) => {
      // An entry as React Router writes it (a key of its own, the next index), so the page it shows counts
      // as a new location, as after a link: the route announcer names it.
      const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, route);
  }
  const target = new URL(route, PORTAL_URL);
  expect(currentPath(page)).toBe(`${target.pathname}${target.search}${target.hash}`);
}

/**
 * A screenshot for a person to look at, under the output's screens/ and named by what it shows and the
 * page's width. It asserts nothing, so it is taken only with E2E_SCREENSHOTS=1: a full-page one costs the
 * browser up to a second of CPU, in runs (CI, `npm test`) where nobody looks at them.
 */
export async function reviewScreenshot(page: Page, name: string, { fullPage = false } = {}) {
  if (!process.env.E2E_SCREENSHOTS) return;
  const dir = path.join(
    process.env.E2E_OUTPUT_DIR ?? path.join(import.meta.dirname, '..', 'test-results'),
    'screens',
  );
  await page.screenshot({ path: path.join(dir, `${name}-${page.viewportSize()?.width}.png`), fullPage });
}

/**
 * The server renders every page, and the browser hydrates it when its script has run (decision 031). A
 * person cannot use a button before that, and a test must not either, or its click goes nowhere:
 * - in every context of the suite, a page's elements take no pointer events until the app marks the document
 *   hydrated, so Playwright's click waits for them as it waits for an element that is covered;
 * - every load of a document (goto, reload, back, forward) waits for the mark, so typing waits too.
 */
const HOLD_UNTIL_HYDRATED = `
  if (location.origin === ${JSON.stringify(new URL(PORTAL_URL).origin)}) {
    const style = document.createElement('style');
    style.textContent = 'html:not([data-hydrated]) { pointer-events: none !important; }';
    document.documentElement.append(style);
  }
`;

/** Waits until the app has hydrated a portal page; other documents (a file, another site) are not waited for. */
export async function waitForHydration(page: Page) {
  if (!onPortal(page)) return;
  await page.waitForFunction(
    () => document.contentType !== 'text/html' || document.documentElement.hasAttribute('data-hydrated'),
  );
}

type Navigation = 'goto' | 'reload' | 'goBack' | 'goForward';
const NAVIGATIONS: Navigation[] = ['goto', 'reload', 'goBack', 'goForward'];
const held = new WeakSet<BrowserContext>();

/** Makes a context's pages wait for hydration (above); once per context. */
async function holdUntilHydrated(context: BrowserContext) {
  if (held.has(context)) return;
  held.add(context);
  await context.addInitScript(HOLD_UNTIL_HYDRATED);
  const wrap = (page: Page) => {
    for (const name of NAVIGATIONS) {
      const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
      (page as unknown as Record<Navigation, unknown>)[name] = async (...args: unknown[]) => {
        const response = await navigate(...args);
        await waitForHydration(page);
        return response;
      };
    }
  };
  for (const page of context.pages()) wrap(page);
  context.on('page', wrap);
}

export const test = base.extend<object, { holdUntilHydratedInEveryContext: undefined }>({
  holdUntilHydratedInEveryContext: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const context = await newContext(...args);
        // Without JavaScript nothing hydrates: such a page is read as the server sent it.
        if (args[0]?.javaScriptEnabled !== false) await holdUntilHydrated(context);
        return context;
      };
      await use(undefined);
    },
    { scope: 'worker', auto: true },
  ],
  context: async ({ context }, use) => {
    await holdUntilHydrated(context);
    await use(context);
  },
});
export { expect };
