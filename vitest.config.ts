import os from 'node:os';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { E2E_CHROMIUM } from './e2e/chromium.ts';

/** Measures the process's own memory with full garbage collections: it gets a worker of its own. */
const MEMORY_TEST = 'server/src/files/download-memory.test.ts';
const NOT_VITEST = ['**/node_modules/**', 'e2e/**'];
/** The web's stateful components, rendered in Chromium (the e2e suite's browser) with the server's answers stubbed. */
const COMPONENT_TESTS = 'web/src/**/*.browser.test.tsx';

export default defineConfig({
  test: {
    // Names the run's shared test databases (a migrated one, one with the demo data) and removes them.
    globalSetup: ['server/src/test/global-setup.ts'],
    // Limits for a hang, not for speed (design.md: speed is measured by the bench, never by a timed test):
    // on a busy 2-core machine a test that takes 1 s when quiet can take 10.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One worker per core, not Vitest's default of one fewer: a server test spends much of its time waiting
    // for PGlite's thread or PostgreSQL, so on a 2-core machine a single worker left a core idle (PGlite
    // pass 339 s with one worker, 237 s with two).
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'tests',
          include: ['**/*.test.ts'],
          exclude: [...NOT_VITEST, MEMORY_TEST],
          // Test files in one worker share loaded modules instead of importing the server anew each time
          // (the bulk of a run on this machine). Safe while no test file leaves global state behind: server
          // caches are per database, fake timers and spies are restored by their tests.
          isolate: false,
        },
      },
      {
        extends: true,
        // In the shared worker, whose heap holds every module the other files loaded, each full collection
        // took over a second: the 2.5 s download took 171 s, and a minor collection missed the database
        // store's chunks.
        test: { name: 'memory', include: [MEMORY_TEST], isolate: true },
      },
      {
        plugins: [react()],
        // Dependencies found while a test runs make Vite reload it (a second React, a failed first run on a
        // fresh clone): the scan starts from the test files, so all are bundled before the first test.
        // Base UI's parts are named too: a dialog loaded on demand imports its part only when it opens.
        optimizeDeps: {
          entries: [COMPONENT_TESTS],
          include: [
            '@base-ui/react/combobox',
            '@base-ui/react/dialog',
            '@base-ui/react/menu',
            '@base-ui/react/select',
          ],
        },
        test: {
          name: 'components',
          include: [COMPONENT_TESTS],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: E2E_CHROMIUM }),
            instances: [{ browser: 'chromium', viewport: { width: 1280, height: 900 } }],
            screenshotFailures: false,
          },
        },
      },
    ],
  },
});
