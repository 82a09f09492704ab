import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../test/app.ts';
import { buildCommune, buildUser, sessionCookie } from '../test/factories.ts';

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
  });
});
