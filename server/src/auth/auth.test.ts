import { TEXTS } from '@kp/contract/shell';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema/index.ts';
import { setupTestApp } from '../test/app.ts';
import { buildUser, sessionCookie } from '../test/factories.ts';
import { isDevLoginHost } from './dev-login.ts';
import { DEMO_USERS } from './dev-login-accounts.ts';
import { forgetCachedSessions } from './sessions.ts';

const PASSWORD = 'geheim-fuer-tests';
const { app, db } = await setupTestApp({ DEV_LOGIN_PASSWORD: PASSWORD });
const demoUsername = DEMO_USERS[0].username;
const demoUser = await buildUser(db, { username: demoUsername, email: 'demo@viersen.example' });

const devLogin = (host: string, payload: Record<string, unknown>, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/dev-login',
    headers: { host, ...(cookie ? { cookie } : {}) },
    payload,
  });
const sessionCookieOf = (res: {
  cookies: { name: string; value: string; httpOnly?: boolean; sameSite?: string }[];
}) => res.cookies.find((c) => c.name === 'kp_session');

describe('development login', () => {
  it('is offered on localhost when a password is set', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/auth/options',
      headers: { host: 'localhost:3000' },
    });
    expect(res.json().devLogin.enabled).toBe(true);
    expect(res.json().devLogin.users.length).toBe(DEMO_USERS.length);
    expect(res.json().sso).toBe(false);
  });

  it('signs a demo user in with an HttpOnly SameSite session cookie', async () => {
    const res = await devLogin('localhost:3000', { username: demoUsername, password: PASSWORD });
    expect(res.statusCode).toBe(204);
    const cookie = sessionCookieOf(res);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    const me = await app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie: `kp_session=${cookie?.value}` },
    });
    expect(me.json().id).toBe(demoUser.id);
  });

  it("takes the login page's answer to the cookie question over for an account without one", async () => {
    const signIn = async (cookie: string) => {
      const res = await devLogin('localhost', { username: demoUsername, password: PASSWORD }, cookie);
      expect(res.statusCode).toBe(204);
      const [row] = await db.select().from(users).where(eq(users.id, demoUser.id));
      return row.trackingConsent;
    };
    await db.update(users).set({ trackingConsent: null }).where(eq(users.id, demoUser.id));
    expect(await signIn('kp_tracking_consent=vielleicht')).toBeNull();
    expect(await signIn('kp_tracking_consent=yes')).toBe(true);
    // The account's own answer wins over a later browser answer.
    expect(await signIn('kp_tracking_consent=no')).toBe(true);
    await db.update(users).set({ trackingConsent: null }).where(eq(users.id, demoUser.id));
    expect(await signIn('kp_tracking_consent=no')).toBe(false);
    await forgetCachedSessions(db, demoUser.id);
  });

  it(`answers '${TEXTS.wrongPassword}' to a wrong password`, async () => {
    const res = await devLogin('localhost', { username: demoUsername, password: 'falsch' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(TEXTS.wrongPassword);
  });

  it('signs in demo users only', async () => {
    await buildUser(db, { username: 'echte.person' });
    const res = await devLogin('localhost', { username: 'echte.person', password: PASSWORD });
    expect(res.statusCode).toBe(404);
  });

  it('renews the session id at sign-in and ends the old one', async () => {
    const first = sessionCookieOf(
      await devLogin('localhost', { username: demoUsername, password: PASSWORD }),
    );
    const second = sessionCookieOf(
      await devLogin(
        'localhost',
        { username: demoUsername, password: PASSWORD },
        `kp_session=${first?.value}`,
      ),
    );
    expect(second?.value).not.toBe(first?.value);
    const old = await app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie: `kp_session=${first?.value}` },
    });
    expect(old.statusCode).toBe(401);
  });

  it('knows which hosts count as development hosts', () => {
    for (const host of [
      'localhost',
      '127.0.0.1',
      'dev.new.de',
      'next.new.de',
      'dev2.new.de',
      'next-portal.example',
    ])
      expect(isDevLoginHost(host), host).toBe(true);
    for (const host of [
      'kommunalportal.new.de',
      'developer.example',
      'nextcloud.example',
      'localhost.evil.example',
      'dev',
    ])
      expect(isDevLoginHost(host), host).toBe(false);
  });
});

describe('development login on a production server with a password set', async () => {
  // Decision 015: Host or X-Forwarded-Host used to switch it on and hand out an admin session.
  const production = await setupTestApp({
    DEV_LOGIN_PASSWORD: PASSWORD,
    PUBLIC_URL: 'https://kommunalportal.new.de',
    TRUST_PROXY: '1',
  });
  await buildUser(production.db, { username: demoUsername, email: 'demo3@viersen.example' });
  const spoofs: Record<string, string>[] = [
    { host: 'localhost' },
    { host: 'localhost:3000' },
    { host: 'dev.kommunalportal.new.de' },
    { host: 'next.kommunalportal.new.de' },
    { host: 'kommunalportal.new.de', 'x-forwarded-host': 'localhost' },
    { host: 'kommunalportal.new.de', 'x-forwarded-host': 'dev.new.de' },
  ];

  it.each(spoofs)('stays off for a request with %o', async (headers) => {
    const login = await production.app.inject({
      method: 'POST',
      url: '/api/auth/dev-login',
      headers,
      payload: { username: demoUsername, password: PASSWORD },
    });
    expect(login.statusCode).toBe(404);
    expect(sessionCookieOf(login)).toBeUndefined();
    const options = await production.app.inject({ method: 'GET', url: '/api/auth/options', headers });
    expect(options.json().devLogin).toEqual({ enabled: false, users: [] });
  });
});

describe('development login on a dev host over https', async () => {
  const dev = await setupTestApp({
    DEV_LOGIN_PASSWORD: PASSWORD,
    PUBLIC_URL: 'https://dev.kommunalportal.new.de',
  });
  await buildUser(dev.db, { username: demoUsername, email: 'demo4@viersen.example' });

  it('is on whatever Host the request names, with a __Host- session cookie', async () => {
    const res = await dev.app.inject({
      method: 'POST',
      url: '/api/auth/dev-login',
      headers: { host: 'irgendwas.example' },
      payload: { username: demoUsername, password: PASSWORD },
    });
    expect(res.statusCode).toBe(204);
    const cookie = res.cookies.find((c) => c.name === '__Host-kp_session');
    expect(cookie).toMatchObject({ path: '/', secure: true, httpOnly: true, sameSite: 'Lax' });
    expect(cookie).not.toHaveProperty('domain');
    const me = await dev.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie: `__Host-kp_session=${cookie?.value}` },
    });
    expect(me.statusCode).toBe(200);
    // The plain name is not read on https: a cookie set by a sibling subdomain cannot stand in.
    const plain = await dev.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie: `kp_session=${cookie?.value}` },
    });
    expect(plain.statusCode).toBe(401);
  });
});

describe('development login without a password', async () => {
  const other = await setupTestApp();
  await buildUser(other.db, { username: demoUsername, email: 'demo2@viersen.example' });

  it('is off even on localhost', async () => {
    const res = await other.app.inject({
      method: 'POST',
      url: '/api/auth/dev-login',
      headers: { host: 'localhost' },
      payload: { username: demoUsername, password: '' },
    });
    expect(res.statusCode).not.toBe(204);
    const options = await other.app.inject({
      method: 'GET',
      url: '/api/auth/options',
      headers: { host: 'localhost' },
    });
    expect(options.json().devLogin.enabled).toBe(false);
  });
});

describe('sessions', () => {
  it('logout ends the session on the server', async () => {
    const cookie = await sessionCookie(db, await buildUser(db));
    expect((await app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } })).statusCode).toBe(
      200,
    );
    const logout = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } })).statusCode).toBe(
      401,
    );
  });

  it('ends after 30 minutes idle', async () => {
    const user = await buildUser(db);
    const cookie = await sessionCookie(db, user);
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(sessions.userId, user.id));
    const res = await app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.');
  });

  it('ends after 12 hours in all, however active', async () => {
    const user = await buildUser(db);
    const cookie = await sessionCookie(db, user);
    await db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 12 * 3_600_000 - 1000), lastSeenAt: new Date() })
      .where(eq(sessions.userId, user.id));
    expect((await app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } })).statusCode).toBe(
      401,
    );
  });

  it('tells the web app how long the session lives: idle time from now, or less near the absolute end', async () => {
    const user = await buildUser(db);
    const cookie = await sessionCookie(db, user);
    const fresh = await app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
    expect(Number(fresh.headers['x-session-expires-in'])).toBeGreaterThan(29 * 60);
    expect(Number(fresh.headers['x-session-expires-in'])).toBeLessThanOrEqual(30 * 60);
    await db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 12 * 3_600_000 + 5 * 60_000) })
      .where(eq(sessions.userId, user.id));
    await forgetCachedSessions(db, user.id);
    const late = await app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
    expect(Number(late.headers['x-session-expires-in'])).toBeLessThanOrEqual(5 * 60);
    expect(Number(late.headers['x-session-expires-in'])).toBeGreaterThan(4 * 60);
    const anonymous = await app.inject({ method: 'GET', url: '/api/users/me' });
    expect(anonymous.headers['x-session-expires-in']).toBeUndefined();
  });

  it('is not renewed by calls the app makes on its own (the notification poll)', async () => {
    const user = await buildUser(db);
    const cookie = await sessionCookie(db, user);
    const idleSince = new Date(Date.now() - 20 * 60_000);
    await db.update(sessions).set({ lastSeenAt: idleSince }).where(eq(sessions.userId, user.id));
    await forgetCachedSessions(db, user.id);
    const poll = await app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie, 'x-kp-background': '1' },
    });
    expect(poll.statusCode).toBe(200);
    expect(Number(poll.headers['x-session-expires-in'])).toBeLessThanOrEqual(10 * 60);
    const [row] = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row.lastSeenAt.getTime()).toBe(idleSince.getTime());
  });

  it('stays alive while used within the idle time', async () => {
    const user = await buildUser(db);
    const cookie = await sessionCookie(db, user);
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 29 * 60_000) })
      .where(eq(sessions.userId, user.id));
    expect((await app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } })).statusCode).toBe(
      200,
    );
    const [row] = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(Date.now() - row.lastSeenAt.getTime()).toBeLessThan(60_000);
  });

  it('ends the sessions of a deactivated user', async () => {
    const user = await buildUser(db, { deactivatedAt: new Date() });
    const cookie = await sessionCookie(db, user);
    expect((await app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } })).statusCode).toBe(
      401,
    );
  });
});

describe('SSO without a provider', () => {
  it('sends the browser back to login with a German reason', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/connect/login_new_ag' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?error=sso_unavailable');
  });
});
