import type { EducationMaterialInput } from '@kp/contract/education-backoffice';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { educationMaterials, educationMenuItems } from '../../db/schema/index.ts';
import * as cache from '../../lib/cache.ts';
import { backofficeCaller, setupTestApp } from '../../test/app.ts';
import { buildContactPerson, buildUser, sessionCookie } from '../../test/factories.ts';
import { expectHarmless, HOSTILE_RICH_TEXT } from '../../test/hostile-rich-text.ts';

const { app, db } = await setupTestApp();

const [menu] = await db
  .insert(educationMenuItems)
  .values({ name: 'Wasser', sortierung: 10, text: 'Alles über Wasser.' })
  .returning();
const person = await buildContactPerson(db, { firstname: 'Bea', lastname: 'Bildung' });

const hour = 3_600_000;
const material = (overrides: Partial<EducationMaterialInput> = {}): EducationMaterialInput => ({
  menuItemId: menu.id,
  titel: 'Wasserkreislauf',
  subtitel: 'Für die Grundschule',
  beschreibung: 'Vom **Regen** zum Fluss.',
  datum: null,
  status: 'published',
  publishedAt: new Date(Date.now() - hour).toISOString(),
  seats: null,
  stoererAnzeigen: false,
  dauer: '90 Minuten',
  bneZiele: null,
  kontaktformularAnzeigen: true,
  youtubeIframe: '<iframe src="https://www.youtube-nocookie.com/embed/abcdefghijk"></iframe>',
  vorschauUrl: null,
  headerUrl: '/api/files/bildung/header.jpg',
  headerCaption: 'Ein Bach',
  typ: 'Unterrichtsmaterial',
  themen: ['Wasser'],
  schulfaecher: ['Sachunterricht'],
  jahrgangsstufen: ['Klasse 3-4'],
  ansprechpartnerIds: [person.id],
  links: [{ id: 0, title: 'Mehr', link: 'https://www.new.de/wasser' }],
  inhalt: [
    {
      titel: 'Ablauf',
      sections: [
        {
          titel: 'Einstieg',
          text: 'Wir beobachten Wolken.',
          bilder: [],
          medien: [],
          iframe: '<iframe src="https://player.vimeo.com/video/123"></iframe>',
        },
      ],
    },
  ],
  ...overrides,
});

describe('back office: education materials, menu and texts', () => {
  let editor: string;
  let otherEditor: string;
  let teacher: string;
  let admin: string;
  let commune: string;
  beforeAll(async () => {
    editor = await sessionCookie(
      db,
      await buildUser(db, { isEditor: true, firstName: 'Rita', lastName: 'Redakteurin' }),
    );
    otherEditor = await sessionCookie(
      db,
      await buildUser(db, { isEditor: true, firstName: 'Otto', lastName: 'Zweit' }),
    );
    teacher = await sessionCookie(db, await buildUser(db, { bildungsportalUser: true }));
    admin = await sessionCookie(db, await buildUser(db, { isAdmin: true }));
    commune = await sessionCookie(db, await buildUser(db));
  });
  afterAll(() => vi.restoreAllMocks());

  const call = backofficeCaller(app);
  const seenBy = async (cookie: string, id: number) => {
    const list = await call(cookie, 'GET', `/api/bildungsportal/find?type=${menu.id}`);
    const posts = await call(cookie, 'GET', '/api/bildungsportal-materials?_limit=20&_sort=created_at:desc');
    const detail = await call(cookie, 'GET', `/api/bildungsportal/by-id?id=${id}`);
    return {
      list: list.json().some((item: { id: number }) => item.id === id),
      posts: posts.json().some((item: { id: number }) => item.id === id),
      detail: detail.statusCode,
    };
  };

  it('creates a live material that an education user sees, then takes it offline as a draft everywhere at once', async () => {
    const created = await call(editor, 'POST', '/api/backoffice/education-materials', material());
    expect(created.statusCode).toBe(200);
    const entry = created.json();
    expect(entry).toMatchObject({
      revision: 1,
      updatedBy: 'Rita Redakteurin',
      record: { status: 'published' },
    });
    const id = entry.record.id as number;
    // new links get an id of their own
    expect(entry.record.links[0].id).toBeGreaterThan(0);
    expect(await seenBy(teacher, id)).toEqual({ list: true, posts: true, detail: 200 });

    const offline = await call(
      editor,
      'PUT',
      `/api/backoffice/education-materials/${id}`,
      { ...entry.record, status: 'draft' },
      1,
    );
    expect(offline.statusCode).toBe(200);
    expect(offline.json().record.status).toBe('draft');
    expect(await seenBy(teacher, id)).toEqual({ list: false, posts: false, detail: 404 });
    // the education contact form cannot claim it either
    const claim = await call(teacher, 'POST', '/api/bildungsportal/contact-mail', {
      firstname: 'Lea',
      name: 'Lehrerin',
      mail: 'lea@schule.example',
      message: 'Hallo',
      materialId: id,
    });
    expect(claim.statusCode).toBe(404);
    // admins still see drafts in the portal (spec 02 §4)
    expect((await seenBy(admin, id)).detail).toBe(200);
  });

  it('keeps scripts, event handlers and javascript: out of the description and section texts readers get', async () => {
    const hostile = material({ titel: 'Mit Fallen', beschreibung: HOSTILE_RICH_TEXT });
    hostile.inhalt[0].sections[0].text = HOSTILE_RICH_TEXT;
    const created = await call(editor, 'POST', '/api/backoffice/education-materials', hostile);
    expect(created.statusCode).toBe(200);
    const id = created.json().record.id as number;
    const shown = async () => {
      const detail = (await call(teacher, 'GET', `/api/bildungsportal/by-id?id=${id}`)).json();
      return { beschreibung: detail.Beschreibung, text: detail.MaterialInhalt[0].Section[0].Text };
    };
    const before = await shown();
    expectHarmless(before.beschreibung);
    expectHarmless(before.text);
    // The rich-text editor opens the same sanitised HTML; saved back unchanged, readers see the same.
    const entry = (await call(editor, 'GET', `/api/backoffice/education-materials/${id}`)).json();
    expect(entry.record.beschreibung).toBe(before.beschreibung.trim());
    expect(entry.record.inhalt[0].sections[0].text).toBe(before.text.trim());
    const saved = await call(
      editor,
      'PUT',
      `/api/backoffice/education-materials/${id}`,
      entry.record,
      entry.revision,
    );
    expect(saved.statusCode).toBe(200);
    const after = await shown();
    expect(after.beschreibung.trim()).toBe(before.beschreibung.trim());
    expect(after.text.trim()).toBe(before.text.trim());
  });

  it('keeps a scheduled material from readers until its time, and lists it as scheduled', async () => {
    const future = new Date(Date.now() + 2 * hour).toISOString();
    const created = await call(
      editor,
      'POST',
      '/api/backoffice/education-materials',
      material({ titel: 'Geplant', publishedAt: future }),
    );
    const id = created.json().record.id as number;
    expect(await seenBy(teacher, id)).toEqual({ list: false, posts: false, detail: 404 });

    const byState = async (status: string) => {
      const filter = encodeURIComponent(JSON.stringify({ status }));
      const res = await call(
        editor,
        'GET',
        `/api/backoffice/education-materials?filter=${filter}&perPage=100`,
      );
      expect(res.statusCode).toBe(200);
      return res.json().items.map((item: { id: number }) => item.id) as number[];
    };
    expect(await byState('scheduled')).toContain(id);
    expect(await byState('published')).not.toContain(id);
    expect(await byState('draft')).not.toContain(id);

    // its time comes (moved into the past, as the clock would): live without any save
    await db
      .update(educationMaterials)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(educationMaterials.id, id));
    expect(await seenBy(teacher, id)).toEqual({ list: true, posts: true, detail: 200 });
    expect(await byState('published')).toContain(id);
  });

  it('answers bad input with 400 and a German message per field (seats, frames, addresses, menu item)', async () => {
    const res = await call(
      editor,
      'POST',
      '/api/backoffice/education-materials',
      material({
        titel: ' ',
        seats: -1,
        youtubeIframe: '<script>alert(1)</script>',
        links: [{ id: 0, title: 'Böse', link: 'javascript:alert(1)' }],
        status: 'published',
        publishedAt: 'morgen',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      titel: 'Bitte geben Sie den Titel an.',
      seats: 'Die Zahl der freien Plätze ist 0 oder größer.',
      youtubeIframe: expect.stringContaining('Einbettungscode'),
      'links.0.link': expect.stringContaining('https://'),
      publishedAt: 'Bitte geben Sie Datum und Uhrzeit an.',
    });
    const section = material().inhalt[0]?.sections[0];
    const frame = await call(
      editor,
      'POST',
      '/api/backoffice/education-materials',
      material({
        inhalt: [
          {
            titel: null,
            sections: [
              {
                ...(section as NonNullable<typeof section>),
                iframe: '<iframe src="https://evil.example/x"></iframe>',
              },
            ],
          },
        ],
      }),
    );
    expect(frame.statusCode).toBe(400);
    expect(Object.keys(frame.json().fields)).toEqual(['inhalt.0.sections.0.iframe']);

    const unknownMenu = await call(
      editor,
      'POST',
      '/api/backoffice/education-materials',
      material({ menuItemId: 999999 }),
    );
    expect(unknownMenu.statusCode).toBe(400);
    expect(unknownMenu.json().fields).toEqual({ menuItemId: 'Diesen Menüpunkt gibt es nicht.' });
  });

  it('takes what a form adds: a link, a picture and a section without ids or empty lists', async () => {
    const res = await call(editor, 'POST', '/api/backoffice/education-materials', {
      ...material({ titel: 'Neu aus dem Formular' }),
      links: [{ title: 'Neu', link: 'https://www.new.de' }],
      inhalt: [{ sections: [{ titel: 'Kurz', bilder: [{ url: '/api/files/bild.jpg' }] }] }],
    });
    expect(res.statusCode).toBe(200);
    const { record } = res.json();
    expect(record.links[0]).toMatchObject({ title: 'Neu', id: 1 });
    expect(record.inhalt[0]).toMatchObject({
      titel: null,
      sections: [
        {
          titel: 'Kurz',
          text: null,
          iframe: null,
          medien: [],
          bilder: [{ id: 1, url: '/api/files/bild.jpg', caption: null }],
        },
      ],
    });
  });

  it('counts limited seats down through claims and lets the editor set them again', async () => {
    const created = await call(
      editor,
      'POST',
      '/api/backoffice/education-materials',
      material({ titel: 'Workshop', seats: 1 }),
    );
    const id = created.json().record.id as number;
    const claim = () =>
      call(teacher, 'POST', '/api/bildungsportal/contact-mail', {
        firstname: 'Lea',
        name: 'Lehrerin',
        mail: 'lea@schule.example',
        message: 'Wir kommen gern.',
        materialId: id,
      });
    expect((await claim()).json()).toMatchObject({ seatsLeft: 0 });
    expect((await claim()).statusCode).toBe(409);
    const read = await call(editor, 'GET', `/api/backoffice/education-materials/${id}`);
    expect(read.json().record.seats).toBe(0);
    const more = await call(
      editor,
      'PUT',
      `/api/backoffice/education-materials/${id}`,
      { ...read.json().record, seats: 5 },
      read.json().revision,
    );
    expect(more.statusCode).toBe(200);
    expect((await claim()).json()).toMatchObject({ seatsLeft: 4 });
  });

  it('keeps versions, refuses a stale save with 409 naming the editor, restores an old version', async () => {
    const created = await call(
      editor,
      'POST',
      '/api/backoffice/education-materials',
      material({ titel: 'Fassung A' }),
    );
    const { record } = created.json();
    const id = record.id as number;
    expect(
      (
        await call(
          otherEditor,
          'PUT',
          `/api/backoffice/education-materials/${id}`,
          { ...record, titel: 'Fassung B' },
          1,
        )
      ).statusCode,
    ).toBe(200);
    const stale = await call(
      editor,
      'PUT',
      `/api/backoffice/education-materials/${id}`,
      { ...record, titel: 'Fassung C' },
      1,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('Otto Zweit');
    const versions = await call(editor, 'GET', `/api/backoffice/education-materials/${id}/versions`);
    expect(versions.json().map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const restored = await call(
      editor,
      'POST',
      `/api/backoffice/education-materials/${id}/versions/1/restore`,
      undefined,
      2,
    );
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ revision: 3, record: { titel: 'Fassung A' } });
  });

  it('deletes a material; a menu item only once it holds no materials', async () => {
    const item = await call(editor, 'POST', '/api/backoffice/education-menu-items', {
      name: 'Klima',
      icon: null,
      sortierung: 30,
      title: 'Klima verstehen',
      text: null,
    });
    expect(item.statusCode).toBe(200);
    const itemId = item.json().record.id as number;
    const menuRes = await call(teacher, 'GET', '/api/bildungsportal/menu');
    expect(menuRes.json().map((entry: { name: string }) => entry.name)).toContain('Klima');

    const created = await call(
      editor,
      'POST',
      '/api/backoffice/education-materials',
      material({ menuItemId: itemId }),
    );
    const id = created.json().record.id as number;
    const refused = await call(editor, 'DELETE', `/api/backoffice/education-menu-items/${itemId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Material');
    expect((await call(editor, 'DELETE', `/api/backoffice/education-materials/${id}`)).statusCode).toBe(200);
    expect((await call(teacher, 'GET', `/api/bildungsportal/by-id?id=${id}`)).statusCode).toBe(404);
    expect((await call(editor, 'DELETE', `/api/backoffice/education-menu-items/${itemId}`)).statusCode).toBe(
      200,
    );

    const bad = await call(editor, 'POST', '/api/backoffice/education-menu-items', {
      name: '',
      icon: null,
      sortierung: -1,
      title: null,
      text: null,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      name: 'Bitte geben Sie den Namen an.',
      sortierung: 'Die Reihenfolge ist 0 oder größer.',
    });
  });

  it('edits the sponsoring and contact texts (created on first save), which the education portal shows', async () => {
    const read = await call(editor, 'GET', '/api/backoffice/education-settings/1');
    expect(read.statusCode).toBe(200);
    expect(read.json().revision).toBe(0);
    const invalidate = vi.spyOn(cache, 'invalidate');
    const saved = await call(
      editor,
      'PUT',
      '/api/backoffice/education-settings/1',
      {
        sponsoringText: 'Wir **fördern** Schulprojekte.',
        sponsoringContactIds: [person.id],
        contactText: 'Schreiben Sie uns.',
        contactIds: [person.id],
        requestMailTo: 'bildung@new.example',
      },
      0,
    );
    expect(saved.statusCode).toBe(200);
    expect(invalidate).toHaveBeenCalledWith(expect.anything(), 'education');
    const config = await call(teacher, 'GET', '/api/bildungsportal-config');
    expect(config.json().sponsoringText).toContain('<strong>fördern</strong>');
    expect(config.json().contacts.map((c: { id: number }) => c.id)).toEqual([person.id]);
    const list = await call(editor, 'GET', '/api/backoffice/education-settings');
    expect(list.json()).toMatchObject({ total: 1, items: [{ id: 1 }] });
    expect((await call(editor, 'GET', '/api/backoffice/education-settings/2')).statusCode).toBe(404);
    const bad = await call(
      editor,
      'PUT',
      '/api/backoffice/education-settings/1',
      { ...saved.json().record, requestMailTo: 'keine-adresse' },
      1,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ requestMailTo: 'Bitte geben Sie eine gültige E-Mail-Adresse an.' });
  });

  it('refuses everyone but editors and admins', async () => {
    const teacherList = await call(teacher, 'GET', '/api/backoffice/education-materials');
    expect(teacherList.statusCode).toBe(403);
    expect(
      (
        await call(commune, 'POST', '/api/backoffice/education-menu-items', {
          name: 'x',
          icon: null,
          sortierung: 0,
          title: null,
          text: null,
        })
      ).statusCode,
    ).toBe(403);
    expect((await call(undefined, 'GET', '/api/backoffice/education-settings')).statusCode).toBe(401);
    expect((await call(admin, 'GET', '/api/backoffice/education-materials')).statusCode).toBe(200);
  });
});
