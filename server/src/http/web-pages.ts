import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import { createBrotliCompress, createGzip, constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { withRouteConfig } from './route-table.ts';

/** The client hint that names the browser's width (web/src/app/viewport-hint.ts). */
const VIEWPORT_HINT = 'Sec-CH-Viewport-Width';

/** How the web's loaders reach the API (web/src/app/api-client.ts). */
type Transport = (url: string, init: RequestInit) => Promise<Response>;

/** React Router's handler of one request, as the build's own copy of React Router makes it. */
type RequestHandler = (
  request: Request,
  loadContext: { nonce: string; stylesheet?: string },
) => Promise<Response>;

/**
 * The web's server build as the server uses it: what its entry exports (web/src/entry.server.tsx). The
 * build holds its own React Router; its handler is taken from there, not from a second copy here.
 */
type PortalServerBuild = {
  /** The browser's files: the root route's stylesheets are the portal's one stylesheet. */
  assets?: { routes: Record<string, { css?: string[] } | undefined> };
  entry: {
    module: {
      inRequestScope<T>(transport: Transport, handle: () => T): T;
      createRequestHandler(build: PortalServerBuild, mode: string): RequestHandler;
    };
  };
};

/** The web build's two halves under WEB_DIST: the browser's files and the server's render. */
export function webBuildPaths(webDist: string) {
  return { client: path.join(webDist, 'client'), server: path.join(webDist, 'server', 'index.js') };
}

/**
 * The portal's pages (decision 031): the browser's files from the web build, and every other GET rendered
 * by the web's server build, with the first view's data in the HTML. API addresses that match no route
 * answer 404 in the API's envelope.
 */
export async function registerWebPages(app: FastifyInstance, config: Config) {
  let render: ((request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) | null = null;
  if (config.WEB_DEV_SERVER === 'true') {
    render = await developmentPages(app, config);
  } else {
    const paths = webBuildPaths(config.webDist);
    if (fs.existsSync(paths.server)) {
      const build = (await import(pathToFileURL(paths.server).href)) as PortalServerBuild;
      await registerBrowserFiles(app, paths.client);
      const stylesheet = stylesheetText(build, paths.client);
      render = pageRenderer(app, config, () => Promise.resolve(build), stylesheet);
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi;
    if (wantsPage && render) return render(request, reply);
    return reply.status(404).send({ error: 'not_found', message: 'Diese Adresse gibt es nicht.' });
  });
}

/**
 * The root route's stylesheets are the portal's one stylesheet (decision 032), about 14 kB compressed. Its
 * text goes into each page's head: the first paint then waits for no request, and a phone's first view
 * does not queue it behind the page's module preloads.
 */
function stylesheetText(build: PortalServerBuild, clientRoot: string): string | undefined {
  const files = build.assets?.routes.root?.css ?? [];
  if (files.length === 0) return undefined;
  return files.map((href) => fs.readFileSync(path.join(clientRoot, href), 'utf8')).join('\n');
}

async function registerBrowserFiles(app: FastifyInstance, root: string) {
  await app.register(
    withRouteConfig({ access: 'public' }, async (web) => {
      await web.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        preCompressed: true,
        decorateReply: false,
        setHeaders(reply, filePath) {
          // Hashed build files never change.
          if (filePath.includes(`${path.sep}assets${path.sep}`))
            reply.header('cache-control', 'public, max-age=31536000, immutable');
        },
      });
    }),
  );
}

/**
 * `npm run dev`: Vite's development server in middleware mode answers its own files (modules, hot reload)
 * and renders the pages from the sources, loaded anew when they change.
 */
async function developmentPages(app: FastifyInstance, config: Config) {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: path.resolve(import.meta.dirname, '../../../web/vite.config.ts'),
    server: { middlewareMode: true },
    appType: 'custom',
  });
  app.addHook('onClose', () => vite.close());
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') return;
    const answered = await new Promise<boolean>((resolve) => {
      reply.raw.once('finish', () => resolve(true));
      vite.middlewares(request.raw, reply.raw, () => resolve(false));
    });
    if (answered) reply.hijack();
  });
  return pageRenderer(
    app,
    config,
    async () => (await vite.ssrLoadModule('virtual:react-router/server-build')) as PortalServerBuild,
  );
}

/** Renders a page for one request, with its own nonce and its own in-process API transport. */
function pageRenderer(
  app: FastifyInstance,
  config: Config,
  loadBuild: () => Promise<PortalServerBuild>,
  stylesheet?: string,
) {
  const mode = config.NODE_ENV === 'production' ? 'production' : 'development';
  // One handler per build: the development server gives a new build when a source changed.
  const handlers = new WeakMap<PortalServerBuild, RequestHandler>();
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const build = await loadBuild();
    let handle = handlers.get(build);
    if (!handle) {
      handle = build.entry.module.createRequestHandler(build, mode);
      handlers.set(build, handle);
    }
    const nonce = randomBytes(16).toString('base64');
    const transport = inProcessTransport(app, request);
    const response = await build.entry.module.inRequestScope(transport, () =>
      handle(webRequestOf(request, config), { nonce, stylesheet }),
    );
    for (const [name, value] of response.headers) {
      if (name !== 'set-cookie') reply.header(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    // A page holds the data of the person it was rendered for: never kept by a cache, never shared.
    reply.header('cache-control', 'private, no-store');
    // The width the page is rendered for (web/src/app/viewport-hint.ts): Chromium sends it, and asks again
    // with it when the first request went without.
    reply.header('accept-ch', VIEWPORT_HINT);
    reply.header('critical-ch', VIEWPORT_HINT);
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') reply.header('content-security-policy', withScriptNonce(policy, nonce));
    reply.status(response.status);
    // A redirect has no body; HEAD asks for none.
    if (request.method === 'HEAD' || !response.body) return reply.send();
    const body = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
    const encoding = encodingFor(request.headers['accept-encoding']);
    if (!encoding) return reply.send(body);
    reply
      .header('content-encoding', encoding)
      .header('vary', 'accept-encoding')
      .removeHeader('content-length');
    return reply.send(body.pipe(encoding === 'br' ? createBrotliCompress(BROTLI_FAST) : createGzip()));
  };
}

/** Brotli at a level fast enough for a page made per request (the static files are compressed at 11). */
const BROTLI_FAST = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } };

/** The compression a page goes out with: a page is 40 to 200 kB of HTML, a fifth of it compressed. */
function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => quality?.trim() !== 'q=0')
    .map(([name]) => name?.trim());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/** The CSP of a page: its inline scripts (the router's data and start) carry the response's nonce. */
export function withScriptNonce(policy: string, nonce: string): string {
  const withNonce = policy.replace(/(^|;)\s*script-src ([^;]*)/, `$1script-src $2 'nonce-${nonce}'`);
  if (withNonce === policy) throw new Error('Die CSP hat keine script-src-Direktive');
  return withNonce;
}

/** The Fastify request as the web's Request, at the portal's public address. */
function webRequestOf(request: FastifyRequest, config: Config): Request {
  const headers = headersOf(request.headers);
  const controller = new AbortController();
  request.raw.once('close', () => controller.abort());
  return new Request(new URL(request.url, config.PUBLIC_URL), {
    method: request.method,
    headers,
    signal: controller.signal,
  });
}

/** Node's header record (a request's or an injected answer's) as the web's Headers. */
function headersOf(record: Record<string, string | string[] | number | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(record)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, String(value));
  }
  return headers;
}

type Answer = { status: number; headers: Headers; body: Buffer | null };

/**
 * Calls the API in-process (Fastify's inject) with the page request's cookie and address, through every
 * check a browser's call passes. Within one page request a GET is asked once: the root's and a guard's
 * loader both want the session.
 */
function inProcessTransport(app: FastifyInstance, request: FastifyRequest): Transport {
  const answers = new Map<string, Promise<Answer>>();
  const ask = async (url: string, init: RequestInit): Promise<Answer> => {
    const headers: Record<string, string> = {};
    for (const [name, value] of new Headers(init.headers)) headers[name] = value;
    if (request.headers.cookie) headers.cookie = request.headers.cookie;
    if (request.headers['user-agent']) headers['user-agent'] = request.headers['user-agent'];
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers,
      payload: typeof init.body === 'string' ? init.body : undefined,
      remoteAddress: request.ip,
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return {
      status: answer.statusCode,
      headers: headersOf(answer.headers),
      body: empty ? null : answer.rawPayload,
    };
  };
  return async (url, init) => {
    const method = init.method ?? 'GET';
    let answer: Promise<Answer>;
    if (method === 'GET') {
      answer = answers.get(url) ?? ask(url, init);
      answers.set(url, answer);
    } else {
      answer = ask(url, init);
    }
    const { status, headers, body } = await answer;
    return new Response(body ? new Uint8Array(body) : null, { status, headers });
  };
}
