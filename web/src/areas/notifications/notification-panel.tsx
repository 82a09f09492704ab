import { Dialog } from '@base-ui/react/dialog';
import type { Notification as PortalNotification } from '@kp/contract/notifications';
import { NOTIFICATION_TEXTS } from '@kp/contract/notifications-constants';
import { formatTimestamp, NOTIFICATION_PANEL_WIDTH, ROUTES } from '@kp/contract/shell';
import { useQuery } from '@tanstack/react-query';
import {
  type CSSProperties,
  type MouseEvent,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { IconButton } from '../../ui/icon-button.tsx';
import { CloseIcon } from '../../ui/icons.tsx';
import link from '../../ui/link.module.css';
import { ScreenReaderText } from '../../ui/screen-reader-text.tsx';
import { useSnackbar } from '../../ui/snackbar.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { wrapTab } from '../../ui/tab-order.ts';
import {
  notificationConfigQuery,
  notificationsQuery,
  useMarkNotificationRead,
  useSetNotificationConfig,
} from './api.ts';
import { panelOrder, unreadCount } from './notification-list.ts';
import styles from './notification-panel.module.css';
import { notificationPreview, notificationTarget } from './notification-rows.ts';
import { notificationPanel, usePanelState } from './panel-state.ts';

type Props = { id: string; bellRef: RefObject<HTMLButtonElement | null> };

/**
 * The notification panel (spec 01 §2, §4): 350 px under the top bar at the bell from 1264 px, full width
 * below. Title with the unread count, the e-mail hint while the service is off, unread rows first, then
 * read ones, and the link to the settings. Closing it in any way ends the automatic opening.
 */
export function NotificationPanel({ id, bellRef }: Props) {
  const { open, returnFocusTo, auto } = usePanelState();
  const notifications = useQuery(notificationsQuery());
  const { data: config } = useQuery(notificationConfigQuery());
  const setConfig = useSetNotificationConfig();
  const popupRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const list = notifications.data;
  const unread = unreadCount(list);

  const close = () => {
    // Escape may reach both the panel and the document's listener.
    if (!notificationPanel.get().open) return;
    notificationPanel.close();
    if (config?.promoteNotifications !== false) {
      setConfig.mutate({ key: 'promoteNotifications', value: false });
    }
  };

  useReturnFocus(open, returnFocusTo, bellRef);
  useFirstTabEnters(open && Boolean(auto), titleRef);
  useRenderOnResize(open);
  const { top, left } = anchorPosition(bellRef.current);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && close()}>
      <Dialog.Portal>
        {/* Invisible, over the top bar too: a click beside the panel only closes it (MUI's Popover). */}
        <Dialog.Backdrop className={styles.backdrop} />
        <Dialog.Popup
          ref={popupRef}
          id={id}
          aria-modal
          // Opened by itself on page load: focus stays where the person is; the first Tab enters the panel.
          // Otherwise the panel itself takes the focus, as MUI's did, so its title is read first.
          initialFocus={auto ? false : popupRef}
          // Focus goes back to the control that opened the panel, or the bell (see useReturnFocus).
          finalFocus={false}
          className={styles.panel}
          // The CSS places it by these from the bell's position, full width below 1264 px.
          style={
            {
              '--panel-top': `${top}px`,
              '--panel-left': `${left}px`,
              '--panel-width': `${NOTIFICATION_PANEL_WIDTH}px`,
            } as CSSProperties
          }
          onKeyDown={(event) => {
            // The panel's keys are its own: the drawer beneath it (below 1264 px) listens on the document
            // too, and would close on Escape or move the focus on Tab. React's listener on the document
            // (the root) comes before the drawer's and Base UI's, so it closes the panel itself.
            if (event.key !== 'Escape' && event.key !== 'Tab') return;
            event.nativeEvent.stopImmediatePropagation();
            if (event.key === 'Escape') close();
            else wrapTab(event, event.currentTarget);
          }}
        >
          <div className={styles.header}>
            <Dialog.Title ref={titleRef} tabIndex={-1} className={styles.title}>
              {NOTIFICATION_TEXTS.panelTitle(unread)}
            </Dialog.Title>
            <IconButton onClick={close} label="Benachrichtigungen schließen" size="small" color="default">
              <CloseIcon size="small" />
            </IconButton>
          </div>
          <div className={styles.body}>
            {config && !config.enableMailService && (
              <MailHint onActivated={() => titleRef.current?.focus()} />
            )}
            {list ? (
              list.length === 0 ? (
                <p className={styles.empty}>Sie haben noch keine Benachrichtigungen.</p>
              ) : (
                <NotificationRows list={list} onDone={close} />
              )
            ) : notifications.isError ? (
              <div className={styles.failure}>
                <p className={styles.failureText}>Die Benachrichtigungen konnten nicht geladen werden.</p>
                <Button variant="outlined" size="small" onClick={() => void notifications.refetch()}>
                  Erneut laden
                </Button>
              </div>
            ) : (
              <div className={styles.loading}>
                <Spinner size={28} label="Benachrichtigungen werden geladen" />
              </div>
            )}
          </div>
          <div className={styles.footer}>
            <RouterLink
              to={ROUTES.notificationConfig}
              onClick={close}
              className={`${link.link} ${styles.settings}`}
            >
              {NOTIFICATION_TEXTS.settingsLink}
            </RouterLink>
          </div>
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * Under the top bar (the bell's <header>), and where a panel 350 px wide ends at the bell's right edge.
 */
function anchorPosition(bell: HTMLElement | null) {
  const header = bell?.closest('header');
  const top = header ? Math.round(header.getBoundingClientRect().bottom) : 64;
  const right = bell ? bell.getBoundingClientRect().right : window.innerWidth - 16;
  // At least 16 px from the window's edge, as MUI's Popover kept it.
  return { top, left: Math.max(16, Math.round(right) - NOTIFICATION_PANEL_WIDTH) };
}

/** The bell moves with the window's width; the open panel follows it (MUI's Popover did on resize). */
function useRenderOnResize(open: boolean) {
  const [, setSize] = useState(0);
  useEffect(() => {
    if (!open) return;
    const onResize = () => setSize(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [open]);
}

/**
 * The panel that opened by itself leaves the focus where it was; the first Tab goes to its first control,
 * not to the page behind it (which the modal hides from assistive technology).
 */
function useFirstTabEnters(active: boolean, titleRef: RefObject<HTMLHeadingElement | null>) {
  useEffect(() => {
    if (!active) return;
    // Escape from outside closes it by Base UI's own listener on the document.
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = titleRef.current?.closest('[role="dialog"]');
      if (!dialog || dialog.contains(document.activeElement)) return;
      if (event.key !== 'Tab') return;
      event.preventDefault();
      dialog.querySelector<HTMLElement>('button, a[href]')?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active, titleRef]);
}

/** Back to the opener once the panel has closed (and its focus trap let go), else to the bell. */
function useReturnFocus(
  open: boolean,
  returnFocusTo: HTMLElement | null,
  bellRef: RefObject<HTMLButtonElement | null>,
) {
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) {
      const target = returnFocusTo?.isConnected && returnFocusTo.checkVisibility() ? returnFocusTo : null;
      (target ?? bellRef.current)?.focus();
    }
    wasOpen.current = open;
  }, [open, returnFocusTo, bellRef]);
}

/** The offer of the daily e-mail while the service is off; its button switches it on here and now. */
function MailHint({ onActivated }: { onActivated: () => void }) {
  const setConfig = useSetNotificationConfig();
  const snackbar = useSnackbar();
  const headingId = useId();
  const activate = () => {
    setConfig.mutate(
      { key: 'enableMailService', value: true },
      { onSuccess: () => snackbar.show(NOTIFICATION_TEXTS.mailServiceActive, 'success') },
    );
    // The card goes as soon as the switch is set; the focus must not go with it.
    onActivated();
  };
  return (
    <section aria-labelledby={headingId} className={styles.mailHint}>
      <h3 id={headingId} className={styles.mailHintTitle}>
        {NOTIFICATION_TEXTS.mailHintTitle}
      </h3>
      <p className={styles.mailHintText}>{NOTIFICATION_TEXTS.mailHintText}</p>
      <Button variant="contained" size="small" onClick={activate} disabled={setConfig.isPending}>
        {NOTIFICATION_TEXTS.mailServiceOn}
      </Button>
    </section>
  );
}

/**
 * The rows. A click marks an unread one read and reloads the list, closes the panel and then opens the
 * item (spec 01 §4): portal paths in the portal, web addresses in a new tab.
 */
function NotificationRows({ list, onDone }: { list: PortalNotification[]; onDone: () => void }) {
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  const [pendingId, setPendingId] = useState<number | null>(null);

  const choose = async (event: MouseEvent, item: PortalNotification) => {
    const target = notificationTarget(item.url);
    // With a modifier the browser opens the link elsewhere; the panel stays.
    const elsewhere = event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
    if (target.kind === 'portal' && !elsewhere) event.preventDefault();
    if (pendingId !== null) return;
    if (!item.read) {
      setPendingId(item.id);
      try {
        await markRead.mutateAsync(item.id);
      } catch {
        // The snackbar says it; the item opens all the same.
      } finally {
        setPendingId(null);
      }
    }
    if (elsewhere) return;
    onDone();
    if (target.kind === 'portal') void navigate(target.path);
  };

  return (
    <ul aria-label="Benachrichtigungen" className={styles.rows}>
      {panelOrder(list).map((item) => {
        const target = notificationTarget(item.url);
        const row = {
          className: item.read ? styles.row : `${styles.row} ${styles.unread}`,
          onClick: (event: MouseEvent) => void choose(event, item),
          'aria-busy': pendingId === item.id || undefined,
          children: <NotificationRow item={item} external={target.kind === 'external'} />,
        };
        return (
          <li key={item.id}>
            {target.kind === 'portal' ? (
              <RouterLink to={target.path} {...row} />
            ) : target.kind === 'external' ? (
              <a href={target.href} target="_blank" rel="noopener noreferrer" {...row} />
            ) : (
              <button type="button" {...row} />
            )}
          </li>
        );
      })}
    </ul>
  );
}

function NotificationRow({ item, external }: { item: PortalNotification; external: boolean }) {
  const preview = notificationPreview(item.Content);
  return (
    <>
      <span className={styles.meta}>
        {!item.read && <span className={styles.marker}>{NOTIFICATION_TEXTS.unreadMarker}</span>}
        <span className={styles.date}>{formatTimestamp(item.created_at)}</span>
      </span>
      <span className={item.read ? `${styles.rowTitle} ${styles.readTitle}` : styles.rowTitle}>
        {item.Titel}
      </span>
      {preview && <span className={styles.preview}>{preview}</span>}
      {external && <ScreenReaderText>{' (öffnet in neuem Tab)'}</ScreenReaderText>}
    </>
  );
}
