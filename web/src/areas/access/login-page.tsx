import { authEndpoints as auth } from '@kp/contract/auth-endpoints';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { endpointUrl } from '../../app/api-client.ts';
import { useVisitorConsent, writeVisitorConsent } from '../../app/tracking-consent.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { CookieQuestion } from '../../ui/cookie-question.tsx';
import { LoginIcon } from '../../ui/icons.tsx';
import link from '../../ui/link.module.css';
import { ScreenReaderText } from '../../ui/screen-reader-text.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import text from '../../ui/type.module.css';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { AccessLayout } from './access-layout.tsx';
import { useAuthOptions } from './api.ts';
import styles from './login-page.module.css';
import { finishSignInWithPageLoad } from './use-finish-sign-in.ts';

// The dialog brings the form libraries (react-hook-form, zod) and Base UI's dialog and select, which the
// login page does not need until someone opens it. Pointing at the button starts the download.
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
      <h1 className={`${text.h4} ${text.gutter}`}>Willkommen im Kommunalportal der NEW</h1>
      <p className={`${text.body1} ${styles.intro}`}>
        Das Portal der NEW für unsere Partnerkommunen und für Bildungseinrichtungen: Ansprechpersonen,
        Services, Neuigkeiten und Fördermöglichkeiten an einem Ort.
      </p>
      <p className={`${text.body1} ${text.secondary} ${styles.lead}`}>
        Melden Sie sich mit Ihrem Konto an, um fortzufahren.
      </p>

      {ssoError && (
        <Alert severity="error" role="alert" className={styles.lead}>
          {ssoError}
        </Alert>
      )}

      <div className={styles.signIn}>
        {options.isPending ? (
          <Skeleton height={48} />
        ) : ssoAvailable ? (
          <ButtonLink
            href={endpointUrl(auth.login)}
            variant="contained"
            size="large"
            startIcon={<LoginIcon />}
          >
            ANMELDEN
          </ButtonLink>
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
            <p id="sso-hint" className={`${text.body2} ${text.secondary}`}>
              Die Anmeldung über das NEW-Konto ist auf diesem System nicht eingerichtet.
            </p>
          </>
        )}
      </div>

      {devLogin?.enabled && (
        <section aria-labelledby="dev-login-heading" className={styles.devLogin}>
          <hr className={styles.divider} />
          <h2 id="dev-login-heading" className={`${text.h6} ${text.gutter}`}>
            Entwicklungssystem
          </h2>
          <p className={`${text.body2} ${text.secondary} ${styles.devHint}`}>
            Auf diesem System können Sie sich mit einem Demo-Benutzer und Passwort anmelden.
          </p>
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
        </section>
      )}

      <hr className={`${styles.divider} ${styles.linksDivider}`} />
      <nav aria-label="Weitere Links" className={styles.links}>
        <a className={link.link} href={CONTACT_MAIL}>
          Kontakt
        </a>
        <a className={link.link} href={IMPRINT_URL} target="_blank" rel="noopener noreferrer">
          Impressum
          <ScreenReaderText> (öffnet in einem neuen Fenster)</ScreenReaderText>
        </a>
      </nav>
      <CookieQuestion consent={visitorConsent} answer={writeVisitorConsent} />
    </AccessLayout>
  );
}

export default LoginPage;
