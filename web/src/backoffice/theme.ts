import { deDE } from '@mui/material/locale';
import deepmerge from '@mui/utils/deepmerge';
import type { RaThemeOptions } from 'react-admin';
import { themeOptions } from '../app/theme.ts';

/**
 * The portal's theme for react-admin, which creates the theme itself: the same colours (light and dark by
 * the system setting, through CSS variables), type, shapes, focus ring and German MUI texts. Dates and
 * numbers of react-admin's fields are German whatever the browser's language (DD.MM.YYYY, 1.234,5).
 */
export const backofficeTheme = deepmerge(
  {
    ...themeOptions,
    sidebar: { width: 248, closedWidth: 56 },
    components: {
      ...themeOptions.components,
      RaDateField: { defaultProps: { locales: 'de-DE' } },
      RaNumberField: { defaultProps: { locales: 'de-DE' } },
      // react-admin's loading indicator in the top bar shows a spinner without a name (WCAG 4.1.2): every
      // spinner of the back office is named, unless it names (or hides) itself.
      MuiCircularProgress: { defaultProps: { 'aria-label': 'Wird geladen …' } },
      // A list wider than a tablet's 900 px scrolls sideways in its own box, so its filters, export buttons
      // and pages stay in view. Only a table whose rows hold links (EditLinkField) scrolls: the keyboard
      // needs something to focus inside a scrolling box (axe scrollable-region-focusable); the audit log,
      // without links, keeps the page's own scrolling.
      RaList: {
        styleOverrides: {
          root: {
            '& .RaList-main:has(.RaDataTable-tableWrapper a)': { minWidth: 0 },
            '& .RaDataTable-tableWrapper:has(a)': { overflowX: 'auto' },
          },
        },
      },
      // An empty list says so in the 'disabled' grey (#9e9e9e, 2.7:1 on white; axe color-contrast, serious, on
      // the empty audit log): the secondary text colour reads at 5.7:1.
      RaEmpty: {
        styleOverrides: { root: { '& .RaEmpty-message': { color: 'rgba(0, 0, 0, 0.6)' } } },
      },
    },
  },
  deDE,
) as RaThemeOptions;
