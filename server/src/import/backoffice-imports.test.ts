import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ImportJob } from '@kp/contract/rabatt-backoffice';
import { asc, eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  concessionDocuments,
  consumptionValues,
  contracts,
  feedInValues,
  importJobs,
} from '../db/schema/index.ts';
import type { FileStore } from '../files/store.ts';
import { setupTestApp } from '../test/app.ts';
import { buildCommune } from '../test/factories.ts';
import { buildUserKinds } from '../test/user-kinds.ts';
import { runningImports, sweepImportFolders } from './backoffice-imports.ts';
import { importTestDatabase } from './import-factories.ts';
import { runImport, watchingWrites } from './run.ts';

const EXAMPLES = path.resolve(import.meta.dirname, '../../../docs/import-examples');
const { app, db } = await setupTestApp();
const kinds = await buildUserKinds(db);
const viersen = await buildCommune(db, { name: 'Viersen' });
await buildCommune(db, { name: 'Brüggen' });
// The command's way, on a database of its own with the same communes.
const cli = await importTestDatabase();

function upload(kind: string, body: Buffer | string, fileName: string, who: keyof typeof kinds = 'admin') {
  const cookie = kinds[who].cookie;
  return app.inject({
    method: 'POST',
    url: `/api/backoffice/imports/${kind}?fileName=${encodeURIComponent(fileName)}`,
    payload: body,
    headers: { 'content-type': 'application/octet-stream', ...(cookie ? { cookie } : {}) },
  });
}

/** Uploads, waits for the run and reads the job as the screen polls it. */
async function importAndWait(kind: string, body: Buffer | string, fileName: string): Promise<ImportJob> {
  const res = await upload(kind, body, fileName);
  expect(res.statusCode, res.body).toBe(202);
  const started = res.json() as ImportJob;
  expect(started.phase).toBe('empfangen');
  await runningImports.get(started.id);
  const polled = await app.inject({
    method: 'GET',
    url: `/api/backoffice/imports/${started.id}`,
    headers: { cookie: kinds.admin.cookie as string },
  });
  expect(polled.statusCode).toBe(200);
  return polled.json();
}

const consumptionOf = (database: typeof db, communeId: number) =>
  database
    .select({
      year: consumptionValues.year,
      tariff: consumptionValues.tariff,
      sector: consumptionValues.sector,
      mwh: consumptionValues.mwh,
    })
    .from(consumptionValues)
    .where(eq(consumptionValues.communeId, communeId))
    .orderBy(asc(consumptionValues.tariff), asc(consumptionValues.sector));

describe('imports in the back office', () => {
  it('are for admins only', async () => {
    for (const who of ['editor', 'employee', 'communeAllFlags'] as const) {
      const res = await upload('consumption', 'x', 'verbrauch.csv', who);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('admins_only');
    }
    expect((await upload('consumption', 'x', 'verbrauch.csv', 'anonymous')).statusCode).toBe(401);
  });

  it('consumption: the same report and the same rows as the command', async () => {
    const file = path.join(EXAMPLES, 'verbrauch.csv');
    const job = await importAndWait('consumption', fs.readFileSync(file), 'verbrauch.csv');
    const command = await runImport('consumption', file, cli.db, {} as FileStore);
    expect(command.ok).toBe(true);
    expect(job).toMatchObject({
      kind: 'consumption',
      phase: 'fertig',
      fileName: 'verbrauch.csv',
      lines: command.summary,
    });
    expect(job.finishedAt).not.toBeNull();
    expect(await consumptionOf(db, viersen.id)).toEqual(await consumptionOf(cli.db, cli.viersen));
    expect((await db.select().from(feedInValues)).length).toBe(4);
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, job.id));
    expect(audit.map((a) => [a.action, a.resource])).toEqual([['import', 'import-consumption']]);

    // The same file again: the same values, nothing added.
    const again = await importAndWait('consumption', fs.readFileSync(file), 'verbrauch.csv');
    expect(again.phase).toBe('fertig');
    expect(await consumptionOf(db, viersen.id)).toEqual(await consumptionOf(cli.db, cli.viersen));
  });

  it('a bad file: every bad row as the command prints it, and nothing written', async () => {
    const bad =
      'art;kommune;jahr;energietraeger;sektor;tarif;quelle;mwh\nVerbrauch;Viersen;2024;Strom;Industrie;Allgemeiner Bedarf;;270611.5\nVerbrauch;Atlantis;2024;Strom;Industrie;Allgemeiner Bedarf;;1\n';
    const before = (await db.select().from(consumptionValues)).length;
    const job = await importAndWait('consumption', bad, 'kaputt.csv');
    expect(job.phase).toBe('fehler');
    expect(job.lines).toEqual([
      "Zeile 2, Spalte mwh: '270611.5' hat einen Dezimalpunkt; im deutschen Format steht ein Komma (270611,5)",
      "Zeile 3: Kommune 'Atlantis' ist nicht bekannt",
      'Nichts importiert: 2 Fehler in kaputt.csv.',
    ]);
    expect((await db.select().from(consumptionValues)).length).toBe(before);
  });

  it('contracts from the JSON file, as the command reports them', async () => {
    const job = await importAndWait(
      'contracts',
      fs.readFileSync(path.join(EXAMPLES, 'vertraege.json')),
      'vertraege.json',
    );
    expect(job.phase).toBe('fertig');
    expect(job.lines).toEqual([
      'Verträge: 3 eingelesen (3 neu, 0 aktualisiert).',
      "1 Einträge mit anderem Status als aktiv / nicht aktiv übersprungen ('in Vorbereitung': 1).",
    ]);
    expect((await db.select().from(contracts)).length).toBe(3);
    const again = await importAndWait(
      'contracts',
      fs.readFileSync(path.join(EXAMPLES, 'vertraege.json')),
      'vertraege.json',
    );
    expect(again.lines[0]).toBe('Verträge: 3 eingelesen (0 neu, 3 aktualisiert).');
    expect((await db.select().from(contracts)).length).toBe(3);
  });

  it('documents from a ZIP of the CSV and its PDF files; a ZIP without a CSV or with a bad path is refused', async () => {
    const read = (name: string) => new Uint8Array(fs.readFileSync(path.join(EXAMPLES, name)));
    const zip = zipSync({
      'dokumente.csv': read('dokumente.csv'),
      dateien: {
        'testat-strom-2025-viersen.pdf': read('dateien/testat-strom-2025-viersen.pdf'),
        'vorauszahlung-gas-2026-brueggen.pdf': read('dateien/vorauszahlung-gas-2026-brueggen.pdf'),
      },
    });
    const job = await importAndWait('documents', Buffer.from(zip), 'dokumente.zip');
    expect(job.phase, job.lines.join('\n')).toBe('fertig');
    expect(job.lines[0]).toBe('Dokumente: 2 eingelesen (2 neu, 0 aktualisiert).');
    expect((await db.select().from(concessionDocuments)).length).toBe(2);

    const noCsv = await importAndWait(
      'documents',
      Buffer.from(zipSync({ 'a.pdf': read('dateien/testat-strom-2025-viersen.pdf') })),
      'x.zip',
    );
    expect(noCsv).toMatchObject({ phase: 'fehler', lines: ['Das ZIP-Archiv enthält keine CSV-Datei.'] });
    const notZip = await importAndWait('documents', 'osid;titel\n', 'x.zip');
    expect(notZip.lines[0]).toMatch(/^Die Datei ist kein gültiges ZIP-Archiv/);
    const missingPdf = await importAndWait(
      'documents',
      Buffer.from(zipSync({ 'dokumente.csv': read('dokumente.csv') })),
      'nur-csv.zip',
    );
    expect(missingPdf.phase).toBe('fehler');
    expect(missingPdf.lines).toEqual([
      "Zeile 2: datei 'dateien/testat-strom-2025-viersen.pdf' nicht gefunden",
      "Zeile 3: datei 'dateien/vorauszahlung-gas-2026-brueggen.pdf' nicht gefunden",
      'Nichts importiert: 2 Fehler in dokumente.csv.',
    ]);
  });

  it('refuses an empty file, and more than 200 MB with 413 while it streams in, leaving no folder', async () => {
    const empty = await importAndWait('consumption', '', 'leer.csv');
    expect(empty).toMatchObject({ phase: 'fehler', lines: ['Die Datei ist leer.'] });

    const folders = () =>
      fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith(`kp-import-${process.pid}-`));
    const before = folders();
    const jobsBefore = (await db.select().from(importJobs)).length;
    const megabyte = Buffer.alloc(1024 * 1024);
    // No content-length: the bytes are counted as they arrive.
    const res = await app.inject({
      method: 'POST',
      url: '/api/backoffice/imports/consumption?fileName=riesig.csv',
      payload: Readable.from(
        (function* () {
          for (let i = 0; i <= 200; i++) yield megabyte;
        })(),
      ),
      headers: { 'content-type': 'text/csv', cookie: kinds.admin.cookie as string },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Die Anfrage ist zu groß.');
    expect((await db.select().from(importJobs)).length).toBe(jobsBefore);
    expect(folders()).toEqual(before);
  });

  it('lists the recent runs, newest first', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/backoffice/imports',
      headers: { cookie: kinds.admin.cookie as string },
    });
    expect(res.statusCode).toBe(200);
    const jobs = res.json() as ImportJob[];
    expect(jobs.length).toBeGreaterThan(5);
    expect(jobs[0].startedAt >= jobs[jobs.length - 1].startedAt).toBe(true);
  });
});

describe('the phases', () => {
  it('are "schreiben" only once the command opens its transaction, after every row was checked', async () => {
    const events: string[] = [];
    const watched = watchingWrites(cli.db, async () => {
      events.push('schreiben');
    });
    const bad = await runImport(
      'consumption',
      path.join(EXAMPLES, '..', 'import.md'),
      watched,
      {} as FileStore,
    );
    expect(bad.ok).toBe(false);
    expect(events).toEqual([]);
    const good = await runImport(
      'consumption',
      path.join(EXAMPLES, 'verbrauch.csv'),
      watched,
      {} as FileStore,
    );
    expect(good.ok).toBe(true);
    expect(events).toEqual(['schreiben']);
  });
});

// Before, an import cut by SIGTERM or kill -9 left its job in 'schreiben' for good, without an audit
// line, and its upload in /tmp.
describe('an import whose process was cut off', () => {
  const admin = kinds.admin.user as NonNullable<typeof kinds.admin.user>;
  const job = async (heartbeatAgoMs: number) => {
    const [row] = await db
      .insert(importJobs)
      .values({
        id: randomUUID(),
        kind: 'consumption',
        fileName: 'verbrauch.csv',
        phase: 'schreiben',
        userId: admin.id,
        userName: 'Ada Admin',
        heartbeatAt: new Date(Date.now() - heartbeatAgoMs),
      })
      .returning();
    return row;
  };
  const poll = async (id: string) =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/backoffice/imports/${id}`,
        headers: { cookie: kinds.admin.cookie as string },
      })
    ).json() as ImportJob;

  it('is failed once its heartbeat stopped, with an audit line; a running one is left alone', async () => {
    const cut = await job(120_000);
    const running = await job(1_000);
    const shown = await poll(cut.id);
    expect(shown).toMatchObject({ phase: 'fehler' });
    expect(shown.lines[0]).toMatch(/^Der Import wurde abgebrochen, weil der Server beendet wurde/);
    expect(shown.finishedAt).not.toBeNull();
    const [line] = await db.select().from(auditLog).where(eq(auditLog.entityId, cut.id));
    expect(line).toMatchObject({ action: 'import', resource: 'import-consumption', userId: admin.id });
    expect(line.summary).toBe('verbrauch.csv: abgebrochen (Server beendet), nichts importiert');
    expect(await poll(running.id)).toMatchObject({ phase: 'schreiben', finishedAt: null });
  });

  it('leaves no upload folder behind: the next start removes those of dead processes', () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-sweep-test-'));
    try {
      // A pid above Linux's maximum never runs; the parent of this test does; our own pid is a restart's.
      for (const name of [
        'kp-import-99999999-a',
        `kp-import-${process.ppid}-b`,
        `kp-import-${process.pid}-c`,
      ]) {
        fs.mkdirSync(path.join(tmp, name));
        fs.writeFileSync(path.join(tmp, name, 'verbrauch.csv'), 'art;kommune\n');
      }
      fs.mkdirSync(path.join(tmp, 'anderes'));
      expect(sweepImportFolders(tmp).sort()).toEqual(
        ['kp-import-99999999-a', `kp-import-${process.pid}-c`].sort(),
      );
      expect(fs.readdirSync(tmp).sort()).toEqual(['anderes', `kp-import-${process.ppid}-b`]);
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});
