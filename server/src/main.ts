import { sql } from 'drizzle-orm';
import { buildApp } from './app.ts';
import { startNotificationJobs } from './areas/notifications/jobs.ts';
import { pruneSessions } from './auth/sessions.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { fileStoreOf } from './files/store.ts';
import { sweepOrphanFiles } from './files/sweep.ts';
import { createMailTransport } from './mail/transport.ts';
import { startMailWorker } from './mail/worker.ts';
import { ensureDemoDocumentFiles } from './seed/commune-data.ts';
import { isDatabaseEmpty, seedDemoData } from './seed/demo-data.ts';

/** Reads the config, migrates, seeds demo data into an empty database, serves, and shuts down cleanly. */
export async function main() {
  const config = readConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  await database.migrate();
  if (config.SEED_DEMO_DATA && (await isDatabaseEmpty(database.db))) {
    await seedDemoData(database.db);
    // PGlite has no autovacuum to gather planner statistics; without them the search plans nested loops.
    await database.db.execute(sql`analyze`);
  }
  const files = fileStoreOf(config, database);
  // Files no row names, e.g. of an import killed mid-run (docs/decisions/014-private-files.md).
  await sweepOrphanFiles(database.db, files);
  // Also on a database seeded earlier: the demo documents' PDFs live in the file store, not in the seed's
  // transaction, so any that are missing are written now.
  if (config.SEED_DEMO_DATA) await ensureDemoDocumentFiles(database.db, files);

  const app = await buildApp(config, database);
  const transport = createMailTransport(config);
  const mailWorker = startMailWorker({ db: database.db, transport, log: app.log });
  // Announces newly published content and sends the daily digests (spec 01 §4, issue 4).
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
    app.log.info({ signal }, 'shutting down');
    clearInterval(pruning);
    // The mail worker stops claiming at once and gives back what it could not send within 10 s, while
    // running requests finish (a mail they queue stays in the outbox for the next start or instance).
    const mailStopped = mailWorker.stop({ deadlineMs: 10_000 });
    await app.close();
    await notificationJobs.stop();
    await mailStopped;
    transport.close();
    await database.close();
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
  return app;
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
