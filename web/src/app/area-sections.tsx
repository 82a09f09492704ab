import { SPECIAL_TITLES } from '@kp/contract/content-constants';
import { lazy, Suspense } from 'react';
import styles from './area-sections.module.css';
import { useUser } from './session.ts';

// Parts of other areas that a service or sub-service page shows under its content. Areas do not import
// each other, so the app joins them here; each part loads only on its own page.
const MomentsGrid = lazy(() =>
  import('../areas/moments/moments-grid.tsx').then((module) => ({ default: module.MomentsGrid })),
);
const HeatPlanningApp = lazy(() =>
  import('../areas/heat-planning/heat-planning-app.tsx').then((module) => ({
    default: module.HeatPlanningApp,
  })),
);
const HeatFaq = lazy(() =>
  import('../areas/heat-planning/heat-faq.tsx').then((module) => ({ default: module.HeatFaq })),
);

/** The moments grid on the 'NEW Erleben' sub-service (spec 02 §2), for users with EnableMoments. */
export function SubServiceSection({ title }: { title: string }) {
  const user = useUser();
  if (title.trim() !== SPECIAL_TITLES.events || !user.EnableMoments) return null;
  return (
    <section aria-labelledby="sub-service-moments" className={styles.moments}>
      <h2 id="sub-service-moments" className={styles.momentsHeading}>
        Aktuelle Momente
      </h2>
      <Suspense fallback={null}>
        <MomentsGrid headingLevel="h3" />
      </Suspense>
    </section>
  );
}

/**
 * The heat-planning app on the 'Kommunale Wärmeplanung' service and the FAQ on 'FAQs Wärmeplanung'
 * (spec 02 §2), for users with EnableWaermeplanung.
 */
export function ServiceSection({ title }: { title: string }) {
  const user = useUser();
  if (!user.EnableWaermeplanung) return null;
  const name = title.trim();
  if (name === SPECIAL_TITLES.waermeplanung) {
    return (
      <div className={styles.app}>
        <Suspense fallback={null}>
          <HeatPlanningApp />
        </Suspense>
      </div>
    );
  }
  if (name === SPECIAL_TITLES.waermeplanungFaq) {
    return (
      <div className={styles.app}>
        <Suspense fallback={null}>
          <HeatFaq />
        </Suspense>
      </div>
    );
  }
  return null;
}
