import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A strong ETag for a JSON-serialisable value. */
export function etagOf(value: unknown): string {
  return `"${createHash('sha1').update(JSON.stringify(value)).digest('base64url')}"`;
}

/**
 * Sets Cache-Control (private: answers depend on the user's flags and reads) and the ETag, and tells
 * whether the client's copy is still current. A max age of 0 makes the browser ask every time (ETag still saves the body). Use: `if (notModified(...)) return reply.code(304).send();`
 */
export function notModified(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
  maxAgeSeconds: number,
): boolean {
  reply.header(
    'cache-control',
    maxAgeSeconds > 0 ? `private, max-age=${maxAgeSeconds}` : 'private, no-cache',
  );
  // The answer depends on the user's flags: another session in the same browser must not get this copy.
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${vary}, cookie` : 'cookie');
  reply.header('etag', etag);
  const ifNoneMatch = request.headers['if-none-match'];
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
