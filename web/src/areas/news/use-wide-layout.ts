import { BREAKPOINTS } from '@kp/contract/shell';
import { useContext } from 'react';
import { matchMediaForWidth, ViewportWidthContext } from '../../app/viewport-hint.ts';
import { fromWidth, useMediaQuery } from '../../ui/use-media-query.ts';

const WIDE_QUERY = fromWidth(BREAKPOINTS.lg);

/**
 * Whether the news page shows its two columns (from 1264 px). It changes what is rendered (two lists or
 * one with a category selector), not only the look, so it cannot be CSS alone. The server and the
 * hydrating render answer for the width the server rendered for (decision 031's viewport hint), so a wide
 * screen gets its columns in the first paint, without a layout shift; the screen itself decides after.
 */
export function useWideLayout(): boolean {
  const renderedFor = useContext(ViewportWidthContext);
  const wideOnServer = renderedFor !== undefined && matchMediaForWidth(renderedFor)(WIDE_QUERY).matches;
  return useMediaQuery(WIDE_QUERY, wideOnServer);
}
