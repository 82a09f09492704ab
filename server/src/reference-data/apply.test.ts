import { COMMUNE_NAMES, TEXTS } from '@kp/contract/shell';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { communes, faculties } from '../db/schema/index.ts';
import { backofficeCaller, setupTestApp } from '../test/app.ts';
import { buildUser, sessionCookie } from '../test/factories.ts';
import { applyReferenceData } from './apply.ts';
import { REFERENCE_FACULTIES } from './faculties.ts';

// Before decision 027, a database without the demo had no commune and no role, so nobody could register and
// no admin could assign a commune without SQL.
const { app, db } = await setupTestApp();
const call = backofficeCaller(app);

describe('the reference data', () => {
  it('gives an empty database the 18 partner communes and the registration roles, once', async () => {
    const newcomer = await sessionCookie(db, await buildUser(db, { confirmed: false }));
    expect((await call(newcomer, 'GET', '/api/user-details/availableRoles')).json()).toEqual([]);
    expect(await applyReferenceData(db)).toEqual(['kommunen-1', 'rollen-1']);
    expect(await applyReferenceData(db)).toEqual([]);

    const roles = (await call(newcomer, 'GET', '/api/user-details/availableRoles')).json();
    expect(roles).toEqual(REFERENCE_FACULTIES.filter((f) => f.selectable).map((f) => f.name));
    expect(roles).toContain('Kämmerei');
    expect(roles).toContain(TEXTS.boardMembers);
    const offered = (await call(newcomer, 'GET', '/api/user-details/availableCommunes')).json();
    expect(offered).toHaveLength(19);
    expect([...offered].sort()).toEqual([...COMMUNE_NAMES, TEXTS.boardMembers].sort());
    expect((await db.select().from(faculties)).length).toBe(REFERENCE_FACULTIES.length);
  });

  it('lets a new person register with a role and a commune, and an admin assign it', async () => {
    const person = await buildUser(db, { confirmed: false });
    const registered = await call(
      await sessionCookie(db, person),
      'POST',
      '/api/user-details/updateUserPreferredData',
      {
        preferredData: { preferredFaculty: 'Kämmerei', preferredCommune: 'Viersen' },
      },
    );
    expect(registered.statusCode, registered.body).toBe(200);
    const admin = await sessionCookie(db, await buildUser(db, { isAdmin: true }));
    const options = (await call(admin, 'GET', '/api/admin/communes')).json() as {
      id: number;
      name: string;
    }[];
    expect(options.map((c) => c.name)).toContain('Viersen');
    const viersen = options.find((c) => c.name === 'Viersen');
    const approved = await call(admin, 'POST', `/api/admin/users/${person.id}/approve`, {
      communeId: viersen?.id,
    });
    expect(approved.statusCode, approved.body).toBe(200);
  });

  it('keeps what an admin renamed or retired at the next start, and offers a retired commune to no one new', async () => {
    await db.update(communes).set({ name: 'Stadt Viersen' }).where(eq(communes.name, 'Viersen'));
    await db.update(communes).set({ retiredAt: new Date() }).where(eq(communes.name, 'Selfkant'));
    expect(await applyReferenceData(db)).toEqual([]);
    const names = (await db.select({ name: communes.name }).from(communes)).map((c) => c.name);
    expect(names).toContain('Stadt Viersen');
    expect(names).not.toContain('Viersen');

    const newcomer = await sessionCookie(db, await buildUser(db, { confirmed: false }));
    const offered = (await call(newcomer, 'GET', '/api/user-details/availableCommunes')).json();
    expect(offered).not.toContain('Selfkant');
    const admin = await sessionCookie(db, await buildUser(db, { isAdmin: true }));
    const options = (await call(admin, 'GET', '/api/admin/communes')).json() as { name: string }[];
    expect(options.map((c) => c.name)).not.toContain('Selfkant');
    const [selfkant] = await db.select().from(communes).where(eq(communes.name, 'Selfkant'));
    const holder = await buildUser(db, { communeId: selfkant.id });
    const someone = await buildUser(db);
    const refused = await call(admin, 'PATCH', `/api/admin/users/${someone.id}`, { communeId: selfkant.id });
    expect(refused.statusCode).toBe(400);
    // The account that has it keeps it through an edit of its other settings.
    const kept = await call(admin, 'PATCH', `/api/admin/users/${holder.id}`, {
      communeId: selfkant.id,
      EnableMoments: true,
    });
    expect(kept.statusCode, kept.body).toBe(200);
  });
});
