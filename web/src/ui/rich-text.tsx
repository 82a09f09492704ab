import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import styles from './rich-text.module.css';

/** A site path the router can show (uploads and API files load as files). */
export const isRouterPath = (href: string): boolean =>
  href.startsWith('/') &&
  !href.startsWith('//') &&
  !href.startsWith('/\\') &&
  !href.startsWith('/api/') &&
  !href.startsWith('/uploads/');

/** A plain left click: modifier keys and other buttons keep the browser's own behaviour (new tab, window). */
const isPlainClick = (event: MouseEvent) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !event.metaKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  !event.altKey;

/**
 * Editorial content as the server rendered and sanitised it (one allowlist on the server, see
 * server/src/lib/rich-text.ts), in the portal's typography. Site links navigate in the app.
 */
export function RichText({ html }: { html: string | null | undefined }) {
  const navigate = useNavigate();
  if (!html?.trim()) return null;

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!isPlainClick(event)) return;
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href || !event.currentTarget.contains(link)) return;
    if (link.getAttribute('target') || !isRouterPath(href)) return;
    event.preventDefault();
    void navigate(href);
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: catches clicks on its links, which keep their own keys
    <div
      className={styles.richText}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server by sanitizeRichHtml (one allowlist)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
