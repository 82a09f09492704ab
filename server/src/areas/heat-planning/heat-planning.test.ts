import { createLocalJWKSet, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { heatFaqEntries, heatTosAcceptances } from '../../db/schema/index.ts';
import { setupTestApp } from '../../test/app.ts';
import { buildCommune, buildUser, sessionCookie } from '../../test/factories.ts';

const APP_URL = 'https://waermeplanung.example/app';
const { app, db } = await setupTestApp({
  HEAT_PLANNING_APP_URL: APP_URL,
  PUBLIC_URL: 'https://portal.example',
});
const { app: withoutApp, db: dbWithoutApp } = await setupTestApp();
const viersen = await buildCommune(db, { name: 'Viersen' });

await db.insert(heatFaqEntries).values([
  { section: 'Kommune', titel: 'Bis wann?', text: 'Bis **2028**.', sortOrder: 2 },
  { section: 'Allgemein', titel: 'Was ist ein Wärmeplan?', text: 'Ein Plan.', sortOrder: 1 },
  { section: 'Endverbraucher', titel: 'Muss ich handeln?', text: 'Nein.', sortOrder: 1 },
  { section: 'Kommune', titel: 'Wer zahlt?', text: 'Das Land.', sortOrder: 1 },
]);

const user = await buildUser(db, {
  communeId: viersen.id,
  enableWaermeplanung: true,
  email: 'lena@viersen.example',
});
const cookie = await sessionCookie(db, user);
const withoutFlag = await sessionCookie(db, await buildUser(db, { communeId: viersen.id }));
const get = (url: string, who = cookie, on = app) =>
  on.inject({ method: 'GET', url, headers: { cookie: who } });
const post = (url: string, who = cookie, on = app) =>
  on.inject({ method: 'POST', url, headers: { cookie: who } });

describe('heat planning', () => {
  it('gives the FAQ in its three sections, each in its order, with the text as HTML', async () => {
    const res = await get('/api/faq-waerme');
    expect(res.statusCode).toBe(200);
    const faq = res.json();
    expect(faq.Allgemein.Eintraege.map((e: { Titel: string }) => e.Titel)).toEqual([
      'Was ist ein Wärmeplan?',
    ]);
    expect(faq.Endverbraucher.Eintraege).toHaveLength(1);
    expect(faq.Kommune.Eintraege.map((e: { Titel: string }) => e.Titel)).toEqual(['Wer zahlt?', 'Bis wann?']);
    expect(faq.Kommune.Eintraege[1].TextHtml).toContain('<strong>2028</strong>');
  });

  it('needs EnableWaermeplanung on every call', async () => {
    for (const url of ['/api/faq-waerme', '/api/waermeplanung/checkTosStatus', '/api/waermeplanung/getUrl']) {
      expect((await get(url, withoutFlag)).statusCode, url).toBe(403);
    }
    expect((await post('/api/waermeplanung/acceptTos', withoutFlag)).statusCode).toBe(403);
    expect(await db.select().from(heatTosAcceptances)).toHaveLength(0);
    expect((await app.inject({ method: 'GET', url: '/api/faq-waerme' })).statusCode).toBe(401);
  });

  it('is not accepted at first, gives no app address before, and stores the acceptance with its version', async () => {
    expect((await get('/api/waermeplanung/checkTosStatus')).json()).toEqual({
      accepted: false,
      version: '2026-01',
    });
    const refused = await get('/api/waermeplanung/getUrl');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Bitte bestätigen Sie zuerst die Nutzungsbedingungen.');

    expect((await post('/api/waermeplanung/acceptTos')).json()).toEqual({
      accepted: true,
      version: '2026-01',
    });
    // Twice is fine: the first date stays.
    expect((await post('/api/waermeplanung/acceptTos')).statusCode).toBe(200);
    const stored = await db.select().from(heatTosAcceptances);
    expect(stored).toEqual([{ userId: user.id, version: '2026-01', acceptedAt: expect.any(Date) }]);
    expect((await get('/api/waermeplanung/checkTosStatus')).json().accepted).toBe(true);
  });

  it('signs a short-lived token that verifies with the published JWKS', async () => {
    const res = await get('/api/waermeplanung/getUrl');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { url, token } = res.json();
    expect(url).toBe(APP_URL);
    const jwks = await app.inject({ method: 'GET', url: '/api/waermeplanung/jwks.json' });
    expect(jwks.statusCode).toBe(200);
    const { payload, protectedHeader } = await jwtVerify(token, createLocalJWKSet(jwks.json()), {
      issuer: 'https://portal.example',
      audience: 'https://waermeplanung.example',
    });
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload).toMatchObject({
      sub: String(user.id),
      email: 'lena@viersen.example',
      commune: 'Viersen',
    });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(300);

    // Another key does not verify it.
    const other = await withoutApp.inject({ method: 'GET', url: '/api/waermeplanung/jwks.json' });
    await expect(jwtVerify(token, createLocalJWKSet(other.json()))).rejects.toThrow();
  });

  it('answers without address and token when no app is set up', async () => {
    const someone = await buildUser(dbWithoutApp, { enableWaermeplanung: true });
    const theirs = await sessionCookie(dbWithoutApp, someone);
    expect((await post('/api/waermeplanung/acceptTos', theirs, withoutApp)).statusCode).toBe(200);
    expect((await get('/api/waermeplanung/getUrl', theirs, withoutApp)).json()).toEqual({
      url: null,
      token: null,
    });
  });
});
