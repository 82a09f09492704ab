import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, useId } from 'react';

/**
 * A labelled native <select>: the platform's own list on every device and a fraction of the JavaScript
 * of MUI's TextField/Select, which would pull Menu, Popover and Modal into the news and funding pages.
 */
export function SelectField({
  label,
  value,
  onChange,
  disabled,
  children,
  sx,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  children: ReactNode;
  /** Placement in the parent, e.g. flexShrink. */
  sx?: SxProps<Theme>;
}) {
  const id = useId();
  return (
    <Box
      sx={[
        { display: 'inline-flex', flexDirection: 'column', gap: 0.5, minWidth: 200 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box
        component="label"
        htmlFor={id}
        sx={{ fontSize: '0.875rem', fontWeight: 600, color: 'text.secondary' }}
      >
        {label}
      </Box>
      <Box sx={{ position: 'relative' }}>
        <Box
          component="select"
          id={id}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange((event.target as HTMLSelectElement).value)}
          sx={{
            appearance: 'none',
            width: '100%',
            font: 'inherit',
            fontSize: '1rem',
            color: 'text.primary',
            bgcolor: 'background.paper',
            border: 1,
            // Form control borders need 3:1 against the page (WCAG 1.4.11).
            borderColor: 'text.secondary',
            borderRadius: 1,
            py: 1,
            pl: 1.5,
            pr: 5,
            cursor: 'pointer',
            '&:hover': { borderColor: 'text.primary' },
            '&:focus-visible': {
              outline: 2,
              outlineStyle: 'solid',
              outlineColor: 'primary.main',
              outlineOffset: 1,
            },
            '&:disabled': { cursor: 'default', opacity: 0.6 },
          }}
        >
          {children}
        </Box>
        <ExpandMoreIcon
          aria-hidden
          sx={{
            position: 'absolute',
            right: 10,
            top: '50%',
            transform: 'translateY(-50%)',
            pointerEvents: 'none',
            color: 'text.secondary',
          }}
        />
      </Box>
    </Box>
  );
}
