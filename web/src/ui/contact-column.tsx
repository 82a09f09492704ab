import type { Person } from '@kp/contract/access';
import { fileUrl } from '@kp/contract/api-base';
import type { FileDownload, InterestingLink } from '@kp/contract/content';
import { CONTENT_TEXTS } from '@kp/contract/content-constants';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { isPathAvailableFor } from '../app/pages.ts';
import { useUser } from '../app/session.ts';
import styles from './contact-column.module.css';
import { ArrowForwardIcon, icon, OpenInNewIcon } from './icons.tsx';
import textLink from './link.module.css';
import { PersonCard } from './person-card.tsx';
import { ScreenReaderText } from './screen-reader-text.tsx';
import surface from './surface.module.css';

const DownloadIcon = icon('M5 20h14v-2H5zM19 9h-4V3H9v6H5l7 7z');

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
    <div className={styles.column}>
      {persons.length > 0 && (
        <ColumnSection heading={CONTENT_TEXTS.contact}>
          <ul className={styles.persons}>
            {persons.map((person) => (
              <li key={person.id} className={`${surface.outlined} ${styles.person}`}>
                <PersonCard person={person} layout="responsive" />
              </li>
            ))}
          </ul>
        </ColumnSection>
      )}
      {downloads.length > 0 && (
        <ColumnSection heading={CONTENT_TEXTS.downloads}>
          <ul className={styles.links}>
            {downloads.map((file) => (
              <li key={file.id}>
                <a href={fileUrl(file.url) ?? undefined} download className={linkClass}>
                  <DownloadIcon size="small" className={styles.icon} />
                  <span>{file.caption?.trim() || file.name}</span>
                </a>
              </li>
            ))}
          </ul>
        </ColumnSection>
      )}
      {links.length > 0 && (
        <ColumnSection heading={CONTENT_TEXTS.interesting}>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.id}>
                <InterestingLinkItem link={link} />
              </li>
            ))}
          </ul>
        </ColumnSection>
      )}
    </div>
  );
}

const linkClass = `${textLink.link} ${styles.link}`;

function InterestingLinkItem({ link }: { link: InterestingLink }) {
  const href = link.link.trim();
  if (isInternalPath(href)) {
    return (
      <Link to={href} className={linkClass}>
        <ArrowForwardIcon size="small" className={styles.icon} />
        <span>{link.title}</span>
      </Link>
    );
  }
  if (isExternalUrl(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
        <OpenInNewIcon size="small" className={styles.icon} />
        <span>
          {link.title}
          <ScreenReaderText>{' (öffnet in neuem Tab)'}</ScreenReaderText>
        </span>
      </a>
    );
  }
  return (
    <a href={href.startsWith('/') ? (fileUrl(href) ?? href) : href} className={linkClass}>
      <ArrowForwardIcon size="small" className={styles.icon} />
      <span>{link.title}</span>
    </a>
  );
}

function ColumnSection({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
