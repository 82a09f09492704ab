import fs from 'node:fs';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Debian's Chromium, as benchmarks launch it here: no sandbox as root, no calls home.
 * CHROMIUM_PATH points at another Chromium build (e.g. on a machine without /usr/bin/chromium).
 */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ARGS,
};

/** Debian's package `chromium-headless-shell`: the same Blink without the browser's own UI layer. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The e2e suite's browser: Debian's headless shell when it is installed (the same engine and version as
 * /usr/bin/chromium, about a third less CPU per test), else the full Chromium. CHROMIUM_PATH wins over
 * both. Decision 022.
 */
export const E2E_CHROMIUM = {
  executablePath:
    process.env.CHROMIUM_PATH || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM.executablePath),
  args: ARGS,
};
