import type { User } from '@kp/contract/access';
import { ROUTES } from '@kp/contract/shell';

const PUBLIC_PATHS: ReadonlySet<string> = new Set([ROUTES.login, ROUTES.oauthRedirect]);

/**
 * The routing guard of spec 01 §2, for the server's redirect and the browser's alike: every route but login
 * and the OAuth redirect needs a session; unconfirmed users stay on the approval screen; confirmed users
 * leave it. The answer is where to go instead, or null to show the page.
 */
export function sessionRedirect(path: string, user: Pick<User, 'confirmed'> | null): string | null {
  // The redirect page loads the user itself and then continues to the stored redirect URL.
  // The accessibility statement is for everyone, whatever the session.
  if (path === ROUTES.oauthRedirect || path === ROUTES.barrierefreiheit) return null;
  if (PUBLIC_PATHS.has(path)) {
    if (!user) return null;
    return user.confirmed ? ROUTES.home : ROUTES.approvalPending;
  }
  if (!user) return ROUTES.login;
  if (!user.confirmed) return path === ROUTES.approvalPending ? null : ROUTES.approvalPending;
  if (path === ROUTES.approvalPending) return ROUTES.home;
  return null;
}

/** The cookie that carries the wanted path through the server's redirect to login (spec 01 §2). */
export const REDIRECT_COOKIE = 'kp_redirect';
const REDIRECT_COOKIE_MAX_AGE_S = 600;

/** The Set-Cookie value that stores the wanted path for after the sign-in. */
export function redirectCookie(path: string, secure: boolean): string {
  return `${REDIRECT_COOKIE}=${encodeURIComponent(path)}; Path=/; Max-Age=${REDIRECT_COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** A stored path is only ever one of the portal's own. */
export function safeRedirectPath(value: string | null | undefined): string | null {
  return value?.startsWith('/') && !value.startsWith('//') ? value : null;
}
