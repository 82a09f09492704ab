import { FoerdermittelSchema } from '@kp/contract/funds';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/app.ts';
import { buildContactPerson, buildServiceArea, buildUser, sessionCookie } from '../../test/factories.ts';
import {
  buildFoerdermittel,
  buildFoerderthema,
  buildService,
  buildSubService,
} from '../../test/news-factories.ts';

const { app, db } = await setupTestApp();
const plainUser = await buildUser(db);
const plainCookie = await sessionCookie(db, plainUser);

const get = (url: string, cookie = plainCookie) => app.inject({ method: 'GET', url, headers: { cookie } });
const fundList = async (cookie = plainCookie) => {
  const res = await get('/api/users/me?type=foerdermittel', cookie);
  expect(res.statusCode).toBe(200);
  return res.json() as { id: number; Frist: string | null }[];
};

describe('Foerdermittel', () => {
  it('answers 401 without a session and 403 for unconfirmed users', async () => {
    const fund = await buildFoerdermittel(db);
    expect((await app.inject({ method: 'GET', url: `/api/foerdermittel/${fund.id}` })).statusCode).toBe(401);
    const waiting = await sessionCookie(db, await buildUser(db, { confirmed: false }));
    expect((await get(`/api/foerdermittel/${fund.id}`, waiting)).statusCode).toBe(403);
    expect((await get('/api/users/me?type=foerdermittel', waiting)).statusCode).toBe(403);
  });

  it('serves every field of a programme', async () => {
    const area = await buildServiceArea(db);
    const klima = await buildFoerderthema(db, {
      titel: 'Klimaschutz',
      bilder: [{ url: '/uploads/klima.jpg', smallUrl: '/uploads/klima-s.jpg', caption: 'Wald' }],
    });
    const mobil = await buildFoerderthema(db, { titel: 'Mobilität' });
    const anna = await buildContactPerson(db, { firstname: 'Anna' });
    const bernd = await buildContactPerson(db, { firstname: 'Bernd' });
    const service = await buildService(db, { serviceAreaId: area.id, title: 'Energieberatung' });
    const sub = await buildSubService(db, { serviceId: service.id, title: 'Fördermittelcheck' });
    const fund = await buildFoerdermittel(db, {
      foerdertitel: 'Kommunalrichtlinie',
      untertitel: 'Klimaschutz in Kommunen',
      frist: '2026-09-30',
      aufruf: 'Förderaufruf 2026',
      foerderthemaId: klima.id,
      themaIds: [mobil.id, klima.id],
      antragsberechtigt: ['Kommunen', 'Zweckverbände'],
      beihilfekategorie: 'De-minimis',
      foerdergegenstaende: ['LED-Straßenbeleuchtung'],
      foerderhoehe: ['bis 40 %', 'finanzschwache Kommunen bis 60 %'],
      hinweis: 'Antrag über easy-Online',
      ansprechpartner: 'Block eins\n\n\nBlock zwei',
      links: [{ Url: 'https://www.klimaschutz.de', Titel: 'Richtlinie' }],
      foerdermittelgeber: [
        { Titel: 'BMWK', Link: 'https://www.bmwk.de', Logo: { url: '/uploads/bmwk.png' } },
        { Titel: 'Land NRW', Link: null, Logo: null },
      ],
      personIds: [bernd.id, anna.id],
      serviceIds: [service.id],
      subServiceIds: [sub.id],
      createdAt: new Date('2026-02-03T10:00:00Z'),
    });

    const res = await get(`/api/foerdermittel/${fund.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(FoerdermittelSchema.strict().parse(body)).toEqual(body);
    const klimaThema = {
      id: klima.id,
      Titel: 'Klimaschutz',
      Bild: [
        { url: '/uploads/klima.jpg', caption: 'Wald', formats: { small: { url: '/uploads/klima-s.jpg' } } },
      ],
    };
    expect(body).toEqual({
      id: fund.id,
      Foerdertitel: 'Kommunalrichtlinie',
      Untertitel: 'Klimaschutz in Kommunen',
      Frist: '2026-09-30',
      Aufruf: 'Förderaufruf 2026',
      themen: [
        klimaThema,
        {
          id: mobil.id,
          Titel: 'Mobilität',
          Bild: [
            { url: mobil.bilder[0].url, caption: null, formats: { small: { url: mobil.bilder[0].url } } },
          ],
        },
      ],
      foerderthema: klimaThema,
      Antragsberechtigt: [{ Beschreibung: 'Kommunen' }, { Beschreibung: 'Zweckverbände' }],
      Beihilfekategorie: 'De-minimis',
      Foerdergegenstaende: [{ Wert: 'LED-Straßenbeleuchtung' }],
      Foerderhoehe: [{ Wert: 'bis 40 %' }, { Wert: 'finanzschwache Kommunen bis 60 %' }],
      Hinweis: 'Antrag über easy-Online',
      HinweisHtml: '<p>Antrag über easy-Online</p>\n',
      Ansprechpartner: 'Block eins\n\n\nBlock zwei',
      Links: [{ Url: 'https://www.klimaschutz.de', Titel: 'Richtlinie' }],
      Foerdermittelgeber: [
        {
          Titel: 'BMWK',
          Link: 'https://www.bmwk.de',
          Logo: { url: '/uploads/bmwk.png', caption: null, formats: { small: { url: '/uploads/bmwk.png' } } },
        },
        { Titel: 'Land NRW', Link: null, Logo: null },
      ],
      AngebotDerNew: {
        Ansprechpartner: [
          expect.objectContaining({ id: bernd.id, name: `Bernd ${bernd.lastname}` }),
          expect.objectContaining({ id: anna.id, firstname: 'Anna' }),
        ],
        Services: [{ id: service.id, title: 'Energieberatung', serviceArea: { id: area.id } }],
        SubServices: [
          {
            id: sub.id,
            title: 'Fördermittelcheck',
            service: { id: service.id, serviceArea: { id: area.id } },
          },
        ],
      },
      created_at: '2026-02-03T10:00:00.000Z',
    });
    expect((await fundList()).find((f) => f.id === fund.id)).toEqual(body);
  });

  it('renders the Hinweis to sanitised HTML, and none to null', async () => {
    const hinweis = [
      '### Wichtig',
      'Antrag über [easy-Online](https://foerderportal.bund.de) <script>alert(1)</script>',
      '<img src="x" onerror="alert(2)">[Klick](javascript:alert(3))<iframe src="https://evil.example"></iframe>',
    ].join('\n\n');
    const fund = await buildFoerdermittel(db, { hinweis });
    const body = (await get(`/api/foerdermittel/${fund.id}`)).json();
    expect(body.Hinweis).toBe(hinweis);
    expect(body.HinweisHtml).toContain('<h2>Wichtig</h2>');
    expect(body.HinweisHtml).toContain(
      '<a href="https://foerderportal.bund.de" target="_blank" rel="noopener noreferrer">easy-Online</a>',
    );
    for (const bad of ['<script', 'alert', 'onerror', 'javascript:', '<iframe', '<img'])
      expect(body.HinweisHtml, bad).not.toContain(bad);
    const none = await buildFoerdermittel(db, { hinweis: null });
    expect((await get(`/api/foerdermittel/${none.id}`)).json().HinweisHtml).toBeNull();
  });

  it('lists every programme by deadline, open-ended ones last, then by id', async () => {
    const may = await buildFoerdermittel(db, { frist: '2027-05-01' });
    const open1 = await buildFoerdermittel(db, { frist: null });
    const march = await buildFoerdermittel(db, { frist: '2027-03-01' });
    const may2 = await buildFoerdermittel(db, { frist: '2027-05-01' });
    const open2 = await buildFoerdermittel(db, { frist: null });
    const list = await fundList();
    const ids = list.map((f) => f.id);
    const mine = ids.filter((id) => [may.id, open1.id, march.id, may2.id, open2.id].includes(id));
    expect(mine).toEqual([march.id, may.id, may2.id, open1.id, open2.id]);
    const withDeadline = list.filter((f) => f.Frist !== null).map((f) => f.Frist as string);
    expect(withDeadline).toEqual([...withDeadline].sort());
    expect(list.slice(withDeadline.length).every((f) => f.Frist === null)).toBe(true);
  });

  it('hides services and sub-services behind feature flags the user lacks', async () => {
    const area = await buildServiceArea(db);
    const plain = await buildService(db, { serviceAreaId: area.id, title: 'Beratung' });
    const heat = await buildService(db, {
      serviceAreaId: area.id,
      title: 'Kommunale Wärmeplanung',
      requiredFlag: 'EnableWaermeplanung',
    });
    const moments = await buildService(db, { serviceAreaId: area.id, requiredFlag: 'EnableMoments' });
    const plainSub = await buildSubService(db, { serviceId: plain.id });
    const momentsSub = await buildSubService(db, {
      serviceId: plain.id,
      title: 'NEW Erleben',
      requiredFlag: 'EnableMoments',
    });
    const subOfHeat = await buildSubService(db, { serviceId: heat.id });
    const fund = await buildFoerdermittel(db, {
      serviceIds: [plain.id, heat.id, moments.id],
      subServiceIds: [plainSub.id, momentsSub.id, subOfHeat.id],
    });
    const offer = async (cookie: string) => {
      const { AngebotDerNew } = (await get(`/api/foerdermittel/${fund.id}`, cookie)).json();
      const listed = (await get('/api/users/me?type=foerdermittel', cookie)).json();
      expect(listed.find((f: { id: number }) => f.id === fund.id).AngebotDerNew).toEqual(AngebotDerNew);
      return {
        services: AngebotDerNew.Services.map((s: { id: number }) => s.id).sort(),
        subServices: AngebotDerNew.SubServices.map((s: { id: number }) => s.id).sort(),
      };
    };
    const cookieWith = async (flags: object) => sessionCookie(db, await buildUser(db, flags));

    expect(await offer(plainCookie)).toEqual({ services: [plain.id], subServices: [plainSub.id] });
    expect(await offer(await cookieWith({ enableMoments: true }))).toEqual({
      services: [plain.id, moments.id].sort(),
      subServices: [plainSub.id, momentsSub.id].sort(),
    });
    expect(await offer(await cookieWith({ enableWaermeplanung: true }))).toEqual({
      services: [plain.id, heat.id].sort(),
      subServices: [plainSub.id, subOfHeat.id].sort(),
    });
    expect(await offer(await cookieWith({ enableMoments: true, enableWaermeplanung: true }))).toEqual({
      services: [plain.id, heat.id, moments.id].sort(),
      subServices: [plainSub.id, momentsSub.id, subOfHeat.id].sort(),
    });
  });

  it('answers 404 for an unknown programme and 400 for a bad id', async () => {
    const unknown = await get('/api/foerdermittel/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'not_found', message: 'Diese Fördermöglichkeit gibt es nicht.' });
    for (const bad of ['abc', '0', '-1', '2.5', '3000000000']) {
      const res = await get(`/api/foerdermittel/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error).toBe('validation');
    }
  });
});
