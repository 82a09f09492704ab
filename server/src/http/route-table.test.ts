import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Access } from '../auth/guards.ts';
import { testConfig } from '../config.ts';
import { setupTestApp } from '../test/app.ts';
import { openTestDatabase } from '../test/database.ts';
import { buildUser, sessionCookie } from '../test/factories.ts';
import { buildUserKinds, type KindUser, USER_KINDS } from '../test/user-kinds.ts';
import { fakeWebBuild } from '../test/web-build.ts';
import type { RouteEntry } from './route-table.ts';

// A web build of two files, so the table holds the web app's static routes too.
const webDist = fakeWebBuild();

const { app, db } = await setupTestApp({ WEB_DIST: webDist });
const kinds = await buildUserKinds(db);
const table = app.routeTable();
const label = (r: { method: string; url: string; match?: string | undefined }) =>
  `${r.method} ${r.url}${r.match ? `?type=${r.match}` : ''}`;

/** A concrete URL for a route: path parameters and wildcards get a harmless value, and its own `type`. */
const sampleUrl = ({ url, match }: RouteEntry) =>
  url.replace(/:[A-Za-z_]+/g, '1').replace(/\*$/, 'beispiel.txt') + (match ? `?type=${match}` : '');

/** The guard's refusals, each with its code: what the table says a caller must get. */
type Expected = { allowed: true } | { status: 401 | 403; error: string };
function expectedFor(route: RouteEntry, { kind, user }: KindUser): Expected {
  if (route.access === 'public') return { allowed: true };
  if (!route.access) return { status: 403, error: 'no_access_rule' };
  if (!user) return { status: 401, error: 'unauthorized' };
  if (route.access === 'signedIn') return { allowed: true };
  if (kind === 'unconfirmed') return { status: 403, error: 'not_confirmed' };
  // A Redakteur is a NEW employee (decision 024).
  const isEmployee = kind === 'employee' || kind === 'editor';
  if (route.access === 'employee' && !isEmployee) return { status: 403, error: 'employees_only' };
  if (route.access === 'employeeOrAdmin' && !isEmployee && kind !== 'admin') {
    return { status: 403, error: 'employees_or_admins_only' };
  }
  if (route.access === 'editor' && kind !== 'admin' && kind !== 'editor') {
    return { status: 403, error: 'editors_only' };
  }
  if (route.access === 'admin' && kind !== 'admin') return { status: 403, error: 'admins_only' };
  if (route.portal === 'municipal' && kind === 'educationOnly')
    return { status: 403, error: 'municipal_portal_hidden' };
  const mayUseEducation = kind === 'education' || kind === 'educationOnly' || kind === 'admin';
  if (route.portal === 'education' && !mayUseEducation)
    return { status: 403, error: 'education_portal_only' };
  if (route.flag && kind === 'communeNoFlags') return { status: 403, error: 'feature_disabled' };
  return { allowed: true };
}
const GUARD_CODES = [
  'unauthorized',
  'session_expired',
  'account_blocked',
  'not_confirmed',
  'employees_only',
  'employees_or_admins_only',
  'editors_only',
  'admins_only',
  'municipal_portal_hidden',
  'education_portal_only',
  'feature_disabled',
  'no_access_rule',
];

describe('the route table', () => {
  it('holds every route: the API, the files, the OpenAPI pages and the web build', () => {
    const urls = table.map((r) => r.url);
    expect(table.length).toBeGreaterThan(100);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/users/me',
        '/api/uploads/demo/*',
        '/api/docs/',
        '/api/docs/json',
        '/assets/app-1234.js',
      ]),
    );
  });

  it('declares who may call every route, the static ones and /api/docs included', () => {
    expect(table.filter((r) => !r.access).map(label)).toEqual([]);
  });

  it('records the portal of the municipal business areas and of the education portal', () => {
    const portalOf = (url: string) => table.find((r) => r.url === url)?.portal;
    expect(portalOf('/api/lieferstellen')).toBe('municipal');
    expect(portalOf('/api/press-posts')).toBe('municipal');
    expect(portalOf('/api/service-areas')).toBe('municipal');
    expect(portalOf('/api/bildungsportal/menu')).toBe('education');
    expect(portalOf('/api/users/me')).toBeUndefined();
    expect(table.find((r) => r.url === '/api/lieferstellen')?.flag).toBe('EnableKommunalrabatt');
  });

  it('pins the set of public routes', () => {
    const isWebFile = (url: string) => url.startsWith('/assets/');
    const publicRoutes = table
      .filter((r) => r.access === 'public' && !isWebFile(r.url))
      .map(label)
      .sort();
    // Outside production the OpenAPI pages are public too; in production they are for admins (below).
    const docs = publicRoutes.filter((r) => r.includes('/api/docs'));
    expect(docs.length).toBeGreaterThan(0);
    expect(publicRoutes.filter((r) => !r.includes('/api/docs'))).toEqual(
      [
        'GET /api/health',
        'GET /api/auth/options',
        'GET /api/connect/login_new_ag',
        'GET /api/auth/login_new_ag/callback',
        'POST /api/auth/dev-login',
        'POST /api/auth/logout',
        'GET /api/waermeplanung/jwks.json',
        'GET /api/uploads/demo/*',
        // 'Barriere melden' works without signing in (BITV 2.0 § 12a), rate-limited.
        'POST /api/accessibility-feedback',
        // The login page's visit before sign-in, stored only with the browser's consent (decision 016).
        'POST /api/tracking/visitor-events',
      ].sort(),
    );
    expect(
      table.filter((r) => isWebFile(r.url)).every((r) => r.access === 'public' && r.method === 'GET'),
    ).toBe(true);
  });
});

describe('every route, called without a session and as each kind of user', () => {
  // Logout ends the caller's session: called last.
  const routes = table
    .filter((r) => !r.url.startsWith('/assets/'))
    .sort((a, b) => Number(a.url === '/api/auth/logout') - Number(b.url === '/api/auth/logout'));

  it.each(USER_KINDS)('answers as the table says for %s', async (kindName) => {
    const caller = kinds[kindName];
    const mismatches: string[] = [];
    for (const route of routes) {
      const res = await app.inject({
        method: route.method as 'GET',
        url: sampleUrl(route),
        headers: caller.cookie ? { cookie: caller.cookie } : {},
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      const expected = expectedFor(route, caller);
      let error: unknown;
      try {
        error = res.json().error;
      } catch {
        error = undefined;
      }
      const got = `${res.statusCode} ${String(error)}`;
      if ('allowed' in expected) {
        // Allowed: whatever the route answers, but not a refusal of the guard.
        if (GUARD_CODES.includes(String(error)) || res.statusCode === 401)
          mismatches.push(`${label(route)}: allowed, got ${got}`);
      } else if (res.statusCode !== expected.status || error !== expected.error) {
        mismatches.push(`${label(route)}: expected ${expected.status} ${expected.error}, got ${got}`);
      }
      if (res.statusCode >= 500) mismatches.push(`${label(route)}: ${got}`);
    }
    expect(mismatches).toEqual([]);
  });
});

describe('a route without an access rule', async () => {
  const database = await openTestDatabase();
  const config = testConfig();
  const bare = await buildApp(config, database);
  // Registered the way a forgotten config would be: a handler and a static prefix that declare nothing.
  bare.get('/api/vergessen', async () => ({ geheim: true }));
  bare.get('/vergessen-ausserhalb', async () => ({ geheim: true }));
  await bare.ready();
  const admin = await sessionCookie(database.db, await buildUser(database.db, { isAdmin: true }));
  afterAll(async () => {
    await bare.close();
    await database.close();
  });

  it('is listed without access and refused at run time, to admins too', async () => {
    const undeclared = bare
      .routeTable()
      .filter((r) => !r.access)
      .map(label);
    expect(undeclared).toEqual(['GET /api/vergessen', 'GET /vergessen-ausserhalb']);
    for (const url of ['/api/vergessen', '/vergessen-ausserhalb']) {
      for (const headers of [{}, { cookie: admin }]) {
        const res = await bare.inject({ method: 'GET', url, headers });
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toEqual({
          error: 'no_access_rule',
          message: 'Diese Adresse ist nicht freigegeben.',
        });
      }
    }
  });

  it('keeps the not-found answer for unknown paths', async () => {
    const res = await bare.inject({ method: 'GET', url: '/api/gibt-es-nicht' });
    expect(res.statusCode).toBe(404);
  });
});

describe('the OpenAPI pages in production', async () => {
  const production = await setupTestApp({
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://kommunalportal.new.de',
  });
  const admin = await buildUser(production.db, { isAdmin: true });
  const clerk = await buildUser(production.db);
  const cookieOf = (user: typeof admin) => sessionCookie(production.db, user);
  const docsAccess: Access[] = production.app
    .routeTable()
    .filter((r) => r.url.startsWith('/api/docs'))
    .map((r) => r.access as Access);

  it('are for signed-in admins only', async () => {
    expect(docsAccess.length).toBeGreaterThan(2);
    expect(new Set(docsAccess)).toEqual(new Set(['admin']));
    expect((await production.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(401);
    const asClerk = await production.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { cookie: await cookieOf(clerk) },
    });
    expect(asClerk.statusCode).toBe(403);
    const asAdmin = await production.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { cookie: await cookieOf(admin) },
    });
    expect(asAdmin.statusCode).toBe(200);
    expect(Object.keys(asAdmin.json().paths)).toContain('/api/users/me');
  });
});

describe('the web build', () => {
  it('is served to anyone, and renders every other address as a page', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/app-1234.js' })).statusCode).toBe(200);
    const page = await app.inject({ method: 'GET', url: '/news-detail/12' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<p>/news-detail/12</p>');
    // The build's stylesheet is handed to the render for the head (decision 032).
    expect(page.body).toContain('<style>p{color:green}</style>');
    expect(page.headers['content-type']).toContain('text/html');
    // A page is personal: never kept by a cache.
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
    // Compressed for a browser that takes it; brotli before gzip.
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const packed = await app.inject({
        method: 'GET',
        url: '/news-detail/12',
        headers: { 'accept-encoding': accept },
      });
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(decode(packed.rawPayload).toString()).toContain('<p>/news-detail/12</p>');
    }
    const api = await app.inject({ method: 'GET', url: '/api/gibt-es-nicht' });
    expect(api.statusCode).toBe(404);
  });
});
