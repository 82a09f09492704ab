import path from 'node:path';

/** Demo images ship with the code; the server maps `/api/uploads/demo/*` onto this folder. */
export const DEMO_ASSETS_DIR = path.join(import.meta.dirname, 'assets');
export const DEMO_URL_PREFIX = '/uploads/demo/';

export const DEMO_ASSET_KINDS = [
  'portraits',
  'logos',
  'backgrounds',
  'service-areas',
  /** Illustrations of service areas, services, sub-services, the about page and the FAQ. */
  'content',
  'news',
  'companies',
  /** Images of the funding topics (Foerderthemen). */
  'topics',
  /** Placeholder logos of funding providers. */
  'funders',
  /** PDF files of the contact column's 'Downloads'. */
  'downloads',
  /** Images and worksheets of the education portal's materials. */
  'education',
] as const;
export type DemoAssetKind = (typeof DEMO_ASSET_KINDS)[number];

export function demoAssetUrl(kind: DemoAssetKind, file: string): string {
  return `${DEMO_URL_PREFIX}${kind}/${file}`;
}

export const portraitUrl = (slug: string): string => demoAssetUrl('portraits', `${slug}.svg`);
export const portraitSmallUrl = (slug: string): string => demoAssetUrl('portraits', `${slug}-small.svg`);
export const communeLogoUrl = (slug: string): string => demoAssetUrl('logos', `${slug}.svg`);
export const communeBackgroundUrl = (slug: string): string => demoAssetUrl('backgrounds', `${slug}.svg`);
export const serviceAreaHeaderUrl = (slug: string): string => demoAssetUrl('service-areas', `${slug}.svg`);
/** An illustration is `<base>.svg` with a small variant `<base>-small.svg` beside it. */
export const illustrationUrl = (kind: DemoAssetKind, base: string): string =>
  demoAssetUrl(kind, `${base}.svg`);
export const illustrationSmallUrl = (kind: DemoAssetKind, base: string): string =>
  demoAssetUrl(kind, `${base}-small.svg`);
export const funderLogoUrl = (key: string): string => demoAssetUrl('funders', `${key}.svg`);
export const downloadUrl = (file: string): string => demoAssetUrl('downloads', file);

/** The file on disk behind a stored demo url, or null for urls outside the demo folder. */
export function demoAssetPath(url: string): string | null {
  if (!url.startsWith(DEMO_URL_PREFIX)) return null;
  const relative = url.slice(DEMO_URL_PREFIX.length);
  if (relative.split('/').includes('..')) return null;
  return path.join(DEMO_ASSETS_DIR, relative);
}
