import { RABATT_TEXTS } from '@kp/contract/rabatt-constants';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogDescription } from '../../ui/dialog.tsx';
import shared from './rabatt.module.css';

/** Asks before a status step: what happens, then 'Abbrechen' or the step's own label. */
export function ConfirmStepDialog({
  open,
  question,
  action,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  question: { title: string; text: string } | null;
  action: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      open={open && question !== null}
      onClose={onCancel}
      width="xs"
      title={question?.title}
      actions={
        <div className={shared.dialogActions}>
          <Button onClick={onCancel}>{RABATT_TEXTS.cancel}</Button>
          <Button variant="contained" onClick={onConfirm}>
            {action}
          </Button>
        </div>
      }
    >
      <DialogDescription>
        <p className={shared.dialogText}>{question?.text}</p>
      </DialogDescription>
    </Dialog>
  );
}
