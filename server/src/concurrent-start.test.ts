import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from './test/server-process.ts';

const baseUrl = process.env.DATABASE_URL;

describe.skipIf(!baseUrl)('two instances starting together on one empty PostgreSQL database', () => {
  const name = `kp_test_${randomBytes(6).toString('hex')}`;
  const folders: string[] = [];
  const servers: ServerProcess[] = [];
  const admin = () => new pg.Client({ connectionString: baseUrl });
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.exited));
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
    const client = admin();
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });

  it('both start, and the demo data is loaded once', async () => {
    const client = admin();
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    const url = new URL(baseUrl as string);
    url.pathname = `/${name}`;
    const start = () => {
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-concurrent-'));
      folders.push(folder);
      return startServerProcess({ DATABASE_URL: url.href, DATA_DIR: folder, SEED_DEMO_DATA: 'true' });
    };
    const started = await Promise.allSettled([start(), start()]);
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).toEqual([
      'ok',
      'ok',
    ]);
    for (const server of servers) expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    const check = new pg.Client({ connectionString: url.href });
    await check.connect();
    const { rows } = await check.query('select count(*)::int as n from communes');
    await check.end();
    // The 18 communes of the demo data, not twice.
    expect(rows[0].n).toBe(18);
  }, 600_000);
});
