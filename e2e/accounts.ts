import { FEATURE_FLAGS } from '@kp/contract/flags';
import { ROUTES } from '@kp/contract/shell';
import { type APIRequestContext, expect, type Page, request } from '@playwright/test';
import { api, requestAs, SESSION_COOKIE } from './fixtures.ts';
import { claimsFor } from './oidc-claims.ts';
import { PORTAL_URL } from './portal-address.ts';

/**
 * Accounts of a spec's own, made through the real flows: a first sign-in at the test provider
 * (e2e/oidc-provider.ts takes any login name), then the demo admin approves the account with its commune and
 * flags through /api/admin/users. No back door into the database, nothing that exists in production only
 * for tests. A spec declares its accounts at the top (`const viersen = account('commune')`); each is made
 * on first use, once per spec file and worker, so no other spec ever signs in as it or changes its data.
 */

const ALL_FLAGS = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, true]));

/** What the demo accounts of the seed stand for (demo/src/data/users.ts). */
const PROFILES = {
  /** A commune with every feature flag, like kommune.viersen. */
  commune: { commune: 'Viersen', faculty: 'Kämmerei', settings: ALL_FLAGS, name: 'lena.hoffmann' },
  /** A commune with every flag whose Kommunalrabatt list 2026 is 'Bei Kommune' in the demo data. */
  communeAtWork: { commune: 'Wegberg', faculty: 'Kämmerei', settings: ALL_FLAGS, name: 'birgit.heinen' },
  /** A commune without flags, like kommune.brueggen. */
  communeSmall: { commune: 'Brüggen', faculty: 'Bauamt', settings: {}, name: 'heike.stappen' },
  /** A NEW employee with every flag and no commune, like new.mitarbeiter. */
  employee: {
    commune: null,
    faculty: 'NEW-Mitarbeitende',
    settings: { isNewEmployee: true, ...ALL_FLAGS },
    name: 'felix.hamacher',
  },
  /**
   * A Redakteur of the NEW's editorial team: a NEW employee (decision 024) with the role, no
   * commune and no admin rights, so a back-office spec signed in as them shows what the role allows.
   */
  editor: {
    commune: null,
    faculty: null,
    settings: { isEditor: true, isNewEmployee: true },
    name: 'rita.redakteurin',
  },
  /** The same person before an admin gives them the role (backoffice.spec does, on /admin/users). */
  staff: { commune: null, faculty: null, settings: {}, name: 'rita.redakteurin' },
  /** An education user who also has the municipal portal, like bildung.lehrkraft. */
  education: {
    commune: 'Mönchengladbach',
    faculty: null,
    settings: { BildungsportalUser: true },
    name: 'maria.schreiber',
  },
  /** An education user without the municipal portal (KommunalportalAusblenden), like bildung.schule. */
  educationOnly: {
    commune: null,
    faculty: null,
    settings: { BildungsportalUser: true, KommunalportalAusblenden: true },
    name: 'ralf.oellers',
  },
} as const;
export type Profile = keyof typeof PROFILES;

export type AccountOptions = {
  /** Leave promoteNotifications unset, so the notification panel opens by itself (notifications.spec). */
  notificationPanel?: boolean;
  /** Leave the cookie question unanswered, so the dashboard asks after 10 s (dashboard, tracking). */
  cookieQuestion?: boolean;
};

export type AccountInfo = {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  cookies: Awaited<ReturnType<APIRequestContext['storageState']>>['cookies'];
};

const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** A login name nobody has used yet in this run, for a first SSO sign-in. */
export const uniqueLogin = (name: string) => `${name}.${suffix()}`;

/**
 * Signs in through the provider without a browser: the portal's start link, the provider's login form,
 * back through the callback. The request context keeps the session cookie.
 */
export async function ssoSignIn(context: APIRequestContext, login: string) {
  const form = await context.get('/api/connect/login_new_ag');
  expect(form.status(), 'the provider shows its login form').toBe(200);
  expect(new URL(form.url()).pathname).toMatch(/^\/interaction\//);
  const back = await context.post(form.url(), { form: { login, password: 'beliebig' } });
  expect(back.status(), 'back on the portal').toBe(200);
  expect(new URL(back.url()).pathname).toBe(ROUTES.oauthRedirect);
}

async function me(context: APIRequestContext) {
  const answer = await api(context).get('/api/users/me');
  expect(answer.status(), 'GET /api/users/me').toBe(200);
  return (await answer.json()) as { id: number; username: string; email: string; confirmed: boolean };
}

/**
 * A signed-in account that waits for approval; `registered` has sent the registration form too. The cookie
 * question, asked on the approval page too (decision 016), is answered unless `cookieQuestion` is set.
 */
export async function createPendingAccount(
  options: { registered?: boolean; name?: string; cookieQuestion?: boolean } = {},
) {
  const login = uniqueLogin(options.name ?? 'jonas.weber');
  const context = await request.newContext({ baseURL: PORTAL_URL });
  try {
    await ssoSignIn(context, login);
    if (options.registered) {
      const sent = await api(context).post('/api/user-details/updateUserPreferredData', {
        data: {
          preferredData: { preferredFaculty: 'Kämmerei', preferredCommune: 'Wegberg' },
          telefon: '02434 83-215',
        },
      });
      expect(sent.status(), 'registration form').toBe(200);
    }
    if (!options.cookieQuestion) {
      const answered = await api(context).put('/api/users/me/cookie-consent', { data: { tracking: false } });
      expect(answered.status(), 'cookie question answered').toBe(200);
    }
    return await describe(context, login);
  } finally {
    await context.dispose();
  }
}

async function describe(context: APIRequestContext, login: string): Promise<AccountInfo> {
  const user = await me(context);
  const claims = claimsFor(login);
  const { cookies } = await context.storageState();
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: claims.given_name,
    lastName: claims.family_name,
    fullName: claims.name,
    cookies: cookies.filter((cookie) => cookie.name === SESSION_COOKIE),
  };
}

async function createAccount(profile: Profile, options: AccountOptions): Promise<AccountInfo> {
  const { commune, settings, name } = PROFILES[profile];
  const login = uniqueLogin(name);
  const context = await request.newContext({ baseURL: PORTAL_URL });
  const admin = await requestAs(request, PORTAL_URL, 'admin');
  try {
    await ssoSignIn(context, login);
    const { id } = await me(context);
    let communeId: number | null = null;
    if (commune) {
      const communes = (await (await api(admin).get('/api/admin/communes')).json()) as {
        id: number;
        name: string;
      }[];
      communeId = communes.find((entry) => entry.name === commune)?.id ?? null;
      expect(communeId, `commune ${commune}`).not.toBeNull();
    }
    const approved = await api(admin).post(`/api/admin/users/${id}/approve`, {
      data: { communeId, ...settings },
    });
    expect(approved.status(), `approve ${login}`).toBe(200);
    if (!options.notificationPanel) {
      const quiet = await api(context).put('/api/notification-configs/set-for-user', {
        params: { key: 'promoteNotifications', value: 'false' },
      });
      expect(quiet.status(), 'promoteNotifications=false').toBe(200);
    }
    if (!options.cookieQuestion) {
      const answered = await api(context).put('/api/users/me/cookie-consent', { data: { tracking: false } });
      expect(answered.status(), 'cookie question answered').toBe(200);
    }
    return await describe(context, login);
  } finally {
    await context.dispose();
    await admin.dispose();
  }
}

export type Account = {
  /** Makes the account on first use; later calls in the same worker get the same one. */
  ready(): Promise<AccountInfo>;
  /** Puts a session of the account into the page's browser context. */
  login(page: Page): Promise<AccountInfo>;
  /** A request context with the account's session; dispose it after use. */
  request(): Promise<APIRequestContext>;
};

/** An account of the calling spec's own (see the top of this file). */
export function account(profile: Profile, options: AccountOptions = {}): Account {
  let made: Promise<AccountInfo> | undefined;
  const ready = () => {
    made ??= createAccount(profile, options);
    return made;
  };
  return {
    ready,
    async login(page) {
      const info = await ready();
      await page.context().addCookies(info.cookies);
      return info;
    },
    async request() {
      const info = await ready();
      return request.newContext({
        baseURL: PORTAL_URL,
        storageState: { cookies: info.cookies, origins: [] },
      });
    },
  };
}
