import type { FeatureFlag } from '@kp/contract/flags';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyPluginAsync,
  FastifySchema,
  RouteOptions,
} from 'fastify';
import type { Access } from '../auth/guards.ts';

/** One registered route and what it declared about access: the one table the guard and the tests read. */
export interface RouteEntry {
  method: string;
  url: string;
  /** The `type` query value that picks this entry among others of its path (`/users/me?type=news`). */
  match: string | undefined;
  access: Access | undefined;
  flag: FeatureFlag | undefined;
  portal: 'municipal' | 'education' | undefined;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app (API, static files, the OpenAPI pages) with its access, flag and portal. */
    routeTable: () => RouteEntry[];
    /** The API routes of the table (under /api, without files and OpenAPI pages); older tests read these. */
    apiRoutes: RouteEntry[];
  }
}

/**
 * Collects every route as it is registered. The options object is kept and read when the table is asked
 * for, because scopes registered later (the municipal portal, static files) set their config in their own
 * onRoute hooks, which run after this one.
 */
export function collectRouteTable(app: FastifyInstance) {
  const registered: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    registered.push(route);
  });
  const table = (): RouteEntry[] =>
    registered.flatMap((route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      // HEAD answers come with every GET and share its config.
      return methods
        .filter((method) => method !== 'HEAD')
        .map((method) => ({
          method,
          url: route.url,
          match: (route.constraints as { queryType?: string } | undefined)?.queryType,
          access: route.config?.access,
          flag: route.config?.flag,
          portal: route.config?.portal,
          schema: route.schema,
        }));
    });
  app.decorate('routeTable', table);
  app.decorate('apiRoutes', {
    getter: () =>
      table().filter(
        (r) =>
          r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && !r.url.startsWith('/api/uploads'),
      ),
  });
}

/**
 * A scope whose routes all get the given config (access, portal), for plugins that cannot declare it per
 * route: static files and the OpenAPI pages. API routes declare theirs in the contract (decision 029).
 */
export function withRouteConfig(
  config: Pick<FastifyContextConfig, 'access' | 'portal'>,
  plugin: FastifyPluginAsync,
): FastifyPluginAsync {
  return async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, ...config };
    });
    await plugin(scope, {});
  };
}
