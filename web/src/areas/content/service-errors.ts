import { ApiError } from '../../app/api-client.ts';

/**
 * Unknown ids, ids that are no number, and services the server hides behind a feature flag all answer
 * 400 or 404; the page then shows the not-found page.
 */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
