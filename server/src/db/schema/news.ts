import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './access.ts';
import { contactPeople, type StoredImage, searchTitle } from './content.ts';

/**
 * News and press entries in one table (spec 01 §3 names one entity with is_press). News content is markdown
 * (content1, content2); press content is HTML, sanitised when served.
 */
export const newsPosts = pgTable(
  'news_posts',
  {
    id: serial('id').primaryKey(),
    isPress: boolean('is_press').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    content: text('content').notNull().default(''),
    content2: text('content2').notNull().default(''),
    contentPlaintext: text('content_plaintext').notNull().default(''),
    imageUrl: text('image_url'),
    imageSmallUrl: text('image_small_url'),
    imageCaption: text('image_caption'),
    images: jsonb('images').$type<StoredImage[]>().notNull().default([]),
    pubDate: date('pub_date').notNull(),
    /** Null for a draft, a future time while scheduled (decision 019, server/src/lib/publication.ts). */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    customUpdatedAt: timestamp('custom_updated_at', { withTimezone: true }),
    customPublishedAt: timestamp('custom_published_at', { withTimezone: true }),
    searchTitle: searchTitle('"title"'),
  },
  (t) => [
    index('news_posts_list_idx').on(t.isPress, t.pubDate.desc(), t.id.desc()),
    index('news_posts_search_idx').using('gin', t.searchTitle.op('gin_trgm_ops')),
    // The minute job looks for posts that went live since its last run.
    index('news_posts_published_idx').on(t.publishedAt),
  ],
);

export const newsPostPersons = pgTable(
  'news_post_persons',
  {
    ownerId: integer('news_post_id')
      .notNull()
      .references(() => newsPosts.id, { onDelete: 'cascade' }),
    contactPersonId: integer('contact_person_id')
      .notNull()
      .references(() => contactPeople.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.contactPersonId] })],
);

/** Read markers (spec 01 §3): which user opened which news or press entry. */
export const reads = pgTable(
  'reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => newsPosts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] })],
);

/** Newsletter sign-ups and dismissals of the Magazin and funding cards. */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});
