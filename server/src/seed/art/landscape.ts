import type { Landmark } from '../data/communes.ts';
import { LANDMARKS } from './landmarks.ts';
import { createRng, n, type Rng } from './prng.ts';
import { bandPath, heightAt, type Point, shade, smoothCurve, svgDocument } from './svg.ts';

const WIDTH = 1600;
const HEIGHT = 500;

const SKIES = [
  ['#6fa8dc', '#dcecf7'],
  ['#8bb8e0', '#f6e7cf'],
  ['#7d9fd0', '#f4d9b5'],
  ['#5f9fd6', '#e8f3f8'],
] as const;
const GREENS = ['#8dbb63', '#9cc46a', '#7eae59', '#a9c86e', '#86b65f'];
const CROPS = ['#e6cf5c', '#d8c17c', '#c9ad74', '#b9a06f', '#9fc56c', '#e9d98e'];
const TREE_GREENS = ['#4f7d3a', '#5c8a41', '#456f34', '#3f6a3a', '#66904a'];

/** Gentle hills: a point every `step` px around `base`, swinging by up to `swing`. */
export function ridge(rng: Rng, base: number, swing: number, step: number): Point[] {
  const points: Point[] = [];
  for (let x = -100; x <= WIDTH + 100; x += step) points.push([x, base + rng.range(-swing, swing)]);
  return points;
}

export function cloud(cx: number, cy: number, s: number, opacity = 0.92): string {
  const e = (dx: number, dy: number, rx: number, ry: number) =>
    `<ellipse cx="${n(cx + dx * s)}" cy="${n(cy + dy * s)}" rx="${n(rx * s)}" ry="${n(ry * s)}"/>`;
  return `<g fill="#ffffff" opacity="${opacity}">${e(0, 0, 62, 22)}${e(-44, 7, 40, 16)}${e(48, 6, 46, 17)}${e(8, -14, 36, 21)}${e(-16, -8, 28, 17)}</g>`;
}

export function tree(x: number, y: number, rng: Rng): string {
  const green = rng.pick(TREE_GREENS);
  const kind = rng.pick(['round', 'round', 'poplar', 'willow'] as const);
  const trunk = '#5b4636';
  if (kind === 'poplar') {
    const h = rng.range(46, 64);
    return `<rect x="${n(x - 1.5)}" y="${n(y - 8)}" width="3" height="12" fill="${trunk}"/><ellipse cx="${n(x)}" cy="${n(y - 8 - h / 2)}" rx="${n(h / 7)}" ry="${n(h / 2)}" fill="${green}"/>`;
  }
  if (kind === 'willow') {
    // Pollarded willows (Kopfweiden) line the ditches of the Lower Rhine.
    const blobs = [-9, -3, 4, 10]
      .map(
        (dx, i) => `<circle cx="${n(x + dx)}" cy="${n(y - 26 - (i % 2) * 6)}" r="${n(rng.range(7, 10))}"/>`,
      )
      .join('');
    return `<rect x="${n(x - 3)}" y="${n(y - 20)}" width="6" height="24" fill="${trunk}"/><g fill="${shade(green, 1.1)}">${blobs}</g>`;
  }
  const r = rng.range(12, 19);
  return `<rect x="${n(x - 2)}" y="${n(y - r)}" width="4" height="${n(r + 4)}" fill="${trunk}"/><circle cx="${n(x)}" cy="${n(y - r - r * 0.6)}" r="${n(r)}" fill="${green}"/><circle cx="${n(x - r * 0.3)}" cy="${n(y - r - r * 0.9)}" r="${n(r * 0.45)}" fill="${shade(green, 1.15)}"/>`;
}

export interface LandscapeOptions {
  name: string;
  landmarks: readonly Landmark[];
}

/** A wide Lower Rhine landscape for a commune's header: fields, tree rows and its landmarks. */
export function landscapeSvg(options: LandscapeOptions): string {
  const rng = createRng(`landscape:${options.name}`);
  const [skyTop, skyBottom] = rng.pick(SKIES);
  const sunX = rng.range(180, 1420);
  const sunY = rng.range(70, 130);

  const far = ridge(rng, 300, 14, 200);
  const horizon = ridge(rng, 338, 10, 160);
  const middle = ridge(rng, 396, 14, 200);
  const front = ridge(rng, 452, 10, 220);

  const parts: string[] = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>`,
    `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="150" fill="url(#glow)"/>`,
    `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="40" fill="#fff4c9"/>`,
  ];
  const cloudCount = rng.int(3, 5);
  for (let i = 0; i < cloudCount; i++) {
    const x = (WIDTH / cloudCount) * (i + rng.range(0.15, 0.85));
    parts.push(cloud(x, rng.range(60, 200), rng.range(0.7, 1.3)));
  }
  parts.push(`<path d="${bandPath(far, HEIGHT)}" fill="#b7cfbd"/>`);

  // Landmarks stand on the horizon ridge; their bases disappear behind it.
  const used: [number, number][] = [];
  const slot = WIDTH / (options.landmarks.length + 1);
  options.landmarks.forEach((landmark, i) => {
    const spec = LANDMARKS[landmark];
    const x = slot * (i + 1) + rng.range(-slot / 4, slot / 4) - spec.width / 4;
    const y = heightAt(horizon, x) + 6;
    parts.push(spec.draw(x, y, rng.range(0.9, 1.08), rng));
    used.push([x - spec.width / 2 - 20, x + spec.width + 10]);
  });

  parts.push(`<path d="${bandPath(horizon, HEIGHT)}" fill="${rng.pick(GREENS)}"/>`);
  for (let x = 20; x < WIDTH; x += rng.range(28, 70)) {
    if (used.some(([from, to]) => x > from && x < to) && rng.chance(0.85)) continue;
    if (rng.chance(0.18)) {
      x += rng.range(60, 140);
      continue;
    }
    parts.push(tree(x, heightAt(horizon, x) + 4, rng));
  }

  // Middle band: slanted field patches with crop rows.
  const patches: string[] = [];
  let left = -120;
  while (left < WIDTH + 100) {
    const width = rng.range(220, 420);
    const slant = rng.range(-80, 80);
    patches.push(
      `<polygon points="${n(left)},300 ${n(left + width)},300 ${n(left + width + slant)},${HEIGHT} ${n(left + slant)},${HEIGHT}" fill="${rng.pick(CROPS)}"/>`,
    );
    left += width;
  }
  parts.push(
    `<clipPath id="middle"><path d="${bandPath(middle, HEIGHT)}"/></clipPath>`,
    `<g clip-path="url(#middle)">${patches.join('')}<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#rows)"/></g>`,
    `<path d="${smoothCurve(middle)}" fill="none" stroke="#6f9b4c" stroke-width="5" opacity="0.7"/>`,
  );

  // A field path runs from the foreground towards the horizon.
  const pathBottom = rng.range(500, 1100);
  const pathTop = pathBottom + rng.range(-260, 260);
  const pathTopY = heightAt(middle, pathTop) + 4;
  parts.push(`<path d="${bandPath(front, HEIGHT)}" fill="${rng.pick(GREENS)}"/>`);
  parts.push(
    `<path d="M${n(pathBottom - 70)} ${HEIGHT} C${n(pathBottom - 40)} 460 ${n(pathTop - 20)} ${n(pathTopY + 30)} ${n(pathTop - 4)} ${n(pathTopY)} L${n(pathTop + 4)} ${n(pathTopY)} C${n(pathTop + 20)} ${n(pathTopY + 30)} ${n(pathBottom + 40)} 460 ${n(pathBottom + 70)} ${HEIGHT} Z" fill="#dccfae" opacity="0.9"/>`,
  );
  const flowers: string[] = [];
  for (let i = 0; i < 70; i++) {
    const x = rng.range(0, WIDTH);
    const y = rng.range(heightAt(front, x) + 8, HEIGHT - 2);
    flowers.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(rng.range(1.5, 3))}"/>`);
  }
  parts.push(`<g fill="#fff8e1" opacity="0.75">${flowers.join('')}</g>`);

  const names = options.landmarks.map((l) => LANDMARKS[l].label);
  const defs = [
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="0.75" stop-color="${skyBottom}"/></linearGradient>`,
    '<radialGradient id="glow"><stop offset="0" stop-color="#fff6d5" stop-opacity="0.9"/><stop offset="1" stop-color="#fff6d5" stop-opacity="0"/></radialGradient>',
    '<pattern id="rows" width="12" height="12" patternUnits="userSpaceOnUse" patternTransform="rotate(-8)"><rect width="12" height="3" fill="#3d3020" opacity="0.08"/></pattern>',
  ].join('');
  return svgDocument({
    width: WIDTH,
    height: HEIGHT,
    title: `Illustration: Felder und Baumreihen bei ${options.name} mit ${names.join(' und ')}`,
    defs,
    body: parts.join('\n'),
  });
}
