// The bench's Lighthouse part: performance of /login, /home, /news and /verbrauchsdaten with Lighthouse's
// mobile preset (simulated slow 4G, 4x CPU slowdown) and its desktop preset, against the running production
// build; each figure is the median of BENCH_LIGHTHOUSE_RUNS runs (3 unless set), by score. Signed-in pages
// get the session as a Cookie header on every request.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM } from '../e2e/chromium.ts';

/** The routes of the Lighthouse goal (bench/RESULTS.md); /login is signed out, as a visitor sees it. */
export const LIGHTHOUSE_ROUTES = [
  { route: '/login', signedIn: false },
  { route: '/home', signedIn: true },
  { route: '/news', signedIn: true },
  { route: '/verbrauchsdaten', signedIn: true },
] as const;
export const LIGHTHOUSE_TARGET = 95;
/** Issue 28's goal for the desktop preset on the same routes. */
export const LIGHTHOUSE_DESKTOP_TARGET = 98;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
export type Preset = 'mobile' | 'desktop';
const PRESETS: Preset[] = ['mobile', 'desktop'];

export type LighthouseFigure = {
  route: string;
  preset: Preset;
  /** Every run's score, the figure being the median run. */
  scores: (number | null)[];
  /** The performance score, 0 to 100; null when Lighthouse gave none (its runtime error says why). */
  score: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  speedIndexMs: number | null;
  /** Lighthouse's own CPU benchmark of this machine at the time: it varies with the load. */
  benchmarkIndex: number | null;
  loadAverage: string;
  error?: string;
};

export async function lighthouseScores(base: string, cookie: string): Promise<LighthouseFigure[]> {
  const debuggingPort = 9222 + (Number(new URL(base).port) % 1000);
  // Playwright's Chromium (the one the e2e suite uses), opened for Lighthouse on a debugging port.
  const browser = await chromium.launch({
    ...CHROMIUM,
    args: [...CHROMIUM.args, `--remote-debugging-port=${debuggingPort}`],
  });
  const figures: LighthouseFigure[] = [];
  try {
    for (const preset of PRESETS) {
      for (const { route, signedIn } of LIGHTHOUSE_ROUTES) {
        const runs: Omit<LighthouseFigure, 'scores'>[] = [];
        for (let run = 0; run < RUNS; run++) {
          runs.push(await measure(debuggingPort, base, route, preset, signedIn ? cookie : null));
        }
        // The median run by score; a run without a score counts as the lowest.
        const sorted = [...runs].sort((a, b) => (a.score ?? -1) - (b.score ?? -1));
        const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? runs[0];
        if (median) figures.push({ ...median, scores: runs.map((r) => r.score) });
      }
    }
  } finally {
    await browser.close();
  }
  return figures;
}

async function measure(
  port: number,
  base: string,
  route: string,
  preset: Preset,
  cookie: string | null,
): Promise<Omit<LighthouseFigure, 'scores'>> {
  const loadAverage = os.loadavg()[0].toFixed(2);
  const result = await lighthouse(
    `${base}${route}`,
    {
      port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
    },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  const lhr = result?.lhr;
  // BENCH_LIGHTHOUSE_DIR keeps each route's full report (long tasks, LCP element, layout shifts).
  const reportDir = process.env.BENCH_LIGHTHOUSE_DIR;
  if (reportDir && lhr) {
    fs.mkdirSync(reportDir, { recursive: true });
    fs.writeFileSync(path.join(reportDir, `${route.slice(1)}-${preset}.json`), JSON.stringify(lhr));
  }
  const audit = (id: string) => lhr?.audits[id]?.numericValue ?? null;
  const score = lhr?.categories.performance?.score;
  return {
    route,
    preset,
    score: typeof score === 'number' ? Math.round(score * 100) : null,
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    speedIndexMs: audit('speed-index'),
    benchmarkIndex: lhr?.environment.benchmarkIndex ?? null,
    loadAverage,
    error: lhr?.runtimeError?.message,
  };
}

const seconds = (ms: number | null) => (ms === null ? '?' : `${(ms / 1000).toFixed(1)} s`);

export function printLighthouse(figures: LighthouseFigure[]) {
  for (const preset of PRESETS) {
    const target = preset === 'mobile' ? LIGHTHOUSE_TARGET : LIGHTHOUSE_DESKTOP_TARGET;
    const how =
      preset === 'mobile' ? 'simulated slow 4G, 4x CPU slowdown' : 'desktop: no CPU slowdown, fast network';
    console.log(
      `\nLighthouse, performance, ${preset} preset (${how}), median of ${RUNS} runs, target ≥ ${target}; ` +
        "the scores depend on the machine's load (see each run's load average and Lighthouse's benchmark index):",
    );
    for (const f of figures.filter((figure) => figure.preset === preset)) {
      const met = f.score !== null && f.score >= target ? '' : '  BELOW TARGET';
      console.log(
        `  ${f.route.padEnd(16)} score ${String(f.score ?? '?').padStart(3)}${met} (runs ${f.scores.map((s) => s ?? '?').join(', ')}): ` +
          `FCP ${seconds(f.fcpMs)}, LCP ${seconds(f.lcpMs)}, TBT ${f.tbtMs === null ? '?' : Math.round(f.tbtMs)} ms, ` +
          `CLS ${f.cls === null ? '?' : f.cls.toFixed(3)}, Speed Index ${seconds(f.speedIndexMs)} ` +
          `(load average ${f.loadAverage}, benchmark index ${f.benchmarkIndex === null ? '?' : Math.round(f.benchmarkIndex)})` +
          `${f.error ? `, ERROR ${f.error}` : ''}`,
      );
    }
  }
}
