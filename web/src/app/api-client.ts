import { API_BASE, API_TIMEOUT_MS, BACKGROUND_REQUEST_HEADER } from '@kp/contract/api-base';
import { sessionClock } from './session-clock.ts';

/** An answer other than 2xx; `message` is the server's German text for people. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** A 400 of a form: the German message per field path (issue 16). */
  readonly fields: Record<string, string> | undefined;
  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

const FALLBACK_MESSAGE = 'Die Verbindung zum Server ist fehlgeschlagen. Bitte versuchen Sie es erneut.';

/**
 * Calls the portal API with the session cookie (never a token in storage),
 * a 60 s timeout (spec 01 §9) and German error messages.
 */
export async function api<T>(
  path: string,
  options: {
    method?: string;
    body?: unknown;
    query?: Record<string, string | number | undefined>;
    /** A call the app makes on its own (a poll): it does not count as the person being active. */
    background?: boolean;
    /** Further request headers (the back office's revision header). */
    headers?: Record<string, string>;
  } = {},
): Promise<T> {
  const url = new URL(`${API_BASE}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.background ? { [BACKGROUND_REQUEST_HEADER]: '1' } : {}),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
  } catch {
    throw new ApiError(0, 'network', FALLBACK_MESSAGE);
  }
  sessionClock.noteResponse(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  const data = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const body = (data ?? {}) as { error?: string; message?: string; fields?: Record<string, string> };
    throw new ApiError(response.status, body.error ?? 'error', body.message ?? FALLBACK_MESSAGE, body.fields);
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
