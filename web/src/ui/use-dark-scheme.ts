import { useMediaQuery } from './use-media-query.ts';

/**
 * Whether the system asks for the dark scheme, for what CSS cannot colour (the charts' canvas options). The
 * server and the hydrating render say false; the charts draw after hydration anyway.
 */
export const useDarkScheme = () => useMediaQuery('(prefers-color-scheme: dark)');
