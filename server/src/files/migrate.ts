import { formatFileSize } from '@kp/contract/shell';
import { readConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import type { Output } from '../import/run.ts';
import { databaseFileStore } from './database-store.ts';
import { type FileStore, filesDirOf, folderFileStore } from './store.ts';

// `npm run files:migrate [-- --keep]`: moves the files of DATA_DIR/files into PostgreSQL (DATABASE_URL),
// for a portal that ran on the folder store and now runs on PostgreSQL (docs/decisions/014). A file is
// removed from the folder only once the database holds it whole; a run that is interrupted can simply
// be started again.

export interface MigrationReport {
  moved: number;
  bytes: number;
  /** Already in the database with the same size (an earlier, interrupted run). */
  present: number;
}

/** Copies every file of `source` into `target`, checks its size, and removes it from `source` unless `keep`. */
export async function migrateFiles(
  source: FileStore,
  target: FileStore,
  keep = false,
): Promise<MigrationReport> {
  const report: MigrationReport = { moved: 0, bytes: 0, present: 0 };
  for (const key of await source.keys('')) {
    const file = await source.open(key);
    if (!file) continue;
    const existing = await target.open(key);
    existing?.stream.destroy();
    if (existing && existing.size === file.size) {
      file.stream.destroy();
      report.present++;
    } else {
      // Streamed chunk by chunk, so a 100 MB file is never whole in memory.
      const size = await target.put(key, file.stream);
      if (size !== file.size) throw new Error(`${key}: ${size} statt ${file.size} Bytes übernommen.`);
      report.moved++;
      report.bytes += size;
    }
    if (!keep) await source.remove(key);
  }
  return report;
}

const USAGE =
  'Aufruf: npm run files:migrate [-- --keep]  (mit DATABASE_URL; --keep lässt die Dateien im Ordner)';

/** The command: returns the exit code. */
export async function main(
  args: readonly string[],
  out: Output = console,
  env = process.env,
): Promise<number> {
  if (args.some((arg) => arg !== '--keep')) {
    out.error(USAGE);
    return 2;
  }
  const config = readConfig(env);
  if (!config.DATABASE_URL) {
    out.error(
      'Ohne DATABASE_URL bleiben die Dateien im Ordner DATA_DIR/files; es gibt nichts zu übernehmen.',
    );
    out.error(USAGE);
    return 2;
  }
  const folder = filesDirOf(config);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await database.migrate();
    const report = await migrateFiles(
      folderFileStore(folder),
      databaseFileStore(database.db),
      args.includes('--keep'),
    );
    out.log(
      `${report.moved} Dateien (${formatFileSize(report.bytes)}) aus ${folder} in die Datenbank übernommen` +
        (report.present > 0 ? `, ${report.present} waren schon dort.` : '.'),
    );
    return 0;
  } finally {
    await database.close();
  }
}
