import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';

type TestDatabase = Database & { url?: string };

/**
 * How long a hook may wait for openSeededTestDatabase(): the first caller of a run seeds the demo data
 * (15 s on a quiet machine, minutes on a busy one), the others wait for it. Seeding is not the test.
 */
export const SEED_WAIT_MS = 600_000;

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or, when DATABASE_URL is set,
 * a new PostgreSQL database of its own (dropped on close) so test files can run in parallel.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    return database;
  }
  const database = await openPostgresDatabase(baseUrl);
  await database.migrate();
  return database;
}

/**
 * Like openTestDatabase, but holding the full demo data: a copy of the one seed of this Vitest run
 * (server/src/test/global-setup.ts), a PGlite data-dir dump or a PostgreSQL template database.
 * The first test file to ask seeds it; the others wait and copy, which takes about a second.
 */
export async function openSeededTestDatabase(): Promise<TestDatabase> {
  // Imported here: the demo data is a large module most test files never need.
  const { seedDemoData } = await import('../seed/demo-data.ts');
  const baseUrl = process.env.DATABASE_URL;
  const dir = inject('kpSeedDir');
  const template = inject('kpSeedTemplate');
  if (!dir || !template) {
    // Outside this repository's Vitest config: no per-run seed to share, so seed here.
    const database = await openTestDatabase();
    await seedDemoData(database.db);
    return database;
  }
  if (!baseUrl) {
    const dump = path.join(dir, 'pglite.tar');
    await seedOnce(dir, async () => {
      const seeded = await openDatabase({ dataDir: 'memory://' });
      try {
        await seeded.migrate();
        await seedDemoData(seeded.db);
        const tar = await seeded.dumpDataDir?.();
        if (!tar) throw new Error('PGlite kann sein Datenverzeichnis nicht ausgeben.');
        fs.writeFileSync(`${dump}.part`, Buffer.from(await tar.arrayBuffer()));
        fs.renameSync(`${dump}.part`, dump);
      } finally {
        await seeded.close();
      }
    });
    return openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([fs.readFileSync(dump)]) });
  }
  await seedOnce(dir, async () => {
    await adminQuery(baseUrl, `create database ${template}`);
    const seeded = await openDatabase({ databaseUrl: databaseUrl(baseUrl, template), dataDir: 'memory://' });
    try {
      await seeded.migrate();
      await seedDemoData(seeded.db);
    } finally {
      // A template must have no connections left when it is copied.
      await seeded.close();
    }
  });
  return openPostgresDatabase(baseUrl, template);
}

/**
 * Runs `seed` in the first caller of this run (an exclusive mkdir is the lock) and makes every other
 * caller, in any worker, wait until it is done or has failed.
 */
async function seedOnce(dir: string, seed: () => Promise<void>): Promise<void> {
  const ready = path.join(dir, 'ready');
  const failed = path.join(dir, 'failed');
  let mine = false;
  try {
    fs.mkdirSync(path.join(dir, 'lock'));
    mine = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if (mine) {
    try {
      await seed();
    } catch (error) {
      fs.writeFileSync(failed, String((error as Error).stack ?? error));
      throw error;
    }
    fs.writeFileSync(ready, '');
    return;
  }
  while (!fs.existsSync(ready)) {
    if (fs.existsSync(failed)) {
      throw new Error(`Die Demodaten konnten nicht angelegt werden:\n${fs.readFileSync(failed, 'utf8')}`);
    }
    await sleep(250);
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
