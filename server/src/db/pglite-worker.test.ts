import { DrizzleQueryError, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../http/errors.ts';
import { type Database, openDatabase } from './client.ts';
import { users } from './schema/index.ts';

// PGlite in its worker thread (client.ts uses it for a data folder; the tests' memory:// stays in thread).
const database: Database = await openDatabase({ dataDir: 'memory://', pgliteWorker: true });
await database.migrate();
const { db } = database;
afterAll(() => database.close());

const insertUser = (username: string) =>
  db
    .insert(users)
    .values({ username, email: `${username}@example.org` })
    .returning({ id: users.id });

const rowsOf = async (query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;

/** The longest gap between ticks of a 5 ms timer while `work` runs, and how long `work` took. */
async function longestStall(work: () => Promise<unknown>) {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  const start = performance.now();
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  // A blocked thread never ticks: the gap until now counts too.
  const end = performance.now();
  return { longest: Math.max(longest, end - last), took: end - start };
}

describe('PGlite in a worker thread', () => {
  it('keeps the calling thread free while a query runs', async () => {
    // A query that takes long enough to tell: in the calling thread the timer would not tick at all.
    let rows = 1_000_000;
    let figures = await longestStall(() => db.execute(sql`select sum(g) from generate_series(1, ${rows}) g`));
    while (figures.took < 300 && rows < 64_000_000) {
      rows *= 4;
      figures = await longestStall(() => db.execute(sql`select sum(g) from generate_series(1, ${rows}) g`));
    }
    expect(figures.took).toBeGreaterThan(300);
    expect(figures.longest).toBeLessThan(figures.took / 2);
  });

  it('returns rows with the types drizzle expects', async () => {
    const [{ id }] = await insertUser('typen');
    const [row] = await db.select().from(users).where(eq(users.id, id));
    expect(row.username).toBe('typen');
    // Timestamps arrive as text and are mapped by drizzle, as on the calling thread.
    expect(row.createdAt).toBeInstanceOf(Date);
    const [raw] = await rowsOf(
      sql`select 2::int8 as big, '{"a":[1]}'::jsonb as doc, '\\x0102'::bytea as bytes`,
    );
    expect(raw).toEqual({ big: 2, doc: { a: [1] }, bytes: new Uint8Array([1, 2]) });
  });

  it("keeps PostgreSQL's error fields across the thread", async () => {
    await insertUser('doppelt');
    const error = await insertUser('doppelt').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DrizzleQueryError);
    const cause = (error as DrizzleQueryError).cause as Error & { code?: string; constraint?: string };
    expect(cause.code).toBe('23505');
    expect(cause.constraint).toMatch(/username/);
  });

  it('commits a transaction and rolls back one that throws', async () => {
    await db.transaction(async (tx) => {
      await tx.insert(users).values({ username: 'bleibt', email: 'bleibt@example.org' });
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(users).values({ username: 'weg', email: 'weg@example.org' });
        throw new Error('abgebrochen');
      }),
    ).rejects.toThrow('abgebrochen');
    // A savepoint rolled back inside a committed transaction.
    await db.transaction(async (tx) => {
      await tx.insert(users).values({ username: 'aussen', email: 'aussen@example.org' });
      await tx
        .transaction(async (inner) => {
          await inner.insert(users).values({ username: 'innen', email: 'innen@example.org' });
          inner.rollback();
        })
        .catch(() => {});
    });
    const names = (await db.select({ username: users.username }).from(users)).map((u) => u.username);
    expect(names).toContain('bleibt');
    expect(names).toContain('aussen');
    expect(names).not.toContain('weg');
    expect(names).not.toContain('innen');
  });

  it('lets other calls wait while a transaction is open, as PGlite does on one connection', async () => {
    const [{ id }] = await insertUser('gesperrt');
    const order: string[] = [];
    let outside: Promise<unknown> = Promise.resolve();
    await db.transaction(async (tx) => {
      // Row lock and advisory lock inside the transaction, as the areas and the mail worker take them.
      await tx.select().from(users).where(eq(users.id, id)).for('update');
      await tx.execute(sql`select pg_advisory_xact_lock(4711)`);
      outside = db.execute(sql`select 1`).then(() => order.push('outside'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.update(users).set({ username: 'gesperrt-2' }).where(eq(users.id, id));
      order.push('transaction');
    });
    await outside;
    expect(order).toEqual(['transaction', 'outside']);
    const [lock] = await rowsOf(sql`select pg_try_advisory_lock(4711) as free`);
    expect(lock).toEqual({ free: true });
    await db.execute(sql`select pg_advisory_unlock(4711)`);
  });

  it('answers with a connection error once the worker is gone, so requests get 503', async () => {
    const other = await openDatabase({ dataDir: 'memory://', pgliteWorker: true });
    await other.close();
    const error = await other.db.execute(sql`select 1`).catch((e: unknown) => e);
    expect(isDatabaseUnavailable(error)).toBe(true);
  }, 60_000);
});
