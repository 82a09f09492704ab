import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foerdermittel, foerdermittelServices, foerdermittelSubServices } from '../../db/schema/index.ts';
import { markdownToHtml } from '../../lib/rich-text.ts';
import { backofficeCaller, setupTestApp } from '../../test/app.ts';
import { buildAboutUs } from '../../test/content-factories.ts';
import {
  buildCommune,
  buildContactPerson,
  buildServiceArea,
  buildUser,
  sessionCookie,
} from '../../test/factories.ts';
import { linksOfFunds } from '../funds/repo.ts';

const { app, db } = await setupTestApp();

const hourFromNow = () => new Date(Date.now() + 3_600_000).toISOString();

describe('back office: the content area (decision 019)', () => {
  let editor: string;
  let secondEditor: string;
  let reader: string;
  beforeAll(async () => {
    editor = await sessionCookie(
      db,
      await buildUser(db, { isEditor: true, firstName: 'Rita', lastName: 'Redakteurin' }),
    );
    secondEditor = await sessionCookie(
      db,
      await buildUser(db, { isEditor: true, firstName: 'Otto', lastName: 'Zweitredakteur' }),
    );
    const commune = await buildCommune(db);
    reader = await sessionCookie(
      db,
      await buildUser(db, { communeId: commune.id, enableWaermeplanung: true }),
    );
  });
  afterAll(() => app.close());

  const call = backofficeCaller(app);
  const read = async (url: string) => (await call(editor, 'GET', url)).json();
  const titlesOf = (list: { title?: string; titel?: string; Titel?: string }[]) =>
    list.map((item) => item.title ?? item.titel ?? item.Titel);

  const serviceBody = (serviceAreaId: number, overrides: object = {}) => ({
    serviceAreaId,
    title: 'Solarberatung',
    content1: 'Wir beraten zu **Photovoltaik**.',
    content2: '',
    images: [{ url: '/uploads/demo/content/solar.svg', caption: 'Dach mit Modulen' }],
    fileDownloads: [{ name: 'flyer.pdf', url: '/uploads/demo/downloads/flyer.pdf', caption: 'Flyer' }],
    interestingLinks: [{ title: 'NEW', link: 'https://www.new.de' }],
    showRegionalLeiter: false,
    sortOrder: 3,
    personIds: [],
    requiredFlag: null,
    status: 'published',
    publishedAt: new Date(Date.now() - 60_000).toISOString(),
    ...overrides,
  });

  describe('service areas', () => {
    it('creates one with its people and communes, reads them back and shows it to readers at once', async () => {
      const anna = await buildContactPerson(db, { firstname: 'Anna', lastname: 'Area' });
      const bert = await buildContactPerson(db, { firstname: 'Bert', lastname: 'Area' });
      const kempen = await buildCommune(db, { name: 'Kempen (Test)' });
      const created = await call(editor, 'POST', '/api/backoffice/service-areas', {
        title: 'Digitales',
        route: 'digitales',
        icon: 'mdi-lan',
        headerImageUrl: '/uploads/demo/service-areas/digital.svg',
        content1: 'Glasfaser und Sensorik.',
        sortOrder: 90,
        personIds: [bert.id, anna.id],
        communeIds: [kempen.id],
      });
      expect(created.statusCode).toBe(200);
      const { record, revision } = created.json();
      expect(revision).toBe(1);
      expect(record).toMatchObject({
        title: 'Digitales',
        personIds: [bert.id, anna.id],
        communeIds: [kempen.id],
        showRegionalLeiter: false,
        images: [],
      });

      const page = await call(reader, 'GET', `/api/service-areas/${record.id}`);
      expect(page.statusCode).toBe(200);
      expect(page.json().personsInCharge.map((p: { firstname: string }) => p.firstname)).toEqual([
        'Bert',
        'Anna',
      ]);

      // The list: search, sort.
      const list = await call(
        editor,
        'GET',
        '/api/backoffice/service-areas?q=glasfaser&sort=title&order=DESC',
      );
      expect(list.json().items.map((item: { id: number }) => item.id)).toEqual([record.id]);
      // The pickers' getMany: an id filter.
      const byIds = await read(
        `/api/backoffice/contact-people?filter=${encodeURIComponent(JSON.stringify({ id: [anna.id, bert.id] }))}`,
      );
      expect(byIds.items.map((item: { id: number }) => item.id).sort()).toEqual([anna.id, bert.id].sort());

      const renamed = await call(
        editor,
        'PUT',
        `/api/backoffice/service-areas/${record.id}`,
        { ...record, title: 'Digitales & Daten', personIds: [anna.id], communeIds: [] },
        1,
      );
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json().record).toMatchObject({ personIds: [anna.id], communeIds: [] });
      // The reader's cached catalogue shows the change at once (the save invalidated 'content').
      expect((await call(reader, 'GET', `/api/service-areas/${record.id}`)).json().title).toBe(
        'Digitales & Daten',
      );
    });

    it('answers bad input with 400 and a German message per field, unknown people and communes included', async () => {
      const bad = await call(editor, 'POST', '/api/backoffice/service-areas', {
        title: ' ',
        headerImageUrl: 'javascript:alert(1)',
        sortOrder: -2,
        images: [{ url: '' }],
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toMatchObject({
        title: 'Bitte geben Sie den Titel an.',
        headerImageUrl: 'Bitte eine Adresse mit https:// oder einen Pfad mit / angeben.',
        sortOrder: 'Die Reihenfolge ist 0 oder größer.',
        'images.0.url': 'Bitte geben Sie die Bildadresse an.',
      });
      const unknownPerson = await call(editor, 'POST', '/api/backoffice/service-areas', {
        title: 'Geister',
        personIds: [999_999],
      });
      expect(unknownPerson.statusCode).toBe(400);
      expect(unknownPerson.json().fields).toEqual({ 'personIds.0': 'Diese Kontaktperson gibt es nicht.' });
      const unknownCommune = await call(editor, 'POST', '/api/backoffice/service-areas', {
        title: 'Geister',
        communeIds: [999_999],
      });
      expect(unknownCommune.json().fields).toEqual({ 'communeIds.0': 'Diese Kommune gibt es nicht.' });
    });

    it('refuses to delete an area that still has services (409), and deletes an empty one', async () => {
      const area = await buildServiceArea(db, { title: 'Mit Leistung' });
      const service = await call(editor, 'POST', '/api/backoffice/services', serviceBody(area.id));
      expect(service.statusCode).toBe(200);
      const refused = await call(editor, 'DELETE', `/api/backoffice/service-areas/${area.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        'Der Fachbereich hat noch eine Leistung. Bitte verschieben oder löschen Sie diese zuerst.',
      );
      expect(
        (await call(editor, 'DELETE', `/api/backoffice/services/${service.json().record.id}`)).statusCode,
      ).toBe(200);
      expect((await call(editor, 'DELETE', `/api/backoffice/service-areas/${area.id}`)).statusCode).toBe(200);
      expect((await call(reader, 'GET', `/api/service-areas/${area.id}`)).statusCode).toBe(404);
    });
  });

  describe('services and sub-services', () => {
    it('a draft and a scheduled service are invisible to readers (list, detail, area buttons, search, counts) and listed for editors', async () => {
      const area = await buildServiceArea(db, { title: 'Publikationsbereich' });
      const draft = await call(
        editor,
        'POST',
        '/api/backoffice/services',
        serviceBody(area.id, { title: 'Zeppelinwartung', status: 'draft', publishedAt: null }),
      );
      expect(draft.statusCode).toBe(200);
      expect(draft.json().record).toMatchObject({ status: 'draft', publishedAt: null });
      const future = await call(
        editor,
        'POST',
        '/api/backoffice/services',
        serviceBody(area.id, { title: 'Zeppelinlandeplatz', publishedAt: hourFromNow() }),
      );
      const draftId = draft.json().record.id as number;
      const futureId = future.json().record.id as number;

      for (const id of [draftId, futureId]) {
        expect((await call(reader, 'GET', `/api/services/${id}`)).statusCode).toBe(404);
      }
      const list = (await call(reader, 'GET', '/api/services')).json();
      expect(titlesOf(list)).not.toContain('Zeppelinwartung');
      expect(titlesOf(list)).not.toContain('Zeppelinlandeplatz');
      const areaPage = (await call(reader, 'GET', `/api/service-areas/${area.id}`)).json();
      expect(areaPage.services).toEqual([]);
      const search = (await call(reader, 'GET', '/api/search?q=zeppelin')).json();
      expect(search.counts.Services).toBe(0);
      const suggestions = await call(reader, 'GET', '/api/search/suggestions?q=zeppelin');
      expect(JSON.stringify(suggestions.json())).not.toContain('Zeppelin');

      // Editors see both, with their state, and filter by it.
      const filter = (status: string) =>
        encodeURIComponent(JSON.stringify({ status, serviceAreaId: area.id }));
      const drafts = (await read(`/api/backoffice/services?filter=${filter('draft')}`)).items;
      expect(drafts.map((item: { id: number; state: string }) => [item.id, item.state])).toEqual([
        [draftId, 'draft'],
      ]);
      const scheduled = (await read(`/api/backoffice/services?filter=${filter('scheduled')}`)).items;
      expect(scheduled.map((item: { id: number }) => item.id)).toEqual([futureId]);
      expect((await call(editor, 'GET', `/api/backoffice/services/${draftId}`)).statusCode).toBe(200);

      // Publishing the draft makes it appear at once; unpublishing takes it out at once.
      const entry = await read(`/api/backoffice/services/${draftId}`);
      const published = await call(
        editor,
        'PUT',
        `/api/backoffice/services/${draftId}`,
        { ...entry.record, status: 'published', publishedAt: null },
        entry.revision,
      );
      expect(published.statusCode).toBe(200);
      expect((await call(reader, 'GET', `/api/services/${draftId}`)).statusCode).toBe(200);
      expect((await call(reader, 'GET', '/api/search?q=zeppelinwartung')).json().counts.Services).toBe(1);
      const unpublished = await call(
        editor,
        'PUT',
        `/api/backoffice/services/${draftId}`,
        { ...published.json().record, status: 'draft' },
        published.json().revision,
      );
      expect(unpublished.statusCode).toBe(200);
      expect((await call(reader, 'GET', `/api/services/${draftId}`)).statusCode).toBe(404);
      expect((await call(reader, 'GET', '/api/search?q=zeppelinwartung')).json().counts.Services).toBe(0);
    });

    it('a sub-service is invisible while it or its service is not live', async () => {
      const area = await buildServiceArea(db, { title: 'Angebotsbereich' });
      const service = (
        await call(editor, 'POST', '/api/backoffice/services', serviceBody(area.id, { title: 'Luftschiffe' }))
      ).json();
      const sub = await call(editor, 'POST', '/api/backoffice/sub-services', {
        serviceId: service.record.id,
        title: 'Ballonfahrt',
        content1: 'Über den Niederrhein.',
        status: 'draft',
      });
      expect(sub.statusCode).toBe(200);
      const subId = sub.json().record.id as number;
      expect((await call(reader, 'GET', `/api/sub-services/${subId}`)).statusCode).toBe(404);
      expect((await call(reader, 'GET', '/api/search?q=ballonfahrt')).json().counts.SubServices).toBe(0);

      const live = await call(
        editor,
        'PUT',
        `/api/backoffice/sub-services/${subId}`,
        { ...sub.json().record, status: 'published' },
        1,
      );
      expect(live.statusCode).toBe(200);
      expect((await call(reader, 'GET', `/api/sub-services/${subId}`)).statusCode).toBe(200);
      expect((await call(reader, 'GET', `/api/services/${service.record.id}`)).json().subServices).toEqual([
        { id: subId, title: 'Ballonfahrt' },
      ]);

      // The service goes back to draft: its sub-service goes with it.
      await call(
        editor,
        'PUT',
        `/api/backoffice/services/${service.record.id}`,
        { ...service.record, status: 'draft' },
        service.revision,
      );
      expect((await call(reader, 'GET', `/api/sub-services/${subId}`)).statusCode).toBe(404);
      expect((await call(reader, 'GET', '/api/search?q=ballonfahrt')).json().counts.SubServices).toBe(0);

      // A service with sub-services is not deleted.
      const refused = await call(editor, 'DELETE', `/api/backoffice/services/${service.record.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toContain('Die Leistung hat noch ein Angebot.');
      expect(
        (
          await call(editor, 'POST', '/api/backoffice/sub-services', { serviceId: 999_999, title: 'x' })
        ).json().fields,
      ).toEqual({ serviceId: 'Diese Leistung gibt es nicht.' });
    });

    it('funding programmes link only live services and sub-services', async () => {
      const area = await buildServiceArea(db, { title: 'Förderbereich' });
      const live = (
        await call(editor, 'POST', '/api/backoffice/services', serviceBody(area.id, { title: 'Förderlive' }))
      ).json().record;
      const draft = (
        await call(
          editor,
          'POST',
          '/api/backoffice/services',
          serviceBody(area.id, { title: 'Förderentwurf', status: 'draft' }),
        )
      ).json().record;
      const sub = (
        await call(editor, 'POST', '/api/backoffice/sub-services', {
          serviceId: live.id,
          title: 'Förderangebot geplant',
          publishedAt: hourFromNow(),
        })
      ).json().record;
      const [fund] = await db
        .insert(foerdermittel)
        .values({ foerdertitel: 'Testprogramm', createdAt: new Date() })
        .returning({ id: foerdermittel.id });
      await db.insert(foerdermittelServices).values([
        { foerdermittelId: fund.id, serviceId: live.id },
        { foerdermittelId: fund.id, serviceId: draft.id },
      ]);
      await db.insert(foerdermittelSubServices).values({ foerdermittelId: fund.id, subServiceId: sub.id });
      const links = await linksOfFunds(db, [fund.id]);
      expect(links.services.map((s) => s.title)).toEqual(['Förderlive']);
      expect(links.subServices).toEqual([]);
      await db.delete(foerdermittel).where(eq(foerdermittel.id, fund.id));
    });

    it('keeps versions; restoring an older version of a service shows the old text to readers again', async () => {
      const area = await buildServiceArea(db, { title: 'Versionsbereich' });
      const created = (
        await call(
          editor,
          'POST',
          '/api/backoffice/services',
          serviceBody(area.id, { title: 'Netzanschluss', content1: 'Erste Fassung des Textes.' }),
        )
      ).json();
      const id = created.record.id as number;
      // The reader loads the page, so the catalogue is cached before the next save.
      expect((await call(reader, 'GET', `/api/services/${id}`)).json().content1).toContain('Erste Fassung');

      const saved = await call(
        secondEditor,
        'PUT',
        `/api/backoffice/services/${id}`,
        { ...created.record, content1: 'Zweite Fassung des Textes.' },
        1,
      );
      expect(saved.statusCode).toBe(200);
      expect((await call(reader, 'GET', `/api/services/${id}`)).json().content1).toContain('Zweite Fassung');

      // A stale save is refused and names the other editor.
      const stale = await call(
        editor,
        'PUT',
        `/api/backoffice/services/${id}`,
        { ...created.record, content1: 'Überschrieben?' },
        1,
      );
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toContain('Otto Zweitredakteur');

      const versions = await read(`/api/backoffice/services/${id}/versions`);
      expect(versions.map((v: { version: number; savedBy: string }) => [v.version, v.savedBy])).toEqual([
        [2, 'Otto Zweitredakteur'],
        [1, 'Rita Redakteurin'],
      ]);
      const restored = await call(
        editor,
        'POST',
        `/api/backoffice/services/${id}/versions/1/restore`,
        undefined,
        2,
      );
      expect(restored.statusCode).toBe(200);
      expect(restored.json()).toMatchObject({
        revision: 3,
        record: { content1: '<p>Erste Fassung des Textes.</p>' },
      });
      expect((await call(reader, 'GET', `/api/services/${id}`)).json().content1).toContain('Erste Fassung');
    });

    it('restores a seeded service (no version yet) by keeping its original state as version 1', async () => {
      const area = await buildServiceArea(db, { title: 'Seedbereich' });
      const { buildService } = await import('../../test/content-factories.ts');
      const seeded = await buildService(db, {
        serviceAreaId: area.id,
        title: 'Aus dem Seed',
        content1: 'Alt.',
      });
      const entry = await read(`/api/backoffice/services/${seeded.id}`);
      expect(entry).toMatchObject({ revision: 0, record: { status: 'published' } });
      const saved = await call(
        editor,
        'PUT',
        `/api/backoffice/services/${seeded.id}`,
        { ...entry.record, content1: 'Neu.' },
        0,
      );
      expect(saved.json().revision).toBe(2);
      const versions = await read(`/api/backoffice/services/${seeded.id}/versions`);
      expect(versions.map((v: { savedBy: string }) => v.savedBy)).toEqual([
        'Rita Redakteurin',
        'Ursprünglicher Stand',
      ]);
      const restored = await call(
        editor,
        'POST',
        `/api/backoffice/services/${seeded.id}/versions/1/restore`,
        undefined,
        2,
      );
      expect(restored.json().record.content1).toBe('<p>Alt.</p>');
    });

    it('gives the rich-text editor the markdown as HTML; saved back, readers see the same page', async () => {
      const area = await buildServiceArea(db, { title: 'Textbereich' });
      const { buildService } = await import('../../test/content-factories.ts');
      const markdown =
        '### Worum es geht\n\nWir beraten zu **Photovoltaik**:\n\n- Dach\n- [Förderung](https://example.org)';
      const seeded = await buildService(db, {
        serviceAreaId: area.id,
        title: 'Solarberatung',
        content1: markdown,
      });
      // What readers see of the stored markdown (the catalogue is cached: the seeded row is not in it yet).
      const before = markdownToHtml(markdown);
      expect(before).toContain('<h2>Worum es geht</h2>');

      const entry = await read(`/api/backoffice/services/${seeded.id}`);
      expect(entry.record.content1).toBe(before.trim());
      const saved = await call(editor, 'PUT', `/api/backoffice/services/${seeded.id}`, entry.record, 0);
      expect(saved.statusCode).toBe(200);
      const after = (await call(reader, 'GET', `/api/services/${seeded.id}`)).json().content1Html as string;
      expect(after.trim()).toBe(before.trim());
      // Opened again, the editor gets the same HTML (no drift with every save).
      expect((await read(`/api/backoffice/services/${seeded.id}`)).record.content1).toBe(
        entry.record.content1,
      );
    });
  });

  describe('FAQ entries and the heat-planning FAQ', () => {
    it('a draft or scheduled FAQ entry is invisible to readers; the image is kept', async () => {
      const draft = await call(editor, 'POST', '/api/backoffice/faq-entries', {
        titel: 'Geheime Frage?',
        text: 'Noch nicht.',
        sortOrder: 1,
        imageUrl: '/uploads/demo/content/faq.svg',
        status: 'draft',
      });
      expect(draft.statusCode).toBe(200);
      expect(draft.json().record).toMatchObject({
        imageUrl: '/uploads/demo/content/faq.svg',
        status: 'draft',
      });
      await call(editor, 'POST', '/api/backoffice/faq-entries', {
        titel: 'Künftige Frage?',
        text: 'Bald.',
        sortOrder: 2,
        publishedAt: hourFromNow(),
      });
      const faq = (await call(reader, 'GET', '/api/users/me?type=faq')).json();
      expect(titlesOf(faq)).not.toContain('Geheime Frage?');
      expect(titlesOf(faq)).not.toContain('Künftige Frage?');
      // No live entry at all: the FAQ card stays hidden.
      expect((await call(reader, 'GET', '/api/users/me')).json().faq).toBe(false);

      const entry = draft.json();
      const live = await call(
        editor,
        'PUT',
        `/api/backoffice/faq-entries/${entry.record.id}`,
        { ...entry.record, status: 'published' },
        entry.revision,
      );
      expect(live.statusCode).toBe(200);
      const after = (await call(reader, 'GET', '/api/users/me?type=faq')).json();
      expect(after).toEqual([
        expect.objectContaining({
          Titel: 'Geheime Frage?',
          image: expect.objectContaining({ url: '/uploads/demo/content/faq.svg' }),
        }),
      ]);
      expect((await call(reader, 'GET', '/api/users/me')).json().faq).toBe(true);
    });

    it('heat-planning FAQ: create, filter by section and state, drafts invisible, delete', async () => {
      const created = await call(editor, 'POST', '/api/backoffice/heat-faq-entries', {
        section: 'Kommune',
        titel: 'Bis wann muss die Kommune planen?',
        text: 'Je nach Größe bis **2026** oder 2028.',
        sortOrder: 4,
        status: 'draft',
      });
      expect(created.statusCode).toBe(200);
      const id = created.json().record.id as number;
      const faq = (await call(reader, 'GET', '/api/faq-waerme')).json();
      expect(titlesOf(faq.Kommune.Eintraege)).not.toContain('Bis wann muss die Kommune planen?');

      const filter = encodeURIComponent(JSON.stringify({ section: 'Kommune', status: 'draft' }));
      const list = await read(`/api/backoffice/heat-faq-entries?filter=${filter}`);
      expect(list.items.map((item: { id: number }) => item.id)).toEqual([id]);

      await call(
        editor,
        'PUT',
        `/api/backoffice/heat-faq-entries/${id}`,
        { ...created.json().record, status: 'published' },
        1,
      );
      const live = (await call(reader, 'GET', '/api/faq-waerme')).json();
      expect(live.Kommune.Eintraege).toEqual([
        expect.objectContaining({
          Titel: 'Bis wann muss die Kommune planen?',
          TextHtml: expect.stringContaining('<strong>2026</strong>'),
        }),
      ]);

      const bad = await call(editor, 'POST', '/api/backoffice/heat-faq-entries', {
        section: 'Sonstiges',
        titel: '',
        text: 'x',
      });
      expect(bad.json().fields).toMatchObject({
        section: 'Bitte wählen Sie den Abschnitt.',
        titel: 'Bitte geben Sie die Frage an.',
      });
      expect((await call(editor, 'DELETE', `/api/backoffice/heat-faq-entries/${id}`)).statusCode).toBe(200);
      expect((await call(reader, 'GET', '/api/faq-waerme')).json().Kommune.Eintraege).toEqual([]);
    });
  });

  describe('contact people, about page, group companies', () => {
    it('contact people: create, 400 per field, refuse deleting a commune partner (409), delete otherwise', async () => {
      const bad = await call(editor, 'POST', '/api/backoffice/contact-people', {
        firstname: '',
        lastname: 'Ohne',
        email: 'keine-mail',
        phone: 'ruf an',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toMatchObject({
        firstname: 'Bitte geben Sie den Vornamen an.',
        email: 'Bitte eine gültige E-Mail-Adresse.',
        phone: 'Bitte nur Ziffern, Leerzeichen und + ( ) / -.',
      });

      const created = await call(editor, 'POST', '/api/backoffice/contact-people', {
        firstname: 'Paula',
        lastname: 'Portrait',
        customTitle: 'Kommunalbetreuerin',
        email: 'paula@new.example',
        phone: '02161 490-0',
        info: '',
        imageUrl: '/uploads/demo/portraits/paula.svg',
      });
      expect(created.statusCode).toBe(200);
      expect(created.json().record).toMatchObject({ info: null, imageSmallUrl: null });
      const id = created.json().record.id as number;
      const people = (await call(reader, 'GET', '/api/contact-people')).json();
      expect(people.map((p: { id: number }) => p.id)).toContain(id);

      await buildCommune(db, { name: 'Partnerstadt', kommunalPartnerId: id });
      const refused = await call(editor, 'DELETE', `/api/backoffice/contact-people/${id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toContain('Partnerstadt');

      const other = await buildContactPerson(db, { firstname: 'Weg', lastname: 'Damit' });
      expect((await call(editor, 'DELETE', `/api/backoffice/contact-people/${other.id}`)).statusCode).toBe(
        200,
      );
    });

    it('the about page is edited (its video too), not created twice', async () => {
      const about = await buildAboutUs(db, { title: 'Über die NEW' });
      const entry = await read(`/api/backoffice/about-page/${about.id}`);
      const saved = await call(
        editor,
        'PUT',
        `/api/backoffice/about-page/${about.id}`,
        {
          ...entry.record,
          content1: 'Wir sind die NEW.',
          video: '<iframe src="https://player.vimeo.com/video/123"></iframe>',
        },
        entry.revision,
      );
      expect(saved.statusCode).toBe(200);
      const page = (await call(reader, 'GET', '/api/about-us')).json();
      expect(page.content1).toContain('Wir sind die NEW.');
      expect(page.video).toContain('src="https://player.vimeo.com/video/123"');
      const script = await call(
        editor,
        'PUT',
        `/api/backoffice/about-page/${about.id}`,
        {
          ...saved.json().record,
          video: '<script>alert(1)</script><iframe src="https://evil.example/x"></iframe>',
        },
        saved.json().revision,
      );
      expect(script.statusCode).toBe(400);
      expect(script.json().fields.video).toContain('Einbettungscode');
      const again = await call(editor, 'POST', '/api/backoffice/about-page', { title: 'Zweite Seite' });
      expect(again.statusCode).toBe(409);
      expect((await call(editor, 'DELETE', `/api/backoffice/about-page/${about.id}`)).statusCode).toBe(404);
    });

    it('group companies with their contact people', async () => {
      const person = await buildContactPerson(db, { firstname: 'Gerda', lastname: 'Gruppe' });
      const created = await call(editor, 'POST', '/api/backoffice/new-companies', {
        title: 'NEW Netz GmbH',
        content1: 'Betreibt die Netze.',
        sortOrder: 1,
        personIds: [person.id],
      });
      expect(created.statusCode).toBe(200);
      const id = created.json().record.id as number;
      const company = (await call(reader, 'GET', `/api/new-companies/${id}`)).json();
      expect(company.personsInCharge.map((p: { id: number }) => p.id)).toEqual([person.id]);
      expect((await call(editor, 'DELETE', `/api/backoffice/new-companies/${id}`)).statusCode).toBe(200);
      expect((await call(reader, 'GET', `/api/new-companies/${id}`)).statusCode).toBe(404);
    });
  });

  it('refuses every content resource to commune users', async () => {
    for (const name of [
      'service-areas',
      'services',
      'sub-services',
      'contact-people',
      'about-page',
      'new-companies',
      'faq-entries',
      'heat-faq-entries',
    ]) {
      expect((await call(reader, 'GET', `/api/backoffice/${name}`)).statusCode, name).toBe(403);
      expect((await call(editor, 'GET', `/api/backoffice/${name}`)).statusCode, name).toBe(200);
    }
  });
});
