import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../config.ts';

/** Files kept by the portal (documents, PDFs), addressed by a key such as 'konzessionsabgaben/123.pdf'. */
export interface FileStore {
  put(key: string, data: Uint8Array): Promise<void>;
  /** The file as a stream with its size, or null when there is none. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** Keys come from our own rows, but a bad one must never leave the store's folder. */
function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.split('/').includes('..'))
    throw new Error(`Ungültiger Dateischlüssel: ${key}`);
  return key;
}

/** The store in a folder on disk (DATA_DIR/files by default, design: files). */
export function folderFileStore(root: string): FileStore {
  const pathOf = (key: string) => path.join(root, checkedKey(key));
  return {
    async put(key, data) {
      const target = pathOf(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      // Written beside and renamed, so a reader never sees half a file.
      const partial = `${target}.${process.pid}.part`;
      await fs.promises.writeFile(partial, data);
      await fs.promises.rename(partial, target);
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
  };
}

export const filesDirOf = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'files');

export const fileStoreOf = (config: Pick<Config, 'dataDir'>) => folderFileStore(filesDirOf(config));
