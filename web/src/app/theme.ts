import { deDE } from '@mui/material/locale';
import {
  createTheme,
  darken,
  getContrastRatio,
  lighten,
  type PaletteColor,
  type PaletteColorOptions,
} from '@mui/material/styles';
import {
  BREAKPOINTS,
  FONT_FAMILY,
  RADIUS_PX,
  SCHEME_COLORS,
  TYPE_SCALE,
  type TypeStyle,
} from '../ui/design-tokens.ts';

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

function schemePalette(colors: (typeof SCHEME_COLORS)['light' | 'dark']) {
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
    warning: { main: colors.warning },
    info: { main: colors.info },
    success: { main: colors.success },
    text: { primary: colors.text, secondary: colors.textSecondary, disabled: colors.textDisabled },
    divider: colors.divider,
    background: { default: colors.background, paper: colors.paper },
  };
}

/** A step of the type scale as MUI writes it (smaller headings below 600 px, decision 016). */
function muiType({ fontSizeFromSm, ...style }: TypeStyle) {
  return fontSizeFromSm
    ? { ...style, [`@media (min-width:${BREAKPOINTS.sm}px)`]: { fontSize: fontSizeFromSm } }
    : style;
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
    light: { palette: schemePalette(SCHEME_COLORS.light) },
    dark: { palette: schemePalette(SCHEME_COLORS.dark) },
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
    fontFamily: FONT_FAMILY,
    h1: muiType(TYPE_SCALE.h1),
    h2: muiType(TYPE_SCALE.h2),
    h3: muiType(TYPE_SCALE.h3),
    h4: muiType(TYPE_SCALE.h4),
    h5: muiType(TYPE_SCALE.h5),
    h6: muiType(TYPE_SCALE.h6),
    body1: muiType(TYPE_SCALE.body1),
    body2: muiType(TYPE_SCALE.body2),
    caption: muiType(TYPE_SCALE.caption),
    button: { ...muiType(TYPE_SCALE.button), textTransform: 'none' },
  },
  shape: { borderRadius: RADIUS_PX },
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
