import type { User } from '@kp/contract/access';
import { ROUTES } from '@kp/contract/shell';
import { useNavigate } from 'react-router';
import { fetchMe, redirectUrl } from '../../app/session.ts';
import { useLoadMe } from './api.ts';

/**
 * Where a fresh session continues: unconfirmed users wait on the approval screen; the stored
 * redirect URL is used once either way (spec 01 §2, routing guard).
 */
function targetFor(user: User): string {
  const target = redirectUrl.take();
  return user.confirmed ? (target ?? ROUTES.home) : ROUTES.approvalPending;
}

/**
 * For the OAuth redirect page: load the user into the shared cache and go on inside the app.
 * Resolves to false when there is no session after all.
 */
export function useFinishSignIn() {
  const loadMe = useLoadMe();
  const navigate = useNavigate();
  return async (): Promise<boolean> => {
    const user = await loadMe();
    if (!user) return false;
    navigate(targetFor(user), { replace: true });
    return true;
  };
}

/**
 * For the password login on /login: check the session, then load the portal afresh at the target.
 * NOTE: a full page load, because on /login the route guard sends a signed-in user home as soon as
 * the cached user changes, which would win over a client-side navigation that is still loading its
 * page; the fresh start also drops anything cached from before the sign-in.
 */
export async function finishSignInWithPageLoad(): Promise<boolean> {
  const user = await fetchMe();
  if (!user) return false;
  window.location.replace(targetFor(user));
  return true;
}
