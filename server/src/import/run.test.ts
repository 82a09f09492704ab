import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { contracts } from '../db/schema/index.ts';
import { buildCommune } from '../test/factories.ts';
import { failureMessage, main } from './run.ts';

// The command as `npm run import` calls it, on an embedded PGlite in a data directory of its own.
const EXAMPLES = path.resolve(import.meta.dirname, '../../../docs/import-examples');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-import-run-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const env = { DATA_DIR: dataDir, INIT_CWD: EXAMPLES, LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv;

function capture() {
  const out = { log: [] as string[], error: [] as string[] };
  return {
    out,
    sink: { log: (line: string) => out.log.push(line), error: (line: string) => out.error.push(line) },
  };
}

describe('npm run import', () => {
  it('explains the call and exits with 2 when called wrongly', async () => {
    for (const args of [
      [],
      ['contracts'],
      ['verträge', 'vertraege.json'],
      ['contracts', 'a.json', 'b.json'],
    ]) {
      const { out, sink } = capture();
      expect(await main(args, sink, env)).toBe(2);
      expect(out.error).toEqual(['Aufruf: npm run import -- contracts|documents|consumption DATEI']);
    }
  });

  it('exits with 1 for a file that is not there', async () => {
    const { out, sink } = capture();
    expect(await main(['contracts', 'fehlt.json'], sink, env)).toBe(1);
    expect(out.error).toEqual([`Die Datei ${path.join(EXAMPLES, 'fehlt.json')} gibt es nicht.`]);
  });

  it('refuses a data directory without the portal database, and creates none there', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-import-empty-'));
    try {
      const elsewhere = { ...env, DATA_DIR: path.join(empty, 'tippfehler') };
      const missing = capture();
      expect(await main(['contracts', 'vertraege.json'], missing.sink, elsewhere)).toBe(2);
      expect(missing.out.error).toEqual([
        `In ${path.join(empty, 'tippfehler', 'pglite')} liegt keine Datenbank. Der Import legt keine neue an: Bitte DATA_DIR oder DATABASE_URL so setzen wie beim Portal, oder das Portal einmal starten, damit es seine Datenbank anlegt.`,
      ]);
      expect(fs.readdirSync(empty)).toEqual([]);

      // A PostgreSQL cluster of its own there, which the portal never migrated.
      const foreign = await openDatabase({ dataDir: empty });
      await foreign.close();
      const unmigrated = capture();
      expect(await main(['contracts', 'vertraege.json'], unmigrated.sink, { ...env, DATA_DIR: empty })).toBe(
        2,
      );
      expect(unmigrated.out.error[0]).toMatch(/^Die Datenbank in .* ist keine Datenbank des Portals/);
      const check = await openDatabase({ dataDir: empty });
      const tables = (await check.db.execute(
        sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
      )) as unknown as { rows: Array<{ n: number }> };
      await check.close();
      expect(tables.rows[0].n).toBe(0);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  }, 120_000);

  it('prints the bad rows and exits with 1, then imports once the communes exist', async () => {
    // The portal's database as a first start leaves it: migrated, but here without communes.
    const fresh = await openDatabase({ dataDir });
    await fresh.migrate();
    await fresh.close();
    const first = capture();
    expect(await main(['contracts', 'vertraege.json'], first.sink, env)).toBe(1);
    expect(first.out.error).toEqual([
      "Eintrag 1: Kommune 'Viersen' ist nicht bekannt",
      "Eintrag 2: Kommune 'Viersen' ist nicht bekannt",
      "Eintrag 3: Kommune 'Brüggen' ist nicht bekannt",
      'Nichts importiert: 3 Fehler in vertraege.json.',
    ]);

    const database = await openDatabase({ dataDir });
    await buildCommune(database.db, { name: 'Viersen' });
    await buildCommune(database.db, { name: 'Brüggen' });
    await database.close();

    const second = capture();
    expect(await main(['contracts', path.join(EXAMPLES, 'vertraege.json')], second.sink, env)).toBe(0);
    expect(second.out.error).toEqual([]);
    expect(second.out.log[0]).toBe('Verträge: 3 eingelesen (3 neu, 0 aktualisiert).');

    const third = capture();
    expect(await main(['documents', 'dokumente.csv'], third.sink, env)).toBe(0);
    expect(fs.readdirSync(path.join(dataDir, 'files', 'konzessionsabgaben'))).toHaveLength(2);

    const check = await openDatabase({ dataDir });
    expect(await check.db.$count(contracts)).toBe(3);
    // While the database is open (here by the test, otherwise by the portal), the command refuses.
    const open = capture();
    expect(await main(['contracts', 'vertraege.json'], open.sink, env)).toBe(1);
    expect(open.out.error[0]).toMatch(/^Die eingebettete Datenbank in .* ist geöffnet: Läuft das Portal\?/);
    await check.close();
  }, 120_000);

  it.runIf(process.env.DATABASE_URL)('refuses a PostgreSQL database the portal never migrated', async () => {
    const baseUrl = process.env.DATABASE_URL as string;
    const name = `kp_import_empty_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const url = new URL(baseUrl);
      url.pathname = `/${name}`;
      const { out, sink } = capture();
      expect(await main(['contracts', 'vertraege.json'], sink, { ...env, DATABASE_URL: url.href })).toBe(2);
      expect(out.error[0]).toMatch(/^Die Datenbank aus DATABASE_URL ist keine Datenbank des Portals/);
      const check = new pg.Client({ connectionString: url.href });
      await check.connect();
      const { rows } = await check.query(
        "select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')",
      );
      await check.end();
      expect(rows[0].n).toBe(0);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });

  it("prints the database's reason for a failure, not the whole statement", () => {
    const statement = `insert into contracts values ${'($1, $2), '.repeat(10_000)}`;
    const cause = new Error('could not extend file: No space left on device');
    expect(failureMessage(new DrizzleQueryError(statement, ['OS-1', 'Viersen'], cause))).toBe(
      'Import abgebrochen: could not extend file: No space left on device',
    );
    expect(failureMessage(new Error('x'.repeat(600)))).toBe(`Import abgebrochen: ${'x'.repeat(500)} …`);
  });
});
