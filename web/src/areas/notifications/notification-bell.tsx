import type { NotificationConfig } from '@kp/contract/notifications';
import { TEXTS } from '@kp/contract/shell';
import { useQuery } from '@tanstack/react-query';
import { lazy, type RefObject, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useUser } from '../../app/session.ts';
import { CountBadge } from '../../ui/count-badge.tsx';
import { IconButton } from '../../ui/icon-button.tsx';
import { MailOutlineIcon } from '../../ui/icons.tsx';
import { notificationConfigQuery, notificationsQuery } from './api.ts';
import { autoOpenDecision, isEducationPage, unreadCount, unreadLabel } from './notification-list.ts';
import { notificationPanel, usePanelState } from './panel-state.ts';

const loadPanel = () => import('./notification-panel.tsx');
// The panel loads when it is first opened (or on hover and focus of the bell), not with every page.
const NotificationPanel = lazy(() => loadPanel().then((module) => ({ default: module.NotificationPanel })));

/** How often to look again while another dialog keeps the panel from opening by itself. */
const AUTO_OPEN_RETRY_MS = 1_000;

/**
 * The bell with the unread badge (spec 01 §2), at every width; it renders the one notification panel,
 * which the drawer entry opens too. The spec calls it the letter icon, hence the envelope. The panel's
 * CSS follows the width.
 */
export function NotificationBell() {
  const user = useUser();
  const { data: list } = useQuery(notificationsQuery());
  const { data: config } = useQuery(notificationConfigQuery());
  const { open } = usePanelState();
  const bellRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);
  const educationPage = isEducationPage(useLocation().pathname);
  useAutoOpen(user.id, config, bellRef, educationPage);
  const unread = unreadCount(list);
  const prefetch = () => void loadPanel();

  return (
    <>
      <IconButton
        ref={bellRef}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={(event) => notificationPanel.open(event.currentTarget)}
        label={unreadLabel(TEXTS.notifications, unread)}
        color="default"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
      >
        <CountBadge count={unread}>
          <MailOutlineIcon />
        </CountBadge>
      </IconButton>
      {mounted && (
        <Suspense fallback={null}>
          <NotificationPanel id={panelId} bellRef={bellRef} />
        </Suspense>
      )}
    </>
  );
}

// Users for whom this page load has decided whether the panel opens by itself (spec 01 §4: on the first
// page load after sign-in, not on every route change).
const decided = new Set<number>();

const otherDialogOpen = () =>
  document.querySelector(
    '[role="dialog"], [role="alertdialog"], [role="menu"], .MuiModal-root:not(.MuiModal-hidden)',
  ) !== null;

/**
 * Opens the panel once per page load while promoteNotifications is not false. Another open dialog (the
 * registration or cookie dialog, a menu) is not covered: the panel waits until it is closed.
 */
function useAutoOpen(
  userId: number,
  config: NotificationConfig | undefined,
  bellRef: RefObject<HTMLButtonElement | null>,
  educationPage: boolean,
) {
  useEffect(() => {
    let timer = 0;
    const check = () => {
      const decision = autoOpenDecision({
        config,
        alreadyDecided: decided.has(userId),
        otherDialogOpen: otherDialogOpen(),
        educationPage,
      });
      if (decision === 'wait') {
        // Without a config the next answer runs this effect again.
        if (config) timer = window.setTimeout(check, AUTO_OPEN_RETRY_MS);
        return;
      }
      if (decision === 'open') notificationPanel.open(bellRef.current, { auto: true });
      decided.add(userId);
    };
    check();
    return () => window.clearTimeout(timer);
  }, [userId, config, bellRef, educationPage]);
}
