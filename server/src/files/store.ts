import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config.ts';
import type { DbOrTx } from '../mail/outbox.ts';

/** What a file is written from: bytes at hand, or a stream (a file on disk, an upload) never held whole. */
export type FileBody = Uint8Array | Readable | AsyncIterable<Uint8Array>;

/** Files kept by the portal (documents, PDFs), addressed by a key such as 'konzessionsabgaben/<uuid>.pdf'. */
export interface FileStore {
  readonly kind: 'folder' | 'database';
  /** Writes (or replaces) the file; a reader never sees half of it. Resolves to its size in bytes. */
  put(key: string, body: FileBody): Promise<number>;
  /** The file as a stream with its size, or null when there is none. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
  /** Every key starting with `prefix`, sorted. */
  keys(prefix: string): Promise<string[]>;
  /**
   * The store with its writes inside the transaction `tx` where it can (the database store): they
   * count only if it commits. The folder store cannot; it is returned as it is.
   */
  within(tx: DbOrTx): FileStore;
  /** Removes what writes interrupted by a crash left behind (nothing to do in the database). */
  discardUnfinished(): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** Keys come from our own rows, but a bad one must never leave the store's folder. */
export function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.split('/').includes('..'))
    throw new Error(`Ungültiger Dateischlüssel: ${key}`);
  return key;
}

/**
 * A new key for a private file: random, so it says nothing about the record and cannot be guessed
 * (decision 014: never the document id or a timestamp).
 */
export const newFileKey = (folder: string, extension: string) =>
  checkedKey(`${folder}/${randomUUID()}.${extension}`);

export function bodyStream(body: FileBody): Readable {
  if (body instanceof Readable) return body;
  if (body instanceof Uint8Array) return Readable.from([body], { objectMode: false });
  return Readable.from(body, { objectMode: false });
}

/** Unfinished writes go here; a key cannot start with a dot, so nothing here is ever a file's key. */
const PARTIAL_DIR = '.partial';

/** The store in a folder on disk (DATA_DIR/files, the store on PGlite; design: files). */
export function folderFileStore(root: string): FileStore {
  const pathOf = (key: string) => path.join(root, checkedKey(key));
  const store: FileStore = {
    kind: 'folder',
    async put(key, body) {
      const target = pathOf(key);
      const partialDir = path.join(root, PARTIAL_DIR);
      await fs.promises.mkdir(partialDir, { recursive: true });
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      // Written beside and renamed, so a reader never sees half a file.
      const partial = path.join(partialDir, randomUUID());
      try {
        await pipeline(bodyStream(body), fs.createWriteStream(partial));
        const { size } = await fs.promises.stat(partial);
        await fs.promises.rename(partial, target);
        return size;
      } catch (error) {
        await fs.promises.rm(partial, { force: true });
        throw error;
      }
    },
    async open(key) {
      const target = pathOf(key);
      try {
        const stat = await fs.promises.stat(target);
        if (!stat.isFile()) return null;
        return { stream: fs.createReadStream(target), size: stat.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await fs.promises.rm(pathOf(key), { force: true });
    },
    async keys(prefix) {
      let entries: fs.Dirent[];
      try {
        entries = await fs.promises.readdir(root, { recursive: true, withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) =>
          path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
        )
        .filter((key) => key.startsWith(prefix) && SAFE_KEY.test(key))
        .sort();
    },
    within: () => store,
    async discardUnfinished() {
      await fs.promises.rm(path.join(root, PARTIAL_DIR), { recursive: true, force: true });
    },
  };
  return store;
}

export const filesDirOf = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'files');
