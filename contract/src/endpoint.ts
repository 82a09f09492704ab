// Kept free of zod at run time: the web's production build takes the endpoints without their schemas.
import type { z } from 'zod';
import type { FeatureFlag } from './flags.ts';

/**
 * Who may call an endpoint. Every endpoint declares one; a route without one is refused at run time (fail
 * closed), and a test fails on it.
 */
export type Access =
  | 'public'
  | 'signedIn'
  | 'confirmed'
  | 'employee'
  | 'employeeOrAdmin'
  | 'editor'
  | 'admin';

/**
 * 'municipal': an endpoint of the municipal portal, refused when that portal is hidden for the user.
 * 'education': an endpoint of the education portal, only for those who may use it.
 */
export type Portal = 'municipal' | 'education';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What a 2xx answer carries: JSON checked by its schema, a file (a download, any type), or nothing (204).
 * A body is JSON checked by its schema, the request's raw bytes ('file': a CSV or workbook upload), or a
 * multipart form the server reads as a stream ('multipart': the media library's upload).
 */
export type AnswerSpec = z.ZodType | 'file' | 'empty';
export type BodySpec = z.ZodType | 'file' | 'multipart';

/**
 * One endpoint of the API, declared once (decision 029): the server registers its route from it (schemas,
 * access, flag, portal, cache policy) and the web's client builds the URL and types the answer from it.
 */
export interface Endpoint {
  method: Method;
  /** Below /api, with Fastify's `:name` parameters. */
  path: string;
  /**
   * The query values that pick this entry among others of the same method and path (`/users/me?type=news`).
   * Only the `type` key is used so; the client adds it on its own.
   */
  match?: { type: string };
  params?: z.ZodType;
  query?: z.ZodType;
  /** Request headers the endpoint reads (the back office's revision); the client sends them as options. */
  headers?: z.ZodType;
  body?: BodySpec;
  /** The 2xx answers by status; errors always come as the envelope of `api.ts`. */
  answers: { [status: number]: AnswerSpec };
  access: Access;
  flag?: FeatureFlag;
  portal?: Portal;
  /** Cache-Control of its answers where the handler sets none. */
  cache?: string;
  summary: string;
  tags: readonly string[];
}

/** Keeps the literal types of an endpoint, so both sides can type its inputs and answers from it. */
export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What the server's handler gets, after its schemas have parsed the request. */
export type ParsedInput<E extends Endpoint> = {
  params: OutputOf<E['params']>;
  query: OutputOf<E['query']>;
  headers: E['headers'] extends z.ZodType
    ? z.output<E['headers']>
    : Record<string, string | string[] | undefined>;
  body: E['body'] extends 'file' | 'multipart' ? unknown : OutputOf<E['body']>;
};

/** The JSON of a 2xx answer as the server gives it to its schema; a file is sent through the reply. */
export type AnswerInput<E extends Endpoint> = {
  [S in keyof E['answers']]: E['answers'][S] extends z.ZodType
    ? z.input<E['answers'][S]>
    : E['answers'][S] extends 'empty'
      ? // biome-ignore lint/suspicious/noConfusingVoidType: the handler of an empty answer returns nothing
        void
      : never;
}[keyof E['answers']];

/** The JSON of a 2xx answer as it arrives at the client; `undefined` for an empty one. */
export type Answer<E extends Endpoint> = {
  [S in keyof E['answers']]: E['answers'][S] extends z.ZodType
    ? z.output<E['answers'][S]>
    : E['answers'][S] extends 'empty'
      ? undefined
      : never;
}[keyof E['answers']];

/**
 * A query value as the client passes it: coerced fields (numbers, booleans in the URL) take their output
 * type, where zod's input type would be `unknown`.
 */
type QueryInput<S> = S extends z.ZodType
  ? {
      [K in keyof z.input<S>]: unknown extends z.input<S>[K]
        ? K extends keyof z.output<S>
          ? z.output<S>[K] | undefined
          : never
        : z.input<S>[K];
    }
  : undefined;

type Defined<T> = { [K in keyof T as T[K] extends undefined ? never : K]: T[K] };
/** A part whose fields are all optional (a query of filters) may be left out. */
type OptionalWhereEmpty<T> = { [K in keyof T as Nothing extends T[K] ? K : never]?: T[K] } & {
  [K in keyof T as Nothing extends T[K] ? never : K]: T[K];
};
/** The empty object: a type extends it when none of its fields is required. */
export type Nothing = Record<never, never>;

/** What the client passes: the path parameters, the query (without `match`) and the body, where declared. */
export type CallInput<E extends Endpoint> = OptionalWhereEmpty<
  Defined<{
    params: E['params'] extends z.ZodType ? z.input<E['params']> : undefined;
    query: E['query'] extends z.ZodType
      ? Omit<QueryInput<E['query']>, keyof NonNullable<E['match']>>
      : undefined;
    body: E['body'] extends 'file'
      ? Blob
      : E['body'] extends 'multipart'
        ? FormData
        : E['body'] extends z.ZodType
          ? z.input<E['body']>
          : undefined;
  }>
>;

/** The path with its parameters filled in, each one URL-encoded. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Parameter ${name} fehlt für ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The 2xx status of an endpoint whose answer is one kind only (200, 201 or 204), else undefined. */
export function onlyStatus(endpoint: Endpoint): number | undefined {
  const statuses = Object.keys(endpoint.answers).map(Number);
  return statuses.length === 1 ? statuses[0] : undefined;
}
