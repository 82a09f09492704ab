import { BREAKPOINTS } from '@kp/contract/shell';
import { fromWidth, useMediaQuery } from '../../ui/use-media-query.ts';

/**
 * Whether the drawer is permanent (from 1264 px), for behaviour only: the layout is CSS, so the server's
 * HTML is right at every width. The server and the hydrating render say false, so hydration matches.
 */
export function useWideScreen(): boolean {
  return useMediaQuery(fromWidth(BREAKPOINTS.lg));
}
