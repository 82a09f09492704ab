import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A labelled native checkbox for filters, in the place MUI's FormControlLabel with Checkbox takes (a 42 px
 * target, 38 px when small, the label beside it) and in the theme's primary colour. MUI's Checkbox with its
 * SwitchBase was 3.4 kB gzip before the heading of the delivery-point and consumption pages (decision 008).
 */
export function CheckBox({
  label,
  checked,
  onChange,
  size = 'medium',
  sx,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  size?: 'small' | 'medium';
  /** Placement and the label's text, e.g. margins or font size. */
  sx?: SxProps<Theme>;
}) {
  const box = size === 'small' ? 16 : 18;
  const target = size === 'small' ? 38 : 42;
  return (
    <Box
      component="label"
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          verticalAlign: 'middle',
          ml: '-11px',
          mr: 2,
          cursor: 'pointer',
          // The page's body text, as FormControlLabel's label.
          fontSize: '1rem',
          lineHeight: 1.5,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box
        component="input"
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange((event.target as HTMLInputElement).checked)}
        sx={{
          width: box,
          height: box,
          m: `${(target - box) / 2}px`,
          flexShrink: 0,
          cursor: 'pointer',
          accentColor: (theme) => theme.palette.primary.main,
          '&:focus-visible': {
            outline: (theme) => `2px solid ${theme.palette.primary.main}`,
            outlineOffset: 2,
          },
        }}
      />
      <span>{label}</span>
    </Box>
  );
}
