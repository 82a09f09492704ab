import { BREAKPOINTS } from '@kp/contract/shell';
import { useSyncExternalStore } from 'react';

const WIDE_QUERY = `(min-width: ${BREAKPOINTS.lg}px)`;
const subscribeToWidth = (onChange: () => void) => {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * Whether the drawer is permanent (from 1264 px), for behaviour only: the layout is CSS, so the server's
 * HTML is right at every width. The server and the hydrating render say false, so hydration matches.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribeToWidth,
    () => window.matchMedia(WIDE_QUERY).matches,
    () => false,
  );
}
