import { zodResolver } from '@hookform/resolvers/zod';
import { PORTALS, RegistrationSchema } from '@kp/contract/access';
import { TEXTS } from '@kp/contract/shell';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { TextField } from '../../ui/text-field.tsx';
import text from '../../ui/type.module.css';
import { useAvailableCommunes, useAvailableRoles, useRegister } from './api.ts';
import { AccountBalanceOutlinedIcon, SchoolOutlinedIcon, StepDoneIcon } from './icons.tsx';
import { MenuSelect } from './menu-select.tsx';
import styles from './registration-dialog.module.css';

type Portal = keyof typeof PORTALS;

const PORTAL_OPTIONS: { value: Portal; icon: ReactNode; description: string }[] = [
  {
    value: 'education',
    icon: <SchoolOutlinedIcon size="large" />,
    description: 'Für Lehrkräfte und Mitarbeitende von Schulen und Bildungseinrichtungen.',
  },
  {
    value: 'municipal',
    icon: <AccountBalanceOutlinedIcon size="large" />,
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
  const formId = useId();
  const portalName = useId();

  const form = useForm({
    resolver: zodResolver(RegistrationSchema),
    defaultValues: { preferredData: { preferredFaculty: '', preferredCommune: '' }, telefon: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const role = form.watch('preferredData.preferredFaculty');
  const isBoardMember = portal === 'municipal' && role === TEXTS.boardMembers;

  const radioGroup = useRef<HTMLFieldSetElement>(null);

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
    <Dialog
      open
      title="Registrierung im Kommunalportal"
      actions={
        <>
          <Button onClick={onLogout} loading={loggingOut} className={styles.logout}>
            Abmelden
          </Button>
          {step === 0 ? (
            <Button variant="contained" onClick={next}>
              Weiter
            </Button>
          ) : (
            <>
              <Button onClick={back}>Zurück</Button>
              <Button
                type="submit"
                form={formId}
                variant="contained"
                loading={isSubmitting}
                className={styles.send}
              >
                Absenden
              </Button>
            </>
          )}
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <ol className={styles.stepper}>
          {STEPS.map((label, index) => (
            <li
              key={label}
              className={[styles.step, index === step && styles.current, index < step && styles.done]
                .filter(Boolean)
                .join(' ')}
            >
              {index > 0 && <span className={styles.connector} />}
              <span className={styles.stepLabel}>
                {index < step ? (
                  <StepDoneIcon className={styles.stepIcon} />
                ) : (
                  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.stepIcon}>
                    <circle cx="12" cy="12" r="12" />
                    <text x="12" y="12" textAnchor="middle" dominantBaseline="central">
                      {index + 1}
                    </text>
                  </svg>
                )}
                <span className={styles.stepName}>{label}</span>
              </span>
            </li>
          ))}
        </ol>

        {step === 0 ? (
          <fieldset
            ref={radioGroup}
            aria-describedby={portalError ? 'portal-error' : undefined}
            className={portalError ? `${styles.choices} ${styles.invalid}` : styles.choices}
          >
            <legend>Für welchen Bereich möchten Sie das Portal nutzen?</legend>
            {/* Browsers do not submit a form on Enter in a radio button; here Enter means "Weiter". */}
            {/* biome-ignore lint/a11y/noStaticElementInteractions: the radio buttons inside take the keys */}
            <div
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  next();
                }
              }}
              className={styles.portals}
            >
              {PORTAL_OPTIONS.map((option) => (
                <label key={option.value} className={styles.portal}>
                  <span className={styles.radio}>
                    <input
                      type="radio"
                      name={portalName}
                      value={option.value}
                      checked={portal === option.value}
                      onChange={() => {
                        setPortal(option.value);
                        setPortalError(false);
                      }}
                      className={styles.radioInput}
                    />
                    <span className={styles.radioIcon}>
                      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.ring}>
                        <path d="M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm0 18c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z" />
                      </svg>
                      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.dot}>
                        <path d="M8.465 8.465C9.37 7.56 10.62 7 12 7C14.76 7 17 9.24 17 12C17 13.38 16.44 14.63 15.535 15.535C14.63 16.44 13.38 17 12 17C9.24 17 7 14.76 7 12C7 10.62 7.56 9.37 8.465 8.465Z" />
                      </svg>
                    </span>
                  </span>
                  <span className={styles.portalText}>
                    <span aria-hidden="true" className={styles.portalIcon}>
                      {option.icon}
                    </span>
                    <span className={`${text.h6} ${styles.portalName}`}>{PORTALS[option.value]}</span>
                    <span className={`${text.body2} ${text.secondary}`}>{option.description}</span>
                  </span>
                </label>
              ))}
            </div>
            {portalError && (
              // Announced when it appears: pressing Weiter without a choice says why nothing happened.
              <p id="portal-error" role="alert" className={styles.portalError}>
                Bitte wählen Sie ein Portal aus.
              </p>
            )}
          </fieldset>
        ) : (
          <div className={styles.details}>
            <p className={text.body1}>
              {portal === 'municipal'
                ? 'Bitte geben Sie Ihre Rolle und Ihre Kommune an.'
                : 'Bitte geben Sie die Kommune Ihrer Schule oder Bildungseinrichtung an.'}
            </p>
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
                    size="small"
                    onClick={() => {
                      void roles.refetch();
                      void communes.refetch();
                    }}
                    className={styles.retry}
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
                render={({ field }) => (
                  <MenuSelect
                    label="Rolle"
                    required
                    value={field.value}
                    onChange={(value) => {
                      field.onChange(value);
                      const isBoard = value === TEXTS.boardMembers;
                      form.setValue('preferredData.preferredCommune', isBoard ? TEXTS.boardMembers : '', {
                        shouldValidate: form.formState.isSubmitted,
                      });
                    }}
                    onBlur={field.onBlur}
                    triggerRef={field.ref}
                    disabled={roles.isPending}
                    options={(roles.data ?? []).map((name) => ({ value: name, label: name }))}
                    error={!!errors.preferredData?.preferredFaculty}
                    helperText={
                      errors.preferredData?.preferredFaculty?.message ??
                      (roles.isPending ? 'Rollen werden geladen…' : undefined)
                    }
                  />
                )}
              />
            )}
            <Controller
              control={form.control}
              name="preferredData.preferredCommune"
              render={({ field }) => (
                <MenuSelect
                  label={portal === 'education' ? 'Kommune der Schule' : 'Kommune'}
                  required
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  triggerRef={field.ref}
                  disabled={isBoardMember || communes.isPending}
                  options={communeOptions.map((name) => ({ value: name, label: name }))}
                  error={!!errors.preferredData?.preferredCommune}
                  helperText={
                    errors.preferredData?.preferredCommune?.message ??
                    (isBoardMember
                      ? 'Für Gremienmitglieder ist die Kommune festgelegt.'
                      : communes.isPending
                        ? 'Kommunen werden geladen…'
                        : undefined)
                  }
                />
              )}
            />
            <Controller
              control={form.control}
              name="telefon"
              render={({ field: { ref, value, ...field } }) => (
                <TextField
                  {...field}
                  value={value ?? ''}
                  inputRef={ref}
                  type="tel"
                  label="Telefonnummer (optional)"
                  autoComplete="tel"
                  error={!!errors.telefon}
                  helperText={errors.telefon?.message ?? 'Für Rückfragen zu Ihrer Registrierung.'}
                  fullWidth
                />
              )}
            />
          </div>
        )}
      </form>
    </Dialog>
  );
}
