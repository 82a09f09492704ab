import { HEAT_TEXTS } from '@kp/contract/heat-planning-constants';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../app/query-client.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { LoadFailed, LoadingStatus } from '../../ui/query-states.tsx';
import text from '../../ui/type.module.css';
import { appUrlQuery, tosStatusQuery, useAcceptTos } from './api.ts';
import styles from './heat-planning-app.module.css';

/**
 * The heat-planning app (spec 02 §2): the terms are checked on every opening; until they are accepted a
 * dialog stays open that only OK closes; then the app loads in a frame with a fresh token.
 */
export function HeatPlanningApp() {
  const tos = useQuery(tosStatusQuery());
  const accepted = tos.data?.accepted === true;
  const app = useQuery(appUrlQuery(accepted));
  if (tos.isPending) return <LoadingStatus text="Nutzungsbedingungen werden geprüft …" />;
  // A failed check counts as not accepted (spec 02 §8).
  if (!accepted) return <TermsDialog failed={tos.isError} />;
  if (app.isPending) return <LoadingStatus text="Die Anwendung wird geladen …" />;
  if (app.isError) return <LoadFailed error={app.error} onRetry={() => void app.refetch()} />;
  if (!app.data.url || !app.data.token) return <Alert severity="info">{HEAT_TEXTS.notConfigured}</Alert>;
  const src = new URL(app.data.url);
  src.searchParams.set('token', app.data.token);
  return <iframe title={HEAT_TEXTS.frameTitle} src={src.toString()} className={styles.frame} />;
}

function TermsDialog({ failed }: { failed: boolean }) {
  const accept = useAcceptTos();
  return (
    // Persistent: without onClose neither Escape nor a click beside it closes it (spec 02 §2).
    <Dialog
      open
      title={HEAT_TEXTS.tosTitle}
      actions={
        <Button variant="contained" onClick={() => accept.mutate()} disabled={accept.isPending}>
          OK
        </Button>
      }
    >
      {failed && (
        <Alert severity="warning" className={styles.checkFailed}>
          Ob Sie die Nutzungsbedingungen schon bestätigt haben, ließ sich nicht prüfen.
        </Alert>
      )}
      <p className={`${text.body1} ${styles.paragraph}`}>
        Die Anwendung zur Kommunalen Wärmeplanung zeigt Daten zu Gebäuden, Verbräuchen und Netzen Ihrer
        Kommune. Die Daten sind zusammengefasst und dürfen nur für die Wärmeplanung Ihrer Kommune genutzt
        werden.
      </p>
      <p className={`${text.body1} ${styles.paragraph}`}>
        Eine Weitergabe an Dritte ist nur im Rahmen der Wärmeplanung und mit Zustimmung der NEW zulässig. Beim
        Öffnen übermittelt das Portal Ihren Namen, Ihre E-Mail-Adresse und Ihre Kommune an die Anwendung.
      </p>
      <p className={text.body1}>Mit «OK» bestätigen Sie diese Nutzungsbedingungen.</p>
      {accept.isError && (
        <Alert severity="error" className={styles.acceptFailed}>
          {errorMessage(accept.error)}
        </Alert>
      )}
    </Dialog>
  );
}
