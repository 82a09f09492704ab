import { TEXTS } from '@kp/contract/shell';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/app.ts';
import {
  buildCommune,
  buildFaculty,
  buildServiceArea,
  buildUser,
  sessionCookie,
} from '../../test/factories.ts';

const { app, db } = await setupTestApp();
await buildFaculty(db, 'Kämmerei');
await buildFaculty(db, TEXTS.boardMembers);
const viersen = await buildCommune(db, { name: 'Viersen' });
await buildServiceArea(db, { title: 'Strom' });

const get = async (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('GET /api/users/me', () => {
  it('answers 401 with a German message without a session', async () => {
    const res = await get('/api/users/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'unauthorized', message: 'Bitte melden Sie sich an.' });
  });

  it('answers 401 for an unknown session token', async () => {
    const res = await get('/api/users/me', 'kp_session=unbekannt');
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('session_expired');
  });

  it('returns the user with commune, faculties and every feature flag', async () => {
    const user = await buildUser(db, {
      communeId: viersen.id,
      enableMoments: true,
      enableKommunalrabatt: true,
    });
    const res = await get('/api/users/me', await sessionCookie(db, user));
    expect(res.statusCode).toBe(200);
    const me = res.json();
    expect(me).toMatchObject({
      id: user.id,
      username: user.username,
      confirmed: true,
      isNewEmployee: false,
      EnableMoments: true,
      EnableKommunalrabatt: true,
      EnableWaermeplanung: false,
      BildungsportalUser: false,
      KommunalportalAusblenden: false,
      faculties: [],
      preferredUserData: null,
    });
    expect(me.commune.name).toBe('Viersen');
    expect(me.commune.kommunalPartner.name).toMatch(/^Jonas Beispiel/);
  });

  it('serves the navigation to confirmed users only', async () => {
    const waiting = await buildUser(db, { confirmed: false });
    expect((await get('/api/users/me?type=navigation', await sessionCookie(db, waiting))).statusCode).toBe(
      403,
    );
    const confirmed = await buildUser(db);
    const res = await get('/api/users/me?type=navigation', await sessionCookie(db, confirmed));
    expect(res.statusCode).toBe(200);
    expect(res.json().serviceAreas.map((a: { title: string }) => a.title)).toContain('Strom');
    expect(res.json().faq).toBe(false);
  });

  it('gives the commune names to employees only', async () => {
    const communeUser = await buildUser(db, { communeId: viersen.id });
    expect(
      (await get('/api/users/me?type=commune-names', await sessionCookie(db, communeUser))).statusCode,
    ).toBe(403);
    const employee = await buildUser(db, { isNewEmployee: true });
    const res = await get('/api/users/me?type=commune-names', await sessionCookie(db, employee));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({ id: viersen.id, name: 'Viersen' });
  });

  it('rejects an unknown type with 400', async () => {
    const user = await buildUser(db);
    const res = await get('/api/users/me?type=alles', await sessionCookie(db, user));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Ungültige Eingabe/);
  });
});

describe('registration (POST /api/user-details/updateUserPreferredData)', () => {
  const send = async (cookie: string, payload: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/user-details/updateUserPreferredData',
      headers: { cookie },
      payload,
    });

  it('lists the selectable roles and communes to unconfirmed users', async () => {
    const cookie = await sessionCookie(db, await buildUser(db, { confirmed: false }));
    expect((await get('/api/user-details/availableRoles', cookie)).json()).toEqual([
      'Gremienmitglieder',
      'Kämmerei',
    ]);
    expect((await get('/api/user-details/availableCommunes', cookie)).json()).toEqual(
      expect.arrayContaining(['Viersen', TEXTS.boardMembers]),
    );
  });

  it('lists the communes in German order: Übach-Palenberg among the Ü, not last', async () => {
    for (const name of ['Übach-Palenberg', 'Tönisvorst', 'Zülpich', 'Uedem']) {
      await buildCommune(db, { name });
    }
    const cookie = await sessionCookie(db, await buildUser(db, { confirmed: false }));
    const names = (await get('/api/user-details/availableCommunes', cookie)).json() as string[];
    const communes = names.filter((name) => name !== TEXTS.boardMembers);
    expect(communes).toContain('Übach-Palenberg');
    expect(communes).toEqual([...communes].sort(new Intl.Collator('de').compare));
    expect(communes.indexOf('Übach-Palenberg')).toBe(communes.indexOf('Uedem') - 1);
    expect(communes.indexOf('Übach-Palenberg')).toBeLessThan(communes.indexOf('Zülpich'));
    expect(names.at(-1)).toBe(TEXTS.boardMembers);
  });

  it('stores the preferred data and shows it in the me call', async () => {
    const cookie = await sessionCookie(db, await buildUser(db, { confirmed: false }));
    const res = await send(cookie, {
      preferredData: { preferredFaculty: 'Kämmerei', preferredCommune: 'Viersen' },
      telefon: '02162 123-45',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().preferredUserData).toEqual({
      preferredFaculty: 'Kämmerei',
      preferredCommune: 'Viersen',
      telefon: '02162 123-45',
    });
  });

  it('answers the spec texts for a missing role and commune', async () => {
    const cookie = await sessionCookie(db, await buildUser(db, { confirmed: false }));
    const noRole = await send(cookie, {
      preferredData: { preferredFaculty: '', preferredCommune: 'Viersen' },
    });
    expect(noRole.statusCode).toBe(400);
    expect(noRole.json().message).toContain(TEXTS.roleRequired);
    const noCommune = await send(cookie, {
      preferredData: { preferredFaculty: 'Kämmerei', preferredCommune: '' },
    });
    expect(noCommune.json().message).toContain(TEXTS.communeRequired);
  });

  it("holds board members to the commune 'Gremienmitglieder'", async () => {
    const cookie = await sessionCookie(db, await buildUser(db, { confirmed: false }));
    const wrong = await send(cookie, {
      preferredData: { preferredFaculty: TEXTS.boardMembers, preferredCommune: 'Viersen' },
    });
    expect(wrong.statusCode).toBe(400);
    const right = await send(cookie, {
      preferredData: { preferredFaculty: TEXTS.boardMembers, preferredCommune: TEXTS.boardMembers },
    });
    expect(right.statusCode).toBe(200);
  });

  it('refuses unknown roles and communes, and confirmed users', async () => {
    const cookie = await sessionCookie(db, await buildUser(db, { confirmed: false }));
    const role = await send(cookie, {
      preferredData: { preferredFaculty: 'Kaiser', preferredCommune: 'Viersen' },
    });
    expect(role.statusCode).toBe(400);
    const commune = await send(cookie, {
      preferredData: { preferredFaculty: 'Kämmerei', preferredCommune: 'Atlantis' },
    });
    expect(commune.statusCode).toBe(400);
    const confirmed = await sessionCookie(db, await buildUser(db));
    const again = await send(confirmed, {
      preferredData: { preferredFaculty: 'Kämmerei', preferredCommune: 'Viersen' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('accepts the education portal choice', async () => {
    const cookie = await sessionCookie(db, await buildUser(db, { confirmed: false }));
    const res = await send(cookie, {
      preferredData: { preferredFaculty: TEXTS.educationFaculty, preferredCommune: 'Viersen' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('education mode (PUT /api/users/me/education-mode)', () => {
  const put = async (cookie: string, showBildungsportal: boolean) =>
    app.inject({
      method: 'PUT',
      url: '/api/users/me/education-mode',
      headers: { cookie },
      payload: { showBildungsportal },
    });

  it('lets education users switch both ways', async () => {
    const cookie = await sessionCookie(db, await buildUser(db, { bildungsportalUser: true }));
    expect((await put(cookie, true)).json().showBildungsportal).toBe(true);
    expect((await put(cookie, false)).json().showBildungsportal).toBe(false);
  });

  it('refuses users without the education portal', async () => {
    const cookie = await sessionCookie(db, await buildUser(db));
    expect((await put(cookie, true)).statusCode).toBe(403);
  });

  it('keeps KommunalportalAusblenden users in the education portal', async () => {
    const cookie = await sessionCookie(
      db,
      await buildUser(db, { bildungsportalUser: true, kommunalportalAusblenden: true }),
    );
    expect((await put(cookie, false)).statusCode).toBe(403);
  });
});
