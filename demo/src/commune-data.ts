import { eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../server/src/db/client.ts';
import {
  communeFundingServices,
  communeProfiles,
  communes,
  concessionDocuments,
  concessionTopicEntries,
  concessionTopics,
  consultationRequests,
  consumptionValues,
  contracts,
  feedInValues,
  serviceAreas,
  services,
  users,
} from '../../server/src/db/schema/index.ts';
import { type FileStore, newFileKey } from '../../server/src/files/store.ts';
import { DOCUMENTS_FOLDER } from '../../server/src/files/sweep.ts';
import type { DbOrTx } from '../../server/src/mail/outbox.ts';
import { portraitUrl } from './asset-urls.ts';
import { demoTopics } from './data/commune-concessions.ts';
import { demoConsumption } from './data/commune-consumption.ts';
import { demoContracts } from './data/commune-contracts.ts';
import { type DemoDocument, demoDocuments, documentPdf } from './data/commune-documents.ts';
import {
  CONSUMPTION_IMPORT_DAYS,
  DEMO_CONSULTATION_REQUESTS,
  DEMO_MAYORS,
  FUNDING_SERVICE_CHOICES,
  FUNDING_SERVICES_PER_COMMUNE,
} from './data/commune-profiles.ts';
import { DEMO_COMMUNES } from './data/communes.ts';
import { personSlug } from './data/contact-people.ts';
import { DEMO_SERVICE_AREAS } from './data/service-areas.ts';
import { DEMO_SERVICES } from './data/services.ts';
import { berlinTime } from './dates.ts';

// Commune data (decision 011): contracts, concession topics with their history, concession-fee documents
// (rows here; the PDF files are written by ensureDemoDocumentFiles, because the seed runs in a database
// transaction and the files live in the file store), consumption and feed-in, mayors and import dates,
// the funding services beside the consumption data and a few Quartiersentwicklung requests.

const BATCH = 1_000;

async function insertChunked<T extends PgTable>(tx: DbOrTx, table: T, values: T['$inferInsert'][]) {
  for (let i = 0; i < values.length; i += BATCH) await tx.insert(table).values(values.slice(i, i + BATCH));
}

/** Looks up an id the seed itself inserted; a miss means the demo data files disagree. */
function idOf(ids: ReadonlyMap<string, number>, key: string, what: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Demo-Daten: ${what} '${key}' ist nicht angelegt.`);
  return id;
}

const pad = (value: number) => String(value).padStart(2, '0');
/** A time of day that differs by entry, so the history does not look machine-made. */
const clock = (n: number) => `${pad(8 + (n % 9))}:${pad((n * 17) % 60)}`;

// PDFs generated in this process (pdfkit, about 10 ms each), kept only from the seed, which needs their
// sizes for the rows, to ensureDemoDocumentFiles, which writes them; then dropped.
const pdfs = new Map<string, string>();

/** One demo document's PDF, generated once per process until the files are written (deterministic). */
export function demoDocumentPdf(doc: DemoDocument): string {
  let pdf = pdfs.get(doc.osId);
  if (pdf === undefined) {
    pdf = documentPdf(doc);
    pdfs.set(doc.osId, pdf);
  }
  return pdf;
}

/** Every demo document's PDF by its DMS id. */
export function demoDocumentFiles(): ReadonlyMap<string, string> {
  return new Map(demoDocuments().map((doc) => [doc.osId, demoDocumentPdf(doc)]));
}

/** The PDFs are ASCII, so the length of the text is the file's size in bytes. */
const sizeOf = (doc: DemoDocument) => demoDocumentPdf(doc).length;

export async function seedDemoCommuneData(tx: DbOrTx): Promise<void> {
  const communeIds = new Map(
    (await tx.select({ id: communes.id, name: communes.name }).from(communes)).map((c) => [c.name, c.id]),
  );
  const areaIdsByTitle = new Map(
    (await tx.select({ id: serviceAreas.id, title: serviceAreas.title }).from(serviceAreas)).map((a) => [
      a.title,
      a.id,
    ]),
  );
  const areaIds = new Map(
    DEMO_SERVICE_AREAS.map((a) => [a.slug, idOf(areaIdsByTitle, a.title, 'Fachbereich')] as const),
  );
  const serviceIds = new Map(
    (await tx.select({ id: services.id, title: services.title }).from(services)).map((s) => [s.title, s.id]),
  );
  const communeId = (name: string) => idOf(communeIds, name, 'Kommune');

  await insertChunked(
    tx,
    contracts,
    demoContracts().map((c) => ({
      osId: c.osId,
      communeId: communeId(c.commune),
      status: c.status,
      gegenstand: c.gegenstand,
      beginn: c.beginn,
      ende: c.ende,
      gebiet: c.gebiet,
      stadtteil: c.stadtteil,
      vertragspartnerIntern: c.partner,
      termine: c.termine,
      link: null,
      // Fixed, so two seeds are equal: the night the demo's DMS export ran.
      importedAt: berlinTime('2026-11-20', '02:15'),
    })),
  );

  const topics = demoTopics();
  const topicRows = await tx
    .insert(concessionTopics)
    .values(
      topics.map((topic, n) => {
        const newest = topic.entries[topic.entries.length - 1];
        return {
          themaId: topic.themaId,
          communeId: communeId(topic.commune),
          vertrag: topic.vertrag,
          serviceAreaId: topic.area ? (areaIds.get(topic.area) ?? null) : null,
          archiviert: topic.archiviert,
          updatedAt: berlinTime(newest.day, clock(n * 7 + topic.entries.length - 1)),
        };
      }),
    )
    .returning({ id: concessionTopics.id, themaId: concessionTopics.themaId });
  const topicIds = new Map(topicRows.map((r) => [r.themaId, r.id]));
  await insertChunked(
    tx,
    concessionTopicEntries,
    topics.flatMap((topic, n) =>
      topic.entries.map((entry, e) => ({
        topicId: idOf(topicIds, topic.themaId, 'Konzessionsthema'),
        datum: berlinTime(entry.day, clock(n * 7 + e)),
        details: entry.details,
        active: entry.active,
      })),
    ),
  );

  await insertChunked(
    tx,
    concessionDocuments,
    demoDocuments().map((doc) => ({
      osId: doc.osId,
      communeId: communeId(doc.commune),
      titel: doc.titel,
      dokumenttyp: doc.dokumenttyp,
      jahr: doc.jahr,
      sparte: doc.sparte,
      // Random like an imported document's key (decision 014); the one part of the seed that differs per run.
      fileKey: newFileKey(DOCUMENTS_FOLDER, 'pdf'),
      sizeBytes: sizeOf(doc),
      mimeType: 'application/pdf',
      documentDate: doc.documentDate,
    })),
  );

  const consumption = demoConsumption();
  await insertChunked(
    tx,
    consumptionValues,
    consumption.flatMap((c) => c.values.map((v) => ({ communeId: communeId(c.commune), ...v }))),
  );
  await insertChunked(
    tx,
    feedInValues,
    consumption.flatMap((c) => c.feedIn.map((f) => ({ communeId: communeId(c.commune), ...f }))),
  );

  await insertChunked(
    tx,
    communeProfiles,
    DEMO_COMMUNES.map((commune, index) => {
      const mayor = DEMO_MAYORS.find((m) => m.commune === commune.name);
      return {
        communeId: communeId(commune.name),
        consumptionImportedOn: CONSUMPTION_IMPORT_DAYS[index % CONSUMPTION_IMPORT_DAYS.length],
        mayorName: mayor ? `${mayor.firstname} ${mayor.lastname}` : null,
        mayorPosition: mayor?.position ?? null,
        mayorParty: mayor?.party ?? null,
        mayorBirthday: mayor?.birthday ?? null,
        mayorWebsite: mayor?.website ?? null,
        mayorPictureUrl: mayor ? portraitUrl(personSlug(mayor)) : null,
      };
    }),
  );

  await insertChunked(
    tx,
    communeFundingServices,
    DEMO_COMMUNES.flatMap((commune, index) => {
      const offered = FUNDING_SERVICE_CHOICES.filter((title) => {
        const service = DEMO_SERVICES.find((s) => s.title === title);
        return service !== undefined && !service.requiredFlag && commune.serviceAreas.includes(service.area);
      });
      // Turned by the commune's index, so neighbours show different cards first.
      const turned = offered.map((_, i) => offered[(i + index) % offered.length]);
      return turned.slice(0, FUNDING_SERVICES_PER_COMMUNE).map((title, sort) => ({
        communeId: communeId(commune.name),
        serviceId: idOf(serviceIds, title, 'Leistung'),
        sort,
      }));
    }),
  );

  const usernames = [...new Set(DEMO_CONSULTATION_REQUESTS.map((r) => r.username))];
  const accounts = new Map(
    (
      await tx
        .select({
          id: users.id,
          username: users.username,
          communeId: users.communeId,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        })
        .from(users)
        .where(inArray(users.username, usernames))
    ).map((u) => [u.username, u]),
  );
  const requests = DEMO_CONSULTATION_REQUESTS.flatMap((r) => {
    const account = accounts.get(r.username);
    if (!account) return [];
    return [
      {
        userId: account.id,
        requestType: r.requestType,
        name: `${account.firstName} ${account.lastName}`,
        phone: r.phone,
        mail: account.email,
        message: r.message,
        date: r.date,
        time: r.time,
        communeId: account.communeId,
        createdAt: berlinTime(r.sentOn, r.sentAt),
      },
    ];
  });
  await insertChunked(tx, consultationRequests, requests);
}

/**
 * Writes the PDF of every demo document whose row is there and whose file is missing from the store.
 * Runs at every start with demo data on, so a data directory seeded before the files existed, or one
 * whose files were removed, gets them back; a row the import replaced (another size) is left alone.
 * A row still under the old key made from its DMS id (seeded before decision 014) gets a random key.
 */
export async function ensureDemoDocumentFiles(
  db: Db,
  store: FileStore,
  pdfOf: (doc: DemoDocument) => string = demoDocumentPdf,
): Promise<number> {
  const documents = demoDocuments();
  const rows = await db
    .select({
      osId: concessionDocuments.osId,
      fileKey: concessionDocuments.fileKey,
      size: concessionDocuments.sizeBytes,
    })
    .from(concessionDocuments)
    .where(
      inArray(
        concessionDocuments.osId,
        documents.map((d) => d.osId),
      ),
    );
  const byOsId = new Map(rows.map((r) => [r.osId, r]));
  // The store's own listing (folder: directory, PostgreSQL: stored_files rows): a PDF is generated only
  // for a file that is missing, not at every start to check the ones that are there.
  const present = new Set(await store.keys(`${DOCUMENTS_FOLDER}/`));
  let written = 0;
  for (const doc of documents) {
    const row = byOsId.get(doc.osId);
    if (!row) continue;
    const legacy = row.fileKey === doc.fileKey;
    if (!legacy && present.has(row.fileKey)) continue;
    const content = pdfOf(doc);
    if (row.size !== content.length) continue;
    const body = Buffer.from(content, 'latin1');
    if (legacy) {
      // File and row change together, so no other instance's sweep sees the new file without its row.
      await db.transaction(async (tx) => {
        const key = newFileKey(DOCUMENTS_FOLDER, 'pdf');
        await store.within(tx).put(key, body);
        await tx
          .update(concessionDocuments)
          .set({ fileKey: key })
          .where(eq(concessionDocuments.osId, doc.osId));
      });
      await store.remove(doc.fileKey);
    } else {
      await store.put(row.fileKey, body);
    }
    written++;
  }
  pdfs.clear();
  return written;
}
