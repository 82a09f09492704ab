import type { Person } from '@kp/contract/access';
import { fileUrl } from '@kp/contract/api-base';
import { BREAKPOINTS } from '@kp/contract/shell';
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { trackEvent } from '../app/tracking.ts';

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
  const wide = `@media (min-width: ${BREAKPOINTS.contactBoxes}px)`;
  // Contact boxes: avatar 150 px in the vertical box under 1440 px, 38 px beside the text from there (spec 02 §9).
  const avatarSize =
    layout === 'row'
      ? { width: 48, height: 48 }
      : { width: 150, height: 150, fontSize: '3rem', [wide]: { width: 38, height: 38, fontSize: '1rem' } };
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'flex-start',
        flexDirection: layout === 'row' ? 'row' : 'column',
        ...(layout === 'responsive' && {
          [wide]: { flexDirection: 'row' },
        }),
      }}
    >
      <Avatar
        src={portraitUrl(person)}
        alt=""
        sx={{ ...avatarSize, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
      >
        {initials(person)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {name}
        </Typography>
        {title && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
            {title}
          </Typography>
        )}
        {person.email && (
          <ContactLine icon={<EmailIcon fontSize="small" />}>
            <Link
              href={`mailto:${person.email}`}
              onClick={() =>
                trackEvent({ name: 'page_contacted', contact_name: name, contact_type: 'email' })
              }
              sx={{ overflowWrap: 'break-word' }}
            >
              {emailWithBreaks(person.email)}
            </Link>
          </ContactLine>
        )}
        {person.phone && (
          <ContactLine icon={<PhoneIcon fontSize="small" />}>
            <Link
              href={phoneHref(person.phone)}
              onClick={() =>
                trackEvent({ name: 'page_contacted', contact_name: name, contact_type: 'phone' })
              }
            >
              {person.phone}
            </Link>
          </ContactLine>
        )}
      </Box>
    </Box>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Typography
      variant="body2"
      component="p"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 0.5 }}
    >
      <Box component="span" aria-hidden sx={{ display: 'inline-flex', color: 'text.secondary' }}>
        {icon}
      </Box>
      {children}
    </Typography>
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
