import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { ConfigError, readConfig, testConfig } from '../config.ts';
import { openTestDatabase } from '../test/database.ts';

const database = await openTestDatabase();

/** An app whose log lines land in an array, with a slow and a failing route of its own. */
async function logged(env: Partial<NodeJS.ProcessEnv>) {
  const lines: Record<string, unknown>[] = [];
  const app: FastifyInstance = await buildApp(testConfig(env), database, {
    logStream: { write: (line) => lines.push(JSON.parse(line)) },
  });
  app.get('/api/test-slow', { config: { access: 'public' } }, async () => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    return { ok: true };
  });
  app.get('/api/test-fails', { config: { access: 'public' } }, async () => {
    throw new Error('kaputt');
  });
  await app.ready();
  afterAll(() => app.close());
  const requestLines = () => lines.filter((l) => l.msg !== 'kaputt' && (l.url || l.req || l.res));
  return { app, requestLines };
}

// Well apart, so a health check slowed by a busy machine does not count as slow.
const quiet = await logged({ LOG_LEVEL: 'info', LOG_SLOW_MS: '500' });
const chatty = await logged({ LOG_LEVEL: 'info', LOG_REQUESTS: 'all' });
const debug = await logged({ LOG_LEVEL: 'debug' });
afterAll(() => database.close());

describe('the request log', () => {
  it('writes nothing at info for a quick, successful request (default errors-and-slow)', async () => {
    const res = await quiet.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    // Fastify's own "incoming request" and "request completed" are off as well.
    expect(quiet.requestLines()).toEqual([]);
  });

  it('writes one line at info for a server error and for a slow request', async () => {
    await quiet.app.inject({ method: 'GET', url: '/api/test-fails' });
    await quiet.app.inject({ method: 'GET', url: '/api/test-slow?x=1' });
    const lines = quiet.requestLines();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: 30, method: 'GET', url: '/api/test-fails', status: 500 });
    expect(lines[1]).toMatchObject({ level: 30, method: 'GET', url: '/api/test-slow?x=1', status: 200 });
    expect(lines[1].ms).toBeGreaterThanOrEqual(500);
  });

  it('writes one line at info for every request with LOG_REQUESTS=all', async () => {
    await chatty.app.inject({ method: 'GET', url: '/api/health' });
    await chatty.app.inject({ method: 'GET', url: '/api/gibt-es-nicht' });
    expect(chatty.requestLines().map((l) => [l.level, l.url, l.status])).toEqual([
      [30, '/api/health', 200],
      [30, '/api/gibt-es-nicht', 404],
    ]);
    expect(typeof chatty.requestLines()[0].ms).toBe('number');
  });

  it('writes the usual request at debug', async () => {
    await debug.app.inject({ method: 'GET', url: '/api/health' });
    expect(debug.requestLines().map((l) => [l.level, l.url, l.status])).toEqual([[20, '/api/health', 200]]);
  });

  it('refuses an unknown LOG_REQUESTS with a German message', () => {
    expect(() => readConfig({ LOG_REQUESTS: 'manche' } as NodeJS.ProcessEnv)).toThrow(ConfigError);
    expect(() => readConfig({ LOG_REQUESTS: 'manche' } as NodeJS.ProcessEnv)).toThrow(
      /LOG_REQUESTS: erwartet errors-and-slow oder all\./,
    );
    expect(() => readConfig({ LOG_SLOW_MS: 'langsam' } as NodeJS.ProcessEnv)).toThrow(/LOG_SLOW_MS/);
  });
});
