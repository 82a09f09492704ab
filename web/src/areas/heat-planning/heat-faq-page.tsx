import { HEAT_TEXTS } from '@kp/contract/heat-planning-constants';
import text from '../../ui/type.module.css';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { HeatFaq } from './heat-faq.tsx';
import styles from './heat-planning.module.css';

/**
 * /waermeplanung-faq: the FAQ in its three groups. A module of its own, so the FAQ does not load the
 * heat-planning app with its terms dialog (about 8 kB gzip).
 */
export function HeatFaqPage() {
  useDocumentTitle(HEAT_TEXTS.faqHeading);
  return (
    <>
      <h1 className={`${text.h1} ${styles.heading}`}>{HEAT_TEXTS.faqHeading}</h1>
      <HeatFaq />
    </>
  );
}

export default HeatFaqPage;
