import { describe, expect, it } from 'vitest';
import { buildUser } from '../test-factories.ts';
import { drawerVariant } from './drawer-variant.ts';

const user = buildUser();

describe('drawerVariant', () => {
  it('shows the main navigation on home and other pages', () => {
    expect(drawerVariant('/home', user)).toEqual({ kind: 'main' });
    expect(drawerVariant('/about', user)).toEqual({ kind: 'main' });
    expect(drawerVariant('/gibt-es-nicht', user)).toEqual({ kind: 'main' });
  });

  it('shows the service-area sub-menu whenever the path contains service-area/', () => {
    expect(drawerVariant('/service-area/4', user)).toEqual({ kind: 'serviceArea', serviceAreaId: '4' });
    expect(drawerVariant('/service-area/4/service/7', user)).toEqual({
      kind: 'serviceArea',
      serviceAreaId: '4',
    });
    expect(drawerVariant('/service-area/4/service/7/sub-service/9', user)).toEqual({
      kind: 'serviceArea',
      serviceAreaId: '4',
    });
  });

  it('does not take /service-area without an id for the sub-menu', () => {
    expect(drawerVariant('/service-area', user)).toEqual({ kind: 'main' });
    expect(drawerVariant('/service-area/', user)).toEqual({ kind: 'main' });
  });

  it('prefers the service-area sub-menu in education mode too', () => {
    const educationUser = buildUser({ KommunalportalAusblenden: true });
    expect(drawerVariant('/service-area/2', educationUser)).toEqual({
      kind: 'serviceArea',
      serviceAreaId: '2',
    });
  });

  it('shows employees the commune menu on the commune pages; commune users keep the main navigation', () => {
    for (const path of [
      '/commune-dashboard',
      '/vertragsuebersicht',
      '/konzessionsthemen',
      '/verbrauchsdaten',
      '/konzessionsabgaben',
      '/kommunalrabatt',
      '/lieferstellen',
      '/verbrauchsdaten/',
    ]) {
      expect(drawerVariant(path, buildUser({ isNewEmployee: true }))).toEqual({ kind: 'commune' });
      expect(drawerVariant(path, user)).toEqual({ kind: 'main' });
    }
  });

  it('does not match commune pages by prefix', () => {
    expect(drawerVariant('/verbrauchsdaten-archiv', user)).toEqual({ kind: 'main' });
  });

  it('shows the heat menu on the heat-planning pages only with EnableWaermeplanung', () => {
    const heatUser = buildUser({ EnableWaermeplanung: true });
    expect(drawerVariant('/waermeplanung', heatUser)).toEqual({ kind: 'heat' });
    expect(drawerVariant('/waermeplanung-faq', heatUser)).toEqual({ kind: 'heat' });
    expect(drawerVariant('/waermeplanung', user)).toEqual({ kind: 'main' });
  });

  it('shows the education navigation in education mode', () => {
    expect(drawerVariant('/home', buildUser({ KommunalportalAusblenden: true }))).toEqual({
      kind: 'education',
    });
    expect(drawerVariant('/home', buildUser({ BildungsportalUser: true, showBildungsportal: true }))).toEqual(
      {
        kind: 'education',
      },
    );
    expect(drawerVariant('/home', buildUser({ BildungsportalUser: true }))).toEqual({ kind: 'main' });
  });
});
