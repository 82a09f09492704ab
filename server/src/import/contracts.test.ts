import fs from 'node:fs';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contracts } from '../db/schema/index.ts';
import { importContracts } from './contracts.ts';
import { importTestDatabase } from './import-factories.ts';

const EXAMPLE = path.resolve(import.meta.dirname, '../../../docs/import-examples/vertraege.json');

const contract = (overrides: Record<string, unknown> = {}) => ({
  osId: 'OS-0099001',
  kommune: 'Viersen',
  Vertragsstatus: 'aktiv',
  Vertragsgegenstand: 'Konzessionsvertrag Gas',
  Vertragsbeginn: '2015-07-01',
  Vertragsende: '2035-06-30',
  Gebiet: 'Stadtgebiet Viersen',
  Stadtteil: null,
  'NEW_Vertragspartner_(intern)': 'NEW Netz GmbH',
  termine: [{ Termin: 'Sonderkündigung', Frist: '2027-06-30' }],
  link: null,
  ...overrides,
});

const { db, viersen, brueggen } = await importTestDatabase();

const rows = () => db.select().from(contracts).orderBy(asc(contracts.osId));

describe('contracts import', () => {
  it('imports the shipped example, skipping and counting the status that is not kept', async () => {
    const report = await importContracts(db, fs.readFileSync(EXAMPLE, 'utf8'));
    expect(report).toEqual({
      ok: true,
      errors: [],
      summary: [
        'Verträge: 3 eingelesen (3 neu, 0 aktualisiert).',
        "1 Einträge mit anderem Status als aktiv / nicht aktiv übersprungen ('in Vorbereitung': 1).",
      ],
    });
    const stored = await rows();
    expect(stored.map((c) => c.osId)).toEqual(['OS-0047110', 'OS-0047111', 'OS-0047112']);
    expect(stored[0]).toMatchObject({
      communeId: viersen,
      status: 'aktiv',
      gegenstand: 'Konzessionsvertrag Strom',
      beginn: '2012-01-01',
      ende: '2031-12-31',
      gebiet: 'Stadtgebiet Viersen',
      stadtteil: null,
      vertragspartnerIntern: 'NEW Netz GmbH',
      termine: [
        { termin: 'Sonderkündigung', frist: '2021-12-31' },
        { termin: 'Kündigungsfrist', frist: '2029-12-31' },
      ],
      link: null,
    });
    // Without an end date and without the link field.
    expect(stored[1]).toMatchObject({ ende: null, stadtteil: 'Dülken', link: null });
    expect(stored[2]).toMatchObject({ status: 'nicht aktiv', link: 'https://dms.example/os/OS-0047112' });
  });

  it('updates by osId on a second import', async () => {
    const report = await importContracts(
      db,
      JSON.stringify([
        contract({ osId: 'OS-0047110', Vertragsstatus: 'nicht aktiv', Vertragsende: '2025-12-31' }),
      ]),
    );
    expect(report.summary).toEqual(['Verträge: 1 eingelesen (0 neu, 1 aktualisiert).']);
    const [row] = await db.select().from(contracts).where(eq(contracts.osId, 'OS-0047110'));
    expect(row).toMatchObject({
      status: 'nicht aktiv',
      gegenstand: 'Konzessionsvertrag Gas',
      ende: '2025-12-31',
    });
    expect(await db.$count(contracts)).toBe(3);
  });

  it('changes nothing when one entry is bad, and names every bad entry with its number', async () => {
    const before = await rows();
    const report = await importContracts(
      db,
      JSON.stringify([
        contract({ osId: 'OS-0099001' }),
        contract({ osId: 'OS-0099002', kommune: 'Atlantis', Vertragsende: '2035-02-30' }),
        contract({ osId: 'OS-0099003', Vertragsbeginn: '2030-01-01', Vertragsende: '2020-01-01' }),
        contract({ osId: 'OS-0099001' }),
        'kein Vertrag',
        contract({ osId: 'OS-0099005', Vertragsstatus: undefined }),
        contract({
          osId: 'OS-0099006',
          link: 'javascript:alert(1)',
          termine: [{ Termin: '', Frist: 'bald' }],
        }),
        contract({ osId: 'OS-0099007', Vertragsgegenstand: '   ', Gebiet: 42 }),
      ]),
    );
    expect(report.ok).toBe(false);
    expect(report.errors).toEqual([
      "Eintrag 2: Vertragsende '2035-02-30' ist kein gültiges Datum (JJJJ-MM-TT)",
      'Eintrag 3: Vertragsende liegt vor dem Vertragsbeginn',
      'Eintrag 4: osId OS-0099001 steht schon in Eintrag 1',
      'Eintrag 5: ist kein Objekt',
      'Eintrag 6: Vertragsstatus fehlt',
      "Eintrag 7: Termin ist leer; Frist 'bald' ist kein gültiges Datum (JJJJ-MM-TT); link ist keine http(s)-Adresse",
      'Eintrag 8: Vertragsgegenstand ist leer; Gebiet fehlt oder ist kein Text',
    ]);
    expect(await rows()).toEqual(before);
  });

  it('reports an unknown commune once the entry is otherwise fine', async () => {
    const report = await importContracts(db, JSON.stringify([contract({ kommune: 'Atlantis' })]));
    expect(report.errors).toEqual(["Eintrag 1: Kommune 'Atlantis' ist nicht bekannt"]);
  });

  it('rejects a file that is no JSON list', async () => {
    expect((await importContracts(db, '{"osId": 1}')).errors).toEqual([
      'Die Datei muss eine JSON-Liste von Verträgen sein ([ {…}, {…} ]).',
    ]);
    expect((await importContracts(db, '[{')).errors[0]).toMatch(/^Die Datei ist kein gültiges JSON: /);
  });

  it('keeps a status written in another case or spacing, and counts every other status', async () => {
    const report = await importContracts(
      db,
      JSON.stringify([
        contract({ osId: 'OS-0098001', Vertragsstatus: 'Aktiv' }),
        contract({ osId: 'OS-0098002', Vertragsstatus: ' NICHT  AKTIV ' }),
        contract({ osId: 'OS-0098003', Vertragsstatus: 'inaktiv' }),
        contract({ osId: 'OS-0098004', Vertragsstatus: 'Beendet' }),
      ]),
    );
    expect(report.summary).toEqual([
      'Verträge: 2 eingelesen (2 neu, 0 aktualisiert).',
      "2 Einträge mit anderem Status als aktiv / nicht aktiv übersprungen ('inaktiv': 1, 'Beendet': 1).",
    ]);
    const stored = await db
      .select({ osId: contracts.osId, status: contracts.status })
      .from(contracts)
      .where(sql`${contracts.osId} like 'OS-0098%'`)
      .orderBy(asc(contracts.osId));
    expect(stored).toEqual([
      { osId: 'OS-0098001', status: 'aktiv' },
      { osId: 'OS-0098002', status: 'nicht aktiv' },
    ]);
  });
});

// A dump of the whole DMS: 65,536 entries used to end in PostgreSQL's parameter limit and 150,000 in a
// stack overflow (both with the whole query printed); now it is written in batches of 1,000.
describe('contracts import at the size of the whole DMS', () => {
  const dump = (tag: string, size: number) =>
    JSON.stringify(
      Array.from({ length: size }, (_, i) =>
        contract({
          osId: `OS-${tag}${String(i).padStart(7, '0')}`,
          kommune: i % 2 === 0 ? 'Viersen' : 'Brüggen',
          Vertragsgegenstand: `Konzessionsvertrag ${i}`,
        }),
      ),
    );

  it('imports 150,000 entries in one transaction', async () => {
    const before = await db.$count(contracts);
    const report = await importContracts(db, dump('L', 150_000));
    expect(report.summary).toEqual(['Verträge: 150000 eingelesen (150000 neu, 0 aktualisiert).']);
    expect(await db.$count(contracts)).toBe(before + 150_000);
    const [last] = await db.select().from(contracts).where(eq(contracts.osId, 'OS-L0149999'));
    expect(last).toMatchObject({ communeId: brueggen, gegenstand: 'Konzessionsvertrag 149999' });
  }, 600_000);

  it('changes nothing, neither new nor updated entries, when the database refuses a later batch', async () => {
    // The entries the file updates (OS-L0000000 to OS-L0003499) and the rest by their number.
    const touched = () =>
      db.select().from(contracts).where(sql`${contracts.osId} < 'OS-L0003500'`).orderBy(asc(contracts.osId));
    const before = { touched: await touched(), count: await db.$count(contracts) };
    // A trigger stands in for whatever can fail while writing (a full disk, a lost connection): it refuses
    // the last entry, in the fourth batch of 1,000.
    await db.execute(sql`
      create function refuse_last_contract() returns trigger language plpgsql as $$
      begin
        if new.os_id = 'OS-L0003499' then raise exception 'Testfehler im letzten Stapel'; end if;
        return new;
      end $$`);
    await db.execute(sql`
      create trigger refuse_last_contract before insert or update on contracts
      for each row execute function refuse_last_contract()`);
    try {
      await expect(
        importContracts(db, dump('L', 3_500).replaceAll('Konzessionsvertrag', 'Neu')),
      ).rejects.toThrow();
    } finally {
      await db.execute(sql`drop trigger refuse_last_contract on contracts`);
      await db.execute(sql`drop function refuse_last_contract()`);
    }
    expect({ touched: await touched(), count: await db.$count(contracts) }).toEqual(before);
  }, 600_000);
});
