import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { DEMO_ASSETS_DIR } from '../seed/asset-urls.ts';

/**
 * Public images under /api/uploads (spec 01 §7: served from the API base path): only the demo assets
 * that ship with the code are static. Files of the file store are private and leave it only through
 * routes that check the same access as their records, e.g. GET /api/enaio/download (issue 15).
 */
export async function registerFiles(app: FastifyInstance) {
  await app.register(fastifyStatic, {
    root: DEMO_ASSETS_DIR,
    prefix: '/api/uploads/demo/',
    decorateReply: false,
    maxAge: '1d',
    index: false,
  });
}
