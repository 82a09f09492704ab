import { RABATT_UPLOAD_TEXTS } from '@kp/contract/rabatt-constants';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useUser } from '../../app/session.ts';
import { Button } from '../../ui/button.tsx';
import { withParam } from '../../ui/search-params.ts';
import { NoteAddIcon, UploadFileIcon } from './icons.tsx';
import styles from './year-start-actions.module.css';
import type { UploadMode } from './year-start-dialog.tsx';

// The dialog loads when it is opened: commune users never load it.
const YearStartDialog = lazy(() =>
  import('./year-start-dialog.tsx').then((module) => ({ default: module.YearStartDialog })),
);

/** The next list year: lists are drafted in November for the year after (spec 02 §4 timeline). */
const nextListYear = () => new Date().getFullYear() + 1;

/**
 * 'Neues Jahr starten' and 'Marktlokationen hochladen' on the Kommunalrabatt page, for employees and admins
 * (decision 020). After a start the page shows the started year (and commune).
 */
export function YearStartActions() {
  const user = useUser();
  const [params, setParams] = useSearchParams();
  const [mode, setMode] = useState<UploadMode | null>(null);
  if (!user.isNewEmployee && !user.isAdmin) return null;
  const onDone = (commune: string | null, year: number) => {
    if (mode !== 'year') return;
    setParams(
      (current) => {
        const withYear = withParam(current, 'year', String(year));
        return commune ? withParam(withYear, 'commune', commune) : withYear;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return (
    <div className={styles.actions}>
      <Button variant="outlined" startIcon={<NoteAddIcon />} onClick={() => setMode('year')}>
        {RABATT_UPLOAD_TEXTS.startYear}
      </Button>
      <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setMode('malos')}>
        {RABATT_UPLOAD_TEXTS.uploadMalos}
      </Button>
      {mode !== null && (
        <Suspense fallback={null}>
          <YearStartDialog
            mode={mode}
            open
            onClose={() => setMode(null)}
            defaultCommune={params.get('commune')}
            defaultYear={nextListYear()}
            onDone={onDone}
          />
        </Suspense>
      )}
    </div>
  );
}
