import type { Person } from '@kp/contract/access';
import type { FileDownload, InterestingLink } from '@kp/contract/content';
import type { ReactNode } from 'react';
import { ContactColumn } from '../../ui/contact-column.tsx';
import { MainAside } from '../../ui/main-aside.tsx';
import skeleton from '../../ui/skeleton.module.css';
import { Skeleton } from '../../ui/skeleton.tsx';
import article from './article.module.css';

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

/** A placeholder for a line of text, or (`title`) for a page's title; hidden from assistive technology. */
export function TextSkeleton({
  title = false,
  width = '100%',
  className,
}: {
  title?: boolean;
  width?: string;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={[skeleton.skeleton, skeleton.line, article.textLine, title && article.titleLine, className]
        .filter(Boolean)
        .join(' ')}
      style={{ width }}
    />
  );
}

export function ServicePageSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label}>
      <TextSkeleton title width="50%" />
      <TextSkeleton />
      <TextSkeleton />
      <TextSkeleton width="70%" />
      <div className={article.blockSkeleton}>
        <Skeleton height={200} />
      </div>
    </div>
  );
}
