import { describe, expect, it } from 'vitest';
import { displayName } from './person-name.ts';

describe('displayName', () => {
  it('joins first and last name, drops blank parts, and falls back to the username', () => {
    expect(displayName({ firstName: 'Anna', lastName: 'Schmitz', username: 'a.s' })).toBe('Anna Schmitz');
    expect(displayName({ firstName: ' Anna ', lastName: null, username: 'a.s' })).toBe('Anna');
    expect(displayName({ firstName: null, lastName: 'Schmitz', username: 'a.s' })).toBe('Schmitz');
    expect(displayName({ firstName: '  ', lastName: '', username: 'a.s' })).toBe('a.s');
    expect(displayName({ username: 'a.s' })).toBe('a.s');
  });
});
