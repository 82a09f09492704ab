import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_CHROMIUM } from './e2e/chromium.ts';
import {
  FRESH_PORTAL_URL,
  HEAT_APP_PORT,
  OIDC_CLIENT_SECRET,
  OIDC_ISSUER,
  OIDC_PORT,
  PORT_OFFSET,
  PORTAL_PORT,
  PORTAL_URL,
} from './e2e/portal-address.ts';

/**
 * End-to-end suite: the built portal (web/dist, `npm run build` first) against a real OpenID provider
 * on loopback (e2e/oidc-provider.ts). Run with `npm run test:e2e`, or `npm run build && npx playwright test`.
 */
// E2E_PORT_OFFSET (e2e/portal-address.ts) lets two runs share a machine, each with its own E2E_OUTPUT_DIR.
const OUTPUT_DIR = process.env.E2E_OUTPUT_DIR ?? path.join(import.meta.dirname, 'test-results');
process.env.E2E_OUTPUT_DIR = OUTPUT_DIR;

// A fresh database per run. The config is loaded again in every worker: the environment carries the
// directory chosen by the main process. Playwright empties test-results/ before it starts the servers.
process.env.KP_E2E_DATA_DIR ??= path.join(OUTPUT_DIR, `e2e-data-${Date.now()}`);

const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'e2e',
  outputDir: OUTPUT_DIR,
  fullyParallel: true,
  forbidOnly: CI,
  // No retries and the same limits everywhere: a test that needs more time or a second try is fixed, not
  // given it. Each spec makes its own accounts (e2e/accounts.ts), so specs run in any order and in parallel.
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [
    ['list'],
    [
      'html',
      { open: 'never', outputFolder: path.join(OUTPUT_DIR, '..', `playwright-report${PORT_OFFSET || ''}`) },
    ],
  ],
  use: {
    baseURL: PORTAL_URL,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    screenshot: 'only-on-failure',
    // Tracing every test costs CPU this machine does not have; `--trace retain-on-failure` when debugging.
    trace: 'off',
    launchOptions: E2E_CHROMIUM,
  },
  projects: [
    // Signs the demo users in once and keeps their sessions (the dev login allows 20 sign-ins a minute).
    { name: 'setup', testMatch: /auth\.setup\.ts$/ },
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      dependencies: ['setup'],
    },
  ],
  webServer: [
    {
      command: `"${process.execPath}" e2e/oidc-provider.ts`,
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      env: {
        OIDC_PORT: String(OIDC_PORT),
        OIDC_CLIENT_SECRET,
        PORTAL_URL,
        FRESH_PORTAL_URL,
      },
      reuseExistingServer: !CI,
      timeout: 20_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 2_000 },
    },
    {
      // The embedded heat-planning app's stand-in: verifies the portal's tokens with its JWKS.
      command: `"${process.execPath}" e2e/heat-planning-app.ts`,
      url: `http://localhost:${HEAT_APP_PORT}/health`,
      env: { HEAT_APP_PORT: String(HEAT_APP_PORT), PORTAL_URL },
      reuseExistingServer: !CI,
      timeout: 20_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 2_000 },
    },
    {
      // scripts/start.ts on a copy of web/dist; not `npm start`, which builds again (test:e2e just did).
      command: `"${process.execPath}" e2e/start-portal.ts`,
      url: `${PORTAL_URL}/api/health`,
      env: {
        NODE_ENV: 'production',
        PORT: String(PORTAL_PORT),
        HOST: '127.0.0.1',
        PUBLIC_URL: PORTAL_URL,
        DATA_DIR: process.env.KP_E2E_DATA_DIR,
        // Always the embedded database and the .eml mail outbox, whatever the shell has set.
        DATABASE_URL: '',
        SMTP_URL: '',
        SESSION_SECRET: 'e2e-session-secret-0123456789abcdefghijklmnop',
        OIDC_ISSUER,
        OIDC_CLIENT_ID: 'kommunalportal',
        OIDC_CLIENT_SECRET,
        DEV_LOGIN_PASSWORD: 'e2e-passwort',
        ADMIN_EMAILS: 'portal.admin@kommune.example',
        SEED_DEMO_DATA: 'true',
        // Playwright stops the portal with SIGTERM and waits 5 s: no load balancer to drain here.
        SHUTDOWN_DRAIN_MS: '0',
        HEAT_PLANNING_APP_URL: `http://localhost:${HEAT_APP_PORT}/app`,
        LOG_LEVEL: 'warn',
      },
      reuseExistingServer: !CI,
      // The portal seeds the demo data into its fresh DATA_DIR before it answers: 15 s on a quiet machine,
      // 89 to 146 s measured on a busy 2-core one. That is start-up, not a test, so the limit allows for it.
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
