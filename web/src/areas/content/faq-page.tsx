import { fileUrl } from '@kp/contract/api-base';
import type { FaqEntry } from '@kp/contract/content';
import { CONTENT_TEXTS } from '@kp/contract/content-constants';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { browserData, type Prefetch, serverData } from '../../app/route-data.ts';
import { useUser } from '../../app/session.ts';
import { ContactColumn } from '../../ui/contact-column.tsx';
import { contactPersons } from '../../ui/contact-persons.ts';
import { ExpandMoreIcon } from '../../ui/icons.tsx';
import { MainAside } from '../../ui/main-aside.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import skeleton from '../../ui/skeleton.module.css';
import text from '../../ui/type.module.css';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { faqQuery } from './faq-api.ts';
import styles from './faq-page.module.css';

/** The FAQ page (spec 01 §2): question and markdown answer as an accordion, the commune partner on the right. */
export function FaqPage() {
  useDocumentTitle('FAQ');
  const user = useUser();
  const { data: entries, isError } = useQuery(faqQuery());

  return (
    <MainAside
      gap={{ xs: 3, md: 4 }}
      aside={
        <ContactColumn persons={contactPersons({ personsInCharge: [], showRegionalLeiter: false }, user)} />
      }
    >
      <div className={styles.column}>
        <h1 className={`${text.h1} ${styles.title}`}>Häufig gestellte Fragen</h1>
        {!entries && isError ? (
          <p className={text.body1}>Die Fragen konnten nicht geladen werden.</p>
        ) : !entries ? (
          <FaqSkeleton />
        ) : entries.length === 0 ? (
          <p className={text.body1}>{CONTENT_TEXTS.faqEmpty}</p>
        ) : (
          <div>
            {entries.map((entry) => (
              <FaqItem key={entry.id} entry={entry} />
            ))}
          </div>
        )}
      </div>
    </MainAside>
  );
}

/** One question (MUI's outlined Accordion): the button inside an h2, the answer in a region named by it. */
function FaqItem({ entry }: { entry: FaqEntry }) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const image = fileUrl(entry.image?.url);
  const caption = entry.image?.caption?.trim();
  return (
    <div className={expanded ? `${styles.item} ${styles.expanded}` : styles.item}>
      <h2 className={styles.heading}>
        <button
          type="button"
          id={`${id}-frage`}
          aria-controls={`${id}-antwort`}
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
          className={styles.summary}
        >
          <span className={styles.question}>{entry.Titel}</span>
          <ExpandMoreIcon size="medium" className={styles.icon} />
        </button>
      </h2>
      <div className={expanded ? `${styles.collapse} ${styles.open}` : styles.collapse}>
        <section id={`${id}-antwort`} aria-labelledby={`${id}-frage`} className={styles.region}>
          <div className={styles.details}>
            <div className={styles.answer}>
              <RichText html={entry.TextHtml} />
            </div>
            {image && (
              <figure className={styles.figure}>
                <img src={image} alt={caption ?? ''} loading="lazy" className={styles.image} />
                {caption && (
                  <figcaption className={`${text.body2} ${text.secondary} ${styles.caption}`}>
                    {entry.image?.caption}
                  </figcaption>
                )}
              </figure>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}

function FaqSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Fragen werden geladen …">
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} aria-hidden="true" className={`${skeleton.skeleton} ${styles.skeletonRow}`} />
      ))}
    </div>
  );
}

const faqData: Prefetch = (queryClient) => queryClient.prefetchQuery(faqQuery());
export const loader = serverData(faqData);
export const clientLoader = browserData(faqData);

export default FaqPage;
