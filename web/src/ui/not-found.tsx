import { ROUTES, TEXTS } from '@kp/contract/shell';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { data, Link } from 'react-router';
import { useDocumentTitle } from './use-document-title.ts';

/** The not-found page of spec 01 §2; also shown for unknown ids and pages the user may not see. */
export function NotFound() {
  useDocumentTitle('Seite nicht gefunden', { isPage: false });
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, md: 10 }, px: 2 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {TEXTS.notFoundTitle}
      </Typography>
      <Typography sx={{ mb: 4 }}>{TEXTS.notFoundText}</Typography>
      <Button component={Link} to={ROUTES.home} variant="contained">
        Zur Startseite
      </Button>
    </Box>
  );
}

/** As the route of unknown addresses, the page answers 404. */
export function loader() {
  return data(null, { status: 404 });
}

export function clientLoader() {
  return null;
}

export default NotFound;
