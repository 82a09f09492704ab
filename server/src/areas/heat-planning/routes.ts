import { heatPlanningEndpoints as api } from '@kp/contract/heat-planning-endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guards.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/endpoint.ts';
import { appTokenSigner } from './app-token.ts';
import * as repo from './repo.ts';
import * as service from './service.ts';

export async function heatPlanningRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const signer = appTokenSigner(config);

  route(app, api.faq, () => service.faq(db));
  route(app, api.tosStatus, (request) => service.tosStatus(db, currentUser(request)));
  route(app, api.acceptTos, (request) => service.acceptTos(db, currentUser(request)));
  route(app, api.appUrl, async (request, reply) => {
    const user = currentUser(request);
    const answer = await service.appUrl(db, config, signer, user, await repo.communeName(db, user.communeId));
    // A token is personal and short-lived: never cached.
    reply.header('cache-control', 'no-store');
    return answer;
  });
  route(app, api.jwks, (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return signer.jwks();
  });
}
