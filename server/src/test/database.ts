import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';

type TestDatabase = Database & { url?: string };
type Template = 'migrated' | 'demo';

/**
 * How long a hook may wait for openSeededTestDatabase(): the first caller of a run seeds the demo data
 * (15 s on a quiet machine, minutes on a busy one), the others wait for it. Seeding is not the test.
 */
export const SEED_WAIT_MS = 600_000;

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or, when DATABASE_URL is set,
 * a new PostgreSQL database of its own (dropped on close) so test files can run in parallel.
 * Both are copies of one migrated database per run: a new PGlite runs initdb (5 to 10 s on a busy
 * machine) and the migrations, loading a dump of one takes about a second.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  return openCopy('migrated', async (database) => {
    await database.migrate();
  });
}

/**
 * Like openTestDatabase, but holding the full demo data: a copy of the one seed of this Vitest run
 * (server/src/test/global-setup.ts), a PGlite data-dir dump or a PostgreSQL template database.
 * The first test file to ask seeds it; the others wait and copy, which takes about a second.
 */
export async function openSeededTestDatabase(): Promise<TestDatabase> {
  // Imported here: the demo data is a large module most test files never need.
  const { seedDemoData } = await import('../../../demo/src/demo-data.ts');
  return openCopy('demo', async (database) => {
    await database.migrate();
    await seedDemoData(database.db);
  });
}

/** A database of its own made by `build`, or, inside this repository's Vitest run, a copy of the run's one. */
async function openCopy(kind: Template, build: (database: Database) => Promise<void>): Promise<TestDatabase> {
  const baseUrl = process.env.DATABASE_URL;
  const dir = inject('kpSeedDir');
  const templates = inject('kpSeedTemplates');
  if (!dir || !templates) {
    // Another Vitest config, without the per-run templates: build this one alone.
    const database = baseUrl
      ? await openPostgresDatabase(baseUrl)
      : await openDatabase({ dataDir: 'memory://' });
    await build(database);
    return database;
  }
  if (!baseUrl) {
    const dump = path.join(dir, kind, 'pglite.tar');
    await once(path.join(dir, kind), async () => {
      const database = await openDatabase({ dataDir: 'memory://' });
      try {
        await build(database);
        const tar = await database.dumpDataDir?.();
        if (!tar) throw new Error('PGlite kann sein Datenverzeichnis nicht ausgeben.');
        fs.writeFileSync(`${dump}.part`, Buffer.from(await tar.arrayBuffer()));
        fs.renameSync(`${dump}.part`, dump);
      } finally {
        await database.close();
      }
    });
    return openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([fs.readFileSync(dump)]) });
  }
  const template = templates[kind];
  await once(path.join(dir, kind), async () => {
    await adminQuery(baseUrl, `create database ${template}`);
    const database = await openDatabase({
      databaseUrl: databaseUrl(baseUrl, template),
      dataDir: 'memory://',
    });
    try {
      await build(database);
    } finally {
      // A template must have no connections left when it is copied.
      await database.close();
    }
  });
  return openPostgresDatabase(baseUrl, template);
}

/**
 * Runs `work` in the first caller of this run (an exclusive mkdir is the lock) and makes every other
 * caller, in any worker, wait until it is done or has failed.
 */
async function once(dir: string, work: () => Promise<void>): Promise<void> {
  const ready = path.join(dir, 'ready');
  const failed = path.join(dir, 'failed');
  let mine = false;
  try {
    fs.mkdirSync(dir);
    mine = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if (mine) {
    try {
      await work();
    } catch (error) {
      fs.writeFileSync(failed, String((error as Error).stack ?? error));
      throw error;
    }
    fs.writeFileSync(ready, '');
    return;
  }
  while (!fs.existsSync(ready)) {
    if (fs.existsSync(failed)) {
      throw new Error(`Die Testdatenbank konnte nicht angelegt werden:\n${fs.readFileSync(failed, 'utf8')}`);
    }
    await sleep(100);
  }
}

function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.href;
}

async function adminQuery(baseUrl: string, query: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}

/** A new PostgreSQL database of its own, empty or a copy of `template`; dropped on close. */
async function openPostgresDatabase(baseUrl: string, template?: string): Promise<TestDatabase> {
  const name = `kp_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = databaseUrl(baseUrl, name);
  const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
  return {
    ...database,
    url,
    async close() {
      await database.close();
      await adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
