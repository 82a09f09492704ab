import fs from 'node:fs';
import http from 'node:http';
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
import { fileStoreOf, newFileKey } from './store.ts';

// Issue 15, item 11: a 50 MB document goes out through a real HTTP request while the server's memory
// stays flat. On PostgreSQL (DATABASE_URL set) this is the database store, chunk by chunk; on PGlite
// the folder store.
const SIZE = 50 * 1024 * 1024;
const PIECE = 1024 * 1024;

v8.setFlagsFromString('--expose-gc');
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
    let received = 0;
    let samples = 0;
    let mismatch = '';
    await new Promise<void>((resolve, reject) => {
      const request = http.get(
        {
          port,
          host: '127.0.0.1',
          path: `/api/enaio/download?id=${document.osId}&type=testate`,
          headers: { cookie },
        },
        (res) => {
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-length']).toBe(String(SIZE));
          expect(res.headers['cache-control']).toBe('private, no-store');
          res.on('data', (data: Buffer) => {
            // Spot checks that the bytes come in order.
            const expected = Math.floor(received / PIECE) % 251;
            if (data[0] !== expected && !mismatch) mismatch = `bei ${received}: ${data[0]} statt ${expected}`;
            received += data.length;
            // Every 4 MB a slow client: the server must wait, not read ahead into memory. Measured after
            // a collection, so what counts is memory held, not garbage not yet collected.
            if (received % (4 * PIECE) < data.length) {
              res.pause();
              setTimeout(() => {
                gc();
                const now = process.memoryUsage();
                samples++;
                peakRss = Math.max(peakRss, now.rss - before.rss);
                peakBuffers = Math.max(peakBuffers, now.arrayBuffers - before.arrayBuffers);
                res.resume();
              }, 5);
            }
          });
          res.on('end', resolve);
          res.on('error', reject);
        },
      );
      request.on('error', reject);
    });
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    console.log(
      `${store.kind} store, 50 MB download: rss +${mb(peakRss)}, arrayBuffers +${mb(peakBuffers)} at most`,
    );
    expect(mismatch).toBe('');
    expect(received).toBe(SIZE);
    expect(samples).toBeGreaterThanOrEqual(10);
    expect(peakRss).toBeLessThan(25 * 1024 * 1024);
    expect(peakBuffers).toBeLessThan(25 * 1024 * 1024);
  }, 180_000);
});
