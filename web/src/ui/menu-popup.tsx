import { Menu } from '@base-ui/react/menu';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import styles from './menu.module.css';

/**
 * A menu below a button's right edge (Base UI's menu in MUI's look), opened by the page rather than by a
 * Base UI trigger: the first item takes the focus, Tab closes it, and the focus goes back to the button.
 * Items are Base UI's `Menu.Item` or `Menu.LinkItem` with the `item` class of `menu.module.css`.
 */
export function MenuPopup({
  id,
  open,
  anchor,
  labelledBy,
  onClose,
  children,
}: {
  id: string;
  open: boolean;
  /** The button: the menu opens below its right edge, and the focus goes back to it when it closes. */
  anchor: RefObject<HTMLButtonElement | null>;
  labelledBy: string;
  /** With the event that closed the menu, if any. */
  onClose: (event?: Event) => void;
  children: ReactNode;
}) {
  const popup = useRef<HTMLDivElement>(null);
  // The first item takes the focus, as in MUI's menu: without Base UI's trigger, Base UI would focus the
  // popup itself.
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() =>
      popup.current?.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [open]);
  return (
    <Menu.Root open={open} onOpenChange={(next, details) => !next && onClose(details.event)}>
      <Menu.Portal>
        <Menu.Positioner
          anchor={anchor}
          side="bottom"
          align="end"
          collisionPadding={16}
          className={styles.positioner}
        >
          <Menu.Popup
            ref={popup}
            id={id}
            aria-labelledby={labelledBy}
            finalFocus={anchor}
            onKeyDown={(event) => {
              // Tab leaves the menu and closes it, focus back on the button (as MUI's menu did).
              if (event.key !== 'Tab') return;
              event.preventDefault();
              onClose();
            }}
            className={styles.popup}
          >
            {children}
          </Menu.Popup>
        </Menu.Positioner>
      </Menu.Portal>
    </Menu.Root>
  );
}
