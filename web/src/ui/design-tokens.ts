import { BREAKPOINTS, THEME_COLORS } from '@kp/contract/shell';

/**
 * NEW's design tokens, defined once (issue 28, decision 032): the reader pages read them as CSS custom
 * properties (`--kp-…`, written at build time by tokens-plugin.ts), the back office's MUI theme reads the
 * same values (app/theme.ts). Breakpoints cannot be custom properties in a media query; the CSS files
 * write them as numbers, and design-tokens.test.ts checks each one is a breakpoint of this list.
 */

export { BREAKPOINTS };

export const FONT_FAMILY = '"Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** The spacing unit (MUI's `theme.spacing(1)`), in pixels. */
export const SPACING_PX = 8;
export const RADIUS_PX = 8;

/**
 * The brand colours of spec 01 §9; the status colours and the neutral ones are those of MUI's light and
 * dark palettes, which the portal has always used.
 */
export const SCHEME_COLORS = {
  light: {
    ...THEME_COLORS.light,
    warning: '#ed6c02',
    info: '#0288d1',
    success: '#2e7d32',
    text: 'rgba(0, 0, 0, 0.87)',
    textSecondary: 'rgba(0, 0, 0, 0.6)',
    textDisabled: 'rgba(0, 0, 0, 0.38)',
    // MUI's action.active and action.disabled: icons, and the text of a disabled button.
    action: 'rgba(0, 0, 0, 0.54)',
    disabled: 'rgba(0, 0, 0, 0.26)',
    divider: 'rgba(0, 0, 0, 0.12)',
    // MUI's table lines: the divider made opaque and lightened.
    tableLine: '#e0e0e0',
    background: '#fff',
    paper: '#fff',
    // A dialog's surface (MUI's elevation 24, which the dark scheme lightens).
    raised: '#fff',
    hover: 'rgba(0, 0, 0, 0.04)',
    selected: 'rgba(0, 0, 0, 0.08)',
    onPrimary: '#fff',
    onAccent: '#fff',
  },
  dark: {
    ...THEME_COLORS.dark,
    warning: '#ffa726',
    info: '#29b6f6',
    success: '#66bb6a',
    text: '#fff',
    textSecondary: 'rgba(255, 255, 255, 0.7)',
    textDisabled: 'rgba(255, 255, 255, 0.5)',
    action: '#fff',
    disabled: 'rgba(255, 255, 255, 0.3)',
    divider: 'rgba(255, 255, 255, 0.12)',
    tableLine: '#515151',
    background: '#121212',
    // MUI lightens raised surfaces in the dark scheme (its elevation overlay); 3 is the cards' elevation.
    paper: '#1e1e1e',
    raised: '#383838',
    hover: 'rgba(255, 255, 255, 0.08)',
    selected: 'rgba(255, 255, 255, 0.16)',
    onPrimary: 'rgba(0, 0, 0, 0.87)',
    onAccent: 'rgba(0, 0, 0, 0.87)',
  },
} as const;

export type TypeStyle = {
  fontSize: string;
  fontWeight: number;
  lineHeight: number;
  /** From the sm breakpoint on. */
  fontSizeFromSm?: string;
};

/** The type scale: MUI's defaults with the portal's headings (smaller below 600 px, decision 016), and
 * without letter spacing, as MUI 9 draws them. */
export const TYPE_SCALE = {
  h1: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.2, fontSizeFromSm: '2.25rem' },
  h2: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.25, fontSizeFromSm: '1.75rem' },
  h3: { fontSize: '1.375rem', fontWeight: 600, lineHeight: 1.3 },
  h4: { fontSize: '1.75rem', fontWeight: 400, lineHeight: 1.235, fontSizeFromSm: '2.125rem' },
  h5: { fontSize: '1.5rem', fontWeight: 400, lineHeight: 1.334 },
  h6: { fontSize: '1.25rem', fontWeight: 500, lineHeight: 1.6 },
  body1: { fontSize: '1rem', fontWeight: 400, lineHeight: 1.5 },
  body2: { fontSize: '0.875rem', fontWeight: 400, lineHeight: 1.43 },
  caption: { fontSize: '0.75rem', fontWeight: 400, lineHeight: 1.66 },
  button: { fontSize: '0.875rem', fontWeight: 600, lineHeight: 1.75 },
} as const satisfies Record<string, TypeStyle>;

export type TypeVariant = keyof typeof TYPE_SCALE;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function colorProperties(colors: Record<string, string>): string {
  return Object.entries(colors)
    .map(([name, value]) => `--kp-color-${kebab(name)}:${value};`)
    .join('');
}

function typeProperties(): string {
  return Object.entries(TYPE_SCALE as Record<string, TypeStyle>)
    .map(
      ([name, style]) =>
        `--kp-${name}-size:${style.fontSize};--kp-${name}-weight:${style.fontWeight};` +
        `--kp-${name}-line:${style.lineHeight};`,
    )
    .join('');
}

function largerTypeProperties(): string {
  return Object.entries(TYPE_SCALE as Record<string, TypeStyle>)
    .flatMap(([name, style]) => (style.fontSizeFromSm ? [`--kp-${name}-size:${style.fontSizeFromSm};`] : []))
    .join('');
}

/** The stylesheet of the custom properties, light by default and dark where the system asks for it. */
export function tokensCss(): string {
  return [
    `:root{color-scheme:light dark;--kp-font:${FONT_FAMILY};--kp-space:${SPACING_PX}px;--kp-radius:${RADIUS_PX}px;`,
    `${colorProperties(SCHEME_COLORS.light)}${typeProperties()}}`,
    `@media (min-width:${BREAKPOINTS.sm}px){:root{${largerTypeProperties()}}}`,
    `@media (prefers-color-scheme:dark){:root{${colorProperties(SCHEME_COLORS.dark)}}}`,
  ].join('\n');
}

/** The names `tokensCss` defines, for the check of the stylesheets. */
export function tokenNames(): Set<string> {
  return new Set([...tokensCss().matchAll(/(--kp-[a-z0-9-]+):/g)].map((match) => match[1] as string));
}
