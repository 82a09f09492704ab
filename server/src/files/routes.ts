import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { DEMO_ASSETS_DIR } from '../seed/asset-urls.ts';
import { filesDirOf } from './store.ts';

/**
 * Images and files under /api/uploads (spec 01 §7: served from the API base path).
 * Uploaded files live in DATA_DIR/files; the demo assets ship with the code.
 */
export async function registerFiles(app: FastifyInstance, config: Config) {
  const filesDir = filesDirOf(config);
  fs.mkdirSync(filesDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: DEMO_ASSETS_DIR,
    prefix: '/api/uploads/demo/',
    decorateReply: false,
    maxAge: '1d',
    index: false,
  });
  await app.register(fastifyStatic, {
    root: filesDir,
    prefix: '/api/uploads/files/',
    decorateReply: false,
    maxAge: '1h',
    index: false,
  });
}
