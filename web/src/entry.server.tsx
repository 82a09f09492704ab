import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
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
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <StylesheetContext value={stylesheet}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StylesheetContext>
      </NonceContext>,
      {
        nonce,
        // React would send a large finished part behind a placeholder that only a script reveals; a reader
        // without JavaScript must get it in place.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          settled = true;
          const body = new PassThrough();
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
