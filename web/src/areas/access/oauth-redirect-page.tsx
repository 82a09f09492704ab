import { ROUTES } from '@kp/contract/shell';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { AccessLayout } from './access-layout.tsx';
import { useFinishSignIn } from './use-finish-sign-in.ts';

const FAILED = `${ROUTES.login}?error=sso_failed`;

/** The SSO callback lands here with the session cookie set; load the user and continue. */
export function OAuthRedirectPage() {
  const finishSignIn = useFinishSignIn();
  const navigate = useNavigate();
  // NOTE: run once; a second run (StrictMode) would find the redirect URL already taken.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    finishSignIn()
      .then((signedIn) => {
        if (!signedIn) navigate(FAILED, { replace: true });
      })
      .catch(() => navigate(FAILED, { replace: true }));
  }, [finishSignIn, navigate]);

  return (
    <AccessLayout>
      <Box
        role="status"
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 4 }}
      >
        <CircularProgress aria-hidden="true" />
        <Typography component="h1" variant="h6">
          Anmeldung wird abgeschlossen…
        </Typography>
      </Box>
    </AccessLayout>
  );
}

export default OAuthRedirectPage;
