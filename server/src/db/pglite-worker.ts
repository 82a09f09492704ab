// PGlite in a worker thread (docs/decisions/018-pglite-off-the-request-thread.md). PGlite runs PostgreSQL
// compiled to WebAssembly on the thread that calls it; in the HTTP thread every query waited behind all
// other work and all other work behind every query. This module is both sides: `openPgliteWorker` starts
// the worker and returns a client with the part of PGlite's interface drizzle-orm/pglite uses (`query`,
// `exec`, `transaction`); loaded as the worker, it opens PGlite and answers those calls.
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { PGlite, Results, Transaction } from '@electric-sql/pglite';

interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
}

type Request =
  | {
      id: number;
      op: 'query';
      tx?: number;
      sql: string;
      params?: unknown[];
      rowMode?: 'array' | 'object';
      raw?: number[];
    }
  | { id: number; op: 'exec'; tx?: number; sql: string }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' };

type Reply = { id: number; result?: unknown; error?: SerializedError };

/** An error as it crosses threads: structured clone keeps only name and message, not PostgreSQL's code. */
type SerializedError = { name: string; message: string; stack?: string; props: Record<string, unknown> };

const WORKER_MARK = 'kp-pglite-worker';

/** The client drizzle-orm/pglite is given: the calls it makes, answered by the worker. */
export interface PgliteWorkerClient {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Array<Results>>;
  transaction<T>(fn: (tx: Pick<PgliteWorkerClient, 'query' | 'exec'>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Raised for calls the worker can no longer answer; class 08 (connection exception), so callers get 503. */
class WorkerGoneError extends Error {
  code = '08006';
}

/**
 * Drizzle passes parsers that return the text unchanged (timestamps, dates, intervals and their arrays
 * stay strings); functions cannot cross threads, so the worker is told the type ids and does the same.
 * Any other parser would be silently dropped, so it is refused.
 */
const rawTypeIds = new WeakMap<object, number[]>();
function rawTypesOf(parsers: QueryOptions['parsers']): number[] | undefined {
  if (!parsers) return undefined;
  let ids = rawTypeIds.get(parsers);
  if (!ids) {
    ids = Object.entries(parsers).map(([id, parse]) => {
      const probe = '2001-02-03 04:05:06';
      if (parse(probe, Number(id)) !== probe)
        throw new Error(`PGlite worker: parser for type ${id} not supported`);
      return Number(id);
    });
    rawTypeIds.set(parsers, ids);
  }
  return ids;
}

/** PGlite with the extensions the migrations create, on the calling thread; loaded only where it runs. */
export async function createPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<PGlite> {
  const [{ PGlite }, { pg_trgm }, { unaccent }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
  ]);
  return PGlite.create(dataDir, { extensions: { pg_trgm, unaccent }, loadDataDir });
}

/** Starts PGlite in a worker on `dataDir` (undefined: in memory); resolves once it is open. */
export async function openPgliteWorker(dataDir: string | undefined): Promise<PgliteWorkerClient> {
  // The same file as this module, whether it runs as TypeScript or as built JavaScript.
  const worker = new Worker(new URL(import.meta.url), { workerData: { mark: WORKER_MARK, dataDir } });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let gone: Error | null = null;

  // The worker keeps the process alive only while an answer is awaited, as an in-thread PGlite would.
  worker.unref();
  const settle = (id: number) => {
    const call = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    return call;
  };
  worker.on('message', (reply: Reply) => {
    const call = settle(reply.id);
    if (!call) return;
    if (reply.error) call.reject(deserializeError(reply.error));
    else call.resolve(reply.result);
  });
  const fail = (error: Error) => {
    gone ??= error;
    for (const id of [...pending.keys()]) settle(id)?.reject(gone);
  };
  worker.on('error', (error) => fail(new WorkerGoneError(`PGlite-Worker abgestürzt: ${error.message}`)));
  worker.on('exit', (code) => fail(new WorkerGoneError(`PGlite-Worker beendet (Code ${code})`)));

  const call = <T>(request: Omit<Request, 'id'>): Promise<T> => {
    if (gone) return Promise.reject(gone);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      if (pending.size === 1) worker.ref();
      worker.postMessage({ ...request, id });
    });
  };

  const clientFor = (tx?: number) => ({
    query: <T>(sql: string, params?: unknown[], options?: QueryOptions) =>
      call<Results<T>>({
        op: 'query',
        tx,
        sql,
        params,
        rowMode: options?.rowMode,
        raw: rawTypesOf(options?.parsers),
      } as Request),
    exec: (sql: string) => call<Array<Results>>({ op: 'exec', tx, sql } as Request),
  });

  // The first call waits for PGlite to open; an error opening it (a damaged folder) is raised here.
  try {
    await call({ op: 'exec', sql: 'select 1' } as Request);
  } catch (error) {
    await worker.terminate();
    throw error;
  }

  return {
    ...clientFor(),
    async transaction(fn) {
      const tx = await call<number>({ op: 'begin' } as Request);
      let result: Awaited<ReturnType<typeof fn>>;
      try {
        result = await fn(clientFor(tx));
      } catch (error) {
        await call({ op: 'end', tx, commit: false } as Request).catch(() => {});
        throw error;
      }
      await call({ op: 'end', tx, commit: true } as Request);
      return result;
    },
    async close() {
      if (gone) return;
      // PGlite has written everything once its close is answered; terminate, since PGlite's Emscripten
      // runtime keeps the worker's event loop alive.
      await call({ op: 'close' } as Request).catch(() => {});
      gone = new WorkerGoneError('PGlite-Worker geschlossen');
      await worker.terminate();
    },
  };
}

function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), props: {} };
  const props: Record<string, unknown> = {};
  // PostgreSQL's fields (code, detail, constraint, table, …) are own properties of PGlite's DatabaseError.
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) props[key] = value;
  }
  return { name: error.name, message: error.message, stack: error.stack, props };
}

function deserializeError(serialized: SerializedError): Error {
  const error = Object.assign(new Error(serialized.message), serialized.props);
  error.name = serialized.name;
  // The worker's stack says where PGlite failed; the caller's own stack is kept after it.
  if (serialized.stack)
    error.stack = `${serialized.stack}\n    --- in the worker, called from ---\n${error.stack}`;
  return error;
}

/** The worker's side: opens PGlite and answers the client's calls, as many at once as PGlite's locks allow. */
async function serve(dataDir: string | undefined) {
  const port = parentPort;
  if (!port) return;
  const opening = createPglite(dataDir);
  /** Open transactions: PGlite's handle and how to end it (true: commit), set once BEGIN has run. */
  const open = new Map<number, { handle: Transaction; end: (commit: boolean) => void }>();
  /** Settles when PGlite has committed or rolled back (rejects when COMMIT fails). */
  const finished = new Map<number, Promise<void>>();
  let nextTx = 1;
  const identity = (value: string) => value;

  const answer = async (request: Request): Promise<unknown> => {
    const db: PGlite = await opening;
    switch (request.op) {
      case 'close':
        await db.close();
        return null;
      case 'begin': {
        const tx = nextTx++;
        // PGlite holds its transaction lock until the callback returns, i.e. until `end`; other calls wait.
        return new Promise<number>((begun, failed) => {
          let entered = false;
          const done = db.transaction(async (handle) => {
            entered = true;
            const commit = await new Promise<boolean>((end) => {
              open.set(tx, { handle, end });
              begun(tx);
            });
            if (!commit) await handle.rollback();
          });
          finished.set(tx, done);
          done.catch((error) => {
            if (!entered) failed(error);
          });
        });
      }
      case 'end': {
        const transaction = open.get(request.tx);
        const done = finished.get(request.tx);
        if (!transaction || !done) throw new Error(`PGlite worker: no open transaction ${request.tx}`);
        open.delete(request.tx);
        finished.delete(request.tx);
        transaction.end(request.commit);
        await done;
        return null;
      }
    }
    const target = request.tx === undefined ? db : open.get(request.tx)?.handle;
    if (!target) throw new Error(`PGlite worker: no open transaction ${request.tx}`);
    if (request.op === 'exec') return strip(await target.exec(request.sql));
    const parsers = request.raw ? Object.fromEntries(request.raw.map((id) => [id, identity])) : undefined;
    return strip(await target.query(request.sql, request.params, { rowMode: request.rowMode, parsers }));
  };

  port.on('message', (request: Request) => {
    answer(request).then(
      (result) => {
        port.postMessage({ id: request.id, result } satisfies Reply);
      },
      (error) => port.postMessage({ id: request.id, error: serializeError(error) } satisfies Reply),
    );
  });
}

/** Only what drizzle reads; `blob` (COPY … TO) is not used. */
function strip<T extends Results | Results[]>(result: T): T {
  if (Array.isArray(result)) return result.map((r) => strip(r)) as T;
  const { rows, fields, affectedRows } = result as Results;
  return { rows, fields, affectedRows } as T;
}

if (!isMainThread && (workerData as { mark?: string } | null)?.mark === WORKER_MARK) {
  await serve((workerData as { dataDir?: string }).dataDir);
}
