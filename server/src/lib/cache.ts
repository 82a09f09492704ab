import { randomBytes } from 'node:crypto';
import { cacheChannelOf, type Db } from '../db/client.ts';

/**
 * The server's one cache module (docs/operations.md, "Caches"). Every cache is kept per database, bounded
 * by entries (and by weight where given) with least-recently-used eviction, and goes stale by one rule:
 * its time to live, or an invalidation of one of its entries' topics. `invalidate` applies at once on this
 * instance and reaches every other one through the database's channel (LISTEN/NOTIFY on PostgreSQL).
 *
 * Topics are words like `news`, `documents`, `user:12`, `rabatt:4:2025`; invalidating `rabatt:4` reaches
 * `rabatt:4` and `rabatt:4:2025`, `rabatt` all of them, `*` everything.
 */
export interface CacheOptions<K, V> {
  name: string;
  maxEntries: number;
  ttlMs: number;
  /**
   * For values that are slow to build: once stale (time or invalidation), the previous value is served
   * while one rebuild runs, so no request waits for it. Without it a stale entry is dropped.
   */
  staleWhileRevalidate?: boolean;
  /** The topics of an entry: from its key, and from its value once loaded. */
  topics: (key: K, value?: V) => readonly string[];
  /** With `weightOf`: the total weight kept (e.g. rows or bytes), besides maxEntries. */
  maxWeight?: number;
  weightOf?: (value: V) => number;
}

interface Entry<V> {
  value?: { current: V };
  /** The first load, or a rebuild in the background. */
  pending: Promise<V> | null;
  loadedAt: number;
  stale: boolean;
  topics: readonly string[];
  weight: number;
  /** Starts a rebuild with the latest load function. */
  rebuild?: () => Promise<V>;
}

interface Store<K, V> {
  options: CacheOptions<K, V>;
  entries: Map<K, Entry<V>>;
  weight: number;
}

/** What one database's caches share: the invalidations seen lately, so a load that raced one is not kept. */
interface DbState {
  stores: Map<Cache<unknown, unknown>, Store<unknown, unknown>>;
  /** Tells this instance's own notifications from those of others. */
  origin: string;
  sent: number;
  /** Counts invalidations; `log` holds the latest with their number. */
  version: number;
  log: { version: number; topics: readonly string[] }[];
  /** Until the channel listens, the first load waits (briefly): a change in that gap would be missed. */
  ready: Promise<void> | null;
  listening: boolean;
}

const LOG_SIZE = 256;
/**
 * While the channel has lost its listening connection, an entry is fresh for at most this long: another
 * instance's invalidations cannot arrive, so the database is asked again (on reconnect all are dropped).
 */
export const UNHEARD_TTL_MS = 1_000;
const states = new WeakMap<Db, DbState>();

function stateOf(db: Db): DbState {
  let state = states.get(db);
  if (!state) {
    state = {
      stores: new Map(),
      origin: randomBytes(6).toString('base64url'),
      sent: 0,
      version: 0,
      log: [],
      ready: null,
      listening: false,
    };
    states.set(db, state);
  }
  return state;
}

/** Starts listening the first time a cache of this database is read (not for a process that only writes). */
function listeningState(db: Db): DbState {
  const state = stateOf(db);
  if (!state.listening) {
    state.listening = true;
    const channel = cacheChannelOf(db);
    if (channel) {
      const current = state;
      state.ready = channel
        .listen((payload) => fromChannel(current, payload))
        .finally(() => {
          current.ready = null;
        });
    }
  }
  return state;
}

const matches = (topic: string, topics: readonly string[]) =>
  topic === '*' || topics.some((own) => own === topic || own.startsWith(`${topic}:`));

/** Whether an invalidation since `version` reaches these topics; unknown (log overrun) counts as yes. */
function invalidatedSince(state: DbState, version: number, topics: readonly string[]) {
  if (state.version === version) return false;
  const oldest = state.log[0]?.version ?? state.version + 1;
  if (oldest > version + 1) return true;
  return state.log.some((item) => item.version > version && item.topics.some((t) => matches(t, topics)));
}

export class Cache<K, V> {
  readonly options: CacheOptions<K, V>;

  constructor(options: CacheOptions<K, V>) {
    this.options = options;
  }

  #store(state: DbState): Store<K, V> {
    let store = state.stores.get(this as Cache<unknown, unknown>) as Store<K, V> | undefined;
    if (!store) {
      store = { options: this.options, entries: new Map(), weight: 0 };
      state.stores.set(this as Cache<unknown, unknown>, store as Store<unknown, unknown>);
    }
    return store;
  }

  /** The value for the key: kept, or loaded once however many ask at the same time. A failed load is not kept. */
  get(db: Db, key: K, load: () => Promise<V>): Promise<V> {
    const state = listeningState(db);
    if (state.ready) return state.ready.then(() => this.get(db, key, load));
    const store = this.#store(state);
    const entry = store.entries.get(key);
    if (entry) {
      // Most recently used last: a Map keeps insertion order.
      store.entries.delete(key);
      store.entries.set(key, entry);
      if (!entry.value) return entry.pending as Promise<V>;
      const ttlMs =
        cacheChannelOf(db)?.isListening() === false
          ? Math.min(this.options.ttlMs, UNHEARD_TTL_MS)
          : this.options.ttlMs;
      const fresh = !entry.stale && Date.now() - entry.loadedAt < ttlMs;
      if (fresh) return Promise.resolve(entry.value.current);
      if (this.options.staleWhileRevalidate) {
        if (!entry.pending) rebuild(state, store, key, entry, load).catch(() => {});
        return Promise.resolve(entry.value.current);
      }
      remove(store, key);
    }
    const created: Entry<V> = {
      pending: null,
      loadedAt: 0,
      stale: false,
      topics: this.options.topics(key),
      weight: 0,
    };
    store.entries.set(key, created);
    evict(store, key);
    return rebuild(state, store, key, created, load);
  }

  /** Entries kept for this database, for tests. */
  size(db: Db): number {
    return states.get(db)?.stores.get(this as Cache<unknown, unknown>)?.entries.size ?? 0;
  }
}

export function createCache<K, V>(options: CacheOptions<K, V>): Cache<K, V> {
  return new Cache(options);
}

function remove<K, V>(store: Store<K, V>, key: K) {
  const entry = store.entries.get(key);
  if (!entry) return;
  store.weight -= entry.weight;
  store.entries.delete(key);
}

/** Drops the least recently used entries (never `keep`) until the bounds hold. */
function evict<K, V>(store: Store<K, V>, keep: K) {
  const { maxEntries, maxWeight = Number.POSITIVE_INFINITY } = store.options;
  for (const key of store.entries.keys()) {
    if (store.entries.size <= maxEntries && store.weight <= maxWeight) break;
    if (key !== keep) remove(store, key);
  }
}

/** Loads an entry's value (first load, or a rebuild behind a stale value). */
function rebuild<K, V>(
  state: DbState,
  store: Store<K, V>,
  key: K,
  entry: Entry<V>,
  load: () => Promise<V>,
): Promise<V> {
  const startedAt = state.version;
  const pending = load().then(
    (value) => {
      if (entry.pending === pending) entry.pending = null;
      if (store.entries.get(key) !== entry) return value;
      const topics = store.options.topics(key, value);
      if (invalidatedSince(state, startedAt, topics)) {
        // Loaded before a change was known: the callers who asked meanwhile get it, later ones do not.
        if (!store.options.staleWhileRevalidate) {
          remove(store, key);
          return value;
        }
        entry.stale = true;
      } else {
        entry.stale = false;
      }
      entry.value = { current: value };
      entry.loadedAt = Date.now();
      entry.topics = topics;
      const weight = store.options.weightOf?.(value) ?? 0;
      store.weight += weight - entry.weight;
      entry.weight = weight;
      evict(store, key);
      if (entry.stale) rebuild(state, store, key, entry, load).catch(() => {});
      return value;
    },
    (error: unknown) => {
      if (entry.pending === pending) entry.pending = null;
      // A failed rebuild keeps serving the previous value; a failed first load is forgotten.
      if (!entry.value && store.entries.get(key) === entry) remove(store, key);
      throw error;
    },
  );
  entry.pending = pending;
  entry.rebuild = () => rebuild(state, store, key, entry, load);
  return pending;
}

async function settled<V>(entry: Entry<V>) {
  while (entry.pending) await entry.pending.catch(() => {});
}

/** Applies an invalidation on this instance; resolves when the rebuilds it started are done. */
function applyLocally(state: DbState, topics: readonly string[]): Promise<unknown> {
  state.version++;
  state.log.push({ version: state.version, topics });
  if (state.log.length > LOG_SIZE) state.log.shift();
  const rebuilds: Promise<unknown>[] = [];
  for (const store of state.stores.values()) {
    for (const [key, entry] of store.entries) {
      if (!topics.some((topic) => matches(topic, entry.topics))) continue;
      if (!store.options.staleWhileRevalidate || !entry.value) {
        // A first load still running is dropped too; its callers get what it finds.
        remove(store, key);
        continue;
      }
      entry.stale = true;
      // A rebuild already running started before this change: its result is checked against the log and
      // rebuilt once more, so wait for the last one.
      if (!entry.pending) entry.rebuild?.().catch(() => {});
      rebuilds.push(settled(entry));
    }
  }
  return Promise.all(rebuilds);
}

function fromChannel(state: DbState, payload: string | null) {
  if (payload === null) {
    applyLocally(state, ['*']);
    return;
  }
  const bar = payload.indexOf('|');
  if (bar >= 0 && payload.slice(0, bar).startsWith(`${state.origin}.`)) return;
  const topics = payload
    .slice(bar + 1)
    .split(/\s+/)
    .filter((topic) => topic !== '');
  if (topics.length > 0) applyLocally(state, topics);
}

const TOPIC = /^[\w:*.-]+$/;

/**
 * Call after every write that changes what a cache holds, once it is committed: this instance's entries of
 * those topics go at once (slow ones are rebuilt behind the previous value, and the returned promise waits
 * for those rebuilds, so the writer reads its own write), and every other instance is told.
 */
export async function invalidate(db: Db, ...topics: string[]): Promise<void> {
  for (const topic of topics) {
    if (!TOPIC.test(topic)) throw new Error(`Ungültiges Cache-Thema: ${topic}`);
  }
  const state = stateOf(db);
  const rebuilt = applyLocally(state, topics);
  const channel = cacheChannelOf(db);
  // A lost notification costs others at most their time to live; the write itself has been done.
  const told = channel?.notify(`${state.origin}.${++state.sent}|${topics.join(' ')}`).catch(() => {});
  await Promise.all([rebuilt, told]);
}
