import type { NewsEntry } from '@kp/contract/news';
import { SEARCH_TEXTS } from '@kp/contract/search-constants';
import { ROUTES } from '@kp/contract/shell';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { useUser } from '../../app/session.ts';
import { ContactColumn } from '../../ui/contact-column.tsx';
import { contactPersons } from '../../ui/contact-persons.ts';
import { EntryMeta } from '../../ui/entry-meta.tsx';
import link from '../../ui/link.module.css';
import { MainAside } from '../../ui/main-aside.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import text from '../../ui/type.module.css';
import { latestNewsQuery } from './api.ts';
import styles from './no-results.module.css';

/** Entries of the latest news on the page without hits. */
const LATEST_NEWS_COUNT = 4;

/** No hits (spec 01 §2): the texts, the suggestion 'Strom', the latest news, and the contacts on the right. */
export function NoResults({ heading }: { heading: ReactNode }) {
  const user = useUser();
  return (
    <MainAside
      from="lg"
      gap={{ xs: 3, md: 4 }}
      aside={
        // No page names contact persons here: the fallback rule of the contact column, as on the FAQ page.
        <ContactColumn persons={contactPersons({ personsInCharge: [], showRegionalLeiter: false }, user)} />
      }
    >
      <div className={styles.main}>
        {heading}
        <h2 className={`${text.h2} ${styles.title}`}>{SEARCH_TEXTS.noResultsTitle}</h2>
        <p className={`${text.body1} ${styles.text}`}>{SEARCH_TEXTS.noResultsText}</p>
        <p className={`${text.body1} ${styles.suggestion}`}>
          Versuchen Sie es zum Beispiel mit{' '}
          <Link
            to={ROUTES.search(SEARCH_TEXTS.suggestion)}
            className={`${link.link} ${styles.suggestionLink}`}
          >
            {SEARCH_TEXTS.suggestion}
          </Link>
          .
        </p>
        <LatestNews />
      </div>
    </MainAside>
  );
}

const newsRoute = (entry: Pick<NewsEntry, 'id' | 'is_press'>) =>
  entry.is_press ? ROUTES.pressDetail(entry.id) : ROUTES.newsDetail(entry.id);

function LatestNews() {
  const { data, isPending } = useQuery(latestNewsQuery());
  const headingId = useId();
  const entries = (data ?? []).slice(0, LATEST_NEWS_COUNT);
  if (!isPending && entries.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={`${text.h2} ${styles.newsHeading}`}>
        Aktuelle Nachrichten
      </h2>
      {isPending ? (
        <div role="status" aria-label="Nachrichten werden geladen …" className={styles.news}>
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} height={64} />
          ))}
        </div>
      ) : (
        <ul className={styles.news}>
          {entries.map((entry) => (
            <li key={`${entry.category}-${entry.id}`} className={styles.entry}>
              <EntryMeta category={entry.category} date={entry.pub_date} mb={0.25} />
              <h3 className={styles.entryTitle}>
                <Link to={newsRoute(entry)} className={styles.entryLink}>
                  {entry.title}
                </Link>
              </h3>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
