import { useId } from 'react';
import { Link } from 'react-router';
import { ArrowForwardIcon } from '../../ui/icons.tsx';
import surface from '../../ui/surface.module.css';
import text from '../../ui/type.module.css';
import styles from './service-link-list.module.css';

/** An entry without `to` is named only (a commune whose dashboard the employee may not open). */
export type ServiceLinkItem = { id: number; title: string; to?: string; preview?: string };

/**
 * The buttons to a page's services or sub-services (spec 01 §2): one card-sized link per entry with its
 * title and, when there is content, the 20-word preview.
 */
export function ServiceLinkList({ heading, items }: { heading: string; items: ServiceLinkItem[] }) {
  const headingId = useId();
  const withPreview = items.some((item) => item.preview);
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={`${text.h2} ${styles.heading}`}>
        {heading}
      </h2>
      <ul className={withPreview ? styles.list : `${styles.list} ${styles.titlesOnly}`}>
        {items.map((item) => (
          <li key={item.id} className={`${surface.outlined} ${styles.card}`}>
            {item.to ? (
              <Link to={item.to} className={styles.link}>
                <EntryText item={item} />
                <ArrowForwardIcon size="medium" className={styles.arrow} />
              </Link>
            ) : (
              <div className={styles.entry}>
                <EntryText item={item} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function EntryText({ item }: { item: ServiceLinkItem }) {
  return (
    <span className={styles.words}>
      <span className={styles.title}>{item.title}</span>
      {item.preview && (
        <span className={`${text.body2} ${text.secondary} ${styles.preview}`}>{item.preview}</span>
      )}
    </span>
  );
}
