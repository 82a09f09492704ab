import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ImportJob, ImportKind, ImportPhase } from '@kp/contract/rabatt-backoffice';
import { desc, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
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
/** A job that has not finished after this long was cut off (its instance stopped). */
const STALE_MS = 60 * 60 * 1000;
const ABANDONED =
  'Der Import wurde abgebrochen, weil der Server neu gestartet wurde. Bitte starten Sie ihn erneut.';

type JobRow = typeof importJobs.$inferSelect;

export function toJob(row: JobRow, now = Date.now()): ImportJob {
  const abandoned = row.finishedAt === null && now - row.startedAt.getTime() > STALE_MS;
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.fileName,
    phase: abandoned ? 'fehler' : row.phase,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    startedBy: row.userName,
    lines: abandoned ? [ABANDONED] : row.lines,
  };
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
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-import-'));
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
  const [row] = await db.select().from(importJobs).where(eq(importJobs.id, id));
  return row ? toJob(row) : null;
}

export async function recentJobs(db: Db, limit = 20): Promise<ImportJob[]> {
  const rows = await db.select().from(importJobs).orderBy(desc(importJobs.startedAt)).limit(limit);
  return rows.map((row) => toJob(row));
}
