// Vitest globalSetup: one demo-data seed per run, shared by every test file that asks for it
// (openSeededTestDatabase in ./database.ts). Seeding is left to the first such file, so a run that needs
// no demo data (a web test, one server file) pays nothing; this file only names the run's seed and
// removes it at the end.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Folder of this run's seed: the lock, the ready mark and, on PGlite, the data-dir dump. */
    kpSeedDir: string;
    /** PostgreSQL: the template database the seeded test databases are copied from. */
    kpSeedTemplate: string;
  }
}

export default function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-seed-'));
  const template = `kp_seed_template_${randomBytes(6).toString('hex')}`;
  project.provide('kpSeedDir', dir);
  project.provide('kpSeedTemplate', template);
  return async () => {
    const seeded = fs.existsSync(path.join(dir, 'lock'));
    fs.rmSync(dir, { recursive: true, force: true });
    const baseUrl = process.env.DATABASE_URL;
    if (!baseUrl || !seeded) return;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    try {
      await admin.query(`drop database if exists ${template} with (force)`);
    } finally {
      await admin.end();
    }
  };
}
