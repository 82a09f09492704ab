import { Dialog as BaseDialog } from '@base-ui/react/dialog';
import { type ReactNode, useEffect, useRef } from 'react';
import styles from './dialog.module.css';

/**
 * A modal dialog in the portal's look: Base UI's behaviour (focus held inside, Escape and a click beside
 * it close, scroll locked, title and description named for assistive technology) with our CSS
 * (decision 032). `children` is the content; `actions` the buttons at its foot.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  actions,
  width = 'sm',
  fullScreenOnPhone = false,
  focusFirstControl = false,
}: {
  open: boolean;
  /** Without it the dialog stays until its content closes it (no Escape, no click beside it). */
  onClose?: () => void;
  title: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
  width?: 'xs' | 'sm' | 'md';
  /** Below 600 px the dialog fills the screen (a form with several fields). */
  fullScreenOnPhone?: boolean;
  /** The first control takes the focus (a dialog whose only purpose is its button), not the dialog. */
  focusFirstControl?: boolean;
}) {
  // The dialog itself takes the focus, as MUI's did: a screen reader starts with its title, not a link.
  const popup = useRef<HTMLDivElement>(null);
  // Base UI returns the focus when the dialog closes; a dialog that is removed while open (the session
  // warning once the session is renewed) must return it too, to where the person was.
  const focusedBefore = useRef<Element | null>(null);
  if (open && !focusedBefore.current && typeof document !== 'undefined') {
    focusedBefore.current = document.activeElement;
  }
  if (!open) focusedBefore.current = null;
  useEffect(
    () => () => {
      const target = focusedBefore.current;
      const lost = !document.activeElement || document.activeElement === document.body;
      if (lost && target instanceof HTMLElement && target.isConnected) target.focus();
    },
    [],
  );
  return (
    <BaseDialog.Root
      open={open}
      onOpenChange={(next) => !next && onClose?.()}
      disablePointerDismissal={!onClose}
    >
      <BaseDialog.Portal>
        <BaseDialog.Backdrop className={styles.backdrop} />
        <BaseDialog.Popup
          ref={popup}
          initialFocus={focusFirstControl || popup}
          className={[styles.popup, styles[width], fullScreenOnPhone && styles.fullScreenOnPhone]
            .filter(Boolean)
            .join(' ')}
        >
          <BaseDialog.Title className={styles.title}>{title}</BaseDialog.Title>
          <div className={styles.content}>{children}</div>
          {actions && <div className={styles.actions}>{actions}</div>}
        </BaseDialog.Popup>
      </BaseDialog.Portal>
    </BaseDialog.Root>
  );
}

/** The part of a dialog's content that describes it (read out with its title). */
export function DialogDescription({ children }: { children: ReactNode }) {
  return <BaseDialog.Description render={<div />}>{children}</BaseDialog.Description>;
}
