import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type Config, ConfigError, readConfig } from './config.ts';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';
import { DemoMissingError, loadDemo } from './demo-loader.ts';
import { trackConnections } from './http/connections.ts';

/** A problem at start that a person can fix: printed as it is, without a stack trace. */
class StartError extends Error {}

/**
 * Reads the config, migrates, seeds demo data into an empty database, serves, and shuts down cleanly.
 * The config is checked before the app's modules load, so a bad setting stops the start at once.
 */
export async function main(): Promise<FastifyInstance> {
  const config = readConfig();
  const releaseDataDir = config.DATABASE_URL ? () => {} : lockDataDir(config.dataDir);
  try {
    return await start(config, releaseDataDir);
  } catch (error) {
    releaseDataDir();
    throw error;
  }
}

async function start(config: Config, releaseDataDir: () => void): Promise<FastifyInstance> {
  // The first start takes minutes on a busy machine; a newcomer sees what it is doing.
  if (!config.DATABASE_URL && !fs.existsSync(path.join(config.dataDir, 'pglite')))
    console.log('Datenbank wird eingerichtet …');
  // PGlite opens in its worker thread (its WebAssembly takes seconds of CPU) while this thread loads the
  // app's modules, instead of after them.
  const pgliteDir = path.join(config.dataDir, 'pglite');
  const started =
    config.DATABASE_URL || config.dataDir === 'memory://' || process.env.PGLITE_WORKER === '0'
      ? undefined
      : import('./db/pglite-worker.ts').then(({ openPgliteWorker }) => {
          fs.mkdirSync(pgliteDir, { recursive: true });
          return openPgliteWorker(pgliteDir);
        });
  // Awaited by openDatabase below; until then a failure must not count as unhandled.
  started?.catch(() => {});
  const modules = await Promise.all([
    import('drizzle-orm'),
    import('./app.ts'),
    import('./areas/notifications/index.ts'),
    import('./auth/sessions.ts'),
    import('./db/client.ts'),
    import('./files/portal-store.ts'),
    import('./files/sweep.ts'),
    import('./import/backoffice-imports.ts'),
    import('./mail/transport.ts'),
    import('./mail/worker.ts'),
    import('./reference-data/apply.ts'),
  ]).catch(async (error: unknown) => {
    await started?.then((client) => client.close()).catch(() => {});
    throw error;
  });
  const [
    { sql },
    { buildApp },
    { startNotificationJobs },
    { pruneSessions },
    { openDatabase },
    { fileStoreOf },
    { sweepOrphanFiles },
    { failAbandonedImports, stopImports, sweepImportFolders },
    { createMailTransport },
    { startMailWorker },
    { applyReferenceData },
  ] = modules;
  // The demo workspace, only when asked for: production code imports nothing from it (decision 028).
  const demo = config.SEED_DEMO_DATA ? await loadDemo() : undefined;
  // Errors of broken database connections go to the app's log once it exists.
  let logConnectionError = (error: Error) => console.error(`Datenbankverbindung: ${error.message}`);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    timeoutMs: config.DATABASE_TIMEOUT_MS,
    onConnectionError: (error) => logConnectionError(error),
    started,
  });
  let seeded = false;
  try {
    // The demo data is loaded under the migrations' lock: instances starting together on one empty
    // PostgreSQL database would otherwise both seed it and one would fail on a duplicate key.
    await database.migrate(async (db) => {
      // Communes and registration roles, in every environment (decision 027).
      const applied = await applyReferenceData(db);
      if (applied.length > 0) console.log(`Referenzdaten angelegt: ${applied.join(', ')}`);
      if (!demo) return;
      seeded = await demo.seedIfEmpty(db, (step, steps, label) =>
        console.log(`Demo-Daten werden angelegt … ${step} von ${steps} (${label})`),
      );
      // PGlite has no autovacuum to gather planner statistics; without them the search plans nested loops.
      if (seeded) await db.execute(sql`analyze`);
    });
  } catch (error) {
    await database.close().catch(() => {});
    throw describeDatabaseError(error, config);
  }
  const files = fileStoreOf(config, database);
  // Files no row names, e.g. of an import killed mid-run (docs/decisions/014-private-files.md).
  await sweepOrphanFiles(database.db, files);
  // An import cut by kill -9 left its upload folder and a job that never ends.
  sweepImportFolders();
  await failAbandonedImports(database.db);
  // Also on a database seeded earlier: the demo documents' PDFs live in the file store, not in the seed's
  // transaction, so any that are missing are written now.
  if (seeded) console.log('Demo-Dokumente werden gespeichert …');
  await demo?.ensureFiles(database.db, files);

  const app = await buildApp(config, database, { demoAssetsDir: demo?.assetsDir });
  const connections = trackConnections(app.server);
  logConnectionError = (error) => app.log.warn({ err: error }, 'database connection failed');
  const transport = createMailTransport(config);
  const mailWorker = startMailWorker({ db: database.db, transport, log: app.log });
  // Announces newly published content and sends the daily digests (spec 01 §4, decision 009).
  const notificationJobs = startNotificationJobs({ db: database.db, config, log: app.log });
  const pruning = setInterval(() => {
    pruneSessions(database.db, config).catch((error: unknown) =>
      app.log.warn({ err: error }, 'session pruning failed'),
    );
  }, 15 * 60_000);
  pruning.unref();

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // SIGTERM comes from an orchestrator: first health says 503 so the load balancer stops sending,
    // while this instance still answers everything. Ctrl-C (SIGINT) by a person closes at once.
    const drainMs = signal === 'SIGTERM' ? config.SHUTDOWN_DRAIN_MS : 0;
    app.log.info({ signal, drainMs }, 'shutting down');
    app.startDraining();
    // The mail worker stops claiming at once and gives back what it could not send within 10 s, while
    // requests finish (a mail they queue stays in the outbox for the next start or instance).
    const mailStopped = mailWorker.stop({ deadlineMs: 10_000 });
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
    clearInterval(pruning);
    // Stop taking connections and end each open one when its request is answered or it is quiet (10 s
    // at most), then close the app, the jobs and the worker, then the database.
    await connections.closeGently(10_000);
    await app.close();
    // A running import may finish within 10 s; one cut off later is failed by its heartbeat, with nothing written.
    await stopImports(10_000);
    await notificationJobs.stop();
    await mailStopped;
    transport.close();
    await database.close();
    releaseDataDir();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    {
      url: config.PUBLIC_URL,
      database: database.kind,
      sso: Boolean(config.OIDC_ISSUER),
      devLogin: Boolean(config.DEV_LOGIN_PASSWORD),
    },
    'Kommunalportal läuft',
  );
  // The log above is JSON for machines; this line is for the person who typed `npm start`.
  console.log(`Kommunalportal läuft: ${config.PUBLIC_URL} (Port ${config.PORT}, Adresse ${config.HOST})`);
  return app;
}

const START_DATABASE_ERRORS: Record<string, string> = {
  ECONNREFUSED: 'die Verbindung wurde abgelehnt. Läuft PostgreSQL unter dieser Adresse?',
  ENOTFOUND: 'den Rechner gibt es nicht. Stimmt der Name in DATABASE_URL?',
  EAI_AGAIN: 'der Rechnername ließ sich nicht auflösen. Stimmt der Name in DATABASE_URL?',
  ETIMEDOUT: 'der Rechner antwortet nicht.',
  '28P01': 'Benutzer oder Passwort in DATABASE_URL stimmen nicht.',
  '28000': 'der Benutzer darf sich nicht anmelden.',
  '3D000': 'die Datenbank gibt es nicht. Bitte anlegen (createdb) oder DATABASE_URL anpassen.',
  '42501': 'dem Benutzer fehlen Rechte (für die Migrationen braucht er CREATE auf die Datenbank).',
  '57P03': 'PostgreSQL startet gerade oder fährt herunter. Bitte gleich erneut versuchen.',
};

/** Database errors at start, in German with the host (never the password). */
function describeDatabaseError(error: unknown, config: Config): unknown {
  if (!config.DATABASE_URL) return error;
  const url = new URL(config.DATABASE_URL);
  const where = `${url.hostname}:${url.port || 5432}${url.pathname}`;
  const code = String((error as { code?: unknown }).code ?? '');
  const message = error instanceof Error ? error.message : String(error);
  const reason =
    START_DATABASE_ERRORS[code] ??
    (/timeout/i.test(message)
      ? `keine Antwort innerhalb von ${config.DATABASE_TIMEOUT_MS} ms (DATABASE_TIMEOUT_MS).`
      : undefined);
  // Anything else (a failing migration, say) keeps its own message and stack.
  return reason ? new StartError(`Die Datenbank ${where} ist nicht erreichbar: ${reason}`) : error;
}

/** Runs main; a bad setting or an unreachable database ends the process with its message alone. */
export function run() {
  main().catch((error: unknown) => {
    const known =
      error instanceof ConfigError ||
      error instanceof StartError ||
      error instanceof DataDirLockedError ||
      error instanceof DemoMissingError;
    console.error(known ? error.message : error);
    process.exit(1);
  });
}

if (import.meta.main) run();
