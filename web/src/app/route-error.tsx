import { ROUTES } from '@kp/contract/shell';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, ButtonLink } from '../ui/button.tsx';
import styles from '../ui/message-page.module.css';
import text from '../ui/type.module.css';
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
    <div role="alert" className={styles.page}>
      <h1 className={`${text.h1} ${styles.heading}`}>
        {chunk ? 'Die Seite konnte nicht geladen werden.' : 'Es ist ein Fehler aufgetreten.'}
      </h1>
      <p className={`${text.body1} ${styles.text}`}>
        {serverMessage ??
          (chunk
            ? 'Möglicherweise wurde das Portal gerade aktualisiert. Bitte laden Sie die Seite neu.'
            : 'Bitte laden Sie die Seite neu oder kehren Sie zur Startseite zurück.')}
      </p>
      <div className={styles.actions}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Seite neu laden
        </Button>
        <ButtonLink variant="outlined" href={ROUTES.home}>
          Zur Startseite
        </ButtonLink>
      </div>
    </div>
  );
}
