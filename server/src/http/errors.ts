import { type FieldIssue, fieldMessages } from '@kp/contract/field-messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

// German default texts for every zod issue that has no message of its own.
z.config(z.locales.de());

/** An answer with a status and a German message for people; thrown by services, answered by the handler. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  /** One German message per field of a form (path joined with '.'), shown beside the field. */
  readonly fields: Record<string, string> | undefined;
  constructor(statusCode: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.fields = fields;
  }
}

/** A form's bad input: 400 with the first problem as the message and every field's own message. */
export const invalidFields = (issues: readonly FieldIssue[]) => {
  const fields = fieldMessages(issues);
  const [first] = Object.entries(fields);
  return new HttpError(
    400,
    'validation',
    first ? `Ungültige Eingabe bei „${first[0]}“: ${first[1]}` : 'Die Eingabe ist ungültig.',
    fields,
  );
};

export const badRequest = (message: string, code = 'bad_request') => new HttpError(400, code, message);
/** A 400 whose message belongs to one field of a form, shown beside it. */
export const fieldError = (field: string, message: string) =>
  new HttpError(400, 'validation', message, { [field]: message });
export const unauthorized = (message = 'Bitte melden Sie sich an.', code = 'unauthorized') =>
  new HttpError(401, code, message);
export const forbidden = (message = 'Dafür fehlen Ihnen die Rechte.', code = 'forbidden') =>
  new HttpError(403, code, message);
export const notFound = (message = 'Der Eintrag wurde nicht gefunden.', code = 'not_found') =>
  new HttpError(404, code, message);
export const conflict = (message: string, code = 'conflict') => new HttpError(409, code, message);

/** Fastify's own client errors, in words a person understands. */
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Die Anfrage enthält kein gültiges JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Die Anfrage enthält keine Daten.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Die Anfrage ist zu groß.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Dieses Datenformat wird nicht unterstützt.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Die Längenangabe der Anfrage stimmt nicht.',
};

function describeValidation(error: FastifyError): string {
  const issues = (error.validation ?? []) as {
    message?: string;
    instancePath?: string;
    params?: { issue?: { path?: PropertyKey[] } };
  }[];
  const first = issues[0];
  const field =
    first?.params?.issue?.path?.join('.') || first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
  const text = first?.message ?? 'Die Eingabe ist ungültig.';
  return field ? `Ungültige Eingabe bei „${field}“: ${text}` : `Ungültige Eingabe: ${text}`;
}

/** Fastify's validation issues (from zod or its own JSON schema) as one message per field. */
function validationFields(error: FastifyError): Record<string, string> {
  const issues = (error.validation ?? []) as {
    message?: string;
    instancePath?: string;
    params?: { issue?: { path?: PropertyKey[] } };
  }[];
  return fieldMessages(
    issues.map((issue) => ({
      path: issue.params?.issue?.path ?? issue.instancePath?.replace(/^\//, '').split('/').filter(Boolean),
      message: issue.message,
    })),
  );
}

// --- database outages: 503 with Retry-After instead of 500 ---

const DATABASE_UNAVAILABLE =
  'Die Datenbank ist gerade nicht erreichbar. Bitte versuchen Sie es in Kürze erneut.';
/** Seconds a client should wait before trying again. */
const RETRY_AFTER_SECONDS = 5;
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);
// 57P01-57P03: server shutting down or starting; 57014: statement timeout; 53300: too many connections.
const POSTGRES_CODES = new Set(['57P01', '57P02', '57P03', '57014', '53300']);
// pg's own errors carry no code, only these messages.
const PG_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Query read timeout|not queryable|Client was closed/i;

/** Whether the error (or what it wraps, e.g. Drizzle's query error) says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (NETWORK_CODES.has(code) || POSTGRES_CODES.has(code) || code.startsWith('08'))
    )
      return true;
    if (PG_MESSAGES.test(e.message)) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}

/** PostgreSQL's codes for characters it cannot store (a NUL byte, a bad escape in jsonb). */
const REFUSED_CHARACTER_CODES = new Set(['22021', '22P05']);

/** Whether the database refused a character of the input; the driver's error may sit in `cause` (Drizzle). */
function isRefusedCharacter(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 3; depth++) {
    if (REFUSED_CHARACTER_CODES.has(String((e as { code?: unknown }).code))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send({ error: error.code, message: error.message, ...(error.fields && { fields: error.fields }) });
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return reply
        .status(400)
        .send({ error: 'validation', message: describeValidation(error), fields: validationFields(error) });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response does not match its schema');
      return reply.status(500).send({ error: 'internal', message: 'Ein interner Fehler ist aufgetreten.' });
    }
    // A backstop behind the input check (request-checks.ts): still a 400, never a 500.
    if (isRefusedCharacter(error)) {
      return reply
        .status(400)
        .send({ error: 'invalid_input', message: 'Die Eingabe enthält ein unzulässiges Zeichen.' });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ error: 'too_many_requests', message: 'Zu viele Anfragen. Bitte warten Sie einen Moment.' });
    }
    if (status >= 400 && status < 500) {
      const message = FASTIFY_CLIENT_ERRORS[error.code] ?? 'Die Anfrage ist ungültig.';
      return reply.status(status).send({ error: 'bad_request', message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ error: 'database_unavailable', message: DATABASE_UNAVAILABLE });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 'internal', message: 'Ein interner Fehler ist aufgetreten.' });
  });
}
