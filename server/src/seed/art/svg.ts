import { escapeXml, n } from './prng.ts';

/** Darkens (factor < 1) or lightens (factor > 1, towards white) a #rrggbb colour. */
export function shade(hex: string, factor: number): string {
  const rgb = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  const mixed = rgb.map((c) => (factor <= 1 ? c * factor : c + (255 - c) * (factor - 1)));
  return `#${mixed
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Relative luminance (WCAG), to put text in the colour that contrasts. */
export function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export type Point = readonly [number, number];

/** A smooth curve through the points (Catmull-Rom turned into cubic Béziers). */
export function smoothCurve(points: readonly Point[]): string {
  let d = `M${n(points[0][0])} ${n(points[0][1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)];
    const p1 = points[i];
    const p2 = points[i + 1];
    const p3 = points[Math.min(points.length - 1, i + 2)];
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d;
}

/** A band from a smooth top edge down to `bottom`, across the full width. */
export function bandPath(top: readonly Point[], bottom: number): string {
  const last = top[top.length - 1];
  return `${smoothCurve(top)} L${n(last[0])} ${n(bottom)} L${n(top[0][0])} ${n(bottom)} Z`;
}

/** Height along a smooth curve's control points, by linear interpolation (good enough to stand things on). */
export function heightAt(points: readonly Point[], x: number): number {
  for (let i = 0; i < points.length - 1; i++) {
    const [x1, y1] = points[i];
    const [x2, y2] = points[i + 1];
    if (x >= x1 && x <= x2) return y1 + ((y2 - y1) * (x - x1)) / (x2 - x1);
  }
  return points[points.length - 1][1];
}

/** The outer <svg> with an accessible name; `title` is read by screen readers. */
export function svgDocument(options: {
  width: number;
  height: number;
  viewBox?: string;
  title: string;
  body: string;
  defs?: string;
}): string {
  const viewBox = options.viewBox ?? `0 0 ${options.width} ${options.height}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${options.width}" height="${options.height}" viewBox="${viewBox}" role="img" aria-labelledby="title">`,
    `<title id="title">${escapeXml(options.title)}</title>`,
    options.defs ? `<defs>${options.defs}</defs>` : '',
    options.body,
    '</svg>',
  ]
    .filter((line) => line !== '')
    .join('\n')
    .concat('\n');
}
