import type { NewsDetail, NewsEntry } from '@kp/contract/news';
import { NEWS_CATEGORIES, NEWS_EXCERPT_CHARS } from '@kp/contract/news-constants';
import type { contactPeople } from '../../db/schema/index.ts';
import { toImage, toPerson } from '../../lib/present.ts';
import { markdownToHtml, sanitizeRichHtml } from '../../lib/rich-text.ts';
import type { NewsListRow, NewsPostRow } from './repo.ts';

/** The first NEWS_EXCERPT_CHARS characters, counted by code point so no emoji is cut in half. */
export function excerpt(text: string): string {
  // A string of n UTF-16 units has at most n code points; only longer ones are walked, up to the cut.
  if (text.length <= NEWS_EXCERPT_CHARS) return text;
  let end = 0;
  for (let count = 0; count < NEWS_EXCERPT_CHARS && end < text.length; count++) {
    end += (text.codePointAt(end) ?? 0) > 0xffff ? 2 : 1;
  }
  return text.slice(0, end);
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
    // Readers get live posts only; a preview of a draft shows the time it would go live (now).
    published_at: (row.publishedAt ?? new Date()).toISOString(),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    custom_updated_at: iso(row.customUpdatedAt),
    custom_published_at: iso(row.customPublishedAt),
    wasRead,
    filter: row.isPress ? 'press' : 'news',
  };
}

type PersonRow = typeof contactPeople.$inferSelect;

/**
 * News content is markdown: served as it is stored, and rendered to sanitised HTML. Press content is
 * editorial HTML: it leaves the server only sanitised, so there `content` and `contentHtml` are the same.
 */
export function toNewsDetail(row: NewsPostRow, persons: PersonRow[], wasRead: boolean): NewsDetail {
  const content = row.isPress ? sanitizeRichHtml(row.content) : row.content;
  const content2 = row.isPress ? sanitizeRichHtml(row.content2) : row.content2;
  return {
    ...toNewsEntry(row, wasRead),
    content,
    content2,
    contentHtml: row.isPress ? content : markdownToHtml(row.content),
    content2Html: row.isPress ? content2 : markdownToHtml(row.content2),
    images: row.images.flatMap((image) => toImage(image.url, image.smallUrl, image.caption) ?? []),
    personsInCharge: persons.map(toPerson),
  };
}
