import { zodResolver } from '@hookform/resolvers/zod';
import { type DevLoginInfo, DevLoginSchema } from '@kp/contract/access';
import { TEXTS } from '@kp/contract/shell';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ApiError } from '../../app/api-client.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { TextField } from '../../ui/text-field.tsx';
import text from '../../ui/type.module.css';
import { useDevLogin } from './api.ts';
import styles from './dev-login-dialog.module.css';
import { MenuSelect } from './menu-select.tsx';

const SIGN_IN_FAILED = 'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.';

type Props = {
  open: boolean;
  users: DevLoginInfo['users'];
  onClose: () => void;
  /** Resolves to false when the session did not come through. */
  onSignedIn: () => Promise<boolean>;
};

/** Password sign-in as a demo user; the server offers it only on dev, next and localhost hosts. */
export function DevLoginDialog({ open, users, onClose, onSignedIn }: Props) {
  const devLogin = useDevLogin();
  const formId = useId();
  const form = useForm({
    resolver: zodResolver(DevLoginSchema),
    defaultValues: { username: users[0]?.username ?? '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [errorText, setErrorText] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setErrorText(null);
    try {
      await devLogin.mutateAsync(values);
      if (!(await onSignedIn())) setErrorText(SIGN_IN_FAILED);
    } catch (error) {
      setErrorText(
        error instanceof ApiError && error.status === 401
          ? TEXTS.wrongPassword
          : error instanceof Error
            ? error.message
            : SIGN_IN_FAILED,
      );
    }
  });

  const close = () => {
    setErrorText(null);
    form.reset({ username: form.getValues('username'), password: '' });
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Entwickler-Anmeldung"
      width="xs"
      actions={
        <>
          <Button onClick={close}>Abbrechen</Button>
          {/* Outside the form in the dialog's foot, it sends the form by its id (Enter in a field too). */}
          <Button type="submit" form={formId} variant="contained" loading={isSubmitting}>
            Anmelden
          </Button>
        </>
      }
    >
      <p className={`${text.body1} ${text.secondary} ${styles.intro}`}>
        Melden Sie sich als Demo-Benutzer an. Diese Anmeldung gibt es nur auf Entwicklungssystemen.
      </p>
      <form id={formId} onSubmit={submit} noValidate className={styles.fields}>
        {errorText && (
          <Alert severity="error" role="alert">
            {errorText}
          </Alert>
        )}
        <Controller
          control={form.control}
          name="username"
          render={({ field }) => (
            <MenuSelect
              label="Demo-Benutzer"
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              triggerRef={field.ref}
              options={users.map((user) => ({
                value: user.username,
                label: user.label,
                hint: user.username,
              }))}
              error={!!errors.username}
              helperText={errors.username?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="password"
          render={({ field: { ref, ...field } }) => (
            <TextField
              {...field}
              inputRef={ref}
              type="password"
              required
              label="Passwort"
              autoComplete="current-password"
              error={!!errors.password}
              helperText={errors.password?.message}
              fullWidth
            />
          )}
        />
      </form>
    </Dialog>
  );
}
