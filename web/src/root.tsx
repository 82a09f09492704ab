import { ROUTES } from '@kp/contract/shell';
import type { DehydratedState } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import {
  type LoaderFunctionArgs,
  Meta,
  redirect,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useMatches,
} from 'react-router';
import 'virtual:design-tokens.css';
import './ui/base.css';
import { AppProviders } from './app/app-providers.tsx';
import { useNonce } from './app/nonce.ts';
import { browserData, type Prefetch, type RouteData, serverData } from './app/route-data.ts';
import { RouteError } from './app/route-error.tsx';
import { RouteGuard } from './app/route-guard.tsx';
import { meQuery } from './app/session.ts';
import { redirectCookie, sessionRedirect } from './app/session-guard.ts';
import { PageStyles } from './app/stylesheet.tsx';
import { rememberViewportWidth, viewportWidthOf } from './app/viewport-hint.ts';

/** The document every page is rendered into, on the server and in the browser. */
export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="de">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta
          name="description"
          content="Kommunalportal der NEW-Gruppe für Kommunen, Mitarbeitende und Bildungseinrichtungen"
        />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <title>Kommunalportal</title>
        <Meta />
        <PageStyles />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * The session for the routing guard (spec 01 §2): on the server a request without one is sent to login
 * before anything is rendered, with the wanted path in a cookie for after the sign-in.
 */
const session: Prefetch = async (queryClient, { request }) => {
  const user = await queryClient.fetchQuery(meQuery());
  const url = new URL(request.url);
  const target = sessionRedirect(url.pathname, user);
  if (!target) return;
  const wanted = `${url.pathname}${url.search}`;
  const headers =
    target === ROUTES.login ? { 'set-cookie': redirectCookie(wanted, url.protocol === 'https:') } : undefined;
  throw redirect(target, { headers });
};

const sessionData = serverData(session);

export async function loader(args: LoaderFunctionArgs) {
  return { ...(await sessionData(args)), viewportWidth: viewportWidthOf(args.request.headers) };
}
// In the browser the guard's component watches the session (route-guard.tsx).
export const clientLoader = browserData(() => {});

/** The first view's answers of every route's loader, for the providers' cache. */
function useFirstView(): DehydratedState[] {
  return useMatches().flatMap((match) => {
    const data = match.loaderData as RouteData | undefined;
    return data ? [data.dehydrated] : [];
  });
}

export default function App() {
  const viewportWidth = useLoaderData<typeof loader>()?.viewportWidth;
  useEffect(() => {
    // The page works from here on: the e2e suite waits for this mark before it acts (decision 031).
    document.documentElement.setAttribute('data-hydrated', '');
    rememberViewportWidth();
    let timer: number | undefined;
    const onResize = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(rememberViewportWidth, 500);
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return (
    <AppProviders firstView={useFirstView()} viewportWidth={viewportWidth}>
      <RouteGuard />
    </AppProviders>
  );
}

export function ErrorBoundary() {
  return (
    <AppProviders>
      <RouteError />
    </AppProviders>
  );
}
