import { describe, expect, it } from 'vitest';
import { buildCommune, buildPerson, buildUser } from '../app/test-factories.ts';
import { contactPersons, serviceAreaContactPersons } from './contact-persons.ts';

const partner = buildPerson({ id: 10, name: 'Partnerin' });
const leader = buildPerson({ id: 11, name: 'Regionalleitung' });
const user = buildUser({ commune: buildCommune({ kommunalPartner: partner, regionalLeiter: leader }) });

describe('contactPersons', () => {
  it('shows the persons in charge when there are any', () => {
    const own = buildPerson({ id: 12 });
    expect(contactPersons({ personsInCharge: [own], showRegionalLeiter: true }, user)).toEqual([own]);
  });

  it('falls back to the regional leader when the page asks for it', () => {
    expect(contactPersons({ personsInCharge: [], showRegionalLeiter: true }, user)).toEqual([leader]);
  });

  it('falls back to the commune partner otherwise', () => {
    expect(contactPersons({ personsInCharge: [], showRegionalLeiter: false }, user)).toEqual([partner]);
  });

  it('shows nobody for users without a commune', () => {
    expect(
      contactPersons({ personsInCharge: [], showRegionalLeiter: false }, buildUser({ commune: null })),
    ).toEqual([]);
  });
});

describe('serviceAreaContactPersons (decision 016)', () => {
  it('puts the commune partner and the regional leader beside the area contacts, each once', () => {
    const own = buildPerson({ id: 12 });
    expect(serviceAreaContactPersons({ personsInCharge: [own, partner] }, user)).toEqual([
      partner,
      leader,
      own,
    ]);
  });

  it('shows the area contacts alone for users without a commune', () => {
    const own = buildPerson({ id: 12 });
    expect(serviceAreaContactPersons({ personsInCharge: [own] }, buildUser({ commune: null }))).toEqual([
      own,
    ]);
  });
});
