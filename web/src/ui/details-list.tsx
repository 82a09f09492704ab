import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * Label–value pairs as a description list (`<dt>`/`<dd>` children) on a quiet background.
 * `pairsPerRow` 2 puts two pairs side by side from the sm breakpoint.
 */
export function DetailsList({
  pairsPerRow = 1,
  sx,
  children,
}: {
  pairsPerRow?: 1 | 2;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Box
      component="dl"
      sx={[
        {
          display: 'grid',
          gridTemplateColumns:
            pairsPerRow === 2 ? { xs: '1fr', sm: 'max-content 1fr max-content 1fr' } : 'max-content 1fr',
          columnGap: 3,
          rowGap: 1,
          m: 0,
          p: 2,
          bgcolor: 'action.hover',
          borderRadius: 1,
          '& dt': { fontWeight: 600 },
          '& dd': { m: 0, overflowWrap: 'anywhere' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
