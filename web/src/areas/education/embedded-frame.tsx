import { useMemo } from 'react';
import styles from './embedded-frame.module.css';

/**
 * Gives every iframe of the embed code an accessible name: the page's own name where the code has none.
 * Parsed inertly (DOMParser runs no scripts and loads nothing).
 */
export function withFrameTitles(html: string, fallbackTitle: string): string {
  if (typeof DOMParser === 'undefined') return html;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const frame of doc.querySelectorAll('iframe')) {
    const title = frame.getAttribute('title')?.trim();
    if (!title || title.toLowerCase() === 'video') frame.setAttribute('title', fallbackTitle);
  }
  return doc.body.innerHTML;
}

/**
 * Embed code as the server sanitised it (spec 02 §5: scripts stripped, only iframes from the allowed hosts,
 * width and height removed), shown as wide as its column at 16/9.
 */
export function EmbeddedFrame({ html, title }: { html: string | null | undefined; title: string }) {
  const code = useMemo(() => (html?.trim() ? withFrameTitles(html, title) : null), [html, title]);
  if (!code) return null;
  return (
    <div
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (education area, spec 02 §5)
      dangerouslySetInnerHTML={{ __html: code }}
      className={styles.frame}
    />
  );
}
