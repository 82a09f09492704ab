import type { Moment } from '@kp/contract/moments';
import { momentDatesText } from '@kp/contract/moments-constants';
import { ScreenReaderText } from '../../ui/screen-reader-text.tsx';
import { DateRangeIcon } from './icons.tsx';
import styles from './moments.module.css';

/** The moment's dates (decision 016), on its card and in the claim dialog. */
export function MomentDates({ moment }: { moment: Moment }) {
  return (
    <p className={styles.line}>
      <DateRangeIcon size="small" className={styles.dateIcon} />
      <ScreenReaderText>Zeitraum: </ScreenReaderText>
      {momentDatesText(moment)}
    </p>
  );
}
