import { useEffect } from 'react';
import { useLocation } from 'react-router';

const SUFFIX = 'Kommunalportal';

export type PublishedTitle = { key: string; title: string };

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

/** Sets the tab title to "<page> – Kommunalportal" while the page is shown. */
export function useDocumentTitle(title: string | null | undefined): void {
  const { key } = useLocation();
  useEffect(() => {
    document.title = title ? `${title} – ${SUFFIX}` : SUFFIX;
    if (!title) return;
    published = { key, title };
    for (const listener of [...listeners]) listener();
  }, [title, key]);
}
