import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ImportJob, ImportKind, ImportPhase } from '@kp/contract/rabatt-backoffice';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { insertAudit } from '../areas/backoffice/repo.ts';
import { audit, displayName } from '../areas/backoffice/service.ts';
import type { UserRow } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { importJobs } from '../db/schema/index.ts';
import type { FileStore } from '../files/store.ts';
import { failureMessage, runImport } from './run.ts';

// The command-line imports (docs/import.md) run from the back office (issue 16 item 11). The upload is
// written to a temporary folder and handed to the command's own runImport, so the checks, the transaction,
// the cache invalidation and the report are the command's, not a second copy. A job row in the database
// carries the phase (received, checking, writing, done or failed) and the command's lines, so the screen
// can poll it from any instance. Documents come as a ZIP of the CSV and its PDF files, in the folders the
// CSV names (the command reads them relative to the CSV file).

/** Uploads the back office takes: a ZIP of PDFs may be large, the command allows 100 MB per PDF. */
export const IMPORT_MAX_BYTES = 200 * 1024 * 1024;
/** Everything a ZIP unpacks to; more is refused (a ZIP bomb unpacks to gigabytes). */
const UNZIPPED_MAX_BYTES = 1024 * 1024 * 1024;
/** A running import renews its job's heartbeat this often … */
const HEARTBEAT_MS = 15_000;
/** … and a job without one for this long was cut off: its instance stopped (SIGTERM, kill -9, a crash). */
export const ABANDONED_AFTER_MS = 60_000;
const ABANDONED =
  'Der Import wurde abgebrochen, weil der Server beendet wurde. Ein abgebrochener Import schreibt nichts; bitte laden Sie die Datei erneut hoch.';
/** Each process's upload folders carry its pid, so a start can tell the folders of a dead one. */
const FOLDER_PREFIX = 'kp-import-';

type JobRow = typeof importJobs.$inferSelect;

export function toJob(row: JobRow): ImportJob {
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.fileName,
    phase: row.phase,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    startedBy: row.userName,
    lines: row.lines,
  };
}

/**
 * Marks the jobs whose run stopped beating as failed, each with an audit line (issue 26 item 12: an import
 * cut by SIGTERM or kill -9 stayed in 'schreiben' for good). The import's one transaction died with its
 * process, so nothing of it was written. Run before a job is shown, on every instance.
 */
export async function failAbandonedImports(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const abandoned = await tx
      .update(importJobs)
      .set({ phase: 'fehler', lines: [ABANDONED], finishedAt: new Date() })
      .where(
        and(
          isNull(importJobs.finishedAt),
          lt(importJobs.heartbeatAt, sql`now() - ${ABANDONED_AFTER_MS}::integer * interval '1 millisecond'`),
        ),
      )
      .returning();
    for (const job of abandoned) {
      await insertAudit(tx, {
        userId: job.userId,
        userName: job.userName,
        action: 'import',
        resource: `import-${job.kind}`,
        entityId: job.id,
        summary: `${job.fileName}: abgebrochen (Server beendet), nichts importiert`,
      });
    }
    return abandoned.length;
  });
}

/**
 * Removes the upload folders a process left when it was killed: those of a process that no longer runs,
 * and those carrying this process's own pid (a container restarts with the same one), which cannot be ours
 * yet. Called once at start.
 */
export function sweepImportFolders(tmp = os.tmpdir()): string[] {
  const removed: string[] = [];
  for (const name of fs.readdirSync(tmp)) {
    const pid = Number(name.slice(FOLDER_PREFIX.length).split('-')[0]);
    if (!name.startsWith(FOLDER_PREFIX) || !Number.isInteger(pid) || pid <= 0) continue;
    if (pid !== process.pid && isRunning(pid)) continue;
    fs.rmSync(path.join(tmp, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** On SIGTERM: lets the running imports finish within the deadline; the rest are failed by their heartbeat. */
export async function stopImports(deadlineMs: number): Promise<void> {
  const running = [...runningImports.values()];
  if (running.length === 0) return;
  await Promise.race([
    Promise.allSettled(running),
    new Promise((resolve) => setTimeout(resolve, deadlineMs).unref()),
  ]);
}

class FileRefused extends Error {}

/** The file name as the command would print it: no folders, nothing odd. */
const safeName = (name: string) =>
  path
    .basename(name)
    .replace(/[^\p{L}\p{N}._ -]/gu, '_')
    .slice(0, 120) || 'upload';

/** Unpacks a ZIP into `dir` and returns the one CSV file in it. */
function unpackDocuments(dir: string, body: Buffer): string {
  let total = 0;
  let tooLarge = false;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(body, {
      filter: (file) => {
        total += file.originalSize;
        if (total > UNZIPPED_MAX_BYTES) tooLarge = true;
        return !tooLarge && !file.name.endsWith('/');
      },
    });
  } catch {
    throw new FileRefused(
      'Die Datei ist kein gültiges ZIP-Archiv. Bitte laden Sie die CSV-Datei mit den PDF-Dateien als ZIP hoch.',
    );
  }
  if (tooLarge) throw new FileRefused('Das ZIP-Archiv ist entpackt größer als 1 GB.');
  const csvFiles: string[] = [];
  for (const [name, data] of Object.entries(entries)) {
    const target = path.resolve(dir, name);
    // No entry may land outside the folder ('../', absolute paths).
    if (!target.startsWith(dir + path.sep))
      throw new FileRefused(`Das ZIP-Archiv enthält einen unzulässigen Pfad: ${name}`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, data);
    if (name.toLowerCase().endsWith('.csv') && !name.startsWith('__MACOSX/')) csvFiles.push(target);
  }
  if (csvFiles.length !== 1) {
    throw new FileRefused(
      csvFiles.length === 0
        ? 'Das ZIP-Archiv enthält keine CSV-Datei.'
        : `Das ZIP-Archiv enthält ${csvFiles.length} CSV-Dateien; erwartet wird genau eine.`,
    );
  }
  return csvFiles[0];
}

/** The uploaded file where the command expects it. */
function prepare(kind: ImportKind, dir: string, fileName: string, body: Buffer): string {
  if (body.length === 0) throw new FileRefused('Die Datei ist leer.');
  if (kind === 'documents') return unpackDocuments(dir, body);
  const file = path.join(dir, safeName(fileName));
  fs.writeFileSync(file, body);
  return file;
}

/** The runs of this instance, so a test (or a shutdown) can wait for them. */
export const runningImports = new Map<string, Promise<void>>();

async function setPhase(db: Db, id: string, phase: ImportPhase, lines?: string[]) {
  const done = phase === 'fertig' || phase === 'fehler';
  await db
    .update(importJobs)
    .set({ phase, ...(lines ? { lines } : {}), ...(done ? { finishedAt: new Date() } : {}) })
    .where(eq(importJobs.id, id));
}

async function run(db: Db, store: FileStore, user: UserRow, job: JobRow, body: Buffer) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${FOLDER_PREFIX}${process.pid}-`));
  const heartbeat = setInterval(() => {
    db.update(importJobs)
      .set({ heartbeatAt: new Date() })
      .where(eq(importJobs.id, job.id))
      .catch(() => {});
  }, HEARTBEAT_MS);
  heartbeat.unref();
  try {
    await setPhase(db, job.id, 'prüfen');
    let lines: string[];
    let ok = false;
    try {
      const file = prepare(job.kind, dir, job.fileName, body);
      const report = await runImport(job.kind, file, db, store, {
        beforeWriting: () => setPhase(db, job.id, 'schreiben'),
      });
      ok = report.ok;
      // The command's own lines (run.ts main): the summary, or every bad row and the closing line.
      lines = report.ok
        ? report.summary
        : [...report.errors, `Nichts importiert: ${report.errors.length} Fehler in ${path.basename(file)}.`];
    } catch (error) {
      lines = [error instanceof FileRefused ? error.message : failureMessage(error)];
    }
    await setPhase(db, job.id, ok ? 'fertig' : 'fehler', lines);
    if (ok) {
      await audit(db, user, {
        action: 'import',
        resource: `import-${job.kind}`,
        entityId: job.id,
        summary: `${job.fileName}: ${lines[0] ?? ''}`,
      });
    }
  } finally {
    clearInterval(heartbeat);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Takes the upload, answers the job at once and runs the import behind it. */
export async function startImport(
  db: Db,
  store: FileStore,
  user: UserRow,
  kind: ImportKind,
  fileName: string,
  body: Buffer,
): Promise<ImportJob> {
  const [job] = await db
    .insert(importJobs)
    .values({
      id: randomUUID(),
      kind,
      fileName: safeName(fileName),
      userId: user.id,
      userName: displayName(user),
    })
    .returning();
  const running = run(db, store, user, job, body)
    .catch(async (error: unknown) => {
      await setPhase(db, job.id, 'fehler', [failureMessage(error)]).catch(() => {});
    })
    .finally(() => runningImports.delete(job.id));
  runningImports.set(job.id, running);
  return toJob(job);
}

export async function findJob(db: Db, id: string): Promise<ImportJob | null> {
  await failAbandonedImports(db);
  const [row] = await db.select().from(importJobs).where(eq(importJobs.id, id));
  return row ? toJob(row) : null;
}

export async function recentJobs(db: Db, limit = 20): Promise<ImportJob[]> {
  await failAbandonedImports(db);
  const rows = await db.select().from(importJobs).orderBy(desc(importJobs.startedAt)).limit(limit);
  return rows.map((row) => toJob(row));
}
