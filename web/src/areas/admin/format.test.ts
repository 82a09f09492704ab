import { describe, expect, it } from 'vitest';
import { accessSummary, displayName } from './format.ts';

const none = { isAdmin: false, isEditor: false, isNewEmployee: false, BildungsportalUser: false };

describe("an account's access in the user list", () => {
  it('names every role the admin gave, in the dialog’s words', () => {
    expect(accessSummary({ ...none, isAdmin: true, isNewEmployee: true })).toBe(
      'Administration, NEW-Mitarbeiter/in',
    );
    expect(accessSummary({ ...none, isEditor: true })).toBe('Redakteur/in (Backoffice)');
    expect(accessSummary({ ...none, BildungsportalUser: true })).toBe('Bildungsportal-Nutzer/in');
  });

  it('calls an account without any of them a municipal portal account', () => {
    expect(accessSummary(none)).toBe('Kommunalportal');
  });
});

describe('display name', () => {
  it('is first and last name, else the user name', () => {
    expect(displayName({ firstName: 'Lena', lastName: 'Hoffmann', username: 'kommune.viersen' })).toBe(
      'Lena Hoffmann',
    );
    expect(displayName({ firstName: null, lastName: null, username: 'neu.registriert' })).toBe(
      'neu.registriert',
    );
  });
});
