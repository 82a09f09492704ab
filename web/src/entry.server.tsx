import { AsyncLocalStorage } from 'node:async_hooks';
import { Transform } from 'node:stream';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { callOnServerThrough, type Transport } from './app/api-client.ts';
import { NonceContext } from './app/nonce.ts';
import { StylesheetContext } from './app/stylesheet.tsx';

declare module 'react-router' {
  interface AppLoadContext {
    /** The CSP nonce of this response's scripts. */
    nonce: string;
    /** The built stylesheet's text, for the head; absent on the development server. */
    stylesheet?: string;
  }
}

/** Time for a render before it is given up; the server answers with the error page then. */
export const streamTimeout = 10_000;

/**
 * The API calls of the request being rendered (decision 031): its loaders reach the portal's API in-process
 * with the request's own cookie. Each request has its own transport; nothing of one request is seen by another.
 */
const requestScope = new AsyncLocalStorage<Transport>();

callOnServerThrough(() => {
  const transport = requestScope.getStore();
  if (!transport) throw new Error('API-Aufruf außerhalb einer Seitenanfrage');
  return transport;
});

/** Runs the request handler for one request with that request's transport (server/src/http/web-pages.ts). */
export function inRequestScope<T>(transport: Transport, handle: () => T): T {
  return requestScope.run(transport, handle);
}

/**
 * The page's styles as one element for its head, so the first paint has all of them: emotion's inline
 * elements beside each part let the browser paint parts before their styles had arrived. The browser's
 * emotion adopts the element by its `data-emotion` names and does not insert those rules again.
 */
function styleTag(cache: EmotionCache, nonce: string): string {
  const names: string[] = [];
  let rules = '';
  for (const [name, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    names.push(name);
    rules += css;
  }
  // A page without MUI parts has no rules, and needs no element (decision 032).
  if (names.length === 0) return '';
  return `<style data-emotion="${cache.key} ${names.join(' ')}" nonce="${nonce}">${rules}</style>`;
}

/** The rendered HTML with `tag` put before `</head>`. */
function withStylesInHead(tag: string): Transform {
  let pending = '';
  let placed = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (placed) return done(null, chunk);
      pending += chunk.toString('utf8');
      const end = pending.indexOf('</head>');
      if (end < 0) return done();
      placed = true;
      const text = `${pending.slice(0, end)}${tag}${pending.slice(end)}`;
      pending = '';
      done(null, text);
    },
    flush(done) {
      done(null, pending);
    },
  });
}

/**
 * The page as HTML. It is sent when all of it is rendered, so a browser without JavaScript gets the whole
 * page, not fallbacks waiting for a script.
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { nonce, stylesheet } = loadContext;
  return new Promise<Response>((resolve, reject) => {
    let settled = false;
    let answerStatus = status;
    // Each request's styles are gathered (emotion's compat mode) and sent in the head (decision 031).
    const styles = createCache({ key: 'css' });
    styles.compat = true;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <StylesheetContext value={stylesheet}>
          <CacheProvider value={styles}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </CacheProvider>
        </StylesheetContext>
      </NonceContext>,
      {
        nonce,
        // React would send a large finished part behind a placeholder that only a script reveals; a reader
        // without JavaScript must get it in place.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          settled = true;
          const body = withStylesInHead(styleTag(styles, nonce));
          headers.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status: answerStatus }));
          pipe(body);
        },
        onShellError(error) {
          settled = true;
          reject(error);
        },
        onError(error) {
          answerStatus = 500;
          if (settled) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

// The server takes the request handler from this build, so it is the same React Router the routes use.
export { createRequestHandler } from 'react-router';
