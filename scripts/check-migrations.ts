// Fails when the Drizzle schema has changes that no committed migration covers.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const committed = path.join(root, 'server/src/db/migrations');
// drizzle-kit wants an output folder relative to the working directory.
const scratch = path.join(root, 'node_modules/.cache/migration-check');
fs.rmSync(scratch, { recursive: true, force: true });
fs.mkdirSync(path.dirname(scratch), { recursive: true });
fs.cpSync(committed, scratch, { recursive: true });
const before = fs.readdirSync(scratch).filter((f) => f.endsWith('.sql'));
execFileSync(
  path.join(root, 'node_modules/.bin/drizzle-kit'),
  [
    'generate',
    '--dialect',
    'postgresql',
    '--schema',
    'server/src/db/schema/index.ts',
    '--out',
    path.relative(root, scratch),
    '--casing',
    'snake_case',
  ],
  { cwd: root, stdio: 'pipe' },
);
const added = fs.readdirSync(scratch).filter((f) => f.endsWith('.sql') && !before.includes(f));
fs.rmSync(scratch, { recursive: true, force: true });
if (added.length > 0) {
  console.error(`The schema has changes without a migration (${added.join(', ')}). Run: npm run db:generate`);
  process.exit(1);
}
console.log(`migrations cover the schema (${before.length} committed)`);
