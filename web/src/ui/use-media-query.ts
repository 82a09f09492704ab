import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, for what a page decides in script rather than CSS (what it renders, or a
 * chart's canvas options). The server cannot know: it and the hydrating render take `onServer`, so
 * hydration matches, and the browser's answer follows right after.
 */
export function useMediaQuery(query: string, onServer = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => onServer,
  );
}

/** A `min-width` media query at one of the breakpoints (the stylesheets' widths). */
export const fromWidth = (breakpoint: number) => `(min-width: ${breakpoint}px)`;
