import type { Person } from '@kp/contract/access';
import { fileUrl } from '@kp/contract/api-base';
import type { FileDownload, InterestingLink } from '@kp/contract/content';
import { CONTENT_TEXTS } from '@kp/contract/content-constants';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { isPathAvailableFor } from '../app/pages.ts';
import { useUser } from '../app/session.ts';
import { PersonCard } from './person-card.tsx';
import { visuallyHidden } from './visually-hidden.ts';

type Props = {
  persons: Person[];
  downloads?: FileDownload[];
  links?: InterestingLink[];
};

/** A portal path handled by the router (not a file or API address). */
export const isInternalPath = (href: string) =>
  href.startsWith('/') &&
  !href.startsWith('//') &&
  !href.startsWith('/api/') &&
  !href.startsWith('/uploads/');

export const isExternalUrl = (href: string) => /^https?:\/\//i.test(href);

/**
 * The right column of content pages (spec 01 §2, contact column): 'Kontakt' with the contact boxes (portrait
 * above the text under 1440 px), 'Downloads' and 'Ebenfalls Interessant'. Sections without entries are left out.
 */
export function ContactColumn({ persons, downloads = [], links: allLinks = [] }: Props) {
  const user = useUser();
  // Editorial links to portal pages this user cannot open (flag or portal) are left out.
  const links = allLinks.filter((link) => !isInternalPath(link.link) || isPathAvailableFor(link.link, user));
  if (persons.length === 0 && downloads.length === 0 && links.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 4, alignContent: 'start' }}>
      {persons.length > 0 && (
        <ColumnSection heading={CONTENT_TEXTS.contact}>
          <Box
            component="ul"
            // One box per row in the side column; side by side when the column sits below the content.
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
            }}
          >
            {persons.map((person) => (
              <Paper component="li" key={person.id} variant="outlined" sx={{ p: 2 }}>
                <PersonCard person={person} layout="responsive" />
              </Paper>
            ))}
          </Box>
        </ColumnSection>
      )}
      {downloads.length > 0 && (
        <ColumnSection heading={CONTENT_TEXTS.downloads}>
          <LinkList>
            {downloads.map((file) => (
              <li key={file.id}>
                <Link href={fileUrl(file.url) ?? undefined} download sx={linkSx}>
                  <DownloadIcon fontSize="small" aria-hidden sx={iconSx} />
                  <span>{file.caption?.trim() || file.name}</span>
                </Link>
              </li>
            ))}
          </LinkList>
        </ColumnSection>
      )}
      {links.length > 0 && (
        <ColumnSection heading={CONTENT_TEXTS.interesting}>
          <LinkList>
            {links.map((link) => (
              <li key={link.id}>
                <InterestingLinkItem link={link} />
              </li>
            ))}
          </LinkList>
        </ColumnSection>
      )}
    </Box>
  );
}

function InterestingLinkItem({ link }: { link: InterestingLink }) {
  const href = link.link.trim();
  if (isInternalPath(href)) {
    return (
      <Link component={RouterLink} to={href} sx={linkSx}>
        <ArrowForwardIcon fontSize="small" aria-hidden sx={iconSx} />
        <span>{link.title}</span>
      </Link>
    );
  }
  if (isExternalUrl(href)) {
    return (
      <Link href={href} target="_blank" rel="noopener noreferrer" sx={linkSx}>
        <OpenInNewIcon fontSize="small" aria-hidden sx={iconSx} />
        <span>
          {link.title}
          <Box component="span" sx={visuallyHidden}>
            {' (öffnet in neuem Tab)'}
          </Box>
        </span>
      </Link>
    );
  }
  return (
    <Link href={href.startsWith('/') ? (fileUrl(href) ?? href) : href} sx={linkSx}>
      <ArrowForwardIcon fontSize="small" aria-hidden sx={iconSx} />
      <span>{link.title}</span>
    </Link>
  );
}

function ColumnSection({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        {heading}
      </Typography>
      {children}
    </Box>
  );
}

function LinkList({ children }: { children: ReactNode }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
      {children}
    </Box>
  );
}

const linkSx = {
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: 1,
  overflowWrap: 'anywhere',
  fontWeight: 500,
} as const;

const iconSx = { mt: '2px', flexShrink: 0 } as const;

// Pixel strings: in sx a bare 1 would mean 100 %.
