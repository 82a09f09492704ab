import { describe, expect, it } from 'vitest';
import { buildCommune, buildUser } from '../../app/test-factories.ts';
import {
  canSelect,
  preselectedCommune,
  selectedCommune,
  toggledCommune,
  withCommune,
} from './commune-selection.ts';

const employee = buildUser({ isNewEmployee: true, commune: null });
const viersen = buildUser({ commune: buildCommune({ name: 'Viersen' }) });

describe('canSelect', () => {
  it('lets employees select every commune of the map', () => {
    expect(canSelect(employee, 'Grevenbroich')).toBe(true);
    expect(canSelect(employee, 'Viersen')).toBe(true);
  });

  it('lets commune users select only their own', () => {
    expect(canSelect(viersen, 'Viersen')).toBe(true);
    expect(canSelect(viersen, 'Grevenbroich')).toBe(false);
  });

  it('knows no commune outside the 18', () => {
    expect(canSelect(employee, 'Köln')).toBe(false);
    expect(canSelect(buildUser({ commune: buildCommune({ name: 'Köln' }) }), 'Köln')).toBe(false);
  });
});

describe('preselectedCommune', () => {
  it('is the own commune for commune users and none for employees', () => {
    expect(preselectedCommune(viersen)).toBe('Viersen');
    expect(preselectedCommune(employee)).toBeNull();
    expect(preselectedCommune(buildUser({ commune: null }))).toBeNull();
  });
});

describe('selectedCommune', () => {
  it('reads ?commune= and ignores unknown names and ones the user may not select', () => {
    expect(selectedCommune(new URLSearchParams('commune=Mönchengladbach'), employee)).toBe('Mönchengladbach');
    expect(selectedCommune(new URLSearchParams(''), employee)).toBeNull();
    expect(selectedCommune(new URLSearchParams('commune=Atlantis'), employee)).toBeNull();
    expect(selectedCommune(new URLSearchParams('commune=Grevenbroich'), viersen)).toBeNull();
    expect(selectedCommune(new URLSearchParams('commune=Viersen'), viersen)).toBe('Viersen');
  });
});

describe('toggledCommune', () => {
  it('selects another commune and deselects the selected one', () => {
    expect(toggledCommune(null, 'Viersen')).toBe('Viersen');
    expect(toggledCommune('Brüggen', 'Viersen')).toBe('Viersen');
    expect(toggledCommune('Viersen', 'Viersen')).toBeNull();
  });
});

describe('withCommune', () => {
  it('sets and removes the param and keeps the others', () => {
    const params = new URLSearchParams('x=1');
    expect(withCommune(params, 'Übach-Palenberg').toString()).toBe('x=1&commune=%C3%9Cbach-Palenberg');
    expect(withCommune(new URLSearchParams('commune=Viersen&x=1'), null).toString()).toBe('x=1');
    expect(params.toString()).toBe('x=1');
  });
});
