// Unit and server integration tests: always on in-memory PGlite; when DATABASE_URL is set,
// the same suite runs a second time against that PostgreSQL (each test file in a database of its own).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const vitest = path.join(root, 'node_modules/.bin/vitest');
const { DATABASE_URL, ...withoutDatabase } = process.env;

const run = (label: string, env: NodeJS.ProcessEnv, args: string[]) => {
  console.log(`\n== vitest: ${label}`);
  const result = spawnSync(vitest, ['run', ...args], { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('all unit and server tests on PGlite', withoutDatabase, []);
if (DATABASE_URL) run('server tests on PostgreSQL', { ...withoutDatabase, DATABASE_URL }, ['server']);
else console.log('\nDATABASE_URL is not set: the server suite ran on PGlite only.');
