import { useEffect } from 'react';

const SUFFIX = 'Kommunalportal';

/** Sets the tab title to "<page> – Kommunalportal" while the page is shown. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} – ${SUFFIX}` : SUFFIX;
  }, [title]);
}
