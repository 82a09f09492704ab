import type { NewsDetail, NewsEntry } from '@kp/contract/news';
import { NEWS_CATEGORIES, NEWS_EXCERPT_CHARS } from '@kp/contract/news-constants';
import sanitizeHtml from 'sanitize-html';
import type { contactPeople } from '../../db/schema/index.ts';
import { toImage, toPerson } from '../content/present.ts';
import type { NewsListRow, NewsPostRow } from './repo.ts';

/** The first NEWS_EXCERPT_CHARS characters, counted by code point so no emoji is cut in half. */
export function excerpt(text: string): string {
  const chars = Array.from(text);
  return chars.length <= NEWS_EXCERPT_CHARS ? text : chars.slice(0, NEWS_EXCERPT_CHARS).join('');
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toNewsEntry(row: NewsListRow, wasRead: boolean): NewsEntry {
  return {
    id: row.id,
    category: row.isPress ? NEWS_CATEGORIES.press : NEWS_CATEGORIES.news,
    title: row.title,
    subtitle: row.subtitle,
    content_plaintext: excerpt(row.contentPlaintext),
    is_press: row.isPress,
    img_url: row.imageUrl,
    image: toImage(row.imageUrl, row.imageSmallUrl, row.imageCaption),
    pub_date: row.pubDate,
    published_at: row.publishedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    custom_updated_at: iso(row.customUpdatedAt),
    custom_published_at: iso(row.customPublishedAt),
    wasRead,
    filter: row.isPress ? 'press' : 'news',
  };
}

/** Press content is editorial HTML: only ordinary text markup, safe links and images leave the server. */
const PRESS_HTML: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: {
    // Links open in the same tab, or in a new one without access to the portal (no window.opener).
    a: (tagName, { target, ...attribs }) => ({
      tagName,
      attribs: target === '_blank' ? { ...attribs, target, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export const sanitizePressHtml = (html: string) => sanitizeHtml(html, PRESS_HTML);

type PersonRow = typeof contactPeople.$inferSelect;

export function toNewsDetail(row: NewsPostRow, persons: PersonRow[], wasRead: boolean): NewsDetail {
  const body = (text: string) => (row.isPress ? sanitizePressHtml(text) : text);
  return {
    ...toNewsEntry(row, wasRead),
    content: body(row.content),
    content2: body(row.content2),
    images: row.images.flatMap((image) => toImage(image.url, image.smallUrl, image.caption) ?? []),
    personsInCharge: persons.map(toPerson),
  };
}
