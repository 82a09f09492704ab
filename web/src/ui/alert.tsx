import type { ReactNode } from 'react';
import styles from './alert.module.css';
import { ErrorOutlineIcon, InfoOutlineIcon, SuccessOutlineIcon, WarningOutlineIcon } from './icons.tsx';

export type Severity = 'error' | 'warning' | 'info' | 'success';

const ICONS = {
  error: ErrorOutlineIcon,
  warning: WarningOutlineIcon,
  info: InfoOutlineIcon,
  success: SuccessOutlineIcon,
} as const;

/** A message in a coloured box (MUI's standard Alert): `role="alert"` where it must be announced. */
export function Alert({
  severity = 'info',
  role,
  filled = false,
  action,
  className,
  children,
}: {
  severity?: Severity;
  role?: 'alert' | 'status';
  /** MUI's filled variant: white (or dark) text on the severity's colour, for a message over the page. */
  filled?: boolean;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const Icon = ICONS[severity];
  return (
    <div
      role={role}
      className={[styles.alert, styles[severity], filled && styles.filled, className]
        .filter(Boolean)
        .join(' ')}
    >
      <Icon className={styles.icon} />
      <div className={styles.message}>{children}</div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
