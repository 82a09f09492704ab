import { accessEndpoints as access } from '@kp/contract/access-endpoints';
import { ROUTES } from '@kp/contract/shell';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Dialog, DialogDescription } from '../ui/dialog.tsx';
import { call } from './api-client.ts';
import { ME_QUERY_KEY, redirectUrl } from './session.ts';
import { SESSION_WARNING_MS, type SessionPhase, sessionClock } from './session-clock.ts';
import styles from './session-end-dialog.module.css';

const TIME = new Intl.DateTimeFormat('de-DE', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Berlin',
});
const KEPT = 'Was Sie in Formulare eingegeben haben, bleibt in diesem Fenster erhalten.';

const countdown = (ms: number) => {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

type Props = { phase: Extract<SessionPhase, { phase: 'warning' | 'expired' }>; expiresAt: number };

/** 'Ihre Sitzung läuft bald ab' with 'Angemeldet bleiben'; after the end, 'Erneut anmelden'. */
export function SessionEndDialog({ phase, expiresAt }: Props) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const expired = phase.phase === 'expired';

  const stay = async () => {
    setBusy(true);
    setFailed(null);
    try {
      // Any signed-in call renews the idle time; the answer's header moves the clock and closes this.
      await call(access.me);
      const left = (sessionClock.get() ?? 0) - Date.now();
      if (left <= SESSION_WARNING_MS) {
        setFailed('Die längste Dauer einer Sitzung ist erreicht. Bitte melden Sie sich danach erneut an.');
      }
    } catch {
      sessionClock.forget();
      setFailed('Die Sitzung konnte nicht verlängert werden. Bitte melden Sie sich erneut an.');
    } finally {
      setBusy(false);
    }
  };

  const signInAgain = async () => {
    redirectUrl.store(`${location.pathname}${location.search}${location.hash}`);
    sessionClock.forget();
    queryClient.clear();
    queryClient.setQueryData(ME_QUERY_KEY, null);
    await navigate(ROUTES.login, { replace: true });
  };

  return (
    <Dialog
      open
      width="xs"
      focusFirstControl
      title={expired ? 'Ihre Sitzung ist abgelaufen' : 'Ihre Sitzung läuft bald ab'}
      actions={
        expired || failed ? (
          <Button variant="contained" autoFocus onClick={() => void signInAgain()}>
            Erneut anmelden
          </Button>
        ) : (
          <Button variant="contained" autoFocus loading={busy} onClick={() => void stay()}>
            Angemeldet bleiben
          </Button>
        )
      }
    >
      <DialogDescription>
        <p className={styles.text}>
          {expired
            ? `Sie waren längere Zeit nicht aktiv. Bitte melden Sie sich erneut an. ${KEPT}`
            : `Sie waren längere Zeit nicht aktiv. Ihre Sitzung endet um ${TIME.format(expiresAt)} Uhr (in ${countdown(phase.phase === 'warning' ? phase.leftMs : 0)} Minuten). ${KEPT}`}
        </p>
      </DialogDescription>
      {failed && (
        <Alert severity="warning" role="alert" className={styles.failed}>
          {failed}
        </Alert>
      )}
    </Dialog>
  );
}
