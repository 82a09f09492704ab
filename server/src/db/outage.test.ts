import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { forgetCachedSessions } from '../auth/sessions.ts';
import { testConfig } from '../config.ts';
import { buildUser, sessionCookie } from '../test/factories.ts';
import { buildNewsPost } from '../test/news-factories.ts';
import { postgresBinaries, startPostgresCluster } from '../test/postgres-cluster.ts';
import { openDatabase } from './client.ts';

// A PostgreSQL of the test's own, stopped, hung and started again under a running app.
const cluster = postgresBinaries() ? await startPostgresCluster() : undefined;

async function setup() {
  if (!cluster) return undefined;
  const config = testConfig({ DATABASE_URL: cluster.url });
  const database = await openDatabase({
    databaseUrl: cluster.url,
    dataDir: 'memory://',
    timeoutMs: config.DATABASE_TIMEOUT_MS,
  });
  await database.migrate();
  const app = await buildApp(config, database);
  await app.ready();
  const user = await buildUser(database.db);
  const news = await buildNewsPost(database.db);
  const cookie = await sessionCookie(database.db, user);
  const adminCookie = await sessionCookie(database.db, await buildUser(database.db, { isAdmin: true }));
  afterAll(async () => {
    await app.close();
    await database.close().catch(() => {});
    cluster.remove();
  });
  return {
    app,
    cookie,
    adminCookie,
    newsId: news.id,
    db: database.db,
    origin: new URL(config.PUBLIC_URL).origin,
  };
}
const setupDone = await setup();

const MESSAGE = 'Die Datenbank ist gerade nicht erreichbar. Bitte versuchen Sie es in Kürze erneut.';

describe.skipIf(!setupDone)('database outages', () => {
  const { app, cookie, adminCookie, newsId, db, origin } = setupDone as NonNullable<typeof setupDone>;
  const calls = {
    'the news list': () => app.inject({ method: 'GET', url: '/api/news-posts', headers: { cookie } }),
    '/api/users/me': () => app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } }),
    'marking read': () =>
      app.inject({
        method: 'POST',
        url: '/api/reads',
        // State-changing calls come from the portal's own origin (CSRF check).
        headers: { cookie, origin },
        payload: { news_post: newsId },
      }),
  };
  const health = () => app.inject({ method: 'GET', url: '/api/health' });

  async function expectAllAnswer(status: number) {
    for (const [name, call] of Object.entries(calls)) {
      const res = await call();
      expect({ name, status: res.statusCode }).toEqual({ name, status });
    }
  }

  async function expectUnavailable(withinMs: number) {
    for (const [name, call] of Object.entries(calls)) {
      // The session is cached for a few seconds; an outage shows once that has passed.
      forgetCachedSessions(db);
      const started = Date.now();
      const res = await call();
      expect({ name, status: res.statusCode }).toEqual({ name, status: 503 });
      expect(res.json()).toEqual({ error: 'database_unavailable', message: MESSAGE });
      expect(res.headers['retry-after']).toBe('5');
      expect(Date.now() - started).toBeLessThan(withinMs);
    }
    const started = Date.now();
    expect((await health()).statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(withinMs);
  }

  it('answers normally while the database runs', async () => {
    await expectAllAnswer(200);
    expect((await health()).statusCode).toBe(200);
  });

  /** 503 within 5 s while the outage lasts, and normal answers again once it ends, without a restart. */
  async function expectOutageAndRecovery(begin: () => void, end: () => void) {
    begin();
    try {
      await expectUnavailable(5000);
    } finally {
      end();
    }
    await expectAllAnswer(200);
    expect((await health()).statusCode).toBe(200);
  }

  it('answers 503 with Retry-After while PostgreSQL is stopped, and recovers when it is back', async () => {
    await expectOutageAndRecovery(
      () => cluster?.stop(),
      () => cluster?.start(),
    );
  }, 60_000);

  it('answers 503 within 5 s while PostgreSQL hangs, and recovers when it goes on', async () => {
    await expectOutageAndRecovery(
      () => cluster?.freeze(),
      () => cluster?.thaw(),
    );
  }, 60_000);

  // Before, each transaction that began during a hang kept its pooled connection ("idle in
  // transaction" after `begin`); 12 of them took all 10 and the instance answered 503 until a restart.
  it('gives back every connection of the writes begun during a hang, and serves again within 10 s', async () => {
    const save = (i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/backoffice/faq-entries',
        headers: { cookie: adminCookie, origin },
        payload: { titel: `Während der Störung ${i}`, text: 'Antwort.', sortOrder: i },
      });
    // Every pooled connection open and the session cached, as on a busy instance: the writes reach `begin`.
    const list = () =>
      app.inject({ method: 'GET', url: '/api/backoffice/faq-entries', headers: { cookie: adminCookie } });
    await Promise.all(Array.from({ length: 12 }, list));
    cluster?.freeze();
    let answers: number[];
    try {
      answers = (await Promise.all(Array.from({ length: 12 }, (_, i) => save(i)))).map((r) => r.statusCode);
    } finally {
      cluster?.thaw();
    }
    expect(answers.every((status) => status === 503)).toBe(true);
    const healed = Date.now();
    forgetCachedSessions(db);
    for (;;) {
      const res = await save(99);
      if (res.statusCode === 200) break;
      expect(Date.now() - healed, `still ${res.statusCode} after the heal`).toBeLessThan(10_000);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await expectAllAnswer(200);
  }, 90_000);
});
