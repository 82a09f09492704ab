import { fileUrl } from '@kp/contract/api-base';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useMemo } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { Link as RouterLink } from 'react-router';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { visuallyHidden } from './visually-hidden.ts';

const isInternal = (href: string) =>
  href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/api/');

// Editorial content is untrusted: raw HTML is not parsed, and rehype-sanitize strips anything unsafe.
const components: Components = {
  a: ({ href, children }) => {
    if (!href) return <>{children}</>;
    if (isInternal(href)) {
      return (
        <Link component={RouterLink} to={href}>
          {children}
        </Link>
      );
    }
    const external = /^https?:\/\//.test(href);
    return (
      <Link
        href={href.startsWith('/') ? (fileUrl(href) ?? href) : href}
        {...(external && { target: '_blank', rel: 'noopener noreferrer' })}
      >
        {children}
        {external && (
          <Box component="span" sx={visuallyHidden}>
            {' (öffnet in neuem Tab)'}
          </Box>
        )}
      </Link>
    );
  },
  img: ({ src, alt }) => (
    <Box
      component="img"
      src={typeof src === 'string' ? (fileUrl(src) ?? undefined) : undefined}
      alt={alt ?? ''}
      loading="lazy"
      sx={{ maxWidth: '100%', height: 'auto', borderRadius: 1 }}
    />
  ),
  table: ({ children }) => (
    <Box sx={{ overflowX: 'auto', my: 2 }}>
      <table>{children}</table>
    </Box>
  ),
};

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * The page title is the only h1, so the content's top heading level becomes h2 whatever the editors used
 * (content often starts at ###); levels below keep their distance, so the outline has no gaps.
 */
export function headingShift(markdown: string): number {
  const levels = [...markdown.matchAll(/^ {0,3}(#{1,6})[ \t]/gm)].map((match) => match[1].length);
  return levels.length > 0 ? 2 - Math.min(...levels) : 0;
}

function shiftedHeadings(shift: number): Components {
  const headings: Components = {};
  for (const level of [1, 2, 3, 4, 5, 6] as const) {
    const Tag = `h${Math.min(6, Math.max(2, level + shift)) as HeadingLevel}` as const;
    headings[`h${level}`] = ({ children }) => <Tag>{children}</Tag>;
  }
  return headings;
}

/** Markdown from the editorial system (GitHub flavour), sanitised, in the portal's typography. */
export function Markdown({ children }: { children: string | null | undefined }) {
  const shift = headingShift(children ?? '');
  const allComponents = useMemo(() => ({ ...components, ...shiftedHeadings(shift) }), [shift]);
  if (!children?.trim()) return null;
  return (
    <Box
      sx={{
        typography: 'body1',
        overflowWrap: 'break-word',
        '& h2': { typography: 'h3', mt: 4, mb: 1.5 },
        '& h3': { typography: 'h6', mt: 3, mb: 1 },
        '& h4, & h5, & h6': { typography: 'subtitle1', fontWeight: 700, mt: 2, mb: 1 },
        '& p': { my: 1.5 },
        '& ul, & ol': { pl: 3, my: 1.5 },
        '& li': { my: 0.5 },
        '& blockquote': {
          borderLeft: 4,
          borderColor: 'primary.main',
          m: 0,
          my: 2,
          pl: 2,
          color: 'text.secondary',
        },
        '& table': { borderCollapse: 'collapse', width: '100%' },
        '& th, & td': { border: 1, borderColor: 'divider', p: 1, textAlign: 'left', verticalAlign: 'top' },
        '& code': { fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
        '& > :first-child': { mt: 0 },
      }}
    >
      <ReactMarkdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize]} components={allComponents}>
        {children}
      </ReactMarkdown>
    </Box>
  );
}
