import { describe, expect, it } from 'vitest';
import type { PageKey } from '../available-pages.ts';
import { isPageAvailable } from '../available-pages.ts';
import { buildUser } from '../test-factories.ts';
import { communeMenuEntries, communesEntry, generalNavEntries, heatMenuEntries } from './navigation-items.ts';

const everything = (_page: PageKey) => true;
const labels = (entries: { label: string }[]) => entries.map((entry) => entry.label);

describe('generalNavEntries', () => {
  it('lists the general items in the spec order when all pages exist', () => {
    const user = buildUser({ EnableVerbrauchsdaten: true, EnableTestate: true });
    expect(
      labels(
        generalNavEntries({ user, navigation: { faq: true }, education: false, isAvailable: everything }),
      ),
    ).toEqual([
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

  it('gives commune users the commune pages their flags open (issue 17), and employees none of them', () => {
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
      isAvailable: isPageAvailable,
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
      isAvailable: isPageAvailable,
    });
    expect(labels(onlyContracts)).toContain('Vertragsübersicht');
    expect(labels(onlyContracts)).not.toContain('Kommunen-Dashboard');
    expect(labels(onlyContracts)).not.toContain('Konzessionsthemen');
    // Employees reach them through 'Kommunen'; nobody in the education portal.
    for (const [user, education] of [
      [buildUser({ ...flags, isNewEmployee: true }), false],
      [buildUser(flags), true],
    ] as const) {
      const entries = labels(
        generalNavEntries({ user, navigation: { faq: false }, education, isAvailable: everything }),
      );
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
      isAvailable: everything,
    });
    expect(labels(entries)).not.toContain('FAQ');
  });

  it('hides Presse, Fördermöglichkeiten, Bauprojekte, Verbrauchsdaten and Konzessionsabgaben in education mode', () => {
    const user = buildUser({ EnableVerbrauchsdaten: true, EnableTestate: true });
    expect(
      labels(
        generalNavEntries({ user, navigation: { faq: true }, education: true, isAvailable: everything }),
      ),
    ).toEqual(['Über die NEW', 'Magazin', 'FAQ']);
  });

  it('shows Verbrauchsdaten and Konzessionsabgaben only to non-employees with the flag', () => {
    const employee = buildUser({ isNewEmployee: true, EnableVerbrauchsdaten: true, EnableTestate: true });
    const withoutFlags = buildUser();
    for (const user of [employee, withoutFlags]) {
      const entries = labels(
        generalNavEntries({ user, navigation: { faq: true }, education: false, isAvailable: everything }),
      );
      expect(entries).not.toContain('Verbrauchsdaten');
      expect(entries).not.toContain('Konzessionsabgaben');
    }
  });

  it('shows nothing that leads to a page not built yet', () => {
    const user = buildUser({ EnableVerbrauchsdaten: true, EnableTestate: true });
    const notBuilt = (page: PageKey) => page !== 'verbrauchsdaten' && isPageAvailable(page);
    const entries = labels(
      generalNavEntries({ user, navigation: { faq: true }, education: false, isAvailable: notBuilt }),
    );
    expect(entries).toContain('Konzessionsabgaben');
    expect(entries).not.toContain('Verbrauchsdaten');
  });

  it('offers every general item of this build', () => {
    const user = buildUser({ EnableVerbrauchsdaten: true, EnableTestate: true });
    expect(
      labels(
        generalNavEntries({
          user,
          navigation: { faq: true },
          education: false,
          isAvailable: isPageAvailable,
        }),
      ),
    ).toEqual([
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
});

describe('communesEntry', () => {
  it('is offered to employees outside the education portal, at the first commune page they may open', () => {
    const employee = buildUser({
      isNewEmployee: true,
      EnableKommunenDashboard: true,
      EnableKommunalrabatt: true,
    });
    expect(communesEntry({ user: employee, education: false, isAvailable: everything })).toEqual({
      page: 'communeDashboard',
      label: 'Kommunen',
      to: '/commune-dashboard',
    });
    // In this build the dashboard exists, so 'Kommunen' opens it.
    expect(communesEntry({ user: employee, education: false, isAvailable: isPageAvailable })).toEqual({
      page: 'communeDashboard',
      label: 'Kommunen',
      to: '/commune-dashboard',
    });
    // Without the dashboard's flag it opens the next commune page the employee may see.
    expect(
      communesEntry({
        user: { ...employee, EnableKommunenDashboard: false },
        education: false,
        isAvailable: isPageAvailable,
      }),
    ).toEqual({ page: 'kommunalrabatt', label: 'Kommunen', to: '/kommunalrabatt' });
    expect(communesEntry({ user: employee, education: true, isAvailable: everything })).toBeNull();
    expect(
      communesEntry({ user: buildUser({ isNewEmployee: true }), education: false, isAvailable: everything }),
    ).toBeNull();
    expect(communesEntry({ user: buildUser(), education: false, isAvailable: everything })).toBeNull();
  });

  it('offers Kommunalrabatt in the main navigation to commune users with the flag only', () => {
    const entries = (user: ReturnType<typeof buildUser>) =>
      labels(
        generalNavEntries({ user, navigation: { faq: false }, education: false, isAvailable: everything }),
      );
    expect(entries(buildUser({ EnableKommunalrabatt: true }))).toContain('Kommunalrabatt');
    expect(entries(buildUser())).not.toContain('Kommunalrabatt');
    expect(entries(buildUser({ isNewEmployee: true, EnableKommunalrabatt: true }))).not.toContain(
      'Kommunalrabatt',
    );
  });
});

describe('communeMenuEntries', () => {
  it('is empty for non-employees', () => {
    expect(communeMenuEntries(buildUser({ EnableKommunenDashboard: true }), everything)).toEqual([]);
  });

  it('lists each link behind its own flag', () => {
    const user = buildUser({ isNewEmployee: true, EnableKommunenDashboard: true, EnableTestate: true });
    expect(communeMenuEntries(user, everything)).toEqual([
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
    expect(
      communeMenuEntries(alone, isPageAvailable).map((entry) => ({ label: entry.label, to: entry.to })),
    ).toEqual([{ label, to }]);
    expect(communeMenuEntries(buildUser({ isNewEmployee: true }), isPageAvailable)).toEqual([]);
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
    expect(labels(communeMenuEntries(user, isPageAvailable))).toEqual([
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
  it('links Wärme to the service area of that name', () => {
    const areas = [
      { id: 3, title: 'Strom', icon: null },
      { id: 5, title: 'Wärme', icon: null },
    ];
    expect(heatMenuEntries(areas, everything)).toEqual([
      { page: 'serviceArea', label: 'Wärme', to: '/service-area/5' },
      { page: 'waermeplanung', label: 'Kommunale Wärmeplanung', to: '/waermeplanung' },
      { page: 'waermeplanungFaq', label: 'FAQs Wärmeplanung', to: '/waermeplanung-faq' },
    ]);
    // In this build the two heat-planning pages exist.
    expect(heatMenuEntries(areas, isPageAvailable)).toEqual(heatMenuEntries(areas, everything));
    expect(heatMenuEntries(areas, (page) => page === 'serviceArea')).toEqual([
      { page: 'serviceArea', label: 'Wärme', to: '/service-area/5' },
    ]);
  });
});
