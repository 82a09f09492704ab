import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { concessionDocuments } from '../db/schema/index.ts';
import { databaseFileStore } from '../files/database-store.ts';
import { type FileStore, folderFileStore } from '../files/store.ts';
import { importDocuments } from './documents.ts';
import { importTestDatabase } from './import-factories.ts';
import { currentYear } from './report.ts';

const EXAMPLES = path.resolve(import.meta.dirname, '../../../docs/import-examples');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-import-documents-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const HEADER = 'osid;titel;dokumenttyp;jahr;kommune;sparte;datei';
const PDF = '%PDF-1.4\n% Beispiel\n%%EOF\n';

/** A CSV beside its files in a folder of its own. */
function csvFile(name: string, lines: string[], files: Record<string, string> = {}): string {
  const folder = path.join(work, name);
  fs.mkdirSync(folder, { recursive: true });
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    fs.writeFileSync(path.join(folder, file), content);
  }
  const csv = path.join(folder, 'dokumente.csv');
  fs.writeFileSync(csv, `${[HEADER, ...lines].join('\n')}\n`);
  return csv;
}

const RANDOM_KEY = /^konzessionsabgaben\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/;

// The same import into each store, each on a database of its own.
const forFolder = await importTestDatabase();
const forDatabase = await importTestDatabase();
const setups: [string, Awaited<ReturnType<typeof importTestDatabase>>, FileStore][] = [
  ['folder store', forFolder, folderFileStore(path.join(work, 'files'))],
  ['database store', forDatabase, databaseFileStore(forDatabase.db)],
];

describe.each(setups)('documents import into the %s', (_name, { db, viersen, brueggen }, store) => {
  const storedFiles = () => store.keys('konzessionsabgaben/');
  const rows = () => db.select().from(concessionDocuments).orderBy(asc(concessionDocuments.osId));
  const fileKeys = async () => (await rows()).map((row) => row.fileKey).sort();
  const read = async (key: string) => {
    const file = await store.open(key);
    if (!file) return null;
    const parts: Buffer[] = [];
    for await (const part of file.stream) parts.push(part as Buffer);
    return Buffer.concat(parts);
  };

  it('imports the shipped example and copies its PDFs into the file store', async () => {
    const report = await importDocuments(db, store, path.join(EXAMPLES, 'dokumente.csv'));
    expect(report.ok).toBe(true);
    expect(report.summary[0]).toBe('Dokumente: 2 eingelesen (2 neu, 0 aktualisiert).');
    const stored = await rows();
    const source = fs.statSync(path.join(EXAMPLES, 'dateien/testat-strom-2025-viersen.pdf')).size;
    expect(stored[0]).toMatchObject({
      osId: 'OS-0480001',
      communeId: viersen,
      titel: 'Testat Konzessionsabgabe Strom 2025 Viersen',
      dokumenttyp: 'Testat',
      jahr: 2025,
      sparte: 'Strom',
      fileKey: expect.stringMatching(RANDOM_KEY),
      sizeBytes: source,
      mimeType: 'application/pdf',
    });
    expect(stored[1]).toMatchObject({
      osId: 'OS-0480002',
      communeId: brueggen,
      dokumenttyp: 'Vorauszahlung',
    });
    // Random keys that say nothing of the document (decision 014), one file per row.
    expect(stored[0].fileKey).not.toContain('0480001');
    expect(await storedFiles()).toEqual(await fileKeys());
    expect((await read(stored[0].fileKey))?.length).toBe(source);
  });

  it('replaces a document by osid and removes its old file', async () => {
    const [old] = await rows();
    const csv = csvFile(
      'neu',
      [
        'OS-0480001;Testat Konzessionsabgabe Strom 2025 Viersen (berichtigt);Testat;2025;Viersen;Strom;berichtigt.pdf',
      ],
      { 'berichtigt.pdf': `${PDF}berichtigt\n` },
    );
    const report = await importDocuments(db, store, csv);
    expect(report.summary[0]).toBe('Dokumente: 1 eingelesen (0 neu, 1 aktualisiert).');
    const [row] = await rows();
    expect(row).toMatchObject({
      titel: 'Testat Konzessionsabgabe Strom 2025 Viersen (berichtigt)',
      fileKey: expect.stringMatching(RANDOM_KEY),
      sizeBytes: PDF.length + 11,
    });
    expect(row.fileKey).not.toBe(old.fileKey);
    expect(await storedFiles()).toEqual(await fileKeys());
    expect(await read(old.fileKey)).toBeNull();
  });

  it('changes nothing when a row is bad, naming each bad line', async () => {
    const before = await rows();
    const filesBefore = await storedFiles();
    const csv = csvFile(
      'fehler',
      [
        'OS-0490001;Testat Gas 2024;Testat;2024;Viersen;Gas;da.pdf',
        'OS-0490002;Testat Gas 2024;Testat;2024;Viersen;Gas;fehlt.pdf',
        'OS-0490003;Testat;Rechnung;1999;Atlantis;Fernwärme;da.pdf',
        'OS 0490004;;Testat;2024;;Gas;kein-pdf.txt',
        'OS-0490001;Doppelt;Testat;2024;Viersen;Gas;da.pdf',
        `OS-0490006;Absolut;Testat;2024;Viersen;Gas;${path.join(work, 'fehler', 'da.pdf')}`,
        'OS-0490007;Zu kurz;Testat',
      ],
      { 'da.pdf': PDF, 'kein-pdf.txt': 'Hallo' },
    );
    const report = await importDocuments(db, store, csv);
    expect(report.ok).toBe(false);
    expect(report.errors).toEqual([
      "Zeile 3: datei 'fehlt.pdf' nicht gefunden",
      `Zeile 4: dokumenttyp 'Rechnung' ist unbekannt (erlaubt: Jahresrechnung Konzessionsabgaben, Schlussrechnung, Vorauszahlung, Testat); jahr 1999 liegt nicht zwischen 2000 und ${currentYear()}; Kommune 'Atlantis' ist nicht bekannt; sparte 'Fernwärme' ist unbekannt (erlaubt: Strom, Gas, Wasser)`,
      "Zeile 5: osid 'OS 0490004' enthält andere Zeichen als Buchstaben, Ziffern, . - _; titel fehlt; kommune fehlt; datei 'kein-pdf.txt' ist keine PDF-Datei",
      'Zeile 6: osid OS-0490001 steht schon in Zeile 2',
      `Zeile 7: datei '${path.join(work, 'fehler', 'da.pdf')}' muss relativ zur CSV-Datei angegeben sein`,
      'Zeile 8: 3 statt 7 Spalten (Trennzeichen ist das Semikolon)',
    ]);
    expect(await rows()).toEqual(before);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('removes the copied files again when the transaction fails', async () => {
    const filesBefore = await storedFiles();
    const csv = csvFile(
      'abbruch',
      [
        'OS-0491001;Testat Strom 2024;Testat;2024;Viersen;Strom;da.pdf',
        'OS-0491002;Testat Gas 2024;Testat;2024;Viersen;Gas;da.pdf',
      ],
      { 'da.pdf': PDF },
    );
    // The connection breaks after the files and rows were written, before the commit.
    const failing = Object.create(db, {
      transaction: {
        value: (work: (tx: unknown) => Promise<unknown>) =>
          db.transaction(async (tx) => {
            await work(tx);
            expect((await tx.select().from(concessionDocuments)).length).toBe(4);
            throw new Error('Verbindung verloren');
          }),
      },
    }) as Db;
    await expect(importDocuments(failing, store, csv)).rejects.toThrow('Verbindung verloren');
    expect(await storedFiles()).toEqual(filesBefore);
    expect((await rows()).map((r) => r.osId)).toEqual(['OS-0480001', 'OS-0480002']);
  });

  it('checks the header and refuses a file without rows', async () => {
    const folder = path.join(work, 'kopf');
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'a.csv'), 'osid;titel;typ;jahr;kommune;sparte;datei\n');
    expect((await importDocuments(db, store, path.join(folder, 'a.csv'))).errors).toEqual([
      'Zeile 1: Spalte fehlt: dokumenttyp',
      'Zeile 1: unbekannte Spalte: typ',
    ]);
    fs.writeFileSync(path.join(folder, 'b.csv'), `${HEADER}\n`);
    expect((await importDocuments(db, store, path.join(folder, 'b.csv'))).errors).toEqual([
      'Die Datei enthält keine Zeilen unter der Kopfzeile.',
    ]);
  });
});
