import { HEAT_FAQ_SECTIONS } from '@kp/contract/heat-planning-constants';
import { useQuery } from '@tanstack/react-query';
import { Disclosure } from '../../ui/disclosure.tsx';
import { LoadFailed, LoadingStatus } from '../../ui/query-states.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import text from '../../ui/type.module.css';
import { heatFaqQuery } from './api.ts';
import styles from './heat-faq.module.css';

/** The three accordion groups of the heat-planning FAQ (spec 02 §2): Allgemein, Endverbraucher:innen, Kommunen. */
export function HeatFaq({ headingLevel: Heading = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const faq = useQuery(heatFaqQuery());
  if (faq.isPending) return <LoadingStatus text="Fragen werden geladen …" />;
  if (faq.isError) return <LoadFailed error={faq.error} onRetry={() => void faq.refetch()} />;
  return (
    <div className={styles.sections}>
      {HEAT_FAQ_SECTIONS.map((section) => (
        <section key={section.key} aria-labelledby={`heat-faq-${section.key}`} className={styles.section}>
          <Heading id={`heat-faq-${section.key}`} className={`${text.h4} ${styles.heading}`}>
            {section.title}
          </Heading>
          {faq.data[section.key].Eintraege.length === 0 ? (
            <p className={`${text.body1} ${text.secondary}`}>Zu diesem Thema gibt es noch keine Fragen.</p>
          ) : (
            faq.data[section.key].Eintraege.map((entry) => (
              <Disclosure key={entry.id} summary={<span className={styles.question}>{entry.Titel}</span>}>
                <RichText html={entry.TextHtml} />
              </Disclosure>
            ))
          )}
        </section>
      ))}
    </div>
  );
}
