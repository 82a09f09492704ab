import { randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { VIDEO_EMBED_HOSTS } from '@kp/contract/content-constants';
import { APP_VERSION } from '@kp/contract/shell';
import { shellEndpoints } from '@kp/contract/shell-endpoints';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { HelmetOptions } from 'helmet';
import { accessRoutes } from './areas/access/routes.ts';
import { accessibilityRoutes } from './areas/accessibility/routes.ts';
import { adminRoutes } from './areas/admin/routes.ts';
import { communeDashboardRoutes } from './areas/commune-dashboard/routes.ts';
import { concessionsRoutes } from './areas/concessions/routes.ts';
import { consultationRoutes } from './areas/consultation/routes.ts';
import { consumptionRoutes } from './areas/consumption/routes.ts';
import { contentRoutes } from './areas/content/routes.ts';
import { contractsRoutes } from './areas/contracts/routes.ts';
import { educationRoutes } from './areas/education/routes.ts';
import { fundsRoutes } from './areas/funds/routes.ts';
import { heatPlanningRoutes } from './areas/heat-planning/routes.ts';
import { mediaRoutes } from './areas/media/routes.ts';
import { momentsRoutes } from './areas/moments/routes.ts';
import { newsRoutes } from './areas/news/routes.ts';
import { notificationRoutes } from './areas/notifications/routes.ts';
import { rabattRoutes, yearStartRoutes } from './areas/rabatt/routes.ts';
import { requestsRoutes } from './areas/requests/routes.ts';
import { searchRoutes } from './areas/search/routes.ts';
import { trackingRoutes } from './areas/tracking/routes.ts';
import { type Access, registerGuards } from './auth/guards.ts';
import { authRoutes } from './auth/routes.ts';
import { sessionCookieName } from './auth/sessions.ts';
import { backofficeRoutes } from './backoffice/routes.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { fileStoreOf } from './files/portal-store.ts';
import { registerDemoFiles } from './files/routes.ts';
import { documentEndpoint, queryTypeConstraint, route } from './http/endpoint.ts';
import { registerErrorHandling } from './http/errors.ts';
import { postgresRateLimitStore } from './http/rate-limit-store.ts';
import { registerInputCheck, registerOriginCheck } from './http/request-checks.ts';
import { registerRequestLog } from './http/request-log.ts';
import { collectRouteTable, withRouteConfig } from './http/route-table.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerWebPages } from './http/web-pages.ts';
import { importRoutes } from './import/backoffice-routes.ts';

/**
 * Access of the static file prefixes, which cannot declare it per route. A static route under no prefix
 * here has no access rule and is refused. Stored files are never static: they leave the file store only
 * through routes that check the access of their records (decision 014).
 */
const STATIC_ACCESS: { prefix: string; access: Access }[] = [
  { prefix: '/api/uploads/demo/', access: 'public' },
];

declare module 'fastify' {
  interface FastifyInstance {
    /** Shutdown: health answers 503 and every answer closes its connection (main.ts, on SIGTERM). */
    startDraining(): void;
  }
}

/** Browser features the portal never uses; video embeds keep what they need (fullscreen, sensors). */
const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), bluetooth=(), midi=(), display-capture=(), browsing-topics=()';

/** The origin of a configured url for the CSP, or nothing when the url is empty or invalid. */
function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/** Tile hosts for img-src; a `{s}` subdomain placeholder allows every subdomain of that host. */
function tileOrigins(url: string): string[] {
  const origins = originOf(url.replace(/\{s\}\./, 'tiles-subdomain.').replace(/\{[a-z]\}/g, '0'));
  return origins.map((origin) => origin.replace('tiles-subdomain.', '*.'));
}

interface AppOptions {
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write(line: string): void };
  /** The demo's images, served under /api/uploads/demo/ only when the demo is loaded. */
  demoAssetsDir?: string;
}

/**
 * The portal's server. Fastify runs hooks in the order they are added, so the steps below keep theirs: the
 * route table's onRoute hook first, then the plugins, the checks and guards, and only then the routes.
 */
export async function buildApp(
  config: Config,
  database: Database,
  options: AppOptions = {},
): Promise<FastifyInstance> {
  const app = createServer(config, options.logStream);
  const isDraining = registerDraining(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // First of all onRoute hooks, so no route escapes the table.
  collectRouteTable(app);

  await registerPlugins(app, config, database);
  registerChecks(app, config, database);
  await registerApi(app, config, database, isDraining);
  if (options.demoAssetsDir) await registerDemoUploads(app, options.demoAssetsDir);
  await registerWebPages(app, config);
  return app;
}

function createServer(config: Config, logStream: AppOptions['logStream']) {
  return Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            ...(logStream ? { stream: logStream } : {}),
          },
    // Fastify's two lines per request cost about 4 % of CPU; registerRequestLog writes one.
    logController: new LogController({ disableRequestLogging: true }),
    // A number of hops as Fastify does it itself (its types take no number).
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number)
        : config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // While closing, a request that already came in on an open connection is answered, not refused.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    routerOptions: { constraints: { queryType: queryTypeConstraint } },
  }).withTypeProvider<ZodTypeProvider>();
}

/** app.startDraining (main.ts, on SIGTERM); answers whether it was called. */
function registerDraining(app: FastifyInstance): () => boolean {
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  // Closing keep-alive connections after an answer, not in the middle of a client's next request.
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  return () => draining;
}

/** Error handling, the request log, cookies, security headers, the rate limit and the API's description. */
async function registerPlugins(app: FastifyInstance, config: Config, database: Database) {
  registerErrorHandling(app);
  registerRequestLog(app, config);
  // Signs the short-lived sign-in cookie; several instances must share SESSION_SECRET.
  await app.register(fastifyCookie, { secret: config.SESSION_SECRET ?? randomBytes(32).toString('hex') });
  registerSecurityHeaders(app, securityHeaderOptions(config));
  // Counted in PostgreSQL so a limit holds across instances; the embedded database serves one process.
  await app.register(fastifyRateLimit, {
    global: false,
    ...(database.kind === 'postgres' ? { store: postgresRateLimitStore(database.db) } : {}),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Kommunalportal API',
        version: APP_VERSION,
        description: 'Die API des Kommunalportals der NEW.',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: sessionCookieName(config) } },
      },
      security: [{ session: [] }],
    },
    transform: documentEndpoint,
  });
  // The API's description is for admins in production; on development machines anyone may read it.
  await app.register(
    withRouteConfig({ access: config.NODE_ENV === 'production' ? 'admin' : 'public' }, async (docs) => {
      await docs.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    }),
  );
}

function securityHeaderOptions(config: Config): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) writes its styles into <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...tileOrigins(config.MAP_TILE_URL)],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: [
          "'self'",
          ...VIDEO_EMBED_HOSTS.map((host) => `https://${host}`),
          ...originOf(config.WISH_CHARGER_MAP_URL),
          ...originOf(config.HEAT_PLANNING_APP_URL),
        ],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(config.PUBLIC_URL.startsWith('https://') ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.PUBLIC_URL.startsWith('https://'),
  };
}

/** The checks of every request and the access guards, before any route; then the default headers. */
function registerChecks(app: FastifyInstance, config: Config, database: Database) {
  registerOriginCheck(app, config);
  registerInputCheck(app);
  registerGuards(app, database.db, config);
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // API answers are personal unless a route says otherwise (content lists set their own, with Vary).
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'private, no-store');
  });
}

/** The health check and every area's routes under /api. */
async function registerApi(
  app: FastifyInstance,
  config: Config,
  database: Database,
  isDraining: () => boolean,
) {
  await app.register(
    async (api) => {
      route(api, shellEndpoints.health, async (request, reply) => {
        if (isDraining())
          return reply
            .status(503)
            .send({ error: 'draining', message: 'Diese Instanz fährt gerade herunter.' });
        try {
          await database.ping();
          return { status: 'ok' as const };
        } catch (error) {
          request.log.error({ err: error }, 'health check: database not reachable');
          return reply
            .status(503)
            .send({ error: 'unavailable', message: 'Die Datenbank ist nicht erreichbar.' });
        }
      });
    },
    { prefix: '/api' },
  );

  const db = database.db;
  const files = fileStoreOf(config, database);
  await app.register(
    async (api) => {
      await api.register(authRoutes, { db, config });
      await api.register(accessRoutes, { db });
      await api.register(accessibilityRoutes, { db, config });
      await api.register(adminRoutes, { db, config });
      await api.register(backofficeRoutes, { db });
      await api.register(importRoutes, { db, files });
      await api.register(mediaRoutes, { db, files });
      await api.register(requestsRoutes, { db });
      await api.register(contentRoutes, { db, config });
      await api.register(newsRoutes, { db });
      await api.register(searchRoutes, { db, config });
      await api.register(notificationRoutes, { db, config });
      await api.register(trackingRoutes, { db, config });
      await api.register(educationRoutes, { db, config });
      // The municipal portal's business areas: each endpoint declares portal 'municipal' (spec 01 §6).
      await api.register(fundsRoutes, { db });
      await api.register(consultationRoutes, { db, config });
      await api.register(momentsRoutes, { db, config });
      await api.register(heatPlanningRoutes, { db, config });
      await api.register(rabattRoutes, { db });
      await api.register(yearStartRoutes, { db });
      await api.register(contractsRoutes, { db, config });
      await api.register(concessionsRoutes, { db, files });
      await api.register(consumptionRoutes, { db, config });
      await api.register(communeDashboardRoutes, { db, config });
    },
    { prefix: '/api' },
  );
}

async function registerDemoUploads(app: FastifyInstance, demoAssetsDir: string) {
  await app.register(async (uploads) => {
    uploads.addHook('onRoute', (route) => {
      const rule = STATIC_ACCESS.find(({ prefix }) => route.url.startsWith(prefix));
      if (rule && !route.config?.access) route.config = { ...route.config, access: rule.access };
    });
    await registerDemoFiles(uploads, demoAssetsDir);
  });
}
