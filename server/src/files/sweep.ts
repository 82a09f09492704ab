import type { Db } from '../db/client.ts';
import { concessionDocuments, mediaFiles } from '../db/schema/index.ts';
import type { FileStore } from './store.ts';

/** The folder of the concession-fee documents' files; a file there is in use while a row names it. */
export const DOCUMENTS_FOLDER = 'konzessionsabgaben';
/** The media library's files (decision 021): a file there is in use while a media_files row names it. */
export const MEDIA_FOLDER = 'media';

/**
 * Keys being written in this process whose rows are not committed yet (the folder store cannot write
 * inside a transaction); the sweep leaves them alone. The database store's writes are invisible to the
 * sweep until they commit, with their rows.
 */
export const unfinishedWrites = new Set<string>();

/** Per swept folder, the keys its rows name. */
const SWEPT_FOLDERS: { folder: string; keysInUse(db: Db): Promise<Iterable<string>> }[] = [
  {
    folder: DOCUMENTS_FOLDER,
    keysInUse: async (db) =>
      (await db.select({ key: concessionDocuments.fileKey }).from(concessionDocuments)).map((row) => row.key),
  },
  {
    folder: MEDIA_FOLDER,
    keysInUse: async (db) =>
      (
        await db.select({ key: mediaFiles.fileKey, renditions: mediaFiles.renditions }).from(mediaFiles)
      ).flatMap((row) => [row.key, ...Object.values(row.renditions).map((rendition) => rendition.key)]),
  },
];

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
  const orphans: string[] = [];
  for (const { folder, keysInUse } of SWEPT_FOLDERS) {
    const keys = await store.keys(`${folder}/`);
    if (keys.length === 0) continue;
    const used = new Set(await keysInUse(db));
    for (const key of keys) {
      if (used.has(key) || unfinishedWrites.has(key)) continue;
      await store.remove(key);
      orphans.push(key);
    }
  }
  return orphans;
}
