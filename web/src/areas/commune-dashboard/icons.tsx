import { icon } from '../../ui/icons.tsx';

// The commune dashboard's icons beside those of ui/icons.tsx (Material paths, decorative).

export const ArrowUpwardIcon = icon('m4 12 1.41 1.41L11 7.83V20h2V7.83l5.58 5.59L20 12l-8-8z');
/** MUI's Avatar's stand-in for a missing picture. */
export const PersonIcon = icon(
  'M12 12c2.21 0 4-1.79 4-4s-1.79-4-4-4-4 1.79-4 4 1.79 4 4 4zm0 2c-2.67 0-8 1.34-8 4v2h16v-2c0-2.66-5.33-4-8-4z',
);
