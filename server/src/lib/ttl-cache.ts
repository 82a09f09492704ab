import type { Db } from '../db/client.ts';

/** Values kept for a short time; a load that fails is not kept. */
export class TtlCache<K, V> {
  readonly #entries = new Map<K, { at: number; value: Promise<V> }>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;

  constructor(ttlMs: number, maxEntries = 10_000) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
  }

  get(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.#entries.get(key);
    if (hit && Date.now() - hit.at < this.#ttlMs) return hit.value;
    if (this.#entries.size >= this.#maxEntries) this.#entries.clear();
    const value = load();
    this.#entries.set(key, { at: Date.now(), value });
    value.catch(() => this.#entries.delete(key));
    return value;
  }

  delete(key: K) {
    this.#entries.delete(key);
  }

  clear() {
    this.#entries.clear();
  }
}

/** One cache per database, so test files with their own database never share entries. */
export function cachePerDatabase<K, V>(ttlMs: number, maxEntries?: number) {
  const caches = new WeakMap<Db, TtlCache<K, V>>();
  return (db: Db) => {
    let cache = caches.get(db);
    if (!cache) {
      cache = new TtlCache<K, V>(ttlMs, maxEntries);
      caches.set(db, cache);
    }
    return cache;
  };
}
