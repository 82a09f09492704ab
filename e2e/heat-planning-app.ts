/**
 * A stand-in for the embedded heat-planning app in the end-to-end suite: it verifies the token in
 * `?token=` against the portal's published key (GET /api/waermeplanung/jwks.json) as the real app would,
 * and says what it found.
 */
import http from 'node:http';
import { createRemoteJWKSet, jwtVerify } from 'jose';

const port = Number(process.env.HEAT_APP_PORT);
const portal = process.env.PORTAL_URL ?? '';
const keys = createRemoteJWKSet(new URL('/api/waermeplanung/jwks.json', portal));
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (body: string) =>
  `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Wärmeplanung</title></head><body><main><h1>Wärmeplanung</h1><p>${body}</p></main></body></html>`;

http
  .createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', `http://localhost:${port}`);
    if (url.pathname === '/health') {
      response.writeHead(200).end('ok');
      return;
    }
    let body: string;
    try {
      const { payload } = await jwtVerify(url.searchParams.get('token') ?? '', keys, {
        issuer: portal,
        audience: `http://localhost:${port}`,
      });
      body = `Token gültig für ${escapeHtml(String(payload.email))} (${escapeHtml(String(payload.commune))})`;
    } catch (error) {
      body = `Token ungültig: ${escapeHtml(error instanceof Error ? error.message : String(error))}`;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(body));
  })
  .listen(port, '127.0.0.1');
