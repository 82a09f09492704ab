import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type CacheChannel, inProcessChannel, postgresChannel } from './cache-channel.ts';
import { createPglite, openPgliteWorker, type PgliteWorkerClient } from './pglite-worker.ts';
import { poolTransaction } from './pool-transaction.ts';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Applies the migrations; `then` (the demo seed) runs after them under the same lock, on a connection
   * without the statement timeout, so instances starting together on one empty database do not race.
   */
  migrate(then?: (db: Db) => Promise<void>): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Cache invalidations between instances (lib/cache.ts). */
  channel: CacheChannel;
  /** PGlite only: the data directory as a tar, for `loadDataDir` (tests copy one seeded database). */
  dumpDataDir?(): Promise<Blob>;
}

const channels = new WeakMap<Db, CacheChannel>();
/** The invalidation channel of an open database; none for a Db made elsewhere. */
export const cacheChannelOf = (db: Db) => channels.get(db);

const migrationsFolder = path.join(import.meta.dirname, 'migrations');
/** Serialises migrations when several instances start at once against one PostgreSQL. */
const MIGRATION_LOCK = 7_441_001;
/** Far longer than any transaction of the portal stays idle between two statements (an import's parsing). */
const IDLE_IN_TRANSACTION_MS = 60_000;

/**
 * PostgreSQL when a URL is given, otherwise the embedded PGlite: in `dataDir/pglite`,
 * or in memory when dataDir is 'memory://'.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /**
   * Connect, statement and read timeout; without one a hung server would hang every request. The server
   * sets it (DATABASE_TIMEOUT_MS); scripts and tests that load bulk data leave it out: no timeout.
   */
  timeoutMs?: number;
  /**
   * Where errors of broken connections go, idle or checked out (a pooled connection is replaced on next use;
   * the query or transaction on a checked-out one fails on its own and answers 503).
   */
  onConnectionError?: (error: Error) => void;
  /**
   * PGlite in a worker thread, so queries do not wait behind requests nor requests behind queries
   * (docs/decisions/018-pglite-off-the-request-thread.md). Default: PGLITE_WORKER=1 or 0 if set, else
   * yes for a data folder and no for an in-memory database (the tests, many of them open one each).
   */
  pgliteWorker?: boolean;
  /** PGlite only: start from this dump of a data directory (`dumpDataDir()`), e.g. a seeded copy in tests. */
  loadDataDir?: Blob;
  /** PGlite only: the worker `startPgliteWorker` began opening for this data folder. */
  started?: Promise<PgliteWorkerClient>;
}): Promise<Database> {
  if (options.databaseUrl) {
    const timeoutMs = options.timeoutMs ?? 0;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(timeoutMs > 0
        ? {
            connectionTimeoutMillis: timeoutMs,
            statement_timeout: timeoutMs,
            query_timeout: timeoutMs,
            // A transaction left open by a connection the server still believes in (its client gone
            // during a hang) would hold its locks; the server ends it.
            idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_MS,
          }
        : {}),
    });
    // A connection can break at any time (server restart, failover, a backend terminated). pg then emits
    // 'error' on its client; the pool listens only while the client is idle, and an 'error' nobody listens
    // to ends the process. So every client gets a listener for its whole life. Logged, not thrown: the
    // query or transaction on it fails on its own (503).
    const onConnectionError = (error: Error) => options.onConnectionError?.(error);
    pool.on('error', onConnectionError);
    pool.on('connect', (client) => client.on('error', onConnectionError));
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    db.transaction = poolTransaction(pool, db);
    const channel = postgresChannel(options.databaseUrl, pool);
    channels.set(db, channel);
    return {
      db,
      kind: 'postgres',
      channel,
      async migrate(then) {
        // A connection of its own without statement timeout: migrations and the seed may take longer,
        // and waiting for another instance's lock is expected.
        const client = new pg.Client({
          connectionString: options.databaseUrl,
          connectionTimeoutMillis: timeoutMs,
        });
        client.on('error', onConnectionError);
        await client.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await client.query('create extension if not exists pg_trgm');
          await client.query('create extension if not exists unaccent');
          const locked = drizzleNodePg(client, { schema });
          await migrateNodePg(locked, { migrationsFolder });
          await then?.(locked as unknown as Db);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
          await client.end().catch(() => {});
        }
      },
      async ping() {
        // Shorter than the calls' timeout, so a load balancer hears of a hung database first.
        // pg reads query_timeout from the query too; its types only know it on the client.
        await pool.query({
          text: 'select 1',
          query_timeout: Math.min(timeoutMs || 2000, 2000),
        } as pg.QueryConfig);
      },
      async close() {
        await channel.close();
        await pool.end();
      },
    };
  }
  const inMemory = options.dataDir === 'memory://';
  const dir = inMemory ? undefined : path.join(options.dataDir, 'pglite');
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const fromEnv = process.env.PGLITE_WORKER;
  const inWorker = options.pgliteWorker ?? (fromEnv === '1' || fromEnv === '0' ? fromEnv === '1' : !inMemory);
  // The worker's client answers the calls drizzle-orm/pglite makes; it is typed as the PGlite it stands for.
  const client = inWorker
    ? ((await (options.started ?? openPgliteWorker(dir))) as unknown as PGlite)
    : await createPglite(dir, options.loadDataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const channel = inProcessChannel();
  channels.set(db, channel);
  return {
    db,
    kind: 'pglite',
    channel,
    async migrate(then) {
      await client.exec('create extension if not exists pg_trgm; create extension if not exists unaccent;');
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
      await then?.(db);
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await channel.close();
      await client.close();
    },
    async dumpDataDir() {
      return client.dumpDataDir('none');
    },
  };
}
