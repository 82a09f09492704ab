import fs from 'node:fs';
import path from 'node:path';
import { readConfig } from '../config.ts';
import { type Db, openDatabase } from '../db/client.ts';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock.ts';
import { type FileStore, fileStoreOf } from '../files/store.ts';
import { importConsumption } from './consumption.ts';
import { importContracts } from './contracts.ts';
import { importDocuments } from './documents.ts';
import type { ImportReport } from './report.ts';

// `npm run import -- contracts|documents|consumption FILE` (docs/import.md): the same config as the server
// (DATABASE_URL, or the embedded PGlite in DATA_DIR), migrates, checks every row and changes nothing when
// one is bad. Exit code 0 when imported, 1 when the file or a row is bad, 2 when called wrongly.

export const IMPORT_KINDS = ['contracts', 'documents', 'consumption'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

const USAGE = 'Aufruf: npm run import -- contracts|documents|consumption DATEI';

export async function runImport(
  kind: ImportKind,
  file: string,
  db: Db,
  store: FileStore,
): Promise<ImportReport> {
  if (kind === 'documents') return importDocuments(db, store, file);
  const text = fs.readFileSync(file, 'utf8');
  return kind === 'contracts' ? importContracts(db, text) : importConsumption(db, text);
}

export interface Output {
  log(line: string): void;
  error(line: string): void;
}

/** The command: returns the exit code. */
export async function main(
  args: readonly string[],
  out: Output = console,
  env = process.env,
): Promise<number> {
  const [kind, file, ...rest] = args;
  if (!kind || !file || rest.length > 0 || !(IMPORT_KINDS as readonly string[]).includes(kind)) {
    out.error(USAGE);
    return 2;
  }
  // npm runs scripts in the repository's folder; a relative path means the folder the person typed it in.
  const absolute = path.resolve(env.INIT_CWD ?? process.cwd(), file);
  if (!fs.existsSync(absolute) || !fs.statSync(absolute).isFile()) {
    out.error(`Die Datei ${absolute} gibt es nicht.`);
    return 1;
  }
  const config = readConfig(env);
  // PGlite serves one process: importing while the portal has the same directory open would damage it.
  // PGlite keeps this file while the database is open (a crash leaves it behind).
  const lock = path.join(config.dataDir, 'pglite', 'postmaster.pid');
  if (!config.DATABASE_URL && fs.existsSync(lock)) {
    out.error(
      `Die eingebettete Datenbank in ${config.dataDir} ist geöffnet: Läuft das Portal? Bitte das Portal beenden und den Import dann starten. ` +
        `Läuft es nicht, ist ${lock} von einem Absturz übrig und kann gelöscht werden.`,
    );
    return 1;
  }
  // The portal's own lock on the folder: it refuses to start while the import runs, and the other way round.
  let releaseDataDir = () => {};
  try {
    if (!config.DATABASE_URL) releaseDataDir = lockDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    out.error(error.message);
    return 1;
  }
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir }).catch(
    (error: unknown) => {
      releaseDataDir();
      throw error;
    },
  );
  try {
    await database.migrate();
    const report = await runImport(kind as ImportKind, absolute, database.db, fileStoreOf(config));
    if (!report.ok) {
      for (const line of report.errors) out.error(line);
      out.error(`Nichts importiert: ${report.errors.length} Fehler in ${path.basename(absolute)}.`);
      return 1;
    }
    for (const line of report.summary) out.log(line);
    out.log(
      'Das Portal zeigt die neuen Daten spätestens nach einer Minute (so lange hält es die Listen im Speicher).',
    );
    return 0;
  } finally {
    await database.close();
    releaseDataDir();
  }
}

if (import.meta.main) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
