import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import type { ReactNode } from 'react';

// Chips in the look of MUI's Chip (filled or outlined, 32 px or 24 px high), as a plain span or a native
// toggle button. MUI's Chip, with its delete icon, avatar and ripple, was 2.7 kB gzip before the heading of
// the pages that show one (decision 008).

type ChipColor = 'default' | 'primary' | 'warning' | 'error';

interface ChipLook {
  color?: ChipColor;
  variant?: 'filled' | 'outlined';
  size?: 'small' | 'medium';
}

function chipStyle({ color = 'default', variant = 'filled', size = 'medium' }: ChipLook) {
  const small = size === 'small';
  return (theme: Theme): SystemStyleObject<Theme> => {
    const palette = color === 'default' ? null : theme.palette[color];
    const filled = variant === 'filled';
    return {
      display: 'inline-flex',
      alignItems: 'center',
      boxSizing: 'border-box',
      maxWidth: '100%',
      height: small ? 24 : 32,
      // Both variants have a 1 px border (transparent when filled), so a toggled chip keeps its size.
      px: small ? '7px' : '11px',
      borderRadius: small ? '12px' : '16px',
      border: filled
        ? '1px solid transparent'
        : `1px solid ${palette ? theme.alpha(palette.main, 0.7) : theme.palette.grey[400]}`,
      bgcolor: filled ? (palette?.main ?? theme.palette.action.selected) : 'transparent',
      color: palette ? (filled ? palette.contrastText : palette.main) : theme.palette.text.primary,
      fontFamily: theme.typography.fontFamily,
      fontSize: '0.8125rem',
      lineHeight: 1.5,
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
    };
  };
}

/** A label in a chip: a state, a type, a marker; `avatar` a picture before it, as MUI's avatar chip. */
export function Chip({
  label,
  bold = false,
  avatar,
  ...look
}: ChipLook & { label: ReactNode; bold?: boolean; avatar?: string | null }) {
  return (
    <Box
      component="span"
      sx={[chipStyle(look), { fontWeight: bold ? 700 : 400 }, avatar ? { pl: '4px' } : {}]}
    >
      {avatar && (
        <Box
          component="img"
          src={avatar}
          alt=""
          sx={{ width: 24, height: 24, mr: '6px', borderRadius: '50%', objectFit: 'cover', flexShrink: 0 }}
        />
      )}
      {label}
    </Box>
  );
}

/** A chip that switches a filter on or off: a native button with `aria-pressed`. */
export function ToggleChip({
  label,
  pressed,
  onClick,
}: {
  label: ReactNode;
  pressed: boolean;
  onClick: () => void;
}) {
  return (
    <Box
      component="button"
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      sx={[
        chipStyle({ color: pressed ? 'primary' : 'default', variant: pressed ? 'filled' : 'outlined' }),
        (theme) => ({
          cursor: 'pointer',
          fontSize: '0.9375rem',
          '&:hover': {
            bgcolor: pressed ? theme.palette.primary.dark : theme.palette.action.hover,
          },
          '&:focus-visible': {
            outline: `2px solid ${theme.palette.primary.main}`,
            outlineOffset: 2,
          },
        }),
      ]}
    >
      {label}
    </Box>
  );
}
