import { describe, expect, it } from 'vitest';
import { buildUser } from '../../app/test-factories.ts';
import { areaCommunes, serviceAreaSpecial } from './service-area-heading.ts';

const details = [
  {
    id: 7,
    title: 'Trinkwasser',
    communes: [
      { id: 1, name: 'Brüggen' },
      { id: 2, name: 'Übach-Palenberg' },
    ],
  },
];
const employee = buildUser({
  isNewEmployee: true,
  commune: null,
  serviceDetails: details,
  EnableKommunenDashboard: true,
});

describe('areaCommunes', () => {
  it('lists the communes of a concession area to employees, each to its commune dashboard', () => {
    expect(areaCommunes(7, employee)).toEqual([
      { id: 1, title: 'Brüggen', to: '/commune-dashboard?commune=Br%C3%BCggen' },
      { id: 2, title: 'Übach-Palenberg', to: '/commune-dashboard?commune=%C3%9Cbach-Palenberg' },
    ]);
  });

  it('names the communes without a link when the commune dashboard is not enabled', () => {
    const withoutDashboard = { ...employee, EnableKommunenDashboard: false };
    expect(areaCommunes(7, withoutDashboard)?.map((commune) => commune.to)).toEqual([undefined, undefined]);
  });

  it('is null for commune users, and for an area without communes (the services stay)', () => {
    expect(areaCommunes(7, { ...employee, isNewEmployee: false, serviceDetails: null })).toBeNull();
    expect(areaCommunes(8, employee)).toBeNull();
  });
});

describe('serviceAreaSpecial', () => {
  it('recognises the areas with a fixed section', () => {
    expect(serviceAreaSpecial('Nachhaltigkeit')).toBe('nachhaltigkeit');
    expect(serviceAreaSpecial('Mobilität')).toBe('mobilitaet');
    expect(serviceAreaSpecial('Strom')).toBeNull();
  });
});
