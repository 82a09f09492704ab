import { Dialog as BaseDialog } from '@base-ui/react/dialog';
import { type ReactNode, useRef } from 'react';
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
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
  width?: 'xs' | 'sm' | 'md';
}) {
  // The dialog itself takes the focus, as MUI's did: a screen reader starts with its title, not a link.
  const popup = useRef<HTMLDivElement>(null);
  return (
    <BaseDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <BaseDialog.Portal>
        <BaseDialog.Backdrop className={styles.backdrop} />
        <BaseDialog.Popup ref={popup} initialFocus={popup} className={`${styles.popup} ${styles[width]}`}>
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
