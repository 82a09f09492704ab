import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { DOCUMENT_TYPES } from '@kp/contract/concessions-constants';
import { FEED_IN_SOURCES, KNOWN_TARIFFS } from '@kp/contract/consumption-constants';
import { COMMUNE_NAMES } from '@kp/contract/shell';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/src/db/client.ts';
import {
  communeFundingServices,
  communeProfiles,
  communeServiceAreas,
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
} from '../../server/src/db/schema/index.ts';
import { folderFileStore } from '../../server/src/files/store.ts';
import { openSeededTestDatabase, SEED_WAIT_MS } from '../../server/src/test/database.ts';
import { demoAssetPath } from './asset-urls.ts';
import { demoDocumentFiles, ensureDemoDocumentFiles } from './commune-data.ts';
import { DEMO_DAY } from './data/commune-contracts.ts';
import { type DemoDocument, documentPdf } from './data/commune-documents.ts';

async function dump({ db }: Database) {
  return {
    communes: await db.select().from(communes).orderBy(asc(communes.id)),
    areas: await db.select({ id: serviceAreas.id, title: serviceAreas.title }).from(serviceAreas),
    communeAreas: await db.select().from(communeServiceAreas),
    services: await db
      .select({ id: services.id, title: services.title, areaId: services.serviceAreaId })
      .from(services),
    contracts: await db.select().from(contracts).orderBy(asc(contracts.id)),
    topics: await db.select().from(concessionTopics).orderBy(asc(concessionTopics.id)),
    entries: await db.select().from(concessionTopicEntries).orderBy(asc(concessionTopicEntries.id)),
    documents: await db.select().from(concessionDocuments).orderBy(asc(concessionDocuments.id)),
    consumption: await db.select().from(consumptionValues).orderBy(asc(consumptionValues.id)),
    feedIn: await db
      .select()
      .from(feedInValues)
      .orderBy(asc(feedInValues.communeId), asc(feedInValues.year), asc(feedInValues.source)),
    profiles: await db.select().from(communeProfiles).orderBy(asc(communeProfiles.communeId)),
    funding: await db
      .select()
      .from(communeFundingServices)
      .orderBy(asc(communeFundingServices.communeId), asc(communeFundingServices.sort)),
    requests: await db.select().from(consultationRequests).orderBy(asc(consultationRequests.id)),
  };
}

/** Header, trailer and every xref offset pointing at its object. */
function isValidPdf(text: string): boolean {
  if (!text.startsWith('%PDF-') || !text.trimEnd().endsWith('%%EOF')) return false;
  const startxref = Number(/startxref\s+(\d+)/.exec(text)?.[1]);
  if (text.slice(startxref, startxref + 4) !== 'xref') return false;
  const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  return offsets.every((offset, i) => text.startsWith(`${i + 1} 0 obj`, offset));
}

/** The text a PDF shows, line by line: pdfkit deflates the page streams and writes text as hex strings. */
function pdfText(pdf: string): string {
  const streams = [...pdf.matchAll(/stream\n([\s\S]*?)\nendstream/g)].map((m) =>
    zlib.inflateSync(Buffer.from(m[1], 'latin1')).toString('latin1'),
  );
  return streams
    .flatMap((stream) => [...stream.matchAll(/\[(.*?)\] TJ/g)])
    .map((m) =>
      [...m[1].matchAll(/<([0-9a-f]*)>/g)]
        .map((hex) => Buffer.from(hex[1], 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n');
}

const years = (rows: readonly { year: number }[]) => [...new Set(rows.map((r) => r.year))].sort();

describe('commune demo data', () => {
  let first: Database;
  let data: Awaited<ReturnType<typeof dump>>;
  let communeId: (name: string) => number;
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-commune-seed-'));

  beforeAll(async () => {
    first = await openSeededTestDatabase();
    data = await dump(first);
    communeId = (name) => data.communes.find((c) => c.name === name)?.id ?? -1;
  }, SEED_WAIT_MS);

  afterAll(async () => {
    await first?.close();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  it('gives every commune 8 to 17 contracts, active and inactive, with unique DMS ids', () => {
    expect(new Set(data.contracts.map((c) => c.osId)).size).toBe(data.contracts.length);
    for (const name of COMMUNE_NAMES) {
      const own = data.contracts.filter((c) => c.communeId === communeId(name));
      expect(own.length, name).toBeGreaterThanOrEqual(8);
      expect(own.length, name).toBeLessThanOrEqual(17);
      expect(new Set(own.map((c) => c.status)), name).toEqual(new Set(['aktiv', 'nicht aktiv']));
      expect(
        own.some((c) => c.gegenstand === 'Konzessionsvertrag Strom' && c.status === 'aktiv'),
        name,
      ).toBe(true);
    }
    for (const c of data.contracts) {
      expect(c.osId).toMatch(/^OS-\d{7}$/);
      expect(c.link).toBeNull();
      // Ended before the demo day means inactive, and only then.
      expect(c.status, c.gegenstand).toBe(c.ende !== null && c.ende < DEMO_DAY ? 'nicht aktiv' : 'aktiv');
      if (c.beginn && c.ende) expect(c.ende > c.beginn, c.osId).toBe(true);
      expect(c.vertragspartnerIntern).toMatch(/^NEW /);
    }
    expect(data.contracts.some((c) => c.ende === null)).toBe(true);
    expect(data.contracts.some((c) => c.stadtteil !== null)).toBe(true);
  });

  it('sets past and future special terminations, notice periods and price adjustments', () => {
    const termine = data.contracts.flatMap((c) => c.termine);
    const special = termine.filter((t) => t.termin === 'Sonderkündigung');
    expect(special.some((t) => t.frist !== null && t.frist < DEMO_DAY)).toBe(true);
    expect(special.some((t) => t.frist !== null && t.frist > DEMO_DAY)).toBe(true);
    expect(termine.some((t) => t.termin === 'Kündigungsfrist')).toBe(true);
    expect(termine.some((t) => t.termin === 'Preisanpassung')).toBe(true);
    // The overview's first page (soonest end first) shows a struck-through date in every commune.
    for (const name of COMMUNE_NAMES) {
      const firstPage = data.contracts
        .filter((c) => c.communeId === communeId(name))
        .sort((a, b) => (a.ende ?? '9999').localeCompare(b.ende ?? '9999'))
        .slice(0, 10);
      expect(
        firstPage.some((c) =>
          c.termine.some((t) => t.termin === 'Sonderkündigung' && (t.frist ?? '') < DEMO_DAY),
        ),
        name,
      ).toBe(true);
    }
  });

  it('gives every commune 3 to 6 concession topics with 2 to 5 markdown entries', () => {
    const strom = data.areas.find((a) => a.title === 'Strom')?.id;
    for (const name of COMMUNE_NAMES) {
      const own = data.topics.filter((t) => t.communeId === communeId(name));
      expect(own.length, name).toBeGreaterThanOrEqual(3);
      expect(own.length, name).toBeLessThanOrEqual(6);
      // The dashboard shows the newest open topic with NEU.
      const open = own.filter((t) => !t.archiviert);
      const newest = open.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0];
      expect(
        data.entries.some((e) => e.topicId === newest.id && e.active),
        name,
      ).toBe(true);
    }
    for (const topic of data.topics) {
      const entries = data.entries.filter((e) => e.topicId === topic.id);
      expect(entries.length, topic.themaId).toBeGreaterThanOrEqual(2);
      expect(entries.length, topic.themaId).toBeLessThanOrEqual(5);
      const newest = Math.max(...entries.map((e) => e.datum.getTime()));
      expect(topic.updatedAt.getTime(), topic.themaId).toBe(newest);
      // Only the newest entry can be active, and only in an open topic.
      for (const entry of entries.filter((e) => e.active)) {
        expect(entry.datum.getTime()).toBe(newest);
        expect(topic.archiviert).toBe(false);
      }
      expect(entries.every((e) => e.datum.toISOString().slice(0, 10) < DEMO_DAY)).toBe(true);
      expect(
        entries.some((e) => /\*\*|\n- /.test(e.details)),
        topic.themaId,
      ).toBe(true);
    }
    expect(data.topics.some((t) => t.archiviert)).toBe(true);
    expect(data.topics.some((t) => t.serviceAreaId === strom)).toBe(true);
    expect(new Set(data.topics.map((t) => t.themaId)).size).toBe(data.topics.length);
  });

  it('files every document type per commune, for Strom, Gas and Wasser where the commune has water', () => {
    const trinkwasser = data.areas.find((a) => a.title === 'Trinkwasser')?.id;
    for (const name of COMMUNE_NAMES) {
      const own = data.documents.filter((d) => d.communeId === communeId(name));
      expect(new Set(own.map((d) => d.dokumenttyp)), name).toEqual(new Set(DOCUMENT_TYPES));
      const water = data.communeAreas.some(
        (a) => a.communeId === communeId(name) && a.serviceAreaId === trinkwasser,
      );
      expect(new Set(own.map((d) => d.sparte)), name).toEqual(
        new Set(water ? ['Strom', 'Gas', 'Wasser'] : ['Strom', 'Gas']),
      );
      expect([...new Set(own.map((d) => d.jahr))].sort(), name).toEqual([2021, 2022, 2023, 2024, 2025]);
    }
    expect(data.documents.map((d) => d.titel)).toContain('Testat Konzessionsabgabe Strom 2024 Viersen');
    // Random file keys that say nothing of the document (decision 014).
    expect(new Set(data.documents.map((d) => d.fileKey)).size).toBe(data.documents.length);
    for (const doc of data.documents) {
      expect(doc.fileKey).toMatch(/^konzessionsabgaben\/[0-9a-f-]{36}\.pdf$/);
      expect(doc.titel).toMatch(new RegExp(` ${doc.sparte} ${doc.jahr} `));
      expect(doc.mimeType).toBe('application/pdf');
    }
  });

  it('stores the real size of each generated PDF, and the PDFs are valid', () => {
    const files = demoDocumentFiles();
    expect(files.size).toBe(data.documents.length);
    for (const doc of data.documents) {
      const pdf = files.get(doc.osId) ?? '';
      expect(doc.sizeBytes, doc.osId).toBe(Buffer.byteLength(pdf, 'latin1'));
      expect(isValidPdf(pdf), doc.osId).toBe(true);
    }
    const testat = data.documents.find((d) => d.titel === 'Testat Konzessionsabgabe Strom 2024 Viersen');
    const text = pdfText(files.get(testat?.osId ?? '') ?? '');
    expect(text).toContain('Stadt Viersen');
    expect(text).toMatch(/Tarifkunden: [\d.]+,\d MWh/);
  });

  it('writes the missing document files once and leaves replaced rows alone', async () => {
    const store = folderFileStore(filesDir);
    expect(await ensureDemoDocumentFiles(first.db, store)).toBe(data.documents.length);
    expect(await ensureDemoDocumentFiles(first.db, store)).toBe(0);
    const [one, two] = data.documents;
    const onDisk = fs.readFileSync(path.join(filesDir, one.fileKey));
    expect(onDisk.length).toBe(one.sizeBytes);
    expect(onDisk.subarray(0, 5).toString()).toBe('%PDF-');
    fs.rmSync(path.join(filesDir, one.fileKey));
    fs.rmSync(path.join(filesDir, two.fileKey));
    // As if an import had replaced the second one with a file of its own.
    await first.db
      .update(concessionDocuments)
      .set({ sizeBytes: 1234 })
      .where(eq(concessionDocuments.id, two.id));
    expect(await ensureDemoDocumentFiles(first.db, store)).toBe(1);
    expect(fs.existsSync(path.join(filesDir, one.fileKey))).toBe(true);
    expect(fs.existsSync(path.join(filesDir, two.fileKey))).toBe(false);
    await first.db
      .update(concessionDocuments)
      .set({ sizeBytes: two.sizeBytes })
      .where(eq(concessionDocuments.id, two.id));
  });

  it('generates a PDF only for a file that is missing, not for the ones in the store', async () => {
    const store = folderFileStore(filesDir);
    await ensureDemoDocumentFiles(first.db, store);
    const generated: string[] = [];
    const counting = (doc: DemoDocument) => {
      generated.push(doc.osId);
      return documentPdf(doc);
    };
    expect(await ensureDemoDocumentFiles(first.db, store, counting)).toBe(0);
    expect(generated).toEqual([]);
    const [one] = data.documents;
    fs.rmSync(path.join(filesDir, one.fileKey));
    expect(await ensureDemoDocumentFiles(first.db, store, counting)).toBe(1);
    expect(generated).toEqual([one.osId]);
    expect(fs.readFileSync(path.join(filesDir, one.fileKey)).length).toBe(one.sizeBytes);
  });

  it('moves a document seeded under its DMS id to a random key', async () => {
    const store = folderFileStore(filesDir);
    await ensureDemoDocumentFiles(first.db, store);
    const [one] = data.documents;
    const legacy = `konzessionsabgaben/${one.osId}.pdf`;
    await first.db
      .update(concessionDocuments)
      .set({ fileKey: legacy })
      .where(eq(concessionDocuments.id, one.id));
    fs.renameSync(path.join(filesDir, one.fileKey), path.join(filesDir, legacy));
    expect(await ensureDemoDocumentFiles(first.db, store)).toBe(1);
    const [row] = await first.db.select().from(concessionDocuments).where(eq(concessionDocuments.id, one.id));
    expect(row.fileKey).toMatch(/^konzessionsabgaben\/[0-9a-f-]{36}\.pdf$/);
    expect(fs.readFileSync(path.join(filesDir, row.fileKey)).length).toBe(one.sizeBytes);
    expect(fs.existsSync(path.join(filesDir, legacy))).toBe(false);
    expect(await ensureDemoDocumentFiles(first.db, store)).toBe(0);
  });

  it('has consumption 2021–2025 for Strom and Gas by sector and tariff, plausible per resident', () => {
    for (const commune of data.communes) {
      const own = data.consumption.filter((v) => v.communeId === commune.id);
      expect(years(own), commune.name).toEqual([2021, 2022, 2023, 2024, 2025]);
      expect(new Set(own.map((v) => v.carrier)), commune.name).toEqual(new Set(['Strom', 'Gas']));
      expect(new Set(own.map((v) => v.sector)).size, commune.name).toBe(5);
      const households = own
        .filter((v) => v.year === 2024 && v.carrier === 'Strom' && v.sector === 'Private Haushalte')
        .reduce((sum, v) => sum + v.mwh, 0);
      const perResident = households / (commune.einwohner ?? 1);
      expect(perResident, commune.name).toBeGreaterThan(1.2);
      expect(perResident, commune.name).toBeLessThan(1.8);
    }
    const stromTariffs = new Set(data.consumption.filter((v) => v.carrier === 'Strom').map((v) => v.tariff));
    for (const tariff of KNOWN_TARIFFS) expect(stromTariffs.has(tariff), tariff).toBe(true);
    // One tariff the API has to group as Sonstige.
    expect(stromTariffs.has('Nachtspeicher')).toBe(true);
    expect(new Set(data.consumption.filter((v) => v.carrier === 'Gas').map((v) => v.tariff))).toEqual(
      new Set(['Grundversorgung Gas', 'Sondervertrag Gas']),
    );
    expect(data.consumption.every((v) => v.mwh > 0)).toBe(true);
    expect(data.consumption.some((v) => !Number.isInteger(v.mwh))).toBe(true);
  });

  it('has feed-in for every source, commune and year, some of them 0', () => {
    for (const commune of data.communes) {
      const own = data.feedIn.filter((f) => f.communeId === commune.id);
      expect(years(own)).toEqual([2021, 2022, 2023, 2024, 2025]);
      expect(own.length).toBe(5 * FEED_IN_SOURCES.length);
    }
    expect(data.feedIn.every((f) => f.mwh >= 0 && FEED_IN_SOURCES.includes(f.source as never))).toBe(true);
    expect(data.feedIn.some((f) => f.mwh === 0)).toBe(true);
    expect(data.feedIn.some((f) => f.source === 'Grubengas' && f.mwh > 0)).toBe(true);
  });

  it('names a mayor with portrait, an import date and three funding services per commune', () => {
    expect(data.profiles).toHaveLength(18);
    for (const profile of data.profiles) {
      const name = data.communes.find((c) => c.id === profile.communeId)?.name;
      expect(profile.consumptionImportedOn, name).toMatch(/^2026-\d\d-\d\d$/);
      expect(profile.mayorName, name).toBeTruthy();
      expect(profile.mayorPosition, name).toMatch(
        name === 'Mönchengladbach' ? /^Oberbürgermeister$/ : /^Bürgermeister(in)?$/,
      );
      expect(profile.mayorBirthday, name).toMatch(/^19\d\d-\d\d-\d\d$/);
      const file = demoAssetPath(profile.mayorPictureUrl ?? '');
      expect(file && fs.existsSync(file), name).toBe(true);
    }
    const websites = data.profiles.map((p) => p.mayorWebsite ?? '');
    expect(websites.some((w) => w.startsWith('https://'))).toBe(true);
    expect(websites.some((w) => w.startsWith('www.'))).toBe(true);

    for (const commune of data.communes) {
      const own = data.funding.filter((f) => f.communeId === commune.id);
      expect(
        own.map((f) => f.sort),
        commune.name,
      ).toEqual([0, 1, 2]);
      const areas = data.communeAreas.filter((a) => a.communeId === commune.id).map((a) => a.serviceAreaId);
      for (const f of own) {
        const service = data.services.find((s) => s.id === f.serviceId);
        expect(areas, `${commune.name}: ${service?.title}`).toContain(service?.areaId);
      }
    }
  });

  it('records Quartiersentwicklung requests for Viersen and Brüggen only', () => {
    const byCommune = new Set(data.requests.map((r) => r.communeId));
    expect(byCommune).toEqual(new Set([communeId('Viersen'), communeId('Brüggen')]));
    for (const request of data.requests) {
      expect(request.name).toBeTruthy();
      expect(request.phone).toBeTruthy();
      expect(request.requestType === 'call').toBe(request.date !== '' && request.time !== '');
    }
  });
});
