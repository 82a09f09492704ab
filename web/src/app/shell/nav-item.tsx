import { ROUTES, TEXTS } from '@kp/contract/shell';
import type { ButtonHTMLAttributes, HTMLAttributes, ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { buttonClass } from '../../ui/button.tsx';
import { ArrowBackIcon } from '../../ui/icons.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import styles from './nav-item.module.css';

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** A drawer entry; NavLink marks the current page with aria-current="page". */
export function NavItem({
  to,
  label,
  icon,
  end,
}: {
  to: string;
  label: string;
  icon?: ReactNode;
  end?: boolean;
}) {
  return (
    <li>
      <NavLink
        to={to}
        end={end}
        className={({ isActive }) => classes(styles.item, isActive && styles.active)}
      >
        {icon && <span className={styles.icon}>{icon}</span>}
        <span className={styles.text}>{label}</span>
      </NavLink>
    </li>
  );
}

/** A drawer entry that acts in place ('Alle zeigen', the portal switch) rather than going somewhere. */
export function NavButton({
  label,
  icon,
  ...props
}: { label: string; icon: ReactNode } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'type'>) {
  return (
    <li>
      <button type="button" className={styles.item} {...props}>
        <span className={styles.icon}>{icon}</span>
        <span className={styles.text}>{label}</span>
      </button>
    </li>
  );
}

/** A sub-entry of the service-area menu: smaller, indented under the area's icon column (depth 1) or one
 * step further (depth 2). */
export function NavSubItem({ to, label, depth }: { to: string; label: string; depth: 1 | 2 }) {
  return (
    <NavLink
      to={to}
      end
      className={({ isActive }) =>
        classes(styles.item, styles.subItem, depth === 2 && styles.deeper, isActive && styles.active)
      }
    >
      <span className={classes(styles.text, styles.subText)}>{label}</span>
    </NavLink>
  );
}

/** The list of drawer entries (MUI's List): 8 px above and below, or only below, or none (nested). */
export function NavList({
  padding = 'both',
  className,
  ...props
}: { padding?: 'both' | 'bottom' | 'none' } & HTMLAttributes<HTMLUListElement>) {
  return (
    <ul
      className={classes(
        styles.list,
        padding !== 'both' && styles.noTop,
        padding === 'none' && styles.noBottom,
        className,
      )}
      {...props}
    />
  );
}

/** A list item with a spinner while the entries load. */
export function NavLoading({ label }: { label: string }) {
  return (
    <li className={styles.loading}>
      <Spinner size={24} label={label} />
    </li>
  );
}

/** 'Zurück zum Dashboard' at the top of the commune, heat and education menus. */
export function BackToDashboard() {
  return (
    <div className={styles.back}>
      <Link to={ROUTES.home} className={buttonClass({ variant: 'outlined', fullWidth: true })}>
        <span className={styles.backIcon}>
          <ArrowBackIcon />
        </span>
        {TEXTS.backToDashboard}
      </Link>
    </div>
  );
}

/** A section heading in the drawer; outside the list, which may only hold list items. */
export function NavHeading({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h2 id={id} className={styles.heading}>
      {children}
    </h2>
  );
}
