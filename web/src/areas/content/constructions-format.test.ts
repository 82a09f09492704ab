import type { ConstructionProject } from '@kp/contract/content';
import { describe, expect, it } from 'vitest';
import { groupByCommune, hasPosition, projectPeriod } from './constructions-format.ts';

function buildProject(overrides: Partial<ConstructionProject> = {}): ConstructionProject {
  return {
    id: 1,
    title: 'Erneuerung Wasserleitung',
    description: 'Austausch der Hauptleitung',
    sparte: 'Wasser',
    commune: 'Viersen',
    street: 'Hauptstraße',
    startDate: '2025-03-01',
    endDate: '2025-09-30',
    latitude: 51.25,
    longitude: 6.39,
    ...overrides,
  };
}

describe('projectPeriod', () => {
  it('shows both dates, or the start of an open period', () => {
    expect(projectPeriod(buildProject())).toBe('01.03.2025 – 30.09.2025');
    expect(projectPeriod(buildProject({ endDate: null }))).toBe('ab 01.03.2025');
  });
});

describe('groupByCommune', () => {
  it('groups alphabetically by commune and sorts by start date within', () => {
    const groups = groupByCommune([
      buildProject({ id: 1, commune: 'Viersen', startDate: '2025-05-01' }),
      buildProject({ id: 2, commune: 'Übach-Palenberg' }),
      buildProject({ id: 3, commune: 'Brüggen' }),
      buildProject({ id: 4, commune: 'Viersen', startDate: '2025-01-01' }),
    ]);
    expect(groups.map((group) => group.commune)).toEqual(['Brüggen', 'Übach-Palenberg', 'Viersen']);
    expect(groups[2].projects.map((project) => project.id)).toEqual([4, 1]);
  });
});

describe('hasPosition', () => {
  it('accepts real coordinates only', () => {
    expect(hasPosition({ latitude: 51.2, longitude: 6.4 })).toBe(true);
    expect(hasPosition({ latitude: 0, longitude: 0 })).toBe(false);
    expect(hasPosition({ latitude: 95, longitude: 6 })).toBe(false);
    expect(hasPosition({ latitude: Number.NaN, longitude: 6 })).toBe(false);
  });
});
