import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A strong ETag for a JSON-serialisable value. */
export function etagOf(value: unknown): string {
  return `"${createHash('sha1').update(JSON.stringify(value)).digest('base64url')}"`;
}

/** Adds `cookie` to Vary: the answer depends on the session, so another session must not get this copy. */
export function varyOnCookie(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  if (typeof vary === 'string' && /(^|,\s*)cookie(\s*,|$)/i.test(vary)) return;
  reply.header('vary', vary ? `${vary}, cookie` : 'cookie');
}

/**
 * A commune's confidential data (contracts, concession topics and documents, consumption): no browser or
 * proxy keeps a copy, e.g. on a shared computer after sign-out (decision 026), and no copy crosses sessions.
 */
export const NO_STORE = 'private, no-store';
export function noStore(reply: FastifyReply) {
  reply.header('cache-control', NO_STORE);
  varyOnCookie(reply);
}

/**
 * Sets Cache-Control (private: answers depend on the user's flags and reads) and the ETag, and tells
 * whether the client's copy is still current. A max age of 0 makes the browser ask every time (ETag still
 * saves the body); 'no-store' keeps no copy at all (`noStore`). Use:
 * `if (notModified(...)) return reply.code(304).send();`
 */
export function notModified(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
  maxAgeSeconds: number | 'no-store',
): boolean {
  if (maxAgeSeconds === 'no-store') noStore(reply);
  else {
    reply.header(
      'cache-control',
      maxAgeSeconds > 0 ? `private, max-age=${maxAgeSeconds}` : 'private, no-cache',
    );
    varyOnCookie(reply);
  }
  reply.header('etag', etag);
  const ifNoneMatch = request.headers['if-none-match'];
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
