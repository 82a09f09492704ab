import type { ConcessionTopicInput } from '@kp/contract/concessions-backoffice';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as cache from '../../lib/cache.ts';
import { backofficeCaller, setupTestApp } from '../../test/app.ts';
import { buildCommune, buildServiceArea, buildUser, sessionCookie } from '../../test/factories.ts';
import { expectHarmless, HOSTILE_RICH_TEXT } from '../../test/hostile-rich-text.ts';

const { app, db } = await setupTestApp();

const kempen = await buildCommune(db, { name: 'Kempen' });
const brueggen = await buildCommune(db, { name: 'Brüggen' });
const wasser = await buildServiceArea(db, { title: 'Trinkwasser' });

const topic = (overrides: Partial<ConcessionTopicInput> = {}): ConcessionTopicInput => ({
  themaId: 'KT-100',
  communeId: kempen.id,
  vertrag: 'Konzessionsvertrag Wasser',
  serviceAreaId: wasser.id,
  archiviert: false,
  entries: [
    { datum: '2026-03-01T10:00:00.000Z', details: 'Verhandlung **begonnen**.', active: false },
    { datum: '2026-05-01T10:00:00.000Z', details: 'Entwurf liegt vor.', active: true },
  ],
  ...overrides,
});

describe('back office: concession topics and their history', () => {
  let editor: string;
  let otherEditor: string;
  let employee: string;
  let communeUser: string;
  beforeAll(async () => {
    editor = await sessionCookie(
      db,
      await buildUser(db, { isEditor: true, firstName: 'Rita', lastName: 'Redakteurin' }),
    );
    otherEditor = await sessionCookie(
      db,
      await buildUser(db, { isEditor: true, firstName: 'Otto', lastName: 'Zweit' }),
    );
    employee = await sessionCookie(
      db,
      await buildUser(db, { isNewEmployee: true, enableKonzessionssachstaende: true }),
    );
    communeUser = await sessionCookie(
      db,
      await buildUser(db, { communeId: kempen.id, enableKonzessionssachstaende: true }),
    );
  });

  const call = backofficeCaller(app);

  it('creates a topic with its history, which the commune and employees see in the portal', async () => {
    const invalidate = vi.spyOn(cache, 'invalidate');
    const created = await call(editor, 'POST', '/api/backoffice/concession-topics', topic());
    expect(created.statusCode).toBe(200);
    expect(invalidate).toHaveBeenCalledWith(expect.anything(), 'concession-topics');
    const { record } = created.json();
    // The rich-text editor gets the stored markdown as the HTML readers see.
    expect(record.entries.map((e: { details: string }) => e.details)).toEqual([
      '<p>Entwurf liegt vor.</p>',
      '<p>Verhandlung <strong>begonnen</strong>.</p>',
    ]);

    const portal = await call(communeUser, 'GET', '/api/konzessionsthemen');
    expect(portal.statusCode).toBe(200);
    const mine = portal.json().find((t: { id: number }) => t.id === record.id);
    expect(mine).toMatchObject({ vertrag: 'Konzessionsvertrag Wasser', communeName: 'Kempen', active: true });
    const history = await call(communeUser, 'GET', `/api/konzessionsthemen/${record.id}/history`);
    expect(history.json()).toHaveLength(2);
    expect(
      (await call(employee, 'GET', '/api/konzessionsthemen')).json().map((t: { id: number }) => t.id),
    ).toContain(record.id);
  });

  it('keeps scripts, event handlers and javascript: out of the details communes and employees get', async () => {
    const created = await call(
      editor,
      'POST',
      '/api/backoffice/concession-topics',
      topic({
        themaId: 'KT-XSS',
        entries: [{ datum: '2026-06-01T10:00:00.000Z', details: HOSTILE_RICH_TEXT, active: true }],
      }),
    );
    expect(created.statusCode).toBe(200);
    const { record, revision } = created.json();
    const shown = async () => {
      const list = (await call(communeUser, 'GET', '/api/konzessionsthemen')).json();
      const history = (await call(employee, 'GET', `/api/konzessionsthemen/${record.id}/history`)).json();
      return {
        newest: list.find((t: { id: number }) => t.id === record.id).details as string,
        entry: history[0].Details as string,
      };
    };
    const before = await shown();
    expectHarmless(before.newest);
    expectHarmless(before.entry);
    // Saved back from the editor unchanged, readers see the same.
    expect(record.entries[0].details).toBe(before.entry.trim());
    const saved = await call(
      editor,
      'PUT',
      `/api/backoffice/concession-topics/${record.id}`,
      record,
      revision,
    );
    expect(saved.statusCode).toBe(200);
    expect((await shown()).entry.trim()).toBe(before.entry.trim());
  });

  it('saves the history as the form has it: keeps, changes, adds and removes entries; versions and restore', async () => {
    const created = await call(
      editor,
      'POST',
      '/api/backoffice/concession-topics',
      topic({ themaId: 'KT-200' }),
    );
    const { record } = created.json();
    const [newest, oldest] = record.entries;
    const changed = await call(
      otherEditor,
      'PUT',
      `/api/backoffice/concession-topics/${record.id}`,
      {
        ...record,
        entries: [
          { datum: '2026-07-01T10:00:00.000Z', details: 'Vertrag unterschrieben.', active: true },
          { ...newest, active: false },
        ],
      },
      1,
    );
    expect(changed.statusCode).toBe(200);
    const entries = changed.json().record.entries;
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({ id: newest.id, active: false });
    expect(entries.map((e: { id: number }) => e.id)).not.toContain(oldest.id);

    const stale = await call(
      editor,
      'PUT',
      `/api/backoffice/concession-topics/${record.id}`,
      { ...record, vertrag: 'Überschrieben' },
      1,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('Otto Zweit');

    const restored = await call(
      editor,
      'POST',
      `/api/backoffice/concession-topics/${record.id}/versions/1/restore`,
      undefined,
      2,
    );
    expect(restored.statusCode).toBe(200);
    expect(restored.json().record.entries.map((e: { details: string }) => e.details)).toEqual([
      '<p>Entwurf liegt vor.</p>',
      '<p>Verhandlung <strong>begonnen</strong>.</p>',
    ]);
    expect(restored.json().revision).toBe(3);
  });

  it('lists with search, filters and sort; archives; deletes with the history', async () => {
    const created = await call(
      editor,
      'POST',
      '/api/backoffice/concession-topics',
      topic({ themaId: 'KT-300', communeId: brueggen.id, vertrag: 'Straßenbeleuchtung' }),
    );
    const { record } = created.json();
    const filter = (value: object) => encodeURIComponent(JSON.stringify(value));
    const list = await call(
      editor,
      'GET',
      `/api/backoffice/concession-topics?q=br%C3%BCggen&sort=communeName&order=ASC&filter=${filter({ archiviert: false })}`,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toEqual([
      expect.objectContaining({ id: record.id, communeName: 'Brüggen', entries: 2 }),
    ]);
    const archived = await call(
      editor,
      'PUT',
      `/api/backoffice/concession-topics/${record.id}`,
      { ...record, archiviert: true },
      1,
    );
    expect(archived.statusCode).toBe(200);
    const byArchive = await call(
      editor,
      'GET',
      `/api/backoffice/concession-topics?filter=${filter({ archiviert: true, communeId: brueggen.id })}`,
    );
    expect(byArchive.json().total).toBe(1);
    expect((await call(editor, 'DELETE', `/api/backoffice/concession-topics/${record.id}`)).statusCode).toBe(
      200,
    );
    expect((await call(editor, 'GET', `/api/backoffice/concession-topics/${record.id}`)).statusCode).toBe(
      404,
    );
    expect((await call(employee, 'GET', `/api/konzessionsthemen/${record.id}/history`)).statusCode).toBe(404);
  });

  it('answers bad input with 400 and a German message per field', async () => {
    const bad = await call(editor, 'POST', '/api/backoffice/concession-topics', {
      ...topic(),
      themaId: '',
      vertrag: ' ',
      entries: [{ datum: 'gestern', details: '', active: false }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      themaId: 'Bitte geben Sie die Themen-ID an.',
      vertrag: 'Bitte geben Sie den Vertrag an.',
      'entries.0.datum': 'Bitte geben Sie das Datum an.',
      'entries.0.details': 'Bitte geben Sie den Stand an.',
    });
    const taken = await call(editor, 'POST', '/api/backoffice/concession-topics', topic());
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fields).toEqual({
      themaId: 'Diese Themen-ID hat schon ein anderes Konzessionsthema.',
    });
    const noCommune = await call(
      editor,
      'POST',
      '/api/backoffice/concession-topics',
      topic({ themaId: 'KT-999', communeId: 999999 }),
    );
    expect(noCommune.json().fields).toEqual({ communeId: 'Diese Kommune gibt es nicht.' });
  });

  it('is for editors and admins only: employees and communes read topics in the portal', async () => {
    expect((await call(employee, 'GET', '/api/backoffice/concession-topics')).statusCode).toBe(403);
    expect(
      (await call(communeUser, 'POST', '/api/backoffice/concession-topics', topic({ themaId: 'KT-403' })))
        .statusCode,
    ).toBe(403);
    expect((await call(undefined, 'GET', '/api/backoffice/concession-topics')).statusCode).toBe(401);
  });
});
