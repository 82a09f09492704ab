import { describe, expect, it } from 'vitest';
import { canOpenPage, isPathAvailableFor, PAGES, type PageKey } from './pages.ts';
import { buildUser } from './test-factories.ts';

describe('canOpenPage', () => {
  it('needs the page’s feature flag', () => {
    expect(canOpenPage('waermeplanung', buildUser())).toBe(false);
    expect(canOpenPage('waermeplanung', buildUser({ EnableWaermeplanung: true }))).toBe(true);
    expect(canOpenPage('lieferstellen', buildUser({ EnableKommunalrabatt: true }))).toBe(true);
    expect(canOpenPage('about', buildUser())).toBe(true);
  });

  it('closes the municipal pages when the municipal portal is hidden', () => {
    const hidden = buildUser({ KommunalportalAusblenden: true, EnableVerbrauchsdaten: true });
    expect(canOpenPage('funds', hidden)).toBe(false);
    expect(canOpenPage('constructionsMap', hidden)).toBe(false);
    expect(canOpenPage('verbrauchsdaten', hidden)).toBe(false);
    expect(canOpenPage('magazin', hidden)).toBe(true);
    expect(canOpenPage('funds', buildUser())).toBe(true);
  });

  it('opens the education pages to those who may use the education portal', () => {
    for (const page of ['educationMaterials', 'sponsoring', 'bildungsportalContact'] as const) {
      expect(canOpenPage(page, buildUser())).toBe(false);
      expect(canOpenPage(page, buildUser({ BildungsportalUser: true }))).toBe(true);
      expect(canOpenPage(page, buildUser({ KommunalportalAusblenden: true }))).toBe(true);
      expect(canOpenPage(page, buildUser({ isAdmin: true }))).toBe(true);
    }
  });

  it('binds every page with a flag to the municipal portal, as the flag guard did', () => {
    const flagged = (Object.keys(PAGES) as PageKey[]).filter((page) => PAGES[page].flag);
    expect(flagged.length).toBeGreaterThan(0);
    for (const page of flagged) expect(PAGES[page].portal).toBe('municipal');
  });
});

describe('isPathAvailableFor', () => {
  const user = buildUser();

  it('allows open pages and detail routes', () => {
    expect(isPathAvailableFor('/funds', user)).toBe(true);
    expect(isPathAvailableFor('/faq#frage-3', user)).toBe(true);
    expect(isPathAvailableFor('/service-area/3/service/7', user)).toBe(true);
    expect(isPathAvailableFor('/news-detail/4', user)).toBe(true);
    expect(isPathAvailableFor('/funds/12', user)).toBe(true);
  });

  it('opens the education pages only to those who may use the education portal', () => {
    expect(isPathAvailableFor('/bildungsmaterial-list/1', buildUser({ BildungsportalUser: true }))).toBe(
      true,
    );
    expect(isPathAvailableFor('/bildungsmaterial/7', buildUser({ KommunalportalAusblenden: true }))).toBe(
      true,
    );
    expect(isPathAvailableFor('/sponsoring', buildUser({ isAdmin: true }))).toBe(true);
    expect(isPathAvailableFor('/bildungsmaterial/7', user)).toBe(false);
    expect(isPathAvailableFor('/bildungsportal/contact', user)).toBe(false);
  });

  it('needs the page’s feature flag, and hides unknown paths', () => {
    expect(isPathAvailableFor('/waermeplanung', user)).toBe(false);
    expect(isPathAvailableFor('/waermeplanung', buildUser({ EnableWaermeplanung: true }))).toBe(true);
    expect(isPathAvailableFor('/konzessionsabgaben', buildUser({ EnableTestate: true }))).toBe(true);
    expect(isPathAvailableFor('/konzessionsabgaben', buildUser({ EnableTestate: false }))).toBe(false);
    expect(isPathAvailableFor('/gibt-es-nicht', user)).toBe(false);
  });

  it('hides municipal pages, which would send the user home, when the municipal portal is hidden', () => {
    const hidden = buildUser({ KommunalportalAusblenden: true, EnableWaermeplanung: true });
    expect(isPathAvailableFor('/funds', hidden)).toBe(false);
    expect(isPathAvailableFor('/funds/12', hidden)).toBe(false);
    expect(isPathAvailableFor('/waermeplanung', hidden)).toBe(false);
    expect(isPathAvailableFor('/magazin', hidden)).toBe(true);
  });

  it('does not link to the search or the back office', () => {
    const admin = buildUser({ isAdmin: true });
    expect(isPathAvailableFor('/search?q=Wasser', admin)).toBe(false);
    expect(isPathAvailableFor('/admin/users', admin)).toBe(false);
  });
});
