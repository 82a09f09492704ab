import { zodResolver } from '@hookform/resolvers/zod';
import { type DevLoginInfo, DevLoginSchema } from '@kp/contract/access';
import { TEXTS } from '@kp/contract/shell';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ApiError } from '../../app/api-client.ts';
import { MuiStyles } from '../../app/mui-styles.tsx';
import { useDevLogin } from './api.ts';

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
    <MuiStyles>
      <Dialog open={open} onClose={close} aria-labelledby="dev-login-title" fullWidth maxWidth="xs">
        <form onSubmit={submit} noValidate>
          <DialogTitle id="dev-login-title">Entwickler-Anmeldung</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              Melden Sie sich als Demo-Benutzer an. Diese Anmeldung gibt es nur auf Entwicklungssystemen.
            </DialogContentText>
            <Stack spacing={2}>
              {errorText && (
                <Alert severity="error" role="alert">
                  {errorText}
                </Alert>
              )}
              <Controller
                control={form.control}
                name="username"
                render={({ field: { ref, ...field } }) => (
                  <TextField
                    {...field}
                    inputRef={ref}
                    select
                    required
                    label="Demo-Benutzer"
                    slotProps={{
                      select: {
                        renderValue: (value) =>
                          users.find((user) => user.username === value)?.label ?? String(value),
                      },
                    }}
                    error={!!errors.username}
                    helperText={errors.username?.message}
                    fullWidth
                  >
                    {users.map((user) => (
                      <MenuItem key={user.username} value={user.username} sx={{ display: 'block' }}>
                        {user.label}
                        <Typography variant="body2" color="textSecondary">
                          {user.username}
                        </Typography>
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <TextField
                {...form.register('password')}
                type="password"
                required
                label="Passwort"
                autoComplete="current-password"
                error={!!errors.password}
                helperText={errors.password?.message}
                fullWidth
              />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={close}>Abbrechen</Button>
            <Button type="submit" variant="contained" loading={isSubmitting}>
              Anmelden
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </MuiStyles>
  );
}
