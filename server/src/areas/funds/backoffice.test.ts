import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
import { backofficeCaller, setupTestApp } from '../../test/app.ts';
import { buildContactPerson, buildServiceArea, buildUser, sessionCookie } from '../../test/factories.ts';
import { expectHarmless, HOSTILE_RICH_TEXT } from '../../test/hostile-rich-text.ts';
import {
  buildFoerdermittel,
  buildFoerderthema,
  buildService,
  buildSubService,
} from '../../test/news-factories.ts';
import { buildUserKinds, USER_KINDS } from '../../test/user-kinds.ts';
import { announcePublished } from '../notifications/service.ts';

const { app, db } = await setupTestApp();
afterAll(() => app.close());

const editorCookie = await sessionCookie(
  db,
  await buildUser(db, { isEditor: true, firstName: 'Frieda', lastName: 'Förderredakteurin' }),
);
const secondEditorCookie = await sessionCookie(
  db,
  await buildUser(db, { isEditor: true, firstName: 'Gerd', lastName: 'Gegenleser' }),
);
const reader = await buildUser(db);
const readerCookie = await sessionCookie(db, reader);

const call = backofficeCaller(app);

const hour = 60 * 60_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

const area = await buildServiceArea(db);
const klima = await buildFoerderthema(db, { titel: 'Klimaschutz BO' });
const waerme = await buildFoerderthema(db, { titel: 'Wärme BO' });
const anna = await buildContactPerson(db, { firstname: 'Anna', lastname: 'Ansprech' });
const bernd = await buildContactPerson(db, { firstname: 'Bernd', lastname: 'Berater' });
const service = await buildService(db, { serviceAreaId: area.id, title: 'Energieberatung BO' });
const sub = await buildSubService(db, { serviceId: service.id, title: 'Fördermittelcheck BO' });

/** A complete programme form, every field of spec 01 §3 filled. */
const programme = (overrides: Record<string, unknown> = {}) => ({
  foerdertitel: 'Kommunalrichtlinie BO',
  untertitel: 'Klimaschutz in Kommunen',
  frist: '2027-09-30',
  aufruf: 'Förderaufruf 2027',
  foerderthemaId: klima.id,
  themaIds: [klima.id, waerme.id],
  antragsberechtigt: [{ Beschreibung: 'Kommunen' }, { Beschreibung: 'Zweckverbände' }],
  beihilfekategorie: 'De-minimis',
  foerdergegenstaende: [{ Wert: 'LED-Straßenbeleuchtung' }],
  foerderhoehe: [{ Wert: 'bis 40 %' }, { Wert: 'finanzschwache Kommunen bis 60 %' }],
  hinweis: 'Antrag über **easy-Online**',
  ansprechpartner: 'Block eins\n\n\nBlock zwei',
  links: [{ Url: 'https://www.klimaschutz.de', Titel: 'Richtlinie' }],
  foerdermittelgeber: [
    { Titel: 'BMWK', Link: 'https://www.bmwk.de', LogoUrl: '/api/media/bmwk.png', LogoAlt: 'Logo des BMWK' },
    { Titel: 'Land NRW', Link: '', LogoUrl: '', LogoAlt: '' },
  ],
  personIds: [bernd.id, anna.id],
  serviceIds: [service.id],
  subServiceIds: [sub.id],
  status: 'published',
  publishedAt: iso(-60_000),
  ...overrides,
});

const readerSees = async (id: number, cookie = readerCookie) => {
  const list = await call(cookie, 'GET', '/api/users/me?type=foerdermittel');
  expect(list.statusCode).toBe(200);
  const inList = (list.json() as { id: number }[]).some((fund) => fund.id === id);
  const detail = await call(cookie, 'GET', `/api/foerdermittel/${id}`);
  expect([200, 404]).toContain(detail.statusCode);
  expect(inList).toBe(detail.statusCode === 200);
  return inList;
};

describe('back office: funding programmes', () => {
  it('only editors and admins reach the funding resources', async () => {
    const kinds = await buildUserKinds(db);
    const fund = await buildFoerdermittel(db);
    for (const kind of USER_KINDS) {
      const { cookie } = kinds[kind];
      const list = await call(cookie, 'GET', '/api/backoffice/funding-programmes');
      const one = await call(cookie, 'GET', `/api/backoffice/funding-topics/${klima.id}`);
      const save = await call(
        cookie,
        'PUT',
        `/api/backoffice/funding-programmes/${fund.id}`,
        programme({ foerdertitel: 'Zugriff BO' }),
        0,
      );
      const expected = kind === 'anonymous' ? 401 : kind === 'editor' || kind === 'admin' ? 200 : 403;
      expect([kind, list.statusCode]).toEqual([kind, expected]);
      expect([kind, one.statusCode]).toEqual([kind, expected]);
      if (expected !== 200) expect([kind, save.statusCode]).toEqual([kind, expected]);
    }
  });

  it('creates a programme with every field and its links, which the reader gets back as the portal shows it', async () => {
    const created = await call(editorCookie, 'POST', '/api/backoffice/funding-programmes', programme());
    expect(created.statusCode).toBe(200);
    const entry = created.json();
    expect(entry).toMatchObject({ revision: 1, updatedBy: 'Frieda Förderredakteurin' });
    expect(entry.record).toMatchObject({
      foerdertitel: 'Kommunalrichtlinie BO',
      themaIds: [klima.id, waerme.id].sort((a, b) => a - b),
      personIds: [bernd.id, anna.id],
      foerdermittelgeber: [
        {
          Titel: 'BMWK',
          Link: 'https://www.bmwk.de',
          LogoUrl: '/api/media/bmwk.png',
          LogoAlt: 'Logo des BMWK',
        },
        { Titel: 'Land NRW', Link: null, LogoUrl: null, LogoAlt: null },
      ],
      status: 'published',
    });
    const id = entry.record.id as number;

    const detail = await call(readerCookie, 'GET', `/api/foerdermittel/${id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      Foerdertitel: 'Kommunalrichtlinie BO',
      Untertitel: 'Klimaschutz in Kommunen',
      Frist: '2027-09-30',
      Aufruf: 'Förderaufruf 2027',
      foerderthema: { id: klima.id },
      Antragsberechtigt: [{ Beschreibung: 'Kommunen' }, { Beschreibung: 'Zweckverbände' }],
      Beihilfekategorie: 'De-minimis',
      Foerdergegenstaende: [{ Wert: 'LED-Straßenbeleuchtung' }],
      Foerderhoehe: [{ Wert: 'bis 40 %' }, { Wert: 'finanzschwache Kommunen bis 60 %' }],
      Hinweis: 'Antrag über **easy-Online**',
      Ansprechpartner: 'Block eins\n\n\nBlock zwei',
      Links: [{ Url: 'https://www.klimaschutz.de', Titel: 'Richtlinie' }],
      Foerdermittelgeber: [
        {
          Titel: 'BMWK',
          Link: 'https://www.bmwk.de',
          Logo: { url: '/api/media/bmwk.png', caption: 'Logo des BMWK' },
        },
        { Titel: 'Land NRW', Link: null, Logo: null },
      ],
      AngebotDerNew: {
        Ansprechpartner: [{ id: bernd.id }, { id: anna.id }],
        Services: [{ id: service.id }],
        SubServices: [{ id: sub.id }],
      },
    });
    expect(
      detail
        .json()
        .themen.map((t: { id: number }) => t.id)
        .sort(),
    ).toEqual([klima.id, waerme.id].sort());
    expect(detail.json().HinweisHtml).toContain('<strong>easy-Online</strong>');

    // The list: search, filter by topic and state, sort.
    const filter = encodeURIComponent(JSON.stringify({ themaId: waerme.id, status: 'published' }));
    const list = await call(
      editorCookie,
      'GET',
      `/api/backoffice/funding-programmes?q=kommunalrichtlinie&filter=${filter}&sort=frist&order=DESC`,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toEqual([
      expect.objectContaining({ id, foerdertitel: 'Kommunalrichtlinie BO', publicationState: 'published' }),
    ]);
  });

  it('answers bad input with 400 and a German message per field', async () => {
    const res = await call(
      editorCookie,
      'POST',
      '/api/backoffice/funding-programmes',
      programme({
        foerdertitel: ' ',
        frist: '31.12.2027',
        links: [{ Url: 'javascript:alert(1)', Titel: 'x' }],
        foerdermittelgeber: [{ Titel: 'Ohne Alt', Link: null, LogoUrl: '/api/media/logo.png', LogoAlt: '' }],
        antragsberechtigt: [{ Beschreibung: '' }],
        themaIds: [klima.id, klima.id],
        status: 'published',
        publishedAt: 'morgen',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      foerdertitel: 'Bitte geben Sie den Titel an.',
      frist: expect.stringContaining('TT.MM.JJJJ'),
      'links.0.Url': 'Bitte eine Adresse, die mit https:// beginnt.',
      'foerdermittelgeber.0.LogoAlt': 'Bitte geben Sie einen Alternativtext für das Logo an.',
      'antragsberechtigt.0.Beschreibung': 'Bitte geben Sie wer antragsberechtigt ist an.',
      themaIds: 'Ein Förderthema ist doppelt ausgewählt.',
      publishedAt: 'Bitte geben Sie Datum und Uhrzeit an.',
    });

    const unknownLinks = await call(
      editorCookie,
      'POST',
      '/api/backoffice/funding-programmes',
      programme({ personIds: [999_999], serviceIds: [999_998], foerderthemaId: 999_997 }),
    );
    expect(unknownLinks.statusCode).toBe(400);
    expect(unknownLinks.json().fields).toEqual({
      foerderthemaId: 'Dieses Förderthema gibt es nicht.',
      personIds: 'Eine gewählte Ansprechperson gibt es nicht.',
      serviceIds: 'Eine gewählte Leistung gibt es nicht.',
    });
  });

  it('keeps drafts and scheduled programmes from commune users (list, detail, notifications) but shows them to editors', async () => {
    const draft = (
      await call(
        editorCookie,
        'POST',
        '/api/backoffice/funding-programmes',
        programme({ foerdertitel: 'Entwurf BO', status: 'draft' }),
      )
    ).json();
    const scheduledAt = new Date(Date.now() + 2 * hour);
    const scheduled = (
      await call(
        editorCookie,
        'POST',
        '/api/backoffice/funding-programmes',
        programme({ foerdertitel: 'Geplant BO', publishedAt: scheduledAt.toISOString() }),
      )
    ).json();
    expect(draft.record.status).toBe('draft');
    // A draft's time field shows now, so publishing it without touching the field makes it live now.
    const reread = (
      await call(editorCookie, 'GET', `/api/backoffice/funding-programmes/${draft.record.id}`)
    ).json();
    expect(Math.abs(new Date(reread.record.publishedAt).getTime() - Date.now())).toBeLessThan(60_000);
    expect(await readerSees(draft.record.id)).toBe(false);
    expect(await readerSees(scheduled.record.id)).toBe(false);

    // Editors see both, with their states, and filter by them.
    const drafts = await call(
      editorCookie,
      'GET',
      `/api/backoffice/funding-programmes?filter=${encodeURIComponent(JSON.stringify({ status: 'draft' }))}&perPage=500`,
    );
    expect(drafts.json().items.map((item: { id: number }) => item.id)).toContain(draft.record.id);
    expect(drafts.json().items.map((item: { id: number }) => item.id)).not.toContain(scheduled.record.id);
    const planned = await call(
      editorCookie,
      'GET',
      `/api/backoffice/funding-programmes?filter=${encodeURIComponent(JSON.stringify({ status: 'scheduled' }))}&perPage=500`,
    );
    expect(planned.json().items).toContainEqual(
      expect.objectContaining({ id: scheduled.record.id, publicationState: 'scheduled' }),
    );

    // The announce job leaves both alone now, and announces the scheduled one once its time has come.
    const announcedFor = async (id: number) =>
      (
        await db
          .select()
          .from(notifications)
          .where(and(eq(notifications.kind, 'foerdermittel'), eq(notifications.sourceId, id)))
      ).length;
    await announcePublished(db, new Date());
    expect(await announcedFor(draft.record.id)).toBe(0);
    expect(await announcedFor(scheduled.record.id)).toBe(0);
    await announcePublished(db, new Date(scheduledAt.getTime() + 60_000));
    expect(await announcedFor(scheduled.record.id)).toBe(1);
    expect(await announcedFor(draft.record.id)).toBe(0);

    // Publishing the draft shows it at once (no reader cache to wait for); unpublishing hides it at once.
    const published = await call(
      secondEditorCookie,
      'PUT',
      `/api/backoffice/funding-programmes/${draft.record.id}`,
      programme({ foerdertitel: 'Entwurf BO', status: 'published', publishedAt: iso(-1000) }),
      draft.revision,
    );
    expect(published.statusCode).toBe(200);
    expect(await readerSees(draft.record.id)).toBe(true);
    const unpublished = await call(
      secondEditorCookie,
      'PUT',
      `/api/backoffice/funding-programmes/${draft.record.id}`,
      programme({ foerdertitel: 'Entwurf BO', status: 'draft' }),
      published.json().revision,
    );
    expect(unpublished.statusCode).toBe(200);
    expect(await readerSees(draft.record.id)).toBe(false);

    // The scheduled one, announced at its time, set back to draft: its announcement is taken back at once.
    expect(await announcedFor(scheduled.record.id)).toBe(1);
    const back = await call(
      editorCookie,
      'PUT',
      `/api/backoffice/funding-programmes/${scheduled.record.id}`,
      programme({ foerdertitel: 'Geplant BO', status: 'draft' }),
      scheduled.revision,
    );
    expect(back.statusCode).toBe(200);
    expect(await announcedFor(scheduled.record.id)).toBe(0);
  });

  it('refuses a stale save with 409 naming the other editor, keeps versions and restores one', async () => {
    const created = (
      await call(
        editorCookie,
        'POST',
        '/api/backoffice/funding-programmes',
        programme({ foerdertitel: 'V1' }),
      )
    ).json();
    const id = created.record.id as number;
    const second = await call(
      secondEditorCookie,
      'PUT',
      `/api/backoffice/funding-programmes/${id}`,
      programme({ foerdertitel: 'V2', personIds: [anna.id], themaIds: [] }),
      1,
    );
    expect(second.statusCode).toBe(200);
    const stale = await call(
      editorCookie,
      'PUT',
      `/api/backoffice/funding-programmes/${id}`,
      programme({ foerdertitel: 'Überschrieben?' }),
      1,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('Gerd Gegenleser');

    const versions = await call(editorCookie, 'GET', `/api/backoffice/funding-programmes/${id}/versions`);
    expect(versions.json().map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const restored = await call(
      editorCookie,
      'POST',
      `/api/backoffice/funding-programmes/${id}/versions/1/restore`,
      undefined,
      2,
    );
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({
      revision: 3,
      record: { foerdertitel: 'V1', personIds: [bernd.id, anna.id], themaIds: [klima.id, waerme.id].sort() },
    });
  });

  it('keeps scripts, event handlers and javascript: out of the Hinweis a reader gets; the editor gets it as HTML', async () => {
    const created = await call(
      editorCookie,
      'POST',
      '/api/backoffice/funding-programmes',
      programme({ foerdertitel: 'Hinweis mit Fallen', hinweis: HOSTILE_RICH_TEXT }),
    );
    expect(created.statusCode).toBe(200);
    const id = created.json().record.id as number;
    const shown = (await call(readerCookie, 'GET', `/api/foerdermittel/${id}`)).json().HinweisHtml;
    expectHarmless(shown);
    // The rich-text editor opens the same sanitised HTML; saved back unchanged, readers see the same.
    const entry = (await call(editorCookie, 'GET', `/api/backoffice/funding-programmes/${id}`)).json();
    expect(entry.record.hinweis).toBe(shown.trim());
    const saved = await call(
      editorCookie,
      'PUT',
      `/api/backoffice/funding-programmes/${id}`,
      entry.record,
      entry.revision,
    );
    expect(saved.statusCode).toBe(200);
    const again = (await call(readerCookie, 'GET', `/api/foerdermittel/${id}`)).json().HinweisHtml as string;
    expect(again.trim()).toBe(shown.trim());
  });

  it('deletes a programme with its links', async () => {
    const created = (
      await call(
        editorCookie,
        'POST',
        '/api/backoffice/funding-programmes',
        programme({ foerdertitel: 'Weg' }),
      )
    ).json();
    const id = created.record.id as number;
    expect((await call(editorCookie, 'DELETE', `/api/backoffice/funding-programmes/${id}`)).statusCode).toBe(
      200,
    );
    expect((await call(editorCookie, 'GET', `/api/backoffice/funding-programmes/${id}`)).statusCode).toBe(
      404,
    );
    expect(await readerSees(id)).toBe(false);
  });
});

describe('back office: funding topics', () => {
  it('creates, lists and edits a topic; images need an alt text; titles are unique', async () => {
    const created = await call(editorCookie, 'POST', '/api/backoffice/funding-topics', {
      titel: 'Wasser BO',
      bilder: [{ url: '/api/media/fluss.jpg', caption: 'Ein Fluss mit Pegel' }],
      sortOrder: 3,
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().record.id as number;
    const list = await call(editorCookie, 'GET', '/api/backoffice/funding-topics?q=wasser%20bo');
    expect(list.json().items).toEqual([{ id, titel: 'Wasser BO', sortOrder: 3, bilder: 1 }]);
    const byIds = await call(
      editorCookie,
      'GET',
      `/api/backoffice/funding-topics?filter=${encodeURIComponent(JSON.stringify({ id: [id, klima.id] }))}`,
    );
    expect(
      byIds
        .json()
        .items.map((t: { id: number }) => t.id)
        .sort(),
    ).toEqual([id, klima.id].sort());

    const noAlt = await call(editorCookie, 'POST', '/api/backoffice/funding-topics', {
      titel: 'Ohne Alt',
      bilder: [{ url: '/api/media/x.jpg', caption: '' }],
      sortOrder: 0,
    });
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json().fields).toEqual({
      'bilder.0.caption': 'Bitte geben Sie einen Alternativtext für das Bild an.',
    });
    const twice = await call(editorCookie, 'POST', '/api/backoffice/funding-topics', {
      titel: 'wasser bo',
      bilder: [],
      sortOrder: 0,
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fields).toEqual({ titel: 'Ein Förderthema mit diesem Titel gibt es schon.' });

    const saved = await call(
      editorCookie,
      'PUT',
      `/api/backoffice/funding-topics/${id}`,
      { titel: 'Wasser und Abwasser BO', bilder: [], sortOrder: 4 },
      1,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().record).toEqual({ id, titel: 'Wasser und Abwasser BO', bilder: [], sortOrder: 4 });
  });

  it('refuses to delete a topic in use (409) and deletes an unused one', async () => {
    const used = await buildFoerderthema(db, { titel: 'Benutzt BO' });
    await buildFoerdermittel(db, { themaIds: [used.id] });
    const refused = await call(editorCookie, 'DELETE', `/api/backoffice/funding-topics/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('einer Fördermöglichkeit');
    const unused = await buildFoerderthema(db, { titel: 'Unbenutzt BO' });
    expect(
      (await call(editorCookie, 'DELETE', `/api/backoffice/funding-topics/${unused.id}`)).statusCode,
    ).toBe(200);
  });
});
