import { EventEmitter } from 'node:events';
import pg from 'pg';

/** The PostgreSQL channel cache invalidations travel on (docs/operations.md, "Caches"). */
export const CACHE_CHANNEL = 'kp_cache';

/**
 * Cache invalidations between the instances of one database. A listener gets every payload, its own
 * included, and `null` whenever notifications may have been missed (after a lost connection), so it can
 * drop everything it keeps.
 */
export interface CacheChannel {
  /** Resolves once this process hears its own payload back (when it listens), so others had it too. */
  notify(payload: string): Promise<void>;
  /** Resolves once notifications arrive (or after a short wait when the database cannot be reached). */
  listen(listener: (payload: string | null) => void): Promise<void>;
  close(): Promise<void>;
}

/** How long notify waits for its own payload, and listen for the first LISTEN. */
const ECHO_WAIT_MS = 500;
const FIRST_LISTEN_WAIT_MS = 2_000;
const RECONNECT_MS = [100, 500, 1_000, 5_000];

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** PGlite serves one process: in-process delivery is all there is to do. */
export function inProcessChannel(): CacheChannel {
  const events = new EventEmitter();
  return {
    async notify(payload) {
      events.emit('payload', payload);
    },
    async listen(listener) {
      events.on('payload', listener);
    },
    async close() {
      events.removeAllListeners();
    },
  };
}

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to queries), reconnecting with backoff;
 * NOTIFY through the pool. Connected lazily on the first listen, so the import command only sends.
 */
export function postgresChannel(connectionString: string, pool: pg.Pool): CacheChannel {
  const listeners = new Set<(payload: string | null) => void>();
  const echoes = new Map<string, () => void>();
  let client: pg.Client | null = null;
  let started: Promise<void> | null = null;
  let closed = false;

  const deliver = (payload: string | null) => {
    if (payload !== null) echoes.get(payload)?.();
    for (const listener of listeners) listener(payload);
  };

  async function connect(): Promise<void> {
    for (let attempt = 0; !closed; attempt++) {
      const candidate = new pg.Client({ connectionString });
      candidate.on('notification', (message) => {
        if (message.channel === CACHE_CHANNEL) deliver(message.payload ?? '');
      });
      candidate.on('error', () => lost(candidate));
      candidate.on('end', () => lost(candidate));
      try {
        await candidate.connect();
        await candidate.query(`listen ${CACHE_CHANNEL}`);
        if (closed) {
          await candidate.end();
          return;
        }
        client = candidate;
        // Whatever was sent while nobody listened is lost: listeners start over.
        deliver(null);
        return;
      } catch {
        candidate.end().catch(() => {});
        await delay(RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)]);
      }
    }
  }

  function lost(candidate: pg.Client) {
    if (client !== candidate) return;
    client = null;
    candidate.end().catch(() => {});
    if (!closed) started = connect();
  }

  return {
    async notify(payload) {
      const heard = client
        ? new Promise<void>((resolve) => {
            echoes.set(payload, resolve);
            delay(ECHO_WAIT_MS).then(resolve);
          })
        : null;
      try {
        await pool.query('select pg_notify($1, $2)', [CACHE_CHANNEL, payload]);
        await heard;
      } finally {
        echoes.delete(payload);
      }
    },
    async listen(listener) {
      listeners.add(listener);
      started ??= connect();
      await Promise.race([started, delay(FIRST_LISTEN_WAIT_MS)]);
    },
    async close() {
      closed = true;
      listeners.clear();
      const open = client;
      client = null;
      await open?.end().catch(() => {});
    },
  };
}
