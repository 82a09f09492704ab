import type { RabattRole, RabattStatus } from '@kp/contract/rabatt-constants';
import { Alert } from '../../ui/alert.tsx';
import { Chip } from '../../ui/chip.tsx';
import styles from './list-page.module.css';
import { listLockText } from './process-rules.ts';

// The parts of the delivery-point list that show once the list is there, loaded after the first paint.
export { LieferstellenTable } from './lieferstellen-table.tsx';
export { ProcessActions } from './process-actions.tsx';

/** The list's process status beside the heading. */
export function ListStatusChip({ status }: { status: string }) {
  return <Chip label={`Status: ${status}`} color="primary" variant="outlined" />;
}

/** Why the list cannot be changed now, when its status locks it for this role; the table's boxes point here. */
export function ListLockNotice({ id, role, status }: { id: string; role: RabattRole; status: RabattStatus }) {
  const text = listLockText(role, status);
  return (
    text && (
      <div id={id}>
        <Alert role="alert" severity="info" className={styles.notice}>
          {text}
        </Alert>
      </div>
    )
  );
}
