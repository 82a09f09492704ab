import type { NotificationConfig } from '@kp/contract/notifications';
import {
  type NOTIFICATION_OPTIONS,
  NOTIFICATION_TEXTS,
  notificationOptionsFor,
} from '@kp/contract/notifications-constants';
import { TEXTS } from '@kp/contract/shell';
import CheckCircleOutlineOutlinedIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { useUser } from '../../app/session.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { notificationConfigQuery, useSetNotificationConfig } from './api.ts';

type Option = (typeof NOTIFICATION_OPTIONS)[number];

/**
 * The notification settings (spec 01 §2): one switch per kind, moments only with EnableMoments, portal
 * updates always on; and the daily e-mail service, highlighted while it is off.
 */
export function NotificationConfigPage() {
  useDocumentTitle(TEXTS.notifications);
  const user = useUser();
  const config = useQuery(notificationConfigQuery());
  const options = notificationOptionsFor(user);

  return (
    <Box sx={{ maxWidth: 840 }}>
      <Typography variant="h1" sx={{ mb: 1.5 }}>
        {NOTIFICATION_TEXTS.settingsHeading}
      </Typography>
      <Typography sx={{ mb: 3, display: 'flex', alignItems: 'center', gap: 1 }}>
        <MailOutlinedIcon aria-hidden sx={{ color: 'primary.main' }} />
        {NOTIFICATION_TEXTS.settingsHint}
      </Typography>
      {config.isError && !config.data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void config.refetch()}>
              Erneut laden
            </Button>
          }
        >
          Die Einstellungen konnten nicht geladen werden.
        </Alert>
      ) : (
        <>
          <Paper variant="outlined" component="ul" sx={{ listStyle: 'none', m: 0, p: 0, mb: 4 }}>
            {options.map((option, index) => (
              <OptionRow key={option.key} option={option} config={config.data} first={index === 0} />
            ))}
          </Paper>
          {config.data ? (
            <MailServiceBlock enabled={config.data.enableMailService} email={user.email} />
          ) : (
            <Skeleton variant="rounded" height={160} />
          )}
        </>
      )}
    </Box>
  );
}

function OptionRow({
  option,
  config,
  first,
}: {
  option: Option;
  config: NotificationConfig | undefined;
  first: boolean;
}) {
  const setConfig = useSetNotificationConfig();
  const nameId = useId();
  const labelId = useId();
  const subtitleId = useId();
  const key = option.key === 'portalUpdates' ? null : option.key;
  const mandatory = key === null;
  const checked = key === null ? true : config?.[key];

  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        px: { xs: 2, sm: 3 },
        py: 2,
        borderTop: first ? 0 : 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
        <Typography id={nameId} component="h2" variant="h3" sx={{ fontSize: '1.125rem', mb: 0.5 }}>
          {option.name}
        </Typography>
        <Typography id={subtitleId} variant="body2" sx={{ color: 'text.secondary' }}>
          {option.subtitle}
        </Typography>
      </Box>
      {checked === undefined ? (
        <Skeleton variant="rounded" width={130} height={38} />
      ) : (
        <FormControlLabel
          label={<span id={labelId}>{NOTIFICATION_TEXTS.enabledSwitch}</span>}
          sx={{ mr: 0 }}
          control={
            <Switch
              checked={checked}
              disabled={mandatory}
              onChange={(_event, value) => {
                if (key) setConfig.mutate({ key, value });
              }}
              slotProps={{
                input: {
                  // The name says which option the switch is for: "News & Presse Aktiviert".
                  'aria-labelledby': `${nameId} ${labelId}`,
                  'aria-describedby': subtitleId,
                },
              }}
            />
          }
        />
      )}
    </Box>
  );
}

/**
 * The daily e-mail (spec 01 §2): when on, 'E-Mail-Service aktiv' and the way out; when off, the address it
 * would go to, read-only, and the button to switch it on, in a highlighted block.
 */
function MailServiceBlock({ enabled, email }: { enabled: boolean; email: string }) {
  const setConfig = useSetNotificationConfig();
  const headingId = useId();
  const emailId = useId();
  // The state the person switched to; once the block shows it, its button takes the focus.
  const switchedTo = useRef<boolean | null>(null);
  const set = (value: boolean) => {
    if (setConfig.isPending) return;
    switchedTo.current = value;
    setConfig.mutate({ key: 'enableMailService', value }, { onError: () => (switchedTo.current = null) });
  };
  // The pressed button makes way for the other one; the keyboard focus moves on to it.
  const takeFocus = (button: HTMLButtonElement | null) => {
    if (button && switchedTo.current === enabled) {
      switchedTo.current = null;
      button.focus();
    }
  };

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 3 },
        ...(enabled ? {} : { borderColor: 'primary.main', borderWidth: 2, borderLeftWidth: 8 }),
      }}
    >
      <Typography id={headingId} component="h2" variant="h3" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {NOTIFICATION_TEXTS.mailServiceHeading}
      </Typography>
      {enabled ? (
        <>
          <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, fontWeight: 600 }}>
            <CheckCircleOutlineOutlinedIcon aria-hidden sx={{ color: 'primary.main' }} />
            {NOTIFICATION_TEXTS.mailServiceActive}
          </Typography>
          <Button ref={takeFocus} variant="outlined" onClick={() => set(false)}>
            {NOTIFICATION_TEXTS.mailServiceOff}
          </Button>
        </>
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>{NOTIFICATION_TEXTS.mailServiceInactiveText}</Typography>
          {/* A plain read-only input: MUI's TextField would bring its Select and Popover into this route. */}
          <Box sx={{ mb: 2, maxWidth: 480 }}>
            <Typography
              component="label"
              htmlFor={emailId}
              variant="body2"
              sx={{ display: 'block', mb: 0.5 }}
            >
              E-Mail-Adresse
            </Typography>
            <Box
              component="input"
              id={emailId}
              type="email"
              value={email}
              readOnly
              sx={{
                width: '100%',
                boxSizing: 'border-box',
                font: 'inherit',
                color: 'text.primary',
                bgcolor: 'action.hover',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                px: 1.5,
                py: 1.25,
                '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            />
          </Box>
          <Button ref={takeFocus} variant="contained" onClick={() => set(true)}>
            {NOTIFICATION_TEXTS.mailServiceOn}
          </Button>
        </>
      )}
    </Paper>
  );
}

export default NotificationConfigPage;
