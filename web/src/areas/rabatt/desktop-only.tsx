import { RABATT_MOBILE_BREAKPOINT, RABATT_TEXTS } from '@kp/contract/rabatt-constants';
import { ROUTES } from '@kp/contract/shell';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/**
 * Kommunalrabatt is desktop only (spec 02 §2): below 960 px the page's title, the notice and a way home
 * instead of the page.
 */
export function DesktopOnly({ title, children }: { title: string; children: ReactNode }) {
  const wide = useMediaQuery(`(min-width: ${RABATT_MOBILE_BREAKPOINT}px)`, { noSsr: true });
  if (wide) return children;
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ mt: 2 }}>
        {title}
      </Typography>
      <Alert severity="info" sx={{ my: 2 }}>
        {RABATT_TEXTS.mobileNotice}{' '}
        <Link component={RouterLink} to={ROUTES.home}>
          Zur Startseite
        </Link>
      </Alert>
    </>
  );
}
