// `npm test`: every stage runs, whatever an earlier one gave, and the summary names each stage's result;
// the command fails when any stage failed. Stages: Vitest on PGlite, Vitest on PostgreSQL (when
// DATABASE_URL is set), the web build, and the Playwright suite against that build.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const { DATABASE_URL, ...withoutDatabase } = process.env;

interface Stage {
  label: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  /** A stage that needs an earlier one (the e2e suite needs the build). */
  needs?: string;
}

const stages: Stage[] = [
  { label: 'vitest on PGlite', command: bin('vitest'), args: ['run'], env: withoutDatabase },
  ...(DATABASE_URL
    ? [
        {
          label: 'vitest (server) on PostgreSQL',
          command: bin('vitest'),
          args: ['run', 'server'],
          env: { ...withoutDatabase, DATABASE_URL },
        },
      ]
    : []),
  { label: 'web build', command: 'npm', args: ['run', 'build'], env: process.env },
  {
    label: 'e2e (Playwright)',
    command: bin('playwright'),
    args: ['test'],
    env: process.env,
    needs: 'web build',
  },
];

const results: { label: string; outcome: string; seconds: number }[] = [];
for (const stage of stages) {
  const needed = stage.needs && results.find((r) => r.label === stage.needs);
  if (needed && needed.outcome !== 'passed') {
    results.push({ label: stage.label, outcome: `not run: ${stage.needs} failed`, seconds: 0 });
    continue;
  }
  console.log(`\n== ${stage.label}`);
  const started = Date.now();
  const run = spawnSync(stage.command, stage.args, { cwd: root, env: stage.env, stdio: 'inherit' });
  const outcome = run.status === 0 ? 'passed' : `FAILED (exit ${run.status ?? run.signal})`;
  results.push({ label: stage.label, outcome, seconds: Math.round((Date.now() - started) / 1000) });
}
if (!DATABASE_URL) console.log('\nDATABASE_URL is not set: the server suite ran on PGlite only.');

console.log('\n== npm test: summary');
for (const r of results) console.log(`  ${r.label.padEnd(32)} ${r.outcome.padEnd(28)} ${r.seconds} s`);
const failed = results.filter((r) => r.outcome !== 'passed');
if (failed.length > 0) {
  console.log(`\n${failed.length} of ${results.length} stages did not pass.`);
  process.exit(1);
}
