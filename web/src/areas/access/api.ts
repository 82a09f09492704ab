import type { Registration } from '@kp/contract/access';
import { accessEndpoints as access } from '@kp/contract/access-endpoints';
import { authEndpoints as auth } from '@kp/contract/auth-endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/api-client.ts';
import { fetchMe, ME_QUERY_KEY } from '../../app/session.ts';

/** Whether SSO is configured and whether the dev login is offered on this host. */
export function useAuthOptions() {
  return useQuery({
    queryKey: ['auth', 'options'],
    queryFn: () => call(auth.options),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * Loads the user fresh from the server and puts it into the shared cache.
 * Used right after a sign-in, where a cached `null` from before must not win.
 */
export function useLoadMe() {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ queryKey: ME_QUERY_KEY, queryFn: fetchMe, staleTime: 0 });
}

export function useDevLogin() {
  return useMutation({
    mutationFn: (body: { username: string; password: string }) => call(auth.devLogin, { body }),
    // The dialog shows the error (a 401 as 'Ungültiges Password').
    meta: { silent: true },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(auth.logout),
    meta: { silent: true },
    onSuccess: () => {
      // NOTE: set "no session" before leaving, so the guard on /login does not send us back.
      queryClient.setQueryData(ME_QUERY_KEY, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
    },
  });
}

/**
 * The user for the approval screen: polled every 60 s and on window focus,
 * so the screen moves on by itself once an admin approves the account.
 */
export function useMePolling() {
  return useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: fetchMe,
    staleTime: 0,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}

export function useAvailableRoles(enabled: boolean) {
  return useQuery({
    queryKey: ['user-details', 'availableRoles'],
    queryFn: () => call(access.availableRoles),
    staleTime: 10 * 60_000,
    enabled,
    // The registration dialog shows the error with a retry button.
    meta: { silent: true },
  });
}

export function useAvailableCommunes(enabled: boolean) {
  return useQuery({
    queryKey: ['user-details', 'availableCommunes'],
    queryFn: () => call(access.availableCommunes),
    staleTime: 10 * 60_000,
    enabled,
    // The registration dialog shows the error with a retry button.
    meta: { silent: true },
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Registration) => call(access.register, { body }),
    // The dialog shows the server's message next to the form.
    meta: { silent: true },
    onSuccess: async (user) => {
      queryClient.setQueryData(ME_QUERY_KEY, user);
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}
