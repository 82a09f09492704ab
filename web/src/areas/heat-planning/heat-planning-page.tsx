import { HEAT_TEXTS } from '@kp/contract/heat-planning-constants';
import text from '../../ui/type.module.css';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import styles from './heat-planning.module.css';
import { HeatPlanningApp } from './heat-planning-app.tsx';

/** /waermeplanung: the heat-planning app. */
export function HeatPlanningPage() {
  useDocumentTitle(HEAT_TEXTS.pageHeading);
  return (
    <>
      <h1 className={`${text.h1} ${styles.heading}`}>{HEAT_TEXTS.pageHeading}</h1>
      <HeatPlanningApp />
    </>
  );
}

export default HeatPlanningPage;
