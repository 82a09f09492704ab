import type { Person } from '@kp/contract/access';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ContactColumn } from '../../ui/contact-column.tsx';
import { LoadFailed } from '../../ui/query-states.tsx';
import { RichText } from '../../ui/rich-text.tsx';

/** The layout of the sponsoring and contact pages: title, text from the config, contact persons on the right. */
export function ConfigPage({
  title,
  html,
  persons,
  query,
  children,
}: {
  title: string;
  html: string | null | undefined;
  persons: Person[];
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  children?: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 4, lg: 5 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 320px' },
        maxWidth: 1600,
      }}
    >
      <Box sx={{ minWidth: 0, maxWidth: 960 }}>
        <Typography variant="h1" sx={{ mb: 3 }}>
          {title}
        </Typography>
        {query.isPending && (
          <Box aria-hidden>
            <Skeleton variant="text" />
            <Skeleton variant="text" />
            <Skeleton variant="text" sx={{ width: '60%' }} />
          </Box>
        )}
        {query.isError && <LoadFailed error={query.error} onRetry={() => void query.refetch()} />}
        <RichText html={html} />
        {children}
      </Box>
      {persons.length > 0 && (
        <Box component="aside" aria-label="Ansprechpartner" sx={{ minWidth: 0 }}>
          <ContactColumn persons={persons} />
        </Box>
      )}
    </Box>
  );
}
