import type { Person } from '@kp/contract/access';
import type { ReactNode } from 'react';
import { ContactColumn } from '../../ui/contact-column.tsx';
import { LoadFailed } from '../../ui/query-states.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import skeleton from '../../ui/skeleton.module.css';
import text from '../../ui/type.module.css';
import styles from './config-page.module.css';
import columns from './page-columns.module.css';

/** The layout of the sponsoring and contact pages: title, text from the config, contact persons on the right. */
export function ConfigPage({
  title,
  html,
  persons,
  query,
  children,
}: {
  title: string;
  html: string | null | undefined;
  persons: Person[];
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  children?: ReactNode;
}) {
  return (
    <div className={`${columns.page} ${columns.withAside}`}>
      <div className={`${columns.main} ${columns.narrow}`}>
        <h1 className={`${text.h1} ${styles.heading}`}>{title}</h1>
        {query.isPending && (
          <div aria-hidden>
            <span className={`${skeleton.skeleton} ${skeleton.line}`} />
            <span className={`${skeleton.skeleton} ${skeleton.line}`} />
            <span className={`${skeleton.skeleton} ${skeleton.line} ${styles.shortLine}`} />
          </div>
        )}
        {query.isError && <LoadFailed error={query.error} onRetry={() => void query.refetch()} />}
        <RichText html={html} />
        {children}
      </div>
      {persons.length > 0 && (
        <aside aria-label="Ansprechpartner" className={columns.aside}>
          <ContactColumn persons={persons} />
        </aside>
      )}
    </div>
  );
}
