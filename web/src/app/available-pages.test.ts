import { describe, expect, it } from 'vitest';
import { isPathAvailableFor, type PageKey } from './available-pages.ts';
import { buildUser } from './test-factories.ts';

describe('isPathAvailableFor', () => {
  const user = buildUser();

  it('allows built pages and detail routes', () => {
    expect(isPathAvailableFor('/funds', user)).toBe(true);
    expect(isPathAvailableFor('/faq#frage-3', user)).toBe(true);
    expect(isPathAvailableFor('/service-area/3/service/7', user)).toBe(true);
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

  it('hides pages not built yet and unknown paths', () => {
    const notBuilt = (page: PageKey) => page !== 'educationMaterials';
    expect(
      isPathAvailableFor('/bildungsmaterial-list/1', buildUser({ BildungsportalUser: true }), notBuilt),
    ).toBe(false);
    expect(isPathAvailableFor('/waermeplanung', buildUser({ EnableWaermeplanung: true }))).toBe(true);
    expect(isPathAvailableFor('/konzessionsabgaben', buildUser({ EnableTestate: true }))).toBe(true);
    expect(isPathAvailableFor('/konzessionsabgaben', buildUser({ EnableTestate: false }))).toBe(false);
    expect(isPathAvailableFor('/gibt-es-nicht', user)).toBe(false);
  });

  it('needs the page’s feature flag', () => {
    const built = (page: PageKey) => page === 'waermeplanung';
    expect(isPathAvailableFor('/waermeplanung', user, built)).toBe(false);
    expect(isPathAvailableFor('/waermeplanung', buildUser({ EnableWaermeplanung: true }), built)).toBe(true);
  });
});
