import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DocumentsPage } from '@kp/contract/concessions';
import { afterAll, describe, expect, it } from 'vitest';
import { fileStoreOf } from '../../files/portal-store.ts';
import { attachmentHeader } from '../../http/attachment.ts';
import { setupTestApp } from '../../test/app.ts';
import {
  buildCommuneDataCast,
  buildCommuneDataUser,
  buildDocument,
  communeDataCaller,
  communeParam,
} from '../../test/contracts-factories.ts';
import { buildCommune } from '../../test/factories.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-documents-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const { app, db, config, database } = await setupTestApp({ DATA_DIR: dataDir });
const store = fileStoreOf(config, database);
const call = communeDataCaller(app, db);
const { communeA, communeB, employee, userA, userB } = await buildCommuneDataCast(db);
// A commune of the spec's list sorts before the test communes, which are not in it.
const viersen = await buildCommune(db, { name: 'Viersen' });

const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.4\n${text}\n%%EOF\n`);
const bodyA = pdf('Jahresrechnung Brüggen');

const a2024 = await buildDocument(db, {
  communeId: communeA.id,
  titel: 'Jahresrechnung Konzessionsabgaben 2024 Strom',
  jahr: 2024,
  store,
  body: bodyA,
});
const a2024Gas = await buildDocument(db, {
  communeId: communeA.id,
  titel: 'Jahresrechnung Gas',
  sparte: 'Gas',
});
const a2024Testat = await buildDocument(db, {
  communeId: communeA.id,
  dokumenttyp: 'Testat',
  sparte: 'Wasser',
  titel: 'Testat Wasser',
});
const a2022 = await buildDocument(db, {
  communeId: communeA.id,
  jahr: 2022,
  dokumenttyp: 'Vorauszahlung',
  titel: 'Vorauszahlung',
});
const b2023 = await buildDocument(db, {
  communeId: communeB.id,
  jahr: 2023,
  titel: 'Schlussrechnung Größe',
  dokumenttyp: 'Schlussrechnung',
  store,
  body: pdf('Schwalmtal'),
});
const v2024 = await buildDocument(db, { communeId: viersen.id, jahr: 2024, titel: 'Viersen 2024' });
const noFile = await buildDocument(db, { communeId: communeA.id, jahr: 2021, titel: 'Ohne Datei' });

const pageOf = async (url: string, user = employee) => {
  const res = await call(url, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DocumentsPage;
};
const osids = (page: DocumentsPage) => page.documents.map((document) => document.osid);

describe('GET /api/enaio/testate', () => {
  it('gives a commune user their own documents, newest year first, then type and sparte', async () => {
    const page = await pageOf('/api/enaio/testate', userA);
    expect(osids(page)).toEqual([a2024, a2024Gas, a2024Testat, a2022, noFile].map((row) => row.osId));
    expect(page.total).toBe(5);
    expect(page.years).toEqual([2024, 2022, 2021]);
    expect(osids(await pageOf('/api/enaio/testate', userB))).toEqual([b2023.osId]);
  });

  it('answers in the DMS names with size and mime type as file properties', async () => {
    const page = await pageOf('/api/enaio/testate', userA);
    expect(page.documents[0]).toEqual({
      osid: a2024.osId,
      titel: 'Jahresrechnung Konzessionsabgaben 2024 Strom',
      dokumenttyp: 'Jahresrechnung Konzessionsabgaben',
      jahr: 2024,
      kommune: communeA.name,
      sparte: 'Strom',
      fileProperties: [
        { type: 'SIZE', value: String(bodyA.length) },
        { type: 'MIMETYPE', value: 'application/pdf' },
      ],
    });
  });

  it('refuses a commune user naming another commune', async () => {
    const res = await call(`/api/enaio/testate?${communeParam(communeB.name)}`, userA);
    expect(res.statusCode).toBe(403);
    expect((await call(`/api/enaio/testate?${communeParam(communeA.name)}`, userA)).statusCode).toBe(200);
  });

  it('gives employees every commune in the spec’s commune order, or the named one', async () => {
    const all = await pageOf('/api/enaio/testate');
    expect(all.total).toBe(7);
    // 2024: Viersen (on the spec's list) before the test communes; then 2023, 2022, 2021.
    expect(osids(all)).toEqual(
      [v2024, a2024, a2024Gas, a2024Testat, b2023, a2022, noFile].map((r) => r.osId),
    );
    expect(all.years).toEqual([2024, 2023, 2022, 2021]);
    const named = await pageOf(`/api/enaio/testate?${communeParam(communeB.name)}`);
    expect(osids(named)).toEqual([b2023.osId]);
    expect(named.years).toEqual([2023]);
    expect((await call('/api/enaio/testate?commune=Atlantis', employee)).statusCode).toBe(404);
  });

  it('filters by type and year and pages; years stay those of the whole scope', async () => {
    const testate = await pageOf('/api/enaio/testate?dokumenttyp=Testat', userA);
    expect(osids(testate)).toEqual([a2024Testat.osId]);
    expect(testate).toMatchObject({ total: 1, years: [2024, 2022, 2021] });
    const year = await pageOf('/api/enaio/testate?jahr=2022', userA);
    expect(osids(year)).toEqual([a2022.osId]);
    const second = await pageOf('/api/enaio/testate?_start=2&_limit=2', userA);
    expect(osids(second)).toEqual([a2024Testat.osId, a2022.osId]);
    expect(second.total).toBe(5);
    const both = await pageOf(
      '/api/enaio/testate?jahr=2024&dokumenttyp=Jahresrechnung%20Konzessionsabgaben',
      userA,
    );
    expect(osids(both)).toEqual([a2024.osId, a2024Gas.osId]);
    for (const bad of ['dokumenttyp=Rechnung', 'jahr=zwanzig', '_limit=0', '_limit=101', '_start=-1']) {
      expect((await call(`/api/enaio/testate?${bad}`, userA)).statusCode, bad).toBe(400);
    }
  });

  it('sends an ETag and answers 304 while the page is unchanged, gzip when asked', async () => {
    const first = await call('/api/enaio/testate', userA);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"\s]+"$/);
    // Confidential: no copy kept (decision 026), so the 304 serves only a client that sends its ETag anyway.
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(String(first.headers.vary)).toMatch(/\bcookie\b/i);
    const again = await call('/api/enaio/testate', userA, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    const filtered = await call('/api/enaio/testate?dokumenttyp=Testat', userA, { 'if-none-match': etag });
    expect(filtered.statusCode).toBe(200);
    const zipped = await call('/api/enaio/testate?_limit=100', employee, { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
  });

  it('shows a new document once the cached list is forgotten', async () => {
    const before = await pageOf('/api/enaio/testate', userB);
    const added = await buildDocument(db, { communeId: communeB.id, jahr: 2025, titel: 'Neu' });
    const after = await pageOf('/api/enaio/testate', userB);
    expect(after.total).toBe(before.total + 1);
    expect(osids(after)[0]).toBe(added.osId);
    expect(after.years).toEqual([2025, 2023]);
  });
});

describe('GET /api/enaio/download', () => {
  const downloadUrl = (osId: string) => `/api/enaio/download?id=${encodeURIComponent(osId)}&type=testate`;

  it('streams the commune’s own file with type, length and an attachment name', async () => {
    const res = await call(downloadUrl(a2024.osId), userA);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(Buffer.from(bodyA))).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-length']).toBe(String(bodyA.length));
    expect(res.headers['content-disposition']).toBe(
      attachmentHeader('Jahresrechnung Konzessionsabgaben 2024 Strom.pdf'),
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(String(res.headers.vary)).toMatch(/\bcookie\b/i);
  });

  it('answers 404 for another commune’s document, as for an unknown one', async () => {
    const foreign = await call(downloadUrl(b2023.osId), userA);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({
      error: 'unknown_document',
      message: 'Das Dokument wurde nicht gefunden.',
    });
    expect((await call(downloadUrl('D-unbekannt'), userA)).json()).toEqual(foreign.json());
    expect((await call(downloadUrl(a2024.osId), userB)).statusCode).toBe(404);
  });

  it('lets employees download any commune’s document, with the UTF-8 name', async () => {
    const res = await call(downloadUrl(b2023.osId), employee);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Schwalmtal');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Schlussrechnung Groesse.pdf"; filename*=UTF-8''Schlussrechnung%20Gr%C3%B6%C3%9Fe.pdf`,
    );
    expect((await call(downloadUrl(a2024.osId), employee)).statusCode).toBe(200);
  });

  it('answers 404 with a German message when the file is missing', async () => {
    const res = await call(downloadUrl(noFile.osId), userA);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'missing_file',
      message: 'Die Datei dieses Dokuments ist nicht vorhanden.',
    });
  });

  it('needs type=testate and an id', async () => {
    expect((await call(`/api/enaio/download?id=${a2024.osId}&type=vertrag`, userA)).statusCode).toBe(400);
    expect((await call('/api/enaio/download?type=testate', userA)).statusCode).toBe(400);
  });
});

describe('the flag EnableTestate', () => {
  it('is needed for the list and the download', async () => {
    const without = await buildCommuneDataUser(db, { communeId: communeA.id, enableTestate: false });
    for (const url of ['/api/enaio/testate', `/api/enaio/download?id=${a2024.osId}&type=testate`]) {
      const res = await call(url, without);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error).toBe('feature_disabled');
    }
  });
});
