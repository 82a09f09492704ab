import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

export type ExportFormat = 'png' | 'csv' | 'svg';
const FORMATS: { format: ExportFormat; label: string }[] = [
  { format: 'png', label: 'PNG' },
  { format: 'csv', label: 'CSV' },
  { format: 'svg', label: 'SVG' },
];

/** The formats of 'Exportieren', loaded with the first use of the button (MUI's Menu is about 15 kB gzip). */
export function ExportMenuList({
  id,
  anchor,
  labelledBy,
  onClose,
  onChoose,
}: {
  id: string;
  anchor: HTMLElement | null;
  labelledBy: string;
  onClose: () => void;
  onChoose: (format: ExportFormat) => void;
}) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-labelledby': labelledBy } }}
    >
      {FORMATS.map(({ format, label }) => (
        <MenuItem key={format} onClick={() => onChoose(format)}>
          {label}
        </MenuItem>
      ))}
    </Menu>
  );
}
