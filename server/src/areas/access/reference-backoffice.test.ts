import { TEXTS } from '@kp/contract/shell';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, faculties } from '../../db/schema/index.ts';
import { applyReferenceData } from '../../reference-data/apply.ts';
import { backofficeCaller, setupTestApp } from '../../test/app.ts';
import { buildUser } from '../../test/factories.ts';
import { buildUserKinds } from '../../test/user-kinds.ts';

// Decision 027: admins add, rename and retire communes and roles in the back office.
const { app, db } = await setupTestApp();
await applyReferenceData(db);
const kinds = await buildUserKinds(db);
const call = backofficeCaller(app);
const admin = kinds.admin.cookie;

const revisionOf = async (path: string) => (await call(admin, 'GET', path)).json().revision as number;
const offeredCommunes = async () =>
  (await call(kinds.unconfirmed.cookie, 'GET', '/api/user-details/availableCommunes')).json() as string[];
const offeredRoles = async () =>
  (await call(kinds.unconfirmed.cookie, 'GET', '/api/user-details/availableRoles')).json() as string[];

describe('the commune directory and the roles in the back office', () => {
  it('are for admins only: no session 401, everyone else 403, also a Redakteur', async () => {
    for (const resource of ['commune-directory', 'roles']) {
      expect((await call(undefined, 'GET', `/api/backoffice/${resource}`)).statusCode).toBe(401);
      for (const kind of ['editor', 'employee', 'communeAllFlags', 'communeEditor'] as const) {
        const cookie = kinds[kind].cookie;
        expect((await call(cookie, 'GET', `/api/backoffice/${resource}`)).statusCode, kind).toBe(403);
        expect(
          (await call(cookie, 'POST', `/api/backoffice/${resource}`, { name: 'X', retired: false }))
            .statusCode,
          kind,
        ).toBe(403);
      }
    }
  });

  it('add a commune, which registration offers at once; rename it; retire it, and it is offered no more', async () => {
    const created = await call(admin, 'POST', '/api/backoffice/commune-directory', {
      name: 'Neustadt am Niederrhein',
      ags: '05166999',
      retired: false,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().record.id as number;
    expect(await offeredCommunes()).toContain('Neustadt am Niederrhein');

    const path = `/api/backoffice/commune-directory/${id}`;
    const renamed = await call(
      admin,
      'PUT',
      path,
      { name: 'Neustadt (Niederrhein)', ags: '05166999', retired: false },
      await revisionOf(path),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await offeredCommunes()).toContain('Neustadt (Niederrhein)');
    expect(await offeredCommunes()).not.toContain('Neustadt am Niederrhein');

    const holder = await buildUser(db, { communeId: id });
    const retired = await call(
      admin,
      'PUT',
      path,
      { name: 'Neustadt (Niederrhein)', ags: '05166999', retired: true },
      await revisionOf(path),
    );
    expect(retired.statusCode, retired.body).toBe(200);
    expect(await offeredCommunes()).not.toContain('Neustadt (Niederrhein)');
    const options = (await call(admin, 'GET', '/api/admin/communes')).json() as { name: string }[];
    expect(options.map((option) => option.name)).not.toContain('Neustadt (Niederrhein)');
    // The account that has it keeps it.
    const kept = (await call(admin, 'GET', '/api/admin/users')).json() as {
      id: number;
      communeName: string | null;
    }[];
    expect(kept.find((user) => user.id === holder.id)?.communeName).toBe('Neustadt (Niederrhein)');

    const lines = await db.select().from(auditLog).where(eq(auditLog.resource, 'commune-directory'));
    expect(lines.map((line) => line.action)).toEqual(['create', 'update', 'update']);
  });

  it('refuse a name twice, a key that is not 8 digits, and say so by field', async () => {
    const twice = await call(admin, 'POST', '/api/backoffice/commune-directory', {
      name: 'Viersen',
      ags: '',
      retired: false,
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fields).toEqual({ name: 'Diesen Namen gibt es schon.' });
    const badKey = await call(admin, 'POST', '/api/backoffice/commune-directory', {
      name: 'Irgendwo',
      ags: '123',
      retired: false,
    });
    expect(badKey.statusCode).toBe(400);
    expect(Object.keys(badKey.json().fields)).toEqual(['ags']);
    const roleTwice = await call(admin, 'POST', '/api/backoffice/roles', {
      name: 'Kämmerei',
      selectable: true,
      sortOrder: 3,
    });
    expect(roleTwice.statusCode).toBe(400);
  });

  it('add, rename and retire a role in the registration dialog, but keep the names the portal reacts to', async () => {
    const created = await call(admin, 'POST', '/api/backoffice/roles', {
      name: 'Ordnungsamt',
      selectable: true,
      sortOrder: 5,
    });
    expect(created.statusCode, created.body).toBe(200);
    const path = `/api/backoffice/roles/${created.json().record.id}`;
    expect(await offeredRoles()).toContain('Ordnungsamt');
    const retired = await call(
      admin,
      'PUT',
      path,
      { name: 'Ordnungs- und Bürgeramt', selectable: false, sortOrder: 5 },
      await revisionOf(path),
    );
    expect(retired.statusCode, retired.body).toBe(200);
    expect(await offeredRoles()).not.toContain('Ordnungsamt');
    expect(await offeredRoles()).not.toContain('Ordnungs- und Bürgeramt');

    const [board] = await db.select().from(faculties).where(eq(faculties.name, TEXTS.boardMembers));
    const boardPath = `/api/backoffice/roles/${board.id}`;
    const renamed = await call(
      admin,
      'PUT',
      boardPath,
      { name: 'Ratsmitglieder', selectable: true, sortOrder: board.sortOrder },
      await revisionOf(boardPath),
    );
    expect(renamed.statusCode).toBe(400);
    expect(Object.keys(renamed.json().fields)).toEqual(['name']);
    expect(await offeredRoles()).toContain(TEXTS.boardMembers);
  });
});
