import fs from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import { openTestDatabase } from '../test/database.ts';
import { queueMail } from './outbox.ts';
import { createMailTransport, messageIdFor } from './transport.ts';
import { type MailLog, retryDelayMs, startMailWorker } from './worker.ts';

const database = await openTestDatabase();
const { db } = database;

// On PostgreSQL a second pool makes the two workers real competitors; PGlite has one client only.
const secondDatabase = database.url
  ? await openDatabase({ databaseUrl: database.url, dataDir: 'memory://' })
  : database;

afterAll(async () => {
  if (secondDatabase !== database) await secondDatabase.close();
  // The file's own database is dropped on close.
  await database.close();
});

beforeEach(async () => {
  await db.delete(mailOutbox);
});

const silent: MailLog = { info() {}, warn() {}, error() {} };
const MAIL_FROM = 'Kommunalportal <kommunalportal@example.org>';
// The timer never fires during a test; the tests drive the worker with runOnce.
const manual = { intervalMs: 3_600_000, log: silent };

interface Received {
  rcptTo: string[];
  raw: string;
}

async function startSmtpServer(port = 0) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port nobody listens on (for now). */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

function receivedCopies(received: Received[], id: number) {
  return received.filter((m) => m.raw.includes(`Message-ID: ${messageIdFor(id)}`)).length;
}

async function row(id: number) {
  const [found] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return found;
}

async function makeDue(id: number) {
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(mailOutbox.id, id));
}

describe('mail outbox', () => {
  it('retries a message queued while the mail server is down and delivers it exactly once', async () => {
    const port = await freePort();
    const transport = createMailTransport({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM, dataDir: '' });
    const worker = startMailWorker({ db, transport, ...manual });
    try {
      const id = await queueMail(db, {
        to: 'buerger@example.org',
        subject: 'Ihre Anfrage',
        text: 'Wir haben Ihre Anfrage erhalten.',
      });
      expect(id).not.toBeNull();

      expect(await worker.runOnce()).toBe(0);
      const afterFailure = await row(id as number);
      expect(afterFailure.status).toBe('pending');
      expect(afterFailure.attempts).toBe(1);
      expect(afterFailure.lastError).toBeTruthy();
      expect(afterFailure.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);

      const smtp = await startSmtpServer(port);
      try {
        // Not due yet: the backoff holds it back even though the server is up again.
        expect(await worker.runOnce()).toBe(0);
        expect(smtp.received).toHaveLength(0);

        await makeDue(id as number);
        expect(await worker.runOnce()).toBe(1);
        const sent = await row(id as number);
        expect(sent.status).toBe('sent');
        expect(sent.attempts).toBe(2);
        expect(sent.sentAt).toBeInstanceOf(Date);

        expect(await worker.runOnce()).toBe(0);
        await makeDue(id as number);
        expect(await worker.runOnce()).toBe(0);

        expect(smtp.received).toHaveLength(1);
        expect(smtp.received[0].rcptTo).toEqual(['buerger@example.org']);
        expect(receivedCopies(smtp.received, id as number)).toBe(1);
        expect(smtp.received[0].raw).toContain('Subject: Ihre Anfrage');
      } finally {
        await smtp.close();
      }
    } finally {
      await worker.stop();
      transport.close();
    }
  });

  it('marks a message failed after maxAttempts', async () => {
    const port = await freePort();
    const transport = createMailTransport({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM, dataDir: '' });
    const worker = startMailWorker({ db, transport, ...manual, maxAttempts: 2 });
    try {
      const id = (await queueMail(db, { to: 'a@example.org', subject: 'x', text: 'x' })) as number;
      await worker.runOnce();
      expect((await row(id)).status).toBe('pending');
      await makeDue(id);
      await worker.runOnce();
      const failed = await row(id);
      expect(failed.status).toBe('failed');
      expect(failed.attempts).toBe(2);
      await makeDue(id);
      expect(await worker.runOnce()).toBe(0);
      expect((await row(id)).attempts).toBe(2);
    } finally {
      await worker.stop();
      transport.close();
    }
  });

  it('sends each message once when two workers run at the same time', async () => {
    const smtp = await startSmtpServer();
    const config = { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM, dataDir: '' };
    const transportA = createMailTransport(config);
    const transportB = createMailTransport(config);
    const workerA = startMailWorker({ db, transport: transportA, ...manual, batchSize: 3 });
    const workerB = startMailWorker({
      db: secondDatabase.db,
      transport: transportB,
      ...manual,
      batchSize: 3,
    });
    try {
      const ids: number[] = [];
      for (let i = 0; i < 8; i++) {
        ids.push(
          (await queueMail(db, {
            to: `person${i}@example.org`,
            subject: `Nachricht ${i}`,
            text: 'Hallo',
          })) as number,
        );
      }
      let total = 0;
      for (let round = 0; round < 5; round++) {
        const [a, b] = await Promise.all([workerA.runOnce(), workerB.runOnce()]);
        total += a + b;
      }
      expect(total).toBe(ids.length);
      expect(smtp.received).toHaveLength(ids.length);
      for (const id of ids) {
        expect(receivedCopies(smtp.received, id)).toBe(1);
        expect((await row(id)).status).toBe('sent');
      }
    } finally {
      await Promise.all([workerA.stop(), workerB.stop()]);
      transportA.close();
      transportB.close();
      await smtp.close();
    }
  });

  it('writes an .eml file under dataDir/mail without SMTP_URL', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kp-mail-'));
    const transport = createMailTransport({ MAIL_FROM, dataDir });
    const worker = startMailWorker({ db, transport, ...manual });
    try {
      const id = (await queueMail(db, {
        to: 'buergermeister@example.org',
        subject: 'Freigabe erteilt',
        text: 'Ihr Zugang wurde freigegeben.',
        html: '<p>Ihr Zugang wurde freigegeben.</p>',
      })) as number;
      expect(await worker.runOnce()).toBe(1);

      const files = await fs.readdir(path.join(dataDir, 'mail'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2}T[\\d-]+Z-${id}\\.eml$`));
      const eml = await fs.readFile(path.join(dataDir, 'mail', files[0]), 'utf8');
      expect(eml).toContain('To: buergermeister@example.org');
      expect(eml).toContain('Subject: Freigabe erteilt');
      expect(eml).toContain('From: Kommunalportal <kommunalportal@example.org>');
      expect(eml).toContain(`Message-ID: ${messageIdFor(id)}`);
      expect(eml).toContain('Ihr Zugang wurde freigegeben.');
      expect((await row(id)).status).toBe('sent');
    } finally {
      await worker.stop();
      transport.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it('queues a message once per dedupeKey', async () => {
    const message = { to: 'a@example.org', subject: 'Freigabe', text: 'x', dedupeKey: 'user-approved:1' };
    const first = await queueMail(db, message);
    const second = await queueMail(db, message);
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, 'user-approved:1'));
    expect(rows).toHaveLength(1);
  });

  it('queues inside a transaction and drops the mail when the transaction rolls back', async () => {
    await db.transaction(async (tx) => {
      await queueMail(tx, { to: 'a@example.org', subject: 'kept', text: 'x', dedupeKey: 'tx:kept' });
    });
    await expect(
      db.transaction(async (tx) => {
        await queueMail(tx, { to: 'a@example.org', subject: 'dropped', text: 'x', dedupeKey: 'tx:dropped' });
        throw new Error('the causing change failed');
      }),
    ).rejects.toThrow('the causing change failed');
    const rows = await db.select({ dedupeKey: mailOutbox.dedupeKey }).from(mailOutbox);
    expect(rows.map((r) => r.dedupeKey)).toEqual(['tx:kept']);
  });

  it('backs off exponentially up to one hour', () => {
    expect(retryDelayMs(1)).toBe(60_000);
    expect(retryDelayMs(2)).toBe(120_000);
    for (let n = 1; n < 12; n++) expect(retryDelayMs(n + 1)).toBeGreaterThanOrEqual(retryDelayMs(n));
    expect(retryDelayMs(7)).toBe(3_600_000);
    expect(retryDelayMs(30)).toBe(3_600_000);
  });
});
