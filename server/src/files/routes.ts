import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Public images under /api/uploads (spec 01 §7: served from the API base path): only the demo's assets
 * are static, and only while the demo is loaded. Files of the file store are private and leave it only
 * through routes that check the same access as their records, e.g. GET /api/enaio/download (decision 014).
 */
export async function registerDemoFiles(app: FastifyInstance, assetsDir: string) {
  await app.register(fastifyStatic, {
    root: assetsDir,
    prefix: '/api/uploads/demo/',
    decorateReply: false,
    maxAge: '1d',
    index: false,
  });
}
