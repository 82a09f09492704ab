import type { Notification as PortalNotification } from '@kp/contract/notifications';
import { NOTIFICATION_TEXTS } from '@kp/contract/notifications-constants';
import { formatTimestamp, NOTIFICATION_PANEL_WIDTH, ROUTES } from '@kp/contract/shell';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type MouseEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSnackbar } from '../../ui/snackbar.tsx';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import {
  notificationConfigQuery,
  notificationsQuery,
  useMarkNotificationRead,
  useSetNotificationConfig,
} from './api.ts';
import { panelOrder, unreadCount } from './notification-list.ts';
import { notificationPreview, notificationTarget } from './notification-rows.ts';
import { notificationPanel, usePanelState } from './panel-state.ts';

type Props = { id: string; wide: boolean; bellRef: RefObject<HTMLButtonElement | null> };

/**
 * The notification panel (spec 01 §2, §4): 350 px under the top bar at the bell from 1264 px, full width
 * below. Title with the unread count, the e-mail hint while the service is off, unread rows first, then
 * read ones, and the link to the settings. Closing it in any way ends the automatic opening.
 */
export function NotificationPanel({ id, wide, bellRef }: Props) {
  const { open, returnFocusTo, auto } = usePanelState();
  const notifications = useQuery(notificationsQuery());
  const { data: config } = useQuery(notificationConfigQuery());
  const setConfig = useSetNotificationConfig();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const list = notifications.data;
  const unread = unreadCount(list);

  const close = () => {
    notificationPanel.close();
    if (config?.promoteNotifications !== false) {
      setConfig.mutate({ key: 'promoteNotifications', value: false });
    }
  };

  useReturnFocus(open, returnFocusTo, bellRef);
  useFirstTabEnters(open && Boolean(auto), titleRef, close);

  return (
    <Popover
      open={open}
      onClose={close}
      anchorReference="anchorPosition"
      anchorPosition={anchorPosition(bellRef.current, wide)}
      transformOrigin={{ vertical: 'top', horizontal: wide ? 'right' : 'left' }}
      marginThreshold={wide ? 16 : 0}
      // Focus goes back to the control that opened the panel, or the bell (see useReturnFocus).
      disableRestoreFocus
      // Opened by itself on page load: focus stays where the person is; the first Tab enters the panel.
      disableAutoFocus={auto}
      slotProps={{
        paper: {
          id,
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          // The height stays below the top bar; otherwise the popover shifts up over the bell.
          sx: wide
            ? {
                width: NOTIFICATION_PANEL_WIDTH,
                maxWidth: 'calc(100% - 32px)',
                maxHeight: `calc(100% - ${anchorPosition(bellRef.current, wide).top + 16}px)`,
                display: 'flex',
              }
            : {
                width: '100%',
                maxWidth: '100%',
                maxHeight: `calc(100% - ${anchorPosition(bellRef.current, wide).top}px)`,
                borderRadius: 0,
                display: 'flex',
              },
        },
      }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, width: '100%' }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            pl: 2,
            pr: 1,
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography
            ref={titleRef}
            id={titleId}
            component="h2"
            tabIndex={-1}
            sx={{ flex: 1, fontWeight: 700, fontSize: '1rem', '&:focus': { outline: 'none' } }}
          >
            {NOTIFICATION_TEXTS.panelTitle(unread)}
          </Typography>
          <IconButton onClick={close} aria-label="Benachrichtigungen schließen" size="small">
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
        <Box sx={{ overflowY: 'auto', minHeight: 0, flex: 1 }}>
          {config && !config.enableMailService && <MailHint onActivated={() => titleRef.current?.focus()} />}
          {list ? (
            list.length === 0 ? (
              <Typography sx={{ px: 2, py: 3, color: 'text.secondary' }}>
                Sie haben noch keine Benachrichtigungen.
              </Typography>
            ) : (
              <NotificationRows list={list} onDone={close} />
            )
          ) : notifications.isError ? (
            <Box sx={{ px: 2, py: 3 }}>
              <Typography sx={{ mb: 1 }}>Die Benachrichtigungen konnten nicht geladen werden.</Typography>
              <Button variant="outlined" size="small" onClick={() => void notifications.refetch()}>
                Erneut laden
              </Button>
            </Box>
          ) : (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
              <CircularProgress size={28} aria-label="Benachrichtigungen werden geladen" />
            </Box>
          )}
        </Box>
        <Box sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
          <Link
            component={RouterLink}
            to={ROUTES.notificationConfig}
            onClick={close}
            sx={{ fontWeight: 600 }}
          >
            {NOTIFICATION_TEXTS.settingsLink}
          </Link>
        </Box>
      </Box>
    </Popover>
  );
}

/**
 * Under the top bar: at the bell's right edge when wide, from the left edge of the window when narrow.
 * The top bar is the bell's <header> (MUI AppBar).
 */
function anchorPosition(bell: HTMLElement | null, wide: boolean) {
  const header = bell?.closest('header');
  const top = header ? Math.round(header.getBoundingClientRect().bottom) : 64;
  if (!wide) return { top, left: 0 };
  const right = bell ? bell.getBoundingClientRect().right : window.innerWidth - 16;
  return { top, left: Math.round(right) };
}

/**
 * The panel that opened by itself leaves the focus where it was; the first Tab goes to its first control,
 * not to the page behind it (which the modal hides from assistive technology).
 */
function useFirstTabEnters(
  active: boolean,
  titleRef: RefObject<HTMLHeadingElement | null>,
  close: () => void,
) {
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = titleRef.current?.closest('[role="dialog"]');
      if (!dialog || dialog.contains(document.activeElement)) return;
      // Escape closes it from outside too (the modal's own handler sees only keys inside it).
      if (event.key === 'Escape') close();
      if (event.key !== 'Tab') return;
      event.preventDefault();
      dialog.querySelector<HTMLElement>('button, a[href]')?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active, titleRef, close]);
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
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ m: 2, p: 2, borderColor: 'primary.main', borderWidth: 2 }}
    >
      <Typography id={headingId} component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
        {NOTIFICATION_TEXTS.mailHintTitle}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {NOTIFICATION_TEXTS.mailHintText}
      </Typography>
      <Button variant="contained" size="small" onClick={activate} disabled={setConfig.isPending}>
        {NOTIFICATION_TEXTS.mailServiceOn}
      </Button>
    </Paper>
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
    <List aria-label="Benachrichtigungen" sx={{ py: 0 }}>
      {panelOrder(list).map((item) => {
        const target = notificationTarget(item.url);
        const linkProps =
          target.kind === 'portal'
            ? { component: RouterLink, to: target.path }
            : target.kind === 'external'
              ? { component: 'a', href: target.href, target: '_blank', rel: 'noopener noreferrer' }
              : { component: 'button', type: 'button' };
        return (
          <li key={item.id}>
            <ListItemButton
              {...linkProps}
              onClick={(event: MouseEvent) => void choose(event, item)}
              aria-busy={pendingId === item.id || undefined}
              sx={{
                display: 'block',
                width: '100%',
                textAlign: 'left',
                px: 2,
                py: 1.5,
                borderBottom: 1,
                borderColor: 'divider',
                bgcolor: item.read ? undefined : 'action.hover',
              }}
            >
              <NotificationRow item={item} external={target.kind === 'external'} />
            </ListItemButton>
          </li>
        );
      })}
    </List>
  );
}

function NotificationRow({ item, external }: { item: PortalNotification; external: boolean }) {
  const preview = notificationPreview(item.Content);
  return (
    <>
      <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
        {!item.read && (
          <Box
            component="span"
            sx={{
              px: 0.75,
              borderRadius: 1,
              bgcolor: 'accent.main',
              color: 'accent.contrastText',
              fontSize: '0.75rem',
              fontWeight: 700,
              lineHeight: 1.5,
            }}
          >
            {NOTIFICATION_TEXTS.unreadMarker}
          </Box>
        )}
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
          {formatTimestamp(item.created_at)}
        </Typography>
      </Box>
      <Typography component="span" sx={{ display: 'block', fontWeight: item.read ? 500 : 700 }}>
        {item.Titel}
      </Typography>
      {preview && (
        <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
          {preview}
        </Typography>
      )}
      {external && (
        <Box component="span" sx={visuallyHidden}>
          {' (öffnet in neuem Tab)'}
        </Box>
      )}
    </>
  );
}
