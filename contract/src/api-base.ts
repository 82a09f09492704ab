// Kept free of zod, so pages that only need these constants do not load it.

export const API_BASE = '/api';
export const API_TIMEOUT_MS = 60_000;

/** Stored file urls start with /uploads; they are served from the API base path (spec 01 §7). */
export const fileUrl = (url: string | null | undefined): string | null =>
  url ? (url.startsWith('http') ? url : `${API_BASE}${url}`) : null;

/** On every answer to a signed-in call: seconds until the session ends without another call (WCAG 2.2.1). */
export const SESSION_EXPIRES_HEADER = 'x-session-expires-in';
/**
 * Sent by calls the app makes on its own (the notification poll): they do not renew the session's idle
 * time, so an open tab nobody uses still ends after SESSION_IDLE_MINUTES.
 */
export const BACKGROUND_REQUEST_HEADER = 'x-kp-background';
