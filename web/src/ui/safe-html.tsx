import { fileUrl } from '@kp/contract/api-base';
import Box from '@mui/material/Box';
import DOMPurify from 'dompurify';
import { type MouseEvent, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { visuallyHidden } from './visually-hidden.ts';

/** Only web, mail and phone links, site paths and anchors; no javascript:, data: or vbscript: URLs. */
const ALLOWED_URI = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

const FORBID_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'link',
  'meta',
  'base',
  'svg',
  'math',
];

/** A link that leaves the portal: absolute http(s) to another host. */
export function isExternalHref(href: string, origin: string): boolean {
  if (!/^https?:\/\//i.test(href)) return false;
  try {
    return new URL(href).origin !== origin;
  } catch {
    return true;
  }
}

/** A site path the router can show (uploads and API files load as files). */
export const isRouterPath = (href: string): boolean =>
  href.startsWith('/') &&
  !href.startsWith('//') &&
  !href.startsWith('/api/') &&
  !href.startsWith('/uploads/');

let purifier: ReturnType<typeof DOMPurify> | null = null;

// A purifier of its own, so these hooks do not change DOMPurify for anyone else.
function getPurifier() {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href') ?? '';
      if (href.startsWith('/uploads/')) node.setAttribute('href', fileUrl(href) ?? href);
      if (isExternalHref(href, window.location.origin)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
      }
    }
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      if (src.startsWith('/') && !src.startsWith('//') && !src.startsWith('/api/')) {
        node.setAttribute('src', fileUrl(src) ?? src);
      }
      node.setAttribute('loading', 'lazy');
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    }
  });
  purifier = instance;
  return instance;
}

const HEADINGS = ['H1', 'H2', 'H3', 'H4', 'H5', 'H6'];

/**
 * Editorial HTML made safe to show: no scripts, event handlers, javascript: URLs, iframes, forms or inline
 * styles. External links open in a new tab (noopener) and say so; the top heading becomes h2, because the
 * page title is the only h1.
 */
export function sanitizeHtml(html: string): string {
  const fragment = getPurifier().sanitize(html, {
    FORBID_TAGS,
    FORBID_ATTR: ['style', 'srcset', 'formaction', 'target'],
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
  const headings = [...fragment.querySelectorAll<HTMLElement>(HEADINGS.join(','))];
  const top = Math.min(...headings.map((heading) => Number(heading.tagName.slice(1))));
  const shift = headings.length > 0 ? 2 - top : 0;
  for (const heading of headings) {
    const level = Math.min(6, Math.max(2, Number(heading.tagName.slice(1)) + shift));
    if (level === Number(heading.tagName.slice(1))) continue;
    const replacement = document.createElement(`h${level}`);
    replacement.append(...heading.childNodes);
    heading.replaceWith(replacement);
  }
  for (const link of fragment.querySelectorAll('a[target="_blank"]')) {
    const hint = document.createElement('span');
    hint.className = 'visually-hidden';
    hint.textContent = ' (öffnet in neuem Tab)';
    link.append(hint);
  }
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}

/** Server HTML (press releases, spec 01 §2) in the portal's typography; site links use the router. */
export function SafeHtml({ html }: { html: string | null | undefined }) {
  const navigate = useNavigate();
  const clean = useMemo(() => (html?.trim() ? sanitizeHtml(html) : ''), [html]);
  if (!clean) return null;

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!href || link?.getAttribute('target') || !isRouterPath(href)) return;
    event.preventDefault();
    void navigate(href);
  };

  return (
    <Box
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify in sanitizeHtml above
      dangerouslySetInnerHTML={{ __html: clean }}
      sx={{
        typography: 'body1',
        overflowWrap: 'break-word',
        '& h2': { typography: 'h3', mt: 4, mb: 1.5 },
        '& h3': { typography: 'h6', mt: 3, mb: 1 },
        '& h4, & h5, & h6': { typography: 'subtitle1', fontWeight: 700, mt: 2, mb: 1 },
        '& p': { my: 1.5 },
        '& ul, & ol': { pl: 3, my: 1.5 },
        '& li': { my: 0.5 },
        '& a': { color: 'primary.main' },
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
        '& blockquote': {
          borderLeft: 4,
          borderColor: 'primary.main',
          m: 0,
          my: 2,
          pl: 2,
          color: 'text.secondary',
        },
        '& table': { borderCollapse: 'collapse', width: '100%', display: 'block', overflowX: 'auto' },
        '& th, & td': { border: 1, borderColor: 'divider', p: 1, textAlign: 'left', verticalAlign: 'top' },
        '& .visually-hidden': visuallyHidden,
        '& > :first-child': { mt: 0 },
      }}
    />
  );
}
