import type { Landmark } from '../data/communes.ts';
import { n, type Rng } from './prng.ts';

/** Each landmark stands with its base at (x, y); `s` scales it. Bases sink into the hill drawn over them. */
type Draw = (x: number, y: number, s: number, rng: Rng) => string;

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;

const poly = (points: readonly (readonly [number, number])[], fill: string, extra = ''): string =>
  `<polygon points="${points.map(([px, py]) => `${n(px)},${n(py)}`).join(' ')}" fill="${fill}"${extra}/>`;

function crenellations(x: number, y: number, width: number, s: number, fill: string): string {
  const out: string[] = [];
  const step = 8 * s;
  for (let cx = x; cx + step / 2 <= x + width + 0.01; cx += step)
    out.push(rect(cx, y - 6 * s, step / 2, 6 * s, fill));
  return out.join('');
}

const church: Draw = (x, y, s) => {
  const wall = '#8d98a4';
  const roof = '#6d7886';
  const dark = '#5d6774';
  return [
    rect(x - 70 * s, y - 42 * s, 80 * s, 52 * s, wall),
    poly(
      [
        [x - 74 * s, y - 42 * s],
        [x - 30 * s, y - 68 * s],
        [x + 12 * s, y - 42 * s],
      ],
      roof,
    ),
    rect(x + 8 * s, y - 118 * s, 30 * s, 128 * s, wall),
    poly(
      [
        [x + 5 * s, y - 118 * s],
        [x + 23 * s, y - 188 * s],
        [x + 41 * s, y - 118 * s],
      ],
      roof,
    ),
    `<path d="M${n(x + 23 * s)} ${n(y - 188 * s)} V${n(y - 204 * s)} M${n(x + 17 * s)} ${n(y - 198 * s)} H${n(x + 29 * s)}" stroke="${dark}" stroke-width="${n(2.2 * s)}"/>`,
    `<circle cx="${n(x + 23 * s)}" cy="${n(y - 96 * s)}" r="${n(6 * s)}" fill="#e9edf0" opacity="0.8"/>`,
    rect(x + 19 * s, y - 78 * s, 8 * s, 16 * s, dark, ` rx="${n(4 * s)}"`),
    ...[0, 1, 2].map((i) =>
      rect(x - 60 * s + i * 22 * s, y - 32 * s, 8 * s, 16 * s, dark, ` rx="${n(4 * s)}"`),
    ),
  ].join('');
};

const windmill: Draw = (x, y, s, rng) => {
  const body = '#8b8178';
  const sail = '#efe9df';
  const hubY = y - 98 * s;
  const angle = rng.range(0, 90);
  const sails = [0, 90, 180, 270]
    .map(
      (a) =>
        `<g transform="rotate(${n(angle + a)} ${n(x)} ${n(hubY)})">${rect(x - 2 * s, hubY - 78 * s, 4 * s, 78 * s, '#5b524b')}${rect(x + 2 * s, hubY - 74 * s, 13 * s, 56 * s, sail, ` stroke="#7b726a" stroke-width="${n(0.8 * s)}"`)}</g>`,
    )
    .join('');
  return [
    poly(
      [
        [x - 24 * s, y + 10 * s],
        [x - 15 * s, y - 90 * s],
        [x + 15 * s, y - 90 * s],
        [x + 24 * s, y + 10 * s],
      ],
      body,
    ),
    `<path d="M${n(x - 18 * s)} ${n(y - 88 * s)} Q${n(x)} ${n(y - 118 * s)} ${n(x + 18 * s)} ${n(y - 88 * s)} Z" fill="#5f5750"/>`,
    rect(x - 6 * s, y - 18 * s, 12 * s, 20 * s, '#5b524b', ` rx="${n(6 * s)}"`),
    rect(x - 4 * s, y - 62 * s, 8 * s, 10 * s, '#5b524b'),
    sails,
    `<circle cx="${n(x)}" cy="${n(hubY)}" r="${n(4 * s)}" fill="#4b443e"/>`,
  ].join('');
};

function turbine(x: number, y: number, s: number, angle: number): string {
  const top = y - 150 * s;
  const blades = [0, 120, 240]
    .map(
      (a) =>
        `<path transform="rotate(${n(angle + a)} ${n(x)} ${n(top)})" d="M${n(x)} ${n(top)} L${n(x - 3.5 * s)} ${n(top - 10 * s)} L${n(x - 1.2 * s)} ${n(top - 76 * s)} L${n(x + 1.5 * s)} ${n(top - 76 * s)} L${n(x + 3 * s)} ${n(top - 8 * s)} Z"/>`,
    )
    .join('');
  return `<g fill="#f5f7f9" stroke="#aab5bf" stroke-width="${n(0.8 * s)}">${poly(
    [
      [x - 3.5 * s, y + 10 * s],
      [x - 1.6 * s, top],
      [x + 1.6 * s, top],
      [x + 3.5 * s, y + 10 * s],
    ],
    '#f5f7f9',
  )}${rect(x - 3 * s, top - 4 * s, 12 * s, 7 * s, '#f5f7f9', ` rx="${n(2 * s)}"`)}${blades}<circle cx="${n(x)}" cy="${n(top)}" r="${n(3 * s)}"/></g>`;
}

const windTurbines: Draw = (x, y, s, rng) =>
  [0, 1, 2].map((i) => turbine(x + i * 105 * s, y - i * 3, s * (1 - i * 0.16), rng.range(0, 120))).join('');

const castle: Draw = (x, y, s) => {
  const stone = '#9a8f87';
  const shadow = '#7d736c';
  const roof = '#5f6274';
  return [
    rect(x - 78 * s, y - 42 * s, 60 * s, 52 * s, shadow),
    crenellations(x - 78 * s, y - 42 * s, 60 * s, s, shadow),
    rect(x - 20 * s, y - 102 * s, 42 * s, 112 * s, stone),
    crenellations(x - 20 * s, y - 102 * s, 42 * s, s, stone),
    rect(x + 22 * s, y - 74 * s, 26 * s, 84 * s, shadow),
    poly(
      [
        [x + 18 * s, y - 74 * s],
        [x + 35 * s, y - 118 * s],
        [x + 52 * s, y - 74 * s],
      ],
      roof,
    ),
    `<path d="M${n(x - 8 * s)} ${n(y + 10 * s)} V${n(y - 20 * s)} A${n(9 * s)} ${n(9 * s)} 0 0 1 ${n(x + 10 * s)} ${n(y - 20 * s)} V${n(y + 10 * s)} Z" fill="#5c534d"/>`,
    rect(x - 4 * s, y - 76 * s, 8 * s, 14 * s, '#5c534d', ` rx="${n(4 * s)}"`),
    rect(x + 31 * s, y - 56 * s, 7 * s, 12 * s, '#5c534d', ` rx="${n(3.5 * s)}"`),
  ].join('');
};

const city: Draw = (x, y, s, rng) => {
  const tones = ['#8e9aa8', '#7f8b99', '#9ba6b2', '#75818f'];
  const out: string[] = [];
  let cursor = x - 170 * s;
  while (cursor < x + 170 * s) {
    const w = rng.range(22, 42) * s;
    const h = rng.range(40, 95) * s;
    out.push(rect(cursor, y - h, w, h + 10 * s, rng.pick(tones)));
    for (let wy = y - h + 8 * s; wy < y - 8 * s; wy += 12 * s) {
      out.push(rect(cursor + 5 * s, wy, w - 10 * s, 3 * s, '#dfe6ec', ' opacity="0.45"'));
    }
    cursor += w + 2 * s;
  }
  // A minster tower and a modern high-rise give the skyline its shape.
  out.push(
    rect(x - 40 * s, y - 150 * s, 26 * s, 160 * s, '#6f7b89'),
    poly(
      [
        [x - 43 * s, y - 150 * s],
        [x - 27 * s, y - 196 * s],
        [x - 11 * s, y - 150 * s],
      ],
      '#5f6a77',
    ),
    rect(x + 60 * s, y - 138 * s, 34 * s, 148 * s, '#8796a6'),
    rect(x + 66 * s, y - 130 * s, 22 * s, 120 * s, '#c9d4de', ' opacity="0.35"'),
  );
  return out.join('');
};

const headframe: Draw = (x, y, s) => {
  const steel = '#4f6b68';
  const hall = '#8a7f76';
  const stroke = `stroke="${steel}" stroke-width="${n(3.2 * s)}" stroke-linecap="round" fill="none"`;
  return [
    rect(x - 56 * s, y - 40 * s, 90 * s, 50 * s, hall),
    poly(
      [
        [x - 60 * s, y - 40 * s],
        [x - 11 * s, y - 58 * s],
        [x + 38 * s, y - 40 * s],
      ],
      '#6c625a',
    ),
    `<path ${stroke} d="M${n(x - 22 * s)} ${n(y - 40 * s)} L${n(x - 8 * s)} ${n(y - 150 * s)} M${n(x + 8 * s)} ${n(y - 40 * s)} L${n(x + 2 * s)} ${n(y - 150 * s)} M${n(x + 56 * s)} ${n(y + 6 * s)} L${n(x)} ${n(y - 140 * s)}"/>`,
    `<path stroke="${steel}" stroke-width="${n(1.6 * s)}" fill="none" d="M${n(x - 19 * s)} ${n(y - 64 * s)} L${n(x + 7 * s)} ${n(y - 64 * s)} M${n(x - 16 * s)} ${n(y - 90 * s)} L${n(x + 5 * s)} ${n(y - 90 * s)} M${n(x - 12 * s)} ${n(y - 118 * s)} L${n(x + 4 * s)} ${n(y - 118 * s)} M${n(x - 19 * s)} ${n(y - 64 * s)} L${n(x + 5 * s)} ${n(y - 90 * s)} M${n(x - 16 * s)} ${n(y - 90 * s)} L${n(x + 4 * s)} ${n(y - 118 * s)}"/>`,
    rect(x - 14 * s, y - 156 * s, 24 * s, 6 * s, steel),
    `<g fill="none" stroke="${steel}" stroke-width="${n(2.4 * s)}"><circle cx="${n(x - 8 * s)}" cy="${n(y - 164 * s)}" r="${n(9 * s)}"/><circle cx="${n(x + 5 * s)}" cy="${n(y - 164 * s)}" r="${n(9 * s)}"/></g>`,
  ].join('');
};

export const LANDMARKS: Record<Landmark, { draw: Draw; width: number; label: string }> = {
  church: { draw: church, width: 120, label: 'Kirche' },
  windmill: { draw: windmill, width: 160, label: 'Windmühle' },
  'wind-turbines': { draw: windTurbines, width: 300, label: 'Windrädern' },
  castle: { draw: castle, width: 140, label: 'Burg' },
  city: { draw: city, width: 360, label: 'Stadtsilhouette' },
  headframe: { draw: headframe, width: 130, label: 'Förderturm' },
};

export const drawCity = city;
export const drawTurbine = turbine;
