import type { Motif } from '../art/illustration.ts';
import type { DownloadKey } from './downloads.ts';
import type { LinkKey } from './links.ts';

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
