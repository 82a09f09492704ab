import { afterAll, describe, expect, it } from 'vitest';
import { type Database, type Db, openDatabase } from '../db/client.ts';
import { createCache, invalidate } from './cache.ts';

/** Caches only use the Db as a key; a Db without a channel is local. */
const fakeDb = () => ({}) as Db;

/** A load that resolves when told to, counting its calls. */
function controlledLoad<V>() {
  const calls: ((value: V) => void)[] = [];
  return {
    load: () => new Promise<V>((resolve) => calls.push(resolve)),
    calls,
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
let names = 0;
const name = () => `test-${++names}`;

describe('cache: bounds and time to live', () => {
  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const db = fakeDb();
    const cache = createCache<number, number>({
      name: name(),
      maxEntries: 2,
      ttlMs: 60_000,
      topics: () => [],
    });
    let loads = 0;
    const load = (n: number) => async () => {
      loads++;
      return n;
    };
    await cache.get(db, 1, load(1));
    await cache.get(db, 2, load(2));
    await cache.get(db, 1, load(1)); // 1 is now the most recent
    await cache.get(db, 3, load(3)); // evicts 2
    expect(cache.size(db)).toBe(2);
    expect(loads).toBe(3);
    await cache.get(db, 1, load(1));
    expect(loads).toBe(3);
    await cache.get(db, 2, load(2));
    expect(loads).toBe(4);
  });

  it('bounds the total weight', async () => {
    const db = fakeDb();
    const cache = createCache<string, string>({
      name: name(),
      maxEntries: 100,
      maxWeight: 10,
      weightOf: (value) => value.length,
      ttlMs: 60_000,
      topics: () => [],
    });
    await cache.get(db, 'a', async () => 'xxxx');
    await cache.get(db, 'b', async () => 'yyyy');
    await cache.get(db, 'c', async () => 'zzzz');
    expect(cache.size(db)).toBe(2);
  });

  it('shares one load between concurrent callers and forgets a failed load', async () => {
    const db = fakeDb();
    const cache = createCache<string, number>({
      name: name(),
      maxEntries: 10,
      ttlMs: 60_000,
      topics: () => [],
    });
    const { load, calls } = controlledLoad<number>();
    const both = Promise.all([cache.get(db, 'k', load), cache.get(db, 'k', load)]);
    await tick();
    expect(calls).toHaveLength(1);
    calls[0](7);
    expect(await both).toEqual([7, 7]);
    const failing = createCache<string, number>({
      name: name(),
      maxEntries: 10,
      ttlMs: 60_000,
      topics: () => [],
    });
    await expect(failing.get(db, 'k', () => Promise.reject(new Error('kaputt')))).rejects.toThrow('kaputt');
    expect(await failing.get(db, 'k', async () => 3)).toBe(3);
  });

  it('loads again after the time to live', async () => {
    const db = fakeDb();
    const cache = createCache<string, number>({ name: name(), maxEntries: 10, ttlMs: 20, topics: () => [] });
    let n = 0;
    const load = async () => ++n;
    expect(await cache.get(db, 'k', load)).toBe(1);
    expect(await cache.get(db, 'k', load)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await cache.get(db, 'k', load)).toBe(2);
  });

  it('keeps each database apart', async () => {
    const cache = createCache<string, string>({
      name: name(),
      maxEntries: 10,
      ttlMs: 60_000,
      topics: () => [],
    });
    const [a, b] = [fakeDb(), fakeDb()];
    await cache.get(a, 'k', async () => 'a');
    expect(await cache.get(b, 'k', async () => 'b')).toBe('b');
  });
});

describe('cache: invalidation', () => {
  /** Topics as the session cache has them: its key, and the user once loaded. */
  const sessionLikeCache = () =>
    createCache<string, { userId: number }>({
      name: name(),
      maxEntries: 10,
      ttlMs: 60_000,
      topics: (key, value) => [`session:${key}`, ...(value ? [`user:${value.userId}`] : [])],
    });

  it('drops the entries of a topic, its sub-topics, or all with *', async () => {
    const db = fakeDb();
    const cache = createCache<string, string>({
      name: name(),
      maxEntries: 10,
      ttlMs: 60_000,
      topics: (key) => [`rabatt:${key}`],
    });
    for (const key of ['4:2025', '4:2026', '5:2025']) await cache.get(db, key, async () => key);
    await invalidate(db, 'rabatt:4');
    expect(cache.size(db)).toBe(1);
    await invalidate(db, 'rabatt:40');
    expect(cache.size(db)).toBe(1);
    await invalidate(db, '*');
    expect(cache.size(db)).toBe(0);
  });

  it('matches topics taken from the value, such as the user of a session', async () => {
    const db = fakeDb();
    const cache = sessionLikeCache();
    await cache.get(db, 'h1', async () => ({ userId: 1 }));
    await cache.get(db, 'h2', async () => ({ userId: 2 }));
    await invalidate(db, 'user:1');
    expect(cache.size(db)).toBe(1);
    await invalidate(db, 'session:h2');
    expect(cache.size(db)).toBe(0);
  });

  it('does not keep what a load found when an invalidation came while it ran', async () => {
    const db = fakeDb();
    const cache = sessionLikeCache();
    const { load, calls } = controlledLoad<{ userId: number }>();
    const first = cache.get(db, 'h', load);
    await tick();
    // The user is deactivated while the session row is on its way (read before the change).
    await invalidate(db, 'user:9');
    calls[0]({ userId: 9 });
    expect(await first).toEqual({ userId: 9 });
    expect(cache.size(db)).toBe(0);
    const again = cache.get(db, 'h', load);
    await tick();
    expect(calls).toHaveLength(2);
    calls[1]({ userId: 9 });
    await again;
    expect(cache.size(db)).toBe(1);
  });

  it('rejects topics that would not survive the channel', async () => {
    await expect(invalidate(fakeDb(), 'news post')).rejects.toThrow();
    await expect(invalidate(fakeDb(), 'a|b')).rejects.toThrow();
  });
});

describe('cache: stale while revalidate', () => {
  /** A stale-while-revalidate cache of topic `news` whose entry 'k' was loaded once with 1. */
  async function loadedOnce(ttlMs: number) {
    const db = fakeDb();
    const cache = createCache<string, number>({
      name: name(),
      maxEntries: 10,
      ttlMs,
      staleWhileRevalidate: true,
      topics: () => ['news'],
    });
    const { load, calls } = controlledLoad<number>();
    const first = cache.get(db, 'k', load);
    await tick();
    calls[0](1);
    expect(await first).toBe(1);
    return { db, cache, load, calls };
  }

  it('serves the previous value while one rebuild runs after the time to live', async () => {
    const { db, cache, load, calls } = await loadedOnce(20);
    await new Promise((resolve) => setTimeout(resolve, 30));
    // Expired: answered at once with the old value, one rebuild started for all callers.
    expect(await cache.get(db, 'k', load)).toBe(1);
    expect(await cache.get(db, 'k', load)).toBe(1);
    expect(calls).toHaveLength(2);
    calls[1](2);
    await tick();
    expect(await cache.get(db, 'k', load)).toBe(2);
  });

  it('keeps serving the previous value when a rebuild fails', async () => {
    const db = fakeDb();
    const cache = createCache<string, number>({
      name: name(),
      maxEntries: 10,
      ttlMs: 1,
      staleWhileRevalidate: true,
      topics: () => [],
    });
    await cache.get(db, 'k', async () => 1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await cache.get(db, 'k', () => Promise.reject(new Error('weg')))).toBe(1);
    await tick();
    expect(await cache.get(db, 'k', async () => 2)).toBe(1);
    await tick();
    expect(await cache.get(db, 'k', async () => 3)).toBe(2);
  });

  it('rebuilds after an invalidation: readers get the previous value until it is done, the writer waits', async () => {
    const { db, cache, load, calls } = await loadedOnce(60_000);
    let version = 1;
    version = 2;
    let written = false;
    const writer = invalidate(db, 'news').then(() => {
      written = true;
    });
    await tick();
    expect(calls).toHaveLength(2);
    expect(await cache.get(db, 'k', load)).toBe(1);
    expect(written).toBe(false);
    calls[1](version);
    await writer;
    expect(await cache.get(db, 'k', load)).toBe(2);
  });

  it('rebuilds once more when a change came while a rebuild ran', async () => {
    const { db, cache, load, calls } = await loadedOnce(1);
    let version = 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await cache.get(db, 'k', load); // starts a rebuild that reads version 1
    expect(calls).toHaveLength(2);
    version = 2;
    const writer = invalidate(db, 'news');
    calls[1](1); // the rebuild read the old rows
    await tick();
    expect(calls).toHaveLength(3);
    calls[2](version);
    await writer;
    expect(await cache.get(db, 'k', load)).toBe(2);
  });
});

describe('cache: the database channel', () => {
  let database: Database;
  afterAll(async () => {
    await database?.close();
  });

  it('applies invalidations other instances send, and * by hand', { timeout: 60_000 }, async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    const db = database.db;
    const cache = createCache<string, string>({
      name: name(),
      maxEntries: 10,
      ttlMs: 60_000,
      topics: (k) => [k],
    });
    await cache.get(db, 'news', async () => 'n');
    await cache.get(db, 'documents', async () => 'd');
    await database.channel.notify('someone-else.1|documents');
    expect(cache.size(db)).toBe(1);
    // A plain payload, as `NOTIFY kp_cache, '*'` by hand sends it.
    await database.channel.notify('*');
    expect(cache.size(db)).toBe(0);
  });
});
