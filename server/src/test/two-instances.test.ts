import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { runningImports } from '../import/backoffice-imports.ts';
import { buildCommuneDataCast, buildDocument } from './contracts-factories.ts';
import { openTestDatabase } from './database.ts';
import { buildCommune, buildUser, sessionCookie } from './factories.ts';
import { startListenBlackHole } from './listen-black-hole.ts';
import { buildNewsPost } from './news-factories.ts';
import { buildRabattUser, buildRabattYear, communeParam } from './rabatt-factories.ts';
import { ALL_FLAGS } from './user-kinds.ts';

const EXAMPLES = path.resolve(import.meta.dirname, '../../../docs/import-examples');

/** State-changing calls come from the portal's own origin (the CSRF check). */
const ORIGIN = new URL(testConfig().PUBLIC_URL).origin;

/**
 * Two instances of the portal on one PostgreSQL database, each with its own pool, caches and LISTEN
 * connection, as two processes would have. A write on A must show on B within 1 s; a session ended on A
 * must fail on B at once. Only PostgreSQL has two instances: on PGlite one process owns the database.
 */
describe.skipIf(!process.env.DATABASE_URL)(
  'two instances on one PostgreSQL database (needs DATABASE_URL)',
  () => {
    let first: Database & { url?: string };
    let second: Database;
    let a: FastifyInstance;
    let b: FastifyInstance;

    beforeAll(async () => {
      first = await openTestDatabase();
      second = await openDatabase({ databaseUrl: first.url, dataDir: 'memory://' });
      a = await buildApp(testConfig(), first);
      b = await buildApp(testConfig(), second);
      await Promise.all([a.ready(), b.ready()]);
    }, 60_000);

    afterAll(async () => {
      await a?.close();
      await b?.close();
      await second?.close();
      await first?.close();
    });

    /**
     * "At once" as far as it can be: A answers a logout or deactivation only after its own notification came
     * back from PostgreSQL, but B handles it when its process gets to it. Measured on a loaded 2-core machine
     * (load average 20): 2 to 56 ms; one run in four, B's very next request still saw the session.
     */
    const SIGNED_OUT_MS = 200;

    const get = (app: FastifyInstance, url: string, cookie: string) =>
      app.inject({ method: 'GET', url, headers: { cookie } });

    /** Asks B every 50 ms until `seen` holds; answers how long it took, or fails after `withinMs`. */
    async function seenWithin(withinMs: number, seen: () => Promise<boolean>): Promise<number> {
      const start = performance.now();
      for (;;) {
        if (await seen()) return performance.now() - start;
        if (performance.now() - start > withinMs) throw new Error(`nach ${withinMs} ms noch nicht sichtbar`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }

    it('shows a news post published on A on B within 1 s', async () => {
      const db = first.db;
      const cookie = await sessionCookie(db, await buildUser(db));
      await buildNewsPost(db, { title: 'Vorher' });
      // B builds and keeps its list before the change.
      expect(
        (await get(b, '/api/news-posts', cookie)).json().map((p: { title: string }) => p.title),
      ).toContain('Vorher');
      await buildNewsPost(db, { title: 'Neu auf A', pubDate: '2030-01-01' });
      const ms = await seenWithin(1_000, async () =>
        (await get(b, '/api/news-posts', cookie))
          .json()
          .some((p: { title: string }) => p.title === 'Neu auf A'),
      );
      expect(ms).toBeLessThan(1_000);
    });

    it('shows a document imported on A on B within 1 s', async () => {
      const db = first.db;
      const { communeA, userA } = await buildCommuneDataCast(db);
      const cookie = await sessionCookie(db, userA);
      await buildDocument(db, { communeId: communeA.id, titel: 'Alt' });
      const titles = async () =>
        (await get(b, '/api/enaio/testate', cookie)).json().documents.map((d: { titel: string }) => d.titel);
      expect(await titles()).toEqual(['Alt']);
      // The factory invalidates `documents` as the import command does (import/run.ts).
      await buildDocument(db, { communeId: communeA.id, titel: 'Neu importiert' });
      expect(await seenWithin(1_000, async () => (await titles()).includes('Neu importiert'))).toBeLessThan(
        1_000,
      );
    });

    // Before, the back office's documents and consumption imports reached B only after ~60 s.
    describe('an import in the back office of A shows on B within 1 s', () => {
      const example = (name: string) => new Uint8Array(fs.readFileSync(path.join(EXAMPLES, name)));
      let admin: string;
      let clerk: string;
      beforeAll(async () => {
        const db = first.db;
        const viersen = await buildCommune(db, { name: 'Viersen' });
        await buildCommune(db, { name: 'Brüggen' });
        admin = await sessionCookie(db, await buildUser(db, { isAdmin: true }));
        clerk = await sessionCookie(db, await buildUser(db, { communeId: viersen.id, ...ALL_FLAGS }));
      });

      async function importOnA(kind: string, body: Uint8Array, fileName: string) {
        const res = await a.inject({
          method: 'POST',
          url: `/api/backoffice/imports/${kind}?fileName=${fileName}`,
          payload: Buffer.from(body),
          headers: { cookie: admin, origin: ORIGIN, 'content-type': 'application/octet-stream' },
        });
        expect(res.statusCode, res.body).toBe(202);
        const id = res.json().id as string;
        await runningImports.get(id);
        const job = await a.inject({
          method: 'GET',
          url: `/api/backoffice/imports/${id}`,
          headers: { cookie: admin },
        });
        expect(job.json().phase, job.body).toBe('fertig');
      }

      const cases: [string, () => Promise<void>, () => Promise<boolean>][] = [
        [
          'contracts',
          () => importOnA('contracts', example('vertraege.json'), 'vertraege.json'),
          async () =>
            JSON.stringify((await get(b, '/api/enaio?commune=Viersen', clerk)).json()).includes('OS-0047110'),
        ],
        [
          'documents',
          () =>
            importOnA(
              'documents',
              zipSync({
                'dokumente.csv': example('dokumente.csv'),
                dateien: {
                  'testat-strom-2025-viersen.pdf': example('dateien/testat-strom-2025-viersen.pdf'),
                  'vorauszahlung-gas-2026-brueggen.pdf': example(
                    'dateien/vorauszahlung-gas-2026-brueggen.pdf',
                  ),
                },
              }),
              'dokumente.zip',
            ),
          async () =>
            (await get(b, '/api/enaio/testate', clerk))
              .json()
              .documents.some((d: { titel: string }) =>
                d.titel.startsWith('Testat Konzessionsabgabe Strom 2025'),
              ),
        ],
        [
          'consumption',
          () => importOnA('consumption', example('verbrauch.csv'), 'verbrauch.csv'),
          async () =>
            JSON.stringify((await get(b, '/api/verbrauchsdaten/Viersen', clerk)).json()).includes('99812'),
        ],
      ];
      it.each(cases)('%s', async (_kind, importOnAnotherInstance, seenOnB) => {
        // B builds and keeps its answer before the import.
        expect(await seenOnB()).toBe(false);
        await importOnAnotherInstance();
        expect(await seenWithin(1_000, seenOnB)).toBeLessThan(1_000);
      });
    });

    // Before, with B's LISTEN connection black-holed and healed, a change on A showed on B after
    // 42 s, and the next not within 60 s.
    it('shows a change made while B could not listen within 2 s of the heal', async () => {
      const proxy = await startListenBlackHole(first.url as string);
      const third = await openDatabase({ databaseUrl: proxy.url, dataDir: 'memory://' });
      const c = await buildApp(testConfig(), third);
      try {
        await c.ready();
        const db = first.db;
        const cookie = await sessionCookie(db, await buildUser(db));
        const titles = async () =>
          (await get(c, '/api/news-posts', cookie)).json().map((p: { title: string }) => p.title);
        await buildNewsPost(db, { title: 'Vor dem Loch' });
        expect(await seenWithin(1_000, async () => (await titles()).includes('Vor dem Loch'))).toBeLessThan(
          1_000,
        );
        proxy.blackHole();
        // Until C notices, it cannot know; the keep-alive tells it within a few seconds.
        await seenWithin(10_000, async () => !third.channel.isListening());
        await buildNewsPost(db, { title: 'Im Loch geschrieben', pubDate: '2030-01-02' });
        proxy.heal();
        expect(
          await seenWithin(2_000, async () => (await titles()).includes('Im Loch geschrieben')),
        ).toBeLessThan(2_000);
        await seenWithin(5_000, async () => third.channel.isListening());
        // Listening again: the next change arrives by notification.
        await buildNewsPost(db, { title: 'Nach dem Loch', pubDate: '2030-01-03' });
        expect(await seenWithin(1_000, async () => (await titles()).includes('Nach dem Loch'))).toBeLessThan(
          1_000,
        );
      } finally {
        await c.close();
        await third.close();
        await proxy.close();
      }
    }, 60_000);

    it('shows a list status changed on A on B within 1 s', async () => {
      const db = first.db;
      const communeA = await buildCommune(db);
      const employee = await buildRabattUser(db, { isNewEmployee: true });
      const userA = await buildRabattUser(db, { communeId: communeA.id });
      const year = 2031;
      await buildRabattYear(db, { communeId: communeA.id, year, status: 'Neu' });
      const [employeeCookie, communeCookie] = await Promise.all([
        sessionCookie(db, employee),
        sessionCookie(db, userA),
      ]);
      const url = `/api/lieferstellen?year=${year}&${communeParam(communeA.name)}`;
      const status = async () => (await get(b, url, communeCookie)).json().status;
      expect(await status()).toBe('Neu');
      const moved = await a.inject({
        method: 'PUT',
        url: `/api/lieferstellen/update-status?year=${year}&status=${encodeURIComponent('Bei Kommune')}&${communeParam(communeA.name)}`,
        headers: { cookie: employeeCookie, origin: ORIGIN },
      });
      expect(moved.statusCode).toBe(200);
      expect(await seenWithin(1_000, async () => (await status()) === 'Bei Kommune')).toBeLessThan(1_000);
    });

    it('ends on B within 200 ms a session ended on A', async () => {
      const db = first.db;
      const cookie = await sessionCookie(db, await buildUser(db));
      expect((await get(b, '/api/users/me', cookie)).statusCode).toBe(200);
      expect((await get(b, '/api/users/me', cookie)).statusCode).toBe(200); // now from B's session cache
      const logout = await a.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie, origin: ORIGIN },
      });
      expect(logout.statusCode).toBe(204);
      expect(
        await seenWithin(
          SIGNED_OUT_MS,
          async () => (await get(b, '/api/users/me', cookie)).statusCode === 401,
        ),
      ).toBeLessThan(SIGNED_OUT_MS);
    });

    it('shows a user deactivated on A on B, and signs the user out on B within 200 ms', async () => {
      const db = first.db;
      const admin = await buildUser(db, { isAdmin: true });
      const user = await buildUser(db);
      const [adminCookie, userCookie] = await Promise.all([
        sessionCookie(db, admin),
        sessionCookie(db, user),
      ]);
      expect((await get(b, '/api/users/me', userCookie)).statusCode).toBe(200);
      expect((await get(b, '/api/users/me', userCookie)).statusCode).toBe(200);
      const deactivated = await a.inject({
        method: 'POST',
        url: `/api/admin/users/${user.id}/deactivate`,
        headers: { cookie: adminCookie, origin: ORIGIN },
      });
      expect(deactivated.statusCode).toBe(200);
      expect(
        await seenWithin(
          SIGNED_OUT_MS,
          async () => (await get(b, '/api/users/me', userCookie)).statusCode === 401,
        ),
      ).toBeLessThan(SIGNED_OUT_MS);
      expect((await get(b, '/api/users/me', userCookie)).statusCode).toBe(401);
      const listed = (await get(b, '/api/admin/users', adminCookie)).json();
      expect(listed.find((u: { id: number }) => u.id === user.id).status).toBe('deactivated');
    });
  },
);
