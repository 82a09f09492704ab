import { APP_VERSION, COPYRIGHT_YEAR, ROUTES } from '@kp/contract/shell';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

const LEGAL_LINKS = [
  { label: 'Impressum', href: 'https://www.new.de/impressum' },
  { label: 'Datenschutz', href: 'https://www.new.de/datenschutz' },
];

const SOCIAL_LINKS = [
  { label: 'NEW bei Facebook', href: 'https://www.facebook.com/NEW.Energie', Icon: FacebookIcon },
  { label: 'NEW bei Instagram', href: 'https://www.instagram.com/new_energie', Icon: InstagramIcon },
  { label: 'NEW bei LinkedIn', href: 'https://www.linkedin.com/company/new-ag', Icon: LinkedInIcon },
  { label: 'NEW bei YouTube', href: 'https://www.youtube.com/@NEWEnergie', Icon: YouTubeIcon },
];

/**
 * Footer for signed-in users (spec 01 §2): copyright, imprint, privacy, the accessibility statement, four
 * social links, version.
 */
export function Footer() {
  const { pathname } = useLocation();
  return (
    <Box
      component="footer"
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        px: { xs: 2, md: 4 },
        py: 2,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 3,
        rowGap: 1,
      }}
    >
      <Typography variant="body2">© {COPYRIGHT_YEAR} NEW</Typography>
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, listStyle: 'none', m: 0, p: 0 }}
      >
        {LEGAL_LINKS.map((link) => (
          <li key={link.href}>
            <Link href={link.href} variant="body2" {...NEW_TAB}>
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          {/* The page the person is on goes along, so a barrier report can name it. */}
          <Link
            component={RouterLink}
            to={ROUTES.barrierefreiheit}
            state={{ from: pathname }}
            variant="body2"
          >
            Barrierefreiheit
          </Link>
        </li>
      </Box>
      <Box
        component="ul"
        aria-label="NEW in sozialen Netzwerken"
        sx={{ display: 'flex', listStyle: 'none', m: 0, p: 0 }}
      >
        {SOCIAL_LINKS.map(({ label, href, Icon }) => (
          <li key={href}>
            <IconButton href={href} aria-label={`${label} (öffnet in neuem Tab)`} size="small" {...NEW_TAB}>
              <Icon fontSize="small" />
            </IconButton>
          </li>
        ))}
      </Box>
      <Typography variant="caption" sx={{ color: 'text.secondary', ml: { sm: 'auto' } }}>
        Version {APP_VERSION}
      </Typography>
    </Box>
  );
}
