import Box from '@mui/material/Box';
import type { Breakpoint } from '@mui/material/styles';
import type { ElementType, ReactNode } from 'react';

/**
 * A page's main column with a column beside it (contacts, an offer), as MUI's Grid laid them out: 8 and 4
 * of 12 columns from `from` on, 9 and 3 from xl, stacked below. With `aside` undefined the main column
 * takes the width; a null `aside` keeps its empty column, so the main one keeps its width while data loads.
 * A CSS grid instead of MUI's Grid, which was 1.8 kB gzip on the first load of the content pages.
 */
export function MainAside({
  children,
  aside,
  from = 'md',
  gap = 4,
  mainComponent = 'div',
}: {
  children: ReactNode;
  aside?: ReactNode;
  from?: 'md' | 'lg';
  /** Spacing between the columns, and between them when stacked (theme units, per breakpoint). */
  gap?: number | Partial<Record<Breakpoint, number>>;
  mainComponent?: ElementType;
}) {
  const single = 'minmax(0, 1fr)';
  const hasAside = aside !== undefined;
  return (
    <Box
      sx={{
        display: 'grid',
        gap,
        gridTemplateColumns: hasAside
          ? { xs: single, [from]: 'minmax(0, 2fr) minmax(0, 1fr)', xl: 'minmax(0, 3fr) minmax(0, 1fr)' }
          : single,
      }}
    >
      <Box component={mainComponent} sx={{ minWidth: 0 }}>
        {children}
      </Box>
      {hasAside && <Box sx={{ minWidth: 0 }}>{aside}</Box>}
    </Box>
  );
}
