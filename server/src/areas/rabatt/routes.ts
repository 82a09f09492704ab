import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';

export const rabattRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async () => {};
