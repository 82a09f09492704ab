import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { concessionDocuments } from '../db/schema/index.ts';
import { folderFileStore } from '../files/store.ts';
import { importDocuments } from './documents.ts';
import { importTestDatabase } from './import-factories.ts';
import { currentYear } from './report.ts';

const EXAMPLES = path.resolve(import.meta.dirname, '../../../docs/import-examples');
const { db, viersen, brueggen } = await importTestDatabase();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-import-documents-'));
const storeDir = path.join(work, 'files');
const store = folderFileStore(storeDir);
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

const storedFiles = () =>
  fs.existsSync(storeDir) ? fs.readdirSync(path.join(storeDir, 'konzessionsabgaben')).sort() : [];
const rows = () => db.select().from(concessionDocuments).orderBy(asc(concessionDocuments.osId));

describe('documents import', () => {
  it('imports the shipped example and copies its PDFs into the file store', async () => {
    const report = await importDocuments(db, store, path.join(EXAMPLES, 'dokumente.csv'), 'eins');
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
      fileKey: 'konzessionsabgaben/OS-0480001-eins.pdf',
      sizeBytes: source,
      mimeType: 'application/pdf',
    });
    expect(stored[1]).toMatchObject({
      osId: 'OS-0480002',
      communeId: brueggen,
      dokumenttyp: 'Vorauszahlung',
    });
    expect(storedFiles()).toEqual(['OS-0480001-eins.pdf', 'OS-0480002-eins.pdf']);
    expect(fs.readFileSync(path.join(storeDir, stored[0].fileKey)).length).toBe(source);
  });

  it('replaces a document by osid and removes its old file', async () => {
    const csv = csvFile(
      'neu',
      [
        'OS-0480001;Testat Konzessionsabgabe Strom 2025 Viersen (berichtigt);Testat;2025;Viersen;Strom;berichtigt.pdf',
      ],
      { 'berichtigt.pdf': `${PDF}berichtigt\n` },
    );
    const report = await importDocuments(db, store, csv, 'zwei');
    expect(report.summary[0]).toBe('Dokumente: 1 eingelesen (0 neu, 1 aktualisiert).');
    const [row] = await rows();
    expect(row).toMatchObject({
      titel: 'Testat Konzessionsabgabe Strom 2025 Viersen (berichtigt)',
      fileKey: 'konzessionsabgaben/OS-0480001-zwei.pdf',
      sizeBytes: PDF.length + 11,
    });
    expect(storedFiles()).toEqual(['OS-0480001-zwei.pdf', 'OS-0480002-eins.pdf']);
  });

  it('changes nothing when a row is bad, naming each bad line', async () => {
    const before = await rows();
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
    const report = await importDocuments(db, store, csv, 'drei');
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
    expect(storedFiles()).toEqual(['OS-0480001-zwei.pdf', 'OS-0480002-eins.pdf']);
  });

  it('removes the copied files again when the transaction fails', async () => {
    const csv = csvFile('abbruch', ['OS-0491001;Testat Strom 2024;Testat;2024;Viersen;Strom;da.pdf'], {
      'da.pdf': PDF,
    });
    const failing = Object.create(db, {
      transaction: {
        value: async () => {
          throw new Error('Verbindung verloren');
        },
      },
    }) as Db;
    await expect(importDocuments(failing, store, csv, 'vier')).rejects.toThrow('Verbindung verloren');
    expect(storedFiles()).toEqual(['OS-0480001-zwei.pdf', 'OS-0480002-eins.pdf']);
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
