import { ROUTES } from '@kp/contract/shell';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useDocumentTitle } from '../ui/use-document-title.ts';

// A new deployment replaces the hashed chunk files; an old tab then fails to load a page.
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

/** Error boundary of the routes: a German message and a way on, never a blank screen. */
export function RouteError() {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  // A loader's refusal or outage (route-data.ts) carries the server's German message.
  const serverMessage =
    isRouteErrorResponse(error) && typeof error.data?.message === 'string' ? error.data.message : undefined;
  useDocumentTitle('Fehler', { isPage: false });
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: { xs: 6, md: 10 }, px: 2 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {chunk ? 'Die Seite konnte nicht geladen werden.' : 'Es ist ein Fehler aufgetreten.'}
      </Typography>
      <Typography sx={{ mb: 4 }}>
        {serverMessage ??
          (chunk
            ? 'Möglicherweise wurde das Portal gerade aktualisiert. Bitte laden Sie die Seite neu.'
            : 'Bitte laden Sie die Seite neu oder kehren Sie zur Startseite zurück.')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Seite neu laden
        </Button>
        <Button variant="outlined" href={ROUTES.home}>
          Zur Startseite
        </Button>
      </Box>
    </Box>
  );
}
