import { ROUTES } from '@kp/contract/shell';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../app/test-factories.ts';
import {
  type AreaTree,
  educationCards,
  eventsRoute,
  formatConsumption,
  formatResidents,
  municipalCards,
} from './dashboard-cards.ts';

const navigation = {
  faq: true,
  serviceAreas: [
    { id: 3, title: 'Mobilität', icon: null },
    { id: 5, title: 'Nachhaltigkeit', icon: null },
    { id: 8, title: 'Strom', icon: null },
  ],
};
const serviceAreas: AreaTree[] = [
  { id: 8, title: 'Strom', services: [{ id: 1, title: 'Ökostrom', subServices: [] }] },
  {
    id: 9,
    title: 'Sponsoring',
    services: [{ id: 21, title: 'Engagement', subServices: [{ id: 77, title: 'NEW Erleben' }] }],
  },
];
const keys = (cards: { key: string }[]) => cards.map((card) => card.key);

describe('dashboard link cards', () => {
  it('show the municipal cards in the spec’s order', () => {
    const user = buildUser({ EnableMoments: true, BildungsportalUser: true });
    const cards = municipalCards({ user, navigation, serviceAreas });
    expect(keys(cards)).toEqual([
      'funds',
      'about',
      'news',
      'constructionsMap',
      'events',
      'wunschladesaeulen',
      'faq',
      'nachhaltigkeit',
      'bildungsportal',
    ]);
    expect(cards.find((card) => card.key === 'events')).toMatchObject({ to: ROUTES.subService(9, 21, 77) });
    expect(cards.find((card) => card.key === 'wunschladesaeulen')).toMatchObject({
      to: ROUTES.serviceArea(3),
    });
    expect(cards.at(-1)).toMatchObject({ switchTo: 'education' });
  });

  it('give commune users a card for each commune page their flags open (decision 016)', () => {
    const user = buildUser({
      EnableKommunenDashboard: true,
      EnableVertragsuebersicht: true,
      EnableKonzessionssachstaende: true,
    });
    const cards = municipalCards({ user, navigation, serviceAreas });
    expect(cards.slice(-3)).toMatchObject([
      { key: 'communeDashboard', to: ROUTES.communeDashboard },
      { key: 'vertragsuebersicht', to: ROUTES.vertragsuebersicht },
      { key: 'konzessionsthemen', to: ROUTES.konzessionsthemen },
    ]);
    const onlyTopics = municipalCards({
      user: buildUser({ EnableKonzessionssachstaende: true }),
      navigation,
      serviceAreas,
    });
    expect(keys(onlyTopics)).toContain('konzessionsthemen');
    expect(keys(onlyTopics)).not.toContain('communeDashboard');
    expect(keys(onlyTopics)).not.toContain('vertragsuebersicht');
  });

  it('give employees Vertragsübersicht instead of Presse, when the flag is set', () => {
    const employee = buildUser({ isNewEmployee: true, EnableVertragsuebersicht: true });
    expect(keys(municipalCards({ user: employee, navigation, serviceAreas }))).toContain(
      'vertragsuebersicht',
    );
    const withoutFlag = municipalCards({
      user: buildUser({ isNewEmployee: true }),
      navigation,
      serviceAreas,
    });
    expect(keys(withoutFlag)).not.toContain('vertragsuebersicht');
    expect(keys(withoutFlag)).not.toContain('news');
  });

  it('leave out cards whose target is missing or not allowed', () => {
    const user = buildUser();
    const cards = municipalCards({
      user,
      navigation: { faq: false, serviceAreas: [{ id: 8, title: 'Strom', icon: null }] },
      serviceAreas,
    });
    // No moments flag, no Mobilität or Nachhaltigkeit area, no FAQ content, no education user.
    expect(keys(cards)).toEqual(['funds', 'about', 'news', 'constructionsMap']);
    expect(keys(municipalCards({ user, navigation: undefined, serviceAreas: undefined }))).toEqual([
      'funds',
      'about',
      'news',
      'constructionsMap',
    ]);
  });

  it('need the events sub-service as well as the moments flag', () => {
    const user = buildUser({ EnableMoments: true });
    const noEvents = [{ id: 8, title: 'Strom', services: [] }];
    expect(keys(municipalCards({ user, navigation, serviceAreas: noEvents }))).not.toContain('events');
    expect(keys(municipalCards({ user: buildUser(), navigation, serviceAreas }))).not.toContain('events');
    expect(eventsRoute(serviceAreas)).toBe(ROUTES.subService(9, 21, 77));
    expect(eventsRoute([])).toBeNull();
  });

  it('show the education view’s cards, and the way back unless it is hidden', () => {
    const teacher = buildUser({ BildungsportalUser: true, showBildungsportal: true });
    expect(keys(educationCards({ user: teacher }))).toEqual([
      'sponsoring',
      'kontakt',
      'about',
      'magazin',
      'kommunalportal',
    ]);
    const school = buildUser({ BildungsportalUser: true, KommunalportalAusblenden: true });
    expect(keys(educationCards({ user: school }))).toEqual(['sponsoring', 'kontakt', 'about', 'magazin']);
  });

  it('start the education view with one card per material category, in the menu’s order', () => {
    const school = buildUser({ BildungsportalUser: true, KommunalportalAusblenden: true });
    const menu = [
      { id: 4, name: 'Energie' },
      { id: 2, name: 'Wasser' },
    ];
    const cards = educationCards({ user: school, menu });
    expect(keys(cards)).toEqual([
      'bildungsmaterial-4',
      'bildungsmaterial-2',
      'sponsoring',
      'kontakt',
      'about',
      'magazin',
    ]);
    expect(cards[0]).toMatchObject({ title: 'Energie', to: ROUTES.bildungsmaterialList(4) });
    // The education pages follow their portal's rule.
    expect(keys(educationCards({ user: buildUser(), menu }))).toEqual(['about', 'magazin']);
  });

  it('formats residents in German', () => {
    expect(formatResidents(76543)).toBe('76.543');
    expect(formatResidents(null)).toBeNull();
  });

  it('gives the consumption in whole kWh with its year', () => {
    expect(formatConsumption({ year: 2024, kWh: 1_500_623.4 })).toEqual({
      value: '1.500.623 kWh',
      label: 'Verbrauch 2024',
    });
    expect(formatConsumption(null)).toBeNull();
  });
});
