import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database.ts';
import { databaseFileStore } from './database-store.ts';
import { main, migrateFiles } from './migrate.ts';
import { folderFileStore } from './store.ts';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-files-migrate-'));
const database = await openTestDatabase();
afterAll(async () => {
  await database.close();
  fs.rmSync(work, { recursive: true, force: true });
});

const bytes = (length: number, seed: number) =>
  Buffer.from(Array.from({ length }, (_, i) => (i + seed) % 256));
const files: Record<string, Buffer> = {
  'konzessionsabgaben/OS-0480001.pdf': bytes(10, 1),
  'konzessionsabgaben/6f1c0c1e-3b7a-4f43-9c41-1d6f0f7f3a11.pdf': bytes(700_000, 2),
  'leer.txt': Buffer.alloc(0),
};

async function read(store: ReturnType<typeof databaseFileStore>, key: string) {
  const file = await store.open(key);
  if (!file) return null;
  const parts: Buffer[] = [];
  for await (const part of file.stream) parts.push(Buffer.from(part as Uint8Array));
  return Buffer.concat(parts);
}

describe('moving the folder’s files into the database', () => {
  it('copies every file whole and removes it from the folder, and a second run has nothing to do', async () => {
    const folder = path.join(work, 'files');
    const source = folderFileStore(folder);
    for (const [key, data] of Object.entries(files)) await source.put(key, data);
    const target = databaseFileStore(database.db);
    expect(await migrateFiles(source, target)).toEqual({ moved: 3, bytes: 700_010, present: 0 });
    for (const [key, data] of Object.entries(files))
      expect((await read(target, key))?.equals(data), key).toBe(true);
    expect(await source.keys('')).toEqual([]);
    expect(await migrateFiles(source, target)).toEqual({ moved: 0, bytes: 0, present: 0 });
  });

  it('keeps the folder’s files with --keep and skips those already moved', async () => {
    const source = folderFileStore(path.join(work, 'behalten'));
    await source.put('konzessionsabgaben/OS-0480001.pdf', files['konzessionsabgaben/OS-0480001.pdf']);
    await source.put('neu/datei.pdf', bytes(5, 3));
    const target = databaseFileStore(database.db);
    expect(await migrateFiles(source, target, true)).toEqual({ moved: 1, bytes: 5, present: 1 });
    expect(await source.keys('')).toEqual(['konzessionsabgaben/OS-0480001.pdf', 'neu/datei.pdf']);
  });

  it('refuses to run without DATABASE_URL or with unknown arguments', async () => {
    const errors: string[] = [];
    const out = { log: () => {}, error: (line: string) => errors.push(line) };
    expect(await main([], out, { DATA_DIR: work, LOG_LEVEL: 'silent' })).toBe(2);
    expect(errors[0]).toMatch(/^Ohne DATABASE_URL/);
    expect(await main(['--alles'], out, { DATA_DIR: work, DATABASE_URL: 'postgres://x@127.0.0.1/y' })).toBe(
      2,
    );
  });

  it.skipIf(!database.url)('runs as the command against PostgreSQL', async () => {
    const dataDir = path.join(work, 'kommando');
    await folderFileStore(path.join(dataDir, 'files')).put('kommando/a.pdf', bytes(3, 4));
    const lines: string[] = [];
    const out = { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) };
    expect(await main([], out, { DATA_DIR: dataDir, DATABASE_URL: database.url, LOG_LEVEL: 'silent' })).toBe(
      0,
    );
    expect(lines).toEqual([
      `1 Dateien (1 KB) aus ${path.join(dataDir, 'files')} in die Datenbank übernommen.`,
    ]);
    expect((await read(databaseFileStore(database.db), 'kommando/a.pdf'))?.length).toBe(3);
  });
});
