import { NEWS_TEXTS } from '@kp/contract/news-constants';
import { ROUTES } from '@kp/contract/shell';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DateBadge } from '../../ui/date-badge.tsx';
import { ArrowBackIcon } from '../../ui/icons.tsx';
import { PageLoader } from '../../ui/page-loader.tsx';
import text from '../../ui/type.module.css';
import styles from './detail-parts.module.css';

export function BackToNews() {
  return (
    <Link to={ROUTES.news} className={styles.back}>
      <ArrowBackIcon size="small" />
      Zurück zu {NEWS_TEXTS.pageTitle}
    </Link>
  );
}

/** Category, date, title (the page's h1) and subtitle of a news or press detail. */
export function DetailHeader({
  category,
  dateLabel,
  date,
  title,
  subtitle,
}: {
  category: string;
  dateLabel: string;
  date: string;
  title: string;
  subtitle: string | null;
}) {
  return (
    <header className={styles.header}>
      <div className={styles.meta}>
        <span className={styles.category}>{category}</span>
        <DateBadge date={date} label={dateLabel} />
      </div>
      <h1 className={`${text.h1} ${subtitle ? styles.withSubtitle : ''}`}>{title}</h1>
      {subtitle && <p className={`${text.secondary} ${styles.subtitle}`}>{subtitle}</p>}
    </header>
  );
}

export function DetailLoader({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label}>
      <PageLoader inline />
    </div>
  );
}

export function DetailLayout({ main, aside }: { main: ReactNode; aside?: ReactNode }) {
  return (
    <div className={`${styles.layout} ${aside ? styles.withAside : ''}`}>
      <article>{main}</article>
      {aside && <div>{aside}</div>}
    </div>
  );
}
