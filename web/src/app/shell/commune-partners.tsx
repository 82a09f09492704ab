import type { Person } from '@kp/contract/access';
import { useId } from 'react';
import iconButton from '../../ui/icon-button.module.css';
import { EmailIcon, PhoneIcon } from '../../ui/icons.tsx';
import { Avatar, PersonCard, personName, phoneHref, portraitUrl } from '../../ui/person-card.tsx';
import { useUser } from '../session.ts';
import styles from './commune-partners.module.css';
import { NavHeading } from './nav-item.tsx';

type Partner = { person: Person; role: string };

// The small icon button's look on a link (MUI's IconButton with href).
const contactLink = `${iconButton.button} ${iconButton.small} ${iconButton.default}`;

function useCommunePartners(): Partner[] {
  const commune = useUser().commune;
  const partners: Partner[] = [];
  if (commune?.kommunalPartner) partners.push({ person: commune.kommunalPartner, role: 'Kommunalpartner' });
  if (commune?.regionalLeiter) partners.push({ person: commune.regionalLeiter, role: 'Regionalleitung' });
  return partners;
}

/** The commune's partner and regional leader, compact in the top bar from 1264 px (spec 01 §2; CSS hides
 * them below). */
export function CommunePartnersCompact() {
  const partners = useCommunePartners();
  if (partners.length === 0) return null;
  return (
    <ul aria-label="Ihre Ansprechpartner" className={styles.compact}>
      {partners.map(({ person, role }) => {
        const name = personName(person);
        return (
          <li key={`${role}-${person.id}`} className={styles.partner}>
            <Avatar src={portraitUrl(person)}>
              {person.firstname.charAt(0)}
              {person.lastname.charAt(0)}
            </Avatar>
            {/* Name and title wrap rather than being cut, also with wider letter and word spacing (WCAG
                1.4.12); spans, not paragraphs, so a paragraph spacing does not push them out of the bar. */}
            <div className={styles.who}>
              <span className={styles.name}>{name}</span>
              <span className={styles.role}>{person.customTitle?.trim() || role}</span>
            </div>
            {person.email && (
              <a
                className={contactLink}
                href={`mailto:${person.email}`}
                aria-label={`E-Mail an ${name}`}
                title={person.email}
              >
                <EmailIcon size="small" />
              </a>
            )}
            {person.phone && (
              <a
                className={contactLink}
                href={phoneHref(person.phone)}
                aria-label={`${name} anrufen: ${person.phone}`}
                title={person.phone}
              >
                <PhoneIcon size="small" />
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The same contacts listed in the drawer on narrow screens. */
export function CommunePartnersList() {
  const partners = useCommunePartners();
  const headingId = useId();
  if (partners.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <NavHeading id={headingId}>Ihre Ansprechpartner</NavHeading>
      <ul className={styles.list}>
        {partners.map(({ person, role }) => (
          <li key={`${role}-${person.id}`}>
            <PersonCard person={person} fallbackTitle={role} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
