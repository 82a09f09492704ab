import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { VIDEO_EMBED_HOSTS } from '@kp/contract/content-constants';
import { APP_VERSION } from '@kp/contract/shell';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
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
import { momentsRoutes } from './areas/moments/routes.ts';
import { newsRoutes } from './areas/news/routes.ts';
import { notificationRoutes } from './areas/notifications/routes.ts';
import { rabattRoutes } from './areas/rabatt/routes.ts';
import { searchRoutes } from './areas/search/routes.ts';
import { trackingRoutes } from './areas/tracking/routes.ts';
import { type Access, registerGuards } from './auth/guards.ts';
import { authRoutes } from './auth/routes.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerFiles } from './files/routes.ts';
import { registerErrorHandling } from './http/errors.ts';

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with what it declared about access; checked by a test. */
    apiRoutes: RegisteredRoute[];
  }
}

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

export async function buildApp(config: Config, database: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
          },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const apiRoutes: RegisteredRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (
      !route.url.startsWith('/api/') ||
      route.url.startsWith('/api/docs') ||
      route.url.startsWith('/api/uploads')
    )
      return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      apiRoutes.push({ method, url: route.url, access: route.config?.access });
    }
  });

  registerErrorHandling(app);
  // Signs the short-lived sign-in cookie; several instances must share SESSION_SECRET.
  await app.register(fastifyCookie, { secret: config.SESSION_SECRET ?? randomBytes(32).toString('hex') });
  await app.register(fastifyHelmet, {
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
  });
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Kommunalportal API',
        version: APP_VERSION,
        description: 'Die API des Kommunalportals der NEW.',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'kp_session' } } },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  registerGuards(app, database.db, config);

  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['shell'],
        response: {
          200: z.object({
            status: z.literal('ok'),
            database: z.enum(['pglite', 'postgres']),
            version: z.string(),
          }),
          503: z.object({ error: z.string(), message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      try {
        await database.ping();
        return { status: 'ok' as const, database: database.kind, version: APP_VERSION };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database not reachable');
        return reply
          .status(503)
          .send({ error: 'unavailable', message: 'Die Datenbank ist nicht erreichbar.' });
      }
    },
  );

  const db = database.db;
  await app.register(
    async (api) => {
      await api.register(authRoutes, { db, config });
      await api.register(accessRoutes, { db });
      await api.register(accessibilityRoutes, { db, config });
      await api.register(adminRoutes, { db, config });
      await api.register(contentRoutes, { db, config });
      await api.register(newsRoutes, { db });
      await api.register(searchRoutes, { db, config });
      await api.register(notificationRoutes, { db, config });
      await api.register(trackingRoutes, { db, config });
      await api.register(educationRoutes, { db, config });
      // The municipal portal's business areas: refused to people for whom it is hidden (spec 01 §6).
      await api.register(async (municipal) => {
        municipal.addHook('onRoute', (route) => {
          route.config = { ...route.config, portal: 'municipal' };
        });
        await municipal.register(fundsRoutes, { db });
        await municipal.register(consultationRoutes, { db, config });
        await municipal.register(momentsRoutes, { db, config });
        await municipal.register(heatPlanningRoutes, { db, config });
        await municipal.register(rabattRoutes, { db, config });
        await municipal.register(contractsRoutes, { db, config });
        await municipal.register(concessionsRoutes, { db, config });
        await municipal.register(consumptionRoutes, { db, config });
        await municipal.register(communeDashboardRoutes, { db, config });
      });
    },
    { prefix: '/api' },
  );
  await registerFiles(app, config);

  const indexHtml = path.join(config.webDist, 'index.html');
  const hasWeb = fs.existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Hashed build files never change; index.html must always be fresh.
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    const wantsPage = request.method === 'GET' && !pathname.startsWith('/api/') && pathname !== '/api';
    if (wantsPage && hasWeb) {
      // The web app routes everything else itself and shows its own not-found page.
      return reply.header('cache-control', 'no-cache').sendFile('index.html', config.webDist);
    }
    return reply.status(404).send({ error: 'not_found', message: 'Diese Adresse gibt es nicht.' });
  });

  return app;
}
