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
  /** False while the listening connection is lost: notifications of other instances may be missed. */
  isListening(): boolean;
  close(): Promise<void>;
}

/** How long notify waits for its own payload, and listen for the first LISTEN. */
const ECHO_WAIT_MS = 500;
const FIRST_LISTEN_WAIT_MS = 2_000;
const RECONNECT_MS = [100, 250, 500, 1_000];
/**
 * The listening connection asks the server this often, and gives up on it when no answer comes in time:
 * a connection cut without a reset (a dropped NAT or firewall entry, a black hole) never reports an error,
 * and its notifications never come (a change showed on the other instance after 42 s, the next not in 60).
 */
const KEEPALIVE_MS = 2_000;
const KEEPALIVE_TIMEOUT_MS = 2_000;
/** Connecting and LISTEN; a black-holed attempt fails after this and the next one starts. */
const CONNECT_TIMEOUT_MS = 2_000;

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
    isListening: () => true,
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
  let keepAlive: NodeJS.Timeout | undefined;

  const deliver = (payload: string | null) => {
    if (payload !== null) echoes.get(payload)?.();
    for (const listener of listeners) listener(payload);
  };

  async function connect(): Promise<void> {
    for (let attempt = 0; !closed; attempt++) {
      const candidate = new pg.Client({
        connectionString,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        query_timeout: KEEPALIVE_TIMEOUT_MS,
        keepAlive: true,
      });
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
        keepAlive = setInterval(() => {
          candidate.query('select 1').catch(() => lost(candidate));
        }, KEEPALIVE_MS);
        keepAlive.unref();
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
    clearInterval(keepAlive);
    // end() waits for the server's goodbye, which a dead connection never sends.
    (candidate as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
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
    isListening: () => client !== null,
    async close() {
      closed = true;
      clearInterval(keepAlive);
      listeners.clear();
      const open = client;
      client = null;
      await open?.end().catch(() => {});
    },
  };
}
