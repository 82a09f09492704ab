import { authEndpoints as auth } from '@kp/contract/auth-endpoints';
import LoginIcon from '@mui/icons-material/Login';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { endpointUrl } from '../../app/api-client.ts';
import { useVisitorConsent, writeVisitorConsent } from '../../app/tracking-consent.ts';
import { CookieQuestion } from '../../ui/cookie-question.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import { AccessLayout } from './access-layout.tsx';
import { useAuthOptions } from './api.ts';
import { finishSignInWithPageLoad } from './use-finish-sign-in.ts';

// The dialog brings the form libraries (react-hook-form, zod, MUI's TextField and Dialog): about 65 kB gzip
// the login page does not need until someone opens it. Pointing at the button starts the download.
const loadDevLoginDialog = () => import('./dev-login-dialog.tsx');
// A failed prefetch is retried by the click, which shows its own error.
const prefetchDevLoginDialog = () => void loadDevLoginDialog().catch(() => undefined);
const DevLoginDialog = lazy(() =>
  loadDevLoginDialog().then((module) => ({ default: module.DevLoginDialog })),
);

const CONTACT_MAIL = `mailto:kommunalportal@new.example?subject=${encodeURIComponent('Kommunalportal – Kontakt')}`;
const IMPRINT_URL = 'https://www.new.de/impressum';

/** The codes the SSO callback puts into `/login?error=`. */
const SSO_ERRORS: Record<string, string> = {
  sso_failed: 'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  account_blocked: 'Ihr Konto ist gesperrt. Bitte wenden Sie sich an Ihre Ansprechperson bei der NEW.',
  sso_unavailable: 'Die Anmeldung ist derzeit nicht verfügbar.',
};

export function LoginPage() {
  const [searchParams] = useSearchParams();
  const errorCode = searchParams.get('error');
  const ssoError = errorCode ? (SSO_ERRORS[errorCode] ?? SSO_ERRORS.sso_failed) : null;
  const options = useAuthOptions();
  const [devOpen, setDevOpen] = useState(false);
  // Asked before sign-in too (decision 016); the answer stays in this browser and counts for the login page.
  const visitorConsent = useVisitorConsent();
  useDocumentTitle('Anmeldung');
  // Mounted from the first opening on, so closing keeps its transition and the form keeps its values.
  const [devMounted, setDevMounted] = useState(false);

  // NOTE: if the options cannot be loaded we still offer SSO; the server answers for itself.
  const ssoAvailable = options.data?.sso ?? options.isError;
  const devLogin = options.data?.devLogin;

  return (
    <AccessLayout>
      <Typography variant="h4" component="h1" gutterBottom>
        Willkommen im Kommunalportal der NEW
      </Typography>
      <Typography sx={{ mb: 1 }}>
        Das Portal der NEW für unsere Partnerkommunen und für Bildungseinrichtungen: Ansprechpersonen,
        Services, Neuigkeiten und Fördermöglichkeiten an einem Ort.
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Melden Sie sich mit Ihrem Konto an, um fortzufahren.
      </Typography>

      {ssoError && (
        <Alert severity="error" role="alert" sx={{ mb: 3 }}>
          {ssoError}
        </Alert>
      )}

      <Stack spacing={1.5} sx={{ alignItems: 'stretch' }}>
        {options.isPending ? (
          <Skeleton variant="rounded" height={48} aria-hidden="true" />
        ) : ssoAvailable ? (
          <Button href={endpointUrl(auth.login)} variant="contained" size="large" startIcon={<LoginIcon />}>
            ANMELDEN
          </Button>
        ) : (
          <>
            <Button
              variant="contained"
              size="large"
              startIcon={<LoginIcon />}
              disabled
              aria-describedby="sso-hint"
            >
              ANMELDEN
            </Button>
            <Typography id="sso-hint" variant="body2" color="text.secondary">
              Die Anmeldung über das NEW-Konto ist auf diesem System nicht eingerichtet.
            </Typography>
          </>
        )}
      </Stack>

      {devLogin?.enabled && (
        <Box component="section" aria-labelledby="dev-login-heading" sx={{ mt: 4 }}>
          <Divider sx={{ mb: 3 }} />
          <Typography id="dev-login-heading" variant="h6" component="h2" gutterBottom>
            Entwicklungssystem
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Auf diesem System können Sie sich mit einem Demo-Benutzer und Passwort anmelden.
          </Typography>
          <Button
            variant="outlined"
            onPointerEnter={prefetchDevLoginDialog}
            onFocus={prefetchDevLoginDialog}
            onClick={() => {
              setDevMounted(true);
              setDevOpen(true);
            }}
          >
            Entwickler-Anmeldung
          </Button>
          {devMounted && (
            <Suspense fallback={null}>
              <DevLoginDialog
                open={devOpen}
                users={devLogin.users}
                onClose={() => setDevOpen(false)}
                onSignedIn={finishSignInWithPageLoad}
              />
            </Suspense>
          )}
        </Box>
      )}

      <Divider sx={{ my: 4 }} />
      <Box component="nav" aria-label="Weitere Links" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        <Link href={CONTACT_MAIL}>Kontakt</Link>
        <Link href={IMPRINT_URL} target="_blank" rel="noopener noreferrer">
          Impressum
          <Box component="span" sx={visuallyHidden}>
            {' '}
            (öffnet in einem neuen Fenster)
          </Box>
        </Link>
      </Box>
      <CookieQuestion consent={visitorConsent} answer={writeVisitorConsent} />
    </AccessLayout>
  );
}

export default LoginPage;
