import { escapeXml, n } from './prng.ts';
import { svgDocument } from './svg.ts';

/** Abstract marks: neutral stand-ins, deliberately unlike the funders' real logos. */
export type FunderMark = 'stripes' | 'ring' | 'arc' | 'bars' | 'wave' | 'grid' | 'leaf';

export interface FunderLogoOptions {
  /** Full name, the accessible title and the small line under the short name. */
  name: string;
  short: string;
  line: string;
  mark: FunderMark;
  colors: readonly [string, string];
}

function mark(kind: FunderMark, [main, accent]: readonly [string, string]): string {
  switch (kind) {
    case 'stripes':
      return `<rect x="16" y="24" width="10" height="72" fill="${main}"/><rect x="30" y="24" width="10" height="72" fill="${accent}"/><rect x="44" y="24" width="10" height="72" fill="#c9a227"/>`;
    case 'ring':
      return `<circle cx="52" cy="60" r="42" fill="${main}"/>${Array.from({ length: 12 }, (_, i) => {
        const a = (i / 12) * Math.PI * 2;
        return `<circle cx="${n(52 + Math.cos(a) * 26)}" cy="${n(60 + Math.sin(a) * 26)}" r="4" fill="${accent}"/>`;
      }).join('')}`;
    case 'arc':
      return `<path d="M16 92 A40 40 0 0 1 96 92" fill="none" stroke="${main}" stroke-width="14"/><path d="M36 92 A20 20 0 0 1 76 92" fill="none" stroke="${accent}" stroke-width="10"/>`;
    case 'bars':
      return `<rect x="16" y="64" width="16" height="32" fill="${accent}"/><rect x="38" y="44" width="16" height="52" fill="${main}"/><rect x="60" y="24" width="16" height="72" fill="${main}"/>`;
    case 'wave':
      return `<circle cx="52" cy="60" r="40" fill="${main}"/><path d="M16 64 Q34 48 52 64 T88 64" fill="none" stroke="${accent}" stroke-width="8"/><path d="M20 80 Q36 66 52 80 T84 80" fill="none" stroke="#ffffff" stroke-width="6"/>`;
    case 'grid':
      return `<rect x="14" y="22" width="36" height="36" fill="${main}"/><rect x="54" y="22" width="36" height="36" fill="${accent}"/><rect x="14" y="62" width="36" height="36" fill="${accent}"/><rect x="54" y="62" width="36" height="36" fill="${main}"/>`;
    case 'leaf':
      return `<path d="M20 96 C20 50 50 24 92 24 C92 70 62 96 20 96 Z" fill="${main}"/><path d="M24 92 L80 36" stroke="${accent}" stroke-width="5"/>`;
  }
}

/** A 360×120 word mark for a funding provider: an abstract mark, the short name and one line. */
export function funderLogoSvg(options: FunderLogoOptions): string {
  const size = options.short.length > 8 ? 30 : 38;
  const body = [
    `<rect width="360" height="120" rx="8" fill="#ffffff"/>`,
    mark(options.mark, options.colors),
    `<text x="112" y="66" font-family="'Segoe UI', Roboto, Arial, Helvetica, sans-serif" font-weight="700" font-size="${size}" fill="${options.colors[0]}">${escapeXml(options.short)}</text>`,
    `<text x="113" y="92" font-family="'Segoe UI', Roboto, Arial, Helvetica, sans-serif" font-size="13" fill="#4a5560">${escapeXml(options.line)}</text>`,
  ].join('\n');
  return svgDocument({ width: 360, height: 120, title: `Logo (Platzhalter): ${options.name}`, body });
}
