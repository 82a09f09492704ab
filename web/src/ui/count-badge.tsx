import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A count at the top right of an icon, in the look of MUI's standard Badge (a pill 20 px high, `max+`
 * above `max`) in the brand's accent red, with the text colour the theme picks for AA contrast; nothing
 * at zero. MUI's Badge, with its variants, anchors and animation, was 1.5 kB gzip on every page.
 */
export function CountBadge({
  count,
  max = 99,
  children,
}: {
  count: number;
  max?: number;
  children: ReactNode;
}) {
  return (
    <Box
      component="span"
      sx={{ position: 'relative', display: 'inline-flex', verticalAlign: 'middle', flexShrink: 0 }}
    >
      {children}
      {count > 0 && (
        <Box
          component="span"
          sx={{
            position: 'absolute',
            top: 0,
            right: 0,
            zIndex: 1,
            transform: 'translate(50%, -50%)',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            boxSizing: 'border-box',
            minWidth: 20,
            height: 20,
            px: '6px',
            borderRadius: '10px',
            fontFamily: (theme) => theme.typography.fontFamily,
            fontSize: '0.75rem',
            fontWeight: 700,
            lineHeight: 1,
            bgcolor: 'accent.main',
            color: 'accent.contrastText',
          }}
        >
          {count > max ? `${max}+` : count}
        </Box>
      )}
    </Box>
  );
}
