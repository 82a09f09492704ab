import { describe, expect, it } from 'vitest';
import { backofficeTheme } from './theme.ts';

/** WCAG 2.1 contrast of an rgba() text colour over white. */
function contrastOnWhite(colour: string): number {
  const [r, g, b, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
  const over = (channel: number) => (channel * a + 255 * (1 - a)) / 255;
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const luminance = 0.2126 * linear(over(r)) + 0.7152 * linear(over(g)) + 0.0722 * linear(over(b));
  return 1.05 / (luminance + 0.05);
}

describe('the back office theme', () => {
  // Before, an empty list (the audit log before its first entry) said so in react-admin's 'disabled'
  // grey, 2.7:1 on white (axe color-contrast, serious).
  it('writes an empty list’s message in a colour that reads at 4.5:1 or more', () => {
    const overrides = (backofficeTheme.components as Record<string, { styleOverrides?: { root?: object } }>)
      .RaEmpty?.styleOverrides?.root as Record<string, { color?: string }> | undefined;
    const colour = overrides?.['& .RaEmpty-message']?.color;
    expect(colour).toBeDefined();
    expect(contrastOnWhite(colour as string)).toBeGreaterThanOrEqual(4.5);
    expect(contrastOnWhite('rgba(0, 0, 0, 0.38)')).toBeLessThan(3);
  });
});
