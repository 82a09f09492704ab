import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import { isPermanentRejection, type MailTransport, newMessageId } from './transport.ts';

export interface MailLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface MailWorkerOptions {
  db: Db;
  transport: MailTransport;
  log: MailLog;
  /** Pause when nothing is due before looking again. */
  intervalMs?: number;
  /** Messages sent at the same time by this worker, each on its own SMTP connection. */
  concurrency?: number;
  /** Attempts before a message that keeps failing temporarily is marked failed. */
  maxAttempts?: number;
  /** Attempts before a message the mail server rejects for good (5xx) is marked failed. */
  maxPermanentAttempts?: number;
  /** How long a claim holds without being renewed; a worker renews it every third of that while it sends. */
  leaseMs?: number;
  /** Wait before the next attempt after `attempts` failed ones. */
  retryDelayMs?: (attempts: number) => number;
}

export interface MailWorkerStopOptions {
  /** How long to wait for messages being sent before giving them back to the outbox. */
  deadlineMs?: number;
}

export interface MailWorker {
  /** Claims and sends due messages, one at a time per lane, until none is due; resolves to the number sent. */
  runOnce(): Promise<number>;
  /**
   * Stops claiming, waits for the messages being sent up to the deadline, then gives the ones still
   * unsent back (lease cleared, due now) so another instance or the next start sends them at once.
   */
  stop(options?: MailWorkerStopOptions): Promise<void>;
}

const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 60 * 60_000;
/** Short, because a killed worker's messages wait this long; a live worker renews it while it sends. */
export const DEFAULT_LEASE_MS = 30_000;
export const DEFAULT_STOP_DEADLINE_MS = 10_000;

/** Wait after `attempts` failed attempts: 30 s, 1 min, 2 min … doubling, at most one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
}

type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Sends the outbox. Each message is claimed on its own (FOR UPDATE SKIP LOCKED) with a short lease just
 * before it is sent, so several workers, also in several instances on one PostgreSQL, never send the same
 * row twice, and a killed worker holds back only the messages it was sending, for one lease at most.
 */
export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const {
    db,
    transport,
    log,
    intervalMs = 5000,
    concurrency = 4,
    maxAttempts = 8,
    maxPermanentAttempts = 3,
    leaseMs = DEFAULT_LEASE_MS,
    retryDelayMs: delayAfter = retryDelayMs,
  } = options;
  const running = new Set<Promise<number>>();
  /** Rows this worker has claimed and not finished: id → the attempt number that fences our updates. */
  const inFlight = new Map<number, number>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const lease = () => sql`now() + ${Math.ceil(leaseMs)}::integer * interval '1 millisecond'`;
  const owned = (id: number, attempts: number) =>
    and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending'), eq(mailOutbox.attempts, attempts));

  async function claimOne(): Promise<OutboxRow | undefined> {
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
      .limit(1)
      .for('update', { skipLocked: true });
    // The attempt is counted at claim time: it doubles as a fencing token for the later updates,
    // and a message that crashes its worker every time still runs out of attempts.
    const [row] = await db
      .update(mailOutbox)
      .set({
        status: 'sending',
        attempts: sql`${mailOutbox.attempts} + 1`,
        lockedUntil: lease(),
        messageId: sql`coalesce(${mailOutbox.messageId}, ${newMessageId(transport.messageIdHost)})`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
    return row;
  }

  async function renewLease(row: OutboxRow) {
    try {
      const renewed = await db
        .update(mailOutbox)
        .set({ lockedUntil: lease() })
        .where(owned(row.id, row.attempts))
        .returning({ id: mailOutbox.id });
      if (renewed.length === 0) log.warn({ mailId: row.id }, 'mail lease lost while sending');
    } catch (err) {
      log.warn({ mailId: row.id, err }, 'mail lease renewal failed');
    }
  }

  async function send(row: OutboxRow): Promise<void> {
    // Renewed while the send runs, so a slow but live mail server never lets another worker take the row.
    const heartbeat = setInterval(() => void renewLease(row), leaseMs / 3);
    heartbeat.unref();
    try {
      await transport.send({
        id: row.id,
        messageId: row.messageId as string,
        to: row.toAddress,
        subject: row.subject,
        text: row.text,
        html: row.html,
      });
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function deliver(row: OutboxRow): Promise<boolean> {
    const mine = owned(row.id, row.attempts);
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
    inFlight.set(row.id, row.attempts);
    try {
      try {
        await send(row);
      } catch (err) {
        const lastError = err instanceof Error ? err.message : String(err);
        const permanent = isPermanentRejection(err);
        const failed = row.attempts >= (permanent ? maxPermanentAttempts : maxAttempts);
        await db
          .update(mailOutbox)
          .set(
            failed
              ? { status: 'failed', lockedUntil: null, lastError }
              : {
                  status: 'pending',
                  lockedUntil: null,
                  lastError,
                  nextAttemptAt: sql`now() + ${Math.ceil(delayAfter(row.attempts))}::integer * interval '1 millisecond'`,
                },
          )
          .where(mine);
        const details = { mailId: row.id, attempts: row.attempts, permanent, err: lastError };
        if (failed) log.error(details, 'mail failed for good');
        else log.warn(details, 'mail send failed, will retry');
        return false;
      }
      // Not fenced: the message is out, so record that even if our lease ran out or stop gave it back.
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
    } finally {
      inFlight.delete(row.id);
    }
  }

  /** Sends due messages one after another until none is left or the worker stops. */
  async function lane(): Promise<number> {
    let sent = 0;
    while (!stopped) {
      const row = await claimOne();
      if (!row) break;
      if (stopped) {
        // Claimed while stop began: hand it straight back, unattempted, instead of starting a send.
        await db
          .update(mailOutbox)
          .set({ status: 'pending', lockedUntil: null, attempts: sql`${mailOutbox.attempts} - 1` })
          .where(owned(row.id, row.attempts));
        break;
      }
      if (await deliver(row)) sent += 1;
    }
    return sent;
  }

  async function run(): Promise<number> {
    // A failed message never pauses the others: each lane goes straight on to the next due one.
    const lanes = await Promise.allSettled(Array.from({ length: Math.max(1, concurrency) }, lane));
    const failure = lanes.find((r) => r.status === 'rejected');
    if (failure) throw failure.reason;
    return lanes.reduce((sum, r) => sum + (r.status === 'fulfilled' ? r.value : 0), 0);
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
    try {
      const before = Date.now();
      const sent = await runOnce();
      if (sent > 0) log.info({ sent, ms: Date.now() - before }, 'mail run done');
    } catch (err) {
      if (!stopped) log.error({ err }, 'mail worker run failed');
    }
    schedule(intervalMs);
  }

  /** Gives back what is still being sent: due now, lease cleared; the attempt stays counted. */
  async function releaseInFlight() {
    const rows = [...inFlight];
    if (rows.length === 0) return;
    for (const [id, attempts] of rows) {
      try {
        await db
          .update(mailOutbox)
          .set({ status: 'pending', lockedUntil: null, nextAttemptAt: sql`now()` })
          .where(owned(id, attempts));
      } catch (err) {
        // Its lease runs out on its own, and then another worker takes it.
        log.error({ mailId: id, err }, 'mail could not be given back at stop');
      }
    }
    log.warn({ mailIds: rows.map(([id]) => id) }, 'mail worker stopped while sending; messages given back');
  }

  schedule(intervalMs);

  return {
    runOnce,
    async stop({ deadlineMs = DEFAULT_STOP_DEADLINE_MS } = {}) {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      let deadline: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        Promise.allSettled([...running]).then(() => true),
        new Promise<false>((resolve) => {
          deadline = setTimeout(() => resolve(false), deadlineMs);
        }),
      ]);
      clearTimeout(deadline);
      if (!finished) await releaseInFlight();
    },
  };
}
