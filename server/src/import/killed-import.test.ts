import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { concessionDocuments } from '../db/schema/index.ts';
import { fileStoreOf } from '../files/portal-store.ts';
import type { FileStore } from '../files/store.ts';
import { openTestDatabase } from '../test/database.ts';
import { buildCommune } from '../test/factories.ts';
import { main } from './run.ts';

// Before decision 014, a documents import killed with SIGKILL mid-run left 101 orphaned PDFs behind. Here
// `npm run import` runs in a child process and is killed while it writes files; afterwards no stored
// file may lack its row once the next import has run (its sweep). On PGlite: the folder store; with
// DATABASE_URL: the database store, whose files die with the transaction.
const ROOT = path.resolve(import.meta.dirname, '../../..');
const FILES = 80;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-killed-import-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** A CSV of FILES documents of 1 MB each, and one of a single small document. */
function writeCsvs() {
  const folder = path.join(work, 'csv');
  fs.mkdirSync(folder, { recursive: true });
  const padding = Buffer.alloc(1024 * 1024, 0x20);
  const lines = ['osid;titel;dokumenttyp;jahr;kommune;sparte;datei'];
  for (let n = 0; n < FILES; n++) {
    fs.writeFileSync(
      path.join(folder, `d${n}.pdf`),
      Buffer.concat([Buffer.from(`%PDF-1.4\n% ${n}\n`), padding]),
    );
    lines.push(`OS-77${String(n).padStart(5, '0')};Testat ${n};Testat;2024;Viersen;Strom;d${n}.pdf`);
  }
  fs.writeFileSync(path.join(folder, 'gross.csv'), `${lines.join('\n')}\n`);
  fs.writeFileSync(path.join(folder, 'klein.csv'), `${lines[0]}\n${lines[1]}\n`);
  return { big: path.join(folder, 'gross.csv'), small: path.join(folder, 'klein.csv') };
}
const csv = writeCsvs();

function startImport(env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [path.join(ROOT, 'scripts/import.ts'), 'documents', csv.big], {
    cwd: ROOT,
    env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
    stdio: 'ignore',
  });
}

/** Waits until `ready` says the import is writing files, then kills it with SIGKILL. */
async function killWhen(child: ChildProcess, ready: () => Promise<boolean>) {
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.on('exit', (_code, signal) => resolve(signal)),
  );
  const deadline = Date.now() + 120_000;
  while (!(await ready())) {
    if (child.exitCode !== null) throw new Error(`Der Import endete vorher mit ${child.exitCode}.`);
    if (Date.now() > deadline) throw new Error('Der Import schrieb keine Dateien.');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  child.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
}

async function orphansOf(database: Pick<Database, 'db'>, store: FileStore) {
  const keys = await store.keys('konzessionsabgaben/');
  const rows = await database.db.select({ key: concessionDocuments.fileKey }).from(concessionDocuments);
  const used = new Set(rows.map((row) => row.key));
  return { keys, rows: rows.length, orphans: keys.filter((key) => !used.has(key)) };
}

const capture = { log: () => {}, error: () => {} };

describe('a documents import killed mid-run', () => {
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'leaves no orphaned file in the folder store once the next import has swept',
    async () => {
      const dataDir = path.join(work, 'data');
      const setup = await openDatabase({ dataDir });
      await setup.migrate();
      await buildCommune(setup.db, { name: 'Viersen' });
      await setup.close();
      const env = { DATA_DIR: dataDir, INIT_CWD: ROOT };
      const stored = path.join(dataDir, 'files', 'konzessionsabgaben');
      const count = () => (fs.existsSync(stored) ? fs.readdirSync(stored).length : 0);

      await killWhen(startImport(env), async () => count() >= 3);
      expect(count()).toBeLessThan(FILES);
      // What a crash leaves: PGlite's lock (the command says it may be removed) and files without rows.
      fs.rmSync(path.join(dataDir, 'pglite', 'postmaster.pid'), { force: true });
      const killed = await openDatabase({ dataDir });
      const store = fileStoreOf({ dataDir }, killed);
      const after = await orphansOf(killed, store);
      expect(after.rows).toBe(0);
      expect(after.orphans.length).toBeGreaterThanOrEqual(3);
      await killed.close();

      expect(await main(['documents', csv.small], capture, env)).toBe(0);
      const next = await openDatabase({ dataDir });
      const swept = await orphansOf(next, store);
      await next.close();
      expect(swept.orphans).toEqual([]);
      expect(swept.keys).toHaveLength(1);
      // Nor half-written files of the killed run.
      const partial = path.join(dataDir, 'files', '.partial');
      expect(fs.existsSync(partial) ? fs.readdirSync(partial) : []).toEqual([]);
    },
    240_000,
  );

  it.skipIf(!process.env.DATABASE_URL)(
    'leaves no file at all in the database store: they die with its transaction',
    async () => {
      const database = await openTestDatabase();
      try {
        await buildCommune(database.db, { name: 'Viersen' });
        const env = { DATABASE_URL: database.url, DATA_DIR: path.join(work, 'pg-data'), INIT_CWD: ROOT };
        const store = fileStoreOf({ dataDir: env.DATA_DIR }, database);
        const name = new URL(database.url ?? '').pathname.slice(1);
        // The chunks are not visible before the commit, but the statements writing them are.
        const writing = async () => {
          const result = (await database.db.execute(
            sql`select count(*)::int as n from pg_stat_activity where datname = ${name} and query ilike '%stored_file_chunks%'`,
          )) as unknown as { rows: { n: number }[] };
          return result.rows[0].n > 0;
        };
        await killWhen(startImport(env), writing);
        // PostgreSQL ends the transaction once it notices the connection is gone.
        const deadline = Date.now() + 30_000;
        while ((await writing()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
        expect(await orphansOf(database, store)).toEqual({ keys: [], rows: 0, orphans: [] });

        expect(await main(['documents', csv.small], capture, env)).toBe(0);
        const next = await orphansOf(database, store);
        expect(next.orphans).toEqual([]);
        expect(next.keys).toHaveLength(1);
      } finally {
        await database.close();
      }
    },
    240_000,
  );
});
