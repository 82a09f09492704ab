import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';
import { startServerProcess } from './test/server-process.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-lock-'));
const first = await startServerProcess({ DATA_DIR: dataDir });
afterAll(async () => {
  if (first.child.exitCode === null) {
    first.child.kill('SIGKILL');
    await first.exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('one process per embedded database', () => {
  it('refuses a second portal on the same data folder with a German message', async () => {
    const second = await startServerProcess({ DATA_DIR: dataDir }).then(
      async (server) => {
        server.child.kill('SIGKILL');
        return `started:\n${server.output()}`;
      },
      (error: Error) => error.message,
    );
    expect(second).toMatch(/ist schon von einem anderen Prozess geöffnet \(pid \d+\)/);
    expect(second).toMatch(/PostgreSQL nutzen \(DATABASE_URL\)/);
    expect(second).not.toMatch(/\n\s+at /);
    // The first one still answers.
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
  }, 120_000);

  it('gives the folder back on SIGTERM', async () => {
    first.child.kill('SIGTERM');
    expect((await first.exited).code).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  }, 60_000);

  it('takes over a lock left behind by a process that no longer runs', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-lock-'));
    const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    });
    fs.writeFileSync(path.join(folder, 'pglite.lock'), `${ended.stdout}\n`);
    const release = lockDataDir(folder);
    expect(fs.readFileSync(path.join(folder, 'pglite.lock'), 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(folder, 'pglite.lock'))).toBe(false);
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('refuses while the process in the lock runs', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-lock-'));
    // The parent of this test process runs as long as the test does.
    fs.writeFileSync(path.join(folder, 'pglite.lock'), `${process.ppid}\n`);
    expect(() => lockDataDir(folder)).toThrow(DataDirLockedError);
    fs.rmSync(folder, { recursive: true, force: true });
  });
});
