import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/**
 * A web build of the least kind, for tests of the server's side of the pages (decision 031): browser
 * files, the stylesheet's name, and a server half whose handler answers every page with a fixed document
 * naming its path and holding the stylesheet's text it was given. The real
 * rendering is tested by the e2e suite on the real build.
 */
export function fakeWebBuild(): string {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-web-'));
  fs.mkdirSync(path.join(webDist, 'client', 'assets'), { recursive: true });
  fs.writeFileSync(path.join(webDist, 'client', 'assets', 'app-1234.js'), 'console.log(1)');
  fs.writeFileSync(path.join(webDist, 'client', 'assets', 'style-1234.css'), 'p{color:green}');
  fs.mkdirSync(path.join(webDist, 'server'));
  fs.writeFileSync(
    path.join(webDist, 'server', 'index.js'),
    `export const assets = { routes: { root: { css: ['/assets/style-1234.css'] } } };
export const entry = { module: {
  inRequestScope: (transport, handle) => handle(),
  createRequestHandler: () => async (request, context) =>
    new Response('<!doctype html><title>Kommunalportal</title><style>' + (context.stylesheet ?? '') + '</style><p>' + new URL(request.url).pathname + '</p>', {
      headers: { 'content-type': 'text/html; charset=utf-8' },
    }),
} };
`,
  );
  afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));
  return webDist;
}
