import {
  ACCESSIBILITY_FEEDBACK_CONTACT_MAX,
  ACCESSIBILITY_FEEDBACK_DESCRIPTION_MAX,
  ACCESSIBILITY_TEXTS,
  AccessibilityFeedbackSchema,
  KNOWN_LIMITATIONS,
} from '@kp/contract/accessibility';
import { fieldMessages } from '@kp/contract/field-messages';
import { ROUTES } from '@kp/contract/shell';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { errorMessage } from '../../app/query-client.ts';
import { TextField } from '../../ui/text-field.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import { useSendAccessibilityFeedback } from './api.ts';

const CONTACT_MAIL = 'kommunalportal@new.example';
const OMBUDS_URL = 'https://www.lbbp.nrw.de/ombudsstelle';
const OMBUDS_MAIL = 'ombudsstelle-barrierefreie-it@mags.nrw.de';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 4 }}>
      <Typography id={id} variant="h2" sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' }, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function External({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
      {children}
      <Box component="span" sx={visuallyHidden}>
        {' '}
        (öffnet in einem neuen Fenster)
      </Box>
    </Link>
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
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', px: 2, py: { xs: 2, sm: 4 } }}>
      <Paper
        component="main"
        elevation={1}
        sx={{ maxWidth: 860, mx: 'auto', p: { xs: 2.5, sm: 5 }, borderRadius: 2, overflowWrap: 'break-word' }}
      >
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            mb: 3,
          }}
        >
          <Box component="img" src="/logo.svg" alt="NEW Kommunalportal" sx={{ height: 48, width: 'auto' }} />
          <Link component={RouterLink} to={ROUTES.home}>
            Zum Kommunalportal
          </Link>
        </Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' }, mb: 2 }}>
          {ACCESSIBILITY_TEXTS.title}
        </Typography>
        <Typography sx={{ mb: 1 }}>
          Die NEW ist bemüht, das Kommunalportal barrierefrei zugänglich zu machen. Maßstab sind die
          Barrierefreie-Informationstechnik-Verordnung (BITV 2.0) und die Richtlinie (EU) 2016/2102, umgesetzt
          in der harmonisierten Norm EN 301 549, die die Anforderungen der WCAG 2.1 auf den Stufen A und AA
          enthält.
        </Typography>
        <Typography>Diese Erklärung gilt für das Kommunalportal mit dem Bildungsportal.</Typography>

        <Section id="a11y-state" title="Stand der Vereinbarkeit mit den Anforderungen">
          <Typography>
            Das Kommunalportal ist <strong>teilweise barrierefrei</strong>: Es erfüllt die Anforderungen wegen
            der unten aufgeführten Mängel noch nicht vollständig.
          </Typography>
        </Section>

        <Section id="a11y-limitations" title="Nicht barrierefreie Inhalte">
          <Typography sx={{ mb: 1 }}>
            Diese Mängel sind uns bekannt; wir arbeiten daran, sie zu beheben:
          </Typography>
          <Box component="ul" sx={{ pl: 3, my: 0, '& li': { mb: 0.75 } }}>
            {KNOWN_LIMITATIONS.map((limitation) => (
              <li key={limitation}>
                <Typography component="span">{limitation}</Typography>
              </li>
            ))}
          </Box>
        </Section>

        <Section id="a11y-review" title="Erstellung dieser Erklärung">
          <Typography>
            Die Erklärung beruht auf einer Selbstbewertung: einer automatischen Prüfung aller Seiten in
            breiter (1440 px) und schmaler (390 px) Ansicht mit axe-core nach WCAG 2.1 A und AA und einer
            Prüfung der wichtigsten Abläufe mit der Tastatur. Die Erklärung wurde zuletzt am{' '}
            <strong>{ACCESSIBILITY_TEXTS.lastReview}</strong> überprüft.
          </Typography>
        </Section>

        <Section id="a11y-feedback" title="Feedback und Kontakt">
          <Typography sx={{ mb: 2 }}>
            Sind Ihnen Mängel beim barrierefreien Zugang aufgefallen, oder brauchen Sie Inhalte in einer
            anderen Form? Melden Sie uns die Barriere mit dem folgenden Formular – dafür müssen Sie nicht
            angemeldet sein – oder schreiben Sie an{' '}
            <Link href={`mailto:${CONTACT_MAIL}`}>{CONTACT_MAIL}</Link>. Wir antworten Ihnen, wenn Sie eine
            Kontaktmöglichkeit angeben.
          </Typography>
          <FeedbackForm initialPage={typeof from === 'string' ? from : ''} />
        </Section>

        <Section id="a11y-enforcement" title="Durchsetzungsverfahren">
          <Typography sx={{ mb: 1 }}>
            Haben Sie uns eine Barriere gemeldet und keine oder keine zufriedenstellende Antwort erhalten,
            können Sie sich an die {ACCESSIBILITY_TEXTS.enforcementBody} wenden. Sie ist der Beauftragten für
            die Belange der Menschen mit Behinderung des Landes Nordrhein-Westfalen zugeordnet (§§ 10d, 10e
            BGG NRW) und vermittelt in einem für Sie kostenlosen Ombudsverfahren zwischen Ihnen und der
            öffentlichen Stelle.
          </Typography>
          <Box component="address" sx={{ fontStyle: 'normal' }}>
            <Typography sx={{ fontWeight: 700 }}>{ACCESSIBILITY_TEXTS.enforcementBody}</Typography>
            <Typography>
              E-Mail: <Link href={`mailto:${OMBUDS_MAIL}`}>{OMBUDS_MAIL}</Link>
            </Typography>
            <Typography>
              Internet: <External href={OMBUDS_URL}>www.lbbp.nrw.de/ombudsstelle</External>
            </Typography>
          </Box>
        </Section>
      </Paper>
    </Box>
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
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="a11y-form-heading"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="a11y-form-heading" variant="h3" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {ACCESSIBILITY_TEXTS.feedbackTitle}
      </Typography>
      {send.isSuccess && (
        <Alert ref={statusRef} tabIndex={-1} severity="success" role="status" sx={{ mb: 2 }}>
          {ACCESSIBILITY_TEXTS.sent}
        </Alert>
      )}
      {send.isError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {errorMessage(send.error)}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
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
        <Box>
          <Button type="submit" variant="contained" loading={send.isPending}>
            Meldung absenden
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}

export default AccessibilityPage;
