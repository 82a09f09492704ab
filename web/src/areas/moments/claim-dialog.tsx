import { formErrors } from '@kp/contract/field-messages';
import type { Moment } from '@kp/contract/moments';
import { useId, useState } from 'react';
import { errorMessage } from '../../app/query-client.ts';
import { useUser } from '../../app/session.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { useSnackbar } from '../../ui/snackbar.tsx';
import { TextField } from '../../ui/text-field.tsx';
import text from '../../ui/type.module.css';
import { useClaimMoment } from './api.ts';
import { type ClaimFields, claimBody, claimSchema } from './claim-check.ts';
import styles from './claim-dialog.module.css';
import { MomentDates } from './moment-dates.tsx';

const FIELDS: { key: keyof ClaimFields; label: string; type?: string; autoComplete?: string }[] = [
  { key: 'name', label: 'Name', autoComplete: 'name' },
  { key: 'commune', label: 'Kommune', autoComplete: 'organization' },
  { key: 'task', label: 'Funktion', autoComplete: 'organization-title' },
  { key: 'phone_number', label: 'Telefonnummer', type: 'tel', autoComplete: 'tel' },
  { key: 'email', label: 'E-Mail-Adresse', type: 'email', autoComplete: 'email' },
];

type Props = { moment: Moment | null; onClose: () => void };

/**
 * The claim form of a moment (spec 02 §5): every field required, sending only when all are valid by the
 * server's own schema, whose messages show beside the fields.
 */
export function ClaimDialog({ moment, onClose }: Props) {
  // A fresh form for every moment: the claim is reset after sending (spec 02 §4).
  return moment && <ClaimForm key={moment.id} moment={moment} onClose={onClose} />;
}

function ClaimForm({ moment, onClose }: { moment: Moment; onClose: () => void }) {
  const user = useUser();
  const snackbar = useSnackbar();
  const claim = useClaimMoment();
  const formId = useId();
  const [fields, setFields] = useState<ClaimFields>({
    name: [user.firstName, user.lastName].filter(Boolean).join(' '),
    commune: user.commune?.name ?? '',
    task: '',
    phone_number: '',
    email: user.email ?? '',
  });
  // A field shows its message once it was left or the person tried to send.
  const [touched, setTouched] = useState<Partial<Record<keyof ClaimFields, boolean>>>({});
  const schema = claimSchema.useSchema();
  const body = claimBody(moment, fields);
  // Until the schema is there (a moment after the dialog opens) nothing counts as valid.
  const errors = schema ? formErrors(schema, body) : null;
  const valid = errors !== null && Object.keys(errors).length === 0;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!valid || claim.isPending) return;
    claim.mutate(body, {
      onSuccess: () => {
        snackbar.show(`Vielen Dank! Ihre Anfrage für „${moment.Titel}“ ist bei uns eingegangen.`, 'success');
        onClose();
      },
    });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreenOnPhone
      title={`${moment.Titel} beanspruchen`}
      actions={
        <>
          <Button onClick={onClose}>Abbrechen</Button>
          {/* Outside the form in the dialog's foot, it sends the form by its id. */}
          <Button type="submit" form={formId} variant="contained" disabled={!valid || claim.isPending}>
            {claim.isPending ? 'Wird gesendet …' : 'Absenden'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <div className={styles.dates}>
          <MomentDates moment={moment} />
        </div>
        <p className={`${text.body1} ${styles.hint}`}>
          Wir melden uns mit den Einzelheiten bei Ihnen. Alle Felder sind Pflichtfelder.
        </p>
        {claim.isError && (
          <Alert severity="error" className={styles.hint}>
            {errorMessage(claim.error)}
          </Alert>
        )}
        <div className={styles.fields}>
          {FIELDS.map((field) => {
            const error = touched[field.key] ? errors?.[field.key] : undefined;
            return (
              <TextField
                key={field.key}
                label={field.label}
                type={field.type ?? 'text'}
                autoComplete={field.autoComplete}
                required
                value={fields[field.key]}
                onChange={(event) =>
                  setFields((current) => ({ ...current, [field.key]: event.target.value }))
                }
                onBlur={() => setTouched((current) => ({ ...current, [field.key]: true }))}
                error={Boolean(error)}
                // A zero-width space keeps the message's line while there is none, so the fields do not move.
                helperText={error ?? '\u200b'}
                fullWidth
              />
            );
          })}
        </div>
      </form>
    </Dialog>
  );
}
