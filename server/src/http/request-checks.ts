import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { badRequest, forbidden } from './errors.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CROSS_ORIGIN_MESSAGE =
  'Diese Anfrage kommt nicht von den Seiten des Kommunalportals und wurde abgelehnt.';
export const REFUSED_CHARACTER_MESSAGE = 'Die Eingabe enthält ein unzulässiges Zeichen.';

/** The origin a browser names for a request: `Origin`, or without one the origin of `Referer`. */
function originOf(request: FastifyRequest): string | null {
  const named = request.headers.origin ?? request.headers.referer;
  // 'null' (sandboxed frames, some redirects) and anything unparsable count as foreign.
  if (!named || named === 'null') return null;
  try {
    return new URL(named).origin;
  } catch {
    return null;
  }
}

/**
 * CSRF: a state-changing request is taken only from the portal's own pages. The session cookie is
 * SameSite=Lax, which still lets a form on a sibling subdomain (same site, other origin) post with it;
 * the origin check closes that. Decided by the configured PUBLIC_URL, never by the request's Host.
 */
export function registerOriginCheck(app: FastifyInstance, config: Pick<Config, 'PUBLIC_URL'>) {
  const portalOrigin = new URL(config.PUBLIC_URL).origin;
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (originOf(request) !== portalOrigin) throw forbidden(CROSS_ORIGIN_MESSAGE, 'cross_origin');
  });
  // Bodies are JSON only: a text/plain body is what a cross-site form or beacon can send without a preflight.
  app.removeContentTypeParser('text/plain');
}

/** A string PostgreSQL refuses as text or jsonb: a NUL byte, or a lone UTF-16 surrogate. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isRefusedString = (value: string) => value.includes('\u0000') || LONE_SURROGATE.test(value);

/**
 * Whether parsed input (params, query, a JSON body) holds such a string. Binary input is not walked: an
 * uploaded file arrives as a Buffer (or a stream), and walking one as an object (an entry per byte) held the
 * event loop for 38 s at 8.8 MB and took 5.4 GB at 34 MB. Its bytes are the import's to check.
 */
export function holdsRefusedString(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isRefusedString(value);
  if (value === null || typeof value !== 'object' || depth > 20) return false;
  if (Array.isArray(value)) return value.some((item) => holdsRefusedString(item, depth + 1));
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer || value instanceof Readable) return false;
  return Object.entries(value).some(
    ([key, item]) => isRefusedString(key) || holdsRefusedString(item, depth + 1),
  );
}

/** Refuses input PostgreSQL cannot store with a German 400 before any route sees it (never a 500). */
export function registerInputCheck(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (
      holdsRefusedString(request.params) ||
      holdsRefusedString(request.query) ||
      holdsRefusedString(request.body)
    ) {
      throw badRequest(REFUSED_CHARACTER_MESSAGE, 'invalid_input');
    }
  });
}
