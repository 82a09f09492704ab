import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM } from './e2e/chromium.ts';

/**
 * End-to-end suite: the built portal (web/dist, `npm run build` first) against a real OpenID provider
 * on loopback (e2e/oidc-provider.ts). Run with `npm run test:e2e`, or `npm run build && npx playwright test`.
 */
// E2E_PORT_OFFSET lets two runs share a machine (each with its own E2E_OUTPUT_DIR).
const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
const PORTAL_PORT = 3100 + PORT_OFFSET;
const OIDC_PORT = 3901 + PORT_OFFSET;
const HEAT_APP_PORT = 3951 + PORT_OFFSET;
const OUTPUT_DIR = process.env.E2E_OUTPUT_DIR ?? path.join(import.meta.dirname, 'test-results');
process.env.E2E_OUTPUT_DIR = OUTPUT_DIR;
const PORTAL_URL = `http://localhost:${PORTAL_PORT}`;
const OIDC_ISSUER = `http://localhost:${OIDC_PORT}`;
const OIDC_CLIENT_SECRET = 'e2e-client-secret-0123456789abcdef';

// A fresh database per run. The config is loaded again in every worker: the environment carries the
// directory chosen by the main process. Playwright empties test-results/ before it starts the servers.
process.env.KP_E2E_DATA_DIR ??= path.join(OUTPUT_DIR, `e2e-data-${Date.now()}`);

const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'e2e',
  outputDir: OUTPUT_DIR,
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: 2,
  // CI machines of this kind have 2 cores that the portal, the OIDC provider and two browsers share; under
  // that load a page can take longer than 7 s, so CI waits longer. Locally the tighter limits catch slowness.
  timeout: CI ? 60_000 : 30_000,
  expect: { timeout: CI ? 15_000 : 7_000 },
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
    trace: 'on-first-retry',
    launchOptions: CHROMIUM,
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
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
