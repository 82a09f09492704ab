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

/** The options with their defaults. */
type Settings = Required<Omit<MailWorkerOptions, 'retryDelayMs'>> & {
  delayAfter: (attempts: number) => number;
};

/** What a worker keeps between its runs. */
interface WorkerState {
  /** Runs not finished yet; stop waits for them. */
  running: Set<Promise<number>>;
  /** Rows this worker has claimed and not finished: id → the attempt number that fences our updates. */
  inFlight: Map<number, number>;
  timer: NodeJS.Timeout | undefined;
  stopped: boolean;
}

function settingsOf(options: MailWorkerOptions): Settings {
  return {
    db: options.db,
    transport: options.transport,
    log: options.log,
    intervalMs: options.intervalMs ?? 5000,
    concurrency: options.concurrency ?? 4,
    maxAttempts: options.maxAttempts ?? 8,
    maxPermanentAttempts: options.maxPermanentAttempts ?? 3,
    leaseMs: options.leaseMs ?? DEFAULT_LEASE_MS,
    delayAfter: options.retryDelayMs ?? retryDelayMs,
  };
}

const fromNow = (ms: number) => sql`now() + ${Math.ceil(ms)}::integer * interval '1 millisecond'`;
const owned = (id: number, attempts: number) =>
  and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending'), eq(mailOutbox.attempts, attempts));

// ---------------------------------------------------------------- claim

/** The next due message (or one whose worker's lease ran out), claimed under a lease. */
async function claimOne(s: Settings): Promise<OutboxRow | undefined> {
  const due = s.db
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
  const [row] = await s.db
    .update(mailOutbox)
    .set({
      status: 'sending',
      attempts: sql`${mailOutbox.attempts} + 1`,
      lockedUntil: fromNow(s.leaseMs),
      messageId: sql`coalesce(${mailOutbox.messageId}, ${newMessageId(s.transport.messageIdHost)})`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
  return row;
}

/** Claimed while stop began: handed straight back, unattempted, instead of starting a send. */
async function handBack(s: Settings, row: OutboxRow) {
  await s.db
    .update(mailOutbox)
    .set({ status: 'pending', lockedUntil: null, attempts: sql`${mailOutbox.attempts} - 1` })
    .where(owned(row.id, row.attempts));
}

// ---------------------------------------------------------------- send

async function renewLease(s: Settings, row: OutboxRow) {
  try {
    const renewed = await s.db
      .update(mailOutbox)
      .set({ lockedUntil: fromNow(s.leaseMs) })
      .where(owned(row.id, row.attempts))
      .returning({ id: mailOutbox.id });
    if (renewed.length === 0) s.log.warn({ mailId: row.id }, 'mail lease lost while sending');
  } catch (err) {
    s.log.warn({ mailId: row.id, err }, 'mail lease renewal failed');
  }
}

async function send(s: Settings, row: OutboxRow): Promise<void> {
  // Renewed while the send runs, so a slow but live mail server never lets another worker take the row.
  const heartbeat = setInterval(() => void renewLease(s, row), s.leaseMs / 3);
  heartbeat.unref();
  try {
    await s.transport.send({
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

// ---------------------------------------------------------------- outcome: sent, retry, failed

/** Only a lease that expired on the last attempt gets here: its worker died while sending. */
async function giveUpInterrupted(s: Settings, row: OutboxRow) {
  await s.db
    .update(mailOutbox)
    .set({ status: 'failed', lockedUntil: null, lastError: row.lastError ?? 'Worker stopped while sending' })
    .where(owned(row.id, row.attempts));
  s.log.error({ mailId: row.id, attempts: row.attempts }, 'mail given up after an interrupted send');
}

/** A failed send: due again after the backoff, or failed for good when its attempts are used up. */
async function recordFailure(s: Settings, row: OutboxRow, err: unknown) {
  const lastError = err instanceof Error ? err.message : String(err);
  const permanent = isPermanentRejection(err);
  const failed = row.attempts >= (permanent ? s.maxPermanentAttempts : s.maxAttempts);
  await s.db
    .update(mailOutbox)
    .set(
      failed
        ? { status: 'failed', lockedUntil: null, lastError }
        : {
            status: 'pending',
            lockedUntil: null,
            lastError,
            nextAttemptAt: fromNow(s.delayAfter(row.attempts)),
          },
    )
    .where(owned(row.id, row.attempts));
  const details = { mailId: row.id, attempts: row.attempts, permanent, err: lastError };
  if (failed) s.log.error(details, 'mail failed for good');
  else s.log.warn(details, 'mail send failed, will retry');
}

async function recordSent(s: Settings, row: OutboxRow) {
  // Not fenced: the message is out, so record that even if our lease ran out or stop gave it back.
  await s.db
    .update(mailOutbox)
    .set({
      status: 'sent',
      sentAt: sql`coalesce(${mailOutbox.sentAt}, now())`,
      lockedUntil: null,
      lastError: null,
    })
    .where(eq(mailOutbox.id, row.id));
  s.log.info({ mailId: row.id }, 'mail sent');
}

/** Sends a claimed message and records the outcome; true when it went out. */
async function deliver(s: Settings, state: WorkerState, row: OutboxRow): Promise<boolean> {
  if (row.attempts > s.maxAttempts) {
    await giveUpInterrupted(s, row);
    return false;
  }
  state.inFlight.set(row.id, row.attempts);
  try {
    try {
      await send(s, row);
    } catch (err) {
      await recordFailure(s, row, err);
      return false;
    }
    await recordSent(s, row);
    return true;
  } finally {
    state.inFlight.delete(row.id);
  }
}

// ---------------------------------------------------------------- the runs

/** Sends due messages one after another until none is left or the worker stops. */
async function lane(s: Settings, state: WorkerState): Promise<number> {
  let sent = 0;
  while (!state.stopped) {
    const row = await claimOne(s);
    if (!row) break;
    if (state.stopped) {
      await handBack(s, row);
      break;
    }
    if (await deliver(s, state, row)) sent += 1;
  }
  return sent;
}

async function run(s: Settings, state: WorkerState): Promise<number> {
  // A failed message never pauses the others: each lane goes straight on to the next due one.
  const lanes = await Promise.allSettled(
    Array.from({ length: Math.max(1, s.concurrency) }, () => lane(s, state)),
  );
  const failure = lanes.find((r) => r.status === 'rejected');
  if (failure) throw failure.reason;
  return lanes.reduce((sum, r) => sum + (r.status === 'fulfilled' ? r.value : 0), 0);
}

function runOnce(s: Settings, state: WorkerState): Promise<number> {
  const p = run(s, state);
  state.running.add(p);
  p.then(
    () => state.running.delete(p),
    () => state.running.delete(p),
  );
  return p;
}

function schedule(s: Settings, state: WorkerState) {
  if (state.stopped) return;
  state.timer = setTimeout(() => void tick(s, state), s.intervalMs);
  // The worker alone never keeps the process alive.
  state.timer.unref();
}

async function tick(s: Settings, state: WorkerState) {
  state.timer = undefined;
  try {
    const before = Date.now();
    const sent = await runOnce(s, state);
    if (sent > 0) s.log.info({ sent, ms: Date.now() - before }, 'mail run done');
  } catch (err) {
    if (!state.stopped) s.log.error({ err }, 'mail worker run failed');
  }
  schedule(s, state);
}

// ---------------------------------------------------------------- shutdown

/** Gives back what is still being sent: due now, lease cleared; the attempt stays counted. */
async function releaseInFlight(s: Settings, state: WorkerState) {
  const rows = [...state.inFlight];
  if (rows.length === 0) return;
  for (const [id, attempts] of rows) {
    try {
      await s.db
        .update(mailOutbox)
        .set({ status: 'pending', lockedUntil: null, nextAttemptAt: sql`now()` })
        .where(owned(id, attempts));
    } catch (err) {
      // Its lease runs out on its own, and then another worker takes it.
      s.log.error({ mailId: id, err }, 'mail could not be given back at stop');
    }
  }
  s.log.warn({ mailIds: rows.map(([id]) => id) }, 'mail worker stopped while sending; messages given back');
}

async function stop(s: Settings, state: WorkerState, deadlineMs: number) {
  state.stopped = true;
  if (state.timer) clearTimeout(state.timer);
  state.timer = undefined;
  let deadline: NodeJS.Timeout | undefined;
  const finished = await Promise.race([
    Promise.allSettled([...state.running]).then(() => true),
    new Promise<false>((resolve) => {
      deadline = setTimeout(() => resolve(false), deadlineMs);
    }),
  ]);
  clearTimeout(deadline);
  if (!finished) await releaseInFlight(s, state);
}

/**
 * Sends the outbox. Each message is claimed on its own (FOR UPDATE SKIP LOCKED) with a short lease just
 * before it is sent, so several workers, also in several instances on one PostgreSQL, never send the same
 * row twice, and a killed worker holds back only the messages it was sending, for one lease at most.
 */
export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const s = settingsOf(options);
  const state: WorkerState = { running: new Set(), inFlight: new Map(), timer: undefined, stopped: false };
  schedule(s, state);
  return {
    runOnce: () => runOnce(s, state),
    stop: ({ deadlineMs = DEFAULT_STOP_DEADLINE_MS } = {}) => stop(s, state, deadlineMs),
  };
}
