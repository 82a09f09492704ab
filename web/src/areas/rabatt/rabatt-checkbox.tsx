import type { Lieferstelle } from '@kp/contract/rabatt';
import { rabattChangeFailedText, rabattSuccessText } from '@kp/contract/rabatt-constants';
import { useState } from 'react';
import { ApiError } from '../../app/api-client.ts';
import { useSnackbar } from '../../ui/snackbar.tsx';
import { useSetRabatt } from './api.ts';
import { CheckBoxBlankIcon, CheckBoxIcon } from './icons.tsx';
import styles from './rabatt-checkbox.module.css';

/**
 * The discount flag of one row (spec 02 §5): employees change it while the server allows it, commune users
 * only read it. Success and failure get the spec's snackbar texts; the server sets the flag on every row of
 * the same marktlokation and the list loads again.
 */
export function RabattCheckbox({
  row,
  editable,
  describedBy,
}: {
  row: Lieferstelle;
  editable: boolean;
  /** The visible note that says why the box is locked, if it is. */
  describedBy?: string;
}) {
  const setRabatt = useSetRabatt();
  const snackbar = useSnackbar();
  // From the click until the list has loaded again the box shows the wanted value, set in the click's own
  // render: the mutation's pending state arrives a task later, and until then the box flipped back.
  const [wanted, setWanted] = useState<boolean | null>(null);
  const checked = wanted ?? row.rabatt;

  return (
    <span
      className={[styles.box, checked && styles.checked, !editable && styles.disabled]
        .filter(Boolean)
        .join(' ')}
    >
      <input
        type="checkbox"
        className={styles.input}
        checked={checked}
        // Not disabled while the answer is pending: that would drop focus (decision 010); a change then waits.
        disabled={!editable}
        aria-label={`Rabatt für Marktlokation ${row.marktlokation}`}
        aria-describedby={describedBy}
        aria-busy={wanted !== null || undefined}
        onChange={(event) => {
          // A second click while the first is on its way would send twice.
          if (wanted !== null) return;
          setWanted(event.target.checked);
          setRabatt.mutate(
            { row, rabatt: event.target.checked },
            {
              onSettled: () => setWanted(null),
              onSuccess: () => snackbar.show(rabattSuccessText(row.marktlokation), 'success'),
              onError: (error) =>
                snackbar.show(
                  error instanceof ApiError
                    ? rabattChangeFailedText(row.marktlokation, error.status, error.message)
                    : rabattChangeFailedText(row.marktlokation, 0, null),
                  'error',
                ),
            },
          );
        }}
      />
      {checked ? <CheckBoxIcon size="small" /> : <CheckBoxBlankIcon size="small" />}
    </span>
  );
}
