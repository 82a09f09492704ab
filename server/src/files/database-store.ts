import { Readable } from 'node:stream';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import { storedFileChunks, storedFiles } from '../db/schema/index.ts';
import type { DbOrTx } from '../mail/outbox.ts';
import { bodyStream, checkedKey, type FileStore } from './store.ts';

/** Big enough that a 50 MB file is 200 queries, small enough that a reader holds little in memory. */
export const CHUNK_BYTES = 256 * 1024;

/** The body cut into pieces of exactly `size` bytes (the last one shorter), copying only when joining. */
async function* chunksOf(body: Readable, size: number): AsyncGenerator<Uint8Array> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const piece of body) {
    let data = Buffer.isBuffer(piece) ? piece : Buffer.from(piece as Uint8Array);
    while (pendingBytes + data.length >= size) {
      const take = size - pendingBytes;
      yield pending.length === 0
        ? data.subarray(0, take)
        : Buffer.concat([...pending, data.subarray(0, take)]);
      pending = [];
      pendingBytes = 0;
      data = data.subarray(take);
    }
    if (data.length > 0) {
      pending.push(data);
      pendingBytes += data.length;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending);
}

const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Files in PostgreSQL (stored_files + stored_file_chunks), for instances that share no disk. A file is
 * written in one transaction, so a half file is never visible, and read a chunk at a time as the
 * client takes it, so neither side holds a whole file in memory.
 */
export function databaseFileStore(db: DbOrTx, chunkBytes = CHUNK_BYTES): FileStore {
  return {
    kind: 'database',
    async put(key, body) {
      checkedKey(key);
      // Inside a caller's transaction this is a savepoint, and it all counts only if that one commits.
      return db.transaction(async (tx) => {
        // Two instances may write one key at once (both seeding a missing demo file at their start): the
        // second waits here for the first, then replaces its file instead of failing on the unique key.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
        await tx.delete(storedFiles).where(eq(storedFiles.key, key));
        const [file] = await tx
          .insert(storedFiles)
          .values({ key, size: 0 })
          .returning({ id: storedFiles.id });
        let seq = 0;
        let size = 0;
        for await (const data of chunksOf(bodyStream(body), chunkBytes)) {
          await tx.insert(storedFileChunks).values({ fileId: file.id, seq, data });
          seq++;
          size += data.length;
        }
        await tx.update(storedFiles).set({ size }).where(eq(storedFiles.id, file.id));
        return size;
      });
    },
    async open(key) {
      checkedKey(key);
      const [file] = await db
        .select({ id: storedFiles.id, size: storedFiles.size })
        .from(storedFiles)
        .where(eq(storedFiles.key, key))
        .limit(1);
      if (!file) return null;
      let seq = 0;
      let sent = 0;
      const stream = new Readable({
        // One chunk ahead at most: the next query runs only when the client has taken the last one.
        highWaterMark: chunkBytes,
        read() {
          db.select({ data: storedFileChunks.data })
            .from(storedFileChunks)
            .where(and(eq(storedFileChunks.fileId, file.id), eq(storedFileChunks.seq, seq)))
            .then(
              ([chunk]) => {
                if (!chunk) {
                  // A file replaced or removed while it was read ends with an error, not a short body.
                  if (sent === file.size) this.push(null);
                  else this.destroy(new Error(`Datei ${key} wurde während des Lesens geändert.`));
                  return;
                }
                seq++;
                sent += chunk.data.length;
                this.push(chunk.data);
              },
              (error: unknown) => this.destroy(error as Error),
            );
        },
      });
      return { stream, size: file.size };
    },
    async remove(key) {
      checkedKey(key);
      await db.delete(storedFiles).where(eq(storedFiles.key, key));
    },
    async keys(prefix) {
      const rows = await db
        .select({ key: storedFiles.key })
        .from(storedFiles)
        .where(like(storedFiles.key, likePrefix(prefix)))
        .orderBy(asc(storedFiles.key));
      return rows.map((row) => row.key);
    },
    within: (tx) => databaseFileStore(tx, chunkBytes),
    async discardUnfinished() {},
  };
}
