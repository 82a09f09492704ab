import fs from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import { openTestDatabase } from '../test/database.ts';
import { queueMail } from './outbox.ts';
import { type SmtpMessage, startTestSmtpServer } from './smtp-test-server.ts';
import { createMailTransport, isPermanentRejection } from './transport.ts';
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
const PUBLIC_URL = 'https://portal.example.de';
const MESSAGE_ID =
  /^<[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}@portal\.example\.de>$/;
// The timer never fires during a test; the tests drive the worker with runOnce.
const manual = { intervalMs: 3_600_000, log: silent };

function smtpTransport(url: string) {
  return createMailTransport({ SMTP_URL: url, MAIL_FROM, dataDir: '', PUBLIC_URL });
}

/** A loopback port nobody listens on (for now). */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function row(id: number) {
  const [found] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return found;
}

function copiesOf(messages: SmtpMessage[], messageId: string | null) {
  return messages.filter((m) => m.messageId === messageId).length;
}

async function makeDue(id: number) {
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(mailOutbox.id, id));
}

async function queueMany(count: number, to = (i: number) => `person${i}@example.org`) {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    ids.push((await queueMail(db, { to: to(i), subject: `Nachricht ${i}`, text: 'Hallo' })) as number);
  }
  return ids;
}

describe('mail outbox', () => {
  it('retries a message queued while the mail server is down and delivers it exactly once', async () => {
    const port = await freePort();
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`);
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
      expect(afterFailure.lockedUntil).toBeNull();
      expect(afterFailure.messageId).toMatch(MESSAGE_ID);
      // The first retry is 30 s away (docs/operations.md).
      expect(afterFailure.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 25_000);
      expect(afterFailure.nextAttemptAt.getTime()).toBeLessThan(Date.now() + 35_000);

      const smtp = await startTestSmtpServer({ port });
      try {
        // Not due yet: the backoff holds it back even though the server is up again.
        expect(await worker.runOnce()).toBe(0);
        expect(smtp.offered).toHaveLength(0);

        await makeDue(id as number);
        expect(await worker.runOnce()).toBe(1);
        const sent = await row(id as number);
        expect(sent.status).toBe('sent');
        expect(sent.attempts).toBe(2);
        expect(sent.sentAt).toBeInstanceOf(Date);
        // The retry kept the Message-ID of the first attempt.
        expect(sent.messageId).toBe(afterFailure.messageId);

        expect(await worker.runOnce()).toBe(0);
        await makeDue(id as number);
        expect(await worker.runOnce()).toBe(0);

        expect(smtp.accepted).toHaveLength(1);
        expect(smtp.accepted[0].rcptTo).toEqual(['buerger@example.org']);
        expect(copiesOf(smtp.accepted, sent.messageId)).toBe(1);
        expect(smtp.accepted[0].raw).toContain('Subject: Ihre Anfrage');
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
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`);
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

  it('marks a message the server rejects for good (5xx) failed after 3 attempts, a 4xx one not', async () => {
    const smtp = await startTestSmtpServer({
      answer: (m) =>
        m.rcptTo[0].startsWith('unbekannt')
          ? { code: 550, message: 'Mailbox unavailable' }
          : { code: 451, message: 'Try again later' },
    });
    const transport = smtpTransport(smtp.url);
    const worker = startMailWorker({ db, transport, ...manual });
    try {
      const permanent = (await queueMail(db, {
        to: 'unbekannt@example.org',
        subject: 'x',
        text: 'x',
      })) as number;
      const temporary = (await queueMail(db, { to: 'voll@example.org', subject: 'x', text: 'x' })) as number;
      for (let attempt = 1; attempt <= 3; attempt++) {
        expect(await worker.runOnce()).toBe(0);
        await makeDue(permanent);
        await makeDue(temporary);
      }
      const gaveUp = await row(permanent);
      expect(gaveUp.status).toBe('failed');
      expect(gaveUp.attempts).toBe(3);
      expect(gaveUp.lastError).toContain('550');
      const retrying = await row(temporary);
      expect(retrying.status).toBe('pending');
      expect(retrying.attempts).toBe(3);
      expect(retrying.lastError).toContain('451');

      expect(await worker.runOnce()).toBe(0);
      expect((await row(permanent)).attempts).toBe(3);
      expect(copiesOf(smtp.offered, gaveUp.messageId)).toBe(3);
    } finally {
      await worker.stop();
      transport.close();
      await smtp.close();
    }
  });

  it('counts only a 5xx answer to the recipient or the message as permanent', () => {
    const smtpError = (responseCode: number, command: string) =>
      Object.assign(new Error(`${responseCode} x`), { responseCode, command });
    expect(isPermanentRejection(smtpError(550, 'RCPT TO'))).toBe(true);
    expect(isPermanentRejection(smtpError(554, 'DATA'))).toBe(true);
    expect(isPermanentRejection(smtpError(451, 'DATA'))).toBe(false);
    // Our configuration (sign-in, sender) or the server's state, not this message: retried as usual.
    expect(isPermanentRejection(smtpError(535, 'AUTH PLAIN'))).toBe(false);
    expect(isPermanentRejection(smtpError(553, 'MAIL FROM'))).toBe(false);
    expect(isPermanentRejection(smtpError(554, 'CONN'))).toBe(false);
    expect(isPermanentRejection(new Error('connect ECONNREFUSED'))).toBe(false);
  });

  it('keeps sending the other messages while some are rejected', async () => {
    const smtp = await startTestSmtpServer({
      answer: (m) => (m.rcptTo[0].startsWith('voll') ? { code: 452, message: 'Mailbox full' } : undefined),
    });
    const transport = smtpTransport(smtp.url);
    const worker = startMailWorker({ db, transport, ...manual });
    try {
      // Every fifth is rejected, the first among them.
      const ids = await queueMany(30, (i) =>
        i % 5 === 0 ? `voll${i}@example.org` : `person${i}@example.org`,
      );
      // One run sends everything that can go; the old worker stopped after a batch of 10 and waited 5 s.
      expect(await worker.runOnce()).toBe(24);
      expect(smtp.accepted).toHaveLength(24);
      const statuses = await Promise.all(ids.map(async (id) => (await row(id)).status));
      expect(statuses.filter((s) => s === 'pending')).toHaveLength(6);
    } finally {
      await worker.stop();
      transport.close();
      await smtp.close();
    }
  });

  it('sends each message once when two workers run at the same time', async () => {
    const smtp = await startTestSmtpServer();
    const transportA = smtpTransport(smtp.url);
    const transportB = smtpTransport(smtp.url);
    const workerA = startMailWorker({ db, transport: transportA, ...manual });
    const workerB = startMailWorker({ db: secondDatabase.db, transport: transportB, ...manual });
    try {
      const ids = await queueMany(20);
      const [a, b] = await Promise.all([workerA.runOnce(), workerB.runOnce()]);
      expect(a + b).toBe(ids.length);
      expect(await workerA.runOnce()).toBe(0);
      expect(smtp.accepted).toHaveLength(ids.length);
      const messageIds = new Set<string | null>();
      for (const id of ids) {
        const sent = await row(id);
        expect(sent.status).toBe('sent');
        expect(copiesOf(smtp.accepted, sent.messageId)).toBe(1);
        messageIds.add(sent.messageId);
      }
      expect(messageIds.size).toBe(ids.length);
    } finally {
      await Promise.all([workerA.stop(), workerB.stop()]);
      transportA.close();
      transportB.close();
      await smtp.close();
    }
  });

  it('renews the lease while a slow send runs, so no other worker takes the message', async () => {
    let release: () => void = () => {};
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const smtp = await startTestSmtpServer({ answer: () => slow.then(() => undefined) });
    const transportA = smtpTransport(smtp.url);
    const transportB = smtpTransport(smtp.url);
    const workerA = startMailWorker({ db, transport: transportA, ...manual, leaseMs: 300 });
    const workerB = startMailWorker({
      db: secondDatabase.db,
      transport: transportB,
      ...manual,
      leaseMs: 300,
    });
    try {
      const [id] = await queueMany(1);
      const sending = workerA.runOnce();
      await vi.waitFor(() => expect(smtp.offered).toHaveLength(1));
      // Three leases long: without renewal B would take the row over and send it a second time.
      await new Promise((resolve) => setTimeout(resolve, 900));
      expect(await workerB.runOnce()).toBe(0);
      expect((await row(id)).lockedUntil?.getTime()).toBeGreaterThan(Date.now());
      release();
      expect(await sending).toBe(1);
      expect(smtp.offered).toHaveLength(1);
      expect((await row(id)).status).toBe('sent');
    } finally {
      release();
      await Promise.all([workerA.stop(), workerB.stop()]);
      transportA.close();
      transportB.close();
      await smtp.close();
    }
  });

  it('takes over a message whose worker died while sending once its lease has run out', async () => {
    const smtp = await startTestSmtpServer();
    const transport = smtpTransport(smtp.url);
    const worker = startMailWorker({ db, transport, ...manual });
    try {
      const [held, expired] = await queueMany(2);
      // As a killed worker leaves them: claimed, one lease still running, one run out.
      await db
        .update(mailOutbox)
        .set({ status: 'sending', attempts: 1, lockedUntil: sql`now() + interval '1 minute'` })
        .where(eq(mailOutbox.id, held));
      await db
        .update(mailOutbox)
        .set({ status: 'sending', attempts: 1, lockedUntil: sql`now() - interval '1 second'` })
        .where(eq(mailOutbox.id, expired));
      expect(await worker.runOnce()).toBe(1);
      expect((await row(held)).status).toBe('sending');
      const taken = await row(expired);
      expect(taken.status).toBe('sent');
      expect(taken.attempts).toBe(2);
    } finally {
      await worker.stop();
      transport.close();
      await smtp.close();
    }
  });

  it('stops claiming at stop, and gives a message back when the mail server hangs past the deadline', async () => {
    // Answers nothing after DATA, as a hung server does.
    const smtp = await startTestSmtpServer({ answer: () => new Promise(() => {}) });
    const transport = smtpTransport(smtp.url);
    const worker = startMailWorker({ db, transport, ...manual, concurrency: 1 });
    try {
      const [hung, waiting] = await queueMany(2);
      const run = worker.runOnce();
      run.catch(() => {});
      await vi.waitFor(() => expect(smtp.offered).toHaveLength(1));
      expect((await row(hung)).status).toBe('sending');

      const before = Date.now();
      await worker.stop({ deadlineMs: 300 });
      const took = Date.now() - before;
      expect(took).toBeGreaterThanOrEqual(290);
      expect(took).toBeLessThan(5_000);

      const givenBack = await row(hung);
      expect(givenBack.status).toBe('pending');
      expect(givenBack.lockedUntil).toBeNull();
      expect(givenBack.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
      // The second message was never claimed: the worker stopped claiming at stop.
      const untouched = await row(waiting);
      expect(untouched.status).toBe('pending');
      expect(untouched.attempts).toBe(0);
      expect(await worker.runOnce()).toBe(0);
      expect((await row(waiting)).attempts).toBe(0);
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it('waits at stop for a send in progress that finishes before the deadline', async () => {
    const smtp = await startTestSmtpServer({
      answer: () => new Promise((resolve) => setTimeout(() => resolve(undefined), 300)),
    });
    const transport = smtpTransport(smtp.url);
    const worker = startMailWorker({ db, transport, ...manual, concurrency: 1 });
    try {
      const [id] = await queueMany(1);
      const run = worker.runOnce();
      await vi.waitFor(() => expect(smtp.offered).toHaveLength(1));
      await worker.stop({ deadlineMs: 10_000 });
      expect(await run).toBe(1);
      expect((await row(id)).status).toBe('sent');
      expect(smtp.accepted).toHaveLength(1);
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it('writes an .eml file under dataDir/mail without SMTP_URL', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kp-mail-'));
    const transport = createMailTransport({ MAIL_FROM, dataDir, PUBLIC_URL });
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
      const sent = await row(id);
      expect(sent.messageId).toMatch(MESSAGE_ID);
      expect(eml).toContain(`Message-ID: ${sent.messageId}`);
      expect(eml).toContain('Ihr Zugang wurde freigegeben.');
      expect(sent.status).toBe('sent');
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

  it('backs off from 30 s, doubling up to one hour', () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(7)).toBe(32 * 60_000);
    for (let n = 1; n < 12; n++) expect(retryDelayMs(n + 1)).toBeGreaterThanOrEqual(retryDelayMs(n));
    expect(retryDelayMs(8)).toBe(3_600_000);
    expect(retryDelayMs(30)).toBe(3_600_000);
  });
});
