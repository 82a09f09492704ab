import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { users } from '../db/schema/index.ts';
import { openTestDatabase } from '../test/database.ts';
import { buildCommune, buildUser, sessionCookie } from '../test/factories.ts';
import { ALL_FLAGS } from '../test/user-kinds.ts';
import { holdsRefusedString } from './request-checks.ts';

// Built without the test helper, which would add the portal's Origin to every call.
const PORTAL = 'https://kommunalportal.new.de';
const database = await openTestDatabase();
const { db } = database;
const app = await buildApp(testConfig({ PUBLIC_URL: PORTAL }), database);
await app.ready();
const admin = await buildUser(db, { isAdmin: true });
const adminCookie = await sessionCookie(db, admin);

const isActive = async (id: number) =>
  (await db.select().from(users).where(eq(users.id, id)))[0].deactivatedAt === null;

describe('state-changing requests from another origin (CSRF)', () => {
  it('a form on another origin of the same site can no longer deactivate a user through an admin session', async () => {
    const victim = await buildUser(db);
    // <form method=post enctype=text/plain action=https://kommunalportal.new.de/api/admin/users/ID/deactivate>
    // on blog.new.de: same site, so the SameSite=Lax cookie goes along.
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${victim.id}/deactivate`,
      headers: {
        cookie: adminCookie,
        origin: 'https://blog.new.de',
        referer: 'https://blog.new.de/gewinnspiel',
        'content-type': 'text/plain',
      },
      payload: 'a=b',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: 'cross_origin',
      message: 'Diese Anfrage kommt nicht von den Seiten des Kommunalportals und wurde abgelehnt.',
    });
    expect(await isActive(victim.id)).toBe(true);
  });

  it.each([
    ['no Origin and no Referer', {}],
    ['Origin null', { origin: 'null' }],
    ['another port', { origin: 'https://kommunalportal.new.de:8443' }],
    ['plain http', { origin: 'http://kommunalportal.new.de' }],
    ['a foreign Referer without Origin', { referer: 'https://evil.example/x' }],
    ['an unparsable Origin', { origin: 'kommunalportal.new.de' }],
  ])('refuses a POST with %s', async (_name, headers: Record<string, string>) => {
    const victim = await buildUser(db);
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${victim.id}/deactivate`,
      headers: { cookie: adminCookie, ...headers },
    });
    expect(res.statusCode).toBe(403);
    expect(await isActive(victim.id)).toBe(true);
  });

  it('takes the call from the portal itself, by Origin or, without one, by Referer', async () => {
    const first = await buildUser(db);
    const byOrigin = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${first.id}/deactivate`,
      headers: { cookie: adminCookie, origin: PORTAL },
    });
    expect(byOrigin.statusCode).toBe(200);
    const second = await buildUser(db);
    const byReferer = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${second.id}/deactivate`,
      headers: { cookie: adminCookie, referer: `${PORTAL}/admin/users` },
    });
    expect(byReferer.statusCode).toBe(200);
  });

  it('checks PUT, PATCH and DELETE too, and public routes like logout', async () => {
    for (const [method, url] of [
      ['PUT', '/api/users/me/cookie-consent'],
      ['PATCH', `/api/admin/users/${admin.id}`],
      ['DELETE', '/api/users/me'],
      ['POST', '/api/auth/logout'],
      ['POST', '/api/auth/dev-login'],
    ] as const) {
      const res = await app.inject({
        method,
        url,
        headers: { cookie: adminCookie, origin: 'https://evil.example' },
        payload: {},
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    // The session is still there: the foreign logout did nothing.
    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie: adminCookie } });
    expect(me.statusCode).toBe(200);
  });

  it('takes JSON bodies only: text/plain and form encodings get a German 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/users/me/cookie-consent',
        headers: { cookie: adminCookie, origin: PORTAL, 'content-type': type },
        payload: '{"tracking":true}',
      });
      expect(res.statusCode, type).toBe(415);
      expect(res.json().message).toBe('Dieses Datenformat wird nicht unterstützt.');
    }
  });

  it('leaves GET alone: the OIDC callback and pages come from other sites by design', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/auth/options',
      headers: { origin: 'https://login.microsoftonline.com' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('input PostgreSQL cannot store', async () => {
  const commune = await buildCommune(db, { name: 'Viersen' });
  const clerk = await sessionCookie(db, await buildUser(db, { communeId: commune.id, ...ALL_FLAGS }));
  const refused = { error: 'invalid_input', message: 'Die Eingabe enthält ein unzulässiges Zeichen.' };

  it.each([
    '/api/enaio?commune=%00',
    '/api/enaio/testate?commune=Vier%00sen',
    '/api/verbrauchsdaten/Vier%00sen',
    '/api/search?q=Strom%00',
  ])('answers GET %s with a German 400, not a 500', async (url) => {
    const res = await app.inject({ method: 'GET', url, headers: { cookie: clerk } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused);
  });

  it('refuses a NUL byte or a lone surrogate in a JSON body, in values and keys', async () => {
    for (const payload of [
      '{"message":"a\\u0000b","year":2026}',
      '{"message":"\\ud800","year":2026}',
      '{"a\\u0000":1}',
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/lieferstellen/10000000001/comment',
        headers: { cookie: clerk, origin: PORTAL, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json()).toEqual(refused);
    }
  });

  it('never walks an uploaded file byte by byte, and still finds a NUL in the strings around it', () => {
    // An import file arrives as a Buffer; its bytes may hold NULs (an XLSX is a ZIP) and are the import's.
    const file = Buffer.alloc(1_000_000);
    const entries = vi.spyOn(Object, 'entries');
    try {
      expect(holdsRefusedString(file)).toBe(false);
      expect(holdsRefusedString({ file, name: 'daten.xlsx' })).toBe(false);
      expect(entries.mock.calls.some(([value]) => value === file)).toBe(false);
      expect(holdsRefusedString({ file, name: 'da\u0000ten.xlsx' })).toBe(true);
      expect(holdsRefusedString(Object.assign(Object.create(null), { a: ['x\u0000'] }))).toBe(true);
    } finally {
      entries.mockRestore();
    }
  });
});

describe('headers', async () => {
  const commune = await buildCommune(db);
  const clerk = await sessionCookie(db, await buildUser(db, { communeId: commune.id }));
  const get = (url: string, cookie = clerk) => app.inject({ method: 'GET', url, headers: { cookie } });

  it('send a Permissions-Policy that switches off what the portal never uses', async () => {
    const res = await get('/api/health');
    const policy = String(res.headers['permissions-policy']);
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()'])
      expect(policy).toContain(feature);
    // Video embeds keep fullscreen.
    expect(policy).not.toContain('fullscreen');
  });

  it.each([
    '/api/users/me',
    '/api/admin/users',
    '/api/admin/communes',
    '/api/admin/portal-updates',
    '/api/notifications/for-user',
  ])('mark personal and admin JSON %s as private, no-store', async (url) => {
    const res = await get(url, url.includes('admin') ? adminCookie : clerk);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('mark news details with their read state as private, no-store', async () => {
    const res = await get('/api/news-posts/999999');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('make cached content vary on the session, so another sign-in in the browser never gets it', async () => {
    const res = await get('/api/portal-config');
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['cache-control'])).toMatch(/^private/);
    expect(String(res.headers.vary).toLowerCase()).toContain('cookie');
    const news = await get('/api/news-posts');
    expect(String(news.headers.vary).toLowerCase()).toContain('cookie');
  });
});
