import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { visuallyHidden } from './visually-hidden.ts';

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

const richTextStyles = (theme: Theme) => ({
  typography: 'body1',
  overflowWrap: 'break-word',
  '& h2': { typography: 'h3', mt: 4, mb: 1.5 },
  '& h3': { typography: 'h6', mt: 3, mb: 1 },
  '& h4, & h5, & h6': { typography: 'subtitle1', fontWeight: 700, mt: 2, mb: 1 },
  '& p': { my: 1.5 },
  '& ul, & ol': { pl: 3, my: 1.5 },
  '& li': { my: 0.5 },
  // As the theme's links (MuiLink, underline 'always').
  '& a[href]': {
    color: 'primary.main',
    textDecoration: 'underline',
    textDecorationColor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.4),
    '&:hover': { textDecorationColor: 'inherit' },
  },
  // The server opens external links in a new tab; screen readers hear so, without markup of our own.
  '& a[target="_blank"]::after': { ...visuallyHidden, content: '" (öffnet in neuem Tab)"' },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
  '& figure': { m: 0, my: 2 },
  '& figcaption': { typography: 'body2', color: 'text.secondary', mt: 1 },
  '& blockquote': {
    borderLeft: 4,
    borderColor: 'primary.main',
    m: 0,
    my: 2,
    pl: 2,
    color: 'text.secondary',
  },
  // Full width as before; on narrow screens long words break inside their cell instead of widening the page.
  '& table': { borderCollapse: 'collapse', width: '100%', my: 2 },
  '& th, & td': {
    border: 1,
    borderColor: 'divider',
    p: 1,
    textAlign: 'left',
    verticalAlign: 'top',
    overflowWrap: 'anywhere',
  },
  '& th[align="center"], & td[align="center"]': { textAlign: 'center' },
  '& th[align="right"], & td[align="right"]': { textAlign: 'right' },
  '& code': { fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
  '& > :first-child': { mt: 0 },
});

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
    <Box
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server by sanitizeRichHtml (one allowlist)
      dangerouslySetInnerHTML={{ __html: html }}
      sx={richTextStyles}
    />
  );
}
