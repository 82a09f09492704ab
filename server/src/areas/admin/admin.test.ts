import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, userFaculties } from '../../db/schema/index.ts';
import { runningImports } from '../../import/backoffice-imports.ts';
import { backofficeCaller, setupTestApp } from '../../test/app.ts';
import { buildCommune, buildFaculty, buildUser, sessionCookie } from '../../test/factories.ts';

const { app, db } = await setupTestApp({ PUBLIC_URL: 'https://portal.example' });
const kaemmerei = await buildFaculty(db, 'Kämmerei');
const wegberg = await buildCommune(db, { name: 'Wegberg' });
const admin = await buildUser(db, { isAdmin: true });
const adminCookie = await sessionCookie(db, admin);

const call = backofficeCaller(app);

const pendingUser = () =>
  buildUser(db, {
    confirmed: false,
    preferredFaculty: 'Kämmerei',
    preferredCommune: 'Wegberg',
    telefon: '02434 123',
    preferredDataAt: new Date('2026-11-01T10:00:00Z'),
  });

describe('admin users API', () => {
  it('is closed to everybody but admins', async () => {
    const employee = await sessionCookie(db, await buildUser(db, { isNewEmployee: true }));
    const waiting = await sessionCookie(db, await buildUser(db, { confirmed: false }));
    const target = await pendingUser();
    for (const cookie of [employee, waiting]) {
      expect((await call(cookie, 'GET', '/api/admin/users')).statusCode).toBe(403);
      expect((await call(cookie, 'GET', '/api/admin/communes')).statusCode).toBe(403);
      expect((await call(cookie, 'POST', `/api/admin/users/${target.id}/approve`, {})).statusCode).toBe(403);
      expect(
        (await call(cookie, 'PATCH', `/api/admin/users/${target.id}`, { EnableMoments: true })).statusCode,
      ).toBe(403);
      expect((await call(cookie, 'POST', `/api/admin/users/${target.id}/deactivate`)).statusCode).toBe(403);
    }
    expect((await call(undefined, 'GET', '/api/admin/users')).statusCode).toBe(401);
  });

  it('lists pending accounts with their preferred data', async () => {
    const waiting = await pendingUser();
    const res = await call(adminCookie, 'GET', '/api/admin/users?status=pending');
    expect(res.statusCode).toBe(200);
    const row = res.json().find((u: { id: number }) => u.id === waiting.id);
    expect(row).toMatchObject({
      status: 'pending',
      preferredFaculty: 'Kämmerei',
      preferredCommune: 'Wegberg',
      telefon: '02434 123',
    });
    expect(res.json().every((u: { status: string }) => u.status === 'pending')).toBe(true);
  });

  it('approves with commune and flags, grants the role and queues one approval mail', async () => {
    const waiting = await pendingUser();
    const res = await call(adminCookie, 'POST', `/api/admin/users/${waiting.id}/approve`, {
      communeId: wegberg.id,
      EnableKommunalrabatt: true,
      isNewEmployee: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'confirmed',
      communeId: wegberg.id,
      communeName: 'Wegberg',
      EnableKommunalrabatt: true,
    });
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, waiting.email));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Ihr Zugang zum Kommunalportal ist freigeschaltet');
    expect(mails[0].text).toContain('https://portal.example/home');
    const roles = await db.select().from(userFaculties).where(eq(userFaculties.userId, waiting.id));
    expect(roles.map((r) => r.facultyId)).toEqual([kaemmerei.id]);
    // The user is let in on the next page load.
    const me = await call(await sessionCookie(db, { ...waiting }), 'GET', '/api/users/me');
    expect(me.json().confirmed).toBe(true);
    // Approving twice is a workflow step from the wrong state.
    expect((await call(adminCookie, 'POST', `/api/admin/users/${waiting.id}/approve`, {})).statusCode).toBe(
      409,
    );
  });

  it('refuses an unknown commune with 400 and unknown accounts with 404', async () => {
    const waiting = await pendingUser();
    const res = await call(adminCookie, 'POST', `/api/admin/users/${waiting.id}/approve`, {
      communeId: 999_999,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Diese Kommune gibt es nicht.');
    expect((await call(adminCookie, 'POST', '/api/admin/users/999999/approve', {})).statusCode).toBe(404);
    expect((await call(adminCookie, 'POST', '/api/admin/users/abc/approve', {})).statusCode).toBe(400);
  });

  it('rejects a pending account and ends its sessions', async () => {
    const waiting = await pendingUser();
    const cookie = await sessionCookie(db, waiting);
    const res = await call(adminCookie, 'POST', `/api/admin/users/${waiting.id}/reject`);
    expect(res.json().status).toBe('rejected');
    expect((await call(cookie, 'GET', '/api/users/me')).statusCode).toBe(401);
    expect((await call(adminCookie, 'POST', `/api/admin/users/${waiting.id}/reactivate`)).json().status).toBe(
      'pending',
    );
  });

  it('deactivates and reactivates a confirmed account, never the own one', async () => {
    const user = await buildUser(db);
    const cookie = await sessionCookie(db, user);
    expect((await call(adminCookie, 'POST', `/api/admin/users/${user.id}/deactivate`)).json().status).toBe(
      'deactivated',
    );
    expect((await call(cookie, 'GET', '/api/users/me')).statusCode).toBe(401);
    expect((await call(adminCookie, 'POST', `/api/admin/users/${user.id}/reactivate`)).json().status).toBe(
      'confirmed',
    );
    expect((await call(adminCookie, 'POST', `/api/admin/users/${admin.id}/deactivate`)).statusCode).toBe(409);
  });

  it('edits the flags of a confirmed account', async () => {
    const user = await buildUser(db);
    const res = await call(adminCookie, 'PATCH', `/api/admin/users/${user.id}`, {
      EnableWaermeplanung: true,
      BildungsportalUser: true,
      KommunalportalAusblenden: true,
    });
    expect(res.json()).toMatchObject({
      EnableWaermeplanung: true,
      BildungsportalUser: true,
      KommunalportalAusblenden: true,
    });
    const me = await call(await sessionCookie(db, user), 'GET', '/api/users/me');
    expect(me.json()).toMatchObject({
      EnableWaermeplanung: true,
      KommunalportalAusblenden: true,
      showBildungsportal: true,
    });
  });

  it('takes effect on the very next call of a user who is signed in', async () => {
    const user = await buildUser(db);
    const cookie = await sessionCookie(db, user);
    expect((await call(cookie, 'GET', '/api/users/me')).json().EnableMoments).toBe(false);
    await call(adminCookie, 'PATCH', `/api/admin/users/${user.id}`, { EnableMoments: true });
    expect((await call(cookie, 'GET', '/api/users/me')).json().EnableMoments).toBe(true);
    await call(adminCookie, 'POST', `/api/admin/users/${user.id}/deactivate`);
    expect((await call(cookie, 'GET', '/api/users/me')).statusCode).toBe(401);
  });

  it('makes a user Redakteur and back, each change in the audit log, effective at once', async () => {
    const user = await buildUser(db, { firstName: 'Rita', lastName: 'Redaktion', isNewEmployee: true });
    const cookie = await sessionCookie(db, user);
    const roleLines = () =>
      db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.resource, 'users'),
            eq(auditLog.action, 'role'),
            eq(auditLog.entityId, String(user.id)),
          ),
        );
    expect((await call(cookie, 'GET', '/api/backoffice/faq-entries')).statusCode).toBe(403);

    const res = await call(adminCookie, 'PATCH', `/api/admin/users/${user.id}`, { isEditor: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isEditor: true });
    expect((await call(cookie, 'GET', '/api/users/me')).json()).toMatchObject({
      isEditor: true,
      isAdmin: false,
    });
    expect((await call(cookie, 'GET', '/api/backoffice/faq-entries')).statusCode).toBe(200);
    expect(await roleLines()).toEqual([
      expect.objectContaining({ action: 'role', userId: admin.id, summary: 'Rita Redaktion: Redakteur' }),
    ]);

    // A save that leaves the role as it is writes no role line (its other change has its own, 'settings').
    await call(adminCookie, 'PATCH', `/api/admin/users/${user.id}`, { isEditor: true, EnableMoments: true });
    expect(await roleLines()).toHaveLength(1);

    await call(adminCookie, 'PATCH', `/api/admin/users/${user.id}`, { isEditor: false });
    expect((await call(cookie, 'GET', '/api/backoffice/faq-entries')).statusCode).toBe(403);
    const lines = await roleLines();
    expect(lines.map((line) => line.summary).sort()).toEqual([
      'Rita Redaktion: Redakteur',
      'Rita Redaktion: kein Redakteur mehr',
    ]);

    // Admins read it in the back office's audit log, filtered by area and action.
    const log = await call(
      adminCookie,
      'GET',
      `/api/backoffice/audit?filter=${encodeURIComponent(JSON.stringify({ resource: 'users', action: 'role' }))}`,
    );
    expect(
      log.json().items.filter((item: { entityId: string }) => item.entityId === String(user.id)),
    ).toHaveLength(2);
  });

  it('approves a waiting account as Redakteur, with an audit line', async () => {
    const waiting = await pendingUser();
    const res = await call(adminCookie, 'POST', `/api/admin/users/${waiting.id}/approve`, {
      communeId: null,
      isNewEmployee: true,
      isEditor: true,
    });
    expect(res.json()).toMatchObject({ status: 'confirmed', isEditor: true });
    const [line] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(waiting.id)));
    expect(line).toMatchObject({ action: 'role', resource: 'users' });
  });

  // Before decision 024, a commune user of Brüggen made Redakteur read and wrote Viersen's concession
  // topic and commune record, and read other communes' requests, through the back office.
  it('makes only NEW employees Redakteur; a commune user is refused, and the flag alone opens nothing', async () => {
    const brueggen = await buildCommune(db, { name: 'Brüggen' });
    const clerk = await buildUser(db, { communeId: brueggen.id, firstName: 'Bernd', lastName: 'Brüggen' });
    const refused = await call(adminCookie, 'PATCH', `/api/admin/users/${clerk.id}`, { isEditor: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: 'editor_needs_employee',
      message: expect.stringContaining('NEW-Mitarbeiter/in'),
    });
    const waiting = await pendingUser();
    const approval = await call(adminCookie, 'POST', `/api/admin/users/${waiting.id}/approve`, {
      communeId: brueggen.id,
      isEditor: true,
    });
    expect(approval.json().error).toBe('editor_needs_employee');

    // A flag set before this rule (or by hand) grants nothing, in the back office and in the portal's answer.
    const legacy = await buildUser(db, { communeId: brueggen.id, isEditor: true, isNewEmployee: false });
    const legacyCookie = await sessionCookie(db, legacy);
    for (const url of [
      '/api/backoffice/concession-topics',
      '/api/backoffice/communes',
      '/api/backoffice/requests',
    ]) {
      const res = await call(legacyCookie, 'GET', url);
      expect({ url, status: res.statusCode, error: res.json().error }).toEqual({
        url,
        status: 403,
        error: 'editors_only',
      });
    }
    expect((await call(legacyCookie, 'PUT', '/api/backoffice/communes/1', {})).statusCode).toBe(403);
    expect((await call(legacyCookie, 'GET', '/api/users/me')).json()).toMatchObject({ isEditor: false });

    // Taking the employee status takes the role, with its audit line.
    const rita = await buildUser(db, {
      firstName: 'Rita',
      lastName: 'Wechsel',
      isNewEmployee: true,
      isEditor: true,
    });
    const ritaCookie = await sessionCookie(db, rita);
    expect((await call(ritaCookie, 'GET', '/api/backoffice/faq-entries')).statusCode).toBe(200);
    const changed = await call(adminCookie, 'PATCH', `/api/admin/users/${rita.id}`, {
      isNewEmployee: false,
      communeId: brueggen.id,
    });
    expect(changed.json()).toMatchObject({ isEditor: false, isNewEmployee: false });
    expect((await call(ritaCookie, 'GET', '/api/backoffice/faq-entries')).statusCode).toBe(403);
    const [line] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(rita.id)), eq(auditLog.action, 'role')));
    expect(line.summary).toBe('Rita Wechsel: kein Redakteur mehr');
  });
});

// Before, 73 of 73 back-office content writes were audited, but none of the admin actions on people
// and the portal updates. Every state-changing route of the admin area must write its line.
describe('every state-changing admin route', () => {
  const auditLines = (entityId: number | string) =>
    db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(entityId)));
  const lastLine = async (entityId: number | string) => (await auditLines(entityId)).at(-1);

  /** Each route with a call that changes something, and the line it must leave: action and summary. */
  const cases: Record<string, () => Promise<{ entityId: number | string; action: string; summary: RegExp }>> =
    {
      'PATCH /api/admin/users/:id': async () => {
        const user = await buildUser(db, { firstName: 'Paula', lastName: 'Plan', communeId: wegberg.id });
        const brueggen = await buildCommune(db, { name: 'Brüggen (Audit)' });
        const res = await call(adminCookie, 'PATCH', `/api/admin/users/${user.id}`, {
          communeId: brueggen.id,
          isNewEmployee: true,
          EnableKommunalrabatt: true,
        });
        expect(res.statusCode, res.body).toBe(200);
        return {
          entityId: user.id,
          action: 'settings',
          summary:
            /^Paula Plan: Kommune: Wegberg → Brüggen \(Audit\); NEW-Mitarbeiter\/in: aus → an; Kommunalrabatt: aus → an$/,
        };
      },
      'POST /api/admin/users/:id/approve': async () => {
        const waiting = await pendingUser();
        const res = await call(adminCookie, 'POST', `/api/admin/users/${waiting.id}/approve`, {
          communeId: wegberg.id,
        });
        expect(res.statusCode, res.body).toBe(200);
        return {
          entityId: waiting.id,
          action: 'approve',
          summary: /: freigeschaltet; Kommune: keine → Wegberg$/,
        };
      },
      'POST /api/admin/users/:id/reject': async () => {
        const waiting = await pendingUser();
        expect((await call(adminCookie, 'POST', `/api/admin/users/${waiting.id}/reject`)).statusCode).toBe(
          200,
        );
        return { entityId: waiting.id, action: 'reject', summary: /: abgelehnt$/ };
      },
      'POST /api/admin/users/:id/deactivate': async () => {
        const user = await buildUser(db);
        expect((await call(adminCookie, 'POST', `/api/admin/users/${user.id}/deactivate`)).statusCode).toBe(
          200,
        );
        return { entityId: user.id, action: 'deactivate', summary: /: deaktiviert$/ };
      },
      'POST /api/admin/users/:id/reactivate': async () => {
        const user = await buildUser(db, { deactivatedAt: new Date() });
        expect((await call(adminCookie, 'POST', `/api/admin/users/${user.id}/reactivate`)).statusCode).toBe(
          200,
        );
        return { entityId: user.id, action: 'reactivate', summary: /: reaktiviert \(war deaktiviert\)$/ };
      },
      'PUT /api/backoffice/portal-settings/:id': async () => {
        const res = await call(
          adminCookie,
          'PUT',
          '/api/backoffice/portal-settings/1',
          {
            mapTileUrl: 'https://kacheln.example/{z}/{x}/{y}.png',
            mapTileAttribution: null,
            wishChargerMapUrl: null,
          },
          await revisionOfPortalSettings(),
        );
        expect(res.statusCode, res.body).toBe(200);
        return { entityId: 1, action: 'update', summary: /^Portal-Einstellungen$/ };
      },
      'POST /api/backoffice/portal-settings/:id/versions/:version/restore': async () => {
        const revision = await revisionOfPortalSettings();
        const res = await call(
          adminCookie,
          'POST',
          '/api/backoffice/portal-settings/1/versions/1/restore',
          undefined,
          revision,
        );
        expect(res.statusCode, res.body).toBe(200);
        return { entityId: 1, action: 'restore', summary: /^Portal-Einstellungen/ };
      },
      'POST /api/backoffice/imports/:kind': async () => {
        const csv =
          'art;kommune;jahr;energietraeger;sektor;tarif;quelle;mwh\nVerbrauch;Wegberg;2025;Strom;Private Haushalte;Allgemeiner Bedarf;;1.234,5\n';
        const res = await app.inject({
          method: 'POST',
          url: '/api/backoffice/imports/consumption?fileName=verbrauch.csv',
          payload: csv,
          headers: { 'content-type': 'application/octet-stream', cookie: adminCookie },
        });
        expect(res.statusCode, res.body).toBe(202);
        const { id } = res.json();
        await runningImports.get(id);
        return { entityId: id, action: 'import', summary: /^verbrauch\.csv: / };
      },
      'POST /api/backoffice/commune-directory': async () => {
        const id = await createdEntry('commune-directory', { name: 'Audit-Dorf', ags: '', retired: false });
        return { entityId: id, action: 'create', summary: /Audit-Dorf/ };
      },
      'PUT /api/backoffice/commune-directory/:id': async () => {
        const id = await createdEntry('commune-directory', { name: 'Audit-Stadt', ags: '', retired: false });
        const res = await call(
          adminCookie,
          'PUT',
          `/api/backoffice/commune-directory/${id}`,
          { name: 'Audit-Stadt', ags: '', retired: true },
          1,
        );
        expect(res.statusCode, res.body).toBe(200);
        return { entityId: id, action: 'update', summary: /Audit-Stadt/ };
      },
      'POST /api/backoffice/commune-directory/:id/versions/:version/restore': async () => {
        const id = await createdEntry('commune-directory', {
          name: 'Audit-Flecken',
          ags: '',
          retired: false,
        });
        const res = await call(
          adminCookie,
          'POST',
          `/api/backoffice/commune-directory/${id}/versions/1/restore`,
          undefined,
          1,
        );
        expect(res.statusCode, res.body).toBe(200);
        return { entityId: id, action: 'restore', summary: /Audit-Flecken/ };
      },
      'POST /api/backoffice/roles': async () => {
        const id = await createdEntry('roles', { name: 'Audit-Amt', selectable: true, sortOrder: 50 });
        return { entityId: id, action: 'create', summary: /Audit-Amt/ };
      },
      'PUT /api/backoffice/roles/:id': async () => {
        const id = await createdEntry('roles', { name: 'Audit-Referat', selectable: true, sortOrder: 51 });
        const res = await call(
          adminCookie,
          'PUT',
          `/api/backoffice/roles/${id}`,
          { name: 'Audit-Referat', selectable: false, sortOrder: 51 },
          1,
        );
        expect(res.statusCode, res.body).toBe(200);
        return { entityId: id, action: 'update', summary: /Audit-Referat/ };
      },
      'POST /api/backoffice/roles/:id/versions/:version/restore': async () => {
        const id = await createdEntry('roles', { name: 'Audit-Stelle', selectable: true, sortOrder: 52 });
        const res = await call(
          adminCookie,
          'POST',
          `/api/backoffice/roles/${id}/versions/1/restore`,
          undefined,
          1,
        );
        expect(res.statusCode, res.body).toBe(200);
        return { entityId: id, action: 'restore', summary: /Audit-Stelle/ };
      },
      'POST /api/admin/portal-updates': async () => {
        const res = await call(adminCookie, 'POST', '/api/admin/portal-updates', {
          Titel: 'Wartung am Samstag',
          Content: 'Das Portal ist von 8 bis 10 Uhr nicht erreichbar.',
        });
        expect(res.statusCode, res.body).toBe(201);
        return {
          entityId: res.json().id,
          action: 'portal-update',
          summary: /^Wartung am Samstag \(an \d+ Personen\)$/,
        };
      },
    };

  /** A new entry of a back-office resource, by the admin: its id. */
  const createdEntry = async (resource: string, body: object) => {
    const res = await call(adminCookie, 'POST', `/api/backoffice/${resource}`, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().record.id as number;
  };

  const revisionOfPortalSettings = async () =>
    (await call(adminCookie, 'GET', '/api/backoffice/portal-settings/1')).json().revision as number;

  const stateChanging = app
    .routeTable()
    .filter((route) => route.access === 'admin' && !['GET', 'HEAD', 'OPTIONS'].includes(route.method))
    .map((route) => `${route.method} ${route.url}`);

  it('is listed here with a call', () => {
    expect(stateChanging.sort()).toEqual(Object.keys(cases).sort());
  });

  it.each(Object.keys(cases))('%s writes who, what, before and after, and when', async (route) => {
    const started = Date.now();
    const { entityId, action, summary } = await cases[route]();
    const line = await lastLine(entityId);
    expect(line, `no audit line for ${route}`).toBeDefined();
    expect(line).toMatchObject({ action, userId: admin.id });
    expect(line?.summary).toMatch(summary);
    expect(line?.at.getTime()).toBeGreaterThanOrEqual(started - 1000);
  });
});
