import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureDemoDocumentFiles } from '../../../demo/src/commune-data.ts';
import { communes, concessionDocuments } from '../db/schema/index.ts';
import { setupTestApp } from '../test/app.ts';
import { buildCommuneDataUser, communeDataCaller } from '../test/contracts-factories.ts';
import { fileStoreOf } from './portal-store.ts';

// Decision 014: every private file of the seeded demo documents, asked for by everyone who must not
// have it. Before, /api/uploads/files/<key> served all of them to anyone with Cache-Control: public.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-private-files-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const { app, db, config, database } = await setupTestApp({ DATA_DIR: dataDir }, { seeded: true });
const store = fileStoreOf(config, database);
await ensureDemoDocumentFiles(db, store);
const call = communeDataCaller(app, db);

const communeIds = new Map((await db.select().from(communes)).map((c) => [c.name, c.id]));
const viersen = communeIds.get('Viersen') as number;
const brueggen = communeIds.get('Brüggen') as number;
const userViersen = await buildCommuneDataUser(db, { communeId: viersen });
const userBrueggen = await buildCommuneDataUser(db, { communeId: brueggen });
const employee = await buildCommuneDataUser(db, { isNewEmployee: true });
// Education-only (KommunalportalAusblenden), with every flag and a commune: still no municipal files.
const educationOnly = await buildCommuneDataUser(db, {
  communeId: viersen,
  bildungsportalUser: true,
  kommunalportalAusblenden: true,
});

const documents = await db.select().from(concessionDocuments);
const byKey = new Map(documents.map((d) => [d.fileKey, d]));
const keys = await store.keys('');
const downloadUrl = (osId: string) => `/api/enaio/download?id=${encodeURIComponent(osId)}&type=testate`;

describe('private files', () => {
  it('are the demo documents’ files, under random keys', () => {
    expect(documents.length).toBeGreaterThan(800);
    expect(keys.length).toBe(documents.length);
    for (const key of keys) {
      const document = byKey.get(key);
      expect(document, key).toBeDefined();
      expect(key).not.toContain(document?.osId ?? '?');
      expect(key).toMatch(/^konzessionsabgaben\/[0-9a-f-]{36}\.pdf$/);
    }
  });

  it('go to no one without a session, in another commune or education-only, nor by the old URL', async () => {
    const refused: string[] = [];
    const expectRefused = (what: string, status: number, allowed: number[]) => {
      if (!allowed.includes(status)) refused.push(`${what}: ${status}`);
    };
    for (const key of keys) {
      const document = byKey.get(key);
      if (!document) throw new Error(`kein Dokument für ${key}`);
      const url = downloadUrl(document.osId);
      const stranger = document.communeId === viersen ? userBrueggen : userViersen;
      expectRefused(`${key} anonym`, (await call(url)).statusCode, [401]);
      expectRefused(`${key} andere Kommune`, (await call(url, stranger)).statusCode, [404]);
      expectRefused(`${key} Bildungsportal`, (await call(url, educationOnly)).statusCode, [403]);
      // The static prefix of before is gone, for everyone.
      expectRefused(`${key} statisch`, (await call(`/api/uploads/files/${key}`)).statusCode, [404]);
      expectRefused(
        `${key} statisch Mitarbeiter`,
        (await call(`/api/uploads/files/${key}`, employee)).statusCode,
        [404],
      );
    }
    expect(refused).toEqual([]);
  }, 300_000);

  it('go to the commune’s own users and employees, never to be cached by others', async () => {
    const own = documents.filter((d) => d.communeId === viersen);
    expect(own.length).toBeGreaterThan(20);
    for (const document of own) {
      const res = await call(downloadUrl(document.osId), userViersen);
      expect(res.statusCode, document.osId).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.rawPayload.length).toBe(document.sizeBytes);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    for (const document of documents) {
      const res = await call(downloadUrl(document.osId), employee);
      expect(res.statusCode, document.osId).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  }, 300_000);
});
