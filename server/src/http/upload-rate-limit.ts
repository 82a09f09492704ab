import type { RateLimitOptions } from '@fastify/rate-limit';
import { HttpError } from './errors.ts';

/** Uploads per person and window (decision 026: one 40-megapixel image costs about 3 s and 160 MB). */
export const UPLOADS_PER_WINDOW = 30;
const WINDOW_MINUTES = 10;

/**
 * A person's upload budget on each upload route (the media library, the back office's imports; the store
 * counts per route): counted in the database's rate-limit store, so it holds across instances
 * (http/rate-limit-store.ts). Counted on request, after the session guard and before the body is read,
 * so a refused upload costs nothing.
 */
export const uploadRateLimit: RateLimitOptions = {
  hook: 'onRequest',
  max: UPLOADS_PER_WINDOW,
  timeWindow: `${WINDOW_MINUTES} minutes`,
  keyGenerator: (request) => `upload:${request.user?.id ?? request.ip}`,
  errorResponseBuilder: () =>
    new HttpError(
      429,
      'too_many_uploads',
      `Sie haben in den letzten ${WINDOW_MINUTES} Minuten bereits ${UPLOADS_PER_WINDOW} Dateien hochgeladen. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.`,
    ),
};
