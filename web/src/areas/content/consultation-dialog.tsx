import { zodResolver } from '@hookform/resolvers/zod';
import { type ConsultationRequest, ConsultationRequestSchema } from '@kp/contract/consultation';
import {
  CONSULTATION_MESSAGE_MAX,
  CONSULTATION_TEXTS,
  callTimesFor,
  earliestCallDate,
  todayInBerlin,
} from '@kp/contract/consultation-constants';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { errorMessage } from '../../app/query-client.ts';
import { useUser } from '../../app/session.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { CheckCircleOutlineIcon } from '../../ui/icons.tsx';
import { clearDraft, readDraft, writeDraft } from '../../ui/session-draft.ts';
import { TextField } from '../../ui/text-field.tsx';
import text from '../../ui/type.module.css';
import { useSendConsultation } from './api.ts';
import styles from './consultation-dialog.module.css';
import { consultationDefaults, consultationPayload } from './consultation-values.ts';
import { FramedField } from './framed-field.tsx';
import { RadioButton } from './radio-button.tsx';

type Props = { open: boolean; onClose: () => void };

/**
 * The consultation dialog of the Quartiersentwicklung service (spec 01 §2, §4, §5): call back or e-mail.
 * Every opening starts a fresh form with name and e-mail of the user; after sending it thanks.
 */
export function ConsultationDialog({ open, onClose }: Props) {
  // A new form per opening: nothing typed before, no old answer (spec 01 §4: opening resets the fields).
  const [session, setSession] = useState(0);
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setSession((value) => value + 1);
  }
  return <ConsultationForm key={session} open={open} onClose={onClose} />;
}

const DRAFT = 'consultation';

function ConsultationForm({ open, onClose }: Props) {
  const user = useUser();
  const send = useSendConsultation();
  const formId = useId();
  // After the last call-back time of the day the earliest date is tomorrow (decision 026).
  const earliest = earliestCallDate();
  const form = useForm<ConsultationRequest>({
    resolver: zodResolver(ConsultationRequestSchema),
    // What was typed before a session end (and a new sign-in in this tab) comes back.
    defaultValues: { ...consultationDefaults(user), ...readDraft<ConsultationRequest>(user.id, DRAFT) },
  });
  useEffect(() => {
    const subscription = form.watch((values) => writeDraft(user.id, DRAFT, values));
    return () => subscription.unsubscribe();
  }, [form, user.id]);
  const { errors, isSubmitting } = form.formState;
  const requestType = form.watch('requestType');
  // Only times still ahead when the call-back is today (decision 016).
  const callTimes = callTimesFor(form.watch('date') ?? '');

  const submit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(consultationPayload(values));
      clearDraft(user.id, DRAFT);
    } catch {
      // Shown from the mutation state; the fields stay as they are.
    }
  });

  if (send.isSuccess) {
    return (
      <ConsultationFrame
        open={open}
        onClose={onClose}
        actions={
          <Button variant="contained" onClick={onClose} className={styles.action}>
            Schließen
          </Button>
        }
      >
        <ThankYou />
      </ConsultationFrame>
    );
  }

  return (
    <ConsultationFrame
      open={open}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose} className={styles.action}>
            Abbrechen
          </Button>
          {/* Outside the form in the dialog's foot, it sends the form by its id. */}
          <Button
            type="submit"
            form={formId}
            variant="contained"
            loading={isSubmitting}
            className={styles.action}
          >
            Anfrage senden
          </Button>
        </>
      }
    >
      <p className={`${text.body1} ${styles.intro}`}>
        Wir beraten Sie gern zur Quartiersentwicklung in Ihrer Kommune. Felder mit * sind Pflichtfelder.
      </p>
      <form id={formId} noValidate onSubmit={submit} className={styles.form}>
        <Controller
          control={form.control}
          name="requestType"
          render={({ field: { ref, value, ...field } }) => (
            <fieldset className={`${styles.choices} ${styles.wide}`}>
              <legend>Wie dürfen wir Sie kontaktieren?</legend>
              <div className={styles.row}>
                <RadioButton
                  {...field}
                  ref={ref}
                  value="call"
                  checked={value === 'call'}
                  label={CONSULTATION_TEXTS.typeCall}
                />
                <RadioButton
                  {...field}
                  value="mail"
                  checked={value === 'mail'}
                  label={CONSULTATION_TEXTS.typeMail}
                />
              </div>
            </fieldset>
          )}
        />
        <Controller
          control={form.control}
          name="name"
          render={({ field: { ref, ...field } }) => (
            <TextField
              {...field}
              inputRef={ref}
              label="Name"
              required
              autoComplete="name"
              error={!!errors.name}
              helperText={errors.name?.message}
              className={styles.wide}
            />
          )}
        />
        <Controller
          control={form.control}
          name="phone"
          render={({ field: { ref, ...field } }) => (
            <TextField
              {...field}
              inputRef={ref}
              label="Telefon"
              type="tel"
              required
              autoComplete="tel"
              error={!!errors.phone}
              helperText={errors.phone?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="mail"
          render={({ field: { ref, value, ...field } }) => (
            <TextField
              {...field}
              value={value ?? ''}
              inputRef={ref}
              label="E-Mail (optional)"
              type="email"
              autoComplete="email"
              error={!!errors.mail}
              helperText={errors.mail?.message}
            />
          )}
        />
        {requestType === 'call' && (
          <>
            <Controller
              control={form.control}
              name="date"
              render={({ field: { ref, value, ...field } }) => (
                <FramedField
                  label="Wunschtermin"
                  required
                  error={!!errors.date}
                  helperText={
                    errors.date?.message ??
                    (earliest === todayInBerlin() ? 'Frühestens heute' : 'Frühestens morgen')
                  }
                >
                  {(control) => (
                    <input {...field} {...control} ref={ref} value={value ?? ''} type="date" min={earliest} />
                  )}
                </FramedField>
              )}
            />
            <Controller
              control={form.control}
              name="time"
              render={({ field: { ref, value, ...field } }) => (
                <FramedField
                  label="Uhrzeit"
                  required
                  select
                  error={!!errors.time}
                  helperText={errors.time?.message ?? 'Zwischen 08:30 und 17:00 Uhr'}
                >
                  {(control) => (
                    <select {...field} {...control} ref={ref} value={value ?? ''}>
                      <option value="">Bitte wählen</option>
                      {callTimes.map((time) => (
                        <option key={time} value={time}>
                          {time} Uhr
                        </option>
                      ))}
                    </select>
                  )}
                </FramedField>
              )}
            />
          </>
        )}
        <Controller
          control={form.control}
          name="message"
          render={({ field: { ref, ...field } }) => (
            <TextField
              {...field}
              inputRef={ref}
              label="Ihre Nachricht"
              required
              multiline
              minRows={4}
              maxLength={CONSULTATION_MESSAGE_MAX}
              error={!!errors.message}
              helperText={errors.message?.message}
              className={styles.wide}
            />
          )}
        />
      </form>
      {send.isError && (
        <Alert severity="error" className={styles.error}>
          {errorMessage(send.error)}
        </Alert>
      )}
    </ConsultationFrame>
  );
}

/** The dialog around the form and the thanks; below 600 px it fills the screen. */
function ConsultationFrame({
  open,
  onClose,
  actions,
  children,
}: Props & { actions: ReactNode; children: ReactNode }) {
  return (
    <Dialog open={open} onClose={onClose} title="Beratung anfragen" actions={actions} fullScreenOnPhone>
      {children}
    </Dialog>
  );
}

function ThankYou() {
  const message = useRef<HTMLDivElement>(null);
  // The form and its button are gone; read the answer out and keep focus in the dialog.
  useEffect(() => message.current?.focus(), []);
  return (
    <div ref={message} tabIndex={-1} role="status" className={styles.thanks}>
      <CheckCircleOutlineIcon className={styles.thanksIcon} />
      <p className={`${text.body1} ${styles.thanksText}`}>{CONSULTATION_TEXTS.thankYou}</p>
    </div>
  );
}
