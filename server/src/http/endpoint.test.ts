import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_DOC, contractEndpoints, renderApiDoc } from '../../../scripts/api-doc.ts';
import { setupTestApp } from '../test/app.ts';
import { buildUser, sessionCookie } from '../test/factories.ts';

// Decision 029: every endpoint is declared once in contract/src/*-endpoints.ts. The server's route table
// and its OpenAPI document must hold each one as declared.

const endpoints = await contractEndpoints();

const { app, db } = await setupTestApp();
const table = app.routeTable();

describe('the endpoints of the contract', () => {
  it('are found in contract/src', () => {
    expect(endpoints.length).toBeGreaterThan(200);
  });

  it('are listed in docs/api.md as `npm run docs:api` writes it', () => {
    expect(fs.readFileSync(API_DOC, 'utf8')).toBe(renderApiDoc(endpoints));
  });

  it('are each registered once, with the access, flag and portal they declare', () => {
    const problems: string[] = [];
    for (const { name, endpoint } of endpoints) {
      const routes = table.filter(
        (r) =>
          r.method === endpoint.method &&
          r.url === `/api${endpoint.path}` &&
          r.match === endpoint.match?.type,
      );
      if (routes.length !== 1) {
        problems.push(`${name}: ${routes.length} Routen`);
        continue;
      }
      const [registered] = routes;
      const declared = { access: endpoint.access, flag: endpoint.flag, portal: endpoint.portal };
      const actual = { access: registered?.access, flag: registered?.flag, portal: registered?.portal };
      if (JSON.stringify(declared) !== JSON.stringify(actual)) {
        problems.push(`${name}: ${JSON.stringify(declared)} != ${JSON.stringify(actual)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('declare every API route: none is registered by hand', () => {
    const declared = new Set(
      endpoints.map(
        ({ endpoint }) => `${endpoint.method} /api${endpoint.path} ${endpoint.match?.type ?? ''}`,
      ),
    );
    const byHand = app.apiRoutes
      .filter((r) => !declared.has(`${r.method} ${r.url} ${r.match ?? ''}`))
      .map((r) => `${r.method} ${r.url}`);
    expect(byHand).toEqual([]);
  });

  it('are each in the OpenAPI document, the parts of /users/me under their own type', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const missing = endpoints
      .map(({ endpoint }) => {
        const documented = `/api${endpoint.path.replace(/:([A-Za-z_]+)/g, '{$1}')}${
          endpoint.match ? `?type=${endpoint.match.type}` : ''
        }`;
        return document.paths[documented]?.[endpoint.method.toLowerCase()] ? null : documented;
      })
      .filter(Boolean);
    expect(missing).toEqual([]);
  });
});

describe('the parts of /users/me', () => {
  it('each follow their own rule, and an unknown type is refused in German', async () => {
    const waiting = await sessionCookie(db, await buildUser(db, { confirmed: false }));
    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie: waiting } });
    expect(me.statusCode).toBe(200);
    const news = await app.inject({
      method: 'GET',
      url: '/api/users/me?type=news',
      headers: { cookie: waiting },
    });
    expect(news.statusCode).toBe(403);
    expect(news.json().error).toBe('not_confirmed');
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/users/me?type=alles',
      headers: { cookie: waiting },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/type/);
  });
});
