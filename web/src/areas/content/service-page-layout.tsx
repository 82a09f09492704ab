import type { Person } from '@kp/contract/access';
import type { FileDownload, InterestingLink } from '@kp/contract/content';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { ContactColumn } from '../../ui/contact-column.tsx';

type Props = {
  children: ReactNode;
  persons: Person[];
  downloads: FileDownload[];
  links: InterestingLink[];
};

/** The two columns of a content page: the article, and the contact column beside it (stacked below 960 px). */
export function ServicePageLayout({ children, persons, downloads, links }: Props) {
  return (
    <Grid container spacing={4}>
      <Grid size={{ xs: 12, md: 8, xl: 9 }} component="article">
        {children}
      </Grid>
      <Grid size={{ xs: 12, md: 4, xl: 3 }}>
        <ContactColumn persons={persons} downloads={downloads} links={links} />
      </Grid>
    </Grid>
  );
}

export function ServicePageSkeleton({ label }: { label: string }) {
  return (
    <Box role="status" aria-busy="true" aria-label={label}>
      <Skeleton variant="text" sx={{ fontSize: '2.25rem', width: '50%', mb: 2 }} />
      <Skeleton variant="text" />
      <Skeleton variant="text" />
      <Skeleton variant="text" sx={{ width: '70%' }} />
      <Skeleton variant="rounded" sx={{ height: 200, mt: 3 }} />
    </Box>
  );
}
