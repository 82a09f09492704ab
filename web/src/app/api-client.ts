import { API_BASE, API_TIMEOUT_MS, BACKGROUND_REQUEST_HEADER } from '@kp/contract/api-base';
import { type Answer, type CallInput, type Endpoint, fillPath, type Nothing } from '@kp/contract/endpoint';
import { sessionClock } from './session-clock.ts';

/** An answer other than 2xx; `message` is the server's German text for people. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** A 400 of a form: the German message per field path (decision 019). */
  readonly fields: Record<string, string> | undefined;
  /** A refused file: each bad row with its line. */
  readonly lines: string[] | undefined;
  constructor(
    status: number,
    code: string,
    message: string,
    fields?: Record<string, string>,
    lines?: string[],
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.lines = lines;
  }
}

const FALLBACK_MESSAGE = 'Die Verbindung zum Server ist fehlgeschlagen. Bitte versuchen Sie es erneut.';

/**
 * Calls the portal API with the session cookie (never a token in storage),
 * a 60 s timeout (spec 01 §9) and German error messages.
 */
type RequestOptions = {
  method?: string;
  body?: unknown;
  /** A call the app makes on its own (a poll): it does not count as the person being active. */
  background?: boolean;
  /** Further request headers (the back office's revision header). */
  headers?: Record<string, string>;
};

/** How a call is made, beside what the endpoint declares. */
export type CallOptions = Pick<RequestOptions, 'background' | 'headers'>;

type AnyInput = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };

/** An endpoint's input may be left out when nothing in it is required. */
type CallArgs<E extends Endpoint> =
  Nothing extends CallInput<E>
    ? [input?: CallInput<E>, options?: CallOptions]
    : [input: CallInput<E>, options?: CallOptions];

/** The URL of an endpoint with its parameters and query, e.g. for a download link. */
export function endpointUrl<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): string {
  const { params, query } = (input ?? {}) as AnyInput;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, ...endpoint.match })) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const queryString = search.toString();
  return `${API_BASE}${fillPath(endpoint.path, params)}${queryString ? `?${queryString}` : ''}`;
}

/**
 * Calls an endpoint of the contract (decision 029): the URL, the method and the answer's type come from it.
 * In development and in the test build the answer is also checked against the endpoint's schema.
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  ...[input, options]: CallArgs<E>
): Promise<Answer<E>> {
  const { body } = (input ?? {}) as AnyInput;
  const response = await send(endpointUrl(endpoint, ...([input] as CallArgs<E>)), {
    ...options,
    method: endpoint.method,
    body,
  });
  const data = await answerOf(response);
  if (CHECK_ANSWERS) checkAnswer(endpoint, response.status, data);
  return data as Answer<E>;
}

/** Downloads the file an endpoint answers with (an export): a German ApiError when it fails. */
export async function fetchFile<E extends Endpoint>(
  endpoint: E,
  ...[input, options]: CallArgs<E>
): Promise<Blob> {
  const response = await send(endpointUrl(endpoint, ...([input] as CallArgs<E>)), {
    ...options,
    method: endpoint.method,
  });
  if (!response.ok) await answerOf(response);
  return response.blob();
}

/** How a call reaches the API: `fetch` in the browser. */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;

/**
 * While the server renders a page, the transport of the request being rendered (decision 031): the API
 * is called in-process with that request's cookie. Set once when the server build loads; null in the browser.
 */
let serverTransport: (() => Transport) | null = null;

export function callOnServerThrough(transportOfRequest: () => Transport): void {
  serverTransport = transportOfRequest;
}

const browserTransport: Transport = (url, init) => fetch(new URL(url, window.location.origin), init);

/** The request, with the session cookie, the 60 s timeout and a German message when the network fails. */
async function send(url: string, options: RequestOptions): Promise<Response> {
  // A file or a form goes as it is, with its own content type.
  const isFile = options.body instanceof Blob || options.body instanceof FormData;
  const transport = serverTransport?.() ?? browserTransport;
  let response: Response;
  try {
    response = await transport(url, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      headers: {
        ...(options.body === undefined || isFile ? {} : { 'content-type': 'application/json' }),
        ...(options.background ? { [BACKGROUND_REQUEST_HEADER]: '1' } : {}),
        ...options.headers,
      },
      body:
        options.body === undefined
          ? undefined
          : isFile
            ? (options.body as Blob | FormData)
            : JSON.stringify(options.body),
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
  } catch {
    throw new ApiError(0, 'network', FALLBACK_MESSAGE);
  }
  // The session clock is the browser's: on the server it would be shared by every request.
  if (!serverTransport) sessionClock.noteResponse(response);
  return response;
}

/** The JSON of a 2xx answer, or the ApiError of any other. */
async function answerOf(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  const data = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const body = (data ?? {}) as {
      error?: string;
      message?: string;
      fields?: Record<string, string>;
      errors?: string[];
    };
    throw new ApiError(
      response.status,
      body.error ?? 'error',
      body.message ?? FALLBACK_MESSAGE,
      body.fields,
      Array.isArray(body.errors) ? body.errors : undefined,
    );
  }
  return data;
}

/**
 * Development, unit tests and the e2e build (VITE_CHECK_ANSWERS) check every answer against the contract,
 * so drift fails at its first run; the production build carries no schemas (web/endpoints-plugin.ts).
 */
const CHECK_ANSWERS = import.meta.env.DEV || import.meta.env.VITE_CHECK_ANSWERS === '1';

function checkAnswer(endpoint: Endpoint, status: number, data: unknown) {
  const schema = endpoint.answers?.[status];
  if (!schema || typeof schema === 'string') return;
  const result = schema.safeParse(data);
  if (!result.success) {
    const problem = result.error.issues[0];
    throw new Error(
      `Die Antwort von ${endpoint.method} ${endpoint.path} passt nicht zum Vertrag: ${problem?.path.join('.')}: ${problem?.message}`,
    );
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
