import { SNACKBAR_DURATION_MS } from '@kp/contract/shell';
import { useEffect, useRef, useState } from 'react';
import { Alert, type Severity } from './alert.tsx';
import { IconButton } from './icon-button.tsx';
import { CloseIcon } from './icons.tsx';
import styles from './snackbar-view.module.css';

/** The fade's length in snackbar-view.module.css. */
const FADE_MS = 225;

type Props = {
  message: { id: number; text: string; severity: Severity } | undefined;
  open: boolean;
  onClose: () => void;
  onExited: () => void;
};

/**
 * The visible part of the snackbar (MUI's Snackbar with a filled Alert); loaded only when the first message
 * comes. It closes after SNACKBAR_DURATION_MS, not while the pointer or the focus is on it, and on Escape.
 */
export function SnackbarView({ message, open, onClose, onExited }: Props) {
  const [held, setHeld] = useState(false);
  // Shown and now fading out: the message stays in the page until the fade has ended.
  const [leaving, setLeaving] = useState(false);
  const shown = useRef(false);
  // The provider passes new functions at each render; the timers must not restart for that.
  const callbacks = useRef({ onClose, onExited });
  callbacks.current = { onClose, onExited };
  const visible = open && Boolean(message);

  useEffect(() => {
    if (!visible || held) return;
    const timer = window.setTimeout(() => callbacks.current.onClose(), SNACKBAR_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [visible, held]);

  useEffect(() => {
    if (!visible) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') callbacks.current.onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [visible]);

  // The next message waits until this one has faded out.
  useEffect(() => {
    if (visible) {
      shown.current = true;
      return;
    }
    if (!shown.current) return;
    shown.current = false;
    setLeaving(true);
    const timer = window.setTimeout(() => {
      setLeaving(false);
      callbacks.current.onExited();
    }, FADE_MS);
    return () => window.clearTimeout(timer);
  }, [visible]);

  // Put into the page when it shows, so screen readers announce the alert then, not while it waits.
  if (!message || !(visible || leaving)) return null;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer and focus only hold the timer; no control
    <div
      key={message.id}
      className={styles.anchor}
      data-snackbar=""
      data-open={visible ? '' : undefined}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <Alert
        role="alert"
        severity={message.severity}
        filled
        className={styles.message}
        action={
          <IconButton label="Schließen" size="small" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        }
      >
        {message.text}
      </Alert>
    </div>
  );
}
