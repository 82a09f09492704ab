import { CONTACT_FORM_TEXTS, contactMessagePrefill } from '@kp/contract/education-constants';
import { formErrors } from '@kp/contract/field-messages';
import { type FormEvent, type Ref, useId, useRef } from 'react';
import { errorMessage } from '../../app/query-client.ts';
import { useUser } from '../../app/session.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { useSessionDraft } from '../../ui/session-draft.ts';
import surface from '../../ui/surface.module.css';
import { TextField } from '../../ui/text-field.tsx';
import text from '../../ui/type.module.css';
import { useSendContactMail } from './api.ts';
import { type ContactFields, contactBody, contactSchema } from './contact-check.ts';
import styles from './contact-form.module.css';

type FieldKey = keyof ContactFields;

const FIELDS: {
  key: FieldKey;
  label: string;
  optional?: boolean;
  type?: string;
  autoComplete?: string;
  multiline?: boolean;
}[] = [
  { key: 'firstname', label: 'Vorname', autoComplete: 'given-name' },
  { key: 'name', label: 'Nachname', autoComplete: 'family-name' },
  { key: 'phone', label: 'Telefon', optional: true, type: 'tel', autoComplete: 'tel' },
  { key: 'mail', label: 'E-Mail-Adresse', type: 'email', autoComplete: 'email' },
  { key: 'bildungseinrichtung', label: 'Bildungseinrichtung', optional: true, autoComplete: 'organization' },
  { key: 'jahrgangsstufe', label: 'Jahrgangsstufe', optional: true },
  { key: 'message', label: 'Nachricht', multiline: true },
];

type Props = {
  /** The material the request is about: the title becomes 'Angebot beanspruchen'; the message suggests a text. */
  material?: { id: number; Titel: string } | null;
  /** The first field, so 'Jetzt beanspruchen' can move focus into the form. */
  firstFieldRef?: Ref<HTMLInputElement>;
  /** Called after a refused or accepted claim, so the page can reload the seats. */
  onSent?: () => void;
  id?: string;
};

/**
 * The education contact form (spec 02 §2, §5): submit is enabled only when the server's schema takes what
 * was typed (first name, name, e-mail and message filled, nothing too long); after sending the form gives
 * way to the thank-you text. A refusal of the server (e.g. no seats left) is shown above the form and nothing
 * typed is lost.
 */
export function ContactForm({ material = null, firstFieldRef, onSent, id }: Props) {
  const headingId = useId();
  const statusRef = useRef<HTMLDivElement>(null);
  const send = useSendContactMail();
  const hintId = useId();
  const user = useUser();
  // Kept across a session end and a new sign-in in this tab, until it is sent.
  const [fields, setFields, clearDraft] = useSessionDraft<ContactFields>(
    user.id,
    `education-contact.${material?.id ?? 'general'}`,
    () => ({
      firstname: '',
      name: '',
      phone: '',
      mail: '',
      bildungseinrichtung: '',
      jahrgangsstufe: '',
      // Decision 016: the claim text is a placeholder, not a value, so an untouched request cannot be sent.
      message: '',
    }),
  );
  const schema = contactSchema.useSchema();
  const body = contactBody(fields, material);
  // Until the schema is there (a moment after the page's first paint) nothing counts as valid.
  const errors = schema ? formErrors(schema, body) : null;
  const valid = errors !== null && Object.keys(errors).length === 0;
  const isEmpty = (key: FieldKey) => (fields[key] ?? '').trim() === '';
  // Spec 02 §5 keeps 'Absenden' disabled until the required fields are filled; the hint beside it says which
  // are missing. Any other refusal (a text too long) shows at its field.
  const missing = FIELDS.filter((field) => errors?.[field.key] && isEmpty(field.key)).map(
    (field) => field.label,
  );
  const title = material ? CONTACT_FORM_TEXTS.titleClaim : CONTACT_FORM_TEXTS.title;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || send.isPending) return;
    send.mutate(body, {
      onSuccess: () => {
        clearDraft();
        onSent?.();
        // The thank-you text replaces the form; focus goes to it so screen readers hear it.
        window.setTimeout(() => statusRef.current?.focus(), 0);
      },
      onError: () => onSent?.(),
    });
  };

  return (
    <section id={id} aria-labelledby={headingId} className={`${surface.outlined} ${styles.form}`}>
      <h2 id={headingId} className={`${text.h2} ${styles.heading}`}>
        {title}
      </h2>
      {send.isSuccess ? (
        <div ref={statusRef} tabIndex={-1} role="status" className={styles.thanks}>
          <p className={`${text.body1} ${styles.thanksTitle}`}>{CONTACT_FORM_TEXTS.thanksTitle}</p>
          <p className={text.body1}>{CONTACT_FORM_TEXTS.thanksText}</p>
        </div>
      ) : (
        <form noValidate onSubmit={submit}>
          {/* The subtitle speaks of claiming an offer: only the claim form has it (decision 016). */}
          {material && (
            <p className={`${text.body1} ${text.secondary} ${styles.subtitle}`}>
              {CONTACT_FORM_TEXTS.subtitle}
            </p>
          )}
          {send.isError && (
            <Alert severity="error" role="alert" className={styles.error}>
              {errorMessage(send.error)}
            </Alert>
          )}
          <div className={styles.fields}>
            {FIELDS.map((field) => {
              const error = isEmpty(field.key) ? undefined : errors?.[field.key];
              return (
                <TextField
                  key={field.key}
                  label={field.optional ? `${field.label} (optional)` : field.label}
                  required={!field.optional}
                  type={field.type ?? 'text'}
                  autoComplete={field.autoComplete}
                  multiline={field.multiline}
                  minRows={field.multiline ? 4 : undefined}
                  placeholder={
                    field.key === 'message' && material ? contactMessagePrefill(material.Titel) : undefined
                  }
                  value={fields[field.key] ?? ''}
                  onChange={(event) =>
                    setFields((current) => ({ ...current, [field.key]: event.target.value }))
                  }
                  inputRef={field.key === 'firstname' ? firstFieldRef : undefined}
                  error={Boolean(error)}
                  helperText={error}
                  className={field.multiline ? styles.wide : undefined}
                  fullWidth
                />
              );
            })}
          </div>
          <p className={`${text.body2} ${text.secondary} ${styles.required}`}>
            Mit * markierte Felder sind Pflichtfelder.
          </p>
          <div className={styles.actions}>
            {missing.length > 0 && (
              <p id={hintId} className={`${text.body2} ${text.secondary}`}>
                Noch auszufüllen: {missing.join(', ')}
              </p>
            )}
            <Button
              type="submit"
              variant="contained"
              disabled={!valid || send.isPending}
              aria-describedby={missing.length > 0 ? hintId : undefined}
            >
              {send.isPending ? 'Wird gesendet …' : 'Absenden'}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
