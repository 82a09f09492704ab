import { editableText, requireIds } from '../../../backoffice/helpers.ts';
import type { Tx } from '../../../backoffice/resource.ts';
import {
  contactPeople,
  type StoredDownload,
  type StoredImage,
  type StoredLink,
} from '../../../db/schema/index.ts';

/** Shared by the content resources: cache topics, and stored page columns <-> form fields. */

/** Catalogue, search, FAQ flag, dashboards (see docs/operations.md "Caches"). */
export const CONTENT = ['content'] as const;
/** What also reaches the communes' data: their service areas and their people. */
export const CONTENT_AND_COMMUNES = ['content', 'communes'] as const;

// --- stored page columns <-> form fields ---------------------------------------------------------------

type ImageInput = { url: string; smallUrl: string | null; caption: string | null };
type DownloadInput = { name: string; url: string; caption: string | null };
type LinkInput = { title: string; link: string };

export const imagesIn = (images: ImageInput[]): StoredImage[] =>
  images.map(({ url, smallUrl, caption }) => ({ url, smallUrl, caption }));
export const imagesOut = (images: StoredImage[]): ImageInput[] =>
  images.map(({ url, smallUrl, caption }) => ({ url, smallUrl: smallUrl ?? null, caption: caption ?? null }));
/** Downloads and links keep an id for the page; it is their position. */
const downloadsIn = (downloads: DownloadInput[]): StoredDownload[] =>
  downloads.map(({ name, url, caption }, i) => ({ id: i + 1, name, url, caption }));
const downloadsOut = (downloads: StoredDownload[]): DownloadInput[] =>
  downloads.map(({ name, url, caption }) => ({ name, url, caption: caption ?? null }));
const linksIn = (links: LinkInput[]): StoredLink[] =>
  links.map(({ title, link }, i) => ({ id: i + 1, title, link }));
const linksOut = (links: StoredLink[]): LinkInput[] => links.map(({ title, link }) => ({ title, link }));

interface PageInput {
  content1: string;
  content2: string;
  images: ImageInput[];
  fileDownloads: DownloadInput[];
  interestingLinks: LinkInput[];
  showRegionalLeiter: boolean;
  sortOrder: number;
}
interface PageRow {
  content1: string;
  content2: string;
  images: StoredImage[];
  fileDownloads: StoredDownload[];
  interestingLinks: StoredLink[];
  showRegionalLeiter: boolean;
  sortOrder: number;
}

export const pageColumnsOf = (input: PageInput) => ({
  content1: input.content1,
  content2: input.content2,
  images: imagesIn(input.images),
  fileDownloads: downloadsIn(input.fileDownloads),
  interestingLinks: linksIn(input.interestingLinks),
  showRegionalLeiter: input.showRegionalLeiter,
  sortOrder: input.sortOrder,
});
export const pageFieldsOf = (row: PageRow): PageInput => ({
  content1: editableText(row.content1),
  content2: editableText(row.content2),
  images: imagesOut(row.images),
  fileDownloads: downloadsOut(row.fileDownloads),
  interestingLinks: linksOut(row.interestingLinks),
  showRegionalLeiter: row.showRegionalLeiter,
  sortOrder: row.sortOrder,
});

export const requirePersons = (tx: Tx, ids: readonly number[]) =>
  requireIds(tx, contactPeople.id, contactPeople, ids, 'personIds', 'Diese Kontaktperson gibt es nicht.');
