import type { Foerdermittel } from '@kp/contract/funds';
import { ROUTES } from '@kp/contract/shell';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { PersonCard } from '../../ui/person-card.tsx';
import { visuallyHidden } from '../../ui/visually-hidden.ts';

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
    <Box component="aside" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        Angebot der NEW
      </Typography>
      {offer.Ansprechpartner.length > 0 && (
        <Box
          component="ul"
          aria-label="Ansprechpartner der NEW"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, mb: 3 }}
        >
          {offer.Ansprechpartner.map((person) => (
            <Paper component="li" key={person.id} variant="outlined" sx={{ p: 2 }}>
              <PersonCard person={person} layout="responsive" />
            </Paper>
          ))}
        </Box>
      )}
      {services.length > 0 && (
        <>
          <Typography variant="h3" sx={{ fontSize: '1.125rem', mb: 1 }}>
            Passende Leistungen
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
            {services.map((service) => (
              <li key={service.key}>
                <Link
                  component={RouterLink}
                  to={service.to}
                  sx={{ display: 'inline-flex', alignItems: 'flex-start', gap: 1, fontWeight: 500 }}
                >
                  <ArrowForwardIcon fontSize="small" aria-hidden sx={{ mt: '2px', flexShrink: 0 }} />
                  <span>{service.title}</span>
                </Link>
              </li>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}

export function Section({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.375rem', mb: 1.5 }}>
        {heading}
      </Typography>
      {children}
    </Box>
  );
}

export function BulletList({ items }: { items: string[] }) {
  return (
    <Box component="ul" sx={{ pl: 3, m: 0, '& li': { my: 0.5 } }}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries of one list may repeat and have no id
        <Typography component="li" key={index}>
          {item}
        </Typography>
      ))}
    </Box>
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
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant={variant}
      sx={{
        display: 'inline-flex',
        alignItems: 'flex-start',
        gap: 0.75,
        overflowWrap: 'anywhere',
        fontWeight: 500,
      }}
    >
      <span>
        {children}
        <Box component="span" sx={visuallyHidden}>
          {' (öffnet in neuem Tab)'}
        </Box>
      </span>
      <OpenInNewIcon aria-hidden sx={{ fontSize: '1em', mt: '0.2em', flexShrink: 0 }} />
    </Link>
  );
}
