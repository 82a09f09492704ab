// Kept free of zod, so pages that only need these constants do not load it.

export const API_BASE = '/api';
export const API_TIMEOUT_MS = 60_000;

/** Stored file urls start with /uploads; they are served from the API base path (spec 01 §7). */
export const fileUrl = (url: string | null | undefined): string | null =>
  url ? (url.startsWith('http') ? url : `${API_BASE}${url}`) : null;
