import fs from 'node:fs';
import path from 'node:path';
import {
  DOCUMENT_SPARTEN,
  DOCUMENT_TYPES,
  type DocumentSparte,
  type DocumentType,
} from '@kp/contract/concessions-constants';
import { formatFileSize } from '@kp/contract/shell';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { concessionDocuments } from '../db/schema/index.ts';
import { type FileStore, newFileKey } from '../files/store.ts';
import { DOCUMENTS_FOLDER, sweepOrphanFiles } from '../files/sweep.ts';
import { readRows } from './csv.ts';
import {
  communeIdsByName,
  failed,
  type ImportReport,
  parseYear,
  rowError,
  succeeded,
  unknownCommune,
} from './report.ts';

// `npm run import -- documents FILE.csv`: concession-fee documents (Konzessionsabgaben, Testate) with their
// PDF files, upserted by osid. One transaction copies the files into the file store under new random keys
// and writes the rows; if it fails, the copied files are removed again, and a sweep before the next import
// (and at the portal's start) removes those of an import that was killed (docs/decisions/014). Files of
// replaced rows are removed only after the transaction, so a failed import never loses a document.

export const DOCUMENT_COLUMNS = [
  'osid',
  'titel',
  'dokumenttyp',
  'jahr',
  'kommune',
  'sparte',
  'datei',
] as const;
/** A DMS id: letters, digits, dot, dash and underscore. */
const OS_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const MAX_FILE_BYTES = 100 * 1024 * 1024;
const PDF_MAGIC = '%PDF-';

interface DocumentRow {
  line: number;
  osid: string;
  titel: string;
  dokumenttyp: DocumentType;
  jahr: number;
  communeId: number;
  sparte: DocumentSparte;
  file: string;
  size: number;
}

/** Is the file there, a file, not too large and a PDF? The reason when not. */
function checkFile(file: string, raw: string): string | number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return `datei '${raw}' nicht gefunden`;
  }
  if (!stat.isFile()) return `datei '${raw}' ist keine Datei`;
  if (stat.size === 0) return `datei '${raw}' ist leer`;
  if (stat.size > MAX_FILE_BYTES) return `datei '${raw}' ist größer als 100 MB`;
  const head = Buffer.alloc(PDF_MAGIC.length);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, head, 0, head.length, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head.toString('latin1') !== PDF_MAGIC) return `datei '${raw}' ist keine PDF-Datei`;
  return stat.size;
}

/**
 * Reads the CSV at `csvPath`, checks every row and its file, and when all are fine copies the files
 * under new random keys and upserts the rows.
 */
export async function importDocuments(db: Db, store: FileStore, csvPath: string): Promise<ImportReport> {
  const file = readRows(fs.readFileSync(csvPath, 'utf8'), DOCUMENT_COLUMNS);
  if ('errors' in file) return failed(file.errors);
  const { rows } = file;

  const communeIds = await communeIdsByName(db);
  const folder = path.dirname(csvPath);
  const errors: string[] = [];
  const good: DocumentRow[] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    if ('error' in row) {
      errors.push(rowError('Zeile', row.line, [row.error]));
      continue;
    }
    const v = row.values;
    const reasons: string[] = [];
    if (v.osid === '') reasons.push('osid fehlt');
    else if (!OS_ID.test(v.osid))
      reasons.push(`osid '${v.osid}' enthält andere Zeichen als Buchstaben, Ziffern, . - _`);
    else if (seen.has(v.osid)) reasons.push(`osid ${v.osid} steht schon in Zeile ${seen.get(v.osid)}`);
    else seen.set(v.osid, row.line);
    if (v.titel === '') reasons.push('titel fehlt');
    if (!(DOCUMENT_TYPES as readonly string[]).includes(v.dokumenttyp)) {
      reasons.push(`dokumenttyp '${v.dokumenttyp}' ist unbekannt (erlaubt: ${DOCUMENT_TYPES.join(', ')})`);
    }
    const jahr = parseYear(v.jahr, 'jahr');
    if (typeof jahr === 'string') reasons.push(jahr);
    if (v.kommune === '') reasons.push('kommune fehlt');
    else if (!communeIds.has(v.kommune)) reasons.push(unknownCommune(v.kommune));
    if (!(DOCUMENT_SPARTEN as readonly string[]).includes(v.sparte)) {
      reasons.push(`sparte '${v.sparte}' ist unbekannt (erlaubt: ${DOCUMENT_SPARTEN.join(', ')})`);
    }
    let size: number | string = 'datei fehlt';
    if (v.datei !== '' && path.isAbsolute(v.datei))
      size = `datei '${v.datei}' muss relativ zur CSV-Datei angegeben sein`;
    else if (v.datei !== '') size = checkFile(path.resolve(folder, v.datei), v.datei);
    if (typeof size === 'string') reasons.push(size);
    if (reasons.length > 0) {
      errors.push(rowError('Zeile', row.line, reasons));
      continue;
    }
    good.push({
      line: row.line,
      osid: v.osid,
      titel: v.titel,
      dokumenttyp: v.dokumenttyp as DocumentType,
      jahr: jahr as number,
      communeId: communeIds.get(v.kommune) as number,
      sparte: v.sparte as DocumentSparte,
      file: path.resolve(folder, v.datei),
      size: size as number,
    });
  }
  if (errors.length > 0) return failed(errors);

  // A killed import's files (and those it replaced but had not removed yet) go first.
  await sweepOrphanFiles(db, store);
  const previous = new Map(
    (
      await db
        .select({ osId: concessionDocuments.osId, fileKey: concessionDocuments.fileKey })
        .from(concessionDocuments)
        .where(
          inArray(
            concessionDocuments.osId,
            good.map((g) => g.osid),
          ),
        )
    ).map((r) => [r.osId, r.fileKey]),
  );

  const written: string[] = [];
  try {
    await db.transaction(async (tx) => {
      // The database store writes inside this transaction; the folder store writes at once, which is why
      // the files are removed on failure and swept after a crash.
      const files = store.within(tx);
      const stored: { row: DocumentRow; key: string; size: number }[] = [];
      for (const row of good) {
        const key = newFileKey(DOCUMENTS_FOLDER, 'pdf');
        written.push(key);
        // Streamed: a 100 MB PDF is never read whole into memory.
        stored.push({ row, key, size: await files.put(key, fs.createReadStream(row.file)) });
      }
      for (let i = 0; i < stored.length; i += 500) {
        await tx
          .insert(concessionDocuments)
          .values(
            stored.slice(i, i + 500).map(({ row, key, size }) => ({
              osId: row.osid,
              communeId: row.communeId,
              titel: row.titel,
              dokumenttyp: row.dokumenttyp,
              jahr: row.jahr,
              sparte: row.sparte,
              fileKey: key,
              sizeBytes: size,
              mimeType: 'application/pdf',
            })),
          )
          .onConflictDoUpdate({
            target: concessionDocuments.osId,
            set: {
              communeId: sql`excluded.commune_id`,
              titel: sql`excluded.titel`,
              dokumenttyp: sql`excluded.dokumenttyp`,
              jahr: sql`excluded.jahr`,
              sparte: sql`excluded.sparte`,
              fileKey: sql`excluded.file_key`,
              sizeBytes: sql`excluded.size_bytes`,
              mimeType: sql`excluded.mime_type`,
            },
          });
      }
    });
  } catch (error) {
    for (const key of written) await store.remove(key).catch(() => {});
    throw error;
  }
  // The replaced files go only now that the rows point at the new ones (after a crash here, the sweep).
  for (const key of previous.values()) await store.remove(key).catch(() => {});

  const added = good.filter((row) => !previous.has(row.osid)).length;
  const bytes = good.reduce((sum, row) => sum + row.size, 0);
  return succeeded([
    `Dokumente: ${good.length} eingelesen (${added} neu, ${good.length - added} aktualisiert).`,
    `${good.length} PDF-Dateien (${formatFileSize(bytes)}) in den Dateispeicher kopiert.`,
  ]);
}
