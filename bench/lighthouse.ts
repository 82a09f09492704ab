// The bench's Lighthouse part: performance of /login, /home, /news and /verbrauchsdaten
// with Lighthouse's default mobile preset (simulated slow 4G, 4x CPU slowdown) against the running
// production build. Signed-in pages get the session as a Cookie header on every request.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM } from '../e2e/chromium.ts';

/** The routes of the Lighthouse goal (bench/RESULTS.md); /login is signed out, as a visitor sees it. */
export const LIGHTHOUSE_ROUTES = [
  { route: '/login', signedIn: false },
  { route: '/home', signedIn: true },
  { route: '/news', signedIn: true },
  { route: '/verbrauchsdaten', signedIn: true },
] as const;
export const LIGHTHOUSE_TARGET = 95;

export type LighthouseFigure = {
  route: string;
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
    for (const { route, signedIn } of LIGHTHOUSE_ROUTES) {
      const loadAverage = os.loadavg()[0].toFixed(2);
      const result = await lighthouse(`${base}${route}`, {
        port: debuggingPort,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
        extraHeaders: signedIn ? { Cookie: cookie } : undefined,
      });
      const lhr = result?.lhr;
      // BENCH_LIGHTHOUSE_DIR keeps each route's full report (long tasks, LCP element, layout shifts).
      const reportDir = process.env.BENCH_LIGHTHOUSE_DIR;
      if (reportDir && lhr) {
        fs.mkdirSync(reportDir, { recursive: true });
        fs.writeFileSync(path.join(reportDir, `${route.slice(1)}.json`), JSON.stringify(lhr));
      }
      const audit = (id: string) => lhr?.audits[id]?.numericValue ?? null;
      const score = lhr?.categories.performance?.score;
      figures.push({
        route,
        score: typeof score === 'number' ? Math.round(score * 100) : null,
        fcpMs: audit('first-contentful-paint'),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        speedIndexMs: audit('speed-index'),
        benchmarkIndex: lhr?.environment.benchmarkIndex ?? null,
        loadAverage,
        error: lhr?.runtimeError?.message,
      });
    }
  } finally {
    await browser.close();
  }
  return figures;
}

const seconds = (ms: number | null) => (ms === null ? '?' : `${(ms / 1000).toFixed(1)} s`);

export function printLighthouse(figures: LighthouseFigure[]) {
  console.log(
    `\nLighthouse, performance, mobile preset (simulated slow 4G, 4x CPU slowdown), target ≥ ${LIGHTHOUSE_TARGET}; ` +
      "the scores depend on the machine's load (see each run's load average and Lighthouse's benchmark index):",
  );
  for (const f of figures) {
    const met = f.score !== null && f.score >= LIGHTHOUSE_TARGET ? '' : '  BELOW TARGET';
    console.log(
      `  ${f.route.padEnd(16)} score ${String(f.score ?? '?').padStart(3)}${met}: FCP ${seconds(f.fcpMs)}, ` +
        `LCP ${seconds(f.lcpMs)}, TBT ${f.tbtMs === null ? '?' : Math.round(f.tbtMs)} ms, ` +
        `CLS ${f.cls === null ? '?' : f.cls.toFixed(3)}, Speed Index ${seconds(f.speedIndexMs)} ` +
        `(load average ${f.loadAverage}, benchmark index ${f.benchmarkIndex === null ? '?' : Math.round(f.benchmarkIndex)})` +
        `${f.error ? `, ERROR ${f.error}` : ''}`,
    );
  }
}
