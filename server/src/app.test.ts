import { describe, expect, it } from 'vitest';
import { setupTestApp } from './test/app.ts';

const { app } = await setupTestApp();
const { app: tiled } = await setupTestApp({ MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' });

describe('the API as a whole', () => {
  it('declares who may call every route', () => {
    expect(app.apiRoutes.length).toBeGreaterThan(10);
    const undeclared = app.apiRoutes.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('answers the health check with the database state, and nothing about the version or database kind', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    // Anyone may ask (load balancers do): the version and the database would help only an attacker.
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('sends security headers with a strict Content-Security-Policy', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // The default map tiles and the allowed video hosts, nothing else from outside.
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/tile\.openstreetmap\.org;/);
    expect(csp).toContain("frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com");
  });

  it('allows every tile subdomain when the tile url has a {s} placeholder', async () => {
    const res = await tiled.inject({ method: 'GET', url: '/api/health' });
    expect(String(res.headers['content-security-policy'])).toContain(
      "img-src 'self' data: blob: https://*.tiles.example.org;",
    );
  });

  it('answers unknown API paths with a German 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/gibt-es-nicht' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'Diese Adresse gibt es nicht.' });
  });

  it('answers broken JSON with a German 400, not a 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/dev-login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Die Anfrage enthält kein gültiges JSON.');
  });

  it('publishes the OpenAPI document under /api/docs', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/api/users/me', '/api/connect/login_new_ag']),
    );
    const ui = await app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});
