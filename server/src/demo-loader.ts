import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Db } from './db/client.ts';
import type { FileStore } from './files/store.ts';

/**
 * What the demo workspace (`demo/`) gives the server. The server loads it only when SEED_DEMO_DATA=true, by
 * its path at run time: no production module imports it, and a deployment may leave the folder out.
 */
export interface DemoData {
  /** Seeds a database without accounts (under the migrations' lock); says whether it did. */
  seedIfEmpty(db: Db, onProgress: (step: number, steps: number, label: string) => void): Promise<boolean>;
  /** Writes the demo documents' files the file store lacks (they live outside the seed's transaction). */
  ensureFiles(db: Db, files: FileStore): Promise<void>;
  /** The folder of the demo's images and downloads, served under /api/uploads/demo/. */
  assetsDir: string;
}

export class DemoMissingError extends Error {}

const DEMO_ENTRY = path.resolve(import.meta.dirname, '..', '..', 'demo', 'src', 'index.ts');

export async function loadDemo(): Promise<DemoData> {
  if (!fs.existsSync(DEMO_ENTRY)) {
    throw new DemoMissingError(
      `SEED_DEMO_DATA=true, aber der Demo-Arbeitsbereich fehlt (${DEMO_ENTRY}). In Produktion SEED_DEMO_DATA=false setzen.`,
    );
  }
  const module = (await import(pathToFileURL(DEMO_ENTRY).href)) as { demoData: DemoData };
  return module.demoData;
}
