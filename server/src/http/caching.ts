import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A strong ETag for a JSON-serialisable value. */
export function etagOf(value: unknown): string {
  return `"${createHash('sha1').update(JSON.stringify(value)).digest('base64url')}"`;
}

/**
 * Sets Cache-Control (private: answers depend on the user's flags and reads) and the ETag, and tells
 * whether the client's copy is still current. Use: `if (notModified(...)) return reply.code(304).send();`
 */
export function notModified(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
  maxAgeSeconds: number,
): boolean {
  reply.header('cache-control', `private, max-age=${maxAgeSeconds}`);
  reply.header('etag', etag);
  const ifNoneMatch = request.headers['if-none-match'];
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
