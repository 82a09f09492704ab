import type { DemoData } from '../../server/src/demo-loader.ts';
import { DEMO_ASSETS_DIR } from './asset-urls.ts';
import { ensureDemoDocumentFiles } from './commune-data.ts';
import { isDatabaseEmpty, seedDemoData } from './demo-data.ts';

/** The demo as the server loads it with SEED_DEMO_DATA=true (server/src/demo-loader.ts). */
export const demoData: DemoData = {
  async seedIfEmpty(db, onProgress) {
    if (!(await isDatabaseEmpty(db))) return false;
    await seedDemoData(db, onProgress);
    return true;
  },
  async ensureFiles(db, files) {
    await ensureDemoDocumentFiles(db, files);
  },
  assetsDir: DEMO_ASSETS_DIR,
};
