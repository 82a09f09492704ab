// The outbox under faults: a mail server that rejects 20 % of messages, a worker killed with -9 while it
// sends, restarted, and on PostgreSQL a second instance beside it. Every worker is its own process.
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import { openTestDatabase } from '../test/database.ts';
import type { FaultChildReport, FaultChildSettings } from './outbox-faults-child.ts';
import { type SmtpMessage, type SmtpRejection, startTestSmtpServer } from './smtp-test-server.ts';
import { DEFAULT_LEASE_MS } from './worker.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const NORMAL = 160;
const PERMANENT = 6;
// Every 27th of the 166 mails goes to an address the server refuses for good: 6 of them.
const EVERY = 27;
const CONCURRENCY = 4;
// The real lease and retry logic, scaled down so the run takes seconds: 30 s → 2 s, 30 s → 100 ms.
const LEASE_MS = DEFAULT_LEASE_MS / 15;
const RETRY_SCALE = 300;
const PUBLIC_URL = 'https://portal.example.de:8443/';
const childScript = path.join(import.meta.dirname, 'outbox-faults-child.ts');

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

interface Instance {
  child: ChildProcess;
  reports: FaultChildReport[];
  exited: Promise<number | null>;
  stderr: string[];
}

function startInstance(settings: FaultChildSettings): Instance {
  const child = fork(childScript, {
    execPath: process.execPath,
    // Not the test runner's flags: the child is a plain Node process like the portal.
    execArgv: [],
    env: { ...process.env, FAULT_CHILD_SETTINGS: JSON.stringify(settings) },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  const instance: Instance = {
    child,
    reports: [],
    stderr: [],
    exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
  };
  child.on('message', (message) => instance.reports.push(message as FaultChildReport));
  child.stderr?.on('data', (chunk: Buffer) => instance.stderr.push(chunk.toString()));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await instance.exited;
  });
  return instance;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it(`delivers every mail exactly once with 20 % rejections and a worker killed with -9 (${onPostgres ? 'PostgreSQL, two instances' : 'PGlite, one instance restarted'})`, {
  timeout: 240_000,
}, async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kp-mail-faults-'));
  cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
  // On PGlite the folder belongs to one process at a time, so the first instance creates it and accepts
  // the mails; the test opens it only when every instance has stopped.
  const postgres = onPostgres ? await openTestDatabase() : undefined;
  if (postgres) cleanups.push(() => postgres.close());

  const victimFrom = 'instanz-a@example.org';
  let holding = false;
  const held: { message: SmtpMessage; answer: (r: SmtpRejection) => void }[] = [];
  const temporaryRejections = new Map<string, number>();
  const smtp = await startTestSmtpServer({
    answer(message) {
      if (message.rcptTo[0].startsWith('unbekannt')) return { code: 550, message: 'Mailbox unknown' };
      if (holding && message.mailFrom === victimFrom) {
        // Hold the victim's sends unanswered, so it is killed with every lane waiting for the server.
        return new Promise((answer) => held.push({ message, answer }));
      }
      const id = message.messageId ?? '';
      const rejected = temporaryRejections.get(id) ?? 0;
      // 20 % rejected for now; at most three times per message so none runs out of its 8 attempts.
      if (rejected < 3 && Math.random() < 0.2) {
        temporaryRejections.set(id, rejected + 1);
        return { code: 451, message: 'Try again later' };
      }
      return undefined;
    },
  });
  cleanups.push(() => smtp.close());

  const settings = (mailFrom: string): FaultChildSettings => ({
    databaseUrl: postgres?.url,
    dataDir,
    smtpUrl: smtp.url,
    mailFrom,
    publicUrl: PUBLIC_URL,
    concurrency: CONCURRENCY,
    leaseMs: LEASE_MS,
    intervalMs: 200,
    retryScale: RETRY_SCALE,
    deadlineMs: 10_000,
  });
  // Mail for people whose address the server refuses for good (every EVERY-th), among the others.
  const victim = startInstance({
    ...settings(victimFrom),
    queue: { count: NORMAL + PERMANENT, permanentEvery: EVERY },
  });
  const others = onPostgres ? [startInstance(settings('instanz-b@example.org'))] : [];

  // Mid-run: a third of the mails are out (the first start creates the database: slow on a busy machine).
  await vi.waitFor(() => expect(smtp.accepted.length).toBeGreaterThanOrEqual(NORMAL / 3), {
    timeout: 90_000,
    interval: 20,
  });
  holding = true;
  await vi
    .waitFor(() => expect(held.length).toBe(CONCURRENCY), { timeout: 5_000, interval: 5 })
    .catch(() => {});
  const killedAt = Date.now();
  victim.child.kill('SIGKILL');
  expect(await victim.exited).toBeNull();
  holding = false;
  const heldIds = held.map((h) => h.message.messageId);
  expect(heldIds.length).toBeGreaterThan(0);
  // Answered after the kill: no one hears it, and it does not count as delivered.
  for (const h of held) h.answer({ code: 421, message: 'Connection lost' });

  // The portal comes back shortly after.
  await sleep(500);
  const restartedAt = Date.now();
  const restarted = startInstance(settings(victimFrom));
  const live = [restarted, ...others];

  const total = NORMAL + PERMANENT;
  const done = (r: FaultChildReport) =>
    r.type === 'counts' && (r.counts.sent ?? 0) + (r.counts.failed ?? 0) === total;
  await vi.waitFor(() => expect(live.some((i) => i.reports.some(done))).toBe(true), {
    timeout: 60_000,
    interval: 100,
  });

  // SIGTERM: each stops within its deadline and exits cleanly. On a busy machine the other instance can
  // finish the queue while the restarted one is still opening the database, before it listens for SIGTERM.
  await vi.waitFor(() => expect(live.every((i) => i.reports.some((r) => r.type === 'ready'))).toBe(true), {
    timeout: 60_000,
    interval: 100,
  });
  for (const instance of live) instance.child.kill('SIGTERM');
  for (const instance of live) {
    expect(await instance.exited, instance.stderr.join('')).toBe(0);
    const stopped = instance.reports.find((r) => r.type === 'stopped');
    expect(stopped && stopped.type === 'stopped' && stopped.ms).toBeLessThan(10_000);
  }

  let database: Database;
  if (postgres) database = postgres;
  else {
    const reopened = await openDatabase({ dataDir });
    cleanups.push(() => reopened.close());
    database = reopened;
  }
  const rows = await database.db.select().from(mailOutbox);
  expect(rows).toHaveLength(total);
  const messageIds = rows.map((r) => r.messageId);
  expect(new Set(messageIds).size).toBe(total);
  for (const id of messageIds) {
    expect(id).toMatch(
      /^<[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}@portal\.example\.de>$/,
    );
  }

  const copies = new Map<string | undefined, number>();
  for (const m of smtp.accepted) copies.set(m.messageId, (copies.get(m.messageId) ?? 0) + 1);
  const normal = rows.filter((r) => r.toAddress.startsWith('buerger'));
  const permanent = rows.filter((r) => r.toAddress.startsWith('unbekannt'));
  expect(normal).toHaveLength(NORMAL);
  expect(permanent).toHaveLength(PERMANENT);
  // 100 % delivered, 0 duplicates.
  expect(normal.every((r) => r.status === 'sent')).toBe(true);
  expect(normal.every((r) => copies.get(r.messageId ?? undefined) === 1)).toBe(true);
  expect(smtp.accepted).toHaveLength(NORMAL);
  // Refused for good: failed after at most 3 attempts.
  for (const r of permanent) {
    expect(r.status).toBe('failed');
    expect(r.attempts).toBeLessThanOrEqual(3);
    expect(smtp.offered.filter((m) => m.messageId === r.messageId).length).toBeLessThanOrEqual(3);
  }
  // The killed worker's messages went out once, after the kill.
  for (const id of heldIds) {
    const deliveries = smtp.accepted.filter((m) => m.messageId === id);
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0].at).toBeGreaterThan(killedAt);
  }
  // No mail waits longer than a minute after the portal is back.
  const last = Math.max(...smtp.accepted.map((m) => m.at));
  expect(last - restartedAt).toBeLessThanOrEqual(60_000);
});
