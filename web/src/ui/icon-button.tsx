import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './icon-button.module.css';

/**
 * A round button with only an icon (MUI's IconButton): its name comes from `label`, which is required,
 * since the icon says nothing to a screen reader.
 */
export function IconButton({
  label,
  size = 'medium',
  color = 'inherit',
  className,
  children,
  type = 'button',
  ...props
}: Omit<ComponentPropsWithRef<'button'>, 'aria-label' | 'color'> & {
  label: string;
  size?: 'small' | 'medium' | 'large';
  color?: 'inherit' | 'primary' | 'default';
  children: ReactNode;
}) {
  return (
    <button
      type={type}
      aria-label={label}
      className={[styles.button, styles[size], styles[color], className].filter(Boolean).join(' ')}
      {...props}
    >
      {children}
    </button>
  );
}
