import { accessEndpoints as access } from '@kp/contract/access-endpoints';
import { VISITOR_CONSENT_COOKIE } from '@kp/contract/tracking-constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { call } from './api-client.ts';
import { ME_QUERY_KEY } from './session.ts';

/** The cookie dialog's answer of a signed-in user (PUT /users/me/cookie-consent), then the me query is refreshed. */
export function useCookieConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tracking: boolean) => call(access.setCookieConsent, { body: { tracking } }),
    onSuccess: async (user) => {
      queryClient.setQueryData(ME_QUERY_KEY, user);
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}

/** A year, as long as the answer of a signed-in user stands until they change it. */
const VISITOR_CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The answer given before sign-in (decision 016), kept in the browser: true, false, or null while unanswered.
 * It lives in a cookie so the server, which stores the login page's visit only with consent, can read it.
 */
export function readVisitorConsent(cookies: string = document.cookie): boolean | null {
  const value = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${VISITOR_CONSENT_COOKIE}=`))
    ?.slice(VISITOR_CONSENT_COOKIE.length + 1);
  if (value === 'yes') return true;
  if (value === 'no') return false;
  return null;
}

const listeners = new Set<() => void>();

export function writeVisitorConsent(tracking: boolean): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older Safari and Firefox
  document.cookie = `${VISITOR_CONSENT_COOKIE}=${tracking ? 'yes' : 'no'}; Path=/; Max-Age=${VISITOR_CONSENT_MAX_AGE_S}; SameSite=Lax${secure}`;
  for (const listener of listeners) listener();
}

/**
 * The visitor's answer, re-read when the login page's dialog writes it; undefined while the server renders
 * and the page hydrates, before the cookie is read.
 */
export function useVisitorConsent(): boolean | null | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => readVisitorConsent(),
    () => undefined,
  );
}
