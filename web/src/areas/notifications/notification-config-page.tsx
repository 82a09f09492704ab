import type { NotificationConfig } from '@kp/contract/notifications';
import {
  type NOTIFICATION_OPTIONS,
  NOTIFICATION_TEXTS,
  notificationOptionsFor,
} from '@kp/contract/notifications-constants';
import { TEXTS } from '@kp/contract/shell';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { useUser } from '../../app/session.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { CheckCircleOutlineIcon, MailOutlineIcon } from '../../ui/icons.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import surface from '../../ui/surface.module.css';
import { Switch } from '../../ui/switch.tsx';
import text from '../../ui/type.module.css';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { notificationConfigQuery, useSetNotificationConfig } from './api.ts';
import styles from './notification-config-page.module.css';

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
    <div className={styles.page}>
      <h1 className={`${text.h1} ${styles.title}`}>{NOTIFICATION_TEXTS.settingsHeading}</h1>
      <p className={`${text.body1} ${styles.hint}`}>
        <MailOutlineIcon size="medium" className={styles.icon} />
        {NOTIFICATION_TEXTS.settingsHint}
      </p>
      {config.isError && !config.data ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button size="small" className={styles.retry} onClick={() => void config.refetch()}>
              Erneut laden
            </Button>
          }
        >
          Die Einstellungen konnten nicht geladen werden.
        </Alert>
      ) : (
        <>
          <ul className={`${surface.outlined} ${surface.bare} ${styles.options}`}>
            {options.map((option) => (
              <OptionRow key={option.key} option={option} config={config.data} />
            ))}
          </ul>
          {config.data ? (
            <MailServiceBlock enabled={config.data.enableMailService} email={user.email} />
          ) : (
            <Skeleton height={160} />
          )}
        </>
      )}
    </div>
  );
}

function OptionRow({ option, config }: { option: Option; config: NotificationConfig | undefined }) {
  const setConfig = useSetNotificationConfig();
  const nameId = useId();
  const subtitleId = useId();
  const key = option.key === 'portalUpdates' ? null : option.key;
  const mandatory = key === null;
  const checked = key === null ? true : config?.[key];

  return (
    <li className={styles.option}>
      <div className={styles.optionText}>
        <h2 id={nameId} className={styles.optionName}>
          {option.name}
        </h2>
        <p id={subtitleId} className={`${text.body2} ${text.secondary}`}>
          {option.subtitle}
        </p>
      </div>
      {checked === undefined ? (
        <Skeleton width={130} height={38} />
      ) : (
        <Switch
          label={NOTIFICATION_TEXTS.enabledSwitch}
          className={styles.enabledSwitch}
          nameId={nameId}
          describedBy={subtitleId}
          checked={checked}
          disabled={mandatory}
          onChange={(value) => {
            if (key) setConfig.mutate({ key, value });
          }}
        />
      )}
    </li>
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
    <section
      aria-labelledby={headingId}
      className={`${surface.outlined} ${styles.mail} ${enabled ? '' : styles.mailOff}`}
    >
      <h2 id={headingId} className={styles.mailHeading}>
        {NOTIFICATION_TEXTS.mailServiceHeading}
      </h2>
      {enabled ? (
        <>
          <p className={`${text.body1} ${styles.active}`}>
            <CheckCircleOutlineIcon size="medium" className={styles.icon} />
            {NOTIFICATION_TEXTS.mailServiceActive}
          </p>
          <Button ref={takeFocus} variant="outlined" onClick={() => set(false)}>
            {NOTIFICATION_TEXTS.mailServiceOff}
          </Button>
        </>
      ) : (
        <>
          <p className={`${text.body1} ${styles.inactiveText}`}>
            {NOTIFICATION_TEXTS.mailServiceInactiveText}
          </p>
          <div className={styles.address}>
            <label htmlFor={emailId} className={`${text.body2} ${styles.addressLabel}`}>
              E-Mail-Adresse
            </label>
            <input id={emailId} type="email" value={email} readOnly className={styles.addressInput} />
          </div>
          <Button ref={takeFocus} variant="contained" onClick={() => set(true)}>
            {NOTIFICATION_TEXTS.mailServiceOn}
          </Button>
        </>
      )}
    </section>
  );
}

export default NotificationConfigPage;
