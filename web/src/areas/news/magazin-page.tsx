import type { NewsEntry } from '@kp/contract/news';
import { NEWS_TEXTS } from '@kp/contract/news-constants';
import { ROUTES } from '@kp/contract/shell';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { browserData, keepFirstView, type Prefetch, serverData } from '../../app/route-data.ts';
import { DateBadge } from '../../ui/date-badge.tsx';
import { stretchedLinkClass } from '../../ui/entry-meta.tsx';
import { NewsletterCard } from '../../ui/newsletter-card.tsx';
import { PageLoader } from '../../ui/page-loader.tsx';
import { LoadFailed } from '../../ui/query-states.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import text from '../../ui/type.module.css';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { newsListQuery } from './api.ts';
import { magazinPosts, monthLabel, monthOptions, postsOfMonth, selectedMonth } from './magazin-months.ts';
import styles from './magazin-page.module.css';
import row from './news-row.module.css';
import { thumbnailUrl } from './news-row.tsx';

const MONTH_PARAM = 'monat';

/**
 * The Magazin (spec 01 §2): the news posts of one month as cards, chosen with the 'Monat' select
 * (?monat=yyyy-mm, default the newest month), and the newsletter card until it is dismissed.
 */
export function MagazinPage() {
  useDocumentTitle('Magazin');
  const [params, setParams] = useSearchParams();
  const { data, isPending, isError, error, refetch } = useQuery(newsListQuery('news'));
  const posts = useMemo(() => magazinPosts(data ?? []), [data]);
  const options = useMemo(() => monthOptions(posts), [posts]);
  const month = selectedMonth(params.get(MONTH_PARAM), options);
  const shown = useMemo(() => postsOfMonth(posts, month), [posts, month]);
  const gridHeadingId = useId();

  return (
    <div className={styles.page}>
      <h1 className={`${text.h1} ${styles.title}`}>{NEWS_TEXTS.magazinTitle}</h1>
      <div className={styles.layout}>
        <section aria-labelledby={gridHeadingId}>
          <div className={styles.month}>
            <SelectField
              label="Monat"
              value={month ?? ''}
              disabled={options.length === 0}
              onChange={(value) =>
                setParams(
                  (current) => {
                    const next = new URLSearchParams(current);
                    next.set(MONTH_PARAM, value);
                    return next;
                  },
                  { replace: true },
                )
              }
            >
              {options.length === 0 && <option value="">–</option>}
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </SelectField>
          </div>
          <h2 id={gridHeadingId} className={`${text.h2} ${styles.gridHeading}`}>
            {month ? `Beiträge im ${monthLabel(month)}` : 'Beiträge'}
          </h2>
          {isError ? (
            <LoadFailed
              error={error}
              text="Die Beiträge konnten nicht geladen werden."
              onRetry={() => void refetch()}
            />
          ) : isPending ? (
            <PageLoader inline />
          ) : shown.length === 0 ? (
            <p className={text.body1}>Es sind keine Beiträge vorhanden.</p>
          ) : (
            <ul className={styles.cards}>
              {shown.map((post) => (
                <MagazinCard key={post.id} post={post} />
              ))}
            </ul>
          )}
        </section>
        <NewsletterCard />
      </div>
    </div>
  );
}

function MagazinCard({ post }: { post: NewsEntry }) {
  const image = thumbnailUrl(post);
  return (
    <li className={styles.card}>
      <div className={styles.picture}>
        {image && <img src={image} alt="" loading="lazy" decoding="async" className={styles.image} />}
      </div>
      <div className={styles.words}>
        <div>
          <DateBadge date={post.pub_date} />
        </div>
        <h3 className={styles.cardTitle}>
          <Link to={ROUTES.newsDetail(post.id)} className={`${row.titleLink} ${stretchedLinkClass}`}>
            {post.title}
          </Link>
        </h3>
        {post.subtitle && <p className={`${text.body2} ${text.secondary}`}>{post.subtitle}</p>}
      </div>
    </li>
  );
}

const magazinData: Prefetch = (queryClient) => queryClient.prefetchQuery(newsListQuery('news'));
/** The HTML holds the magazine's posts only, not the whole news list; the browser then loads it whole. */
const magazinFirstView: Prefetch = async (queryClient, args) => {
  await magazinData(queryClient, args);
  keepFirstView<NewsEntry[]>(queryClient, newsListQuery('news').queryKey, magazinPosts);
};
export const loader = serverData(magazinFirstView);
export const clientLoader = browserData(magazinData);

export default MagazinPage;
