import type { PortraitStyle } from '../data/contact-people.ts';
import { createRng, n } from './prng.ts';
import { shade, svgDocument } from './svg.ts';

// Lighter tones repeat so the mix resembles the region's population.
const SKIN = [
  '#f7d7bf',
  '#f1c7a8',
  '#f4d0b4',
  '#e9bc9a',
  '#e6b48f',
  '#d49a72',
  '#b07a55',
  '#8a5a3c',
  '#6b4330',
];
const HAIR = [
  '#2a1c14',
  '#3f2a1d',
  '#5b3b25',
  '#7a5232',
  '#a87843',
  '#d4b06f',
  '#8e8e8e',
  '#b0553a',
  '#1b1b1b',
];
const CLOTHES = [
  '#0a6e3c',
  '#00486b',
  '#36475a',
  '#6d2e46',
  '#2f5d8a',
  '#7a5443',
  '#44615a',
  '#574a86',
  '#9a3b2f',
];
const SHIRT = ['#ffffff', '#dde8f4', '#f3eee4', '#e9f1e7'];
const BACKGROUND = ['#d6eadf', '#d9e6f1', '#efe3d3', '#e5dfef', '#f0dede', '#dcece8', '#ece9d6'];

const HAIR_STYLES: Record<PortraitStyle, readonly HairStyle[]> = {
  f: ['long', 'bob', 'bun', 'curly-long', 'long'],
  m: ['short', 'side-part', 'receding', 'curly', 'short'],
};
type HairStyle = 'short' | 'side-part' | 'receding' | 'curly' | 'long' | 'bob' | 'bun' | 'curly-long';

/** Head centre and radii; everything else is placed relative to the same 240×240 grid. */
const HEAD = { cx: 120, cy: 104, rx: 40, ry: 48 };

function curls(color: string, from: number, to: number, radius: number, size: number): string {
  const parts: string[] = [];
  for (let a = from; a <= to; a += 14) {
    const rad = (a * Math.PI) / 180;
    const x = HEAD.cx + Math.cos(rad) * radius;
    const y = HEAD.cy - 6 + Math.sin(rad) * radius;
    parts.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${size}"/>`);
  }
  return `<g fill="${color}">${parts.join('')}</g>`;
}

function hairBack(style: HairStyle, color: string): string {
  switch (style) {
    case 'long':
    case 'curly-long':
      return `<path fill="${color}" d="M77 98 C68 150 70 188 86 204 L154 204 C170 188 172 150 163 98 Z"/>`;
    case 'bob':
      return `<path fill="${color}" d="M76 98 C71 128 73 152 84 162 L156 162 C167 152 169 128 164 98 Z"/>`;
    case 'bun':
      return `<circle cx="120" cy="50" r="17" fill="${color}"/>`;
    default:
      return '';
  }
}

function hairFront(style: HairStyle, color: string): string {
  switch (style) {
    case 'short':
      return `<path fill="${color}" d="M80 110 C75 70 96 51 122 51 C148 51 167 70 160 110 C158 93 154 85 148 80 C132 87 104 87 90 80 C85 87 82 97 80 110 Z"/>`;
    case 'side-part':
      return `<path fill="${color}" d="M80 112 C73 66 100 48 127 50 C153 52 168 73 160 112 C158 95 152 83 141 77 C122 86 100 91 87 89 C83 96 81 103 80 112 Z"/>`;
    case 'receding':
      return `<g fill="${color}"><path d="M80 114 C77 94 81 80 89 72 C91 84 87 98 85 114 Z"/><path d="M160 114 C163 94 159 80 151 72 C149 84 153 98 155 114 Z"/><path opacity="0.55" d="M90 70 C102 56 138 56 150 70 C138 64 102 64 90 70 Z"/></g>`;
    case 'curly':
      return `${curls(color, 190, 350, 40, 12)}<path fill="${color}" d="M82 100 C82 70 100 58 120 58 C140 58 158 70 158 100 C150 84 136 78 120 78 C104 78 90 84 82 100 Z"/>`;
    case 'long':
      return `<path fill="${color}" d="M79 118 C72 66 100 50 121 50 C147 50 168 66 161 118 C155 90 143 76 124 72 C108 76 92 90 79 118 Z"/>`;
    case 'curly-long':
      return `${curls(color, 180, 360, 42, 13)}<path fill="${color}" d="M79 112 C76 70 98 56 120 56 C142 56 164 70 161 112 C154 88 140 78 120 78 C100 78 86 88 79 112 Z"/>`;
    case 'bob':
      return `<path fill="${color}" d="M79 112 C75 66 98 50 120 50 C142 50 165 66 161 112 C160 95 156 87 151 82 L89 84 C84 91 80 100 79 112 Z"/>`;
    case 'bun':
      return `<path fill="${color}" d="M80 108 C76 70 98 55 120 55 C142 55 164 70 160 108 C156 90 146 78 120 76 C96 78 84 90 80 108 Z"/>`;
  }
}

export interface PortraitOptions {
  name: string;
  style: PortraitStyle;
}

/** Head-and-shoulders illustration; colours and hair follow from the name, so it is stable. */
export function portraitSvg(options: PortraitOptions, size: number): string {
  const rng = createRng(`portrait:${options.name}`);
  const skin = rng.pick(SKIN);
  const hair = rng.pick(HAIR);
  const clothes = rng.pick(CLOTHES);
  const shirt = rng.pick(SHIRT);
  const background = rng.pick(BACKGROUND);
  const hairStyle = rng.pick(HAIR_STYLES[options.style]);
  const glasses = rng.chance(0.3);
  const beard = options.style === 'm' && rng.chance(0.25);
  const tie = options.style === 'm' && rng.chance(0.35);
  const blazer = rng.chance(0.6);
  const earrings = options.style === 'f' && rng.chance(0.5);

  const skinShadow = shade(skin, 0.88);
  const parts: string[] = [
    `<rect width="240" height="240" fill="${background}"/>`,
    `<circle cx="120" cy="112" r="92" fill="${shade(background, 1.35)}"/>`,
    hairBack(hairStyle, hair),
    // Shoulders and top.
    `<path fill="${clothes}" d="M26 240 C28 202 58 182 100 176 L140 176 C182 182 212 202 214 240 Z"/>`,
  ];
  if (blazer) {
    parts.push(
      `<path fill="${shirt}" d="M103 176 L120 216 L137 176 Z"/>`,
      tie ? `<path fill="${shade(clothes, 0.6)}" d="M116 198 L124 198 L127 230 L120 240 L113 230 Z"/>` : '',
      `<path fill="none" stroke="${shade(clothes, 0.7)}" stroke-width="3" stroke-linejoin="round" d="M99 177 L120 222 L141 177"/>`,
      `<path fill="${skinShadow}" d="M106 132 L106 178 L120 197 L134 178 L134 132 Z"/>`,
    );
  } else {
    parts.push(
      `<path fill="${skinShadow}" d="M106 132 L106 176 Q120 190 134 176 L134 132 Z"/>`,
      `<path fill="none" stroke="${shade(clothes, 0.75)}" stroke-width="4" d="M100 178 Q120 196 140 178"/>`,
    );
  }
  parts.push(
    `<ellipse cx="81" cy="110" rx="7" ry="11" fill="${skinShadow}"/>`,
    `<ellipse cx="159" cy="110" rx="7" ry="11" fill="${skinShadow}"/>`,
    earrings ? `<g fill="#e6c36a"><circle cx="80" cy="124" r="3"/><circle cx="160" cy="124" r="3"/></g>` : '',
    `<ellipse cx="${HEAD.cx}" cy="${HEAD.cy}" rx="${HEAD.rx}" ry="${HEAD.ry}" fill="${skin}"/>`,
    beard
      ? `<path fill="${hair}" opacity="0.9" d="M81 112 C83 146 101 156 120 156 C139 156 157 146 159 112 C152 132 140 140 120 140 C100 140 88 132 81 112 Z M108 132 Q120 126 132 132 Q120 136 108 132 Z"/>`
      : '',
    hairFront(hairStyle, hair),
    // Face: brows, eyes, nose, cheeks, smile.
    `<g fill="none" stroke="${shade(hair, 0.9)}" stroke-width="3" stroke-linecap="round"><path d="M96 96 Q104 91 112 95"/><path d="M128 95 Q136 91 144 96"/></g>`,
    `<g fill="#2a2522"><ellipse cx="104" cy="106" rx="3.6" ry="4.2"/><ellipse cx="136" cy="106" rx="3.6" ry="4.2"/></g>`,
    `<g fill="#ffffff"><circle cx="105.2" cy="104.6" r="1.1"/><circle cx="137.2" cy="104.6" r="1.1"/></g>`,
    `<path fill="none" stroke="${shade(skin, 0.75)}" stroke-width="2" stroke-linecap="round" d="M120 110 Q116 121 121 123"/>`,
    `<g fill="#e38b7c" opacity="0.25"><circle cx="99" cy="121" r="7"/><circle cx="141" cy="121" r="7"/></g>`,
    `<path fill="none" stroke="#9a4a3e" stroke-width="3" stroke-linecap="round" d="M109 132 Q120 140 131 132"/>`,
  );
  if (glasses) {
    parts.push(
      '<g fill="#ffffff" fill-opacity="0.15" stroke="#2f2f33" stroke-width="2.4">',
      '<rect x="92" y="97" width="24" height="18" rx="7"/><rect x="124" y="97" width="24" height="18" rx="7"/>',
      '<path fill="none" d="M116 104 Q120 101 124 104 M92 104 L82 101 M148 104 L158 101"/></g>',
    );
  }
  return svgDocument({
    width: size,
    height: size,
    viewBox: '0 0 240 240',
    title: `Illustriertes Porträt von ${options.name}`,
    body: parts.filter(Boolean).join('\n'),
  });
}
