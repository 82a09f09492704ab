/**
 * The width the server renders a page for (decision 031). Parts of the portal still choose their layout in
 * script (MUI's useMediaQuery), so the server must guess the screen's width, and the browser must hydrate
 * for the same guess before it measures. Chromium tells the width in a client hint; other browsers tell it
 * in a cookie for the next page, and their first page is guessed from the user agent.
 */
import { createContext } from 'react';

export const VIEWPORT_COOKIE = 'kp_viewport';
const PHONE_WIDTH = 390;
const DESKTOP_WIDTH = 1440;
const COOKIE_MAX_AGE_S = 60 * 60 * 24 * 365;

/**
 * The client hint the server asks for (server/src/http/web-pages.ts): Chromium browsers send their width with
 * the first page request, retrying it once if they did not know the hint was wanted.
 */
export const VIEWPORT_HINT = 'Sec-CH-Viewport-Width';

/** The width to render for: the browser's hint, its cookie or, on a first visit elsewhere, its mobile hint. */
export function viewportWidthOf(headers: Headers): number {
  const hint = Number(headers.get(VIEWPORT_HINT));
  if (Number.isInteger(hint) && hint > 0) return hint;
  const cookie = /(?:^|;\s*)kp_viewport=(\d{2,5})(?:;|$)/.exec(headers.get('cookie') ?? '');
  if (cookie?.[1]) return Number(cookie[1]);
  const mobile =
    headers.get('sec-ch-ua-mobile') === '?1' || /\bMobile\b/.test(headers.get('user-agent') ?? '');
  return mobile ? PHONE_WIDTH : DESKTOP_WIDTH;
}

/** Answers the width queries of useMediaQuery for the guessed width; any other query is false. */
export function matchMediaForWidth(width: number) {
  return (query: string) => ({
    matches: [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].reduce(
      (all, [, side, value]) => all && (side === 'min' ? width >= Number(value) : width <= Number(value)),
      /\(\s*(min|max)-width/.test(query),
    ),
  });
}

/** Tells the server this browser's width for its next page. */
export function rememberViewportWidth(): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older Safari and Firefox
  document.cookie = `${VIEWPORT_COOKIE}=${Math.round(window.innerWidth)}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

/** The width the server rendered for, given by the root route to the parts that choose their layout in script. */
export const ViewportWidthContext = createContext<number | undefined>(undefined);
