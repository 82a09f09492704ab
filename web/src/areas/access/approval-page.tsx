import type { User } from '@kp/contract/access';
import { ROUTES, TEXTS } from '@kp/contract/shell';
import HourglassEmptyOutlinedIcon from '@mui/icons-material/HourglassEmptyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCookieConsent } from '../../app/tracking-consent.ts';
import { CookieQuestion } from '../../ui/cookie-question.tsx';
import { DetailsList } from '../../ui/details-list.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { AccessLayout } from './access-layout.tsx';
import { useLogout, useMePolling } from './api.ts';
import { RegistrationDialog } from './registration-dialog.tsx';

/** Where unconfirmed users wait: registration first, then the approval by an admin (spec 01 §2, §4). */
export function ApprovalPage() {
  const me = useMePolling();
  const logout = useLogout();
  const navigate = useNavigate();
  const user = me.data;
  // The approval page is tracked too (spec 01 §7): the question is asked here before approval (decision 016).
  const consent = useCookieConsent();
  useDocumentTitle(user?.preferredUserData === null ? 'Registrierung' : 'Konto-Freischaltung');

  useEffect(() => {
    if (user?.confirmed) navigate(ROUTES.home, { replace: true });
    else if (user === null) navigate(ROUTES.login, { replace: true });
  }, [user, navigate]);

  const signOut = () =>
    logout.mutate(undefined, { onSuccess: () => navigate(ROUTES.login, { replace: true }) });

  return (
    <AccessLayout
      actions={
        <Button variant="outlined" onClick={signOut} loading={logout.isPending}>
          Abmelden
        </Button>
      }
    >
      {logout.error && (
        <Alert severity="error" role="alert" sx={{ mb: 3 }}>
          {logout.error.message}
        </Alert>
      )}
      {!user ? (
        me.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void me.refetch()}>
                Erneut versuchen
              </Button>
            }
          >
            {me.error.message}
          </Alert>
        ) : (
          <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Wird geladen…" />
          </Box>
        )
      ) : user.preferredUserData === null ? (
        <>
          <Typography variant="h4" component="h1" gutterBottom>
            Willkommen im Kommunalportal
          </Typography>
          <Typography>
            Bitte vervollständigen Sie Ihre Angaben, damit wir Ihr Konto freischalten können.
          </Typography>
          <RegistrationDialog onLogout={signOut} loggingOut={logout.isPending} />
        </>
      ) : (
        <WaitingView user={user} checkedAt={me.dataUpdatedAt} onCheck={() => me.refetch()} />
      )}
      {user && (
        <CookieQuestion
          consent={user.trackingConsent}
          answer={(tracking) => consent.mutate(tracking)}
          pending={consent.isPending}
        />
      )}
    </AccessLayout>
  );
}

const TIME_FORMAT = new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit' });

function WaitingView({
  user,
  checkedAt,
  onCheck,
}: {
  user: User;
  checkedAt: number;
  onCheck: () => Promise<unknown>;
}) {
  const [checking, setChecking] = useState(false);
  const check = async () => {
    setChecking(true);
    try {
      await onCheck();
    } finally {
      setChecking(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="approval-title">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <HourglassEmptyOutlinedIcon color="primary" fontSize="large" aria-hidden="true" />
        <Typography id="approval-title" variant="h4" component="h1">
          {TEXTS.approvalWaiting}
        </Typography>
      </Box>
      <Typography sx={{ mb: 3 }}>
        Vielen Dank für Ihre Registrierung. Wir prüfen Ihr Konto und benachrichtigen Sie per E-Mail, sobald es
        freigeschaltet ist.
      </Typography>
      <DetailsList sx={{ mb: 3 }}>
        <dt>Benutzername</dt>
        <dd>{user.username}</dd>
        <dt>E-Mail-Adresse</dt>
        <dd>{user.email}</dd>
      </DetailsList>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        Diese Seite prüft den Status regelmäßig und leitet Sie nach der Freischaltung automatisch weiter.
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <Button variant="outlined" onClick={() => void check()} loading={checking}>
          Status jetzt prüfen
        </Button>
        <Typography variant="body2" color="textSecondary" role="status">
          Zuletzt geprüft: {TIME_FORMAT.format(checkedAt)} Uhr
        </Typography>
      </Box>
    </Box>
  );
}

export default ApprovalPage;
