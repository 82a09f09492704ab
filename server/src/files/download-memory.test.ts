import { spawn } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../test/app.ts';
import { buildCommuneDataUser, buildDocument } from '../test/contracts-factories.ts';
import { buildCommune, sessionCookie } from '../test/factories.ts';
import { fileStoreOf } from './portal-store.ts';
import { newFileKey } from './store.ts';

// Decision 014: a 50 MB document goes out through a real HTTP request while the server's memory
// stays flat. On PostgreSQL (DATABASE_URL set) this is the database store, chunk by chunk; on PGlite
// the folder store.
const SIZE = 50 * 1024 * 1024;
const PIECE = 1024 * 1024;

v8.setFlagsFromString('--expose-gc');
// Freed buffers are otherwise given back by a background thread, which on a loaded machine lags behind: the
// count then held buffers already collected, and once came to 52 MB (the PostgreSQL pass of a CI run).
v8.setFlagsFromString('--no-concurrent-array-buffer-sweeping');
const gc = vm.runInNewContext('gc') as () => void;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-download-memory-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const { app, db, config, database } = await setupTestApp({ DATA_DIR: dataDir });
const store = fileStoreOf(config, database);

/** 50 MB of bytes that differ per MB, written as a stream (never held whole here either). */
const pieces = () =>
  Readable.from(
    (function* () {
      for (let n = 0; n < SIZE / PIECE; n++) yield Buffer.alloc(PIECE, n % 251);
    })(),
  );

describe(`downloading a 50 MB document from the ${store.kind} store`, () => {
  it('streams it with the server’s memory growing by well under its size', async () => {
    const commune = await buildCommune(db);
    const user = await buildCommuneDataUser(db, { communeId: commune.id });
    const key = newFileKey('konzessionsabgaben', 'pdf');
    expect(await store.put(key, pieces())).toBe(SIZE);
    const document = await buildDocument(db, { communeId: commune.id, fileKey: key, sizeBytes: SIZE });
    const cookie = await sessionCookie(db, user);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    gc();
    const before = process.memoryUsage();
    let peakRss = 0;
    let peakBuffers = 0;
    let samples = 0;
    // The client is curl in a process of its own at 10 MB/s (5 s at least), so what grows here is the
    // server's memory only.
    const client = spawn('curl', [
      '-s',
      '--limit-rate',
      '10M',
      '-o',
      path.join(dataDir, 'received.pdf'),
      '-D',
      path.join(dataDir, 'headers.txt'),
      '-H',
      `cookie: ${cookie}`,
      `http://127.0.0.1:${port}/api/enaio/download?id=${document.osId}&type=testate`,
    ]);
    // A full collection takes 30 to 130 ms here, depending on the machine's load: the next sample waits
    // four times that, so the server keeps most of the thread (at every 100 ms it had almost none, and the
    // download took up to three minutes).
    let sampling: NodeJS.Timeout | undefined;
    const sample = () => {
      const started = performance.now();
      gc();
      const now = process.memoryUsage();
      samples++;
      peakRss = Math.max(peakRss, now.rss - before.rss);
      peakBuffers = Math.max(peakBuffers, now.arrayBuffers - before.arrayBuffers);
      sampling = setTimeout(sample, Math.max(100, 4 * (performance.now() - started)));
    };
    sampling = setTimeout(sample, 100);
    const code = await new Promise<number | null>((resolve) => client.on('exit', resolve));
    clearTimeout(sampling);
    expect(code).toBe(0);
    const headers = fs.readFileSync(path.join(dataDir, 'headers.txt'), 'utf8').toLowerCase();
    expect(headers).toMatch(/^http\/1\.1 200/);
    expect(headers).toContain(`content-length: ${SIZE}`);
    expect(headers).toContain('cache-control: private, no-store');
    // Spot checks that the bytes came whole and in order.
    const received = fs.statSync(path.join(dataDir, 'received.pdf')).size;
    const file = fs.openSync(path.join(dataDir, 'received.pdf'), 'r');
    let mismatch = '';
    for (let n = 0; n < SIZE / PIECE; n += 7) {
      const byte = Buffer.alloc(1);
      fs.readSync(file, byte, 0, 1, n * PIECE);
      if (byte[0] !== n % 251 && !mismatch) mismatch = `bei ${n} MB: ${byte[0]} statt ${n % 251}`;
    }
    fs.closeSync(file);
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    console.log(
      `${store.kind} store, 50 MB download: rss +${mb(peakRss)}, arrayBuffers +${mb(peakBuffers)} at most` +
        ` (${samples} samples)`,
    );
    expect(mismatch).toBe('');
    expect(received).toBe(SIZE);
    expect(samples).toBeGreaterThanOrEqual(5);
    // Resident memory is printed, not asserted: on a loaded machine the allocator kept up to 56 MB of freed
    // pages resident in one CI run (rss, not what the process held). What the server holds in buffers is
    // asserted below; a file held whole would show there as at least its size.
    // Buffers in flight came to 0.5 MB once freed buffers were counted out at once (the flag above); before,
    // the count ran from 13 to 52 MB with the machine's load. A file held whole would show as 50 MB.
    expect(peakBuffers).toBeLessThan(SIZE / 5);
  }, 180_000);
});
