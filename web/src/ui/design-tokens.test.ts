import fs from 'node:fs';
import path from 'node:path';
import { BREAKPOINTS, THEME_COLORS } from '@kp/contract/shell';
import { describe, expect, it } from 'vitest';
import { theme } from '../app/theme.ts';
import { SCHEME_COLORS, tokenNames, tokensCss } from './design-tokens.ts';

const SOURCE = path.resolve(import.meta.dirname, '..');

function stylesheets(folder = SOURCE): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return stylesheets(file);
    return entry.name.endsWith('.css') ? [file] : [];
  });
}

describe('design tokens (decision 032)', () => {
  it('writes the brand colours of both schemes, the dark ones for a dark system setting', () => {
    const css = tokensCss();
    const [light, dark] = css.split('@media (prefers-color-scheme:dark)');
    expect(light).toContain(`--kp-color-primary:${THEME_COLORS.light.primary};`);
    expect(dark).toContain(`--kp-color-primary:${THEME_COLORS.dark.primary};`);
    expect(dark).toContain(`--kp-color-accent:${THEME_COLORS.dark.accent};`);
  });

  it('gives the back office theme the same colours and breakpoints', () => {
    expect(theme.palette.primary.main).toBe(SCHEME_COLORS.light.primary);
    expect(theme.palette.text.secondary).toBe(SCHEME_COLORS.light.textSecondary);
    expect(theme.breakpoints.values.lg).toBe(BREAKPOINTS.lg);
  });

  it('has every custom property the stylesheets use', () => {
    const defined = tokenNames();
    const files = stylesheets();
    expect(files.length).toBeGreaterThan(5);
    const unknown = files.flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/var\((--kp-[a-z0-9-]+)/g)]
        .map((match) => match[1] as string)
        .filter((name) => !defined.has(name))
        .map((name) => `${path.relative(SOURCE, file)}: ${name}`),
    );
    expect(unknown).toEqual([]);
  });

  it('lets the stylesheets switch layouts only at the breakpoints', () => {
    const widths = new Set(Object.values(BREAKPOINTS).flatMap((width) => [width, width - 0.05]));
    const stray = stylesheets().flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/@media[^{]*/g)]
        .flatMap((query) => [...query[0].matchAll(/(?:min|max)-width:\s*([\d.]+)px/g)])
        .map((match) => Number(match[1]))
        .filter((width) => !widths.has(width))
        .map((width) => `${path.relative(SOURCE, file)}: ${width}px`),
    );
    expect(stray).toEqual([]);
  });
});
