import { createRng, escapeXml } from './prng.ts';
import { luminance, shade, svgDocument } from './svg.ts';

const SHIELD = 'M8 8 H112 V66 C112 102 88 124 60 134 C32 124 8 102 8 66 Z';

/** Heraldic divisions of the field; the second colour fills the shape given here. */
const DIVISIONS = {
  pale: 'M60 0 H120 V140 H60 Z',
  fess: 'M0 66 H120 V140 H0 Z',
  bend: 'M0 0 L120 140 H0 Z',
  chief: 'M0 0 H120 V38 H0 Z',
  quarterly: 'M60 0 H120 V66 H60 Z M0 66 H60 V140 H0 Z',
} as const;

export interface CommuneLogoOptions {
  name: string;
  initials: string;
  colors: readonly [string, string];
}

/** A stylised shield, not the commune's real coat of arms: two colours and the initials on a roundel. */
export function communeLogoSvg(options: CommuneLogoOptions): string {
  const rng = createRng(`logo:${options.name}`);
  const [field, charge] = options.colors;
  const division = rng.pick(Object.keys(DIVISIONS) as (keyof typeof DIVISIONS)[]);
  // Initials take whichever shield colour is darker, so they contrast with the white roundel.
  const ink = luminance(field) < luminance(charge) ? field : charge;
  const fontSize = options.initials.length > 2 ? 24 : 30;
  const body = [
    `<path d="${SHIELD}" fill="${field}"/>`,
    `<path d="${DIVISIONS[division]}" fill="${charge}" clip-path="url(#shield)"/>`,
    `<path d="M14 14 H106 V66 C106 98 84 118 60 127 C36 118 14 98 14 66 Z" fill="none" stroke="#ffffff" stroke-opacity="0.45" stroke-width="1.5"/>`,
    `<circle cx="60" cy="66" r="29" fill="#ffffff" stroke="${shade(ink, 0.85)}" stroke-width="3"/>`,
    `<text x="60" y="66" dy="0.35em" text-anchor="middle" font-family="'Segoe UI', Roboto, Arial, Helvetica, sans-serif" font-weight="700" font-size="${fontSize}" letter-spacing="0.5" fill="${ink}">${escapeXml(options.initials)}</text>`,
    `<path d="${SHIELD}" fill="none" stroke="${shade(ink, 0.6)}" stroke-width="3" stroke-linejoin="round"/>`,
  ].join('\n');
  return svgDocument({
    width: 120,
    height: 140,
    title: `Logo ${options.name}`,
    defs: `<clipPath id="shield"><path d="${SHIELD}"/></clipPath>`,
    body,
  });
}
