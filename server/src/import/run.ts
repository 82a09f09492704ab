import fs from 'node:fs';
import path from 'node:path';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import { readConfig } from '../config.ts';
import { type Db, openDatabase } from '../db/client.ts';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock.ts';
import { fileStoreOf } from '../files/portal-store.ts';
import type { FileStore } from '../files/store.ts';
import { invalidate } from '../lib/cache.ts';
import { importConsumption } from './consumption.ts';
import { importContracts } from './contracts.ts';
import { importDocuments } from './documents.ts';
import type { ImportReport } from './report.ts';

// `npm run import -- contracts|documents|consumption FILE` (docs/import.md): the same config as the server
// (DATABASE_URL, or the embedded PGlite in DATA_DIR), migrates, checks every row and changes nothing when
// one is bad. Exit code 0 when imported, 1 when the file or a row is bad, 2 when called wrongly or when
// the configured database is not the portal's (it never creates one).

export const IMPORT_KINDS = ['contracts', 'documents', 'consumption'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

const USAGE = 'Aufruf: npm run import -- contracts|documents|consumption DATEI';

/** What each import changes, for the running portal's caches (docs/operations.md, "Caches"). */
const IMPORT_TOPICS: Record<ImportKind, string[]> = {
  contracts: ['contracts'],
  documents: ['documents'],
  consumption: ['consumption', 'communes'],
};

export async function runImport(
  kind: ImportKind,
  file: string,
  db: Db,
  store: FileStore,
  options: { beforeWriting?: () => Promise<void> } = {},
): Promise<ImportReport> {
  const { beforeWriting } = options;
  const report = await importOf(kind, file, beforeWriting ? watchingWrites(db, beforeWriting) : db, store);
  // Every running instance shows the imported rows at once. On the database itself: the caches and the
  // channel to the other instances are kept per database, and a wrapper of it has neither (the back
  // office's imports reached the other instances only when their entries expired, after about 60 s).
  if (report.ok) await invalidate(db, ...IMPORT_TOPICS[kind]);
  return report;
}

/**
 * The database as an import sees it, telling when the writing starts: every import checks all rows first
 * and opens its one transaction only when they are fine.
 */
export function watchingWrites(db: Db, onWrite: () => Promise<void>): Db {
  return new Proxy(db, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (property === 'transaction') {
        return async (...args: Parameters<Db['transaction']>) => {
          await onWrite();
          return target.transaction(...args);
        };
      }
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

function importOf(kind: ImportKind, file: string, db: Db, store: FileStore): Promise<ImportReport> {
  if (kind === 'documents') return importDocuments(db, store, file);
  const text = fs.readFileSync(file, 'utf8');
  return kind === 'contracts' ? importContracts(db, text) : importConsumption(db, text);
}

const noPortalDatabase = (what: string) =>
  `${what}. Der Import legt keine neue an: Bitte DATA_DIR oder DATABASE_URL so setzen wie beim Portal, oder das Portal einmal starten, damit es seine Datenbank anlegt.`;

/** Has the portal migrated this database? Drizzle keeps its journal in drizzle.__drizzle_migrations. */
async function isPortalDatabase(db: Db): Promise<boolean> {
  // Both drivers answer with `rows` (node-postgres and PGlite); the shared Db type does not say so.
  const result = (await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as journal`,
  )) as unknown as { rows: Array<{ journal: string | null }> };
  return result.rows[0]?.journal != null;
}

/**
 * The line the command prints when an import fails on something other than the file (the database went
 * away, the disk is full). Drizzle's message is the whole statement with every parameter, megabytes for a
 * large import; the database's own reason is what helps.
 */
export function failureMessage(error: unknown): string {
  const reason = error instanceof DrizzleQueryError && error.cause instanceof Error ? error.cause : error;
  const text = reason instanceof Error ? reason.message : String(reason);
  return `Import abgebrochen: ${text.length > 500 ? `${text.slice(0, 500)} …` : text}`;
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
  const pgliteDir = path.join(config.dataDir, 'pglite');
  const lock = path.join(pgliteDir, 'postmaster.pid');
  if (!config.DATABASE_URL && fs.existsSync(lock)) {
    out.error(
      `Die eingebettete Datenbank in ${config.dataDir} ist geöffnet: Läuft das Portal? Bitte das Portal beenden und den Import dann starten. ` +
        `Läuft es nicht, ist ${lock} von einem Absturz übrig und kann gelöscht werden.`,
    );
    return 1;
  }
  // A DATA_DIR with a typo would otherwise get a new, empty database, and the import would go there.
  if (!config.DATABASE_URL && !fs.existsSync(path.join(pgliteDir, 'PG_VERSION'))) {
    out.error(noPortalDatabase(`In ${pgliteDir} liegt keine Datenbank`));
    return 2;
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
    if (!(await isPortalDatabase(database.db))) {
      out.error(
        noPortalDatabase(
          config.DATABASE_URL
            ? 'Die Datenbank aus DATABASE_URL ist keine Datenbank des Portals (ihr fehlen seine Migrationen)'
            : `Die Datenbank in ${pgliteDir} ist keine Datenbank des Portals (ihr fehlen seine Migrationen)`,
        ),
      );
      return 2;
    }
    await database.migrate();
    const report = await runImport(kind as ImportKind, absolute, database.db, fileStoreOf(config, database));
    if (!report.ok) {
      for (const line of report.errors) out.error(line);
      out.error(`Nichts importiert: ${report.errors.length} Fehler in ${path.basename(absolute)}.`);
      return 1;
    }
    for (const line of report.summary) out.log(line);
    out.log('Das laufende Portal zeigt die neuen Daten sofort.');
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
      console.error(failureMessage(error));
      process.exitCode = 1;
    },
  );
}
