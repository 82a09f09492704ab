import { CONTACT_FORM_TEXTS, EDUCATION_TEXTS } from '@kp/contract/education-constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  educationMaterials,
  educationMenuItems,
  educationRequests,
  educationSettings,
  mailOutbox,
} from '../../db/schema/index.ts';
import { setupTestApp } from '../../test/app.ts';
import { buildContactPerson, buildUser, sessionCookie } from '../../test/factories.ts';

const { app, db } = await setupTestApp({ CONSULTATION_MAIL_TO: 'fallback@new.example' });

const team = await buildContactPerson(db, {
  firstname: 'Miriam',
  lastname: 'Bildung',
  email: 'bildung@new.example',
});
const sponsor = await buildContactPerson(db, { firstname: 'Petra', lastname: 'Sponsor' });
await db.insert(educationSettings).values({
  id: 1,
  sponsoringText: 'Wir **fördern** Projekte.<script>alert(1)</script>',
  sponsoringContactIds: [sponsor.id],
  contactText: 'Schreiben Sie uns.',
  contactIds: [team.id],
});

const [energie, events] = await db
  .insert(educationMenuItems)
  .values([
    { name: 'Veranstaltungen', sortierung: 20, text: 'Workshops und Führungen.' },
    { name: 'Energie', sortierung: 10, title: 'Energie verstehen', text: 'Strom erleben.' },
  ])
  .returning()
  .then(([eventsRow, energieRow]) => [energieRow, eventsRow]);

const day = (days: number) => new Date(Date.now() + days * 86_400_000);
const published = day(-30);

const [older, newer, draft, limited, bookedOut, lateEvent, earlyEvent, undatedEvent, pastEvent, longPast] =
  await db
    .insert(educationMaterials)
    .values([
      {
        menuItemId: energie.id,
        titel: 'Stromkreis',
        publishedAt: published,
        createdAt: day(-20),
        themen: ['Strom'],
        jahrgangsstufen: ['Klasse 3-4'],
        ansprechpartnerIds: [team.id],
        beschreibung: 'Mit **Batterie** und Lämpchen.',
        youtubeIframe:
          '<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/abcdefghijk" onload="x()"></iframe><script>alert(1)</script>',
        inhalt: [
          {
            titel: 'Ablauf',
            sections: [
              {
                titel: 'Einstieg',
                text: 'Text <img src=x onerror=alert(1)>',
                bilder: [{ id: 1, url: '/uploads/demo/education/a.svg', caption: 'Bild' }],
                medien: [
                  {
                    id: 2,
                    name: 'blatt.pdf',
                    ext: '.pdf',
                    mime: 'application/pdf',
                    sizeBytes: 2048,
                    url: '/uploads/demo/education/blatt.pdf',
                    caption: 'Arbeitsblatt',
                  },
                ],
                iframe: '<script>alert(1)</script><iframe src="https://evil.example/x"></iframe>',
              },
            ],
          },
        ],
      },
      { menuItemId: energie.id, titel: 'Windrad', publishedAt: published, createdAt: day(-2) },
      { menuItemId: energie.id, titel: 'Entwurf Wärmepumpe', publishedAt: null, createdAt: day(-1) },
      {
        menuItemId: events.id,
        titel: 'Workshop Solar',
        publishedAt: published,
        seats: 2,
        kontaktformularAnzeigen: true,
        datum: day(20),
        createdAt: day(-5),
      },
      {
        menuItemId: events.id,
        titel: 'Ausgebucht',
        publishedAt: published,
        seats: 0,
        datum: day(30),
        createdAt: day(-6),
      },
      { menuItemId: events.id, titel: 'Später', publishedAt: published, datum: day(40), createdAt: day(-7) },
      { menuItemId: events.id, titel: 'Früher', publishedAt: published, datum: day(3), createdAt: day(-8) },
      { menuItemId: events.id, titel: 'Ohne Datum', publishedAt: published, datum: null, createdAt: day(-9) },
      {
        menuItemId: events.id,
        titel: 'Vorbei',
        publishedAt: published,
        seats: 5,
        kontaktformularAnzeigen: true,
        datum: day(-2),
        createdAt: day(-10),
      },
      {
        menuItemId: events.id,
        titel: 'Lange vorbei',
        publishedAt: published,
        datum: day(-90),
        createdAt: day(-11),
      },
    ])
    .returning();

const teacher = await sessionCookie(db, await buildUser(db, { bildungsportalUser: true }));
const school = await sessionCookie(
  db,
  await buildUser(db, { bildungsportalUser: true, kommunalportalAusblenden: true }),
);
const admin = await sessionCookie(db, await buildUser(db, { isAdmin: true }));
const clerk = await sessionCookie(db, await buildUser(db, { isNewEmployee: true, enableMoments: true }));

const get = (url: string, cookie = teacher) => app.inject({ method: 'GET', url, headers: { cookie } });
const titles = (body: { Titel: string }[]) => body.map((m) => m.Titel);
const contactMail = (payload: object, cookie = teacher) =>
  app.inject({ method: 'POST', url: '/api/bildungsportal/contact-mail', headers: { cookie }, payload });
const form = {
  firstname: 'Lena',
  name: 'Lehrerin',
  mail: 'lena@schule.example',
  message: 'Wir möchten teilnehmen.',
};

describe('who may use the education calls', () => {
  const calls = [
    '/api/bildungsportal/menu',
    `/api/bildungsportal/find?type=${energie.id}`,
    `/api/bildungsportal/by-id?id=${older.id}`,
    '/api/bildungsportal-config',
    '/api/bildungsportal-materials?_limit=5&_sort=created_at:desc',
  ];

  it('lets education users, users without the municipal portal and admins in', async () => {
    for (const cookie of [teacher, school, admin]) {
      for (const url of calls) expect((await get(url, cookie)).statusCode, url).toBe(200);
    }
  });

  it('refuses everyone else with a German message, and strangers with 401', async () => {
    for (const url of calls) {
      const res = await get(url, clerk);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(EDUCATION_TEXTS.portalOnly);
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
    expect((await contactMail(form, clerk)).statusCode).toBe(403);
    expect(await db.select().from(educationRequests)).toHaveLength(0);
  });
});

describe('GET /api/bildungsportal/menu', () => {
  it('lists the categories by Sortierung, with title, text and the events marked', async () => {
    const res = await get('/api/bildungsportal/menu');
    expect(res.json().map((item: { name: string }) => item.name)).toEqual(['Energie', 'Veranstaltungen']);
    expect(res.json()[0]).toMatchObject({ title: 'Energie verstehen', isEvents: false });
    expect(res.json()[0].text).toBe('Strom erleben.');
    expect(res.json()[1].isEvents).toBe(true);
  });
});

describe('GET /api/bildungsportal/find', () => {
  it('lists a category newest first, without drafts for non-admins', async () => {
    expect(titles((await get(`/api/bildungsportal/find?type=${energie.id}`)).json())).toEqual([
      newer.titel,
      older.titel,
    ]);
    expect(titles((await get(`/api/bildungsportal/find?type=${energie.id}`, school)).json())).not.toContain(
      draft.titel,
    );
  });

  it('gives admins the drafts, marked by a missing published_at', async () => {
    const res = await get(`/api/bildungsportal/find?type=${energie.id}`, admin);
    expect(titles(res.json())).toEqual([draft.titel, newer.titel, older.titel]);
    expect(res.json()[0].published_at).toBeNull();
  });

  it('sorts coming events by date ascending, then undated ones, then past ones newest first', async () => {
    const res = await get(`/api/bildungsportal/find?type=${events.id}`);
    expect(titles(res.json())).toEqual(
      [earlyEvent, limited, bookedOut, lateEvent, undatedEvent, pastEvent, longPast].map((m) => m.titel),
    );
  });

  it('answers 404 for an unknown category and 400 with a German message for a bad one', async () => {
    expect((await get('/api/bildungsportal/find?type=999999')).statusCode).toBe(404);
    const bad = await get('/api/bildungsportal/find?type=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Kategorie');
  });
});

describe('GET /api/bildungsportal/by-id', () => {
  it('gives the material with sanitised HTML, a cleaned video frame, sizes in KB and its people', async () => {
    const res = await get(`/api/bildungsportal/by-id?id=${older.id}`);
    expect(res.statusCode).toBe(200);
    const material = res.json();
    expect(material.Beschreibung.trim()).toBe('<p>Mit <strong>Batterie</strong> und Lämpchen.</p>');
    expect(material.YoutubeIFrame).toContain('src="https://www.youtube-nocookie.com/embed/abcdefghijk"');
    expect(material.YoutubeIFrame).not.toMatch(/script|onload|width|height/);
    const section = material.MaterialInhalt[0].Section[0];
    expect(section.Text).not.toMatch(/onerror|<img/);
    // A frame from a host that is not allowed is dropped as a whole; the script never survives.
    expect(section.YoutubeIFrame).toBeNull();
    expect(section.Medien[0]).toMatchObject({ name: 'blatt.pdf', size: 2 });
    expect(material.Ansprechpartner.map((p: { email: string }) => p.email)).toEqual(['bildung@new.example']);
    expect(material.menuItem).toEqual({ id: energie.id, name: 'Energie' });
  });

  it('shows a draft only to admins; everyone else gets 404', async () => {
    for (const cookie of [teacher, school]) {
      const res = await get(`/api/bildungsportal/by-id?id=${draft.id}`, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(EDUCATION_TEXTS.materialNotFound);
    }
    const res = await get(`/api/bildungsportal/by-id?id=${draft.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().published_at).toBeNull();
  });
});

describe('GET /api/bildungsportal-materials', () => {
  it('gives the newest published materials, never drafts, as many as asked', async () => {
    const res = await get('/api/bildungsportal-materials?_limit=5&_sort=created_at:desc', admin);
    expect(titles(res.json())).toEqual(
      [newer, limited, bookedOut, lateEvent, earlyEvent].map((m) => m.titel),
    );
    expect((await get('/api/bildungsportal-materials?_limit=2')).json()).toHaveLength(2);
    expect((await get('/api/bildungsportal-materials?_limit=500')).statusCode).toBe(400);
    expect((await get('/api/bildungsportal-materials?_sort=titel:asc')).statusCode).toBe(400);
  });
});

describe('GET /api/bildungsportal-config', () => {
  it('gives the page texts as sanitised HTML and their contact people', async () => {
    const res = await get('/api/bildungsportal-config');
    expect(res.json().sponsoringText.trim()).toBe('<p>Wir <strong>fördern</strong> Projekte.</p>');
    expect(res.json().sponsoringContacts.map((p: { id: number }) => p.id)).toEqual([sponsor.id]);
    expect(res.json().contacts.map((p: { id: number }) => p.id)).toEqual([team.id]);
  });
});

describe('POST /api/bildungsportal/contact-mail', () => {
  it('stores a plain request and mails it to the education team through the outbox', async () => {
    const res = await contactMail({ ...form, phone: '', bildungseinrichtung: 'Grundschule Am Park' });
    expect(res.statusCode).toBe(201);
    const [request] = await db
      .select()
      .from(educationRequests)
      .where(eq(educationRequests.id, res.json().id));
    expect(request).toMatchObject({
      materialId: null,
      phone: null,
      bildungseinrichtung: 'Grundschule Am Park',
    });
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `education-request:${request.id}`));
    expect(mail.toAddress).toBe('bildung@new.example');
    expect(mail.subject).toBe('Bildungsportal: Kontaktanfrage – Lena Lehrerin');
    expect(mail.text).toContain('Bildungseinrichtung: Grundschule Am Park');
    expect(mail.text).toContain('Wir möchten teilnehmen.');
  });

  it('takes a seat of a limited offer per claim and refuses when none is left', async () => {
    const claim = { ...form, materialId: limited.id, materialName: limited.titel };
    expect((await contactMail(claim)).json().seatsLeft).toBe(1);
    expect((await contactMail(claim, school)).json().seatsLeft).toBe(0);
    const refused = await contactMail(claim);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(EDUCATION_TEXTS.bookedOut);
    const stored = await db
      .select()
      .from(educationRequests)
      .where(eq(educationRequests.materialId, limited.id));
    expect(stored).toHaveLength(2);
    const [row] = await db.select().from(educationMaterials).where(eq(educationMaterials.id, limited.id));
    expect(row.seats).toBe(0);
    expect((await contactMail({ ...form, materialId: bookedOut.id })).statusCode).toBe(409);
  });

  it('refuses a claim of a past event with 409 and takes no seat', async () => {
    const refused = await contactMail({ ...form, materialId: pastEvent.id, materialName: pastEvent.titel });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'offer_past', message: EDUCATION_TEXTS.past });
    const [row] = await db.select().from(educationMaterials).where(eq(educationMaterials.id, pastEvent.id));
    expect(row.seats).toBe(5);
  });

  it('takes no seat of an unlimited offer and names the offer in the mail', async () => {
    const res = await contactMail({ ...form, materialId: older.id });
    expect(res.json().seatsLeft).toBeNull();
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `education-request:${res.json().id}`));
    expect(mail.subject).toBe('Bildungsportal: Stromkreis – Lena Lehrerin');
    expect(mail.text).toContain(`Angebot: Stromkreis (Nr. ${older.id})`);
  });

  it('does not let anyone but an admin claim a draft', async () => {
    expect((await contactMail({ ...form, materialId: draft.id })).statusCode).toBe(404);
    expect((await contactMail({ ...form, materialId: draft.id }, admin)).statusCode).toBe(201);
  });

  it('refuses an incomplete form with the German message and stores nothing', async () => {
    const before = (await db.select().from(educationRequests)).length;
    const cases: [object, string][] = [
      [{ ...form, firstname: '' }, CONTACT_FORM_TEXTS.firstnameRequired],
      [{ ...form, name: '   ' }, CONTACT_FORM_TEXTS.nameRequired],
      [{ ...form, mail: ' ' }, CONTACT_FORM_TEXTS.mailRequired],
      [{ ...form, message: '\n' }, CONTACT_FORM_TEXTS.messageRequired],
    ];
    for (const [payload, message] of cases) {
      const res = await contactMail(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    // No e-mail format check (spec 02 §5).
    expect((await contactMail({ ...form, mail: 'im Sekretariat abgeben' })).statusCode).toBe(201);
    expect((await db.select().from(educationRequests)).length).toBe(before + 1);
  });
});
