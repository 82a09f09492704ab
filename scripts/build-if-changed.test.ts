import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isBuildCurrent, sourceHash, writeStamp } from './build-if-changed.ts';

const INPUTS = ['web/src', 'web/index.html', 'package-lock.json'];

/** A checkout with a web source and a built web/dist. */
function checkout() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-build-stamp-'));
  fs.mkdirSync(path.join(root, 'web/src/pages'), { recursive: true });
  fs.writeFileSync(path.join(root, 'web/src/pages/home.tsx'), 'export const Home = 1;');
  fs.writeFileSync(path.join(root, 'web/index.html'), '<!doctype html>');
  fs.writeFileSync(path.join(root, 'package-lock.json'), '{}');
  fs.mkdirSync(path.join(root, 'web/dist/server'), { recursive: true });
  fs.writeFileSync(path.join(root, 'web/dist/server/index.js'), 'export {};');
  return root;
}

describe('build stamp', () => {
  it('asks for a build without a stamp, and not after one with the same sources', () => {
    const root = checkout();
    expect(isBuildCurrent(root, INPUTS)).toBe(false);
    writeStamp(root, sourceHash(root, INPUTS));
    expect(isBuildCurrent(root, INPUTS)).toBe(true);
    // Touching a file without changing it (a checkout, a copy) needs no build.
    const file = path.join(root, 'web/src/pages/home.tsx');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 60_000));
    expect(isBuildCurrent(root, INPUTS)).toBe(true);
  });

  it('asks for a build when a source changes, is added or removed, or the lock file changes', () => {
    const root = checkout();
    const stamp = () => writeStamp(root, sourceHash(root, INPUTS));
    stamp();
    fs.writeFileSync(path.join(root, 'web/src/pages/home.tsx'), 'export const Home = 2;');
    expect(isBuildCurrent(root, INPUTS)).toBe(false);
    stamp();
    fs.writeFileSync(path.join(root, 'web/src/pages/news.tsx'), '');
    expect(isBuildCurrent(root, INPUTS)).toBe(false);
    stamp();
    fs.rmSync(path.join(root, 'web/src/pages/news.tsx'));
    expect(isBuildCurrent(root, INPUTS)).toBe(false);
    stamp();
    fs.writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion":3}');
    expect(isBuildCurrent(root, INPUTS)).toBe(false);
  });

  it('asks for a build when a file is renamed, or web/dist is gone', () => {
    const root = checkout();
    writeStamp(root, sourceHash(root, INPUTS));
    fs.renameSync(path.join(root, 'web/src/pages/home.tsx'), path.join(root, 'web/src/pages/start.tsx'));
    expect(isBuildCurrent(root, INPUTS)).toBe(false);
    writeStamp(root, sourceHash(root, INPUTS));
    fs.rmSync(path.join(root, 'web/dist/server/index.js'));
    expect(isBuildCurrent(root, INPUTS)).toBe(false);
  });
});
