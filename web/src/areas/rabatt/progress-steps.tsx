import { RABATT_STATUSES, RABATT_STEPS, type RabattStatus } from '@kp/contract/rabatt-constants';
import { ScreenReaderText } from '../../ui/screen-reader-text.tsx';
import { CheckIcon } from './icons.tsx';
import styles from './progress-steps.module.css';

/**
 * The commune users' five steps (spec 02 §2) as an ordered list: done steps carry a check and the word
 * "erledigt", the current one is bold with aria-current="step", later ones are muted, so the state is told
 * by more than colour. In Abgeschlossen the last step is both current and done.
 */
export function ProgressSteps({ status, label }: { status: RabattStatus; label: string }) {
  const current = RABATT_STATUSES.indexOf(status);
  const completed = status === 'Abgeschlossen';
  return (
    <div className={styles.frame}>
      <ol aria-label={label} className={styles.steps}>
        {RABATT_STATUSES.map((step, index) => {
          const done = index < current || (completed && index === current);
          const isCurrent = index === current;
          const classes = [
            styles.step,
            (done || isCurrent) && styles.active,
            index <= current && styles.reached,
            done && styles.done,
            isCurrent && styles.current,
          ];
          return (
            <li
              key={step}
              aria-current={isCurrent ? 'step' : undefined}
              className={classes.filter(Boolean).join(' ')}
            >
              <span aria-hidden="true" className={styles.marker}>
                {done ? <CheckIcon size="small" /> : index + 1}
              </span>
              <span className={styles.label}>
                <ScreenReaderText>{`Schritt ${index + 1}: `}</ScreenReaderText>
                {RABATT_STEPS[step]}
                {done && <ScreenReaderText>{' (erledigt)'}</ScreenReaderText>}
                {isCurrent && !completed && <span className={styles.now}>Aktueller Schritt</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
