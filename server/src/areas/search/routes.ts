import { searchEndpoints as api } from '@kp/contract/search-endpoints';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { currentUser } from '../../auth/guards.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/endpoint.ts';
import * as service from './service.ts';

/**
 * The search answers are serialised from hits encoded through the response schema when they were cached;
 * a Buffer bypasses the serializer, and the 200 schema documents the answer for OpenAPI. Per user
 * (flags, read marks), so private and not kept.
 */
const sendBytes = (reply: FastifyReply, json: Buffer) =>
  reply.type('application/json; charset=utf-8').header('cache-control', 'private, no-store').send(json);

export async function searchRoutes(app: FastifyInstance, { db }: { db: Db; config: Config }) {
  route(app, api.suggestions, async (request, reply) =>
    sendBytes(reply, await service.suggestions(db, currentUser(request), request.query.q)),
  );
  route(app, api.results, async (request, reply) =>
    sendBytes(reply, await service.results(db, currentUser(request), request.query.q)),
  );
  route(app, api.recordSession, (request) => service.recordSession(db, currentUser(request), request.body));
}
