import type { User } from '@kp/contract/access';
import { accessEndpoints as access } from '@kp/contract/access-endpoints';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, call } from './api-client.ts';
import { REDIRECT_COOKIE, safeRedirectPath } from './session-guard.ts';

export const ME_QUERY_KEY = ['users', 'me'] as const;

/** Loads the signed-in user; `null` when there is no session (401). */
export async function fetchMe(): Promise<User | null> {
  try {
    return await call(access.me);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const meQuery = () => queryOptions({ queryKey: ME_QUERY_KEY, queryFn: fetchMe, staleTime: 30_000 });

export function useMe() {
  return useQuery(meQuery());
}

/** The current user; only for components rendered behind the route guard. */
export function useUser(): User {
  const { data } = useMe();
  if (!data) throw new Error('useUser() außerhalb der Anmeldung verwendet');
  return data;
}

const REDIRECT_KEY = 'kp.redirectUrl';

/** The wanted path the server's redirect to login left in its cookie (session-guard.ts). */
function takeRedirectCookie(): string | null {
  const value = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${REDIRECT_COOKIE}=`))
    ?.slice(REDIRECT_COOKIE.length + 1);
  if (value === undefined) return null;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older Safari and Firefox
  document.cookie = `${REDIRECT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * The routing guard stores the wanted path before sending a visitor to login; it is used once. The browser's
 * guard keeps it in the tab's session storage, the server's redirect in a short-lived cookie.
 */
export const redirectUrl = {
  store(path: string) {
    sessionStorage.setItem(REDIRECT_KEY, path);
  },
  take(): string | null {
    const value = sessionStorage.getItem(REDIRECT_KEY);
    sessionStorage.removeItem(REDIRECT_KEY);
    const fromServer = takeRedirectCookie();
    return safeRedirectPath(value ?? fromServer);
  },
};

export function useRefreshMe() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
}
