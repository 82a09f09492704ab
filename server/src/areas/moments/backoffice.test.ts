import { berlinDay } from '@kp/contract/shell';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { momentClaims, notifications } from '../../db/schema/index.ts';
import { backofficeCaller, setupTestApp } from '../../test/app.ts';
import { buildContactPerson, buildUser, sessionCookie } from '../../test/factories.ts';
import { buildUserKinds, USER_KINDS } from '../../test/user-kinds.ts';
import { announcePublished } from '../notifications/service.ts';

const { app, db } = await setupTestApp();
afterAll(() => app.close());

const editorCookie = await sessionCookie(
  db,
  await buildUser(db, { isEditor: true, firstName: 'Mara', lastName: 'Momente' }),
);
const secondEditorCookie = await sessionCookie(
  db,
  await buildUser(db, { isEditor: true, firstName: 'Nils', lastName: 'Nachredakteur' }),
);
const reader = await buildUser(db, { enableMoments: true });
const readerCookie = await sessionCookie(db, reader);

const call = backofficeCaller(app);

/** A calendar day `days` away from today in Berlin. */
function day(days: number): string {
  const date = new Date(`${berlinDay()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

const moment = (overrides: Record<string, unknown> = {}) => ({
  titel: 'Führung Wasserwerk BO',
  beschreibung: 'Vom Brunnen bis zum Hochbehälter.',
  bildUrl: '/api/media/wasserwerk.jpg',
  bildAlt: 'Blick in die Halle des Wasserwerks',
  startdatum: day(-1),
  enddatum: day(5),
  status: 'published',
  publishedAt: iso(-60_000),
  ...overrides,
});

const claim = (momentId: number) => ({
  momentId,
  name: 'Petra Leser',
  commune: 'Viersen',
  task: 'Bürgermeisterin',
  phone_number: '02162 123',
  email: 'petra@example.org',
});

const readerSees = async (id: number) => {
  const res = await call(readerCookie, 'GET', '/api/moments');
  expect(res.statusCode).toBe(200);
  return (res.json() as { id: number }[]).some((m) => m.id === id);
};

describe('back office: moments', () => {
  it('only editors and admins reach the moments resources', async () => {
    const kinds = await buildUserKinds(db);
    for (const kind of USER_KINDS) {
      const { cookie } = kinds[kind];
      const expected = kind === 'anonymous' ? 401 : kind === 'editor' || kind === 'admin' ? 200 : 403;
      expect([kind, (await call(cookie, 'GET', '/api/backoffice/moments')).statusCode]).toEqual([
        kind,
        expected,
      ]);
      expect([kind, (await call(cookie, 'GET', '/api/backoffice/moments-settings/1')).statusCode]).toEqual([
        kind,
        expected,
      ]);
    }
  });

  it('creates a moment the reader sees and claims; lists, filters and sorts', async () => {
    const created = await call(editorCookie, 'POST', '/api/backoffice/moments', moment());
    expect(created.statusCode).toBe(200);
    const entry = created.json();
    expect(entry).toMatchObject({
      revision: 1,
      updatedBy: 'Mara Momente',
      record: { titel: 'Führung Wasserwerk BO', status: 'published', startdatum: day(-1) },
    });
    const id = entry.record.id as number;
    const list = await call(readerCookie, 'GET', '/api/moments');
    expect(list.json()).toContainEqual(
      expect.objectContaining({
        id,
        Titel: 'Führung Wasserwerk BO',
        Bild: { url: '/api/media/wasserwerk.jpg', alt: 'Blick in die Halle des Wasserwerks' },
        availability: 'available',
      }),
    );
    const claimed = await call(readerCookie, 'POST', '/api/moments/sendMomentsEmail', claim(id));
    expect(claimed.statusCode).toBe(201);

    const filter = encodeURIComponent(JSON.stringify({ status: 'published' }));
    const back = await call(
      editorCookie,
      'GET',
      `/api/backoffice/moments?q=wasserwerk%20bo&filter=${filter}&sort=enddatum&order=DESC`,
    );
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({
      total: 1,
      items: [{ id, titel: 'Führung Wasserwerk BO', publicationState: 'published' }],
    });
  });

  it('answers bad input with 400 and a German message per field', async () => {
    const res = await call(
      editorCookie,
      'POST',
      '/api/backoffice/moments',
      moment({
        titel: '',
        bildAlt: '',
        startdatum: day(3),
        enddatum: day(1),
        bildUrl: 'javascript:alert(1)',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      titel: 'Bitte geben Sie den Titel an.',
      bildUrl: 'Bitte ein Bild der Mediathek oder eine https-Adresse.',
    });
    const order = await call(
      editorCookie,
      'POST',
      '/api/backoffice/moments',
      moment({ bildAlt: '', startdatum: day(3), enddatum: day(1) }),
    );
    expect(order.statusCode).toBe(400);
    expect(order.json().fields).toEqual({
      bildAlt: 'Bitte geben Sie einen Alternativtext für das Bild an.',
      enddatum: 'Das Enddatum liegt vor dem Startdatum.',
    });
  });

  it('keeps drafts and scheduled moments from commune users (list, claim, notifications)', async () => {
    const draft = (
      await call(
        editorCookie,
        'POST',
        '/api/backoffice/moments',
        moment({ titel: 'Entwurf BO', status: 'draft' }),
      )
    ).json();
    const at = new Date(Date.now() + 3 * 60 * 60_000);
    const scheduled = (
      await call(
        editorCookie,
        'POST',
        '/api/backoffice/moments',
        moment({ titel: 'Geplant BO', publishedAt: at.toISOString() }),
      )
    ).json();
    for (const id of [draft.record.id, scheduled.record.id]) {
      expect(await readerSees(id)).toBe(false);
      const claimed = await call(readerCookie, 'POST', '/api/moments/sendMomentsEmail', claim(id));
      expect(claimed.statusCode).toBe(404);
    }
    const announced = async (id: number) =>
      (
        await db
          .select()
          .from(notifications)
          .where(and(eq(notifications.kind, 'moments'), eq(notifications.sourceId, id)))
      ).length;
    await announcePublished(db, new Date());
    expect(await announced(draft.record.id)).toBe(0);
    expect(await announced(scheduled.record.id)).toBe(0);
    await announcePublished(db, new Date(at.getTime() + 60_000));
    expect(await announced(scheduled.record.id)).toBe(1);
    expect(await announced(draft.record.id)).toBe(0);

    const drafts = await call(
      editorCookie,
      'GET',
      `/api/backoffice/moments?filter=${encodeURIComponent(JSON.stringify({ status: 'draft' }))}`,
    );
    expect(drafts.json().items.map((m: { id: number }) => m.id)).toEqual([draft.record.id]);
    const bad = await call(
      editorCookie,
      'GET',
      `/api/backoffice/moments?filter=${encodeURIComponent(JSON.stringify({ status: 'geheim' }))}`,
    );
    expect(bad.statusCode).toBe(400);

    // Publishing shows it at once; setting it back to draft hides it at once.
    const live = await call(
      secondEditorCookie,
      'PUT',
      `/api/backoffice/moments/${draft.record.id}`,
      moment({ titel: 'Entwurf BO', publishedAt: iso(-1000) }),
      1,
    );
    expect(live.statusCode).toBe(200);
    expect(await readerSees(draft.record.id)).toBe(true);
    const back = await call(
      secondEditorCookie,
      'PUT',
      `/api/backoffice/moments/${draft.record.id}`,
      moment({ titel: 'Entwurf BO', status: 'draft' }),
      2,
    );
    expect(back.statusCode).toBe(200);
    expect(await readerSees(draft.record.id)).toBe(false);
    // The scheduled one, announced at its time, deleted: its announcement goes with it.
    expect(await announced(scheduled.record.id)).toBe(1);
    expect(
      (await call(editorCookie, 'DELETE', `/api/backoffice/moments/${scheduled.record.id}`)).statusCode,
    ).toBe(200);
    expect(await announced(scheduled.record.id)).toBe(0);
  });

  it('refuses a stale save (409), keeps versions and restores one', async () => {
    const id = (await call(editorCookie, 'POST', '/api/backoffice/moments', moment({ titel: 'M1' }))).json()
      .record.id as number;
    expect(
      (await call(secondEditorCookie, 'PUT', `/api/backoffice/moments/${id}`, moment({ titel: 'M2' }), 1))
        .statusCode,
    ).toBe(200);
    const stale = await call(
      editorCookie,
      'PUT',
      `/api/backoffice/moments/${id}`,
      moment({ titel: 'M3' }),
      1,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('Nils Nachredakteur');
    const restored = await call(
      editorCookie,
      'POST',
      `/api/backoffice/moments/${id}/versions/1/restore`,
      undefined,
      2,
    );
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ revision: 3, record: { titel: 'M1' } });
  });

  it('deletes an unclaimed moment; a claimed one is refused with 409 and keeps its claims', async () => {
    const unclaimed = (
      await call(editorCookie, 'POST', '/api/backoffice/moments', moment({ titel: 'Frei' }))
    ).json();
    expect(
      (await call(editorCookie, 'DELETE', `/api/backoffice/moments/${unclaimed.record.id}`)).statusCode,
    ).toBe(200);
    const claimedMoment = (
      await call(editorCookie, 'POST', '/api/backoffice/moments', moment({ titel: 'Beansprucht' }))
    ).json();
    const id = claimedMoment.record.id as number;
    expect((await call(readerCookie, 'POST', '/api/moments/sendMomentsEmail', claim(id))).statusCode).toBe(
      201,
    );
    const refused = await call(editorCookie, 'DELETE', `/api/backoffice/moments/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Entwurf');
    expect(await db.select().from(momentClaims).where(eq(momentClaims.momentId, id))).toHaveLength(1);
  });
});

describe('back office: moments settings', () => {
  it('is one record, edited only: the contact the reader gets, with versions', async () => {
    const person = await buildContactPerson(db, { firstname: 'Tobias', lastname: 'Kontakt' });
    const list = await call(editorCookie, 'GET', '/api/backoffice/moments-settings');
    expect(list.json()).toMatchObject({ total: 1, items: [{ id: 1 }] });
    const before = await call(editorCookie, 'GET', '/api/backoffice/moments-settings/1');
    expect(before.statusCode).toBe(200);
    const saved = await call(
      editorCookie,
      'PUT',
      '/api/backoffice/moments-settings/1',
      { contactPersonId: person.id },
      before.json().revision,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().record).toEqual({ id: 1, contactPersonId: person.id });
    const contact = await call(readerCookie, 'GET', '/api/moments/getMomentsContact');
    expect(contact.json()).toMatchObject({ id: person.id, firstname: 'Tobias' });

    const unknown = await call(
      editorCookie,
      'PUT',
      '/api/backoffice/moments-settings/1',
      { contactPersonId: 999_999 },
      saved.json().revision,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ contactPersonId: 'Diese Ansprechperson gibt es nicht.' });

    // No second record, no delete.
    expect(
      (await call(editorCookie, 'POST', '/api/backoffice/moments-settings', { contactPersonId: null }))
        .statusCode,
    ).toBe(404);
    expect((await call(editorCookie, 'DELETE', '/api/backoffice/moments-settings/1')).statusCode).toBe(404);
    expect((await call(editorCookie, 'GET', '/api/backoffice/moments-settings/2')).statusCode).toBe(404);
  });
});
