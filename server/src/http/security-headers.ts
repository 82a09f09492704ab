import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, computed once: @fastify/helmet builds helmet's middleware and serialises the CSP
 * anew for every request. The options hold no per-request values (no nonces), so
 * the result is the same for every answer.
 */
export function securityHeaders(options: HelmetOptions): [string, string][] {
  const headers: [string, string][] = [];
  const res = {
    setHeader(name: string, value: string | number) {
      headers.push([name.toLowerCase(), String(value)]);
    },
    removeHeader() {},
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/** Sets the headers on every answer, where helmet set them (on the raw response, so a route's own wins). */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
