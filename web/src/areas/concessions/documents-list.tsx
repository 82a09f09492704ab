import type { DocumentsPage } from '@kp/contract/concessions';
import { BREAKPOINTS } from '@kp/contract/shell';
import type { RefObject } from 'react';
import { Alert } from '../../ui/alert.tsx';
import { Pager } from '../../ui/pager.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import text from '../../ui/type.module.css';
import { fromWidth, useMediaQuery } from '../../ui/use-media-query.ts';
import { DocumentCard } from './document-card.tsx';
import { documentCountText, lastPage } from './document-view.ts';
import styles from './documents-list.module.css';

/** The documents of the chosen page with their count and the pager; loaded by documents-page.tsx after its first paint. */
export function DocumentsList({
  listTop,
  data,
  page,
  warning,
  fetching,
  filtered,
  onPage,
}: {
  listTop: RefObject<HTMLDivElement | null>;
  data: DocumentsPage;
  page: number;
  /** The error of a failed refresh, shown above the list that is still there. */
  warning: string | null;
  fetching: boolean;
  filtered: boolean;
  onPage: (page: number) => void;
}) {
  const wide = useMediaQuery(fromWidth(BREAKPOINTS.md));
  const pages = lastPage(data.total);
  return (
    <div ref={listTop} className={styles.list}>
      {warning && (
        <Alert severity="warning" className={styles.gap}>
          {warning}
        </Alert>
      )}
      <p role="status" className={`${text.body2} ${text.secondary} ${styles.gap}`}>
        {documentCountText(data.total)}
      </p>
      <div className={`${styles.progress} ${styles.gap}`}>
        {fetching && <ProgressBar label="Dokumente werden geladen" />}
      </div>
      {data.documents.length === 0 ? (
        <p className={`${text.body1} ${text.secondary} ${styles.empty}`}>
          {filtered ? 'Für diese Auswahl liegen keine Dokumente vor.' : 'Es liegen keine Dokumente vor.'}
        </p>
      ) : (
        // 1 column on xs, 2 on sm, 3 from md (spec 02 §9).
        <ul aria-label="Dokumente" aria-busy={fetching} className={styles.grid}>
          {data.documents.map((document) => (
            <li key={document.osid} className={styles.cell}>
              <DocumentCard document={document} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <Pager
          label="Seiten der Dokumente"
          count={pages}
          page={Math.min(page, pages)}
          siblings={wide ? 1 : 0}
          onPage={onPage}
          className={styles.pager}
        />
      )}
    </div>
  );
}
