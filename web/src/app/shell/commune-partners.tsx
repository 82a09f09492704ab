import type { Person } from '@kp/contract/access';
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { PersonCard, personName, phoneHref, portraitUrl } from '../../ui/person-card.tsx';
import { useUser } from '../session.ts';
import { NavHeading } from './nav-item.tsx';

type Partner = { person: Person; role: string };

function useCommunePartners(): Partner[] {
  const commune = useUser().commune;
  const partners: Partner[] = [];
  if (commune?.kommunalPartner) partners.push({ person: commune.kommunalPartner, role: 'Kommunalpartner' });
  if (commune?.regionalLeiter) partners.push({ person: commune.regionalLeiter, role: 'Regionalleitung' });
  return partners;
}

/** The commune's partner and regional leader, compact in the top bar from 1264 px (spec 01 §2). */
export function CommunePartnersCompact() {
  const partners = useCommunePartners();
  if (partners.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label="Ihre Ansprechpartner"
      sx={{ display: 'flex', gap: 3, listStyle: 'none', m: 0, p: 0 }}
    >
      {partners.map(({ person, role }) => {
        const name = personName(person);
        return (
          <Box
            component="li"
            key={`${role}-${person.id}`}
            sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
          >
            <Avatar
              src={portraitUrl(person)}
              alt=""
              sx={{ width: 40, height: 40, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
            >
              {person.firstname.charAt(0)}
              {person.lastname.charAt(0)}
            </Avatar>
            {/* Name and title wrap rather than being cut, also with wider letter and word spacing (WCAG
                1.4.12); spans, not paragraphs, so a paragraph spacing does not push them out of the bar. */}
            <Box sx={{ minWidth: 0, maxWidth: 190 }}>
              <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 700 }}>
                {name}
              </Typography>
              <Typography
                variant="caption"
                component="span"
                sx={{ display: 'block', color: 'text.secondary', lineHeight: 1.4 }}
              >
                {person.customTitle?.trim() || role}
              </Typography>
            </Box>
            {person.email && (
              <IconButton
                size="small"
                href={`mailto:${person.email}`}
                aria-label={`E-Mail an ${name}`}
                title={person.email}
              >
                <EmailIcon fontSize="small" />
              </IconButton>
            )}
            {person.phone && (
              <IconButton
                size="small"
                href={phoneHref(person.phone)}
                aria-label={`${name} anrufen: ${person.phone}`}
                title={person.phone}
              >
                <PhoneIcon fontSize="small" />
              </IconButton>
            )}
          </Box>
        );
      })}
    </Box>
  );
}

/** The same contacts listed in the drawer on narrow screens. */
export function CommunePartnersList() {
  const partners = useCommunePartners();
  const headingId = useId();
  if (partners.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ pb: 2 }}>
      <NavHeading id={headingId}>Ihre Ansprechpartner</NavHeading>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, px: 2, py: 0, display: 'grid', gap: 2 }}>
        {partners.map(({ person, role }) => (
          <li key={`${role}-${person.id}`}>
            <PersonCard person={person} fallbackTitle={role} headingLevel="h3" />
          </li>
        ))}
      </Box>
    </Box>
  );
}
