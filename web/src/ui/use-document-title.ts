import { useEffect } from 'react';
import { useLocation } from 'react-router';

const SUFFIX = 'Kommunalportal';

/** `isPage` is false for error and not-found views: they are no visit of the page the route names. */
export type PublishedTitle = { key: string; title: string; isPage: boolean };

let published: PublishedTitle | null = null;
const listeners = new Set<() => void>();

/**
 * The title the shown page set, with the key of the location it belongs to, so a listener can tell it
 * from the previous page's. The page-visit tracking reads it for page_name (spec 01 §7).
 */
export const pageTitles = {
  get: (): PublishedTitle | null => published,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/**
 * Sets the tab title to "<page> – Kommunalportal" while the page is shown. Error and not-found views pass
 * `{ isPage: false }`.
 */
export function useDocumentTitle(
  title: string | null | undefined,
  { isPage = true }: { isPage?: boolean } = {},
): void {
  const { key } = useLocation();
  useEffect(() => {
    document.title = title ? `${title} – ${SUFFIX}` : SUFFIX;
    if (!title) return;
    published = { key, title, isPage };
    for (const listener of [...listeners]) listener();
  }, [title, key, isPage]);
}
