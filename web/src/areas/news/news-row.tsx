import { fileUrl } from '@kp/contract/api-base';
import type { NewsEntry } from '@kp/contract/news';
import { ROUTES } from '@kp/contract/shell';
import { Link } from 'react-router';
import { EntryMeta, stretchedLinkClass } from '../../ui/entry-meta.tsx';
import { isNew } from '../../ui/new-badge.tsx';
import skeleton from '../../ui/skeleton.module.css';
import text from '../../ui/type.module.css';
import styles from './news-row.module.css';

export const detailRoute = (entry: Pick<NewsEntry, 'id' | 'is_press'>): string =>
  entry.is_press ? ROUTES.pressDetail(entry.id) : ROUTES.newsDetail(entry.id);

export const thumbnailUrl = (entry: Pick<NewsEntry, 'image' | 'img_url'>): string | null =>
  fileUrl(entry.image?.formats?.small.url ?? entry.image?.url ?? entry.img_url);

type Props = {
  entry: NewsEntry;
  today: Date;
  headingLevel: 'h2' | 'h3';
  onOpen: (entry: NewsEntry) => void;
  /** A row of the first screen: its picture loads at once, the first one before other pictures. */
  priority?: 'first' | 'visible';
};

/**
 * A row of the news page (spec 01 §2): thumbnail, category, 'Neu', date, title, subtitle, excerpt. The
 * title is the link; its hit area covers the whole row, so the row is one click target and one tab stop.
 */
export function NewsRow({ entry, today, headingLevel: Heading, onOpen, priority }: Props) {
  const thumbnail = thumbnailUrl(entry);
  return (
    <li className={`${styles.frame} ${styles.row}`}>
      <div className={styles.thumbnail}>
        {thumbnail && (
          <img
            src={thumbnail}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority === 'first' ? 'high' : undefined}
            decoding="async"
            className={styles.image}
          />
        )}
      </div>
      <div className={styles.words}>
        <EntryMeta category={entry.category} date={entry.pub_date} isNew={isNew(entry, today)} mb={0.5} />
        <Heading className={styles.title}>
          <Link
            to={detailRoute(entry)}
            onClick={() => onOpen(entry)}
            className={`${styles.titleLink} ${stretchedLinkClass}`}
          >
            {entry.title}
          </Link>
        </Heading>
        {entry.subtitle && <p className={styles.subtitle}>{entry.subtitle}</p>}
        {entry.content_plaintext && (
          <p className={`${text.body2} ${styles.excerpt}`}>{entry.content_plaintext}</p>
        )}
      </div>
    </li>
  );
}

/** Stands in for a row while the list loads: the date line, a title and the three lines of the excerpt. */
export function NewsRowSkeleton() {
  // The row and its stand-in share the frame and the picture's box, so nothing moves between them.
  return (
    <div aria-hidden="true" className={styles.frame}>
      <div className={styles.thumbnail} />
      <div className={styles.words}>
        <span className={`${skeleton.skeleton} ${styles.textBar} ${styles.metaBar}`} />
        <span className={`${skeleton.skeleton} ${styles.textBar} ${styles.titleBar}`} />
        <span className={skeleton.skeleton} style={{ height: 60 }} />
      </div>
    </div>
  );
}
