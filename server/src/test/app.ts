import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { openSeededTestDatabase, openTestDatabase } from './database.ts';

/**
 * An app on its own fresh database for one test file, closed after the file; with `seeded`, on a copy of
 * the run's demo data.
 */
export async function setupTestApp(env: Partial<NodeJS.ProcessEnv> = {}, options: { seeded?: boolean } = {}) {
  const database = await (options.seeded ? openSeededTestDatabase() : openTestDatabase());
  const config = testConfig(env);
  const app: FastifyInstance = await buildApp(config, database);
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, db: database.db, config, database };
}
