import { RABATT_TEXTS } from '@kp/contract/rabatt-constants';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

/** Asks before a status step: what happens, then 'Abbrechen' or the step's own label. */
export function ConfirmStepDialog({
  open,
  question,
  action,
  onCancel,
  onConfirm,
  onExited,
}: {
  open: boolean;
  question: { title: string; text: string } | null;
  action: string;
  onCancel: () => void;
  onConfirm: () => void;
  onExited: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open && question !== null}
      onClose={onCancel}
      slotProps={{ transition: { onExited } }}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
    >
      {question && (
        <>
          <DialogTitle id={titleId}>{question.title}</DialogTitle>
          <DialogContent>
            <DialogContentText id={textId}>{question.text}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel}>{RABATT_TEXTS.cancel}</Button>
            <Button variant="contained" onClick={onConfirm}>
              {action}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
