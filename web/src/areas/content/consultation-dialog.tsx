import { zodResolver } from '@hookform/resolvers/zod';
import { type ConsultationRequest, ConsultationRequestSchema } from '@kp/contract/consultation';
import {
  CONSULTATION_MESSAGE_MAX,
  CONSULTATION_TEXTS,
  callTimesFor,
  earliestCallDate,
  todayInBerlin,
} from '@kp/contract/consultation-constants';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { errorMessage } from '../../app/query-client.ts';
import { useUser } from '../../app/session.ts';
import { clearDraft, readDraft, writeDraft } from '../../ui/session-draft.ts';
import { useSendConsultation } from './api.ts';
import { consultationDefaults, consultationPayload } from './consultation-values.ts';

type Props = { open: boolean; onClose: () => void };

/**
 * The consultation dialog of the Quartiersentwicklung service (spec 01 §2, §4, §5): call back or e-mail.
 * Every opening starts a fresh form with name and e-mail of the user; after sending it thanks.
 */
export function ConsultationDialog({ open, onClose }: Props) {
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  // A new form per opening: nothing typed before, no old answer (spec 01 §4: opening resets the fields).
  const [session, setSession] = useState(0);
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setSession((value) => value + 1);
  }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId}>Beratung anfragen</DialogTitle>
      <ConsultationForm key={session} onClose={onClose} />
    </Dialog>
  );
}

const DRAFT = 'consultation';

function ConsultationForm({ onClose }: { onClose: () => void }) {
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

  if (send.isSuccess) return <ThankYou onClose={onClose} />;

  return (
    <>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          Wir beraten Sie gern zur Quartiersentwicklung in Ihrer Kommune. Felder mit * sind Pflichtfelder.
        </Typography>
        <Box
          component="form"
          id={formId}
          noValidate
          onSubmit={submit}
          sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          <Controller
            control={form.control}
            name="requestType"
            render={({ field: { ref, ...field } }) => (
              <FormControl component="fieldset" sx={{ gridColumn: '1 / -1' }}>
                <FormLabel component="legend">Wie dürfen wir Sie kontaktieren?</FormLabel>
                <RadioGroup {...field} row>
                  <FormControlLabel
                    value="call"
                    control={<Radio slotProps={{ input: { ref } }} />}
                    label={CONSULTATION_TEXTS.typeCall}
                  />
                  <FormControlLabel value="mail" control={<Radio />} label={CONSULTATION_TEXTS.typeMail} />
                </RadioGroup>
              </FormControl>
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
                sx={{ gridColumn: '1 / -1' }}
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
            render={({ field: { ref, ...field } }) => (
              <TextField
                {...field}
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
                render={({ field: { ref, ...field } }) => (
                  <TextField
                    {...field}
                    inputRef={ref}
                    label="Wunschtermin"
                    type="date"
                    required
                    error={!!errors.date}
                    helperText={
                      errors.date?.message ??
                      (earliest === todayInBerlin() ? 'Frühestens heute' : 'Frühestens morgen')
                    }
                    slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: earliest } }}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="time"
                render={({ field: { ref, ...field } }) => (
                  <TextField
                    {...field}
                    inputRef={ref}
                    select
                    label="Uhrzeit"
                    required
                    error={!!errors.time}
                    helperText={errors.time?.message ?? 'Zwischen 08:30 und 17:00 Uhr'}
                    slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                  >
                    <option value="">Bitte wählen</option>
                    {callTimes.map((time) => (
                      <option key={time} value={time}>
                        {time} Uhr
                      </option>
                    ))}
                  </TextField>
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
                error={!!errors.message}
                helperText={errors.message?.message}
                slotProps={{ htmlInput: { maxLength: CONSULTATION_MESSAGE_MAX } }}
                sx={{ gridColumn: '1 / -1' }}
              />
            )}
          />
        </Box>
        {send.isError && (
          <Alert severity="error" sx={{ mt: 2.5 }}>
            {errorMessage(send.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose}>Abbrechen</Button>
        <Button type="submit" form={formId} variant="contained" loading={isSubmitting}>
          Anfrage senden
        </Button>
      </DialogActions>
    </>
  );
}

function ThankYou({ onClose }: { onClose: () => void }) {
  const message = useRef<HTMLDivElement>(null);
  // The form and its button are gone; read the answer out and keep focus in the dialog.
  useEffect(() => message.current?.focus(), []);
  return (
    <>
      <DialogContent>
        <Box
          ref={message}
          tabIndex={-1}
          role="status"
          sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', py: 1, '&:focus': { outline: 'none' } }}
        >
          <CheckCircleOutlinedIcon aria-hidden sx={{ color: 'primary.main', fontSize: 32 }} />
          <Typography sx={{ fontSize: '1.125rem' }}>{CONSULTATION_TEXTS.thankYou}</Typography>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="contained" onClick={onClose}>
          Schließen
        </Button>
      </DialogActions>
    </>
  );
}
