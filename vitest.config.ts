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
    // Test files in one worker share loaded modules instead of importing the server anew each time (the
    // bulk of a run on this machine). Safe while no test file leaves global state behind: server caches
    // are per database, fake timers and spies are restored by their tests.
    isolate: false,
  },
});
