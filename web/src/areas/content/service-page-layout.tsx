import type { Person } from '@kp/contract/access';
import type { FileDownload, InterestingLink } from '@kp/contract/content';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { ContactColumn } from '../../ui/contact-column.tsx';
import { MainAside } from '../../ui/main-aside.tsx';

type Props = {
  children: ReactNode;
  persons: Person[];
  downloads: FileDownload[];
  links: InterestingLink[];
};

/** The two columns of a content page: the article, and the contact column beside it (stacked below 960 px). */
export function ServicePageLayout({ children, persons, downloads, links }: Props) {
  return (
    <MainAside
      mainComponent="article"
      aside={<ContactColumn persons={persons} downloads={downloads} links={links} />}
    >
      {children}
    </MainAside>
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
