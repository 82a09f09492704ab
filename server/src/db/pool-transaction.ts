import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from './client.ts';

type TransactionConfig = Parameters<Db['transaction']>[1];

/**
 * `db.transaction` for a pool that gives its client back on every path. Drizzle's own sends `begin` before
 * its try/finally, so a `begin` that timed out (a hung database) kept its client checked out for good: with
 * 12 writes during a 20 s hang all 10 connections were gone and the instance answered 503 until a restart.
 * Here a client whose transaction did not end with a commit or a rollback the server confirmed is destroyed,
 * not pooled: its connection may be dead, or still inside the transaction.
 */
export function poolTransaction(pool: pg.Pool, db: Db): Db['transaction'] {
  // The pool's own session holds the dialect, the schema and the options of this database.
  const { dialect, schema, options } = (db as unknown as { session: PoolSession }).session;
  return (async (work: (tx: unknown) => Promise<unknown>, config?: TransactionConfig) => {
    const client = await pool.connect();
    let endedCleanly = false;
    try {
      const session = new NodePgSession(client, dialect as never, schema as never, options as never);
      const tx = new NodePgTransaction(dialect as never, session, schema as never);
      // Drizzle's own wording of isolation level, access mode and deferrable (marked internal in its types).
      const withConfig = tx as unknown as {
        getTransactionConfigSQL(config: TransactionConfig): ReturnType<typeof sql>;
      };
      await tx.execute(sql`begin${config ? sql` ${withConfig.getTransactionConfigSQL(config)}` : undefined}`);
      let result: unknown;
      try {
        result = await work(tx);
      } catch (error) {
        // The work's own error is what the caller needs, whether or not the rollback reached the server.
        await tx.execute(sql`rollback`).then(
          () => {
            endedCleanly = true;
          },
          () => {},
        );
        throw error;
      }
      await tx.execute(sql`commit`);
      endedCleanly = true;
      return result;
    } finally {
      client.release(endedCleanly ? undefined : new Error('Transaktion nicht sauber beendet'));
    }
  }) as Db['transaction'];
}

interface PoolSession {
  dialect: unknown;
  schema: unknown;
  options: unknown;
}
