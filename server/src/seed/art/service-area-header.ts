import type { ServiceAreaSlug } from '../data/service-areas.ts';
import { drawCity, drawTurbine } from './landmarks.ts';
import { cloud, ridge, tree } from './landscape.ts';
import { createRng, n, type Rng } from './prng.ts';
import { bandPath, heightAt, type Point, shade, smoothCurve, svgDocument } from './svg.ts';

const W = 1600;
const H = 400;

interface Scene {
  /** Completes "Illustration zum Fachbereich X: …". */
  description: string;
  defs: string;
  body: string;
}

const sky = (id: string, top: string, bottom: string): string =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;

const background = (id: string): string => `<rect width="${W}" height="${H}" fill="url(#${id})"/>`;

function clouds(rng: Rng, count: number, maxY: number, opacity = 0.9): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    out.push(
      cloud((W / count) * (i + rng.range(0.2, 0.8)), rng.range(40, maxY), rng.range(0.6, 1.1), opacity),
    );
  }
  return out.join('');
}

function house(
  x: number,
  y: number,
  w: number,
  h: number,
  wall: string,
  roof: string,
  window: string,
): string {
  const roofH = w * 0.45;
  return [
    `<rect x="${n(x)}" y="${n(y - h)}" width="${n(w)}" height="${n(h)}" fill="${wall}"/>`,
    `<polygon points="${n(x - 6)},${n(y - h)} ${n(x + w / 2)},${n(y - h - roofH)} ${n(x + w + 6)},${n(y - h)}" fill="${roof}"/>`,
    `<rect x="${n(x + w * 0.18)}" y="${n(y - h * 0.75)}" width="${n(w * 0.22)}" height="${n(h * 0.28)}" fill="${window}"/>`,
    `<rect x="${n(x + w * 0.6)}" y="${n(y - h * 0.75)}" width="${n(w * 0.22)}" height="${n(h * 0.28)}" fill="${window}"/>`,
    `<rect x="${n(x + w * 0.4)}" y="${n(y - h * 0.38)}" width="${n(w * 0.2)}" height="${n(h * 0.38)}" fill="${shade(wall, 0.6)}"/>`,
  ].join('');
}

function hills(rng: Rng, layers: readonly [number, string][]): { body: string; top: Point[] } {
  let top: Point[] = [];
  const body = layers
    .map(([base, fill]) => {
      top = ridge(rng, base, 12, 200);
      return `<path d="${bandPath(top, H)}" fill="${fill}"/>`;
    })
    .join('');
  return { body, top };
}

function pylon(x: number, y: number, s: number): string {
  const p = (dx: number, dy: number) => `${n(x + dx * s)} ${n(y - dy * s)}`;
  const lattice: string[] = [];
  for (let i = 0; i < 6; i++) {
    const y1 = 10 + i * 30;
    const y2 = y1 + 30;
    const w1 = 26 - (y1 / 200) * 20;
    const w2 = 26 - (y2 / 200) * 20;
    lattice.push(`M${p(-w1, y1)} L${p(w2, y2)} M${p(w1, y1)} L${p(-w2, y2)}`);
  }
  return `<path fill="none" stroke="#56636f" stroke-width="${n(2.6 * s)}" stroke-linejoin="round" d="M${p(-26, 0)} L${p(-6, 200)} L${p(0, 232)} L${p(6, 200)} L${p(26, 0)} M${p(-42, 182)} L${p(42, 182)} M${p(-58, 142)} L${p(58, 142)} M${p(-6, 200)} L${p(-42, 182)} M${p(6, 200)} L${p(42, 182)} M${p(-8, 168)} L${p(-58, 142)} M${p(8, 168)} L${p(58, 142)}"/><path fill="none" stroke="#56636f" stroke-width="${n(1.3 * s)}" d="${lattice.join(' ')}"/>`;
}

const strom = (rng: Rng): Scene => {
  const { body: land, top } = hills(rng, [
    [250, '#b5d2b9'],
    [300, '#93c06b'],
    [350, '#7fb058'],
  ]);
  const far = [0, 1, 2, 3].map((i) => drawTurbine(180 + i * 120, 262, 0.45, rng.range(0, 120))).join('');
  const xs = [260, 700, 1140, 1580];
  const scales = [1, 0.92, 0.86, 0.8];
  const bases = xs.map((x) => heightAt(top, x) + 10);
  const pylons = xs.map((x, i) => pylon(x, bases[i], scales[i])).join('');
  const cables: string[] = [];
  for (const [dx, dy] of [
    [-42, 182],
    [42, 182],
    [-58, 142],
    [58, 142],
  ]) {
    for (let i = 0; i < xs.length - 1; i++) {
      const x1 = xs[i] + dx * scales[i];
      const y1 = bases[i] - dy * scales[i];
      const x2 = xs[i + 1] + dx * scales[i + 1];
      const y2 = bases[i + 1] - dy * scales[i + 1];
      cables.push(`M${n(x1)} ${n(y1)} Q${n((x1 + x2) / 2)} ${n((y1 + y2) / 2 + 34)} ${n(x2)} ${n(y2)}`);
    }
    cables.push(
      `M${n(-20)} ${n(bases[0] - dy + 30)} Q${n(xs[0] / 2)} ${n(bases[0] - dy + 40)} ${n(xs[0] + dx)} ${n(bases[0] - dy)}`,
    );
  }
  return {
    description: 'Strommasten mit Leitungen über Feldern, im Hintergrund Windräder',
    defs: sky('bg', '#6aa7dc', '#e4f1f9'),
    body: [
      background('bg'),
      clouds(rng, 4, 140),
      far,
      land,
      `<path fill="none" stroke="#4a5560" stroke-width="1.4" d="${cables.join(' ')}"/>`,
      pylons,
    ].join(''),
  };
};

const gas = (rng: Rng): Scene => {
  const ground = 210;
  const colors = ['#f3e3c3', '#e9d3c0', '#dfe7ef', '#f1dccb', '#e4ebd9'];
  const roofs = ['#a8483a', '#7b4a3a', '#5b5f6b', '#9a5b3d'];
  const houses: string[] = [];
  const branches: string[] = [];
  for (let i = 0; i < 8; i++) {
    const x = 90 + i * 185 + rng.range(-15, 15);
    const w = rng.range(90, 120);
    houses.push(house(x, ground, w, rng.range(70, 95), rng.pick(colors), rng.pick(roofs), '#cfe3f1'));
    branches.push(`M${n(x + w * 0.5)} 318 V${ground + 2}`);
  }
  return {
    description: 'Häuser mit Hausanschlüssen an eine gelbe Gasleitung im Erdreich',
    defs: [
      sky('bg', '#8fc0e6', '#eef6fb'),
      '<linearGradient id="soil" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b08a64"/><stop offset="1" stop-color="#7d5d42"/></linearGradient>',
    ].join(''),
    body: [
      background('bg'),
      clouds(rng, 3, 110),
      `<path d="${bandPath(ridge(rng, 170, 10, 200), H)}" fill="#b9d3be"/>`,
      houses.join(''),
      `<rect y="${ground}" width="${W}" height="${H - ground}" fill="url(#soil)"/>`,
      `<rect y="${ground}" width="${W}" height="14" fill="#7fb058"/>`,
      `<g fill="#5e4632" opacity="0.35">${Array.from({ length: 60 }, () => `<circle cx="${n(rng.range(0, W))}" cy="${n(rng.range(ground + 30, H - 6))}" r="${n(rng.range(2, 5))}"/>`).join('')}</g>`,
      `<path fill="none" stroke="#e0b400" stroke-width="12" stroke-linecap="round" d="${branches.join(' ')}"/>`,
      `<rect x="-10" y="306" width="${W + 20}" height="26" rx="13" fill="#f2c500"/>`,
      `<rect x="-10" y="310" width="${W + 20}" height="6" fill="#fff3a8" opacity="0.6"/>`,
      `<g fill="#c9a000">${[200, 600, 1000, 1400].map((x) => `<rect x="${x}" y="300" width="12" height="38" rx="3"/>`).join('')}</g>`,
    ].join(''),
  };
};

function drop(x: number, y: number, s: number, fill: string): string {
  return `<path d="M${n(x)} ${n(y - 60 * s)} C${n(x + 10 * s)} ${n(y - 30 * s)} ${n(x + 34 * s)} ${n(y - 12 * s)} ${n(x + 34 * s)} ${n(y + 12 * s)} A${n(34 * s)} ${n(34 * s)} 0 0 1 ${n(x - 34 * s)} ${n(y + 12 * s)} C${n(x - 34 * s)} ${n(y - 12 * s)} ${n(x - 10 * s)} ${n(y - 30 * s)} ${n(x)} ${n(y - 60 * s)} Z" fill="${fill}"/>`;
}

function waves(rng: Rng, fromY: number, toY: number, color: string): string {
  const out: string[] = [];
  for (let y = fromY; y < toY; y += 22) {
    const points: Point[] = [];
    for (let x = -50; x <= W + 50; x += 80) points.push([x, y + rng.range(-4, 4)]);
    out.push(
      `<path d="${smoothCurve(points)}" fill="none" stroke="${color}" stroke-width="2" opacity="${n(rng.range(0.3, 0.6))}"/>`,
    );
  }
  return out.join('');
}

const trinkwasser = (rng: Rng): Scene => {
  const land = hills(rng, [
    [220, '#b6d3c0'],
    [250, '#8fbd6a'],
  ]);
  const towerX = 300;
  const towerBase = heightAt(land.top, towerX) + 6;
  const tower = [
    `<rect x="${towerX - 22}" y="${n(towerBase - 120)}" width="44" height="126" fill="#b0603f"/>`,
    `<rect x="${towerX - 48}" y="${n(towerBase - 170)}" width="96" height="54" rx="8" fill="#c06c48"/>`,
    `<path d="M${towerX - 54} ${n(towerBase - 170)} Q${towerX} ${n(towerBase - 214)} ${towerX + 54} ${n(towerBase - 170)} Z" fill="#5c6f7d"/>`,
    `<g fill="#f2e6d8">${[-30, -8, 14].map((dx) => `<rect x="${towerX + dx}" y="${n(towerBase - 156)}" width="14" height="24" rx="7"/>`).join('')}</g>`,
  ].join('');
  return {
    description: 'Wasserturm über einem See mit Wellen und Wassertropfen',
    defs: [
      sky('bg', '#5aa0d8', '#e6f3fb'),
      '<linearGradient id="lake" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3f94cf"/><stop offset="1" stop-color="#1d5f9a"/></linearGradient>',
    ].join(''),
    body: [
      background('bg'),
      clouds(rng, 3, 120),
      land.body,
      tower,
      `<path d="${bandPath(ridge(rng, 290, 6, 200), H)}" fill="url(#lake)"/>`,
      waves(rng, 305, H, '#d9f0ff'),
      drop(1260, 170, 2.2, '#ffffff'),
      drop(1260, 170, 1.85, '#3f94cf'),
      `<path d="M1230 196 A44 44 0 0 0 1262 228" fill="none" stroke="#ffffff" stroke-width="7" stroke-linecap="round" opacity="0.7"/>`,
      drop(1420, 110, 0.9, '#7cc0ec'),
      drop(1110, 90, 0.6, '#7cc0ec'),
    ].join(''),
  };
};

const abwasser = (rng: Rng): Scene => {
  const street = 170;
  const houses: string[] = [];
  for (let i = 0; i < 7; i++) {
    houses.push(
      house(
        60 + i * 215,
        street,
        120,
        rng.range(70, 95),
        rng.pick(['#efe2cc', '#dfe5ec', '#f0d9c7']),
        '#8c4b3b',
        '#cfe3f1',
      ),
    );
  }
  const rain = Array.from({ length: 90 }, () => {
    const x = rng.range(0, W);
    const y = rng.range(10, 120);
    return `M${n(x)} ${n(y)} l-4 12`;
  }).join(' ');
  return {
    description: 'Querschnitt durch eine Straße mit Kanalrohr, Schacht und Hausanschlüssen bei Regen',
    defs: [
      sky('bg', '#8ea7bd', '#dce6ee'),
      '<linearGradient id="soil" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a88562"/><stop offset="1" stop-color="#6f543e"/></linearGradient>',
    ].join(''),
    body: [
      background('bg'),
      clouds(rng, 5, 70, 0.8),
      `<path d="${rain}" stroke="#5d7fa0" stroke-width="2" stroke-linecap="round" opacity="0.6"/>`,
      houses.join(''),
      `<rect y="${street}" width="${W}" height="${H - street}" fill="url(#soil)"/>`,
      `<rect y="${street}" width="${W}" height="18" fill="#5f6770"/>`,
      `<path d="M0 ${street + 9} H${W}" stroke="#e8e8e8" stroke-width="3" stroke-dasharray="40 30"/>`,
      `<path fill="none" stroke="#9aa3ab" stroke-width="14" d="${[120, 335, 550, 765, 980, 1195, 1410].map((x) => `M${x} ${street + 18} C${x} 250 ${x + 60} 300 ${x + 120} 305`).join(' ')}"/>`,
      `<rect x="-10" y="270" width="${W + 20}" height="84" rx="10" fill="#a5acb3"/>`,
      `<rect x="-10" y="282" width="${W + 20}" height="60" fill="#4b545c"/>`,
      `<rect x="-10" y="318" width="${W + 20}" height="24" fill="#3f86b8"/>`,
      `<path d="${smoothCurve(Array.from({ length: 21 }, (_, i) => [i * 80, 318 + (i % 2 ? 3 : -3)] as Point))}" fill="none" stroke="#9fd0ef" stroke-width="2"/>`,
      `<rect x="860" y="${street}" width="60" height="102" fill="#8a939b"/><rect x="872" y="${street}" width="36" height="102" fill="#3d454c"/>`,
      `<rect x="850" y="${street - 4}" width="80" height="8" rx="3" fill="#2f353a"/>`,
      `<g stroke="#c3cad0" stroke-width="3">${[0, 1, 2, 3, 4].map((i) => `<path d="M878 ${street + 18 + i * 18} H902"/>`).join('')}</g>`,
    ].join(''),
  };
};

const strassenbeleuchtung = (rng: Rng): Scene => {
  const horizon = 250;
  const stars = Array.from(
    { length: 60 },
    () => `<circle cx="${n(rng.range(0, W))}" cy="${n(rng.range(10, 150))}" r="${n(rng.range(0.8, 2))}"/>`,
  ).join('');
  const skyline: string[] = [];
  for (let x = 0; x < W; x += rng.range(50, 110)) {
    const h = rng.range(25, 70);
    skyline.push(
      `<rect x="${n(x)}" y="${n(horizon - h)}" width="${n(rng.range(45, 100))}" height="${n(h)}"/>`,
    );
  }
  const lamps: string[] = [];
  const lights: string[] = [];
  for (let i = 0; i < 6; i++) {
    const t = i / 5;
    const x = 150 + t * 1300;
    const base = H - 30 - t * 120;
    const s = 1 - t * 0.55;
    const top = base - 210 * s;
    lights.push(
      `<polygon points="${n(x + 40 * s)},${n(top + 8 * s)} ${n(x - 50 * s)},${n(base + 6)} ${n(x + 150 * s)},${n(base + 6)}" fill="url(#cone)"/>`,
      `<circle cx="${n(x + 40 * s)}" cy="${n(top + 8 * s)}" r="${n(40 * s)}" fill="url(#halo)"/>`,
    );
    lamps.push(
      `<path d="M${n(x)} ${n(base)} V${n(top)} Q${n(x)} ${n(top - 10 * s)} ${n(x + 14 * s)} ${n(top - 6 * s)} L${n(x + 40 * s)} ${n(top)}" fill="none" stroke="#2b3242" stroke-width="${n(6 * s)}" stroke-linecap="round"/>`,
      `<rect x="${n(x + 26 * s)}" y="${n(top - 2 * s)}" width="${n(30 * s)}" height="${n(9 * s)}" rx="${n(4 * s)}" fill="#2b3242"/>`,
      `<rect x="${n(x + 29 * s)}" y="${n(top + 5 * s)}" width="${n(24 * s)}" height="${n(4 * s)}" rx="2" fill="#fff2b0"/>`,
    );
  }
  return {
    description: 'Straße in der Abenddämmerung mit LED-Straßenlaternen',
    defs: [
      sky('bg', '#1d2a4d', '#f2a66a'),
      '<linearGradient id="cone" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff1a8" stop-opacity="0.55"/><stop offset="1" stop-color="#fff1a8" stop-opacity="0.05"/></linearGradient>',
      '<radialGradient id="halo"><stop offset="0" stop-color="#fff6c8" stop-opacity="0.9"/><stop offset="1" stop-color="#fff6c8" stop-opacity="0"/></radialGradient>',
    ].join(''),
    body: [
      background('bg'),
      `<g fill="#ffffff" opacity="0.7">${stars}</g>`,
      `<g fill="#3a3f5c">${skyline.join('')}</g>`,
      `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="#2f3a3a"/>`,
      `<polygon points="0,${H} ${W},${H} ${W},${horizon + 20} 1350,${horizon} 0,${horizon + 90}" fill="#4a4f5a"/>`,
      `<path d="M0 ${H - 70} L1450 ${horizon + 14}" stroke="#e9e2c8" stroke-width="5" stroke-dasharray="60 40" opacity="0.8"/>`,
      lights.join(''),
      lamps.join(''),
    ].join(''),
  };
};

function car(x: number, y: number, color: string): string {
  return [
    `<path d="M${x} ${y} L${x} ${y - 34} Q${x + 4} ${y - 46} ${x + 30} ${y - 48} L${x + 70} ${y - 82} Q${x + 80} ${y - 88} ${x + 104} ${y - 88} L${x + 180} ${y - 88} Q${x + 204} ${y - 88} ${x + 222} ${y - 66} L${x + 240} ${y - 48} Q${x + 276} ${y - 44} ${x + 282} ${y - 30} L${x + 282} ${y} Z" fill="${color}"/>`,
    `<path d="M${x + 84} ${y - 78} L${x + 140} ${y - 78} L${x + 140} ${y - 50} L${x + 58} ${y - 50} Z M${x + 150} ${y - 78} L${x + 190} ${y - 78} Q${x + 202} ${y - 78} ${x + 214} ${y - 64} L${x + 226} ${y - 50} L${x + 150} ${y - 50} Z" fill="#cfe6f5"/>`,
    `<rect x="${x + 262}" y="${y - 38}" width="16" height="8" rx="3" fill="#fff2b0"/>`,
    `<g fill="#2b2f33"><circle cx="${x + 62}" cy="${y}" r="26"/><circle cx="${x + 222}" cy="${y}" r="26"/></g>`,
    `<g fill="#b9c0c6"><circle cx="${x + 62}" cy="${y}" r="11"/><circle cx="${x + 222}" cy="${y}" r="11"/></g>`,
  ].join('');
}

const mobilitaet = (rng: Rng): Scene => {
  const land = hills(rng, [
    [210, '#b7d4bf'],
    [245, '#93c06b'],
  ]);
  const trees: string[] = [];
  for (let x = 30; x < W; x += rng.range(60, 120)) trees.push(tree(x, heightAt(land.top, x) + 6, rng));
  const road = 300;
  const stationX = 1000;
  return {
    description: 'Elektroauto an einer Ladesäule am Straßenrand',
    defs: sky('bg', '#79b2e0', '#eef6fb'),
    body: [
      background('bg'),
      clouds(rng, 4, 120),
      land.body,
      trees.join(''),
      `<rect y="${road - 20}" width="${W}" height="20" fill="#c8c3b4"/>`,
      `<rect y="${road}" width="${W}" height="${H - road}" fill="#5d646b"/>`,
      `<path d="M0 ${road + 60} H${W}" stroke="#f1f1f1" stroke-width="6" stroke-dasharray="70 50"/>`,
      `<rect x="${stationX}" y="${road - 160}" width="62" height="150" rx="10" fill="#0a6e3c"/>`,
      `<rect x="${stationX + 10}" y="${road - 146}" width="42" height="30" rx="4" fill="#d8f3e4"/>`,
      `<path d="M${stationX + 34} ${road - 143} L${stationX + 24} ${road - 129} L${stationX + 32} ${road - 129} L${stationX + 28} ${road - 119} L${stationX + 40} ${road - 134} L${stationX + 32} ${road - 134} Z" fill="#0a6e3c"/>`,
      `<rect x="${stationX - 6}" y="${road - 12}" width="74" height="12" rx="3" fill="#3a4046"/>`,
      `<path d="M${stationX} ${road - 80} C${stationX - 60} ${road - 70} ${stationX - 40} ${road + 6} ${stationX - 112} ${road - 40}" fill="none" stroke="#26292c" stroke-width="6" stroke-linecap="round"/>`,
      car(stationX - 400, road + 40, '#2f6fa6'),
    ].join(''),
  };
};

function leaf(x: number, y: number, s: number, angle: number, fill: string): string {
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)}) scale(${n(s)})"><path d="M0 0 C30 -40 90 -40 120 0 C90 40 30 40 0 0 Z" fill="${fill}"/><path d="M4 0 H112" stroke="#ffffff" stroke-opacity="0.5" stroke-width="2"/></g>`;
}

const nachhaltigkeit = (rng: Rng): Scene => {
  const land = hills(rng, [
    [230, '#b9d7b4'],
    [270, '#8dc063'],
    [330, '#76aa52'],
  ]);
  const trees: string[] = [];
  for (let x = 20; x < 700; x += rng.range(26, 48)) trees.push(tree(x, heightAt(land.top, x) + 6, rng));
  const panels: string[] = [];
  for (let row = 0; row < 3; row++) {
    for (let i = 0; i < 8; i++) {
      const x = 820 + i * 52 + row * 18;
      const y = 318 + row * 26;
      panels.push(
        `<polygon points="${x},${y} ${x + 44},${y} ${x + 36},${y - 18} ${x - 8},${y - 18}" fill="#24456b" stroke="#9fb9d4" stroke-width="1"/>`,
      );
    }
  }
  const turbines = [0, 1]
    .map((i) => drawTurbine(1320 + i * 140, 250, 0.8 - i * 0.15, rng.range(0, 120)))
    .join('');
  return {
    description: 'Grüne Landschaft mit Wald, Solarpark und Windrädern unter der Sonne',
    defs: [
      sky('bg', '#8cc9e8', '#f3f9ec'),
      '<radialGradient id="sun"><stop offset="0" stop-color="#fff4c2"/><stop offset="0.35" stop-color="#ffe38a" stop-opacity="0.8"/><stop offset="1" stop-color="#ffe38a" stop-opacity="0"/></radialGradient>',
    ].join(''),
    body: [
      background('bg'),
      `<circle cx="1120" cy="110" r="160" fill="url(#sun)"/>`,
      clouds(rng, 2, 90),
      turbines,
      land.body,
      trees.join(''),
      panels.join(''),
      leaf(1480, 60, 1.2, 120, '#5f9e3f'),
      leaf(1560, 30, 1, 150, '#7db857'),
    ].join(''),
  };
};

const waerme = (rng: Rng): Scene => {
  const ground = 250;
  const walls = ['#f4e1c1', '#efd0b8', '#e9dcc9', '#f6e7d3', '#e3cfc0'];
  const out: string[] = [];
  const pipes: string[] = [];
  const heat: string[] = [];
  for (let i = 0; i < 7; i++) {
    const x = 70 + i * 215 + rng.range(-10, 10);
    const w = rng.range(110, 140);
    const h = rng.range(80, 110);
    out.push(house(x, ground, w, h, rng.pick(walls), rng.pick(['#a0473a', '#8c3f33', '#6d5a58']), '#ffd77a'));
    pipes.push(`M${n(x + w / 2)} ${ground} V325`);
    for (let k = 0; k < 2; k++) {
      const hx = x + w * (0.3 + k * 0.4);
      const hy = ground - h - w * 0.45 - 18;
      heat.push(`M${n(hx)} ${n(hy)} q8 -12 0 -24 q-8 -12 0 -24`);
    }
  }
  return {
    description: 'Wohnhäuser mit warm erleuchteten Fenstern, angeschlossen an ein Wärmenetz',
    defs: [
      sky('bg', '#f6c99b', '#fdf0e2'),
      '<linearGradient id="soil" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b8926a"/><stop offset="1" stop-color="#8a6a4c"/></linearGradient>',
    ].join(''),
    body: [
      background('bg'),
      clouds(rng, 3, 90, 0.7),
      `<path d="${bandPath(ridge(rng, 200, 10, 200), H)}" fill="#e5c9a4"/>`,
      `<path fill="none" stroke="#e8743b" stroke-width="4" stroke-linecap="round" opacity="0.8" d="${heat.join(' ')}"/>`,
      out.join(''),
      `<rect y="${ground}" width="${W}" height="${H - ground}" fill="url(#soil)"/>`,
      `<rect y="${ground}" width="${W}" height="12" fill="#86b45c"/>`,
      `<path fill="none" stroke="#d9542c" stroke-width="10" d="${pipes.join(' ')}"/>`,
      `<rect x="-10" y="318" width="${W + 20}" height="20" rx="10" fill="#d9542c"/>`,
      `<rect x="-10" y="350" width="${W + 20}" height="20" rx="10" fill="#2f7fb5"/>`,
      `<path d="M0 328 H${W}" stroke="#ffb38a" stroke-width="3" stroke-dasharray="14 22"/>`,
    ].join(''),
  };
};

const breitband = (rng: Rng): Scene => {
  const nodes: Point[] = Array.from(
    { length: 26 },
    () => [rng.range(40, W - 40), rng.range(40, 250)] as Point,
  );
  const links = new Set<string>();
  nodes.forEach((a, i) => {
    const nearest = nodes
      .map((b, j) => ({ j, d: (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 }))
      .filter(({ j }) => j !== i)
      .sort((p, q) => p.d - q.d)
      .slice(0, 2);
    for (const { j } of nearest) links.add(i < j ? `${i}-${j}` : `${j}-${i}`);
  });
  const lines = [...links]
    .map((key) => {
      const [i, j] = key.split('-').map(Number);
      return `M${n(nodes[i][0])} ${n(nodes[i][1])} L${n(nodes[j][0])} ${n(nodes[j][1])}`;
    })
    .join(' ');
  const ground = 320;
  const homes: string[] = [];
  const drops: string[] = [];
  for (let i = 0; i < 9; i++) {
    const x = 40 + i * 178;
    homes.push(house(x, ground, 100, rng.range(55, 75), '#22385c', '#1a2c49', '#ffe08a'));
    const target = nodes.reduce((best, p) =>
      Math.abs(p[0] - x - 50) < Math.abs(best[0] - x - 50) ? p : best,
    );
    drops.push(
      `M${n(target[0])} ${n(target[1])} C${n(target[0])} 280 ${n(x + 50)} 240 ${n(x + 50)} ${n(ground - 60)}`,
    );
  }
  return {
    description: 'Leuchtendes Glasfasernetz über einer Siedlung bei Nacht',
    defs: [
      sky('bg', '#0c2340', '#1f4f7a'),
      '<radialGradient id="node"><stop offset="0" stop-color="#bff5ff"/><stop offset="1" stop-color="#5fd3f3" stop-opacity="0"/></radialGradient>',
    ].join(''),
    body: [
      background('bg'),
      `<path d="${lines}" fill="none" stroke="#5fd3f3" stroke-width="1.6" opacity="0.55"/>`,
      `<path d="${drops.join(' ')}" fill="none" stroke="#8be4ff" stroke-width="1.4" stroke-dasharray="4 6" opacity="0.6"/>`,
      nodes
        .map(
          ([x, y]) =>
            `<circle cx="${n(x)}" cy="${n(y)}" r="14" fill="url(#node)"/><circle cx="${n(x)}" cy="${n(y)}" r="3.5" fill="#e8fcff"/>`,
        )
        .join(''),
      homes.join(''),
      `<rect y="${ground}" width="${W}" height="${H - ground}" fill="#132a45"/>`,
    ].join(''),
  };
};

const energiedienstleistungen = (rng: Rng): Scene => {
  const land = hills(rng, [
    [240, '#b8d5bd'],
    [300, '#8ebe66'],
  ]);
  const ground = 310;
  const modules = (
    x: number,
    y: number,
    cols: number,
    rows: number,
    w: number,
    h: number,
    skew: number,
  ): string => {
    const out: string[] = [];
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const px = x + c * (w + 3) + r * skew;
        const py = y + r * (h + 3);
        out.push(
          `<polygon points="${n(px)},${n(py)} ${n(px + w)},${n(py)} ${n(px + w + skew)},${n(py + h)} ${n(px + skew)},${n(py + h)}" fill="#23466e" stroke="#a9c3dd" stroke-width="1"/>`,
        );
      }
    }
    return out.join('');
  };
  const trees: string[] = [];
  for (const x of [60, 120, 1480, 1540]) trees.push(tree(x, heightAt(land.top, x) + 6, rng));
  return {
    description: 'Schulgebäude und Bauhof mit Photovoltaikanlagen auf den Dächern',
    defs: sky('bg', '#76b0e0', '#eef6fb'),
    body: [
      background('bg'),
      `<circle cx="1380" cy="90" r="46" fill="#fff1b8"/>`,
      clouds(rng, 3, 110),
      land.body,
      trees.join(''),
      // School: a long flat-roofed building with modules on raised frames.
      `<rect x="220" y="${ground - 120}" width="620" height="120" fill="#e8dccb"/>`,
      `<rect x="210" y="${ground - 132}" width="640" height="14" fill="#b5a897"/>`,
      `<g fill="#9fc3de">${Array.from({ length: 12 }, (_, i) => `<rect x="${240 + i * 50}" y="${ground - 100}" width="32" height="36"/><rect x="${240 + i * 50}" y="${ground - 52}" width="32" height="36"/>`).join('')}</g>`,
      modules(236, ground - 158, 13, 1, 42, 24, 8),
      // Depot with a pitched roof full of modules.
      `<rect x="990" y="${ground - 100}" width="360" height="100" fill="#d9d2c5"/>`,
      `<polygon points="975,${ground - 100} 1365,${ground - 100} 1325,${ground - 170} 1015,${ground - 170}" fill="#8b5a46"/>`,
      modules(1025, ground - 165, 9, 2, 30, 28, -6),
      `<rect x="1060" y="${ground - 70}" width="90" height="70" fill="#8a8f95"/><rect x="1190" y="${ground - 70}" width="90" height="70" fill="#8a8f95"/>`,
      `<rect x="880" y="${ground - 40}" width="60" height="40" rx="4" fill="#dfe4e8" stroke="#9aa4ad" stroke-width="2"/><circle cx="910" cy="${ground - 20}" r="12" fill="none" stroke="#9aa4ad" stroke-width="3"/>`,
    ].join(''),
  };
};

const smartCity = (rng: Rng): Scene => {
  const ground = 360;
  const skyline = drawCity(800, ground, 1.6, rng);
  // Lower blocks fill the width behind the centre so the city reaches both edges.
  const blocks: string[] = [];
  for (let x = -20; x < W; x += rng.range(50, 90)) {
    const h = rng.range(60, 150);
    blocks.push(`<rect x="${n(x)}" y="${n(ground - h)}" width="${n(rng.range(48, 86))}" height="${n(h)}"/>`);
  }
  const nodes: Point[] = Array.from(
    { length: 14 },
    (_, i) => [80 + i * 110 + rng.range(-30, 30), rng.range(50, 140)] as Point,
  );
  const path = nodes.slice(1).map((p, i) => `M${n(nodes[i][0])} ${n(nodes[i][1])} L${n(p[0])} ${n(p[1])}`);
  const arcs = (x: number, y: number) =>
    `<path d="M${x - 10} ${y - 8} Q${x} ${y - 18} ${x + 10} ${y - 8} M${x - 18} ${y - 14} Q${x} ${y - 32} ${x + 18} ${y - 14}" fill="none" stroke="#ffffff" stroke-width="3" stroke-linecap="round"/>`;
  return {
    description: 'Stadtsilhouette mit vernetzten Sensoren und Funkverbindungen',
    defs: sky('bg', '#0f5f6b', '#a8dcd6'),
    body: [
      background('bg'),
      `<path d="${path.join(' ')}" stroke="#d7fbf5" stroke-width="2" opacity="0.6"/>`,
      nodes.map(([x, y]) => `<circle cx="${n(x)}" cy="${n(y)}" r="7" fill="#ffffff"/>${arcs(x, y)}`).join(''),
      nodes
        .filter((_, i) => i % 3 === 0)
        .map(
          ([x, y]) =>
            `<path d="M${n(x)} ${n(y)} L${n(x)} ${ground - 120}" stroke="#d7fbf5" stroke-width="1.5" stroke-dasharray="3 6"/>`,
        )
        .join(''),
      `<g fill="#5f8d92" opacity="0.8">${blocks.join('')}</g>`,
      `<g opacity="0.95">${skyline}</g>`,
      `<rect y="${ground}" width="${W}" height="${H - ground}" fill="#2f4f55"/>`,
    ].join(''),
  };
};

const baederFreizeit = (rng: Rng): Scene => {
  const lanes = [80, 160, 240, 320];
  const ropes = lanes
    .map((y, i) => {
      const colors = i % 2 ? ['#d6322f', '#ffffff'] : ['#1d5fa8', '#ffffff'];
      return Array.from(
        { length: 80 },
        (_, k) => `<circle cx="${k * 20 + 10}" cy="${y}" r="6" fill="${colors[Math.floor(k / 3) % 2]}"/>`,
      ).join('');
    })
    .join('');
  const caustics: string[] = [];
  for (let i = 0; i < 40; i++) {
    const x = rng.range(0, W);
    const y = rng.range(20, H - 20);
    caustics.push(`M${n(x)} ${n(y)} q20 -10 40 0 t40 0`);
  }
  return {
    description: 'Schwimmbecken von oben mit Bahnleinen und Rettungsring',
    defs: sky('bg', '#3fb5d9', '#1f86b8'),
    body: [
      background('bg'),
      `<path d="${caustics.join(' ')}" fill="none" stroke="#e6fbff" stroke-width="3" opacity="0.35" stroke-linecap="round"/>`,
      `<g fill="#17668f" opacity="0.5">${[40, 120, 200, 280, 360].map((y) => `<rect x="120" y="${y - 4}" width="1360" height="8" rx="4"/>`).join('')}</g>`,
      ropes,
      `<rect width="${W}" height="16" fill="#e8eef1"/><rect y="${H - 16}" width="${W}" height="16" fill="#e8eef1"/>`,
      `<g transform="translate(1300 200)"><circle r="46" fill="none" stroke="#ffffff" stroke-width="24"/><circle r="46" fill="none" stroke="#e53935" stroke-width="24" stroke-dasharray="36.1 36.1"/></g>`,
    ].join(''),
  };
};

const SCENES: Record<ServiceAreaSlug, (rng: Rng) => Scene> = {
  strom,
  gas,
  trinkwasser,
  abwasser,
  strassenbeleuchtung,
  mobilitaet,
  nachhaltigkeit,
  waerme,
  'breitband-telekommunikation': breitband,
  energiedienstleistungen,
  'smart-city': smartCity,
  'baeder-freizeit': baederFreizeit,
};

/** The 1600×400 header illustration of a service area. */
export function serviceAreaHeaderSvg(slug: ServiceAreaSlug, title: string): string {
  const scene = SCENES[slug](createRng(`service-area:${slug}`));
  return svgDocument({
    width: W,
    height: H,
    title: `Illustration zum Fachbereich ${title}: ${scene.description}`,
    defs: scene.defs,
    body: scene.body,
  });
}
