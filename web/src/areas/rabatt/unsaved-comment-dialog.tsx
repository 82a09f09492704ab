import { Dialog } from '@base-ui/react/dialog';
import { RABATT_TEXTS } from '@kp/contract/rabatt-constants';
import { useId, useRef } from 'react';
import { Button } from '../../ui/button.tsx';
import frame from '../../ui/dialog.module.css';
import styles from './unsaved-comment-dialog.module.css';

/**
 * Spec 02 §4/§5: while a comment is typed, another delivery point's details do not open. The spec's text is
 * the whole dialog, so it names the dialog too, and there is no title: Base UI's dialog in ui/dialog.tsx's
 * frame. `onClose` puts the focus back into the comment field, so the dialog returns it nowhere.
 */
export function UnsavedCommentDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const textId = useId();
  const ok = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Backdrop className={frame.backdrop} />
        <Dialog.Popup
          role="alertdialog"
          aria-labelledby={textId}
          initialFocus={ok}
          finalFocus={false}
          className={`${frame.popup} ${frame.xs}`}
        >
          <div className={styles.content}>
            <p id={textId} className={styles.text}>
              {RABATT_TEXTS.unsavedComment}
            </p>
          </div>
          <div className={styles.actions}>
            <Button ref={ok} variant="contained" onClick={onClose}>
              OK
            </Button>
          </div>
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
