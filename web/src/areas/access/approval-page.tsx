import type { User } from '@kp/contract/access';
import { ROUTES, TEXTS } from '@kp/contract/shell';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCookieConsent } from '../../app/tracking-consent.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { CookieQuestion } from '../../ui/cookie-question.tsx';
import { DetailsList } from '../../ui/details-list.tsx';
import { HourglassIcon } from '../../ui/icons.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import text from '../../ui/type.module.css';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { AccessLayout } from './access-layout.tsx';
import { useLogout, useMePolling } from './api.ts';
import styles from './approval-page.module.css';
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
        <Alert severity="error" role="alert" className={styles.notice}>
          {logout.error.message}
        </Alert>
      )}
      {!user ? (
        me.isError ? (
          <Alert
            severity="error"
            action={
              <Button size="small" onClick={() => void me.refetch()} className={styles.retry}>
                Erneut versuchen
              </Button>
            }
          >
            {me.error.message}
          </Alert>
        ) : (
          <div role="status" className={styles.loading}>
            <Spinner label="Wird geladen…" />
          </div>
        )
      ) : user.preferredUserData === null ? (
        <>
          <h1 className={`${text.h4} ${text.gutter}`}>Willkommen im Kommunalportal</h1>
          <p className={text.body1}>
            Bitte vervollständigen Sie Ihre Angaben, damit wir Ihr Konto freischalten können.
          </p>
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
    <section aria-labelledby="approval-title">
      <div className={styles.waitingHead}>
        <HourglassIcon size="large" className={styles.hourglass} />
        <h1 id="approval-title" className={text.h4}>
          {TEXTS.approvalWaiting}
        </h1>
      </div>
      <p className={`${text.body1} ${styles.lead}`}>
        Vielen Dank für Ihre Registrierung. Wir prüfen Ihr Konto und benachrichtigen Sie per E-Mail, sobald es
        freigeschaltet ist.
      </p>
      <DetailsList className={styles.details}>
        <dt>Benutzername</dt>
        <dd>{user.username}</dd>
        <dt>E-Mail-Adresse</dt>
        <dd>{user.email}</dd>
      </DetailsList>
      <p className={`${text.body2} ${text.secondary} ${styles.hint}`}>
        Diese Seite prüft den Status regelmäßig und leitet Sie nach der Freischaltung automatisch weiter.
      </p>
      <div className={styles.check}>
        <Button variant="outlined" onClick={() => void check()} loading={checking}>
          Status jetzt prüfen
        </Button>
        <p role="status" className={`${text.body2} ${text.secondary}`}>
          Zuletzt geprüft: {TIME_FORMAT.format(checkedAt)} Uhr
        </p>
      </div>
    </section>
  );
}

export default ApprovalPage;
