import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import type { MailTransport } from './transport.ts';

export interface MailLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface MailWorkerOptions {
  db: Db;
  transport: MailTransport;
  log: MailLog;
  intervalMs?: number;
  batchSize?: number;
  maxAttempts?: number;
}

export interface MailWorker {
  /** Claims and sends one batch of due messages; resolves to the number of messages sent. */
  runOnce(): Promise<number>;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 60 * 60_000;
// A claim outlives a whole batch even when every send runs into the SMTP timeouts; only a crashed
// worker lets it expire, and then another instance takes the row over.
const LEASE_SECONDS = 15 * 60;

/** Wait before the next attempt after `attempts` failed ones: 30 s · 2^attempts, at most one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** Math.max(0, attempts), MAX_DELAY_MS);
}

type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Sends the outbox. Each row is claimed atomically (FOR UPDATE SKIP LOCKED) before it is sent,
 * so several workers, also in several instances on one PostgreSQL, never send the same row twice.
 */
export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, transport, log, intervalMs = 5000, batchSize = 10, maxAttempts = 8 } = options;
  const running = new Set<Promise<number>>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function claim(): Promise<OutboxRow[]> {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        or(
          and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)),
          and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(mailOutbox.id)
      .limit(batchSize)
      .for('update', { skipLocked: true });
    // The attempt is counted at claim time: it doubles as a fencing token for the later update,
    // and a message that crashes its worker every time still runs out of attempts.
    return db
      .update(mailOutbox)
      .set({
        status: 'sending',
        attempts: sql`${mailOutbox.attempts} + 1`,
        lockedUntil: sql`now() + ${LEASE_SECONDS}::integer * interval '1 second'`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  async function deliver(row: OutboxRow): Promise<boolean> {
    const mine = and(
      eq(mailOutbox.id, row.id),
      eq(mailOutbox.status, 'sending'),
      eq(mailOutbox.attempts, row.attempts),
    );
    if (row.attempts > maxAttempts) {
      // Only a lease that expired on the last attempt gets here: its worker died while sending.
      await db
        .update(mailOutbox)
        .set({
          status: 'failed',
          lockedUntil: null,
          lastError: row.lastError ?? 'Worker stopped while sending',
        })
        .where(mine);
      log.error({ mailId: row.id, attempts: row.attempts }, 'mail given up after an interrupted send');
      return false;
    }
    try {
      await transport.send({
        id: row.id,
        to: row.toAddress,
        subject: row.subject,
        text: row.text,
        html: row.html,
      });
    } catch (err) {
      const lastError = err instanceof Error ? err.message : String(err);
      const failed = row.attempts >= maxAttempts;
      await db
        .update(mailOutbox)
        .set(
          failed
            ? { status: 'failed', lockedUntil: null, lastError }
            : {
                status: 'pending',
                lockedUntil: null,
                lastError,
                nextAttemptAt: sql`now() + ${retryDelayMs(row.attempts)}::integer * interval '1 millisecond'`,
              },
        )
        .where(mine);
      const details = { mailId: row.id, attempts: row.attempts, err: lastError };
      if (failed) log.error(details, 'mail failed for good');
      else log.warn(details, 'mail send failed, will retry');
      return false;
    }
    // Not fenced: the message is out, so record that even if our lease ran out meanwhile.
    await db
      .update(mailOutbox)
      .set({
        status: 'sent',
        sentAt: sql`coalesce(${mailOutbox.sentAt}, now())`,
        lockedUntil: null,
        lastError: null,
      })
      .where(eq(mailOutbox.id, row.id));
    log.info({ mailId: row.id }, 'mail sent');
    return true;
  }

  async function run(): Promise<number> {
    const rows = await claim();
    let sent = 0;
    // One after another: a batch is small, and one SMTP connection at a time is what servers like.
    for (const row of rows) {
      if (await deliver(row)) sent += 1;
    }
    return sent;
  }

  function runOnce(): Promise<number> {
    const p = run();
    running.add(p);
    p.then(
      () => running.delete(p),
      () => running.delete(p),
    );
    return p;
  }

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(tick, delay);
    // The worker alone never keeps the process alive.
    timer.unref();
  }

  async function tick() {
    timer = undefined;
    let fullBatch = false;
    try {
      const before = Date.now();
      const sent = await runOnce();
      fullBatch = sent >= batchSize;
      if (sent > 0) log.info({ sent, ms: Date.now() - before }, 'mail batch done');
    } catch (err) {
      log.error({ err }, 'mail worker run failed');
    }
    // Drain a backlog without waiting for the interval.
    schedule(fullBatch ? 0 : intervalMs);
  }

  schedule(intervalMs);

  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await Promise.allSettled([...running]);
    },
  };
}
