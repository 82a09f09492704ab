import type { AnchorHTMLAttributes, ComponentPropsWithRef, ReactNode } from 'react';
import styles from './button.module.css';
import { Spinner } from './spinner.tsx';

type Look = {
  variant?: 'contained' | 'outlined' | 'text';
  size?: 'small' | 'medium' | 'large';
  startIcon?: ReactNode;
  fullWidth?: boolean;
};

/** The classes of a button's look, for an element that is not one of the two below (a router link). */
export function buttonClass({ variant = 'text', size = 'medium', fullWidth = false }: Look, extra?: string) {
  return [styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth, extra]
    .filter(Boolean)
    .join(' ');
}

function Content({ startIcon, children }: { startIcon?: ReactNode; children: ReactNode }) {
  return (
    <>
      {startIcon && <span className={styles.startIcon}>{startIcon}</span>}
      {children}
    </>
  );
}

/** A button in the portal's look (MUI's contained, outlined and text buttons, without their runtime). */
export function Button({
  variant,
  size,
  startIcon,
  fullWidth,
  className,
  children,
  type = 'button',
  loading = false,
  disabled,
  ...props
}: Look & ComponentPropsWithRef<'button'> & { loading?: boolean }) {
  return (
    <button
      type={type}
      className={buttonClass(
        { variant, size, fullWidth },
        loading ? `${styles.loading} ${className ?? ''}` : className,
      )}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      <Content startIcon={startIcon}>{children}</Content>
      {loading && (
        <span className={styles.spinner}>
          <Spinner size={20} />
        </span>
      )}
    </button>
  );
}

/** A link that looks like a button: it goes somewhere, so it stays a link for assistive technology. */
export function ButtonLink({
  variant,
  size,
  startIcon,
  fullWidth,
  className,
  children,
  ...props
}: Look & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a className={buttonClass({ variant, size, fullWidth }, className)} {...props}>
      <Content startIcon={startIcon}>{children}</Content>
    </a>
  );
}
