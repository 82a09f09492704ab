import {
  ACCESSIBILITY_FEEDBACK_CONTACT_MAX,
  ACCESSIBILITY_FEEDBACK_DESCRIPTION_MAX,
  ACCESSIBILITY_TEXTS,
  AccessibilityFeedbackSchema,
  KNOWN_LIMITATIONS,
} from '@kp/contract/accessibility';
import { fieldMessages } from '@kp/contract/field-messages';
import { ROUTES } from '@kp/contract/shell';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { errorMessage } from '../../app/query-client.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import link from '../../ui/link.module.css';
import { ScreenReaderText } from '../../ui/screen-reader-text.tsx';
import surface from '../../ui/surface.module.css';
import { TextField } from '../../ui/text-field.tsx';
import text from '../../ui/type.module.css';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import styles from './accessibility-page.module.css';
import { useSendAccessibilityFeedback } from './api.ts';

const CONTACT_MAIL = 'kommunalportal@new.example';
const OMBUDS_URL = 'https://www.lbbp.nrw.de/ombudsstelle';
const OMBUDS_MAIL = 'ombudsstelle-barrierefreie-it@mags.nrw.de';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={`${text.h2} ${styles.sectionHeading}`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function External({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={`${link.link} ${styles.external}`}>
      {children}
      <ScreenReaderText> (öffnet in einem neuen Fenster)</ScreenReaderText>
    </a>
  );
}

/**
 * 'Erklärung zur Barrierefreiheit' (BITV 2.0 § 12a, EN 301 549): open to everyone, signed in or not, so a
 * person who cannot get past a barrier can still report it.
 */
export function AccessibilityPage() {
  useDocumentTitle(ACCESSIBILITY_TEXTS.title);
  const location = useLocation();
  // The footer link passes the page the person came from, so the report can name it.
  const from = (location.state as { from?: unknown } | null)?.from;

  return (
    <div className={styles.page}>
      <main className={styles.card}>
        <div className={styles.head}>
          <img src="/logo.svg" alt="NEW Kommunalportal" className={styles.logo} />
          <RouterLink to={ROUTES.home} className={link.link}>
            Zum Kommunalportal
          </RouterLink>
        </div>
        <h1 className={`${text.h1} ${styles.title}`}>{ACCESSIBILITY_TEXTS.title}</h1>
        <p className={`${text.body1} ${styles.lead}`}>
          Die NEW ist bemüht, das Kommunalportal barrierefrei zugänglich zu machen. Maßstab sind die
          Barrierefreie-Informationstechnik-Verordnung (BITV 2.0) und die Richtlinie (EU) 2016/2102, umgesetzt
          in der harmonisierten Norm EN 301 549, die die Anforderungen der WCAG 2.1 auf den Stufen A und AA
          enthält.
        </p>
        <p className={text.body1}>Diese Erklärung gilt für das Kommunalportal mit dem Bildungsportal.</p>

        <Section id="a11y-state" title="Stand der Vereinbarkeit mit den Anforderungen">
          <p className={text.body1}>
            Das Kommunalportal ist <strong>teilweise barrierefrei</strong>: Es erfüllt die Anforderungen wegen
            der unten aufgeführten Mängel noch nicht vollständig.
          </p>
        </Section>

        <Section id="a11y-limitations" title="Nicht barrierefreie Inhalte">
          <p className={`${text.body1} ${styles.lead}`}>
            Diese Mängel sind uns bekannt; wir arbeiten daran, sie zu beheben:
          </p>
          <ul className={styles.limitations}>
            {KNOWN_LIMITATIONS.map((limitation) => (
              <li key={limitation}>
                <span className={text.body1}>{limitation}</span>
              </li>
            ))}
          </ul>
        </Section>

        <Section id="a11y-review" title="Erstellung dieser Erklärung">
          <p className={text.body1}>
            Die Erklärung beruht auf einer Selbstbewertung: einer automatischen Prüfung aller Seiten in
            breiter (1440 px) und schmaler (390 px) Ansicht mit axe-core nach WCAG 2.1 A und AA und einer
            Prüfung der wichtigsten Abläufe mit der Tastatur. Die Erklärung wurde zuletzt am{' '}
            <strong>{ACCESSIBILITY_TEXTS.lastReview}</strong> überprüft.
          </p>
        </Section>

        <Section id="a11y-feedback" title="Feedback und Kontakt">
          <p className={`${text.body1} ${styles.paragraph}`}>
            Sind Ihnen Mängel beim barrierefreien Zugang aufgefallen, oder brauchen Sie Inhalte in einer
            anderen Form? Melden Sie uns die Barriere mit dem folgenden Formular – dafür müssen Sie nicht
            angemeldet sein – oder schreiben Sie an{' '}
            <a href={`mailto:${CONTACT_MAIL}`} className={link.link}>
              {CONTACT_MAIL}
            </a>
            . Wir antworten Ihnen, wenn Sie eine Kontaktmöglichkeit angeben.
          </p>
          <FeedbackForm initialPage={typeof from === 'string' ? from : ''} />
        </Section>

        <Section id="a11y-enforcement" title="Durchsetzungsverfahren">
          <p className={`${text.body1} ${styles.lead}`}>
            Haben Sie uns eine Barriere gemeldet und keine oder keine zufriedenstellende Antwort erhalten,
            können Sie sich an die {ACCESSIBILITY_TEXTS.enforcementBody} wenden. Sie ist der Beauftragten für
            die Belange der Menschen mit Behinderung des Landes Nordrhein-Westfalen zugeordnet (§§ 10d, 10e
            BGG NRW) und vermittelt in einem für Sie kostenlosen Ombudsverfahren zwischen Ihnen und der
            öffentlichen Stelle.
          </p>
          <address className={styles.address}>
            <p className={`${text.body1} ${styles.bodyName}`}>{ACCESSIBILITY_TEXTS.enforcementBody}</p>
            <p className={text.body1}>
              E-Mail:{' '}
              <a href={`mailto:${OMBUDS_MAIL}`} className={link.link}>
                {OMBUDS_MAIL}
              </a>
            </p>
            <p className={text.body1}>
              Internet: <External href={OMBUDS_URL}>www.lbbp.nrw.de/ombudsstelle</External>
            </p>
          </address>
        </Section>
      </main>
    </div>
  );
}

type FieldKey = 'page' | 'description' | 'contact';
type Errors = Partial<Record<FieldKey, string>>;

/** 'Barriere melden': the server's schema checks the fields here too, and every error names its field. */
function FeedbackForm({ initialPage }: { initialPage: string }) {
  const send = useSendAccessibilityFeedback();
  const [fields, setFields] = useState({ page: initialPage, description: '', contact: '' });
  const [errors, setErrors] = useState<Errors>({});
  const refs = {
    page: useRef<HTMLInputElement>(null),
    description: useRef<HTMLTextAreaElement>(null),
    contact: useRef<HTMLInputElement>(null),
  };
  const statusRef = useRef<HTMLDivElement>(null);

  const change = (key: FieldKey) => (event: { target: { value: string } }) => {
    setFields((current) => ({ ...current, [key]: event.target.value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const parsed = AccessibilityFeedbackSchema.safeParse(fields);
    if (!parsed.success) {
      const found: Errors = fieldMessages(parsed.error.issues);
      setErrors(found);
      const first = (['page', 'description', 'contact'] as const).find((key) => found[key]);
      if (first) refs[first].current?.focus();
      return;
    }
    send.mutate(parsed.data, { onSuccess: () => setFields({ page: '', description: '', contact: '' }) });
  };

  // The confirmation takes focus once it is shown, so a screen reader reads it and focus is not lost.
  useEffect(() => {
    if (send.isSuccess) statusRef.current?.focus();
  }, [send.isSuccess]);

  return (
    <section aria-labelledby="a11y-form-heading" className={`${surface.outlined} ${styles.form}`}>
      <h3 id="a11y-form-heading" className={`${text.h3} ${styles.formHeading}`}>
        {ACCESSIBILITY_TEXTS.feedbackTitle}
      </h3>
      {send.isSuccess && (
        <div ref={statusRef} tabIndex={-1} role="status" className={styles.message}>
          <Alert severity="success">{ACCESSIBILITY_TEXTS.sent}</Alert>
        </div>
      )}
      {send.isError && (
        <Alert severity="error" role="alert" className={styles.message}>
          {errorMessage(send.error)}
        </Alert>
      )}
      <form noValidate onSubmit={submit} className={styles.fields}>
        <TextField
          label="Seite"
          required
          value={fields.page}
          onChange={change('page')}
          inputRef={refs.page}
          error={Boolean(errors.page)}
          helperText={errors.page ?? 'Adresse oder Name der Seite, z. B. „Kommunalrabatt“'}
          fullWidth
        />
        <TextField
          label="Beschreibung der Barriere"
          required
          multiline
          minRows={4}
          value={fields.description}
          onChange={change('description')}
          inputRef={refs.description}
          error={Boolean(errors.description)}
          helperText={
            errors.description ??
            `Was ist passiert, und womit nutzen Sie das Portal (z. B. Screenreader, Tastatur, Vergrößerung)? Höchstens ${ACCESSIBILITY_FEEDBACK_DESCRIPTION_MAX} Zeichen.`
          }
          fullWidth
        />
        <TextField
          label="Kontakt (optional)"
          value={fields.contact}
          onChange={change('contact')}
          inputRef={refs.contact}
          error={Boolean(errors.contact)}
          helperText={
            errors.contact ??
            `E-Mail-Adresse oder Telefonnummer, wenn Sie eine Antwort möchten (höchstens ${ACCESSIBILITY_FEEDBACK_CONTACT_MAX} Zeichen).`
          }
          fullWidth
        />
        <div>
          <Button type="submit" variant="contained" loading={send.isPending}>
            Meldung absenden
          </Button>
        </div>
      </form>
    </section>
  );
}

export default AccessibilityPage;
