import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import pg from 'pg';
import { uniqueLogin } from './accounts.ts';
import {
  expect,
  expectNoSeriousA11yViolations,
  ROUTES,
  reviewScreenshot,
  ssoLogin,
  TEXTS,
  test,
} from './fixtures.ts';
import { FRESH_PORTAL_PORT, FRESH_PORTAL_URL, OIDC_CLIENT_SECRET, OIDC_ISSUER } from './portal-address.ts';

// Before decision 027, a deployment without the demo data had no commune and no role, so nobody could
// register. This starts the built portal as production runs it, on an empty database of its own (PostgreSQL
// when DATABASE_URL is set, as in CI; else the embedded one), with the test provider and no dev login, and
// walks its first day: a newcomer registers, the first admin from ADMIN_EMAILS approves them, they reach home.

const FIRST_ADMIN = 'erste.admin@new.example';
/** A file under demo/src/assets that `npm start` serves. */
const DEMO_LOGO = 'viersen.svg';
const DATABASE_URL = process.env.DATABASE_URL;
const databaseKind = DATABASE_URL ? 'PostgreSQL' : 'eingebettete Datenbank';

test.describe.configure({ mode: 'serial' });

let portal: ChildProcess | undefined;
let portalLog = '';
let dataDir = '';
let freshDatabase: string | undefined;

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function waitForHealth(deadline: number) {
  while (Date.now() < deadline) {
    if (portal?.exitCode !== null) throw new Error(`Das Portal wurde beendet:\n${portalLog}`);
    const ok = await fetch(`${FRESH_PORTAL_URL}/api/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Das Portal antwortet nicht:\n${portalLog}`);
}

test.beforeAll(async () => {
  // Migrating an empty database and applying the reference data: seconds, more on a busy machine.
  test.setTimeout(180_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-fresh-production-'));
  let databaseUrl = '';
  if (DATABASE_URL) {
    freshDatabase = `kp_fresh_${Date.now()}`;
    await adminQuery(`create database ${freshDatabase}`);
    const url = new URL(DATABASE_URL);
    url.pathname = `/${freshDatabase}`;
    databaseUrl = url.toString();
  }
  portal = spawn(process.execPath, ['e2e/start-portal.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(FRESH_PORTAL_PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: FRESH_PORTAL_URL,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SMTP_URL: '',
      SESSION_SECRET: 'fresh-production-secret-0123456789abcdefghij',
      OIDC_ISSUER,
      OIDC_CLIENT_ID: 'kommunalportal',
      OIDC_CLIENT_SECRET,
      ADMIN_EMAILS: FIRST_ADMIN,
      // Explicitly: on a localhost PUBLIC_URL scripts/start.ts would load the demo for `npm start`.
      SEED_DEMO_DATA: 'false',
      SHUTDOWN_DRAIN_MS: '0',
      LOG_LEVEL: 'warn',
      ...(process.env.E2E_WEB_DIST ? { E2E_WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    portalLog = (portalLog + chunk.toString()).slice(-20_000);
  };
  portal.stdout?.on('data', keep);
  portal.stderr?.on('data', keep);
  await waitForHealth(Date.now() + 170_000);
});

test.afterAll(async () => {
  if (portal && portal.exitCode === null) {
    const exited = new Promise((resolve) => portal?.once('exit', resolve));
    portal.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (portal.exitCode === null) portal.kill('SIGKILL');
  }
  if (freshDatabase) await adminQuery(`drop database if exists ${freshDatabase} with (force)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: FRESH_PORTAL_URL,
    viewport: { width: 1440, height: 900 },
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
  });
  return context.newPage();
}

async function choose(page: Page, label: RegExp, option: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

test(`erster Tag in Produktion ohne Demo-Daten (${databaseKind}): registrieren, freischalten, Startseite`, async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const login = uniqueLogin('neue.kaemmerin');
  const email = `${login}@kommune.example`;

  const person = await freshPage(browser);
  // No dev login in production: the login screen offers single sign-on only.
  await person.goto(ROUTES.login);
  await expect(person.getByRole('link', { name: 'ANMELDEN', exact: true })).toBeVisible();
  await expect(person.getByRole('button', { name: 'Entwickler-Anmeldung' })).toHaveCount(0);
  await ssoLogin(person, login);
  await expect(person).toHaveURL(ROUTES.approvalPending);
  const dialog = person.getByRole('dialog', { name: 'Registrierung im Kommunalportal' });
  await dialog.getByRole('radio', { name: /Kommunalverwaltung/ }).check();
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  // The roles and the communes come from the reference data, not from a demo.
  await choose(person, /^Rolle/, 'Kämmerei');
  await choose(person, /^Kommune/, 'Übach-Palenberg');
  await dialog.getByRole('button', { name: 'Absenden' }).click();
  await expect(dialog).toBeHidden();
  await expect(person.getByRole('heading', { name: TEXTS.approvalWaiting, exact: true })).toBeVisible();

  const admin = await freshPage(browser);
  await ssoLogin(admin, FIRST_ADMIN);
  await expect(admin).toHaveURL(ROUTES.home);
  await admin.goto(ROUTES.adminUsers);
  await expect(admin.getByRole('heading', { name: 'Benutzerverwaltung', level: 1 })).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Kämmerei');
  await expect(row).toContainText('Übach-Palenberg');
  await row.getByRole('button', { name: /^Bearbeiten/ }).click();
  const editor = admin.getByRole('dialog', { name: /^Konto bearbeiten/ });
  await editor.getByRole('combobox', { name: /^Kommune/ }).click();
  await admin.getByRole('option', { name: 'Übach-Palenberg', exact: true }).click();
  await editor.getByRole('button', { name: 'Freischalten' }).click();
  await expect(editor).toBeHidden();
  await expect(admin.getByText(/Konto freigeschaltet/)).toBeVisible();

  await person.reload();
  await expect(person).toHaveURL(ROUTES.home);
  await expect(person.getByRole('heading', { level: 1 })).toContainText(login);
  // The home page without any content yet: still accessible.
  await expectNoSeriousA11yViolations(person);
  await reviewScreenshot(person, 'fresh-production-home', { fullPage: true });
  // Nothing of the demo: no news at all.
  const news = await person.request.get('/api/news-posts', { headers: { origin: FRESH_PORTAL_URL } });
  expect(news.status()).toBe(200);
  expect(await news.json()).toEqual([]);
  // The demo's files are not served by a production portal (the demo workspace is not loaded).
  expect((await person.request.get(`/api/uploads/demo/logos/${DEMO_LOGO}`)).status()).toBe(404);

  await person.context().close();
  await admin.context().close();
});
