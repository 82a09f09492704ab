import { ROUTES } from '@kp/contract/shell';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '../../ui/spinner.tsx';
import text from '../../ui/type.module.css';
import { AccessLayout } from './access-layout.tsx';
import styles from './oauth-redirect-page.module.css';
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
      <div role="status" className={styles.status}>
        <Spinner />
        <h1 className={text.h6}>Anmeldung wird abgeschlossen…</h1>
      </div>
    </AccessLayout>
  );
}

export default OAuthRedirectPage;
