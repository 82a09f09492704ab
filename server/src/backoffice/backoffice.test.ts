import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backofficeCaller, setupTestApp } from '../test/app.ts';
import { buildUser, sessionCookie } from '../test/factories.ts';

const { app, db } = await setupTestApp();

describe('back office: generic resource routes (FAQ entries)', () => {
  let editorCookie: string;
  let secondEditorCookie: string;
  let adminCookie: string;
  beforeAll(async () => {
    editorCookie = await sessionCookie(
      db,
      await buildUser(db, { isEditor: true, firstName: 'Rita', lastName: 'Redakteurin' }),
    );
    secondEditorCookie = await sessionCookie(
      db,
      await buildUser(db, { isEditor: true, firstName: 'Otto', lastName: 'Zweitredakteur' }),
    );
    adminCookie = await sessionCookie(db, await buildUser(db, { isAdmin: true }));
  });
  afterAll(() => app.close());

  const call = backofficeCaller(app);

  it('creates, lists with search and sort, saves with the revision, refuses a stale save with 409 naming the editor', async () => {
    const created = await call(editorCookie, 'POST', '/api/backoffice/faq-entries', {
      titel: 'Wie melde ich einen Zählerstand?',
      text: 'Über das Kundenportal.',
      sortOrder: 5,
    });
    expect(created.statusCode).toBe(200);
    const entry = created.json();
    expect(entry).toMatchObject({ revision: 1, updatedBy: 'Rita Redakteurin' });
    const id = entry.record.id as number;

    const list = await call(
      editorCookie,
      'GET',
      '/api/backoffice/faq-entries?q=z%C3%A4hlerstand&sort=titel&order=DESC',
    );
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((item: { id: number }) => item.id)).toContain(id);

    const first = await call(
      secondEditorCookie,
      'PUT',
      `/api/backoffice/faq-entries/${id}`,
      { titel: 'Wie melde ich meinen Zählerstand?', text: 'Online.', sortOrder: 5 },
      1,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().revision).toBe(2);

    const stale = await call(
      editorCookie,
      'PUT',
      `/api/backoffice/faq-entries/${id}`,
      { titel: 'Überschrieben?', text: 'Nein.', sortOrder: 5 },
      1,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('Otto Zweitredakteur');
    const after = await call(editorCookie, 'GET', `/api/backoffice/faq-entries/${id}`);
    expect(after.json().record.titel).toBe('Wie melde ich meinen Zählerstand?');
  });

  it('keeps every version, shows one, and restores an old one as a new version', async () => {
    const created = await call(editorCookie, 'POST', '/api/backoffice/faq-entries', {
      titel: 'Erste Fassung',
      text: 'A',
      sortOrder: 1,
    });
    const id = created.json().record.id as number;
    await call(
      editorCookie,
      'PUT',
      `/api/backoffice/faq-entries/${id}`,
      { titel: 'Zweite Fassung', text: 'B', sortOrder: 1 },
      1,
    );
    const versions = await call(editorCookie, 'GET', `/api/backoffice/faq-entries/${id}/versions`);
    expect(versions.json().map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const one = await call(editorCookie, 'GET', `/api/backoffice/faq-entries/${id}/versions/1`);
    expect(one.json().data).toMatchObject({ titel: 'Erste Fassung', text: '<p>A</p>' });

    const stale = await call(
      editorCookie,
      'POST',
      `/api/backoffice/faq-entries/${id}/versions/1/restore`,
      undefined,
      1,
    );
    expect(stale.statusCode).toBe(409);
    const restored = await call(
      editorCookie,
      'POST',
      `/api/backoffice/faq-entries/${id}/versions/1/restore`,
      undefined,
      2,
    );
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ revision: 3, record: { titel: 'Erste Fassung' } });
  });

  it('answers bad input with 400 and a German message per field', async () => {
    const res = await call(editorCookie, 'POST', '/api/backoffice/faq-entries', {
      titel: '  ',
      text: '',
      sortOrder: -1,
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.fields).toMatchObject({
      titel: 'Bitte geben Sie die Frage an.',
      text: 'Bitte geben Sie die Antwort an.',
      sortOrder: 'Die Reihenfolge ist 0 oder größer.',
    });
  });

  it('refuses an unknown sort field or filter with 400', async () => {
    expect((await call(editorCookie, 'GET', '/api/backoffice/faq-entries?sort=passwort')).statusCode).toBe(
      400,
    );
    const filter = encodeURIComponent(JSON.stringify({ geheim: 1 }));
    expect((await call(editorCookie, 'GET', `/api/backoffice/faq-entries?filter=${filter}`)).statusCode).toBe(
      400,
    );
  });

  it('writes an audit line per write that admins read and editors do not', async () => {
    const created = await call(editorCookie, 'POST', '/api/backoffice/faq-entries', {
      titel: 'Audit-Frage',
      text: 'x',
      sortOrder: 0,
    });
    const id = created.json().record.id as number;
    expect((await call(editorCookie, 'DELETE', `/api/backoffice/faq-entries/${id}`)).statusCode).toBe(200);
    expect((await call(editorCookie, 'GET', `/api/backoffice/faq-entries/${id}`)).statusCode).toBe(404);
    const filter = encodeURIComponent(JSON.stringify({ resource: 'faq-entries' }));
    const log = await call(adminCookie, 'GET', `/api/backoffice/audit?q=Audit-Frage&filter=${filter}`);
    expect(log.statusCode).toBe(200);
    expect(log.json().items.map((item: { action: string }) => item.action)).toEqual(['delete', 'create']);
    expect(log.json().items[0]).toMatchObject({ userName: 'Rita Redakteurin', entityId: String(id) });
    expect((await call(editorCookie, 'GET', '/api/backoffice/audit')).statusCode).toBe(403);
  });

  it('refuses everyone but editors and admins', async () => {
    const employee = await sessionCookie(db, await buildUser(db, { isNewEmployee: true }));
    const commune = await sessionCookie(db, await buildUser(db));
    expect((await call(undefined, 'GET', '/api/backoffice/faq-entries')).statusCode).toBe(401);
    expect((await call(employee, 'GET', '/api/backoffice/faq-entries')).statusCode).toBe(403);
    expect(
      (await call(commune, 'POST', '/api/backoffice/faq-entries', { titel: 'x', text: 'y', sortOrder: 0 }))
        .statusCode,
    ).toBe(403);
    expect((await call(adminCookie, 'GET', '/api/backoffice/faq-entries')).statusCode).toBe(200);
  });
});
