// `npm run bench`: starts the production build and prints the foundation's figures:
// GET /api/users/me with a session (requests/s and p99 at 50 connections) and the gzip size
// of the JavaScript the login and home routes load on first visit. Nothing here is asserted.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import { CHROMIUM } from '../e2e/chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://localhost:${port}`;
const password = 'bench-passwort';

async function startPortal(): Promise<ChildProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-bench-'));
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      DEV_LOGIN_PASSWORD: password,
      OIDC_ISSUER: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return child;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error('portal did not start');
}

async function sessionCookie(username: string) {
  const res = await fetch(`${base}/api/auth/dev-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('kp_session='));
  if (!cookie) throw new Error(`dev login failed: ${res.status}`);
  return cookie.split(';')[0];
}

async function loadMe(cookie: string) {
  const run = (duration: number) =>
    autocannon({ url: `${base}/api/users/me`, connections: 50, duration, headers: { cookie } });
  await run(3); // warm-up
  const result = await run(15);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    p50Ms: result.latency.p50,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function routeJavaScript(cookie: string) {
  const browser = await chromium.launch(CHROMIUM);
  const measure = async (route: string, withSession: boolean) => {
    const context = await browser.newContext();
    if (withSession) {
      const [name, value] = cookie.split('=');
      await context.addCookies([{ name, value, url: base }]);
    }
    const page = await context.newPage();
    const scripts = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => null);
      if (body) scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
    });
    await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
    await context.close();
    const bytes = [...scripts.values()].reduce((a, b) => a + b, 0);
    return { files: scripts.size, gzipKb: Math.round((bytes / 1024) * 10) / 10 };
  };
  const login = await measure('/login', false);
  const home = await measure('/home', true);
  await browser.close();
  return { login, home };
}

const portal = await startPortal();
try {
  const cookie = await sessionCookie('kommune.viersen');
  const me = await loadMe(cookie);
  const js = await routeJavaScript(cookie);
  const figures = {
    date: new Date().toISOString().slice(0, 10),
    machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    database: process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite',
    usersMe: me,
    javascript: js,
  };
  console.log('\nGET /api/users/me, 50 connections, 15 s:');
  console.log(
    `  ${me.requestsPerSecond} requests/s, p50 ${me.p50Ms} ms, p99 ${me.p99Ms} ms, non-2xx ${me.non2xx}, errors ${me.errors}`,
  );
  console.log('JavaScript on first load (gzip):');
  console.log(`  /login ${js.login.gzipKb} kB in ${js.login.files} files`);
  console.log(`  /home  ${js.home.gzipKb} kB in ${js.home.files} files`);
  console.log(`\n${JSON.stringify(figures)}`);
} finally {
  portal.kill('SIGTERM');
}
