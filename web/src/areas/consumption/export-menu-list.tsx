import { Menu } from '@base-ui/react/menu';
import type { RefObject } from 'react';
import menu from '../../ui/menu.module.css';
import { MenuPopup } from '../../ui/menu-popup.tsx';

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
  return (
    <MenuPopup id={id} open={open} anchor={anchor} labelledBy={labelledBy} onClose={onClose}>
      {FORMATS.map(({ format, label }) => (
        <Menu.Item key={format} onClick={() => onChoose(format)} className={menu.item}>
          {label}
        </Menu.Item>
      ))}
    </MenuPopup>
  );
}
