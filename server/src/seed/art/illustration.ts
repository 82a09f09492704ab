import { drawTurbine } from './landmarks.ts';
import { cloud, tree } from './landscape.ts';
import { createRng, n, type Rng } from './prng.ts';
import { bandPath, heightAt, type Point, shade, smoothCurve, svgDocument } from './svg.ts';

/**
 * Content illustrations (16:9) for service pages, news, press, companies, the about page, FAQ and funding
 * topics. A motif is a scene; the file name seeds the variation, so two images of one motif differ.
 */
export const MOTIFS = [
  'substation',
  'power-lines',
  'solar-roof',
  'solar-park',
  'wind',
  'charging',
  'charging-hub',
  'ebus',
  'waterworks',
  'water-lab',
  'hydrant',
  'sewer',
  'heavy-rain',
  'streetlights',
  'fiber',
  'heat-network',
  'heat-pump',
  'district',
  'construction',
  'meeting',
  'map',
  'dashboard',
  'sensor',
  'pool',
  'running',
  'club',
  'event',
  'school',
  'office',
  'trees',
  'gas-pipe',
  'river',
  'checklist',
] as const;
export type Motif = (typeof MOTIFS)[number];

const W = 800;
const H = 450;
export const ILLUSTRATION_SIZE = { width: W, height: H } as const;
export const ILLUSTRATION_SMALL_SIZE = { width: 400, height: 225 } as const;

interface Ctx {
  rng: Rng;
  /** The small format leaves out clouds and fine detail to stay light. */
  small: boolean;
}
interface Scene {
  defs?: string;
  body: (string | false)[];
}

const SKIES = {
  day: ['#74b1e1', '#e6f2fa'],
  bright: ['#8cc6ea', '#f2f8ec'],
  warm: ['#f1c696', '#fdf0e1'],
  overcast: ['#9bb0c3', '#e1e8ee'],
  dusk: ['#22325c', '#f0a66d'],
  night: ['#121c3a', '#34497a'],
  teal: ['#2f8f9a', '#b8e3dc'],
} as const;
type Sky = keyof typeof SKIES;

const NEW_GREEN = '#0a6e3c';
const SKIN = ['#f3cdb1', '#e9bc9a', '#d49a72', '#b07a55', '#8a5a3c'];
const HAIR = ['#2a1c14', '#5b3b25', '#a87843', '#d4b06f', '#8e8e8e', '#1b1b1b'];
const SHIRTS = ['#0a6e3c', '#00486b', '#d9542c', '#f2c14e', '#574a86', '#2f6fa6', '#9a3b2f', '#44615a'];
const WALLS = ['#f3e3c3', '#e9d3c0', '#dfe7ef', '#f1dccb', '#e4ebd9', '#efe2cc'];
const ROOFS = ['#a8483a', '#7b4a3a', '#5b5f6b', '#9a5b3d'];

const grad = (id: string, top: string, bottom: string): string =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;

/** Without a fill the rectangle takes the one of its group. */
const rect = (x: number, y: number, w: number, h: number, fill = '', extra = ''): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${fill ? ` fill="${fill}"` : ''}${extra}/>`;

const poly = (points: readonly Point[], fill: string, extra = ''): string =>
  `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}"${extra}/>`;

const circle = (x: number, y: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}"${extra}/>`;

/** The sky's fill (its gradient comes from skyDefs in the scene's defs) and a few clouds. */
function sky(c: Ctx, kind: Sky, clouds = 2): string {
  const out = [`<rect width="${W}" height="${H}" fill="url(#sky)"/>`];
  if (!c.small && kind !== 'night' && kind !== 'dusk' && kind !== 'teal') {
    for (let i = 0; i < clouds; i++) {
      out.push(
        cloud((W / clouds) * (i + c.rng.range(0.2, 0.8)), c.rng.range(40, 110), c.rng.range(0.5, 0.8)),
      );
    }
  }
  return out.join('');
}

const skyDefs = (kind: Sky): string => grad('sky', SKIES[kind][0], SKIES[kind][1]);

function ridge(rng: Rng, base: number, swing: number, step = 160): Point[] {
  const points: Point[] = [];
  for (let x = -40; ; x += step) {
    points.push([x, base + rng.range(-swing, swing)]);
    if (x >= W) break;
  }
  return points;
}

function hill(c: Ctx, base: number, swing: number, fill: string): { svg: string; top: Point[] } {
  const top = ridge(c.rng, base, swing);
  return { svg: `<path d="${bandPath(top, H)}" fill="${fill}"/>`, top };
}

function treeRow(c: Ctx, top: readonly Point[], from: number, to: number, gap: [number, number]): string {
  const out: string[] = [];
  for (let x = from; x < to; x += c.rng.range(gap[0], gap[1])) out.push(tree(x, heightAt(top, x) + 4, c.rng));
  return out.join('');
}

function house(
  x: number,
  y: number,
  w: number,
  h: number,
  wall: string,
  roof: string,
  glow = '#cfe3f1',
): string {
  const roofH = w * 0.42;
  return [
    rect(x, y - h, w, h, wall),
    poly(
      [
        [x - 5, y - h],
        [x + w / 2, y - h - roofH],
        [x + w + 5, y - h],
      ],
      roof,
    ),
    rect(x + w * 0.16, y - h * 0.76, w * 0.22, h * 0.26, glow),
    rect(x + w * 0.62, y - h * 0.76, w * 0.22, h * 0.26, glow),
    rect(x + w * 0.4, y - h * 0.4, w * 0.2, h * 0.4, shade(wall, 0.6)),
  ].join('');
}

/** Rectangles as one path: many windows or modules cost a few bytes each. */
function rects(
  items: readonly (readonly [number, number, number, number])[],
  fill: string,
  extra = '',
): string {
  if (items.length === 0) return '';
  const d = items.map(([x, y, w, h]) => `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}z`).join('');
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}

function block(x: number, y: number, w: number, h: number, wall: string, glow = '#cfe3f1'): string {
  const cols = Math.max(2, Math.floor(w / 26));
  const rows = Math.max(1, Math.floor((h - 16) / 26));
  const cw = w / cols;
  const windows: [number, number, number, number][] = [];
  for (let r = 0; r < rows; r++) {
    for (let k = 0; k < cols; k++) windows.push([x + k * cw + cw * 0.25, y - h + 12 + r * 26, cw * 0.5, 14]);
  }
  return [
    rect(x, y - h, w, h, wall),
    rect(x - 3, y - h - 6, w + 6, 6, shade(wall, 0.7)),
    rects(windows, glow),
  ].join('');
}

/** A standing figure with its feet at (x, y). */
function person(c: Ctx, x: number, y: number, s: number, shirt?: string): string {
  const skin = c.rng.pick(SKIN);
  const hair = c.rng.pick(HAIR);
  const top = shirt ?? c.rng.pick(SHIRTS);
  return [
    rect(x - 8 * s, y - 30 * s, 7 * s, 30 * s, '#3b4350', ` rx="${n(2 * s)}"`),
    rect(x + 1 * s, y - 30 * s, 7 * s, 30 * s, '#3b4350', ` rx="${n(2 * s)}"`),
    rect(x - 12 * s, y - 62 * s, 24 * s, 36 * s, top, ` rx="${n(9 * s)}"`),
    circle(x, y - 72 * s, 10 * s, skin),
    `<path d="M${n(x - 10 * s)} ${n(y - 73 * s)} A${n(10 * s)} ${n(10 * s)} 0 0 1 ${n(x + 10 * s)} ${n(y - 73 * s)} Q${n(x)} ${n(y - 78 * s)} ${n(x - 10 * s)} ${n(y - 73 * s)} Z" fill="${hair}"/>`,
  ].join('');
}

/** Head and shoulders seen over a table edge at y. */
function seated(c: Ctx, x: number, y: number, s: number): string {
  return [
    `<path d="M${n(x - 24 * s)} ${n(y)} Q${n(x - 22 * s)} ${n(y - 34 * s)} ${n(x)} ${n(y - 36 * s)} Q${n(x + 22 * s)} ${n(y - 34 * s)} ${n(x + 24 * s)} ${n(y)} Z" fill="${c.rng.pick(SHIRTS)}"/>`,
    circle(x, y - 50 * s, 13 * s, c.rng.pick(SKIN)),
    `<path d="M${n(x - 13 * s)} ${n(y - 51 * s)} A${n(13 * s)} ${n(13 * s)} 0 0 1 ${n(x + 13 * s)} ${n(y - 51 * s)} Z" fill="${c.rng.pick(HAIR)}"/>`,
  ].join('');
}

function car(x: number, y: number, s: number, color: string): string {
  const p = (dx: number, dy: number) => `${n(x + dx * s)} ${n(y + dy * s)}`;
  return [
    `<path d="M${p(0, 0)} L${p(0, -30)} Q${p(4, -40)} ${p(28, -42)} L${p(64, -72)} Q${p(72, -78)} ${p(94, -78)} L${p(160, -78)} Q${p(182, -78)} ${p(198, -58)} L${p(214, -42)} Q${p(246, -38)} ${p(252, -26)} L${p(252, 0)} Z" fill="${color}"/>`,
    `<path d="M${p(76, -69)} L${p(124, -69)} L${p(124, -45)} L${p(52, -45)} Z M${p(134, -69)} L${p(170, -69)} Q${p(180, -69)} ${p(190, -57)} L${p(200, -45)} L${p(134, -45)} Z" fill="#cfe6f5"/>`,
    `<g fill="#2b2f33">${circle(x + 56 * s, y, 23 * s, '#2b2f33')}${circle(x + 198 * s, y, 23 * s, '#2b2f33')}</g>`,
    circle(x + 56 * s, y, 10 * s, '#b9c0c6'),
    circle(x + 198 * s, y, 10 * s, '#b9c0c6'),
  ].join('');
}

function chargingStation(x: number, y: number, s: number): string {
  return [
    rect(x, y - 130 * s, 50 * s, 130 * s, NEW_GREEN, ` rx="${n(8 * s)}"`),
    rect(x + 8 * s, y - 118 * s, 34 * s, 26 * s, '#d8f3e4', ` rx="${n(3 * s)}"`),
    `<path d="M${n(x + 28 * s)} ${n(y - 115 * s)} L${n(x + 19 * s)} ${n(y - 103 * s)} L${n(x + 26 * s)} ${n(y - 103 * s)} L${n(x + 22 * s)} ${n(y - 95 * s)} L${n(x + 33 * s)} ${n(y - 108 * s)} L${n(x + 26 * s)} ${n(y - 108 * s)} Z" fill="${NEW_GREEN}"/>`,
    rect(x - 5 * s, y - 8 * s, 60 * s, 8 * s, '#3a4046', ` rx="${n(2 * s)}"`),
  ].join('');
}

function pylon(x: number, y: number, s: number): string {
  const p = (dx: number, dy: number) => `${n(x + dx * s)} ${n(y - dy * s)}`;
  return `<path fill="none" stroke="#56636f" stroke-width="${n(2.2 * s)}" stroke-linejoin="round" d="M${p(-20, 0)} L${p(-5, 160)} L${p(0, 186)} L${p(5, 160)} L${p(20, 0)} M${p(-34, 146)} L${p(34, 146)} M${p(-46, 114)} L${p(46, 114)} M${p(-16, 40)} L${p(12, 80)} L${p(-10, 120)} M${p(16, 40)} L${p(-12, 80)} L${p(10, 120)}"/>`;
}

function cone(x: number, y: number, s: number): string {
  return [
    poly(
      [
        [x - 9 * s, y],
        [x - 3 * s, y - 28 * s],
        [x + 3 * s, y - 28 * s],
        [x + 9 * s, y],
      ],
      '#ef6c2c',
    ),
    rect(x - 6.5 * s, y - 17 * s, 13 * s, 5 * s, '#ffffff'),
    rect(x - 12 * s, y - 3 * s, 24 * s, 4 * s, '#c9531f'),
  ].join('');
}

function barrier(x: number, y: number, w: number): string {
  const stripes = Array.from({ length: Math.floor(w / 20) }, (_, i) =>
    i % 2 ? rect(x + i * 20, y - 40, 20, 12, '#d6322f') : '',
  ).join('');
  return [
    rect(x, y - 40, w, 12, '#ffffff'),
    stripes,
    rect(x + 6, y - 28, 5, 28, '#5b6570'),
    rect(x + w - 11, y - 28, 5, 28, '#5b6570'),
  ].join('');
}

function drop(x: number, y: number, s: number, fill: string): string {
  return `<path d="M${n(x)} ${n(y - 40 * s)} C${n(x + 8 * s)} ${n(y - 20 * s)} ${n(x + 24 * s)} ${n(y - 8 * s)} ${n(x + 24 * s)} ${n(y + 8 * s)} A${n(24 * s)} ${n(24 * s)} 0 0 1 ${n(x - 24 * s)} ${n(y + 8 * s)} C${n(x - 24 * s)} ${n(y - 8 * s)} ${n(x - 8 * s)} ${n(y - 20 * s)} ${n(x)} ${n(y - 40 * s)} Z" fill="${fill}"/>`;
}

function sun(x: number, y: number, r: number): string {
  return `${circle(x, y, r * 2.6, '#fff3c4', ' opacity="0.45"')}${circle(x, y, r, '#ffe27a')}`;
}

function soil(y: number): string {
  return `${rect(0, y, W, H - y, '#9c7a58')}${rect(0, y, W, 10, '#7fb058')}`;
}

function stones(c: Ctx, y1: number, y2: number, count: number): string {
  if (c.small) return '';
  return `<g fill="#5e4632" opacity="0.3">${Array.from({ length: count }, () => circle(c.rng.range(0, W), c.rng.range(y1, y2), c.rng.range(1.5, 4), '#5e4632')).join('')}</g>`;
}

function panelRows(
  x: number,
  y: number,
  cols: number,
  rows: number,
  pw: number,
  ph: number,
  skew: number,
): string {
  const d: string[] = [];
  for (let r = 0; r < rows; r++) {
    for (let k = 0; k < cols; k++) {
      const px = x + k * (pw + 3) + r * skew;
      const py = y + r * (ph + 3);
      d.push(`M${n(px)} ${n(py + ph)}h${n(pw)}l${n(skew)} ${n(-ph)}h${n(-pw)}z`);
    }
  }
  return `<path d="${d.join('')}" fill="#24456b" stroke="#9fb9d4" stroke-width="1"/>`;
}

const substation = (c: Ctx): Scene => {
  const tone = c.rng.pick(['day', 'bright', 'overcast'] as const);
  const back = hill(c, 250, 10, '#b7d2bd');
  const ground = 320;
  const units = [150, 330, 510].map((x) => {
    const fins = Array.from({ length: 7 }, (_, i) =>
      rect(x + 6 + i * 12, ground - 70, 5, 52, '#7a8794'),
    ).join('');
    const bushings = [20, 50, 80]
      .map((dx) =>
        [0, 1, 2, 3]
          .map((k) => `<ellipse cx="${x + dx}" cy="${ground - 100 - k * 8}" rx="7" ry="3" fill="#9b6a4f"/>`)
          .join(''),
      )
      .join('');
    return `${rect(x, ground - 95, 100, 95, '#8d99a6')}${fins}${rect(x - 4, ground - 98, 108, 6, '#6e7a86')}${bushings}`;
  });
  const gantry = [100, 300, 480, 660]
    .map(
      (x) =>
        `<path d="M${x} ${ground} V150 M${x + 40} ${ground} V150 M${x - 10} 150 H${x + 50}" stroke="#7d8893" stroke-width="4" fill="none"/>`,
    )
    .join('');
  const fence = Array.from({ length: 27 }, (_, i) => `M${i * 30 + 5} 410 V372`).join(' ');
  return {
    defs: skyDefs(tone),
    body: [
      sky(c, tone, 3),
      back.svg,
      treeRow(c, back.top, 20, W, [40, 90]),
      rect(0, ground, W, H - ground, '#cbc6b9'),
      gantry,
      `<path d="M0 170 Q200 190 400 168 T800 172 M0 200 Q200 220 400 196 T800 204" stroke="#4a5560" stroke-width="1.5" fill="none"/>`,
      units.join(''),
      `<path d="${fence} M0 376 H${W} M0 396 H${W}" stroke="#5b6570" stroke-width="2.5" fill="none"/>`,
    ],
  };
};

const powerLines = (c: Ctx): Scene => {
  const far = hill(c, 260, 12, '#b5d2b9');
  const near = hill(c, 330, 14, '#93c06b');
  const xs = [120, 420, 720];
  const bases = xs.map((x) => heightAt(near.top, x) + 8);
  const scales = [1.15, 1, 0.88];
  const wires: string[] = [];
  for (const [dx, dy] of [
    [-34, 146],
    [34, 146],
    [-46, 114],
    [46, 114],
  ]) {
    for (let i = 0; i < xs.length - 1; i++) {
      const x1 = xs[i] + dx * scales[i];
      const y1 = bases[i] - dy * scales[i];
      const x2 = xs[i + 1] + dx * scales[i + 1];
      const y2 = bases[i + 1] - dy * scales[i + 1];
      wires.push(`M${n(x1)} ${n(y1)} Q${n((x1 + x2) / 2)} ${n((y1 + y2) / 2 + 26)} ${n(x2)} ${n(y2)}`);
    }
  }
  return {
    defs: skyDefs('day'),
    body: [
      sky(c, 'day', 3),
      [0, 1, 2].map((i) => drawTurbine(460 + i * 90, 262, 0.38, c.rng.range(0, 120))).join(''),
      far.svg,
      near.svg,
      `<path d="${bandPath(ridge(c.rng, 400, 6), H)}" fill="#e2cf6e"/>`,
      !c.small &&
        `<g stroke="#c6b254" stroke-width="2">${Array.from({ length: 40 }, (_, i) => `<path d="M${i * 20} 410 l-8 40"/>`).join('')}</g>`,
      `<path fill="none" stroke="#4a5560" stroke-width="1.3" d="${wires.join(' ')}"/>`,
      xs.map((x, i) => pylon(x, bases[i], scales[i])).join(''),
    ],
  };
};

const solarRoof = (c: Ctx): Scene => {
  const ground = 360;
  const wall = c.rng.pick(['#e8d9c2', '#dfe3e6', '#eadfce']);
  return {
    defs: skyDefs('bright'),
    body: [
      sky(c, 'bright', 2),
      sun(660, 90, 34),
      hill(c, 300, 8, '#b9d7b4').svg,
      rect(90, ground - 150, 560, 150, wall),
      poly(
        [
          [70, ground - 150],
          [670, ground - 150],
          [600, ground - 240],
          [140, ground - 240],
        ],
        '#8b5a46',
      ),
      panelRows(160, ground - 232, 10, 3, 40, 22, -6),
      Array.from({ length: 8 }, (_, i) => rect(120 + i * 64, ground - 120, 34, 40, '#bcd7ea')).join(''),
      Array.from({ length: 8 }, (_, i) => rect(120 + i * 64, ground - 64, 34, 40, '#bcd7ea')).join(''),
      rect(330, ground - 64, 60, 64, shade(wall, 0.55)),
      rect(0, ground, W, H - ground, '#86b45c'),
      rect(0, ground + 30, W, 26, '#c9c2b2'),
      tree(40, ground + 4, c.rng),
      tree(720, ground + 4, c.rng),
      tree(760, ground + 6, c.rng),
    ],
  };
};

const solarPark = (c: Ctx): Scene => {
  const rows: string[] = [];
  for (let r = 0; r < 5; r++) {
    const y = 250 + r * 42;
    const ph = 18 + r * 3;
    const pw = 26 + r * 6;
    const count = Math.ceil(W / (pw + 3)) + 1;
    rows.push(panelRows(-20 + (r % 2) * 10, y, count, 1, pw, ph, 6 + r));
    rows.push(rect(0, y + ph + 1, W, 2, '#6b7a5a', ' opacity="0.5"'));
  }
  const sheep = c.small
    ? ''
    : Array.from({ length: 4 }, () => {
        const x = c.rng.range(60, 740);
        const y = c.rng.range(300, 440);
        return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="14" ry="9" fill="#f4f2ec"/>${circle(x + 13, y - 4, 5, '#3e3a36')}`;
      }).join('');
  return {
    defs: skyDefs('bright'),
    body: [
      sky(c, 'bright', 3),
      sun(140, 80, 30),
      hill(c, 215, 10, '#b9d3be').svg,
      rect(0, 236, W, H - 236, '#9cc46a'),
      rows.join(''),
      sheep,
    ],
  };
};

const wind = (c: Ctx): Scene => {
  const tone = c.rng.pick(['day', 'bright', 'warm'] as const);
  const far = hill(c, 300, 10, '#b7cfbd');
  const near = hill(c, 350, 12, '#8dbb63');
  const turbines = [0, 1, 2, 3]
    .map((i) => {
      const x = 130 + i * 180 + c.rng.range(-30, 30);
      const s = 1.25 - i * 0.12;
      return drawTurbine(x, heightAt(far.top, x) + 4, s, c.rng.range(0, 120));
    })
    .join('');
  return {
    defs: skyDefs(tone),
    body: [
      sky(c, tone, 3),
      turbines,
      far.svg,
      treeRow(c, far.top, 10, W, [50, 120]),
      near.svg,
      `<path d="${bandPath(ridge(c.rng, 415, 5), H)}" fill="#d8c17c"/>`,
    ],
  };
};

const charging = (c: Ctx): Scene => {
  const back = hill(c, 240, 10, '#b7d4bf');
  const road = 330;
  return {
    defs: skyDefs('day'),
    body: [
      sky(c, 'day', 3),
      back.svg,
      treeRow(c, back.top, 20, W, [50, 100]),
      rect(0, road - 24, W, 24, '#c8c3b4'),
      rect(0, road, W, H - road, '#5d646b'),
      `<path d="M0 ${road + 70} H${W}" stroke="#f1f1f1" stroke-width="5" stroke-dasharray="50 40"/>`,
      rect(560, road + 6, 110, 90, 'none', ' stroke="#ffffff" stroke-width="3"'),
      chargingStation(520, road - 10, 1),
      `<path d="M520 ${road - 70} C470 ${road - 60} 490 ${road} 430 ${road - 30}" fill="none" stroke="#26292c" stroke-width="5" stroke-linecap="round"/>`,
      car(170, road + 50, 1.05, c.rng.pick(['#2f6fa6', '#d9542c', '#ececec', '#44615a'])),
    ],
  };
};

const chargingHub = (c: Ctx): Scene => {
  const tone = c.rng.pick(['day', 'warm'] as const);
  const ground = 330;
  const colors = ['#2f6fa6', '#d9542c', '#e9e9e9', '#44615a', '#f2c14e'];
  return {
    defs: skyDefs(tone),
    body: [
      sky(c, tone, 2),
      hill(c, 250, 8, '#b7d4bf').svg,
      block(560, 250, 200, 110, '#d9d2c5'),
      rect(0, 250, W, H - 250, '#6a7179'),
      // Canopy with modules on its roof.
      rect(40, 150, 480, 14, '#4a5560'),
      panelRows(44, 128, 12, 1, 36, 20, 4),
      [70, 250, 430].map((x) => rect(x, 164, 10, ground - 164, '#4a5560')).join(''),
      [110, 290, 470].map((x) => chargingStation(x, ground - 4, 0.7)).join(''),
      car(130, 410, 0.6, c.rng.pick(colors)),
      car(310, 410, 0.6, c.rng.pick(colors)),
      `<path d="M0 ${ground + 8} H${W}" stroke="#ffffff" stroke-width="3" opacity="0.6"/>`,
      !c.small &&
        [160, 340, 520]
          .map((x) => `<path d="M${x} 340 V440" stroke="#ffffff" stroke-width="3" opacity="0.6"/>`)
          .join(''),
    ],
  };
};

function bike(x: number, y: number, s: number, color: string): string {
  const p = (dx: number, dy: number) => `${n(x + dx * s)} ${n(y + dy * s)}`;
  return `<g fill="none" stroke="${color}" stroke-width="${n(3 * s)}"><circle cx="${n(x)}" cy="${n(y)}" r="${n(16 * s)}"/><circle cx="${n(x + 52 * s)}" cy="${n(y)}" r="${n(16 * s)}"/><path d="M${p(0, 0)} L${p(20, -26)} L${p(44, -26)} L${p(52, 0)} M${p(20, -26)} L${p(26, 0)} L${p(44, -26)} M${p(18, -32)} L${p(26, -32)} M${p(44, -26)} L${p(42, -36)} L${p(50, -38)}"/></g>`;
}

const ebus = (c: Ctx): Scene => {
  const tone = c.rng.pick(['day', 'overcast'] as const);
  const road = 340;
  const back = hill(c, 230, 8, '#b9d3be');
  const windows = Array.from({ length: 7 }, (_, i) =>
    rect(150 + i * 58, road - 108, 46, 40, '#cfe6f5', ' rx="4"'),
  ).join('');
  return {
    defs: skyDefs(tone),
    body: [
      sky(c, tone, 3),
      back.svg,
      `<g fill="#9aa6b2">${block(20, 260, 90, 80, '#c9ced3')}${block(640, 260, 140, 110, '#d8d0c4')}</g>`,
      treeRow(c, back.top, 120, 620, [60, 110]),
      rect(0, road - 18, W, 18, '#c8c3b4'),
      rect(0, road, W, H - road, '#5d646b'),
      `<path d="M0 ${road + 70} H${W}" stroke="#f1f1f1" stroke-width="5" stroke-dasharray="50 40"/>`,
      rect(120, road - 130, 440, 120, NEW_GREEN, ' rx="18"'),
      rect(120, road - 60, 440, 10, '#ffffff', ' opacity="0.8"'),
      windows,
      rect(530, road - 112, 26, 60, '#cfe6f5', ' rx="4"'),
      rect(250, road - 144, 140, 14, '#3a4046', ' rx="4"'),
      circle(200, road - 8, 22, '#2b2f33'),
      circle(470, road - 8, 22, '#2b2f33'),
      circle(200, road - 8, 9, '#b9c0c6'),
      circle(470, road - 8, 9, '#b9c0c6'),
      rect(620, road - 150, 8, 150, '#56636f'),
      rect(606, road - 178, 36, 36, '#f2c14e', ' rx="18"'),
      `<text x="624" y="${road - 154}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="20" fill="#2b2f33">H</text>`,
      bike(660, road - 4, 0.9, '#2f6fa6'),
      bike(720, road - 4, 0.9, '#d9542c'),
    ],
  };
};

const waterworks = (c: Ctx): Scene => {
  const back = hill(c, 240, 10, '#b6d3c0');
  const towerX = 160;
  const base = 320;
  return {
    defs: `${skyDefs('day')}${grad('water', '#3f94cf', '#1d5f9a')}`,
    body: [
      sky(c, 'day', 3),
      back.svg,
      treeRow(c, back.top, 300, W, [40, 90]),
      rect(towerX - 18, base - 150, 36, 150, '#b0603f'),
      rect(towerX - 44, base - 196, 88, 50, '#c06c48', ' rx="8"'),
      `<path d="M${towerX - 50} ${base - 196} Q${towerX} ${base - 236} ${towerX + 50} ${base - 196} Z" fill="#5c6f7d"/>`,
      rect(0, base, W, H - base, '#93c06b'),
      [300, 520]
        .map(
          (x) =>
            `${rect(x, base + 20, 190, 70, '#b8c2ca', ' rx="6"')}${rect(x + 8, base + 28, 174, 54, 'url(#water)', ' rx="4"')}`,
        )
        .join(''),
      !c.small &&
        [300, 520]
          .map(
            (x) =>
              `<path d="M${x + 20} ${base + 50} q20 -8 40 0 t40 0 t40 0 t40 0" stroke="#d9f0ff" stroke-width="2" fill="none"/>`,
          )
          .join(''),
      block(330, base - 10, 200, 90, '#e3ddd2'),
      drop(700, 200, 1.4, '#3f94cf'),
      `<path d="M685 214 A22 22 0 0 0 702 230" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.7"/>`,
    ],
  };
};

function flask(x: number, y: number, s: number, liquid: string): string {
  const p = (dx: number, dy: number) => `${n(x + dx * s)} ${n(y + dy * s)}`;
  return [
    `<path d="M${p(-8, -90)} L${p(-8, -54)} L${p(-40, 0)} L${p(40, 0)} L${p(8, -54)} L${p(8, -90)} Z" fill="#eef6fb" stroke="#8ca3b5" stroke-width="${n(2.5 * s)}"/>`,
    `<path d="M${p(-22, -30)} L${p(-38, -2)} L${p(38, -2)} L${p(22, -30)} Z" fill="${liquid}"/>`,
    `<rect x="${n(x - 11 * s)}" y="${n(y - 96 * s)}" width="${n(22 * s)}" height="${n(8 * s)}" rx="${n(3 * s)}" fill="#8ca3b5"/>`,
  ].join('');
}

const waterLab = (c: Ctx): Scene => {
  const bench = 330;
  const tubes = Array.from({ length: 6 }, (_, i) => {
    const x = 470 + i * 26;
    const fill = c.rng.pick(['#7cc0ec', '#a7d8f5', '#3f94cf']);
    return `${rect(x, bench - 96, 14, 70, '#eef6fb', ' stroke="#8ca3b5" stroke-width="2" rx="7"')}${rect(x + 2, bench - 62, 10, 34, fill, ' rx="5"')}`;
  }).join('');
  return {
    defs: grad('sky', '#e8f1f6', '#d2e2ec'),
    body: [
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
      rect(60, 50, 300, 170, '#ffffff', ' rx="8" stroke="#b8c9d6" stroke-width="3"'),
      `<path d="M90 190 L150 140 L200 160 L260 100 L330 120" fill="none" stroke="${NEW_GREEN}" stroke-width="5" stroke-linejoin="round"/>`,
      `<path d="M90 200 H330" stroke="#b8c9d6" stroke-width="2"/>`,
      rect(0, bench, W, 22, '#7a8c99'),
      rect(0, bench + 22, W, H - bench - 22, '#c3d0d9'),
      flask(180, bench, 1.2, '#7cc0ec'),
      flask(320, bench, 0.9, '#3f94cf'),
      rect(456, bench - 30, 190, 30, '#8ca3b5', ' rx="4"'),
      tubes,
      drop(700, 170, 1.6, '#3f94cf'),
      `<path d="M684 182 L697 196 L720 166" stroke="#ffffff" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    ],
  };
};

const hydrant = (c: Ctx): Scene => {
  const walk = 330;
  const hx = 520;
  const spray = c.small
    ? ''
    : `<path d="M${hx + 34} ${walk - 86} Q${hx + 140} ${walk - 170} ${hx + 240} ${walk - 40}" stroke="#7cc0ec" stroke-width="9" fill="none" stroke-linecap="round" opacity="0.8"/>${Array.from({ length: 14 }, () => circle(c.rng.range(hx + 150, hx + 270), c.rng.range(walk - 110, walk - 20), c.rng.range(2, 5), '#a7d8f5')).join('')}`;
  return {
    defs: skyDefs('day'),
    body: [
      sky(c, 'day', 2),
      Array.from({ length: 5 }, (_, i) =>
        house(20 + i * 150, 280, 110, c.rng.range(80, 110), c.rng.pick(WALLS), c.rng.pick(ROOFS)),
      ).join(''),
      rect(0, 280, W, 50, '#d7d2c5'),
      rect(0, walk, W, H - walk, '#5d646b'),
      rect(0, walk, W, 8, '#9fa4a8'),
      rect(hx - 22, walk - 110, 44, 100, '#d6322f', ' rx="10"'),
      rect(hx - 30, walk - 120, 60, 16, '#b12724', ' rx="6"'),
      rect(hx - 36, walk - 80, 72, 16, '#b12724', ' rx="6"'),
      rect(hx - 30, walk - 14, 60, 14, '#8e1f1c'),
      spray,
      rect(60, walk + 30, 250, 80, '#d6322f', ' rx="8"'),
      rect(230, walk + 40, 70, 34, '#cfe6f5', ' rx="4"'),
      rect(80, walk + 20, 130, 10, '#b9c0c6'),
      circle(110, walk + 110, 18, '#2b2f33'),
      circle(260, walk + 110, 18, '#2b2f33'),
    ],
  };
};

const sewer = (c: Ctx): Scene => {
  const street = 170;
  return {
    defs: skyDefs('overcast'),
    body: [
      sky(c, 'overcast', 3),
      Array.from({ length: 5 }, (_, i) =>
        house(30 + i * 160, street, 100, c.rng.range(60, 85), c.rng.pick(WALLS), c.rng.pick(ROOFS)),
      ).join(''),
      rect(0, street, W, H - street, '#a88562'),
      stones(c, street + 30, H, 40),
      rect(0, street, W, 16, '#5f6770'),
      `<path fill="none" stroke="#9aa3ab" stroke-width="10" d="${[80, 240, 400, 560, 720].map((x) => `M${x} ${street + 16} C${x} 240 ${x + 40} 300 ${x + 80} 306`).join(' ')}"/>`,
      rect(-10, 290, W + 20, 70, '#a5acb3', ' rx="10"'),
      rect(-10, 300, W + 20, 50, '#4b545c'),
      rect(-10, 330, W + 20, 20, '#3f86b8'),
      rect(430, street, 50, 130, '#8a939b'),
      rect(440, street, 30, 130, '#3d454c'),
      rect(422, street - 4, 66, 8, '#2f353a', ' rx="3"'),
      `<g stroke="#c3cad0" stroke-width="3">${[0, 1, 2, 3, 4].map((i) => `<path d="M445 ${street + 20 + i * 20} H465"/>`).join('')}</g>`,
    ],
  };
};

const heavyRain = (c: Ctx): Scene => {
  const street = 330;
  const rain = Array.from(
    { length: c.small ? 40 : 110 },
    () => `M${n(c.rng.range(0, W))} ${n(c.rng.range(0, 300))} l-5 14`,
  ).join(' ');
  return {
    defs: `${skyDefs('overcast')}${grad('flood', '#6f9fc4', '#3f6f95')}`,
    body: [
      sky(c, 'overcast', 4),
      `<g fill="#7d8a98" opacity="0.7">${cloud(200, 50, 1.2)}${cloud(560, 60, 1.4)}</g>`,
      Array.from({ length: 5 }, (_, i) =>
        house(20 + i * 160, street - 20, 110, c.rng.range(80, 110), c.rng.pick(WALLS), c.rng.pick(ROOFS)),
      ).join(''),
      rect(0, street - 20, W, 20, '#bdb7a8'),
      rect(0, street, W, H - street, '#5d646b'),
      `<path d="${bandPath(ridge(c.rng, street + 40, 6, 100), H)}" fill="url(#flood)" opacity="0.85"/>`,
      !c.small &&
        `<g fill="none" stroke="#d3e6f4" stroke-width="2" opacity="0.7">${Array.from({ length: 8 }, () => `<ellipse cx="${n(c.rng.range(40, 760))}" cy="${n(c.rng.range(380, 440))}" rx="${n(c.rng.range(10, 24))}" ry="4"/>`).join('')}</g>`,
      rect(360, street + 20, 80, 14, '#2f353a', ' rx="3"'),
      `<path d="${rain}" stroke="#4f6f8e" stroke-width="2" stroke-linecap="round" opacity="0.7"/>`,
    ],
  };
};

const streetlights = (c: Ctx): Scene => {
  const horizon = 270;
  const lamps: string[] = [];
  const glow: string[] = [];
  for (let i = 0; i < 4; i++) {
    const t = i / 3;
    const x = 90 + t * 600;
    const base = H - 20 - t * 110;
    const s = 1.1 - t * 0.5;
    const top = base - 220 * s;
    glow.push(
      poly(
        [
          [x + 40 * s, top + 8 * s],
          [x - 40 * s, base + 6],
          [x + 130 * s, base + 6],
        ],
        'url(#cone)',
      ),
    );
    lamps.push(
      `<path d="M${n(x)} ${n(base)} V${n(top)} Q${n(x)} ${n(top - 10 * s)} ${n(x + 14 * s)} ${n(top - 6 * s)} L${n(x + 40 * s)} ${n(top)}" fill="none" stroke="#2b3242" stroke-width="${n(6 * s)}" stroke-linecap="round"/>`,
      rect(x + 26 * s, top - 2 * s, 30 * s, 9 * s, '#2b3242', ` rx="${n(4 * s)}"`),
      rect(x + 29 * s, top + 5 * s, 24 * s, 4 * s, '#fff2b0'),
    );
  }
  const stars = c.small
    ? ''
    : `<g fill="#ffffff" opacity="0.7">${Array.from({ length: 30 }, () => circle(c.rng.range(0, W), c.rng.range(10, 150), c.rng.range(0.6, 1.6), '#ffffff')).join('')}</g>`;
  return {
    defs: `${skyDefs('dusk')}<linearGradient id="cone" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff1a8" stop-opacity="0.55"/><stop offset="1" stop-color="#fff1a8" stop-opacity="0.05"/></linearGradient>`,
    body: [
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
      stars,
      `<g fill="#3a3f5c">${Array.from({ length: 12 }, (_, i) => rect(i * 70, horizon - c.rng.range(30, 80), 62, 90)).join('')}</g>`,
      rect(0, horizon, W, H - horizon, '#2f3a3a'),
      poly(
        [
          [0, H],
          [W, H],
          [W, horizon + 14],
          [680, horizon],
          [0, horizon + 70],
        ],
        '#4a4f5a',
      ),
      glow.join(''),
      lamps.join(''),
    ],
  };
};

const fiber = (c: Ctx): Scene => {
  const ground = 230;
  const colors = ['#ef6c2c', '#2f6fa6', '#0a6e3c', '#f2c14e', '#9a3b2f', '#8e8e8e'];
  const ducts = colors
    .map((col, i) =>
      circle(240 + (i % 3) * 34, 330 + Math.floor(i / 3) * 34, 14, col, ' stroke="#ffffff" stroke-width="2"'),
    )
    .join('');
  const drops = [90, 260, 430, 600]
    .map(
      (x, i) =>
        `<path d="M${x + 50} ${ground + 6} C${x + 50} 300 ${x + 80} 320 ${i < 2 ? 230 : 340} 340" stroke="${colors[i]}" stroke-width="5" fill="none"/>`,
    )
    .join('');
  return {
    defs: skyDefs('day'),
    body: [
      sky(c, 'day', 3),
      [60, 230, 400, 570]
        .map((x) => house(x, ground, 100, c.rng.range(70, 95), c.rng.pick(WALLS), c.rng.pick(ROOFS)))
        .join(''),
      soil(ground),
      stones(c, ground + 20, H, 40),
      drops,
      rect(210, 300, 124, 80, '#6f543e', ' rx="10" opacity="0.5"'),
      ducts,
      `<g transform="translate(690 360)">${circle(0, 0, 60, '#b07a4a')}${circle(0, 0, 48, '#2f6fa6')}${circle(0, 0, 16, '#7d5d42')}<path d="M-60 0 H60 M0 -60 V60" stroke="#7d5d42" stroke-width="4"/></g>`,
    ],
  };
};

const heatNetwork = (c: Ctx): Scene => {
  const tone = c.rng.pick(['warm', 'day'] as const);
  const ground = 260;
  const houses: string[] = [];
  const pipes: string[] = [];
  for (let i = 0; i < 4; i++) {
    const x = 250 + i * 140 + c.rng.range(-6, 6);
    houses.push(house(x, ground, 100, c.rng.range(70, 95), c.rng.pick(WALLS), c.rng.pick(ROOFS), '#ffd77a'));
    pipes.push(`M${x + 44} ${ground} V338 M${x + 56} ${ground} V362`);
  }
  return {
    defs: `${skyDefs(tone)}`,
    body: [
      sky(c, tone, 2),
      hill(c, 210, 8, '#e5c9a4').svg,
      rect(40, ground - 130, 150, 130, '#c9c2b8'),
      rect(140, ground - 230, 26, 100, '#8a8f95'),
      !c.small && `<g fill="#ffffff" opacity="0.7">${cloud(170, 14, 0.4)}</g>`,
      houses.join(''),
      soil(ground),
      stones(c, ground + 20, H, 30),
      `<path fill="none" stroke-width="8" d="${pipes.join(' ')}" stroke="#d9542c"/>`,
      rect(100, 330, W, 16, '#d9542c', ' rx="8"'),
      rect(100, 354, W, 16, '#2f6fa6', ' rx="8"'),
      `<path d="M100 ${ground} V338 M130 ${ground} V362" stroke="#8a8f95" stroke-width="10"/>`,
    ],
  };
};

const heatPump = (c: Ctx): Scene => {
  const tone = c.rng.pick(['bright', 'warm'] as const);
  const ground = 350;
  const wall = c.rng.pick(WALLS);
  const fan = circle(580, ground - 48, 30, '#5b6570');
  return {
    defs: skyDefs(tone),
    body: [
      sky(c, tone, 2),
      hill(c, 300, 8, '#b9d7b4').svg,
      house(170, ground, 300, 200, wall, c.rng.pick(ROOFS), '#ffe3a0'),
      panelRows(250, ground - 300, 4, 2, 30, 18, -4),
      rect(0, ground, W, H - ground, '#86b45c'),
      rect(520, ground - 100, 120, 100, '#eef1f3', ' rx="8" stroke="#aab5bf" stroke-width="3"'),
      fan,
      `<path d="M580 ${ground - 78} V${ground - 18} M550 ${ground - 48} H610 M559 ${ground - 69} L601 ${ground - 27} M601 ${ground - 69} L559 ${ground - 27}" stroke="#aab5bf" stroke-width="3"/>`,
      `<path d="M520 ${ground - 60} H470" stroke="#d9542c" stroke-width="6"/>`,
      !c.small &&
        `<path d="M680 ${ground - 140} q10 -14 0 -28 q-10 -14 0 -28 M710 ${ground - 130} q10 -14 0 -28 q-10 -14 0 -28" stroke="#e8743b" stroke-width="4" fill="none" stroke-linecap="round"/>`,
      tree(90, ground + 4, c.rng),
    ],
  };
};

const district = (c: Ctx): Scene => {
  const tone = c.rng.pick(['bright', 'day'] as const);
  const ground = 340;
  const walls = ['#e9dcc9', '#dfe7ef', '#f1dccb', '#e4ebd9'];
  const buildings = [30, 190, 350, 510, 650]
    .map((x, i) =>
      block(
        x,
        ground - (i % 2) * 10,
        c.rng.range(110, 130),
        c.rng.range(130, 200),
        c.rng.pick(walls),
        '#cfe3f1',
      ),
    )
    .join('');
  return {
    defs: skyDefs(tone),
    body: [
      sky(c, tone, 3),
      hill(c, 230, 8, '#b9d3be').svg,
      buildings,
      panelRows(200, 150, 3, 1, 30, 12, 4),
      rect(0, ground, W, H - ground, '#8dc063'),
      `<path d="M0 ${ground + 50} C200 ${ground + 30} 500 ${ground + 80} ${W} ${ground + 40}" stroke="#e0d6c0" stroke-width="16" fill="none"/>`,
      Array.from({ length: 7 }, (_, i) => tree(40 + i * 115 + c.rng.range(-10, 10), ground + 20, c.rng)).join(
        '',
      ),
      !c.small && Array.from({ length: 3 }, (_, i) => person(c, 260 + i * 140, ground + 80, 0.7)).join(''),
    ],
  };
};

function excavator(x: number, y: number, s: number): string {
  const p = (dx: number, dy: number) => `${n(x + dx * s)} ${n(y + dy * s)}`;
  return [
    rect(x - 10 * s, y - 24 * s, 150 * s, 24 * s, '#3a4046', ` rx="${n(12 * s)}"`),
    rect(x, y - 80 * s, 120 * s, 56 * s, '#f2b705', ` rx="${n(6 * s)}"`),
    rect(x + 70 * s, y - 130 * s, 50 * s, 50 * s, '#f2b705', ` rx="${n(4 * s)}"`),
    rect(x + 78 * s, y - 122 * s, 34 * s, 30 * s, '#cfe6f5'),
    `<path d="M${p(20, -70)} L${p(-60, -150)} L${p(-120, -60)}" fill="none" stroke="#e0a800" stroke-width="${n(16 * s)}" stroke-linejoin="round"/>`,
    `<path d="M${p(-130, -70)} L${p(-100, -40)} L${p(-140, -30)} Z" fill="#5b6570"/>`,
  ].join('');
}

const construction = (c: Ctx): Scene => {
  const tone = c.rng.pick(['day', 'overcast'] as const);
  const ground = 300;
  return {
    defs: skyDefs(tone),
    body: [
      sky(c, tone, 3),
      Array.from({ length: 5 }, (_, i) =>
        house(30 + i * 160, 250, 100, c.rng.range(70, 95), c.rng.pick(WALLS), c.rng.pick(ROOFS)),
      ).join(''),
      rect(0, 250, W, 50, '#d7d2c5'),
      rect(0, ground, W, H - ground, '#5d646b'),
      rect(140, ground + 20, 420, 130, '#9c7a58'),
      stones(c, ground + 30, H, 20),
      rect(180, ground + 90, 340, 26, c.rng.pick(['#f2c500', '#2f6fa6', '#d9542c', '#ef6c2c']), ' rx="13"'),
      excavator(600, ground + 40, 0.9),
      barrier(40, ground + 20, 100),
      [160, 260, 360, 460, 560].map((x) => cone(x, ground + 18, 1)).join(''),
      !c.small && person(c, 110, ground + 140, 1, '#ef6c2c'),
    ],
  };
};

const meeting = (c: Ctx): Scene => {
  const table = 330;
  const bars = Array.from({ length: 5 }, (_, i) => {
    const h = c.rng.range(30, 110);
    return rect(280 + i * 50, 210 - h, 30, h, i === 4 ? NEW_GREEN : '#7fb9a0');
  }).join('');
  return {
    defs: grad('sky', '#eef1ec', '#dfe5df'),
    body: [
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
      rect(250, 50, 300, 180, '#ffffff', ' rx="6" stroke="#9aa6b2" stroke-width="4"'),
      bars,
      rect(630, 60, 120, 170, '#cfe3f1', ' stroke="#9aa6b2" stroke-width="4"'),
      !c.small &&
        `<g stroke="#9aa6b2" stroke-width="3">${rect(690, 60, 2, 170, '#9aa6b2')}${rect(630, 140, 120, 2, '#9aa6b2')}</g>`,
      [120, 230, 570, 680].map((x) => seated(c, x, table, 1.1)).join(''),
      `<ellipse cx="400" cy="${table + 30}" rx="380" ry="50" fill="#a0785a"/>`,
      `<ellipse cx="400" cy="${table + 24}" rx="370" ry="44" fill="#b98c68"/>`,
      rect(200, table + 4, 70, 40, '#ffffff', ' transform="skewX(-20)" opacity="0.9"'),
      rect(560, table + 6, 60, 34, '#2b3242', ' rx="3"'),
      circle(460, table + 20, 12, '#ffffff'),
      seated(c, 400, table - 30, 0.9),
    ],
  };
};

const map = (c: Ctx): Scene => {
  const zones = Array.from({ length: 6 }, (_, i) => {
    const cx = 120 + (i % 3) * 260 + c.rng.range(-30, 30);
    const cy = 130 + Math.floor(i / 3) * 190 + c.rng.range(-20, 20);
    const pts: Point[] = Array.from({ length: 6 }, (_, k) => {
      const a = (k / 6) * Math.PI * 2;
      const r = c.rng.range(60, 95);
      return [cx + Math.cos(a) * r, cy + Math.sin(a) * r * 0.7];
    });
    return poly(
      pts,
      c.rng.pick(['#f6c9a2', '#f3e1a0', '#c9e3b5', '#f0b39a']),
      ' opacity="0.75" stroke="#ffffff" stroke-width="2"',
    );
  }).join('');
  const river = smoothCurve([
    [-20, 80],
    [200, 140],
    [380, 120],
    [560, 230],
    [820, 260],
  ]);
  const pins = Array.from({ length: 5 }, () => {
    const x = c.rng.range(80, 720);
    const y = c.rng.range(90, 380);
    return `<path d="M${n(x)} ${n(y)} C${n(x - 22)} ${n(y - 28)} ${n(x - 16)} ${n(y - 52)} ${n(x)} ${n(y - 52)} C${n(x + 16)} ${n(y - 52)} ${n(x + 22)} ${n(y - 28)} ${n(x)} ${n(y)} Z" fill="${NEW_GREEN}"/>${circle(x, y - 34, 7, '#ffffff')}`;
  }).join('');
  return {
    defs: grad('sky', '#f4f1e8', '#ece7da'),
    body: [
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
      zones,
      `<path d="${river}" stroke="#7cb7e0" stroke-width="14" fill="none"/>`,
      `<path d="M0 300 L260 270 L420 330 L800 300 M300 0 L330 200 L300 450 M560 0 L600 180 L680 450" stroke="#ffffff" stroke-width="9" fill="none"/>`,
      `<path d="M0 300 L260 270 L420 330 L800 300 M300 0 L330 200 L300 450 M560 0 L600 180 L680 450" stroke="#b9b2a2" stroke-width="2" fill="none"/>`,
      pins,
      rect(20, 380, 150, 50, '#ffffff', ' rx="6" opacity="0.9"'),
      `<path d="M35 410 H155" stroke="#2b3242" stroke-width="3"/><path d="M35 404 V416 M95 404 V416 M155 404 V416" stroke="#2b3242" stroke-width="2"/>`,
    ],
  };
};

const dashboard = (c: Ctx): Scene => {
  const line: Point[] = Array.from(
    { length: 9 },
    (_, i) => [220 + i * 45, 230 - i * 8 - c.rng.range(0, 40)] as Point,
  );
  return {
    defs: grad('sky', '#e9eef2', '#d9e1e8'),
    body: [
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
      rect(0, 360, W, H - 360, '#b98c68'),
      rect(180, 40, 440, 280, '#2b3242', ' rx="14"'),
      rect(196, 56, 408, 248, '#ffffff', ' rx="4"'),
      `<path d="${smoothCurve(line)}" stroke="${NEW_GREEN}" stroke-width="5" fill="none"/>`,
      Array.from({ length: 6 }, (_, i) => {
        const h = c.rng.range(20, 70);
        return rect(230 + i * 60, 296 - h, 30, h, i % 2 ? '#7fb9a0' : '#f2c14e');
      }).join(''),
      `<path d="M212 296 H588" stroke="#9aa6b2" stroke-width="2"/>`,
      rect(370, 320, 60, 30, '#2b3242'),
      rect(320, 350, 160, 12, '#2b3242', ' rx="4"'),
      `<path d="M690 360 L680 300 L740 300 L730 360 Z" fill="#d9542c"/>`,
      `<path d="M710 300 C690 260 700 230 720 220 M710 300 C730 260 760 250 770 240 M710 300 C690 280 660 270 650 250" stroke="#4f7d3a" stroke-width="8" fill="none" stroke-linecap="round"/>`,
      rect(90, 330, 44, 34, '#ffffff', ' rx="6"'),
      `<path d="M134 340 q14 6 0 16" stroke="#ffffff" stroke-width="5" fill="none"/>`,
    ],
  };
};

function waves(x: number, y: number, count: number, color: string): string {
  return Array.from(
    { length: count },
    (_, i) =>
      `<path d="M${n(x - 14 - i * 12)} ${n(y - 6 - i * 10)} Q${n(x)} ${n(y - 22 - i * 16)} ${n(x + 14 + i * 12)} ${n(y - 6 - i * 10)}" stroke="${color}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
  ).join('');
}

const sensor = (c: Ctx): Scene => {
  const ground = 360;
  const blocks = Array.from({ length: 12 }, (_, i) =>
    rect(i * 70, ground - c.rng.range(80, 170), 64, 200),
  ).join('');
  const nodes: Point[] = [
    [150, 300],
    [330, 330],
    [620, 310],
  ];
  return {
    defs: skyDefs('teal'),
    body: [
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
      `<g fill="#5f8d92" opacity="0.85">${blocks}</g>`,
      rect(0, ground, W, H - ground, '#2f4f55'),
      rect(452, 90, 10, ground - 90, '#d7fbf5'),
      circle(457, 86, 10, '#ffffff'),
      waves(457, 80, 3, '#ffffff'),
      nodes
        .map(
          ([x, y]) =>
            `<path d="M${x} ${y} L457 110" stroke="#d7fbf5" stroke-width="2" stroke-dasharray="4 6"/>${rect(x - 14, y - 10, 28, 20, '#ffffff', ' rx="4"')}${circle(x, y, 4, NEW_GREEN)}`,
        )
        .join(''),
      tree(150, ground, c.rng),
      rect(600, ground - 40, 44, 40, '#3a7d44', ' rx="6"'),
      rect(320, ground - 60, 8, 60, '#d7fbf5'),
    ],
  };
};

const pool = (c: Ctx): Scene => {
  const lanes = [90, 180, 270, 360];
  const ropes = lanes
    .map((y, i) => {
      const colors = i % 2 ? ['#d6322f', '#ffffff'] : ['#1d5fa8', '#ffffff'];
      const floats = Array.from({ length: 34 }, (_, k) => [k * 24 + 4, y - 5, 18, 10] as const);
      return `${rects(
        floats.filter((_, k) => k % 2 === 0),
        colors[0],
      )}${rects(
        floats.filter((_, k) => k % 2 === 1),
        colors[1],
      )}`;
    })
    .join('');
  const swimmers = [135, 225, 315]
    .map((y) => {
      const x = c.rng.range(120, 680);
      return `${circle(x, y, 10, c.rng.pick(['#f2c14e', '#d9542c', '#ffffff']))}<path d="M${n(x - 30)} ${y + 6} Q${n(x - 12)} ${y - 16} ${n(x + 4)} ${y} M${n(x + 8)} ${y} L${n(x + 44)} ${y + 4}" stroke="${c.rng.pick(SKIN)}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
    })
    .join('');
  return {
    defs: grad('sky', '#3fb5d9', '#1f86b8'),
    body: [
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
      !c.small &&
        `<path d="${Array.from({ length: 22 }, () => `M${n(c.rng.range(0, W))} ${n(c.rng.range(20, H - 20))} q16 -8 32 0 t32 0`).join(' ')}" fill="none" stroke="#e6fbff" stroke-width="3" opacity="0.35"/>`,
      ropes,
      swimmers,
      rect(0, 0, W, 24, '#e8eef1'),
      rect(0, H - 24, W, 24, '#e8eef1'),
      `<g transform="translate(720 60)">${circle(0, 0, 26, 'none', ' stroke="#ffffff" stroke-width="14"')}${circle(0, 0, 26, 'none', ' stroke="#e53935" stroke-width="14" stroke-dasharray="20.4 20.4"')}</g>`,
    ],
  };
};

function runner(c: Ctx, x: number, y: number, s: number, phase: number): string {
  const shirt = c.rng.pick(SHIRTS);
  const skin = c.rng.pick(SKIN);
  const p = (dx: number, dy: number) => `${n(x + dx * s)} ${n(y + dy * s)}`;
  const swing = phase ? 1 : -1;
  return [
    `<path d="M${p(0, -36)} L${p(14 * swing, -14)} L${p(4 * swing, 0)} M${p(0, -36)} L${p(-14 * swing, -16)} L${p(-24 * swing, -8)}" stroke="#3b4350" stroke-width="${n(7 * s)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<path d="M${p(2, -40)} L${p(6, -70)}" stroke="${shirt}" stroke-width="${n(18 * s)}" stroke-linecap="round"/>`,
    `<path d="M${p(6, -64)} L${p(20 * swing, -52)} L${p(26 * swing, -62)} M${p(6, -64)} L${p(-14 * swing, -54)} L${p(-20 * swing, -42)}" stroke="${skin}" stroke-width="${n(5 * s)}" fill="none" stroke-linecap="round"/>`,
    circle(x + 8 * s, y - 84 * s, 9 * s, skin),
    rect(x - 4 * s, y - 66 * s, 16 * s, 10 * s, '#ffffff', ` rx="${n(2 * s)}"`),
  ].join('');
}

const running = (c: Ctx): Scene => {
  const tone = c.rng.pick(['day', 'bright', 'warm'] as const);
  const back = hill(c, 250, 10, '#b7d4bf');
  return {
    defs: skyDefs(tone),
    body: [
      sky(c, tone, 3),
      back.svg,
      treeRow(c, back.top, 10, W, [40, 80]),
      rect(0, 300, W, H - 300, '#8dc063'),
      `<path d="M-20 450 C200 380 420 340 820 320 L820 380 C500 390 300 420 180 460 Z" fill="#c9bfa9"/>`,
      `<path d="M600 330 V170 M760 320 V170" stroke="#56636f" stroke-width="10"/>`,
      rect(590, 150, 180, 40, NEW_GREEN, ' rx="6"'),
      `<text x="680" y="178" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="24" fill="#ffffff">ZIEL</text>`,
      [
        [200, 430, 1.1],
        [320, 400, 1],
        [430, 380, 0.9],
        [520, 364, 0.8],
      ]
        .map(([x, y, s], i) => runner(c, x, y, s, i % 2))
        .join(''),
      !c.small &&
        `<g fill="#f2c14e">${Array.from({ length: 9 }, (_, i) =>
          poly(
            [
              [590 + i * 20, 190],
              [610 + i * 20, 190],
              [600 + i * 20, 206],
            ],
            i % 2 ? '#d6322f' : '#f2c14e',
          ),
        ).join('')}</g>`,
    ],
  };
};

const club = (c: Ctx): Scene => {
  const stripes = Array.from({ length: 8 }, (_, i) =>
    rect(i * 100, 230, 100, H - 230, i % 2 ? '#6fae4e' : '#7dbb57'),
  ).join('');
  return {
    defs: skyDefs('day'),
    body: [
      sky(c, 'day', 3),
      hill(c, 200, 6, '#b9d3be').svg,
      block(560, 230, 200, 70, '#e3ddd2'),
      rect(560, 150, 200, 12, NEW_GREEN),
      stripes,
      `<path d="M0 330 H${W} M400 230 V${H}" stroke="#ffffff" stroke-width="4" opacity="0.8"/>`,
      `<ellipse cx="400" cy="330" rx="80" ry="30" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.8"/>`,
      `<path d="M60 380 V260 H240 V380" stroke="#ffffff" stroke-width="8" fill="none"/>`,
      !c.small &&
        `<path d="M60 260 L90 290 H210 L240 260 M90 290 V380 M210 290 V380" stroke="#ffffff" stroke-width="2" fill="none" opacity="0.6"/>`,
      circle(330, 400, 16, '#ffffff', ' stroke="#2b2f33" stroke-width="2"'),
      `<path d="M322 392 L338 392 L342 404 L330 412 L318 404 Z" fill="#2b2f33"/>`,
      [480, 540, 620].map((x, i) => person(c, x, 420 - i * 6, 0.9)).join(''),
    ],
  };
};

const event = (c: Ctx): Scene => {
  const ground = 360;
  const crowd = Array.from({ length: c.small ? 10 : 22 }, (_, i) => {
    const x = 10 + i * (c.small ? 80 : 37) + c.rng.range(-6, 6);
    const y = H + c.rng.range(0, 10);
    return `${circle(x, y - 62, 13, '#1f2436')}${rect(x - 18, y - 48, 36, 60, '#1f2436', ' rx="14"')}`;
  }).join('');
  const beams = [250, 400, 550]
    .map((x, i) =>
      poly(
        [
          [x, 90],
          [x - 90 + i * 40, ground],
          [x + 30 + i * 40, ground],
        ],
        c.rng.pick(['#ffe38a', '#9fd0ef', '#f6a6c1']),
        ' opacity="0.35"',
      ),
    )
    .join('');
  return {
    defs: skyDefs('dusk'),
    body: [
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
      rect(0, ground, W, H - ground, '#3b4a3a'),
      rect(150, 200, 500, 160, '#2b3242'),
      rect(150, 340, 500, 20, '#4a5560'),
      `<path d="M140 360 V80 H660 V360" stroke="#9aa6b2" stroke-width="10" fill="none"/>`,
      beams,
      [250, 400, 550].map((x) => rect(x - 12, 84, 24, 16, '#d7dde2', ' rx="4"')).join(''),
      !c.small && `<path d="M0 60 Q200 110 400 60 T800 60" stroke="#ffffff" stroke-width="2" fill="none"/>`,
      !c.small &&
        Array.from({ length: 16 }, (_, i) =>
          poly(
            [
              [i * 50, 64 + 18 * Math.sin(i)],
              [i * 50 + 24, 64 + 18 * Math.sin(i)],
              [i * 50 + 12, 88 + 18 * Math.sin(i)],
            ],
            SHIRTS[i % SHIRTS.length],
          ),
        ).join(''),
      crowd,
    ],
  };
};

const school = (c: Ctx): Scene => {
  const ground = 340;
  const wall = c.rng.pick(['#e7c9a9', '#e3d5c2', '#d9c3b0']);
  return {
    defs: skyDefs('bright'),
    body: [
      sky(c, 'bright', 3),
      hill(c, 250, 8, '#b9d3be').svg,
      block(120, ground, 560, 180, wall, '#cfe3f1'),
      rect(340, ground - 250, 120, 80, wall),
      poly(
        [
          [330, ground - 250],
          [400, ground - 300],
          [470, ground - 250],
        ],
        '#8b5a46',
      ),
      circle(400, ground - 212, 24, '#ffffff', ' stroke="#5b6570" stroke-width="4"'),
      `<path d="M400 ${ground - 212} V${ground - 228} M400 ${ground - 212} H412" stroke="#2b3242" stroke-width="3"/>`,
      rect(370, ground - 60, 60, 60, shade(wall, 0.55)),
      rect(0, ground, W, H - ground, '#c9c2b2'),
      tree(60, ground + 2, c.rng),
      tree(740, ground + 2, c.rng),
      [200, 250, 520, 580, 640].map((x) => person(c, x, ground + 80, 0.7)).join(''),
    ],
  };
};

const office = (c: Ctx): Scene => {
  const tone = c.rng.pick(['day', 'bright'] as const);
  const ground = 370;
  const panes = Array.from({ length: 10 }, (_, r) =>
    Array.from({ length: 12 }, (_, k) => [230 + k * 30, 70 + r * 28, 26, 24] as const),
  ).flat();
  const glass = `${rects(panes, '#c6dcec')}${rects(
    panes.filter((_, i) => i % 3 === 0),
    '#a9cbe3',
  )}`;
  return {
    defs: skyDefs(tone),
    body: [
      sky(c, tone, 3),
      rect(220, 60, 380, ground - 60, '#8a9aa8'),
      glass,
      rect(80, 200, 160, ground - 200, '#d9d2c5'),
      block(80, ground, 160, 170, '#d9d2c5'),
      block(600, ground, 140, 130, '#e3ddd2'),
      rect(220, 52, 380, 10, NEW_GREEN),
      rect(370, ground - 60, 80, 60, '#4a5560'),
      rect(0, ground, W, H - ground, '#c9c2b2'),
      [40, 760]
        .map((x) => `${rect(x, 180, 4, ground - 180, '#9aa6b2')}${rect(x + 4, 182, 40, 26, NEW_GREEN)}`)
        .join(''),
      tree(170, ground + 4, c.rng),
      tree(650, ground + 4, c.rng),
      !c.small && [300, 520].map((x) => person(c, x, ground + 60, 0.8)).join(''),
    ],
  };
};

const trees = (c: Ctx): Scene => {
  const back = hill(c, 240, 10, '#b9d7b4');
  const field = hill(c, 300, 8, '#8dc063');
  const saplings = Array.from({ length: 7 }, (_, i) => {
    const x = 60 + i * 110;
    const y = 400 - (i % 2) * 30;
    return `${rect(x + 10, y - 60, 4, 60, '#b08a5a')}${rect(x - 1, y - 46, 3, 46, '#5b4636')}${circle(x, y - 52, 14, '#5f9e3f')}${circle(x + 6, y - 60, 9, '#7db857')}`;
  }).join('');
  return {
    defs: skyDefs('bright'),
    body: [
      sky(c, 'bright', 2),
      sun(640, 80, 30),
      back.svg,
      treeRow(c, back.top, 10, W, [26, 50]),
      field.svg,
      saplings,
      !c.small &&
        `<path d="M660 300 L700 440" stroke="#8a6a4c" stroke-width="6"/><path d="M690 420 L712 416 L724 450 L698 454 Z" fill="#8a939b"/>`,
    ],
  };
};

const gasPipe = (c: Ctx): Scene => {
  const ground = 220;
  const branches: string[] = [];
  const houses: string[] = [];
  for (let i = 0; i < 5; i++) {
    const x = 40 + i * 155 + c.rng.range(-8, 8);
    houses.push(house(x, ground, 100, c.rng.range(70, 95), c.rng.pick(WALLS), c.rng.pick(ROOFS)));
    branches.push(`M${n(x + 50)} 336 V${ground + 2}`);
  }
  return {
    defs: skyDefs('day'),
    body: [
      sky(c, 'day', 3),
      houses.join(''),
      soil(ground),
      stones(c, ground + 20, H, 40),
      `<path fill="none" stroke="#e0b400" stroke-width="10" stroke-linecap="round" d="${branches.join(' ')}"/>`,
      rect(-10, 326, W + 20, 24, '#f2c500', ' rx="12"'),
      rect(-10, 330, W + 20, 5, '#fff3a8', ' opacity="0.6"'),
      [120, 400, 680].map((x) => rect(x, 320, 10, 36, '#c9a000', ' rx="3"')).join(''),
    ],
  };
};

const river = (c: Ctx): Scene => {
  const tone = c.rng.pick(['day', 'bright', 'warm'] as const);
  const back = hill(c, 230, 10, '#b6d3c0');
  const bank = hill(c, 290, 10, '#8dbb63');
  const water = `M-20 340 C160 310 300 370 460 340 S700 300 820 330 L820 410 C640 390 480 430 300 410 S80 420 -20 430 Z`;
  return {
    defs: `${skyDefs(tone)}${grad('water', '#5ba8d8', '#2a6fa3')}`,
    body: [
      sky(c, tone, 3),
      back.svg,
      treeRow(c, back.top, 10, W, [30, 70]),
      bank.svg,
      `<path d="${water}" fill="url(#water)"/>`,
      !c.small &&
        `<path d="M60 370 q20 -6 40 0 M260 385 q20 -6 40 0 M520 360 q20 -6 40 0 M660 350 q20 -6 40 0" stroke="#d9f0ff" stroke-width="2" fill="none"/>`,
      rect(0, 420, W, 30, '#7fb058'),
      !c.small &&
        `<g stroke="#5f8a3a" stroke-width="2">${Array.from({ length: 30 }, (_, i) => `<path d="M${i * 27 + 5} 440 q3 -20 8 -30"/>`).join('')}</g>`,
      rect(600, 300, 10, 110, '#ffffff'),
      Array.from({ length: 5 }, (_, i) => rect(600, 300 + i * 22, 10, 11, '#d6322f')).join(''),
    ],
  };
};

const checklist = (c: Ctx): Scene => {
  const items = Array.from({ length: 5 }, (_, i) => {
    const y = 150 + i * 50;
    const done = i < 3 || c.rng.chance(0.3);
    return [
      rect(290, y - 16, 26, 26, '#ffffff', ' stroke="#5b6570" stroke-width="3" rx="4"'),
      done
        ? `<path d="M294 ${y - 4} L302 ${y + 4} L314 ${y - 14}" stroke="${NEW_GREEN}" stroke-width="5" fill="none" stroke-linecap="round"/>`
        : '',
      rect(332, y - 8, c.rng.range(120, 200), 10, '#c3ccd4', ' rx="5"'),
    ].join('');
  }).join('');
  return {
    defs: grad('sky', '#e4f0e8', '#cfe2d6'),
    body: [
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
      !c.small &&
        Array.from({ length: 6 }, () =>
          circle(c.rng.range(0, W), c.rng.range(0, H), c.rng.range(20, 60), '#ffffff', ' opacity="0.35"'),
        ).join(''),
      rect(250, 60, 300, 360, '#a0785a', ' rx="16"'),
      rect(266, 90, 268, 316, '#ffffff', ' rx="6"'),
      rect(340, 46, 120, 40, '#8a939b', ' rx="10"'),
      items,
      `<g transform="translate(590 170) rotate(35)">${rect(0, 0, 24, 180, '#f2c14e')}${poly(
        [
          [0, 180],
          [24, 180],
          [12, 214],
        ],
        '#e9d3b0',
      )}${rect(0, -14, 24, 14, '#d6322f')}</g>`,
    ],
  };
};

const SCENES: Record<Motif, (c: Ctx) => Scene> = {
  substation,
  'power-lines': powerLines,
  'solar-roof': solarRoof,
  'solar-park': solarPark,
  wind,
  charging,
  'charging-hub': chargingHub,
  ebus,
  waterworks,
  'water-lab': waterLab,
  hydrant,
  sewer,
  'heavy-rain': heavyRain,
  streetlights,
  fiber,
  'heat-network': heatNetwork,
  'heat-pump': heatPump,
  district,
  construction,
  meeting,
  map,
  dashboard,
  sensor,
  pool,
  running,
  club,
  event,
  school,
  office,
  trees,
  'gas-pipe': gasPipe,
  river,
  checklist,
};

/**
 * A 16:9 illustration. `seed` (the file name) varies the drawing; `title` (the caption) is its accessible
 * name. The small format keeps the scene but leaves out detail.
 */
export function illustrationSvg(
  motif: Motif,
  options: { seed: string; title: string; small?: boolean },
): string {
  const small = options.small ?? false;
  const scene = SCENES[motif]({ rng: createRng(`illustration:${options.seed}`), small });
  const size = small ? ILLUSTRATION_SMALL_SIZE : ILLUSTRATION_SIZE;
  return svgDocument({
    width: size.width,
    height: size.height,
    viewBox: `0 0 ${W} ${H}`,
    title: options.title,
    defs: scene.defs,
    body: scene.body.filter((part): part is string => typeof part === 'string' && part !== '').join('\n'),
  });
}
