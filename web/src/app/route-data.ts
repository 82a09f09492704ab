import {
  type DehydratedState,
  dehydrate,
  hydrate,
  type Query,
  QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { data, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from './api-client.ts';
import { createQueryClient } from './query-client.ts';

/**
 * The data of a page's first view (decision 031). A route's loaders fill TanStack Query's cache with what
 * the page asks for first: on the server a cache of the request's own, which goes into the HTML as the
 * loader's data; in the browser the page's cache, without waiting, as before server rendering.
 */
export type RouteData = { dehydrated: DehydratedState } | null;

/** What a page asks for first, given the route's parameters and address. */
export type Prefetch = (queryClient: QueryClient, args: LoaderFunctionArgs) => Promise<unknown> | unknown;

/**
 * A route's server loader: the page's first queries, answered in-process, for the HTML. A long answer may
 * be cut down to what the first view shows (keepFirstView, setFirstView).
 */
export function serverData(prefetch: Prefetch) {
  return async (args: LoaderFunctionArgs): Promise<RouteData> => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    try {
      await prefetch(queryClient, args);
    } catch (error) {
      // The API's refusal or outage becomes the page's status, with its German message (route-error.tsx).
      if (error instanceof ApiError) throw data({ message: error.message }, { status: error.status || 503 });
      throw error;
    }
    return { dehydrated: dehydrate(queryClient) };
  };
}

/**
 * Keeps of a long answer only what the first view shows, so the HTML does not carry the whole of it; the
 * browser asks for the whole answer again when the page hydrates (its time is set to 0, so it is stale).
 */
export function keepFirstView<T>(queryClient: QueryClient, queryKey: QueryKey, select: (data: T) => T): void {
  const data = queryClient.getQueryData<T>(queryKey);
  if (data !== undefined) setFirstView(queryClient, queryKey, select(data));
}

/** Puts what the first view shows of an answer into the cache, as keepFirstView leaves it. */
export function setFirstView<T>(queryClient: QueryClient, queryKey: QueryKey, data: T): void {
  queryClient.setQueryData(queryKey, data);
  queryClient.getQueryCache().find({ queryKey, exact: true })?.setState({ dataUpdatedAt: 0 });
}

/** A route's browser loader: starts the same queries in the page's cache; the navigation does not wait. */
export function browserData(prefetch: Prefetch) {
  return (args: LoaderFunctionArgs): RouteData => {
    void prefetch(browserQueryClient(), args);
    return null;
  };
}

let notifyError: (message: string) => void = () => {};
let browserClient: QueryClient | null = null;

/** A cache for the browser, whose errors the snackbar tells once it is there (app-providers.tsx). */
export function createBrowserQueryClient(): QueryClient {
  return createQueryClient((message) => notifyError(message), { refetchOnMount });
}

/** The browser's one cache, which the page's loaders and its components share. */
export function browserQueryClient(): QueryClient {
  browserClient ??= createBrowserQueryClient();
  return browserClient;
}

export function tellQueryErrorsThrough(notify: (message: string) => void): void {
  notifyError = notify;
}

/** Queries the server answered for the first view, and when they came into the browser's cache. */
const fromServer = new WeakMap<Query, number>();
/** How long an answer from the server's HTML counts as fresh when a page mounts its query. */
const FIRST_VIEW_FRESH_MS = 30_000;

/** The server's answers are not asked for again when the page hydrates; later mounts ask as before. */
function refetchOnMount(query: Query): boolean {
  const at = fromServer.get(query);
  return at === undefined || Date.now() - at > FIRST_VIEW_FRESH_MS;
}

/** Puts the loaders' answers of the first view into the browser's cache, before the first render. */
export function hydrateFirstView(queryClient: QueryClient, states: DehydratedState[]): void {
  const now = Date.now();
  for (const state of states) {
    hydrate(queryClient, state);
    for (const { queryHash, state: answer } of state.queries) {
      const query = queryClient.getQueryCache().get(queryHash);
      // A cut answer (keepFirstView) is asked for whole when its page mounts.
      if (query && answer.dataUpdatedAt > 0) fromServer.set(query, now);
    }
  }
}
