import { REVISION_HEADER } from '@kp/contract/backoffice';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll } from 'vitest';
import { DEMO_ASSETS_DIR } from '../../../demo/src/asset-urls.ts';
import { buildApp } from '../app.ts';
import { type Config, testConfig } from '../config.ts';
import { openSeededTestDatabase, openTestDatabase } from './database.ts';

/**
 * Makes `app.inject` send the portal's own Origin, as the browser does for the web app's calls, unless a
 * test names an Origin or Referer itself (the origin check refuses state-changing calls without one).
 */
function sendPortalOrigin(app: FastifyInstance, config: Config) {
  const origin = new URL(config.PUBLIC_URL).origin;
  const inject = app.inject.bind(app);
  const withOrigin = (options: InjectOptions | string) => {
    const opts: InjectOptions = typeof options === 'string' ? { url: options } : options;
    const names = Object.keys(opts.headers ?? {}).map((name) => name.toLowerCase());
    if (names.includes('origin') || names.includes('referer')) return inject(opts);
    return inject({ ...opts, headers: { origin, ...opts.headers } });
  };
  app.inject = withOrigin as typeof app.inject;
}

/**
 * An app on its own fresh database for one test file, closed after the file; with `seeded`, on a copy of
 * the run's demo data.
 */
export async function setupTestApp(env: Partial<NodeJS.ProcessEnv> = {}, options: { seeded?: boolean } = {}) {
  const database = await (options.seeded ? openSeededTestDatabase() : openTestDatabase());
  const config = testConfig(env);
  // With the demo's images under /api/uploads/demo/, as `npm start` serves them.
  const app: FastifyInstance = await buildApp(config, database, { demoAssetsDir: DEMO_ASSETS_DIR });
  await app.ready();
  sendPortalOrigin(app, config);
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, db: database.db, config, database };
}

type BackofficeMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * `call(cookie, method, url, body?, revision?)`: a request as the back office sends it, with the session's
 * cookie (none: anonymous) and the revision the form started from (`x-kp-revision`, for the 409). The
 * Origin comes from `setupTestApp`.
 */
export const backofficeCaller =
  (app: FastifyInstance) =>
  (cookie: string | undefined, method: BackofficeMethod, url: string, body?: object, revision?: number) =>
    app.inject({
      method,
      url,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(revision === undefined ? {} : { [REVISION_HEADER]: String(revision) }),
      },
      ...(body ? { payload: body } : {}),
    });
