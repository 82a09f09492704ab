import { deDE } from '@mui/material/locale';
import deepmerge from '@mui/utils/deepmerge';
import type { RaThemeOptions } from 'react-admin';
import { themeOptions } from '../../app/theme.ts';

/**
 * The portal's theme for react-admin, which creates the theme itself: the same colours (light and dark by
 * the system setting, through CSS variables), type, shapes, focus ring and German MUI texts.
 */
export const backofficeTheme = deepmerge(
  { ...themeOptions, sidebar: { width: 248, closedWidth: 56 } },
  deDE,
) as RaThemeOptions;
