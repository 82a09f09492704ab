/**
 * Starts the portal for the end-to-end suite: `node scripts/start.ts` (without `npm start`'s build) on a
 * copy of web/dist in DATA_DIR, so a rebuild of the web app while the suite runs cannot swap the files
 * from under the server (it lists them once at start).
 */
import fs from 'node:fs';
import path from 'node:path';

// E2E_WEB_DIST: a build of one's own, so parallel runs on one machine do not share web/dist.
const built = process.env.E2E_WEB_DIST ?? path.resolve(import.meta.dirname, '..', 'web', 'dist');
if (!fs.existsSync(path.join(built, 'server', 'index.js'))) {
  console.error('web/dist fehlt: zuerst `npm run build` ausführen (oder `npm run test:e2e`).');
  process.exit(1);
}
const dataDir = process.env.DATA_DIR;
if (!dataDir) {
  console.error('DATA_DIR fehlt (playwright.config.ts setzt es).');
  process.exit(1);
}
const webDist = path.resolve(dataDir, 'web');
fs.rmSync(webDist, { recursive: true, force: true });
fs.cpSync(built, webDist, { recursive: true });
process.env.WEB_DIST = webDist;

await import('../scripts/start.ts');
