import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { ImportJob, ImportKind, ImportPhase } from '@kp/contract/rabatt-backoffice';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { errorCodes } from 'fastify';
import { type Unzipped, unzip } from 'fflate';
import type { UserRow } from '../auth/sessions.ts';
import { insertAudit } from '../backoffice/repo.ts';
import { audit, displayName } from '../backoffice/service.ts';
import type { Db } from '../db/client.ts';
import { importJobs } from '../db/schema/index.ts';
import type { FileStore } from '../files/store.ts';
import { failureMessage, runImport } from './run.ts';

// The command-line imports (docs/import.md) run from the back office (decision 020). The upload is
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
/** An upload received into its folder. */
type Upload = Awaited<ReturnType<typeof receiveUpload>>;

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
 * Marks the jobs whose run stopped beating as failed, each with an audit line (before, an import
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

/**
 * Unpacks a ZIP into `dir` and returns the one CSV file in it. fflate inflates in worker threads and the
 * files are written asynchronously: 200 MB unpacked on the request thread held every other call for a second.
 */
async function unpackDocuments(dir: string, zipFile: string): Promise<string> {
  let total = 0;
  let tooLarge = false;
  const bytes = await fs.promises.readFile(zipFile);
  let entries: Unzipped;
  try {
    entries = await new Promise<Unzipped>((resolve, reject) =>
      unzip(
        bytes,
        {
          filter: (file) => {
            total += file.originalSize;
            if (total > UNZIPPED_MAX_BYTES) tooLarge = true;
            return !tooLarge && !file.name.endsWith('/');
          },
        },
        (error, unzipped) => (error ? reject(error) : resolve(unzipped)),
      ),
    );
  } catch {
    throw new FileRefused(
      'Die Datei ist kein gültiges ZIP-Archiv. Bitte laden Sie die CSV-Datei mit den PDF-Dateien als ZIP hoch.',
    );
  } finally {
    await fs.promises.rm(zipFile, { force: true });
  }
  if (tooLarge) throw new FileRefused('Das ZIP-Archiv ist entpackt größer als 1 GB.');
  const csvFiles: string[] = [];
  for (const [name, data] of Object.entries(entries)) {
    const target = path.resolve(dir, name);
    // No entry may land outside the folder ('../', absolute paths).
    if (!target.startsWith(dir + path.sep))
      throw new FileRefused(`Das ZIP-Archiv enthält einen unzulässigen Pfad: ${name}`);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await fs.promises.writeFile(target, data);
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

/** The uploaded file where the command expects it: the CSV or JSON under its name, a ZIP unpacked. */
async function prepare(kind: ImportKind, dir: string, fileName: string, upload: string): Promise<string> {
  if ((await fs.promises.stat(upload)).size === 0) throw new FileRefused('Die Datei ist leer.');
  if (kind === 'documents') return unpackDocuments(dir, upload);
  const file = path.join(dir, safeName(fileName));
  await fs.promises.rename(upload, file);
  return file;
}

/** Fastify's own 413, so the answer reads as for any body over a route's limit (http/errors.ts). */
const tooLarge = () => new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();

/**
 * Writes the request's body into a new upload folder as it arrives, never whole in memory: a 200 MB body
 * read into one buffer held other calls up. More than IMPORT_MAX_BYTES is refused with 413.
 */
async function receiveUpload(body: Readable, declaredBytes: number | undefined) {
  if (declaredBytes !== undefined && declaredBytes > IMPORT_MAX_BYTES) throw tooLarge();
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), `${FOLDER_PREFIX}${process.pid}-`));
  const upload = path.join(dir, '.upload');
  const file = fs.createWriteStream(upload);
  try {
    await new Promise<void>((resolve, reject) => {
      let received = 0;
      const detach = () => {
        body.off('data', onData);
        body.off('end', onEnd);
        body.off('error', onError);
        body.off('close', onClose);
        file.off('drain', onDrain);
      };
      const onData = (chunk: Buffer) => {
        received += chunk.length;
        if (received > IMPORT_MAX_BYTES) {
          // The rest is read and dropped, not the request destroyed, so the client gets the 413.
          detach();
          body.resume();
          reject(tooLarge());
        } else if (!file.write(chunk)) {
          body.pause();
        }
      };
      const onDrain = () => body.resume();
      const onEnd = () => {
        detach();
        file.end(() => resolve());
      };
      const onError = (error: Error) => {
        detach();
        reject(error);
      };
      const onClose = () => onError(new Error('Der Upload wurde abgebrochen.'));
      body.on('data', onData);
      body.once('end', onEnd);
      body.once('error', onError);
      body.once('close', onClose);
      file.on('drain', onDrain);
      file.once('error', onError);
    });
  } catch (error) {
    file.destroy();
    await fs.promises.rm(dir, { recursive: true, force: true });
    throw error;
  }
  return { dir, upload };
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

async function run(db: Db, store: FileStore, user: UserRow, job: JobRow, { dir, upload }: Upload) {
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
      const file = await prepare(job.kind, dir, job.fileName, upload);
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
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

/** Takes the upload, answers the job at once and runs the import behind it. */
export async function startImport(
  db: Db,
  store: FileStore,
  user: UserRow,
  kind: ImportKind,
  fileName: string,
  body: Readable,
  declaredBytes: number | undefined,
): Promise<ImportJob> {
  const received = await receiveUpload(body, declaredBytes);
  const job = await db
    .insert(importJobs)
    .values({
      id: randomUUID(),
      kind,
      fileName: safeName(fileName),
      userId: user.id,
      userName: displayName(user),
    })
    .returning()
    .then(([row]) => row)
    .catch(async (error: unknown) => {
      await fs.promises.rm(received.dir, { recursive: true, force: true });
      throw error;
    });
  const running = run(db, store, user, job, received)
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
