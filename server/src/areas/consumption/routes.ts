import { consumptionEndpoints as api } from '@kp/contract/consumption-endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guards.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { noStore } from '../../http/caching.ts';
import { route } from '../../http/endpoint.ts';
import { sendJson } from '../../http/json-answer.ts';
import * as service from './service.ts';

/**
 * The browser keeps no copy (confidential data, decision 026), so a flag or commune taken away shows at once;
 * the server keeps the built answer for a minute (see service.ts).
 */
const MAX_AGE_SECONDS = 'no-store';

export async function consumptionRoutes(app: FastifyInstance, { db }: { db: Db; config: Config }) {
  // Confidential commune data: no copy in any browser or proxy, none across sessions (decision 026).
  app.addHook('onRequest', async (_request, reply) => {
    noStore(reply);
  });
  route(app, api.communeNames, (request) => service.communeNames(db, currentUser(request)));
  route(app, api.contact, (request) => service.contact(db, currentUser(request), request.query.commune));
  route(app, api.communeStats, (request) =>
    service.communeStats(db, currentUser(request), request.query.communeName),
  );
  route(app, api.ownData, async (request, reply) =>
    sendJson(request, reply, await service.verbrauchsdaten(db, currentUser(request)), MAX_AGE_SECONDS),
  );
  route(app, api.communeData, async (request, reply) =>
    sendJson(
      request,
      reply,
      await service.verbrauchsdaten(db, currentUser(request), request.params.commune),
      MAX_AGE_SECONDS,
    ),
  );
}
