import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**', 'e2e/**'],
    // Names the run's shared test databases (a migrated one, one with the demo data) and removes them.
    globalSetup: ['server/src/test/global-setup.ts'],
    // Limits for a hang, not for speed (design.md: speed is measured by the bench, never by a timed test):
    // on a busy 2-core machine a test that takes 1 s when quiet can take 10.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
