import type { DownloadKey } from './downloads.ts';
import type { LinkKey } from './links.ts';

/** The scene of a committed illustration (assets/<kind>/<base>.svg), kept as a description of the file. */
export type Motif = string;

/** An illustration on a content page: what it shows and the caption under it. */
export interface DemoImage {
  motif: Motif;
  caption: string;
}

export const image = (motif: Motif, caption: string): DemoImage => ({ motif, caption });

/** What service areas, services and sub-services share: people, images and the contact column's lists. */
export interface DemoPageExtras {
  images: readonly DemoImage[];
  downloads: readonly DownloadKey[];
  links: readonly LinkKey[];
}
