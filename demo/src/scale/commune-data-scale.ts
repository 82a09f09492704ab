// Commune-data scale for `npm run bench` (part 'commune'): tops the concession-fee documents of the demo
// seed up to 5,000 in all, spread over the 18 communes, the years 2005–2025, the four types and the
// branches. Only the rows are new: each scale document points at a demo PDF of its commune (same file key and
// size), so downloads work without writing thousands of files; the bench measures the list, not the files.
// Deterministic: no clock, no randomness.
//
// `node demo/src/scale/commune-data-scale.ts <DATA_DIR>` migrates the PGlite database in DATA_DIR (or DATABASE_URL if
// set), loads the demo seed if the database is empty (as the portal's first start would), adds the scale
// rows and closes it, so the portal can start on that directory.
import { DOCUMENT_SPARTEN, DOCUMENT_TYPES } from '@kp/contract/concessions-constants';
import { asc, count, eq, like, sql } from 'drizzle-orm';
import { type Db, openDatabase } from '../../../server/src/db/client.ts';
import { communes, concessionDocuments } from '../../../server/src/db/schema/index.ts';
import { isDatabaseEmpty, seedDemoData } from '../demo-data.ts';

export const COMMUNE_SCALE_DOCUMENTS = 5_000;
/** Scale ids start with OS-09, the demo's with OS-02, so both sets never meet. */
const SCALE_PREFIX = 'OS-09';
const FIRST_YEAR = 2005;
const YEARS = 21;
const BATCH = 500;

const TITLE_STEM: Record<(typeof DOCUMENT_TYPES)[number], string> = {
  'Jahresrechnung Konzessionsabgaben': 'Jahresrechnung Konzessionsabgaben',
  Schlussrechnung: 'Schlussrechnung Konzessionsabgabe',
  Vorauszahlung: 'Vorauszahlung Konzessionsabgabe',
  Testat: 'Testat Konzessionsabgabe',
};

export interface CommuneScaleResult {
  before: number;
  inserted: number;
  documents: number;
}

/** Adds scale documents until there are COMMUNE_SCALE_DOCUMENTS in all. */
export async function insertCommuneScaleData(db: Db): Promise<CommuneScaleResult> {
  const [{ before }] = await db.select({ before: count() }).from(concessionDocuments);
  const [{ existing }] = await db
    .select({ existing: count() })
    .from(concessionDocuments)
    .where(like(concessionDocuments.osId, `${SCALE_PREFIX}%`));
  const missing = Math.max(0, COMMUNE_SCALE_DOCUMENTS - before);
  const places = await db
    .select({ id: communes.id, name: communes.name })
    .from(communes)
    .orderBy(asc(communes.id));
  // The demo PDFs of each commune, which the scale rows share.
  const files = new Map<number, Array<{ fileKey: string; sizeBytes: number }>>();
  for (const commune of places) {
    files.set(
      commune.id,
      await db
        .select({ fileKey: concessionDocuments.fileKey, sizeBytes: concessionDocuments.sizeBytes })
        .from(concessionDocuments)
        .where(eq(concessionDocuments.communeId, commune.id))
        .orderBy(asc(concessionDocuments.osId)),
    );
  }
  const rows: (typeof concessionDocuments.$inferInsert)[] = [];
  for (let i = 0; i < missing; i++) {
    const g = existing + i + 1;
    const commune = places[g % places.length];
    const type = DOCUMENT_TYPES[Math.floor(g / places.length) % DOCUMENT_TYPES.length];
    const sparte =
      DOCUMENT_SPARTEN[Math.floor(g / (places.length * DOCUMENT_TYPES.length)) % DOCUMENT_SPARTEN.length];
    const jahr = FIRST_YEAR + (Math.floor(g / (places.length * 12)) % YEARS);
    const own = files.get(commune.id) ?? [];
    const file = own[g % Math.max(1, own.length)] ?? {
      fileKey: `konzessionsabgaben/${SCALE_PREFIX}.pdf`,
      sizeBytes: 0,
    };
    rows.push({
      osId: `${SCALE_PREFIX}${String(g).padStart(5, '0')}`,
      communeId: commune.id,
      titel: `${TITLE_STEM[type]} ${sparte} ${jahr} ${commune.name}`,
      dokumenttyp: type,
      jahr,
      sparte,
      fileKey: file.fileKey,
      sizeBytes: file.sizeBytes,
      mimeType: 'application/pdf',
      documentDate: `${jahr + 1}-05-15`,
    });
  }
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insert(concessionDocuments)
      .values(rows.slice(i, i + BATCH))
      .onConflictDoNothing();
  }
  // PGlite runs no autovacuum; without statistics the planner guesses one row per table.
  await db.execute(sql`analyze`);
  const [{ documents }] = await db.select({ documents: count() }).from(concessionDocuments);
  return { before, inserted: rows.length, documents };
}

/** Migrates and seeds DATA_DIR as the portal's first start would, then adds the documents. */
export async function prepareCommuneScaleDatabase(options: {
  dataDir: string;
  databaseUrl?: string;
}): Promise<CommuneScaleResult> {
  const database = await openDatabase(options);
  try {
    await database.migrate();
    if (await isDatabaseEmpty(database.db)) await seedDemoData(database.db);
    return await insertCommuneScaleData(database.db);
  } finally {
    await database.close();
  }
}

if (import.meta.main) {
  const [dataDir] = process.argv.slice(2);
  if (!dataDir) {
    console.error('usage: node demo/src/scale/commune-data-scale.ts <DATA_DIR>');
    process.exit(2);
  }
  const started = performance.now();
  const result = await prepareCommuneScaleDatabase({
    dataDir,
    databaseUrl: process.env.DATABASE_URL || undefined,
  });
  console.log(
    `commune scale data: ${result.before} documents from the seed, ${result.inserted} added, ` +
      `${result.documents} in all (the added rows share the demo PDFs), ${Math.round(performance.now() - started)} ms`,
  );
}
