import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { storedFileChunks } from '../db/schema/index.ts';
import { openTestDatabase } from '../test/database.ts';
import { databaseFileStore } from './database-store.ts';
import { type FileStore, folderFileStore, newFileKey } from './store.ts';

// One suite for both stores: the folder (on PGlite) and the database (on PostgreSQL when DATABASE_URL is
// set, else the same SQL on PGlite). Small chunks, so a few kB already take several.
const CHUNK = 1000;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-file-store-'));
const database = await openTestDatabase();
afterAll(async () => {
  await database.close();
  fs.rmSync(work, { recursive: true, force: true });
});

const stores: [string, FileStore][] = [
  ['folder store', folderFileStore(path.join(work, 'files'))],
  ['database store', databaseFileStore(database.db, CHUNK)],
];

const bytes = (length: number, seed = 7) => Uint8Array.from({ length }, (_, i) => (i * 31 + seed) % 251);

async function read(store: FileStore, key: string): Promise<Buffer | null> {
  const file = await store.open(key);
  if (!file) return null;
  const parts: Buffer[] = [];
  for await (const part of file.stream) parts.push(Buffer.from(part as Uint8Array));
  const body = Buffer.concat(parts);
  expect(body.length).toBe(file.size);
  return body;
}

/** A stream of `pieces` of odd sizes that fails after them when `fail` is set. */
function pieces(sizes: number[], fail = false): Readable {
  return Readable.from(
    (async function* () {
      for (const [n, size] of sizes.entries()) yield Buffer.from(bytes(size, n));
      if (fail) throw new Error('Quelle abgebrochen');
    })(),
  );
}

describe.each(stores)('the %s', (_name, store) => {
  it('gives back what was put, empty, small and over several chunks, with its size', async () => {
    for (const length of [0, 1, CHUNK - 1, CHUNK, CHUNK + 1, 5 * CHUNK + 17]) {
      const key = `test/datei-${length}.bin`;
      const data = bytes(length);
      expect(await store.put(key, data)).toBe(length);
      expect((await read(store, key))?.equals(Buffer.from(data)), String(length)).toBe(true);
    }
  });

  it('takes a stream of pieces of any size and stores them in order', async () => {
    const sizes = [3, 2500, 1, 999, 1001, 40];
    const expected = Buffer.concat(sizes.map((size, n) => Buffer.from(bytes(size, n))));
    expect(await store.put('test/strom.bin', pieces(sizes))).toBe(expected.length);
    expect((await read(store, 'test/strom.bin'))?.equals(expected)).toBe(true);
  });

  it('answers null for a key it does not have, and after remove', async () => {
    expect(await store.open('test/fehlt.bin')).toBeNull();
    await store.put('test/weg.bin', bytes(10));
    await store.remove('test/weg.bin');
    expect(await store.open('test/weg.bin')).toBeNull();
    await store.remove('test/weg.bin');
  });

  it('replaces a file under the same key', async () => {
    await store.put('test/neu.bin', bytes(3 * CHUNK, 1));
    await store.put('test/neu.bin', bytes(10, 2));
    expect((await read(store, 'test/neu.bin'))?.equals(Buffer.from(bytes(10, 2)))).toBe(true);
  });

  it('keeps nothing of a write whose source fails, and the old file stays', async () => {
    await store.put('test/halb.bin', bytes(5, 3));
    await expect(store.put('test/halb.bin', pieces([CHUNK, CHUNK, 10], true))).rejects.toThrow(
      'Quelle abgebrochen',
    );
    await expect(store.put('test/nie.bin', pieces([CHUNK * 2], true))).rejects.toThrow();
    expect(await store.open('test/nie.bin')).toBeNull();
    expect(await store.keys('test/nie')).toEqual([]);
    expect((await read(store, 'test/halb.bin'))?.equals(Buffer.from(bytes(5, 3)))).toBe(true);
  });

  it('lists keys by prefix, sorted, and nothing of unfinished writes', async () => {
    await store.put('liste/b.pdf', bytes(1));
    await store.put('liste/a.pdf', bytes(1));
    await store.put('liste-nicht/c.pdf', bytes(1));
    expect(await store.keys('liste/')).toEqual(['liste/a.pdf', 'liste/b.pdf']);
    await store.discardUnfinished();
    expect(await store.keys('liste/')).toEqual(['liste/a.pdf', 'liste/b.pdf']);
  });

  it('refuses keys that could leave its place', async () => {
    for (const key of ['../x.pdf', '/etc/passwd', 'a/../../b', '.partial/x', 'a//b', '']) {
      await expect(store.put(key, bytes(1)), key).rejects.toThrow('Ungültiger Dateischlüssel');
      await expect(store.open(key), key).rejects.toThrow('Ungültiger Dateischlüssel');
    }
  });

  it('makes random keys that say nothing of the record', () => {
    const one = newFileKey('konzessionsabgaben', 'pdf');
    expect(one).toMatch(/^konzessionsabgaben\/[0-9a-f-]{36}\.pdf$/);
    expect(newFileKey('konzessionsabgaben', 'pdf')).not.toBe(one);
  });
});

describe('the database store in a transaction', () => {
  const store = stores[1][1];

  it('writes nothing when the transaction rolls back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await store.within(tx).put('tx/zurueck.bin', bytes(3 * CHUNK));
        expect(await store.within(tx).keys('tx/')).toEqual(['tx/zurueck.bin']);
        // Not visible outside before the commit.
        if (database.kind === 'postgres') expect(await store.open('tx/zurueck.bin')).toBeNull();
        throw new Error('Abbruch');
      }),
    ).rejects.toThrow('Abbruch');
    expect(await store.open('tx/zurueck.bin')).toBeNull();
    expect(await store.keys('tx/')).toEqual([]);
  });

  it('ends a read with an error, not a short file, when the file is removed meanwhile', async () => {
    await store.put('tx/weg.bin', bytes(4 * CHUNK));
    const file = await store.open('tx/weg.bin');
    if (!file) throw new Error('Datei fehlt');
    const iterator = file.stream[Symbol.asyncIterator]();
    await iterator.next();
    await store.remove('tx/weg.bin');
    await expect(
      (async () => {
        for (;;) if ((await iterator.next()).done) break;
      })(),
    ).rejects.toThrow('während des Lesens geändert');
  });

  it('stores a file in chunks of the given size', async () => {
    await store.put('tx/teile.bin', bytes(2 * CHUNK + 5));
    const chunks = await database.db.select({ seq: storedFileChunks.seq }).from(storedFileChunks);
    expect(chunks.length).toBeGreaterThanOrEqual(3);
  });
});
