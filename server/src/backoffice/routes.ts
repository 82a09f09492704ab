import { REVISION_HEADER } from '@kp/contract/backoffice';
import { backofficeEndpoints, backofficeResourceEndpoints } from '@kp/contract/backoffice-endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth/guards.ts';
import type { Db } from '../db/client.ts';
import { route } from '../http/endpoint.ts';
import { resourceNamed } from './registry.ts';
import type { BackofficeResource } from './resource.ts';
import * as service from './service.ts';

const WRITES = ['create', 'update', 'remove'] as const;

/** The server's content type of a contract entry; a write the one offers and the other not stops the start. */
function implementationOf(name: string, endpoints: Record<string, unknown>): BackofficeResource {
  const resource = resourceNamed(name);
  if (!resource) throw new Error(`Backoffice: ${name} steht im Vertrag, aber in keinem Bereich`);
  for (const write of WRITES) {
    if (Boolean(resource[write]) !== write in endpoints) {
      throw new Error(`Backoffice: ${name}.${write} passt nicht zum Vertrag`);
    }
  }
  return resource;
}

/**
 * The back office's generic routes: per content type a list, a read, the writes it allows, and its
 * versions, each registered on its own from the contract (decision 029).
 */
export async function backofficeRoutes(app: FastifyInstance, { db }: { db: Db }) {
  for (const [name, api] of Object.entries(backofficeResourceEndpoints)) {
    const resource = implementationOf(name, api);
    route(app, api.list, (request) => service.list(db, resource, request.query));
    route(app, api.read, (request) => service.read(db, resource, request.params.id));
    if (api.create) {
      route(app, api.create, (request) =>
        service.create(db, resource, request.body as Record<string, unknown>, currentUser(request)),
      );
    }
    if (api.update) {
      route(app, api.update, (request) =>
        service.update(
          db,
          resource,
          request.params.id,
          request.body as Record<string, unknown>,
          request.headers[REVISION_HEADER],
          currentUser(request),
        ),
      );
    }
    if (api.remove) {
      route(app, api.remove, (request) =>
        service.remove(db, resource, request.params.id, currentUser(request)),
      );
    }
    route(app, api.versions, (request) => service.versions(db, resource, request.params.id));
    route(app, api.version, (request) =>
      service.version(db, resource, request.params.id, request.params.version),
    );
    route(app, api.restore, (request) =>
      service.restore(
        db,
        resource,
        request.params.id,
        request.params.version,
        request.headers[REVISION_HEADER],
        currentUser(request),
      ),
    );
  }

  route(app, backofficeEndpoints.audit, (request) => service.auditLog(db, request.query));
}
