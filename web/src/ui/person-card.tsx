import type { Person } from '@kp/contract/access';
import { fileUrl } from '@kp/contract/api-base';
import { Fragment, type ReactNode, useEffect, useRef, useState } from 'react';
import { trackEvent } from '../app/tracking.ts';
import { EmailIcon, PhoneIcon } from './icons.tsx';
import link from './link.module.css';
import styles from './person-card.module.css';

export function personName(person: Person): string {
  return person.name?.trim() || `${person.firstname} ${person.lastname}`.trim();
}

export function portraitUrl(person: Person): string | undefined {
  return fileUrl(person.image?.formats?.small.url ?? person.image?.url) ?? undefined;
}

/** tel: links without spaces (spec 01 §2, contact column). */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`;
}

function initials(person: Person): string {
  return `${person.firstname.charAt(0)}${person.lastname.charAt(0)}`.toUpperCase();
}

type Props = {
  person: Person;
  /** Shown when the person has no title of their own, e.g. 'Kommunalpartner'. */
  fallbackTitle?: string;
  /** `responsive`: portrait above the text under 1440 px, beside it from 1440 px (spec 01 §2). */
  layout?: 'row' | 'responsive';
  headingLevel?: 'h2' | 'h3' | 'h4';
};

/** A contact person: portrait, name, title, e-mail and phone links; a click on either records page_contacted. */
export function PersonCard({ person, fallbackTitle, layout = 'row', headingLevel = 'h3' }: Props) {
  const name = personName(person);
  const title = person.customTitle?.trim() || fallbackTitle;
  const Heading = headingLevel;
  // Contact boxes: avatar 150 px in the vertical box under 1440 px, 38 px beside the text from there (spec 02 §9).
  const responsive = layout === 'responsive';
  return (
    <div className={`${styles.card} ${responsive ? styles.responsive : ''}`}>
      <Avatar src={portraitUrl(person)} className={responsive ? styles.bigAvatar : styles.rowAvatar}>
        {initials(person)}
      </Avatar>
      <div className={styles.text}>
        <Heading className={styles.name}>{name}</Heading>
        {title && <p className={styles.title}>{title}</p>}
        {person.email && (
          <ContactLine icon={<EmailIcon />}>
            <a
              className={`${link.link} ${styles.email}`}
              href={`mailto:${person.email}`}
              onClick={() =>
                trackEvent({ name: 'page_contacted', contact_name: name, contact_type: 'email' })
              }
            >
              {emailWithBreaks(person.email)}
            </a>
          </ContactLine>
        )}
        {person.phone && (
          <ContactLine icon={<PhoneIcon />}>
            <a
              className={link.link}
              href={phoneHref(person.phone)}
              onClick={() =>
                trackEvent({ name: 'page_contacted', contact_name: name, contact_type: 'phone' })
              }
            >
              {person.phone}
            </a>
          </ContactLine>
        )}
      </div>
    </div>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className={styles.line}>
      <span aria-hidden="true" className={styles.lineIcon}>
        {icon}
      </span>
      {children}
    </p>
  );
}

/**
 * A round portrait, or the initials where there is none or it fails to load (MUI's Avatar). Decorative:
 * the name is written beside it. `size` in pixels, else 40 or the class's; `color` of the initials' disc.
 */
export function Avatar({
  src,
  size,
  color = 'secondary',
  className,
  children,
}: {
  src?: string;
  size?: number;
  color?: 'primary' | 'secondary';
  className?: string;
  children: ReactNode;
}) {
  const [failed, setFailed] = useState<string | undefined>();
  const image = useRef<HTMLImageElement>(null);
  // A picture that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const element = image.current;
    if (src && element?.complete && element.naturalWidth === 0) setFailed(src);
  }, [src]);
  return (
    <span
      className={[styles.avatar, styles[color], className].filter(Boolean).join(' ')}
      style={size ? { width: size, height: size } : undefined}
    >
      {src && failed !== src ? (
        <img ref={image} src={src} alt="" className={styles.portrait} onError={() => setFailed(src)} />
      ) : (
        children
      )}
    </span>
  );
}

/**
 * An e-mail address with break opportunities after '@' and before each dot, so a narrow column wraps it
 * there rather than mid-word (decision 016).
 */
function emailWithBreaks(email: string) {
  const parts = email.split(/(?<=@)|(?=\.)/);
  return parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, never reordered
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
