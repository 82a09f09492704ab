import type { Foerdermittel } from '@kp/contract/funds';
import { ROUTES } from '@kp/contract/shell';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { ArrowForwardIcon, OpenInNewIcon } from '../../ui/icons.tsx';
import link from '../../ui/link.module.css';
import { PersonCard } from '../../ui/person-card.tsx';
import { ScreenReaderText } from '../../ui/screen-reader-text.tsx';
import surface from '../../ui/surface.module.css';
import typography from '../../ui/type.module.css';
import styles from './fund-detail-parts.module.css';

/** 'Angebot der NEW': the provider's contacts and the services and sub-services that belong to the programme. */
export function OfferColumn({ offer }: { offer: Foerdermittel['AngebotDerNew'] }) {
  const headingId = useId();
  const services = [
    ...offer.Services.map((service) => ({
      key: `s${service.id}`,
      title: service.title,
      to: ROUTES.service(service.serviceArea.id, service.id),
    })),
    ...offer.SubServices.map((sub) => ({
      key: `u${sub.id}`,
      title: sub.title,
      to: ROUTES.subService(sub.service.serviceArea.id, sub.service.id, sub.id),
    })),
  ];
  return (
    <aside aria-labelledby={headingId}>
      <h2 id={headingId} className={`${typography.h2} ${styles.offerHeading}`}>
        Angebot der NEW
      </h2>
      {offer.Ansprechpartner.length > 0 && (
        <ul aria-label="Ansprechpartner der NEW" className={styles.persons}>
          {offer.Ansprechpartner.map((person) => (
            <li key={person.id} className={`${surface.outlined} ${styles.person}`}>
              <PersonCard person={person} layout="responsive" />
            </li>
          ))}
        </ul>
      )}
      {services.length > 0 && (
        <>
          <h3 className={styles.servicesHeading}>Passende Leistungen</h3>
          <ul className={styles.services}>
            {services.map((service) => (
              <li key={service.key}>
                <Link to={service.to} className={`${link.link} ${styles.service}`}>
                  <ArrowForwardIcon size="small" className={styles.serviceIcon} />
                  <span>{service.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </aside>
  );
}

export function Section({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

export function BulletList({ items }: { items: string[] }) {
  return (
    <ul className={styles.bullets}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries of one list may repeat and have no id
        <li key={index} className={typography.body1}>
          {item}
        </li>
      ))}
    </ul>
  );
}

const isHttpUrl = (text: string) => /^https?:\/\/\S+$/i.test(text);

export function TextOrLink({ text }: { text: string }) {
  return isHttpUrl(text) ? <ExternalLink href={text}>{text}</ExternalLink> : text;
}

export function ExternalLink({
  href,
  children,
  variant,
}: {
  href: string;
  children: ReactNode;
  variant?: 'body2';
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={[link.link, styles.external, variant && typography[variant]].filter(Boolean).join(' ')}
    >
      <span>
        {children}
        <ScreenReaderText>{' (öffnet in neuem Tab)'}</ScreenReaderText>
      </span>
      <OpenInNewIcon className={styles.externalIcon} />
    </a>
  );
}
