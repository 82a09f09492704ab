import { fileUrl } from '@kp/contract/api-base';
import type { SearchResult } from '@kp/contract/search';
import type { SearchType } from '@kp/contract/search-constants';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EntryMeta, stretchedLinkClass } from '../../ui/entry-meta.tsx';
import { BusinessIcon, CampaignIcon, NewspaperIcon } from '../../ui/icons.tsx';
import { isNew } from '../../ui/new-badge.tsx';
import text from '../../ui/type.module.css';
import { DescriptionOutlinedIcon, SubdirectoryArrowRightIcon, WidgetsOutlinedIcon } from './icons.tsx';
import styles from './result-row.module.css';
import { resultRoute } from './search-results.ts';

const TYPE_ICONS: Record<Exclude<SearchType, 'Ansprechpartner'>, ReactNode> = {
  ServiceAreas: <WidgetsOutlinedIcon size="medium" />,
  Services: <DescriptionOutlinedIcon size="medium" />,
  SubServices: <SubdirectoryArrowRightIcon size="medium" />,
  News: <NewspaperIcon size="medium" />,
  Presse: <CampaignIcon size="medium" />,
  'NEW-Gruppe': <BusinessIcon size="medium" />,
};

/** A result: thumbnail (or the category's icon), category, 'Neu' and date for news and press, title, subtitle. */
export function ResultRow({
  result,
  today,
  onChoose,
}: {
  result: SearchResult;
  today: Date;
  onChoose: (result: SearchResult) => void;
}) {
  const thumbnail = fileUrl(result.image?.formats?.small.url ?? result.image?.url);
  return (
    <li className={styles.row}>
      <div aria-hidden="true" className={styles.thumbnail}>
        {thumbnail ? (
          <img src={thumbnail} alt="" loading="lazy" decoding="async" className={styles.image} />
        ) : (
          result.type !== 'Ansprechpartner' && TYPE_ICONS[result.type]
        )}
      </div>
      <div className={styles.words}>
        {/* The section heading names the category; news and press add their label, 'Neu' and date. */}
        {result.pub_date && (
          <EntryMeta
            category={result.category ?? result.filter}
            date={result.pub_date}
            isNew={isNew({ wasRead: result.wasRead ?? true, pub_date: result.pub_date }, today)}
            mb={0.25}
          />
        )}
        <h3 className={styles.title}>
          <Link
            to={resultRoute(result)}
            onClick={() => onChoose(result)}
            className={`${styles.titleLink} ${stretchedLinkClass}`}
          >
            {result.title}
          </Link>
        </h3>
        {!result.pub_date && result.subtitle && result.subtitle !== result.filter && (
          <p className={`${text.body2} ${text.secondary} ${styles.subtitle}`}>{result.subtitle}</p>
        )}
      </div>
    </li>
  );
}
