import { HEAT_TEXTS } from '@kp/contract/heat-planning-constants';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { errorMessage } from '../../app/query-client.ts';
import { LoadFailed, LoadingStatus } from '../../ui/query-states.tsx';
import { appUrlQuery, tosStatusQuery, useAcceptTos } from './api.ts';

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
  return (
    <Box
      component="iframe"
      title={HEAT_TEXTS.frameTitle}
      src={src.toString()}
      sx={{
        display: 'block',
        width: '100%',
        height: { xs: 600, md: 'calc(100vh - 220px)' },
        minHeight: 480,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    />
  );
}

function TermsDialog({ failed }: { failed: boolean }) {
  const titleId = useId();
  const accept = useAcceptTos();
  return (
    // Persistent: neither Escape nor a click beside it closes it (spec 02 §2).
    <Dialog open aria-labelledby={titleId} maxWidth="sm" fullWidth onClose={() => undefined}>
      <DialogTitle id={titleId}>{HEAT_TEXTS.tosTitle}</DialogTitle>
      <DialogContent>
        {failed && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            Ob Sie die Nutzungsbedingungen schon bestätigt haben, ließ sich nicht prüfen.
          </Alert>
        )}
        <Typography sx={{ mb: 1.5 }}>
          Die Anwendung zur Kommunalen Wärmeplanung zeigt Daten zu Gebäuden, Verbräuchen und Netzen Ihrer
          Kommune. Die Daten sind zusammengefasst und dürfen nur für die Wärmeplanung Ihrer Kommune genutzt
          werden.
        </Typography>
        <Typography sx={{ mb: 1.5 }}>
          Eine Weitergabe an Dritte ist nur im Rahmen der Wärmeplanung und mit Zustimmung der NEW zulässig.
          Beim Öffnen übermittelt das Portal Ihren Namen, Ihre E-Mail-Adresse und Ihre Kommune an die
          Anwendung.
        </Typography>
        <Typography>Mit «OK» bestätigen Sie diese Nutzungsbedingungen.</Typography>
        {accept.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(accept.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={() => accept.mutate()} disabled={accept.isPending}>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
