import type { User } from '@kp/contract/access';
import { accessEndpoints as access } from '@kp/contract/access-endpoints';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, call } from './api-client.ts';

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

export function useMe() {
  return useQuery({ queryKey: ME_QUERY_KEY, queryFn: fetchMe, staleTime: 30_000 });
}

/** The current user; only for components rendered behind the route guard. */
export function useUser(): User {
  const { data } = useMe();
  if (!data) throw new Error('useUser() außerhalb der Anmeldung verwendet');
  return data;
}

const REDIRECT_KEY = 'kp.redirectUrl';

/** The routing guard stores the wanted path before sending a visitor to login; it is used once. */
export const redirectUrl = {
  store(path: string) {
    sessionStorage.setItem(REDIRECT_KEY, path);
  },
  take(): string | null {
    const value = sessionStorage.getItem(REDIRECT_KEY);
    sessionStorage.removeItem(REDIRECT_KEY);
    return value?.startsWith('/') && !value.startsWith('//') ? value : null;
  },
};

export function useRefreshMe() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
}
