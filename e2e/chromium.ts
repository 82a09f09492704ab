/**
 * Debian's Chromium, as tests and benchmarks launch it here: no sandbox as root, no calls home.
 * CHROMIUM_PATH points at another Chromium build (e.g. on a machine without /usr/bin/chromium).
 */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
