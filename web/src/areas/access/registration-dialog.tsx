import { zodResolver } from '@hookform/resolvers/zod';
import { PORTALS, RegistrationSchema } from '@kp/contract/access';
import { TEXTS } from '@kp/contract/shell';
import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useAvailableCommunes, useAvailableRoles, useRegister } from './api.ts';

type Portal = keyof typeof PORTALS;

const PORTAL_OPTIONS: { value: Portal; icon: ReactNode; description: string }[] = [
  {
    value: 'education',
    icon: <SchoolOutlinedIcon fontSize="large" />,
    description: 'Für Lehrkräfte und Mitarbeitende von Schulen und Bildungseinrichtungen.',
  },
  {
    value: 'municipal',
    icon: <AccountBalanceOutlinedIcon fontSize="large" />,
    description: 'Für Mitarbeitende und Gremienmitglieder unserer Partnerkommunen.',
  },
];

const STEPS = ['Portal auswählen', 'Ihre Angaben'];

type Props = { onLogout: () => void; loggingOut: boolean };

/**
 * The two-step registration of spec 01 §2 (approval-pending screen). It cannot be dismissed:
 * without these details an admin cannot approve the account. Signing out stays possible.
 */
export function RegistrationDialog({ onLogout, loggingOut }: Props) {
  const [step, setStep] = useState(0);
  const [portal, setPortal] = useState<Portal | null>(null);
  const [portalError, setPortalError] = useState(false);
  // The portal the form values were set up for; choosing another one starts the form afresh.
  const formPortal = useRef<Portal | null>(null);
  const registration = useRegister();
  const roles = useAvailableRoles(true);
  const communes = useAvailableCommunes(true);

  const form = useForm({
    resolver: zodResolver(RegistrationSchema),
    defaultValues: { preferredData: { preferredFaculty: '', preferredCommune: '' }, telefon: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const role = form.watch('preferredData.preferredFaculty');
  const isBoardMember = portal === 'municipal' && role === TEXTS.boardMembers;

  const radioGroup = useRef<HTMLDivElement>(null);

  const next = () => {
    if (!portal) {
      setPortalError(true);
      return;
    }
    if (formPortal.current !== portal) {
      formPortal.current = portal;
      form.reset({
        preferredData: {
          preferredFaculty: portal === 'education' ? TEXTS.educationFaculty : '',
          preferredCommune: '',
        },
        telefon: form.getValues('telefon'),
      });
      registration.reset();
    }
    setStep(1);
    // Move focus into the step just shown; the button that led here is gone.
    setTimeout(() =>
      form.setFocus(
        portal === 'municipal' ? 'preferredData.preferredFaculty' : 'preferredData.preferredCommune',
      ),
    );
  };

  const back = () => {
    setStep(0);
    setTimeout(() => radioGroup.current?.querySelector<HTMLInputElement>('input:checked')?.focus());
  };

  const submitForm = form.handleSubmit(async (values) => {
    try {
      await registration.mutateAsync(values);
    } catch {
      // Shown from the mutation state.
    }
  });
  // Enter on the first step means "Weiter", not "Absenden".
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (step === 1) return submitForm(event);
    event.preventDefault();
    next();
  };

  // 'Gremienmitglieder' is a commune only for the role of the same name (spec 01 §4).
  const communeOptions = isBoardMember
    ? [TEXTS.boardMembers]
    : (communes.data ?? []).filter((name) => name !== TEXTS.boardMembers);

  return (
    <Dialog open aria-labelledby="registration-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="registration-title">Registrierung im Kommunalportal</DialogTitle>
        <DialogContent>
          <Stepper activeStep={step} sx={{ mb: 3 }}>
            {STEPS.map((label) => (
              <Step key={label}>
                <StepLabel>{label}</StepLabel>
              </Step>
            ))}
          </Stepper>

          {step === 0 ? (
            <FormControl component="fieldset" error={portalError} fullWidth>
              <FormLabel component="legend" sx={{ mb: 2, color: 'text.primary' }}>
                Für welchen Bereich möchten Sie das Portal nutzen?
              </FormLabel>
              <RadioGroup
                ref={radioGroup}
                value={portal ?? ''}
                onChange={(event) => {
                  setPortal(event.target.value as Portal);
                  setPortalError(false);
                }}
                // Browsers do not submit a form on Enter in a radio button; here Enter means "Weiter".
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    next();
                  }
                }}
                aria-describedby={portalError ? 'portal-error' : undefined}
                sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}
              >
                {PORTAL_OPTIONS.map((option) => (
                  <FormControlLabel
                    key={option.value}
                    value={option.value}
                    control={<Radio sx={{ position: 'absolute', top: 8, right: 8 }} />}
                    label={
                      <Box sx={{ pr: 4 }}>
                        <Box sx={{ color: 'primary.main', mb: 1 }} aria-hidden="true">
                          {option.icon}
                        </Box>
                        <Typography variant="h6" component="span" sx={{ display: 'block' }}>
                          {PORTALS[option.value]}
                        </Typography>
                        <Typography variant="body2" color="textSecondary" component="span">
                          {option.description}
                        </Typography>
                      </Box>
                    }
                    sx={{
                      position: 'relative',
                      m: 0,
                      p: 2.5,
                      alignItems: 'flex-start',
                      border: 2,
                      borderRadius: 2,
                      borderColor: portal === option.value ? 'primary.main' : 'divider',
                      bgcolor: portal === option.value ? 'action.selected' : 'transparent',
                      '&:hover': { borderColor: 'primary.main' },
                      '&:has(.Mui-focusVisible)': {
                        outline: 3,
                        outlineColor: 'primary.main',
                        outlineOffset: 2,
                      },
                    }}
                  />
                ))}
              </RadioGroup>
              {portalError && (
                // Announced when it appears: pressing Weiter without a choice says why nothing happened.
                <FormHelperText id="portal-error" role="alert">
                  Bitte wählen Sie ein Portal aus.
                </FormHelperText>
              )}
            </FormControl>
          ) : (
            <Stack spacing={2.5}>
              <Typography>
                {portal === 'municipal'
                  ? 'Bitte geben Sie Ihre Rolle und Ihre Kommune an.'
                  : 'Bitte geben Sie die Kommune Ihrer Schule oder Bildungseinrichtung an.'}
              </Typography>
              {registration.error && (
                <Alert severity="error" role="alert">
                  {registration.error.message}
                </Alert>
              )}
              {(roles.isError || communes.isError) && (
                <Alert
                  severity="error"
                  action={
                    <Button
                      color="inherit"
                      size="small"
                      onClick={() => {
                        void roles.refetch();
                        void communes.refetch();
                      }}
                    >
                      Erneut laden
                    </Button>
                  }
                >
                  Die Auswahllisten konnten nicht geladen werden.
                </Alert>
              )}
              {portal === 'municipal' && (
                <Controller
                  control={form.control}
                  name="preferredData.preferredFaculty"
                  render={({ field: { ref, onChange, ...field } }) => (
                    <TextField
                      {...field}
                      inputRef={ref}
                      onChange={(event) => {
                        onChange(event);
                        const isBoard = event.target.value === TEXTS.boardMembers;
                        form.setValue('preferredData.preferredCommune', isBoard ? TEXTS.boardMembers : '', {
                          shouldValidate: form.formState.isSubmitted,
                        });
                      }}
                      select
                      required
                      label="Rolle"
                      disabled={roles.isPending}
                      error={!!errors.preferredData?.preferredFaculty}
                      helperText={
                        errors.preferredData?.preferredFaculty?.message ??
                        (roles.isPending ? 'Rollen werden geladen…' : undefined)
                      }
                      fullWidth
                    >
                      {(roles.data ?? []).map((name) => (
                        <MenuItem key={name} value={name}>
                          {name}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
              )}
              <Controller
                control={form.control}
                name="preferredData.preferredCommune"
                render={({ field: { ref, ...field } }) => (
                  <TextField
                    {...field}
                    inputRef={ref}
                    select
                    required
                    label={portal === 'education' ? 'Kommune der Schule' : 'Kommune'}
                    // Only the look is disabled: react-hook-form would drop a disabled field's value.
                    disabled={isBoardMember || communes.isPending}
                    // The hint under a disabled field must stay readable (contrast).
                    sx={{ '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } }}
                    error={!!errors.preferredData?.preferredCommune}
                    helperText={
                      errors.preferredData?.preferredCommune?.message ??
                      (isBoardMember
                        ? 'Für Gremienmitglieder ist die Kommune festgelegt.'
                        : communes.isPending
                          ? 'Kommunen werden geladen…'
                          : undefined)
                    }
                    fullWidth
                  >
                    {communeOptions.map((name) => (
                      <MenuItem key={name} value={name}>
                        {name}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <TextField
                {...form.register('telefon')}
                type="tel"
                label="Telefonnummer (optional)"
                autoComplete="tel"
                error={!!errors.telefon}
                helperText={errors.telefon?.message ?? 'Für Rückfragen zu Ihrer Registrierung.'}
                fullWidth
              />
            </Stack>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
          <Button onClick={onLogout} loading={loggingOut} sx={{ mr: 'auto' }}>
            Abmelden
          </Button>
          {step === 0 ? (
            <Button variant="contained" onClick={next}>
              Weiter
            </Button>
          ) : (
            <>
              <Button onClick={back}>Zurück</Button>
              <Button type="submit" variant="contained" loading={isSubmitting}>
                Absenden
              </Button>
            </>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
