import { BREAKPOINTS, THEME_COLORS } from '@kp/contract/shell';
import { deDE } from '@mui/material/locale';
import {
  createTheme,
  darken,
  getContrastRatio,
  lighten,
  type PaletteColor,
  type PaletteColorOptions,
} from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface Palette {
    accent: PaletteColor;
  }
  interface PaletteOptions {
    accent?: PaletteColorOptions;
  }
}

// AA for text on coloured buttons: MUI picks black or white text with at least 4.5:1.
const CONTRAST_THRESHOLD = 4.5;

function schemePalette(colors: (typeof THEME_COLORS)['light' | 'dark']) {
  return {
    contrastThreshold: CONTRAST_THRESHOLD,
    primary: { main: colors.primary },
    secondary: { main: colors.secondary },
    // Custom colours are not augmented by MUI, so derive light, dark and the text colour here.
    accent: {
      main: colors.accent,
      light: lighten(colors.accent, 0.2),
      dark: darken(colors.accent, 0.3),
      contrastText:
        getContrastRatio(colors.accent, '#fff') >= CONTRAST_THRESHOLD ? '#fff' : 'rgba(0, 0, 0, 0.87)',
    },
    error: { main: colors.error },
  };
}

/**
 * The portal theme: Vuetify-like breakpoints, the four brand colours with a dark variant chosen by
 * `prefers-color-scheme` through CSS media queries (no inline script, so the CSP stays strict),
 * German component texts and a visible keyboard focus ring.
 */
/** The options, for the back office's react-admin, which creates its theme itself. */
export const themeOptions: NonNullable<Parameters<typeof createTheme>[0]> = {
  cssVariables: { colorSchemeSelector: 'media' },
  colorSchemes: {
    light: { palette: schemePalette(THEME_COLORS.light) },
    dark: { palette: schemePalette(THEME_COLORS.dark) },
  },
  breakpoints: {
    values: {
      xs: BREAKPOINTS.xs,
      sm: BREAKPOINTS.sm,
      md: BREAKPOINTS.md,
      lg: BREAKPOINTS.lg,
      xl: BREAKPOINTS.xl,
    },
  },
  focusVisible: true,
  typography: {
    fontFamily: '"Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    // Smaller below 600 px (decision 016: a funding title took five lines at 390 px).
    h1: {
      fontSize: '1.75rem',
      fontWeight: 700,
      lineHeight: 1.2,
      [`@media (min-width:${BREAKPOINTS.sm}px)`]: { fontSize: '2.25rem' },
    },
    h2: {
      fontSize: '1.5rem',
      fontWeight: 700,
      lineHeight: 1.25,
      [`@media (min-width:${BREAKPOINTS.sm}px)`]: { fontSize: '1.75rem' },
    },
    h3: { fontSize: '1.375rem', fontWeight: 600, lineHeight: 1.3 },
    h4: { [`@media (max-width:${BREAKPOINTS.sm - 0.05}px)`]: { fontSize: '1.75rem' } },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiCssBaseline: {
      styleOverrides: (theme) => ({
        // Links and focusable elements outside ButtonBase (markdown links, skip target) get the same ring.
        'a:focus-visible, [tabindex]:not([tabindex="-1"]):focus-visible': {
          outline: `2px solid ${theme.vars.palette.primary.main}`,
          outlineOffset: 2,
        },
        // Long words (German compounds, user names) wrap rather than widen the page at 320 px (WCAG 1.4.10).
        'h1, h2, h3, h4, h5, h6': { overflowWrap: 'anywhere', hyphens: 'auto' },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            transitionDuration: '0.01ms !important',
            animationDuration: '0.01ms !important',
          },
        },
      }),
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiLink: { defaultProps: { underline: 'always' } },
  },
};

export const theme = createTheme(themeOptions, deDE);
