import {
  ACCESS_LABELS,
  ADMIN_STATUS_LABELS,
  type AdminCommuneOption,
  type AdminUser,
  type AdminUserUpdate,
  FEATURE_FLAG_LABELS,
} from '@kp/contract/admin';
import { FEATURE_FLAGS, type FeatureFlag } from '@kp/contract/flags';
import { formatTimestamp, TEXTS } from '@kp/contract/shell';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { type Control, Controller, useForm } from 'react-hook-form';
import { DetailsList } from '../../ui/details-list.tsx';
import { type AdminAction, useAdminCommunes, useAdminUserAction } from './api.ts';
import { displayName } from './format.ts';

type AccessFlag = keyof typeof ACCESS_LABELS;
type Settings = { communeId: number | null } & Record<AccessFlag | FeatureFlag, boolean>;

const ACCESS_FLAGS = Object.keys(ACCESS_LABELS) as AccessFlag[];

const ACTION_MESSAGES: Record<AdminAction, (result: AdminUser) => string> = {
  approve: () => 'Konto freigeschaltet. Die Person wurde per E-Mail benachrichtigt.',
  reject: () => 'Konto abgelehnt.',
  save: () => 'Änderungen gespeichert.',
  deactivate: () => 'Konto deaktiviert. Die Person kann sich nicht mehr anmelden.',
  // A rejected account comes back as waiting, a deactivated one as approved (server rule).
  reactivate: (result) =>
    result.status === 'pending'
      ? 'Konto reaktiviert. Es wartet wieder auf Freischaltung.'
      : 'Konto reaktiviert. Die Person kann sich wieder anmelden.',
};

const CONFIRMS: Partial<
  Record<AdminAction, { title: string; text: (name: string) => string; button: string }>
> = {
  reject: {
    title: 'Konto ablehnen?',
    text: (name) =>
      `${name} erhält keinen Zugang zum Kommunalportal. Sie können das Konto später reaktivieren.`,
    button: 'Ablehnen',
  },
  deactivate: {
    title: 'Konto deaktivieren?',
    text: (name) => `${name} kann sich danach nicht mehr anmelden. Sie können das Konto später reaktivieren.`,
    button: 'Deaktivieren',
  },
};

type Props = { user: AdminUser | null; onClose: () => void; onDone: (message: string) => void };

/** Approve, edit, reject, deactivate or reactivate one account (spec 01 §1: new accounts need approval). */
export function AdminUserDialog({ user, onClose, onDone }: Props) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const communes = useAdminCommunes();

  return (
    <Dialog
      open={!!user}
      onClose={onClose}
      aria-labelledby="admin-user-title"
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
    >
      {user && (
        <>
          <DialogTitle id="admin-user-title">Konto bearbeiten: {displayName(user)}</DialogTitle>
          {communes.data ? (
            <SettingsForm
              key={user.id}
              user={user}
              communes={communes.data}
              onClose={onClose}
              onDone={onDone}
            />
          ) : (
            <DialogContent>
              {communes.isError ? (
                <Alert severity="error">{communes.error.message}</Alert>
              ) : (
                <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
                  <CircularProgress aria-label="Kommunen werden geladen…" />
                </Box>
              )}
            </DialogContent>
          )}
        </>
      )}
    </Dialog>
  );
}

function initialSettings(user: AdminUser, communes: AdminCommuneOption[]): Settings {
  const wanted = user.preferredCommune?.trim().toLocaleLowerCase('de');
  const matched = wanted ? communes.find((c) => c.name.toLocaleLowerCase('de') === wanted) : undefined;
  const flags = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, user[flag]])) as Record<
    FeatureFlag,
    boolean
  >;
  return {
    communeId: user.communeId ?? matched?.id ?? null,
    isNewEmployee: user.isNewEmployee,
    // A registration for the education portal almost always means an education user; the admin can undo it.
    BildungsportalUser:
      user.BildungsportalUser ||
      (user.status === 'pending' && user.preferredFaculty === TEXTS.educationFaculty),
    KommunalportalAusblenden: user.KommunalportalAusblenden,
    isEditor: user.isEditor,
    ...flags,
  };
}

function SettingsForm({
  user,
  communes,
  onClose,
  onDone,
}: { user: AdminUser; communes: AdminCommuneOption[] } & Omit<Props, 'user'>) {
  const action = useAdminUserAction();
  const [confirming, setConfirming] = useState<AdminAction | null>(null);
  const form = useForm<Settings>({ defaultValues: initialSettings(user, communes) });
  // Decision 024: only NEW employees are Redakteure; without the employee status the role goes too.
  const isEmployee = form.watch('isNewEmployee');
  useEffect(() => {
    if (!isEmployee && form.getValues('isEditor')) form.setValue('isEditor', false, { shouldDirty: true });
  }, [isEmployee, form]);
  // Rejected and deactivated accounts are reactivated first; their settings are edited afterwards.
  const readOnly = user.status === 'rejected' || user.status === 'deactivated';
  const name = displayName(user);

  const run = (kind: AdminAction) => {
    setConfirming(null);
    const settings: AdminUserUpdate = form.getValues();
    action.mutate(
      { id: user.id, action: kind, settings },
      { onSuccess: (result) => onDone(ACTION_MESSAGES[kind](result)) },
    );
  };
  const busy = action.isPending;
  const confirm = confirming ? CONFIRMS[confirming] : undefined;

  return (
    <>
      <DialogContent>
        <Stack spacing={3}>
          {action.error && (
            <Alert severity="error" role="alert">
              {action.error.message}
            </Alert>
          )}
          <DetailsList pairsPerRow={2}>
            <dt>Status</dt>
            <dd>{ADMIN_STATUS_LABELS[user.status]}</dd>
            <dt>Registriert am</dt>
            <dd>{formatTimestamp(user.registeredAt)}</dd>
            <dt>Benutzername</dt>
            <dd>{user.username}</dd>
            <dt>E-Mail</dt>
            <dd>{user.email}</dd>
            <dt>Gewünschte Rolle</dt>
            <dd>{user.preferredFaculty ?? '–'}</dd>
            <dt>Gewünschte Kommune</dt>
            <dd>{user.preferredCommune ?? '–'}</dd>
            <dt>Telefon</dt>
            <dd>{user.telefon || '–'}</dd>
          </DetailsList>

          {readOnly && (
            <Alert severity="info">
              Das Konto ist {ADMIN_STATUS_LABELS[user.status].toLowerCase()}. Nach der Reaktivierung können
              Sie die Einstellungen ändern.
            </Alert>
          )}

          <Controller
            control={form.control}
            name="communeId"
            render={({ field: { ref, value, onChange, ...field } }) => (
              <TextField
                {...field}
                inputRef={ref}
                value={value ?? ''}
                onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
                select
                label="Kommune"
                disabled={readOnly}
                helperText={
                  user.preferredCommune
                    ? `Angegeben bei der Registrierung: ${user.preferredCommune}`
                    : 'Die Kommune bestimmt, welche Daten die Person sieht.'
                }
                fullWidth
              >
                <MenuItem value="">
                  <em>Keine Kommune</em>
                </MenuItem>
                {communes.map((commune) => (
                  <MenuItem key={commune.id} value={commune.id}>
                    {commune.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />

          <SwitchGroup
            legend="Zugang"
            names={ACCESS_FLAGS}
            labels={ACCESS_LABELS}
            control={form.control}
            disabled={readOnly}
            unavailable={{ isEditor: isEmployee ? undefined : EDITOR_NEEDS_EMPLOYEE }}
          />
          <SwitchGroup
            legend="Freigeschaltete Bereiche"
            names={FEATURE_FLAGS}
            labels={FEATURE_FLAG_LABELS}
            control={form.control}
            disabled={readOnly}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        {user.status === 'pending' && (
          <Button color="error" onClick={() => setConfirming('reject')} disabled={busy} sx={{ mr: 'auto' }}>
            Ablehnen
          </Button>
        )}
        {user.status === 'confirmed' && (
          <Button
            color="error"
            onClick={() => setConfirming('deactivate')}
            disabled={busy}
            sx={{ mr: 'auto' }}
          >
            Deaktivieren
          </Button>
        )}
        <Button onClick={onClose} disabled={busy}>
          Abbrechen
        </Button>
        {user.status === 'pending' && (
          <Button variant="contained" onClick={() => run('approve')} loading={busy}>
            Freischalten
          </Button>
        )}
        {user.status === 'confirmed' && (
          <Button variant="contained" onClick={() => run('save')} loading={busy}>
            Speichern
          </Button>
        )}
        {readOnly && (
          <Button variant="contained" onClick={() => run('reactivate')} loading={busy}>
            Reaktivieren
          </Button>
        )}
      </DialogActions>

      <Dialog
        open={!!confirm}
        onClose={() => setConfirming(null)}
        aria-labelledby="admin-confirm-title"
        aria-describedby="admin-confirm-text"
      >
        {confirm && confirming && (
          <>
            <DialogTitle id="admin-confirm-title">{confirm.title}</DialogTitle>
            <DialogContent>
              <DialogContentText id="admin-confirm-text">{confirm.text(name)}</DialogContentText>
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button onClick={() => setConfirming(null)} autoFocus>
                Abbrechen
              </Button>
              <Button color="error" variant="contained" onClick={() => run(confirming)}>
                {confirm.button}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </>
  );
}

const EDITOR_NEEDS_EMPLOYEE = 'Nur für NEW-Mitarbeiter/innen';

function SwitchGroup<N extends AccessFlag | FeatureFlag>(props: {
  legend: string;
  names: readonly N[];
  labels: Record<N, string>;
  control: Control<Settings>;
  disabled: boolean;
  /** Switches that cannot be turned on now, with the reason shown beneath them. */
  unavailable?: Partial<Record<N, string | undefined>>;
}) {
  return (
    <FormControl component="fieldset" disabled={props.disabled}>
      <FormLabel component="legend" sx={{ mb: 1, color: 'text.primary', fontWeight: 600 }}>
        {props.legend}
      </FormLabel>
      <FormGroup
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}
      >
        {props.names.map((name) => (
          <Controller
            key={name}
            control={props.control}
            name={name}
            render={({ field: { value, onChange, onBlur } }) => {
              const reason = props.unavailable?.[name];
              const reasonId = reason ? `switch-reason-${name}` : undefined;
              return (
                <Box>
                  <FormControlLabel
                    label={props.labels[name]}
                    disabled={Boolean(reason) || undefined}
                    control={
                      <Switch
                        checked={!!value}
                        onChange={(event) => onChange(event.target.checked)}
                        onBlur={onBlur}
                        slotProps={{ input: { 'aria-describedby': reasonId } }}
                      />
                    }
                  />
                  {reason && (
                    <FormHelperText id={reasonId} sx={{ mt: -0.5, ml: 6 }}>
                      {reason}
                    </FormHelperText>
                  )}
                </Box>
              );
            }}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
