// A backend terminated while a write holds its connection (pg_terminate_backend, a failover,
// a proxy that resets the connection) ends that write with 503 and nothing written; the process lives on and
// serves the next request. Before, pg's 'error' event on the checked-out client had no listener and the
// instance exited with code 1. PostgreSQL only: PGlite has no connections to lose.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { runningImports } from '../import/backoffice-imports.ts';
import { queueMail } from '../mail/outbox.ts';
import { startMailWorker } from '../mail/worker.ts';
import { backofficeCaller, setupTestApp } from '../test/app.ts';
import { buildCommune, buildUser, sessionCookie } from '../test/factories.ts';
import {
  buildLieferstelle,
  buildRabattUser,
  buildRabattYear,
  rabattCaller,
} from '../test/rabatt-factories.ts';
import { contracts, faqEntries, lieferstellen, mailOutbox, mediaFiles } from './schema/index.ts';

/** The app on a PostgreSQL database of its own and a second connection that holds locks; none on PGlite. */
async function setup() {
  if (!process.env.DATABASE_URL) return undefined;
  const { app, db, database } = await setupTestApp();
  const lockHolder = new pg.Client({ connectionString: (database as { url?: string }).url });
  lockHolder.on('error', () => {});
  await lockHolder.connect();
  afterAll(() => lockHolder.end());
  const adminCookie = await sessionCookie(db, await buildUser(db, { isAdmin: true }));
  return { app, db, adminCookie, lockHolder };
}
// Made before describe: a skipped describe still runs its body to collect the tests.
const prepared = await setup();

describe.skipIf(!prepared)('a backend terminated during a write (PostgreSQL)', () => {
  const { app, db, adminCookie, lockHolder } = (prepared ?? {}) as NonNullable<typeof prepared>;
  const call = backofficeCaller(app);

  /**
   * Runs `write` while `table` is locked against writes (`share`) or against everything, so the write's
   * statement waits; terminates that backend, then lifts the lock. Resolves to what the write gave.
   */
  async function terminatedWhileWaiting<T>(
    table: string,
    write: () => Promise<T>,
    mode: 'share' | 'access exclusive' = 'share',
  ): Promise<T> {
    await lockHolder.query('begin');
    await lockHolder.query(`lock table ${table} in ${mode} mode`);
    const pending = write();
    try {
      const waiting = await waitFor(async () => {
        const { rows } = await lockHolder.query(
          `select pid from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
        );
        return rows[0]?.pid as number | undefined;
      });
      await lockHolder.query('select pg_terminate_backend($1)', [waiting]);
    } finally {
      await lockHolder.query('rollback');
    }
    return pending;
  }

  const health = async () => (await app.inject({ method: 'GET', url: '/api/health' })).statusCode;

  it('back-office save: 503, no entry, no version, no audit line; the next save works', async () => {
    const faq = { titel: 'Abgebrochene Frage', text: 'Antwort.', sortOrder: 1 };
    const res = await terminatedWhileWaiting('audit_log', () =>
      call(adminCookie, 'POST', '/api/backoffice/faq-entries', faq),
    );
    expect(res.statusCode, res.body).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(await db.select().from(faqEntries).where(eq(faqEntries.titel, faq.titel))).toEqual([]);
    expect(await health()).toBe(200);
    const again = await call(adminCookie, 'POST', '/api/backoffice/faq-entries', faq);
    expect(again.statusCode, again.body).toBe(200);
    expect(await db.select().from(faqEntries).where(eq(faqEntries.titel, faq.titel))).toHaveLength(1);
  });

  it('Kommunalrabatt edit: 503 and the row unchanged; the same edit works next', async () => {
    const commune = await buildCommune(db);
    await buildRabattYear(db, { communeId: commune.id, year: 2026, status: 'Bei Kommune' });
    const row = await buildLieferstelle(db, { communeId: commune.id, year: 2026 });
    const clerk = await buildRabattUser(db, { communeId: commune.id });
    const rabatt = rabattCaller(app, db);
    const body = {
      id: row.id,
      version: 1,
      marktlokation: row.marktlokation,
      adresszeile1: 'Rathausplatz',
      adresszeile2: '1a',
      notiz: 'nach dem Abbruch',
    };
    const res = await terminatedWhileWaiting('lieferstellen', () =>
      rabatt('PUT', '/api/lieferstellen/updateAdditionalData', clerk, body),
    );
    expect(res.statusCode, res.body).toBe(503);
    const [unchanged] = await db.select().from(lieferstellen).where(eq(lieferstellen.id, row.id));
    expect(unchanged.adresszeile1).toBe(row.adresszeile1);
    expect(await health()).toBe(200);
    const again = await rabatt('PUT', '/api/lieferstellen/updateAdditionalData', clerk, body);
    expect(again.statusCode, again.body).toBe(200);
  });

  it('upload to the media library: 503 and no file row; the same upload works next', async () => {
    const png = await sharp({
      create: { width: 20, height: 20, channels: 3, background: { r: 0, g: 90, b: 160 } },
    })
      .png()
      .toBuffer();
    const boundary = '----kpkilled';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="altText"\r\n\r\nBlaues Quadrat\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="quadrat.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = () =>
      app.inject({
        method: 'POST',
        url: '/api/backoffice/media',
        headers: { cookie: adminCookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
    const before = (await db.select().from(mediaFiles)).length;
    const res = await terminatedWhileWaiting('media_files', upload);
    expect(res.statusCode, res.body).toBe(503);
    expect(await db.select().from(mediaFiles)).toHaveLength(before);
    expect(await health()).toBe(200);
    const again = await upload();
    expect(again.statusCode, again.body).toBe(200);
    expect(await db.select().from(mediaFiles)).toHaveLength(before + 1);
  });

  it('import: the job ends as failed with nothing written; the same import works next', async () => {
    await buildCommune(db, { name: 'Viersen' });
    await buildCommune(db, { name: 'Brüggen' });
    const file = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../../docs/import-examples/vertraege.json'),
    );
    const start = async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/backoffice/imports/contracts?fileName=vertraege.json',
        payload: file,
        headers: { cookie: adminCookie, 'content-type': 'application/octet-stream' },
      });
      expect(res.statusCode, res.body).toBe(202);
      const id = res.json().id as string;
      await runningImports.get(id);
      const job = await app.inject({
        method: 'GET',
        url: `/api/backoffice/imports/${id}`,
        headers: { cookie: adminCookie },
      });
      return job.json() as { phase: string; lines: string[] };
    };
    const job = await terminatedWhileWaiting('contracts', start);
    expect(job.phase).toBe('fehler');
    expect(await db.select().from(contracts)).toEqual([]);
    expect(await health()).toBe(200);
    const again = await start();
    expect(again.phase, again.lines.join('\n')).toBe('fertig');
    expect((await db.select().from(contracts)).length).toBeGreaterThan(0);
  });

  it('outbox claim: the killed claim takes no attempt, and the worker sends the mail once', async () => {
    const sent: string[] = [];
    const silent = { info() {}, warn() {}, error() {} };
    const worker = startMailWorker({
      db,
      log: silent,
      intervalMs: 3_600_000,
      transport: {
        messageIdHost: 'localhost',
        async send(message) {
          sent.push(message.subject);
        },
        close() {},
      },
    });
    try {
      const id = (await queueMail(db, {
        to: 'a@example.org',
        subject: 'Nach dem Abbruch',
        text: 'Hallo',
      })) as number;
      // The claim's SELECT … FOR UPDATE waits for a table lock (SKIP LOCKED skips only locked rows).
      // The round goes on claiming on a new connection once the lock is gone; if it gave up, the next does.
      await terminatedWhileWaiting(
        'mail_outbox',
        () => worker.runOnce().catch((error: unknown) => error),
        'access exclusive',
      );
      if (sent.length === 0) await worker.runOnce();
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(row).toMatchObject({ status: 'sent', attempts: 1 });
      expect(sent).toEqual(['Nach dem Abbruch']);
      expect(await health()).toBe(200);
    } finally {
      await worker.stop();
    }
  });
});

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('Kein wartender Schreibvorgang gefunden');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
