import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { contracts } from '../db/schema/index.ts';
import { buildCommune } from '../test/factories.ts';
import { main } from './run.ts';

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

  it('prints the bad rows and exits with 1, then imports once the communes exist', async () => {
    // A fresh data directory: migrated by the command, but without communes.
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
});
