import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { can, refusalOf } from './policy.ts';
import { type BackofficeResource, defineResource } from './resource.ts';

const resourceWith = (writes: Partial<BackofficeResource>, access?: 'admin') =>
  defineResource({
    name: 'beispiele',
    label: 'Das Beispiel',
    input: z.object({ titel: z.string() }),
    access,
    topics: [],
    titleOf: (entry) => entry.titel,
    list: async () => ({ items: [], total: 0 }),
    read: async () => null,
    lock: async () => true,
    ...(writes as object),
  });
const write = async () => {};
const editable = resourceWith({ create: async () => 1, update: write, remove: write });
const settings = resourceWith({ update: write }, 'admin');

const admin = { isAdmin: true, isEditor: false, isNewEmployee: false };
const editor = { isAdmin: false, isEditor: true, isNewEmployee: true };
/** A Redakteur flag on a commune's account grants nothing (decision 024). */
const communeEditor = { isAdmin: false, isEditor: true, isNewEmployee: false };
const employee = { isAdmin: false, isEditor: false, isNewEmployee: true };

describe('who may write which content type (decisions 019, 024)', () => {
  it('lets editors and admins write an editors’ type, and nobody else', () => {
    for (const action of ['create', 'update', 'remove', 'restore'] as const) {
      expect(can(admin, action, editable), action).toBe(true);
      expect(can(editor, action, editable), action).toBe(true);
      expect(refusalOf(communeEditor, action, editable)).toMatchObject({
        statusCode: 403,
        code: 'editors_only',
      });
      expect(refusalOf(employee, action, editable)).toMatchObject({ statusCode: 403, code: 'editors_only' });
    }
  });

  it('keeps an admins’ type to admins', () => {
    expect(can(admin, 'update', settings)).toBe(true);
    expect(refusalOf(editor, 'update', settings)).toMatchObject({ statusCode: 403, code: 'admins_only' });
  });

  it('refuses a write the type does not offer, in German', () => {
    expect(refusalOf(admin, 'create', settings)?.message).toBe('Dieser Eintrag kann nicht angelegt werden.');
    expect(refusalOf(admin, 'remove', settings)?.message).toBe('Dieser Eintrag kann nicht gelöscht werden.');
    expect(can(admin, 'restore', settings)).toBe(true);
    expect(refusalOf(admin, 'restore', resourceWith({}, 'admin'))?.message).toBe(
      'Dieser Eintrag kann nicht geändert werden.',
    );
  });
});
