// Vitest globalSetup: names this run's shared test databases (see ./database.ts) and removes them at the
// end. One migrated database and one with the demo data are made per run, each by the first test file that
// asks for it, and copied for every test file; a run that needs neither (a web test) pays nothing.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's folder: a lock, a ready mark and, on PGlite, a data-dir dump per shared database. */
    kpSeedDir: string;
    /** PostgreSQL: the template databases the test databases are copied from. */
    kpSeedTemplates: { migrated: string; demo: string };
  }
}

export default function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-seed-'));
  const run = randomBytes(6).toString('hex');
  const templates = { migrated: `kp_migrated_template_${run}`, demo: `kp_seed_template_${run}` };
  project.provide('kpSeedDir', dir);
  project.provide('kpSeedTemplates', templates);
  return async () => {
    const made = Object.entries(templates)
      .filter(([kind]) => fs.existsSync(path.join(dir, kind)))
      .map(([, name]) => name);
    fs.rmSync(dir, { recursive: true, force: true });
    const baseUrl = process.env.DATABASE_URL;
    if (!baseUrl || made.length === 0) return;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    try {
      for (const name of made) await admin.query(`drop database if exists ${name} with (force)`);
    } finally {
      await admin.end();
    }
  };
}
