import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routes from '../routes.ts';
import { canOpenPage, isPathAvailableFor, PAGES, type PageKey } from './pages.ts';
import { guardedPageOfRoute } from './route-ids.ts';
import { buildUser } from './test-factories.ts';

/** Every route with a path, and the pages whose guards (page-guard.tsx) stand above it. */
function flatten(list: RouteConfigEntry[], guards: PageKey[] = []): { path: string; guards: PageKey[] }[] {
  return list.flatMap((route) => {
    const guard = route.id ? guardedPageOfRoute(route.id) : null;
    const own = guard ? [...guards, guard] : guards;
    const here = route.path ? [{ path: route.path, guards: own }] : [];
    return [...here, ...flatten(route.children ?? [], own)];
  });
}

const all = flatten(routes);
const ruled = (Object.keys(PAGES) as PageKey[]).filter((page) => PAGES[page].flag || PAGES[page].portal);

describe('the router', () => {
  it.each(ruled)('guards %s by its own row of pages.ts', (page) => {
    const routesAtPath = all.filter((route) => route.path === PAGES[page].path);
    expect(routesAtPath).toHaveLength(1);
    expect(routesAtPath[0]?.guards).toEqual([page]);
  });

  it('agrees with the links: a guarded path is linked exactly to those its guard lets in', () => {
    const users = [
      buildUser(),
      buildUser({ EnableWaermeplanung: true, EnableKommunalrabatt: true, EnableMoments: true }),
      buildUser({ BildungsportalUser: true, EnableTestate: true }),
      buildUser({ KommunalportalAusblenden: true, EnableVerbrauchsdaten: true }),
      buildUser({ isAdmin: true, EnableKommunenDashboard: true }),
    ];
    const guarded = all.filter((route) => route.guards.length > 0);
    expect(guarded.length).toBeGreaterThanOrEqual(ruled.length);
    for (const route of guarded) {
      const path = route.path.replace(/:\w+/g, '1');
      for (const user of users) {
        const opens = route.guards.every((page) => canOpenPage(page, user));
        expect({ path, available: isPathAvailableFor(path, user) }).toEqual({ path, available: opens });
      }
    }
  });
});
