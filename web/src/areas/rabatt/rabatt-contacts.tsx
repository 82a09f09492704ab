import { fileUrl } from '@kp/contract/api-base';
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { phoneHref } from '../../ui/person-card.tsx';
import { communeResponsibleQuery, lieferstellenContactQuery } from './api.ts';

/**
 * Who the commune can ask (spec 02 §3): its responsible person at the utility and the Kommunalrabatt team's
 * contact. A call that answers 404 (nobody set) leaves its part out; with neither, the box is left out.
 */
export function RabattContacts({ commune }: { commune: string }) {
  const headingId = useId();
  const responsible = useQuery({
    ...communeResponsibleQuery(commune),
    meta: { silentStatuses: [404] },
  });
  const contact = useQuery(lieferstellenContactQuery());
  const people: ReactNode[] = [];
  if (responsible.data) {
    const { firstName, lastName, email } = responsible.data;
    people.push(
      <Contact
        key="responsible"
        name={`${firstName} ${lastName}`.trim()}
        title="Zuständig für Ihre Kommune"
        email={email}
      />,
    );
  }
  if (contact.data) {
    const { firstname, lastname, customTitle, email, phone, image } = contact.data;
    people.push(
      <Contact
        key="contact"
        name={`${firstname} ${lastname}`.trim()}
        title={customTitle || 'Ansprechpartner Kommunalrabatt'}
        email={email}
        phone={phone}
        image={fileUrl(image)}
      />,
    );
  }
  if (people.length === 0) return null;
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 3, minWidth: 0 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        Ihre Ansprechpartner
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>{people}</Box>
    </Paper>
  );
}

// 24 px high, so the two links one under the other are easy to hit (WCAG 2.5.8).
const linkSx = { display: 'flex', alignItems: 'center', gap: 0.5, minHeight: 24 } as const;

function Contact({
  name,
  title,
  email,
  phone,
  image,
}: {
  name: string;
  title: string;
  email: string;
  phone?: string;
  image?: string | null;
}) {
  const initials = name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Avatar src={image ?? undefined} alt="" sx={{ width: 44, height: 44, bgcolor: 'primary.main' }}>
        {initials}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
          {title}
        </Typography>
        {email && (
          <Link href={`mailto:${email}`} variant="body2" sx={{ ...linkSx, overflowWrap: 'anywhere' }}>
            <EmailIcon aria-hidden sx={{ fontSize: '1rem' }} />
            {email}
          </Link>
        )}
        {phone && (
          <Link href={phoneHref(phone)} variant="body2" sx={linkSx}>
            <PhoneIcon aria-hidden sx={{ fontSize: '1rem' }} />
            {phone}
          </Link>
        )}
      </Box>
    </Box>
  );
}
