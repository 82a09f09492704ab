import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/**
 * One log line per request, when it is answered: method, url, status and time. At info only for server
 * errors and slow requests (LOG_REQUESTS=errors-and-slow, the default) or for every request (all);
 * the others at debug. Client errors (4xx) are the callers' business and stay at debug.
 */
export function registerRequestLog(
  app: FastifyInstance,
  config: Pick<Config, 'LOG_LEVEL' | 'LOG_REQUESTS' | 'LOG_SLOW_MS'>,
) {
  const all = config.LOG_REQUESTS === 'all';
  // The usual answer is not logged at all at info: then not even its line is built.
  const debug = config.LOG_LEVEL === 'debug' || config.LOG_LEVEL === 'trace';
  app.addHook('onResponse', (request, reply, done) => {
    const ms = Math.round(reply.elapsedTime);
    const notable = all || reply.statusCode >= 500 || ms > config.LOG_SLOW_MS;
    if (notable || debug) {
      request.log[notable ? 'info' : 'debug'](
        { method: request.method, url: request.url, status: reply.statusCode, ms },
        'request completed',
      );
    }
    done();
  });
}
