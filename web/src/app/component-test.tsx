import type { ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { AppProviders } from './app-providers.tsx';
import { createBrowserQueryClient } from './route-data.ts';
import { useMe } from './session.ts';

// Component tests (*.browser.test.tsx) render a piece of the web app in Chromium with the app's providers.
// The server is the edge they do not run: its answers are stubbed per method and path.

export type StubRequest = { url: URL; body: unknown };
export type StubAnswer = { status?: number; body?: unknown };
export type StubRoutes = Record<string, (request: StubRequest) => StubAnswer>;
export type RecordedCall = StubRequest & { route: string };

/**
 * Answers the app's fetches from `routes`, keyed 'METHOD /api/path'; anything else is a 404 in the
 * server's envelope, so a call the test did not expect shows as an error. Returns every call made.
 */
export function stubServer(routes: StubRoutes): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), window.location.origin);
    const route = `${init.method ?? 'GET'} ${url.pathname}`;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    calls.push({ route, url, body });
    const answer = routes[route]?.({ url, body }) ?? {
      status: 404,
      body: { error: 'not_found', message: `Keine Antwort für ${route}` },
    };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}
afterEach(() => vi.unstubAllGlobals());

/** As behind the route guard: the children once the signed-in user (GET /api/users/me) is loaded. */
function SignedIn({ children }: { children: ReactNode }) {
  return useMe().data ? children : null;
}

/**
 * Renders inside the app's theme, snackbar and query client, once the user is loaded; `rerender` keeps the
 * providers (and their state).
 */
export async function renderInApp(ui: ReactNode) {
  const queryClient = createBrowserQueryClient();
  const inApp = (node: ReactNode) => (
    <AppProviders queryClient={queryClient}>
      <SignedIn>{node}</SignedIn>
    </AppProviders>
  );
  const screen = await render(inApp(ui));
  return { ...screen, rerender: (next: ReactNode) => screen.rerender(inApp(next)) };
}
