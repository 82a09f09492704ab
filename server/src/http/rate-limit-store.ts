import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type CountRow = { count: number; ttl: number };
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0] & {
  routeInfo?: { method?: string | string[]; url?: string };
};

function answer(counted: Promise<CountRow | undefined>, callback: Callback) {
  counted.then(
    (row) => callback(null, { current: Number(row?.count ?? 0), ttl: Number(row?.ttl ?? 0) }),
    (error: Error) => callback(error),
  );
}

/** Both drivers answer with rows; Drizzle's type for execute does not say so. */
async function firstRow(db: Db, query: SQL): Promise<CountRow | undefined> {
  const result = (await db.execute(query)) as unknown as { rows: CountRow[] };
  return result.rows[0];
}

/** How often each instance deletes windows that have ended. */
const PRUNE_EVERY_MS = 60_000;

/**
 * A store for @fastify/rate-limit in PostgreSQL, so a limit holds across all instances: one row per key
 * and fixed window, counted by an atomic upsert. Windows follow the database's clock, not the instances'.
 */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let lastPrune = 0;
  const prune = () => {
    if (Date.now() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = Date.now();
    db.execute(sql`delete from rate_limits where expires_at < now()`).catch(() => {
      lastPrune = 0;
    });
  };

  class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;
    constructor(_options: unknown, prefix = '') {
      this.prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      prune();
      const window = Math.max(1, Math.trunc(timeWindow));
      const counted = firstRow(
        db,
        sql`
        with clock as (select (extract(epoch from now()) * 1000)::bigint as now_ms)
        insert into rate_limits as r (key, window_start, count, expires_at)
        select ${this.prefix + key}, now_ms - now_ms % ${window}, 1,
          to_timestamp((now_ms - now_ms % ${window} + ${window}) / 1000.0)
        from clock
        on conflict (key, window_start) do update set count = r.count + 1
        returning r.count, greatest(0, (extract(epoch from r.expires_at - now()) * 1000)::int) as ttl`,
      );
      answer(counted, callback);
    }

    read(key: string, callback: Callback, timeWindow: number) {
      const window = Math.max(1, Math.trunc(timeWindow));
      const counted = firstRow(
        db,
        sql`
        with clock as (select (extract(epoch from now()) * 1000)::bigint as now_ms)
        select r.count, greatest(0, (extract(epoch from r.expires_at - now()) * 1000)::int) as ttl
        from rate_limits r, clock
        where r.key = ${this.prefix + key} and r.window_start = now_ms - now_ms % ${window}`,
      );
      answer(counted, callback);
    }

    /** Each route counts on its own, as in the plugin's own stores. */
    child(routeOptions: ChildOptions) {
      const route = routeOptions.routeInfo?.url
        ? `${routeOptions.routeInfo.method}${routeOptions.routeInfo.url}-`
        : '';
      return new PostgresRateLimitStore(undefined, `${this.prefix}${route}`);
    }
  }
  return PostgresRateLimitStore;
}
