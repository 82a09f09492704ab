import text from '../../ui/type.module.css';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { MomentsGrid } from './moments-grid.tsx';
import styles from './moments-page.module.css';

/** /new-erleben (spec 02 §2): the moments of NEW Erleben on a page of their own. */
export function MomentsPage() {
  useDocumentTitle('NEW Erleben');
  return (
    <>
      <h1 className={`${text.h1} ${styles.heading}`}>NEW Erleben</h1>
      <p className={`${text.body1} ${text.secondary} ${styles.intro}`}>
        Besondere Momente für die Partnerkommunen der NEW: Führungen, Fachtage und Veranstaltungen. Verfügbare
        Momente können Sie hier beanspruchen; wir melden uns mit den Einzelheiten.
      </p>
      <MomentsGrid />
    </>
  );
}

export default MomentsPage;
