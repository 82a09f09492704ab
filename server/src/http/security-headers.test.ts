import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../test/app.ts';
import { fakeWebBuild } from '../test/web-build.ts';

// The headers every answer carries, recorded from @fastify/helmet before the values were computed once
// per start: the precomputed set must be the same, header for header.
// A page's CSP differs only by its nonce, which is new for every answer.
const { app } = await setupTestApp({ WEB_DIST: fakeWebBuild() });
const { app: https } = await setupTestApp({ PUBLIC_URL: 'https://portal.example.org' });

async function headersOf(target: typeof app, url: string) {
  const res = await target.inject({ method: 'GET', url });
  const { date: _date, 'content-length': _length, ...rest } = res.headers;
  const policy = rest['content-security-policy'];
  if (typeof policy === 'string')
    rest['content-security-policy'] = policy.replace(/'nonce-[A-Za-z0-9+/=]+'/, "'nonce-…'");
  return { status: res.statusCode, headers: rest };
}

describe('security headers', () => {
  it('are the same on the API, a page, the API docs and over https', async () => {
    expect(await headersOf(app, '/api/health')).toMatchInlineSnapshot(`
      {
        "headers": {
          "cache-control": "private, no-store",
          "connection": "keep-alive",
          "content-security-policy": "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https://tile.openstreetmap.org;font-src 'self' data:;connect-src 'self';frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com https://www.new.de;frame-ancestors 'none';object-src 'none';base-uri 'self';form-action 'self'",
          "content-type": "application/json; charset=utf-8",
          "cross-origin-opener-policy": "same-origin",
          "cross-origin-resource-policy": "same-origin",
          "origin-agent-cluster": "?1",
          "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), bluetooth=(), midi=(), display-capture=(), browsing-topics=()",
          "referrer-policy": "no-referrer",
          "x-content-type-options": "nosniff",
          "x-dns-prefetch-control": "off",
          "x-download-options": "noopen",
          "x-frame-options": "SAMEORIGIN",
          "x-permitted-cross-domain-policies": "none",
          "x-xss-protection": "0",
        },
        "status": 200,
      }
    `);
    expect(await headersOf(app, '/')).toMatchInlineSnapshot(`
      {
        "headers": {
          "accept-ch": "Sec-CH-Viewport-Width",
          "cache-control": "private, no-store",
          "connection": "keep-alive",
          "content-security-policy": "default-src 'self';script-src 'self' 'nonce-…';style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https://tile.openstreetmap.org;font-src 'self' data:;connect-src 'self';frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com https://www.new.de;frame-ancestors 'none';object-src 'none';base-uri 'self';form-action 'self'",
          "content-type": "text/html; charset=utf-8",
          "critical-ch": "Sec-CH-Viewport-Width",
          "cross-origin-opener-policy": "same-origin",
          "cross-origin-resource-policy": "same-origin",
          "origin-agent-cluster": "?1",
          "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), bluetooth=(), midi=(), display-capture=(), browsing-topics=()",
          "referrer-policy": "no-referrer",
          "transfer-encoding": "chunked",
          "x-content-type-options": "nosniff",
          "x-dns-prefetch-control": "off",
          "x-download-options": "noopen",
          "x-frame-options": "SAMEORIGIN",
          "x-permitted-cross-domain-policies": "none",
          "x-xss-protection": "0",
        },
        "status": 200,
      }
    `);
    expect(await headersOf(app, '/api/docs/static/index.html')).toMatchInlineSnapshot(`
      {
        "headers": {
          "cache-control": "private, no-store",
          "connection": "keep-alive",
          "content-security-policy": "default-src 'self'; base-uri 'self'; font-src 'self' https: data:; frame-ancestors 'self'; img-src 'self' data: validator.swagger.io; object-src 'none'; script-src 'self' ; script-src-attr 'none'; style-src 'self' https: ; upgrade-insecure-requests;",
          "cross-origin-opener-policy": "same-origin",
          "cross-origin-resource-policy": "same-origin",
          "location": "/api/docs/",
          "origin-agent-cluster": "?1",
          "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), bluetooth=(), midi=(), display-capture=(), browsing-topics=()",
          "referrer-policy": "no-referrer",
          "x-content-type-options": "nosniff",
          "x-dns-prefetch-control": "off",
          "x-download-options": "noopen",
          "x-frame-options": "SAMEORIGIN",
          "x-permitted-cross-domain-policies": "none",
          "x-xss-protection": "0",
        },
        "status": 302,
      }
    `);
    expect(await headersOf(https, '/api/health')).toMatchInlineSnapshot(`
      {
        "headers": {
          "cache-control": "private, no-store",
          "connection": "keep-alive",
          "content-security-policy": "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https://tile.openstreetmap.org;font-src 'self' data:;connect-src 'self';frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com https://www.new.de;frame-ancestors 'none';object-src 'none';base-uri 'self';form-action 'self';upgrade-insecure-requests",
          "content-type": "application/json; charset=utf-8",
          "cross-origin-opener-policy": "same-origin",
          "cross-origin-resource-policy": "same-origin",
          "origin-agent-cluster": "?1",
          "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), bluetooth=(), midi=(), display-capture=(), browsing-topics=()",
          "referrer-policy": "no-referrer",
          "strict-transport-security": "max-age=31536000; includeSubDomains",
          "x-content-type-options": "nosniff",
          "x-dns-prefetch-control": "off",
          "x-download-options": "noopen",
          "x-frame-options": "SAMEORIGIN",
          "x-permitted-cross-domain-policies": "none",
          "x-xss-protection": "0",
        },
        "status": 200,
      }
    `);
  });
});
