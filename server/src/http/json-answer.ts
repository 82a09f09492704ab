import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notModified } from './caching.ts';

const gzip = promisify(zlib.gzip);

/** Smaller bodies go out as they are: gzip saves a few hundred bytes at most and costs a decompression. */
export const GZIP_MIN_BYTES = 1024;

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * A JSON answer serialised ahead of the request, with its ETag. Functions are called only when that form
 * is sent (and should keep what they build), so a 304 or a gzip answer never builds the plain bytes.
 */
export interface JsonAnswer {
  etag: string;
  json: Buffer | (() => Buffer);
  /** The gzip of `json`; null when not worth it, then every client gets the plain bytes. */
  gzip: Buffer | null | (() => Promise<Buffer | null>);
}

/** A strong ETag for serialised bytes. */
export const etagOfBytes = (bytes: Buffer) => `"${createHash('sha1').update(bytes).digest('base64url')}"`;

/** The gzip of a body worth compressing, on the thread pool; null for a small one. */
export async function gzipIfWorthIt(json: Buffer): Promise<Buffer | null> {
  return json.length < GZIP_MIN_BYTES ? null : gzip(json);
}

/** Serialised JSON with its gzip and ETag (a hash of the bytes unless given), all computed now. */
export async function prepareJson(json: Buffer, etag = etagOfBytes(json)): Promise<JsonAnswer> {
  return { etag, json, gzip: await gzipIfWorthIt(json) };
}

/** Whether Accept-Encoding allows gzip: `gzip`, `x-gzip` or `*`, not with `q=0`. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let wildcard = false;
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (coding !== 'gzip' && coding !== 'x-gzip' && coding !== '*') continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (coding !== '*') return allowed;
    wildcard = allowed;
  }
  return wildcard;
}

/**
 * Sends a prepared answer: 304 while the client's copy is current (see `notModified` for Cache-Control),
 * otherwise the bytes, gzipped for clients that accept it. A Buffer bypasses Fastify's response serializer,
 * so the route's 200 schema documents the answer for OpenAPI without being run on every request.
 */
export async function sendJson(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: JsonAnswer,
  maxAgeSeconds: number | 'no-store',
): Promise<FastifyReply> {
  reply.header('vary', 'accept-encoding');
  if (notModified(request, reply, answer.etag, maxAgeSeconds)) return reply.code(304).send();
  reply.type(JSON_TYPE);
  if (answer.gzip !== null && acceptsGzip(request.headers['accept-encoding'])) {
    const zipped = typeof answer.gzip === 'function' ? await answer.gzip() : answer.gzip;
    if (zipped) return reply.header('content-encoding', 'gzip').send(zipped);
  }
  return reply.send(typeof answer.json === 'function' ? answer.json() : answer.json);
}

interface Entry {
  json?: Buffer;
  gzip?: Promise<Buffer | null>;
  bytes: number;
}

/**
 * Answers built on first use and kept by ETag; the least recently used go once the kept bytes exceed the
 * budget. Each form is built once: the plain bytes when a client wants them, the gzip when one takes
 * gzip (from freshly built bytes that are not kept, as most clients never want them).
 */
export class AnswerCache {
  readonly #entries = new Map<string, Entry>();
  readonly #maxBytes: number;
  #bytes = 0;

  constructor(maxBytes: number) {
    this.#maxBytes = maxBytes;
  }

  get(etag: string, build: () => Buffer): JsonAnswer {
    let entry = this.#entries.get(etag);
    if (entry) this.#entries.delete(etag);
    else entry = { bytes: 0 };
    // Most recently used last, so eviction takes the oldest first.
    this.#entries.set(etag, entry);
    const hit = entry;
    return {
      etag,
      json: () => {
        if (!hit.json) {
          hit.json = build();
          this.#keep(etag, hit, hit.json.length);
        }
        return hit.json;
      },
      gzip: () => {
        if (!hit.gzip) {
          hit.gzip = gzipIfWorthIt(hit.json ?? build());
          hit.gzip.then(
            (zipped) => this.#keep(etag, hit, zipped?.length ?? 0),
            () => {
              hit.gzip = undefined;
            },
          );
        }
        return hit.gzip;
      },
    };
  }

  /** Bytes kept in total, for tests. */
  get bytes() {
    return this.#bytes;
  }

  #keep(etag: string, entry: Entry, bytes: number) {
    // An entry dropped while its gzip was running is not counted: nothing holds it any more.
    if (this.#entries.get(etag) !== entry) return;
    entry.bytes += bytes;
    this.#bytes += bytes;
    for (const [key, old] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#entries.delete(key);
      this.#bytes -= old.bytes;
    }
  }
}
