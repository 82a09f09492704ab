import path from 'node:path';

/** Demo images ship with the code; the server maps `/api/uploads/demo/*` onto this folder. */
export const DEMO_ASSETS_DIR = path.join(import.meta.dirname, 'assets');
export const DEMO_URL_PREFIX = '/uploads/demo/';

export type DemoAssetKind = 'portraits' | 'logos' | 'backgrounds' | 'service-areas';

export function demoAssetUrl(kind: DemoAssetKind, file: string): string {
  return `${DEMO_URL_PREFIX}${kind}/${file}`;
}

export const portraitUrl = (slug: string): string => demoAssetUrl('portraits', `${slug}.svg`);
export const portraitSmallUrl = (slug: string): string => demoAssetUrl('portraits', `${slug}-small.svg`);
export const communeLogoUrl = (slug: string): string => demoAssetUrl('logos', `${slug}.svg`);
export const communeBackgroundUrl = (slug: string): string => demoAssetUrl('backgrounds', `${slug}.svg`);
export const serviceAreaHeaderUrl = (slug: string): string => demoAssetUrl('service-areas', `${slug}.svg`);

/** The file on disk behind a stored demo url, or null for urls outside the demo folder. */
export function demoAssetPath(url: string): string | null {
  if (!url.startsWith(DEMO_URL_PREFIX)) return null;
  const relative = url.slice(DEMO_URL_PREFIX.length);
  if (relative.split('/').includes('..')) return null;
  return path.join(DEMO_ASSETS_DIR, relative);
}
