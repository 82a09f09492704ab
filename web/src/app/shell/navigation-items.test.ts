import { describe, expect, it } from 'vitest';
import { buildUser } from '../test-factories.ts';
import { communeMenuEntries, communesEntry, generalNavEntries, heatMenuEntries } from './navigation-items.ts';

const labels = (entries: { label: string }[]) => entries.map((entry) => entry.label);

describe('generalNavEntries', () => {
  it('lists the general items in the spec order', () => {
    const user = buildUser({ EnableVerbrauchsdaten: true, EnableTestate: true });
    expect(labels(generalNavEntries({ user, navigation: { faq: true }, education: false }))).toEqual([
      'Über die NEW',
      'Presse',
      'Magazin',
      'Fördermöglichkeiten',
      'Bauprojekte',
      'FAQ',
      'Verbrauchsdaten',
      'Konzessionsabgaben',
    ]);
  });

  it('gives commune users the commune pages their flags open (decision 016), employees none of them', () => {
    const flags = {
      EnableKommunenDashboard: true,
      EnableVertragsuebersicht: true,
      EnableKonzessionssachstaende: true,
      EnableVerbrauchsdaten: true,
    };
    const commune = generalNavEntries({
      user: buildUser(flags),
      navigation: { faq: false },
      education: false,
    });
    expect(commune.filter((entry) => entry.page !== 'about' && entry.page !== 'magazin').slice(-4)).toEqual([
      { page: 'communeDashboard', label: 'Kommunen-Dashboard', to: '/commune-dashboard' },
      { page: 'vertragsuebersicht', label: 'Vertragsübersicht', to: '/vertragsuebersicht' },
      { page: 'konzessionsthemen', label: 'Konzessionsthemen', to: '/konzessionsthemen' },
      { page: 'verbrauchsdaten', label: 'Verbrauchsdaten', to: '/verbrauchsdaten' },
    ]);
    // Each behind its own flag.
    const onlyContracts = generalNavEntries({
      user: buildUser({ EnableVertragsuebersicht: true }),
      navigation: { faq: false },
      education: false,
    });
    expect(labels(onlyContracts)).toContain('Vertragsübersicht');
    expect(labels(onlyContracts)).not.toContain('Kommunen-Dashboard');
    expect(labels(onlyContracts)).not.toContain('Konzessionsthemen');
    // Employees reach them through 'Kommunen'; nobody in the education portal.
    for (const [user, education] of [
      [buildUser({ ...flags, isNewEmployee: true }), false],
      [buildUser(flags), true],
    ] as const) {
      const entries = labels(generalNavEntries({ user, navigation: { faq: false }, education }));
      expect(entries).not.toContain('Kommunen-Dashboard');
      expect(entries).not.toContain('Vertragsübersicht');
      expect(entries).not.toContain('Konzessionsthemen');
    }
  });

  it('shows FAQ only when FAQ content exists', () => {
    const entries = generalNavEntries({
      user: buildUser(),
      navigation: { faq: false },
      education: false,
    });
    expect(labels(entries)).not.toContain('FAQ');
  });

  it('hides Presse, Fördermöglichkeiten, Bauprojekte, Verbrauchsdaten and Konzessionsabgaben in education mode', () => {
    const user = buildUser({ EnableVerbrauchsdaten: true, EnableTestate: true });
    expect(labels(generalNavEntries({ user, navigation: { faq: true }, education: true }))).toEqual([
      'Über die NEW',
      'Magazin',
      'FAQ',
    ]);
  });

  it('shows Verbrauchsdaten and Konzessionsabgaben only to non-employees with the flag', () => {
    const employee = buildUser({ isNewEmployee: true, EnableVerbrauchsdaten: true, EnableTestate: true });
    const withoutFlags = buildUser();
    for (const user of [employee, withoutFlags]) {
      const entries = labels(generalNavEntries({ user, navigation: { faq: true }, education: false }));
      expect(entries).not.toContain('Verbrauchsdaten');
      expect(entries).not.toContain('Konzessionsabgaben');
    }
  });
});

describe('communesEntry', () => {
  it('is offered to employees outside the education portal, at the first commune page they may open', () => {
    const employee = buildUser({
      isNewEmployee: true,
      EnableKommunenDashboard: true,
      EnableKommunalrabatt: true,
    });
    expect(communesEntry({ user: employee, education: false })).toEqual({
      page: 'communeDashboard',
      label: 'Kommunen',
      to: '/commune-dashboard',
    });
    // Without the dashboard's flag it opens the next commune page the employee may see.
    expect(
      communesEntry({
        user: { ...employee, EnableKommunenDashboard: false },
        education: false,
      }),
    ).toEqual({ page: 'kommunalrabatt', label: 'Kommunen', to: '/kommunalrabatt' });
    expect(communesEntry({ user: employee, education: true })).toBeNull();
    expect(communesEntry({ user: buildUser({ isNewEmployee: true }), education: false })).toBeNull();
    expect(communesEntry({ user: buildUser(), education: false })).toBeNull();
  });

  it('offers Kommunalrabatt in the main navigation to commune users with the flag only', () => {
    const entries = (user: ReturnType<typeof buildUser>) =>
      labels(generalNavEntries({ user, navigation: { faq: false }, education: false }));
    expect(entries(buildUser({ EnableKommunalrabatt: true }))).toContain('Kommunalrabatt');
    expect(entries(buildUser())).not.toContain('Kommunalrabatt');
    expect(entries(buildUser({ isNewEmployee: true, EnableKommunalrabatt: true }))).not.toContain(
      'Kommunalrabatt',
    );
  });
});

describe('communeMenuEntries', () => {
  it('is empty for non-employees', () => {
    expect(communeMenuEntries(buildUser({ EnableKommunenDashboard: true }))).toEqual([]);
  });

  it('lists each link behind its own flag', () => {
    const user = buildUser({ isNewEmployee: true, EnableKommunenDashboard: true, EnableTestate: true });
    expect(communeMenuEntries(user)).toEqual([
      { page: 'communeDashboard', label: 'Dashboard', to: '/commune-dashboard' },
      { page: 'konzessionsabgaben', label: 'Konzessionsabgaben', to: '/konzessionsabgaben' },
    ]);
  });

  it.each([
    ['EnableKommunenDashboard', 'Dashboard', '/commune-dashboard'],
    ['EnableVertragsuebersicht', 'Vertragsübersicht', '/vertragsuebersicht'],
    ['EnableKonzessionssachstaende', 'Konzessionsthemen', '/konzessionsthemen'],
    ['EnableVerbrauchsdaten', 'Verbrauchsdaten', '/verbrauchsdaten'],
    ['EnableTestate', 'Konzessionsabgaben', '/konzessionsabgaben'],
    ['EnableKommunalrabatt', 'Kommunalrabatt', '/kommunalrabatt'],
  ] as const)('shows %s only as %s', (flag, label, to) => {
    const alone = buildUser({ isNewEmployee: true, [flag]: true });
    expect(communeMenuEntries(alone).map((entry) => ({ label: entry.label, to: entry.to }))).toEqual([
      { label, to },
    ]);
    expect(communeMenuEntries(buildUser({ isNewEmployee: true }))).toEqual([]);
  });

  it('lists all six links in the spec order for an employee with every flag', () => {
    const user = buildUser({
      isNewEmployee: true,
      EnableKommunenDashboard: true,
      EnableVertragsuebersicht: true,
      EnableKonzessionssachstaende: true,
      EnableVerbrauchsdaten: true,
      EnableTestate: true,
      EnableKommunalrabatt: true,
    });
    expect(labels(communeMenuEntries(user))).toEqual([
      'Dashboard',
      'Vertragsübersicht',
      'Konzessionsthemen',
      'Verbrauchsdaten',
      'Konzessionsabgaben',
      'Kommunalrabatt',
    ]);
  });
});

describe('heatMenuEntries', () => {
  const areas = [
    { id: 3, title: 'Strom', icon: null },
    { id: 5, title: 'Wärme', icon: null },
  ];

  it('links Wärme to the service area of that name, then the heat-planning pages', () => {
    expect(heatMenuEntries(areas, buildUser({ EnableWaermeplanung: true }))).toEqual([
      { page: 'serviceArea', label: 'Wärme', to: '/service-area/5' },
      { page: 'waermeplanung', label: 'Kommunale Wärmeplanung', to: '/waermeplanung' },
      { page: 'waermeplanungFaq', label: 'FAQs Wärmeplanung', to: '/waermeplanung-faq' },
    ]);
  });

  it('offers the heat-planning pages only to those who may open them', () => {
    const onlyHeat = [{ page: 'serviceArea', label: 'Wärme', to: '/service-area/5' }];
    expect(heatMenuEntries(areas, buildUser())).toEqual(onlyHeat);
    expect(
      heatMenuEntries(areas, buildUser({ EnableWaermeplanung: true, KommunalportalAusblenden: true })),
    ).toEqual(onlyHeat);
  });
});
