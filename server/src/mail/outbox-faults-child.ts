// One portal instance's mail worker and nothing else, for outbox-faults.test.ts, which starts, kills and
// restarts it as a child process. Settings come from the environment; progress goes to the parent over IPC.
import { count } from 'drizzle-orm';
import { openDatabase } from '../db/client.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import { queueMail } from './outbox.ts';
import { createMailTransport } from './transport.ts';
import { type MailLog, retryDelayMs, startMailWorker } from './worker.ts';

export interface FaultChildSettings {
  databaseUrl?: string;
  dataDir: string;
  smtpUrl: string;
  mailFrom: string;
  publicUrl: string;
  concurrency: number;
  leaseMs: number;
  intervalMs: number;
  /** The real retry delays divided by this. */
  retryScale: number;
  deadlineMs: number;
  /** Accept this many mails into the outbox before the worker starts; every permanentEvery-th to an unknown address. */
  queue?: { count: number; permanentEvery: number };
}

export type FaultChildReport =
  | { type: 'ready' }
  | { type: 'counts'; counts: Record<string, number> }
  | { type: 'stopped'; ms: number };

const settings = JSON.parse(process.env.FAULT_CHILD_SETTINGS ?? '{}') as FaultChildSettings;
const report = (message: FaultChildReport) =>
  new Promise<void>((resolve) => {
    if (!process.send) resolve();
    else process.send(message, () => resolve());
  });
const quiet: MailLog = { info() {}, warn() {}, error: (obj, msg) => console.error(msg, obj) };

const database = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir });
await database.migrate();
if (settings.queue) {
  const { count: total, permanentEvery } = settings.queue;
  await database.db.transaction(async (tx) => {
    for (let i = 0; i < total; i++) {
      await queueMail(tx, {
        to: i % permanentEvery === 7 ? `unbekannt${i}@example.org` : `buerger${i}@example.org`,
        subject: `Ihre Anfrage ${i}`,
        text: `Wir haben Ihre Anfrage ${i} erhalten.`,
      });
    }
  });
}
const transport = createMailTransport({
  SMTP_URL: settings.smtpUrl,
  MAIL_FROM: settings.mailFrom,
  dataDir: settings.dataDir,
  PUBLIC_URL: settings.publicUrl,
});
const worker = startMailWorker({
  db: database.db,
  transport,
  log: quiet,
  concurrency: settings.concurrency,
  leaseMs: settings.leaseMs,
  intervalMs: settings.intervalMs,
  retryDelayMs: (attempts) => retryDelayMs(attempts) / settings.retryScale,
});

const progress = setInterval(async () => {
  try {
    const rows = await database.db
      .select({ status: mailOutbox.status, n: count() })
      .from(mailOutbox)
      .groupBy(mailOutbox.status);
    await report({ type: 'counts', counts: Object.fromEntries(rows.map((r) => [r.status, r.n])) });
  } catch {
    // The database is closing at shutdown.
  }
}, 200);

process.once('SIGTERM', async () => {
  clearInterval(progress);
  const before = Date.now();
  await worker.stop({ deadlineMs: settings.deadlineMs });
  const ms = Date.now() - before;
  transport.close();
  await database.close();
  await report({ type: 'stopped', ms });
  process.exit(0);
});

await report({ type: 'ready' });
