// `npm test`: every stage runs, whatever an earlier one gave, and the summary names each stage's result;
// the command fails when any stage failed. Stages: Vitest on PGlite, Vitest on PostgreSQL (when
// DATABASE_URL is set), the web build, and the Playwright suite against that build.
//
// One stage after the other: each Vitest pass already keeps both cores of a 2-core machine busy (the
// Vitest worker and PGlite's thread, or the PostgreSQL server), so running them side by side gained
// nothing on a quiet machine (527 s against 511 s) and starved the tests that measure real time (the mail
// lease, the tracking rate limit). A stage starts once those named in its `needs` and `after` have ended.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const { DATABASE_URL, ...withoutDatabase } = process.env;

interface Stage {
  label: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  /** Stages that must have passed first (the e2e suite needs the build); it is not run otherwise. */
  needs?: string[];
  /** Stages that must have ended first, whatever their result: they would compete for the CPU. */
  after?: string[];
}

const vitestStages: Stage[] = [
  { label: 'vitest on PGlite', command: bin('vitest'), args: ['run'], env: withoutDatabase },
  ...(DATABASE_URL
    ? [
        {
          label: 'vitest (server, demo) on PostgreSQL',
          command: bin('vitest'),
          args: ['run', 'server', 'demo'],
          env: { ...withoutDatabase, DATABASE_URL },
          after: ['vitest on PGlite'],
        },
      ]
    : []),
];
const stages: Stage[] = [
  ...vitestStages,
  {
    label: 'web build',
    command: 'npm',
    args: ['run', 'build'],
    // The e2e suite's build checks every answer against the contract (decision 029).
    env: { ...process.env, VITE_CHECK_ANSWERS: '1' },
    after: vitestStages.map((stage) => stage.label),
  },
  {
    label: 'e2e (Playwright)',
    command: bin('playwright'),
    args: ['test'],
    env: process.env,
    needs: ['web build'],
  },
];

type Result = { outcome: string; seconds: number };
const results = new Map<string, Result>();
/** Output held back while another stage prints: each chunk with the stream it was written to. */
type Held = [NodeJS.WriteStream, Buffer][];
const running = new Map<string, { held: Held | undefined }>();
/** Output of stages that ended while another one was printing, in the order they ended. */
const finishedHeld: { label: string; held: Held }[] = [];
let printing: string | undefined;
/** Everything each stage printed, to repeat its failures below the summary. */
const outputs = new Map<string, Buffer[]>();

/**
 * The lines that say what failed: the failing files Vitest names, then its "Failed Tests" section or
 * Playwright's numbered failures. CI shows only the end of the log, where a later stage's output
 * would have pushed them out.
 */
function whatFailed(label: string): string[] {
  const lines = Buffer.concat(outputs.get(label) ?? [])
    .toString('utf8')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes are control characters
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n');
  const failingFiles = lines.filter((line) => /^\s*FAIL\s/.test(line));
  const details = lines.findIndex((line) => /Failed Tests \d+|^\s+\d+\) \[/.test(line));
  const section = details >= 0 ? lines.slice(details, details + 80) : lines.slice(-40);
  return [...new Set(failingFiles)].slice(0, 20).concat(['', ...section]);
}

function printHeld(label: string, held: Held, suffix = '') {
  console.log(`\n== ${label}${suffix}`);
  for (const [stream, chunk] of held) stream.write(chunk);
}

/** The stage that prints as it runs ended: print what others held, and let a running one print on. */
function handOver() {
  printing = undefined;
  for (const { label, held } of finishedHeld.splice(0)) printHeld(label, held);
  const [label, next] = running.entries().next().value ?? [];
  if (!label || !next?.held) return;
  printHeld(label, next.held, ' (still running; its output so far)');
  next.held = undefined;
  printing = label;
}

function start(stage: Stage): Promise<void> {
  const started = Date.now();
  const live = printing === undefined;
  if (live) {
    printing = stage.label;
    console.log(`\n== ${stage.label}`);
  } else {
    console.log(`\n== ${stage.label}: started alongside '${printing}', its output follows when that ends`);
  }
  const child = spawn(stage.command, stage.args, {
    cwd: root,
    env: stage.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const entry = { held: live ? undefined : ([] as Held) };
  running.set(stage.label, entry);
  const output: Buffer[] = [];
  outputs.set(stage.label, output);
  const take = (chunk: Buffer, stream: NodeJS.WriteStream) => {
    output.push(chunk);
    if (entry.held) entry.held.push([stream, chunk]);
    else stream.write(chunk);
  };
  child.stdout?.on('data', (chunk: Buffer) => take(chunk, process.stdout));
  child.stderr?.on('data', (chunk: Buffer) => take(chunk, process.stderr));
  return new Promise((resolve) => {
    let ended = false;
    const end = (outcome: string) => {
      // A process that cannot start reports 'error' and may still report 'close'.
      if (ended) return;
      ended = true;
      running.delete(stage.label);
      results.set(stage.label, { outcome, seconds: Math.round((Date.now() - started) / 1000) });
      if (entry.held) {
        if (printing) finishedHeld.push({ label: stage.label, held: entry.held });
        else printHeld(stage.label, entry.held);
      }
      if (printing === stage.label) handOver();
      resolve();
    };
    child.on('error', (error) => end(`FAILED (${error.message})`));
    child.on('close', (code, signal) => end(code === 0 ? 'passed' : `FAILED (exit ${code ?? signal})`));
  });
}

const readyToStart = (stage: Stage) =>
  [...(stage.needs ?? []), ...(stage.after ?? [])].every((label) => results.has(label));

/** Starts every stage whose earlier stages have ended; resolves when all stages have a result. */
async function runAll() {
  const pending = [...stages];
  const active = new Set<Promise<void>>();
  while (pending.length > 0 || active.size > 0) {
    for (const stage of [...pending]) {
      if (!readyToStart(stage)) continue;
      pending.splice(pending.indexOf(stage), 1);
      const failedNeed = stage.needs?.find((label) => results.get(label)?.outcome !== 'passed');
      if (failedNeed) {
        results.set(stage.label, { outcome: `not run: ${failedNeed} failed`, seconds: 0 });
        continue;
      }
      const run = start(stage).then(() => {
        active.delete(run);
      });
      active.add(run);
    }
    if (active.size > 0) await Promise.race(active);
    else if (pending.length > 0 && pending.every((stage) => !readyToStart(stage))) {
      // Waits for a stage that is not in the list: say so instead of waiting for ever.
      for (const stage of pending.splice(0))
        results.set(stage.label, { outcome: 'not run: waits for an unknown stage', seconds: 0 });
    }
  }
}

const began = Date.now();
await runAll();
if (!DATABASE_URL) console.log('\nDATABASE_URL is not set: the server suite ran on PGlite only.');

console.log('\n== npm test: summary');
for (const { label } of stages) {
  const result = results.get(label) ?? { outcome: 'not run', seconds: 0 };
  console.log(`  ${label.padEnd(32)} ${result.outcome.padEnd(28)} ${result.seconds} s`);
}
console.log(`  ${'whole run'.padEnd(32)} ${''.padEnd(28)} ${Math.round((Date.now() - began) / 1000)} s`);
const failed = stages.filter(({ label }) => results.get(label)?.outcome !== 'passed');
if (failed.length > 0) {
  for (const { label } of failed) {
    if (!outputs.has(label)) continue;
    console.log(`\n== what failed in '${label}' (repeated from above)`);
    for (const line of whatFailed(label)) console.log(`  ${line}`);
  }
  console.log(`\n${failed.length} of ${stages.length} stages did not pass.`);
  process.exit(1);
}
