import { ConcessionTopicInputSchema } from '@kp/contract/concessions-backoffice';
import {
  EducationMaterialInputSchema,
  EducationSettingsInputSchema,
} from '@kp/contract/education-backoffice';
import { CommuneInputSchema } from '@kp/contract/shell-backoffice';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { communes } from '../../db/schema/index.ts';
import { backofficeCaller, setupTestApp } from '../../test/app.ts';
import { buildUser, sessionCookie } from '../../test/factories.ts';

/** On the demo data: the seed's communes, materials and topics must open in the forms and save unchanged. */
const { app, db, config } = await setupTestApp({}, { seeded: true });

describe('back office: the communes, the portal configuration, and the demo data in the forms', () => {
  let editor: string;
  let admin: string;
  let employee: string;
  let communeUser: string;
  let viersen: typeof communes.$inferSelect;
  beforeAll(async () => {
    editor = await sessionCookie(
      db,
      await buildUser(db, { isEditor: true, firstName: 'Rita', lastName: 'Redakteurin' }),
    );
    admin = await sessionCookie(db, await buildUser(db, { isAdmin: true }));
    employee = await sessionCookie(db, await buildUser(db, { isNewEmployee: true }));
    [viersen] = await db.select().from(communes).where(eq(communes.name, 'Viersen'));
    communeUser = await sessionCookie(db, await buildUser(db, { communeId: viersen.id }));
  });

  const call = backofficeCaller(app);

  it('opens every seeded commune, material, topic and the education texts in a form the schema accepts', async () => {
    const check = async (
      resource: string,
      schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } },
    ) => {
      const list = await call(editor, 'GET', `/api/backoffice/${resource}?perPage=500`);
      expect(list.statusCode).toBe(200);
      expect(list.json().total).toBeGreaterThan(0);
      for (const item of list.json().items as { id: number }[]) {
        const { record } = (await call(editor, 'GET', `/api/backoffice/${resource}/${item.id}`)).json();
        const result = schema.safeParse(record);
        expect(result.error, `${resource} ${item.id}`).toBeUndefined();
      }
    };
    await check('communes', CommuneInputSchema);
    await check('education-materials', EducationMaterialInputSchema);
    await check('education-settings', EducationSettingsInputSchema);
    await check('concession-topics', ConcessionTopicInputSchema);
  });

  it("edits a commune's quote, which its users see in the me call at once; keeps the first state as version 1", async () => {
    const read = await call(editor, 'GET', `/api/backoffice/communes/${viersen.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ revision: 0, record: { name: 'Viersen' } });
    const before = (await call(communeUser, 'GET', '/api/users/me')).json();
    expect(before.commune.partner_quote).toBe(viersen.partnerQuote);

    const saved = await call(
      editor,
      'PUT',
      `/api/backoffice/communes/${viersen.id}`,
      { ...read.json().record, partnerQuote: 'Gemeinsam für Viersen.', mayorName: 'Erika Beispiel' },
      0,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      revision: 2,
      record: { partnerQuote: 'Gemeinsam für Viersen.', name: 'Viersen' },
    });
    const after = (await call(communeUser, 'GET', '/api/users/me')).json();
    expect(after.commune.partner_quote).toBe('Gemeinsam für Viersen.');

    const versions = (await call(editor, 'GET', `/api/backoffice/communes/${viersen.id}/versions`)).json();
    expect(versions.map((v: { version: number; savedBy: string }) => [v.version, v.savedBy])).toEqual([
      [2, 'Rita Redakteurin'],
      [1, 'Ursprünglicher Stand'],
    ]);
    const restored = await call(
      editor,
      'POST',
      `/api/backoffice/communes/${viersen.id}/versions/1/restore`,
      undefined,
      2,
    );
    expect(restored.statusCode).toBe(200);
    expect((await call(communeUser, 'GET', '/api/users/me')).json().commune.partner_quote).toBe(
      viersen.partnerQuote,
    );
    // the name is the key of imports and users: a form cannot change it
    const renamed = await call(
      editor,
      'PUT',
      `/api/backoffice/communes/${viersen.id}`,
      { ...restored.json().record, name: 'Anderswo' },
      3,
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().record.name).toBe('Viersen');
    // The audit line names the stored record, not what the form sent.
    const log = await call(
      admin,
      'GET',
      `/api/backoffice/audit?filter=${encodeURIComponent(JSON.stringify({ resource: 'communes' }))}`,
    );
    expect(log.json().items[0]).toMatchObject({
      action: 'update',
      entityId: String(viersen.id),
      summary: 'Viersen',
    });
  });

  it('answers bad commune input with 400 per field; communes are neither created nor deleted', async () => {
    const { record, revision } = (await call(editor, 'GET', `/api/backoffice/communes/${viersen.id}`)).json();
    const bad = await call(
      editor,
      'PUT',
      `/api/backoffice/communes/${viersen.id}`,
      { ...record, latitude: 95, logoUrl: 'javascript:alert(1)', einwohner: -3 },
      revision,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      latitude: 'Der Breitengrad liegt zwischen -90 und 90.',
      logoUrl: expect.stringContaining('https://'),
      einwohner: 'Die Einwohnerzahl ist 0 oder größer.',
    });
    const half = await call(
      editor,
      'PUT',
      `/api/backoffice/communes/${viersen.id}`,
      { ...record, longitude: null },
      revision,
    );
    expect(half.statusCode).toBe(400);
    expect(Object.keys(half.json().fields)).toEqual(['longitude']);
    const nobody = await call(
      editor,
      'PUT',
      `/api/backoffice/communes/${viersen.id}`,
      { ...record, kommunalPartnerId: 999999 },
      revision,
    );
    expect(nobody.json().fields).toEqual({ kommunalPartnerId: 'Diese Ansprechperson gibt es nicht.' });
    expect((await call(editor, 'POST', '/api/backoffice/communes', record)).statusCode).toBe(404);
    expect((await call(editor, 'DELETE', `/api/backoffice/communes/${viersen.id}`)).statusCode).toBe(404);
    const search = await call(editor, 'GET', '/api/backoffice/communes?q=vier&sort=name&order=DESC');
    expect(search.json().items.map((item: { name: string }) => item.name)).toContain('Viersen');
    const byIds = encodeURIComponent(JSON.stringify({ id: [viersen.id] }));
    expect((await call(editor, 'GET', `/api/backoffice/communes?filter=${byIds}`)).json().total).toBe(1);
  });

  it('lets admins, not editors, set the portal configuration, which GET /api/portal-config answers at once', async () => {
    expect((await call(editor, 'GET', '/api/backoffice/portal-settings')).statusCode).toBe(403);
    expect(
      (
        await call(
          editor,
          'PUT',
          '/api/backoffice/portal-settings/1',
          { mapTileUrl: null, mapTileAttribution: null, wishChargerMapUrl: null },
          0,
        )
      ).statusCode,
    ).toBe(403);
    expect((await call(employee, 'GET', '/api/backoffice/portal-settings/1')).statusCode).toBe(403);

    const defaults = (await call(communeUser, 'GET', '/api/portal-config')).json();
    expect(defaults.mapTileUrl).toBe(config.MAP_TILE_URL);
    const read = await call(admin, 'GET', '/api/backoffice/portal-settings/1');
    expect(read.json()).toMatchObject({ revision: 0, record: { id: 1, mapTileUrl: null } });
    const bad = await call(
      admin,
      'PUT',
      '/api/backoffice/portal-settings/1',
      {
        mapTileUrl: 'http://kacheln.example/{z}/{x}/{y}.png',
        mapTileAttribution: null,
        wishChargerMapUrl: null,
      },
      0,
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['mapTileUrl']);
    const saved = await call(
      admin,
      'PUT',
      '/api/backoffice/portal-settings/1',
      {
        mapTileUrl: 'https://kacheln.example/{z}/{x}/{y}.png',
        mapTileAttribution: '© Kacheln',
        wishChargerMapUrl: '',
      },
      0,
    );
    expect(saved.statusCode).toBe(200);
    const after = (await call(communeUser, 'GET', '/api/portal-config')).json();
    expect(after).toMatchObject({
      mapTileUrl: 'https://kacheln.example/{z}/{x}/{y}.png',
      mapTileAttribution: '© Kacheln',
    });
    // an empty field falls back to the server's setting
    expect(after.wishChargerMapUrl).toBe(defaults.wishChargerMapUrl);
    const log = await call(
      admin,
      'GET',
      `/api/backoffice/audit?filter=${encodeURIComponent(JSON.stringify({ resource: 'portal-settings' }))}`,
    );
    expect(log.json().items[0]).toMatchObject({ action: 'update', summary: 'Portal-Einstellungen' });
  });

  it('refuses the commune resource to everyone but editors and admins', async () => {
    expect((await call(employee, 'GET', '/api/backoffice/communes')).statusCode).toBe(403);
    expect((await call(communeUser, 'GET', `/api/backoffice/communes/${viersen.id}`)).statusCode).toBe(403);
    expect((await call(undefined, 'GET', '/api/backoffice/communes')).statusCode).toBe(401);
    expect((await call(admin, 'GET', '/api/backoffice/communes')).statusCode).toBe(200);
  });
});
