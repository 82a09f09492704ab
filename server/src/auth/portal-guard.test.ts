import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../test/app.ts';
import { buildCommune, buildServiceArea, buildUser, sessionCookie } from '../test/factories.ts';

// KommunalportalAusblenden (spec 01 §6): the municipal portal's business areas are refused on the server,
// whatever the flags say; what both portals share stays open.
const { app, db } = await setupTestApp();
const viersen = await buildCommune(db, { name: 'Viersen' });
const allFlags = {
  communeId: viersen.id,
  enableMoments: true,
  enableWaermeplanung: true,
  enableVertragsuebersicht: true,
  enableVerbrauchsdaten: true,
  enableTestate: true,
  enableKonzessionssachstaende: true,
  enableKommunenDashboard: true,
  enableKommunalrabatt: true,
};
const hidden = await sessionCookie(
  db,
  await buildUser(db, {
    ...allFlags,
    bildungsportalUser: true,
    kommunalportalAusblenden: true,
    showBildungsportal: true,
  }),
);
const municipal = await sessionCookie(db, await buildUser(db, allFlags));
const get = (url: string, cookie: string) => app.inject({ method: 'GET', url, headers: { cookie } });

const MUNICIPAL_CALLS = [
  '/api/foerdermittel/1',
  '/api/users/me?type=foerdermittel',
  '/api/users/me?type=news',
  '/api/press-posts',
  '/api/press-posts/count',
  '/api/service-areas',
  '/api/services',
  '/api/sub-services',
  '/api/contact-people',
  '/api/construction-projects',
  '/api/search?q=Strom',
  '/api/search/suggestions?q=Strom',
  '/api/moments',
  '/api/faq-waerme',
  '/api/enaio',
  '/api/enaio/testate',
  '/api/konzessionsthemen',
  '/api/verbrauchsdaten',
  '/api/communes/dashboard-data?commune=Viersen',
];

describe('a user for whom the municipal portal is hidden', () => {
  it.each(MUNICIPAL_CALLS)('is refused %s, which a municipal user with the same flags gets', async (url) => {
    const refused = await get(url, hidden);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: 'municipal_portal_hidden',
      message: 'Das Kommunalportal ist für Ihr Konto ausgeblendet; Sie nutzen das Bildungsportal.',
    });
    expect((await get(url, municipal)).statusCode).not.toBe(403);
  });

  it('keeps what both portals share', async () => {
    expect((await get('/api/users/me', hidden)).statusCode).toBe(200);
    // The Magazin of the education view is the news posts.
    expect((await get('/api/news-posts', hidden)).statusCode).toBe(200);
    expect((await get('/api/about-us', hidden)).statusCode).not.toBe(403);
  });

  it('gets the navigation without the municipal service catalogue', async () => {
    await buildServiceArea(db, { title: 'Strom' });
    const own = await get('/api/users/me?type=navigation', hidden);
    expect(own.statusCode).toBe(200);
    expect(own.json().serviceAreas).toEqual([]);
    const theirs = await get('/api/users/me?type=navigation', municipal);
    expect(theirs.json().serviceAreas.length).toBeGreaterThan(0);
  });
});
