import { formErrors } from '@kp/contract/field-messages';
import type { Moment } from '@kp/contract/moments';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { errorMessage } from '../../app/query-client.ts';
import { useUser } from '../../app/session.ts';
import { useSnackbar } from '../../ui/snackbar.tsx';
import { useClaimMoment } from './api.ts';
import { type ClaimFields, claimBody, claimSchema } from './claim-check.ts';
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
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={moment !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId}>
        {moment ? `${moment.Titel} beanspruchen` : 'Moment beanspruchen'}
      </DialogTitle>
      {/* A fresh form for every moment: the claim is reset after sending (spec 02 §4). */}
      {moment && <ClaimForm key={moment.id} moment={moment} onClose={onClose} />}
    </Dialog>
  );
}

function ClaimForm({ moment, onClose }: { moment: Moment; onClose: () => void }) {
  const user = useUser();
  const snackbar = useSnackbar();
  const claim = useClaimMoment();
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
    <Box component="form" noValidate onSubmit={submit}>
      <DialogContent sx={{ pt: 0 }}>
        <Box sx={{ mb: 1 }}>
          <MomentDates moment={moment} />
        </Box>
        <Typography sx={{ mb: 2 }}>
          Wir melden uns mit den Einzelheiten bei Ihnen. Alle Felder sind Pflichtfelder.
        </Typography>
        {claim.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorMessage(claim.error)}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2 }}>
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
                helperText={error ?? ' '}
                fullWidth
              />
            );
          })}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Abbrechen</Button>
        <Button type="submit" variant="contained" disabled={!valid || claim.isPending}>
          {claim.isPending ? 'Wird gesendet …' : 'Absenden'}
        </Button>
      </DialogActions>
    </Box>
  );
}
