import type { Db } from '../db/client.ts';
import { concessionDocuments } from '../db/schema/index.ts';
import type { FileStore } from './store.ts';

/** The folder of the concession-fee documents' files; a file there is in use while a row names it. */
export const DOCUMENTS_FOLDER = 'konzessionsabgaben';

/**
 * Removes files no row refers to: those of an import killed before its rows were committed (the folder
 * store; the database store writes files and rows in one transaction), and those replaced by an import
 * that died before removing them. Runs at start and before each documents import.
 *
 * The keys are listed before the references are read. A file committed with its row after that list is
 * simply not seen, and one in the list had its row committed with it, so a running import in another
 * process never loses a file.
 */
export async function sweepOrphanFiles(db: Db, store: FileStore): Promise<string[]> {
  await store.discardUnfinished();
  const keys = await store.keys(`${DOCUMENTS_FOLDER}/`);
  if (keys.length === 0) return [];
  const rows = await db.select({ key: concessionDocuments.fileKey }).from(concessionDocuments);
  const used = new Set(rows.map((row) => row.key));
  const orphans = keys.filter((key) => !used.has(key));
  for (const key of orphans) await store.remove(key);
  return orphans;
}
