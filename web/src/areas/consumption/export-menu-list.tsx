import { Menu } from '@base-ui/react/menu';
import { type RefObject, useEffect, useRef } from 'react';
import menu from '../../app/shell/user-menu-popup.module.css';

export type ExportFormat = 'png' | 'csv' | 'svg';
const FORMATS: { format: ExportFormat; label: string }[] = [
  { format: 'png', label: 'PNG' },
  { format: 'csv', label: 'CSV' },
  { format: 'svg', label: 'SVG' },
];

/**
 * The formats of 'Exportieren' (Base UI's menu in the look of the account menu), loaded with the first
 * use of the button.
 */
export function ExportMenuList({
  id,
  open,
  anchor,
  labelledBy,
  onClose,
  onChoose,
}: {
  id: string;
  open: boolean;
  /** The button: the menu opens below its right edge, and the focus goes back to it when it closes. */
  anchor: RefObject<HTMLButtonElement | null>;
  labelledBy: string;
  /** With the event that closed the menu, if any. */
  onClose: (event?: Event) => void;
  onChoose: (format: ExportFormat) => void;
}) {
  const popup = useRef<HTMLDivElement>(null);
  // The first item takes the focus, as in MUI's menu: the button is not Base UI's trigger (it comes with
  // the chart, the menu later), so Base UI would focus the popup itself.
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() =>
      popup.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus(),
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
          className={menu.positioner}
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
            className={menu.popup}
          >
            {FORMATS.map(({ format, label }) => (
              <Menu.Item key={format} onClick={() => onChoose(format)} className={menu.item}>
                {label}
              </Menu.Item>
            ))}
          </Menu.Popup>
        </Menu.Positioner>
      </Menu.Portal>
    </Menu.Root>
  );
}
