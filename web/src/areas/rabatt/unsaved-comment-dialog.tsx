import { RABATT_TEXTS } from '@kp/contract/rabatt-constants';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useId } from 'react';

/**
 * Spec 02 §4/§5: while a comment is typed, another delivery point's details do not open. The spec's text is
 * the whole dialog, so it names the dialog too. `onClose` puts the focus back into the comment field.
 */
export function UnsavedCommentDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      aria-labelledby={textId}
      disableRestoreFocus
      maxWidth="xs"
    >
      <DialogContent>
        <DialogContentText id={textId} sx={{ color: 'text.primary' }}>
          {RABATT_TEXTS.unsavedComment}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
