import { afterAll, describe, expect, it } from 'vitest';
import { backofficeCaller, setupTestApp } from '../../test/app.ts';
import { buildConstructionProject } from '../../test/content-factories.ts';
import { buildUser, sessionCookie } from '../../test/factories.ts';
import { buildUserKinds, USER_KINDS } from '../../test/user-kinds.ts';

const { app, db } = await setupTestApp();
afterAll(() => app.close());

const editorCookie = await sessionCookie(
  db,
  await buildUser(db, { isEditor: true, firstName: 'Bea', lastName: 'Baustelle' }),
);
const readerCookie = await sessionCookie(db, await buildUser(db));

const call = backofficeCaller(app);

const project = (overrides: Record<string, unknown> = {}) => ({
  title: 'Wasserleitung Hauptstraße BO',
  description: 'Erneuerung der Trinkwasserleitung, halbseitige Sperrung.',
  sparte: 'Wasser',
  commune: 'Viersen',
  street: 'Hauptstraße',
  startDate: '2027-03-01',
  endDate: '2027-06-30',
  latitude: 51.2562,
  longitude: 6.3928,
  ...overrides,
});

const readerProject = async (id: number) => {
  const res = await call(readerCookie, 'GET', '/api/construction-projects');
  expect(res.statusCode).toBe(200);
  return (res.json() as { id: number; latitude: number; longitude: number }[]).find((p) => p.id === id);
};

describe('back office: construction projects', () => {
  it('only editors and admins reach the resource', async () => {
    const kinds = await buildUserKinds(db);
    for (const kind of USER_KINDS) {
      const expected = kind === 'anonymous' ? 401 : kind === 'editor' || kind === 'admin' ? 200 : 403;
      const res = await call(kinds[kind].cookie, 'GET', '/api/backoffice/construction-projects');
      expect([kind, res.statusCode]).toEqual([kind, expected]);
    }
  });

  it('creates a project the map shows, moves it by typed coordinates, lists, filters, deletes', async () => {
    const created = await call(editorCookie, 'POST', '/api/backoffice/construction-projects', project());
    expect(created.statusCode).toBe(200);
    const id = created.json().record.id as number;
    expect(await readerProject(id)).toMatchObject({ latitude: 51.2562, longitude: 6.3928, sparte: 'Wasser' });

    const moved = await call(
      editorCookie,
      'PUT',
      `/api/backoffice/construction-projects/${id}`,
      project({ latitude: 51.26, longitude: 6.4, endDate: '' }),
      1,
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json().record).toMatchObject({ latitude: 51.26, longitude: 6.4, endDate: null });
    expect(await readerProject(id)).toMatchObject({ latitude: 51.26, longitude: 6.4, endDate: null });

    const filter = encodeURIComponent(JSON.stringify({ sparte: 'Wasser', commune: 'Viersen' }));
    const list = await call(
      editorCookie,
      'GET',
      `/api/backoffice/construction-projects?q=hauptstra%C3%9Fe%20bo&filter=${filter}&sort=startDate`,
    );
    expect(list.json()).toMatchObject({ total: 1, items: [{ id, title: 'Wasserleitung Hauptstraße BO' }] });
    const wrong = encodeURIComponent(JSON.stringify({ sparte: 'Kohle' }));
    expect(
      (await call(editorCookie, 'GET', `/api/backoffice/construction-projects?filter=${wrong}`)).statusCode,
    ).toBe(400);

    const versions = await call(editorCookie, 'GET', `/api/backoffice/construction-projects/${id}/versions`);
    expect(versions.json().map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const restored = await call(
      editorCookie,
      'POST',
      `/api/backoffice/construction-projects/${id}/versions/1/restore`,
      undefined,
      2,
    );
    expect(restored.json().record).toMatchObject({ latitude: 51.2562, longitude: 6.3928 });

    expect(
      (await call(editorCookie, 'DELETE', `/api/backoffice/construction-projects/${id}`)).statusCode,
    ).toBe(200);
    expect(await readerProject(id)).toBeUndefined();
  });

  it('answers bad coordinates, dates and fields with 400 and a German message per field', async () => {
    const res = await call(
      editorCookie,
      'POST',
      '/api/backoffice/construction-projects',
      project({
        title: '',
        sparte: 'Kohle',
        latitude: 95,
        longitude: -200,
        startDate: '2027-05-01',
        endDate: '2027-04-01',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      title: 'Bitte geben Sie den Titel an.',
      sparte: 'Bitte wählen Sie eine Sparte.',
      latitude: 'Die Breite liegt zwischen -90 und 90.',
      longitude: 'Die Länge liegt zwischen -180 und 180.',
    });
    const order = await call(
      editorCookie,
      'POST',
      '/api/backoffice/construction-projects',
      project({ startDate: '2027-05-01', endDate: '2027-04-01', latitude: 0, longitude: 0 }),
    );
    expect(order.json().fields).toEqual({
      endDate: 'Das Ende liegt vor dem Beginn.',
      latitude: 'Bitte wählen Sie die Position auf der Karte oder geben Sie die Koordinaten ein.',
    });
  });

  it('keeps the seed state as version 1 on the first save of an existing project', async () => {
    const existing = await buildConstructionProject(db, { title: 'Altbestand BO' });
    const first = await call(editorCookie, 'GET', `/api/backoffice/construction-projects/${existing.id}`);
    expect(first.json().revision).toBe(0);
    const saved = await call(
      editorCookie,
      'PUT',
      `/api/backoffice/construction-projects/${existing.id}`,
      project({ title: 'Altbestand BO, neu' }),
      0,
    );
    expect(saved.statusCode).toBe(200);
    const versions = await call(
      editorCookie,
      'GET',
      `/api/backoffice/construction-projects/${existing.id}/versions`,
    );
    expect(versions.json()).toMatchObject([
      { version: 2, savedBy: 'Bea Baustelle' },
      { version: 1, savedBy: 'Ursprünglicher Stand' },
    ]);
  });
});
