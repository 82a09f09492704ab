import { describe, expect, it } from 'vitest';
import { sortedMenuServices } from './service-area-menu.tsx';

describe('sortedMenuServices', () => {
  it('sorts services and their sub-services by title in German order', () => {
    const sorted = sortedMenuServices([
      { id: 1, title: 'Zählerwesen', subServices: [] },
      { id: 2, title: 'Übach-Palenberg', subServices: [] },
      {
        id: 3,
        title: 'Abrechnung',
        subServices: [
          { id: 31, title: 'Testate' },
          { id: 32, title: 'Ökostrom' },
          { id: 33, title: 'abschläge' },
        ],
      },
      { id: 4, title: 'Uelsen', subServices: [] },
    ]);
    expect(sorted.map((service) => service.title)).toEqual([
      'Abrechnung',
      'Übach-Palenberg',
      'Uelsen',
      'Zählerwesen',
    ]);
    expect(sorted[0].subServices.map((subService) => subService.title)).toEqual([
      'abschläge',
      'Ökostrom',
      'Testate',
    ]);
  });

  it('does not change the given list', () => {
    const services = [
      { id: 1, title: 'B', subServices: [] },
      { id: 2, title: 'A', subServices: [] },
    ];
    sortedMenuServices(services);
    expect(services.map((service) => service.id)).toEqual([1, 2]);
  });
});
