import { TEXTS } from '@kp/contract/shell';
import { useQuery } from '@tanstack/react-query';
import { CountBadge } from '../../ui/count-badge.tsx';
import { MailOutlineIcon } from '../../ui/icons.tsx';
import { notificationsQuery } from './api.ts';
import { unreadCount, unreadLabel } from './notification-list.ts';
import styles from './notifications-nav-item.module.css';
import { notificationPanel, usePanelState } from './panel-state.ts';

/**
 * 'Benachrichtigungen' in the drawer below 1264 px (spec 01 §2): opens the notification panel over the
 * drawer, which stays open beneath it, so closing the panel leads back to this entry.
 */
export function NotificationsNavItem({ className }: { className?: string }) {
  const { data: list } = useQuery(notificationsQuery());
  const { open } = usePanelState();
  const unread = unreadCount(list);
  return (
    <li className={className}>
      <button
        type="button"
        className={styles.item}
        onClick={(event) => notificationPanel.open(event.currentTarget)}
        aria-label={unreadLabel(TEXTS.notifications, unread)}
        aria-haspopup="dialog"
        aria-expanded={open}
      >
        <span className={styles.icon}>
          <CountBadge count={unread}>
            <MailOutlineIcon />
          </CountBadge>
        </span>
        <span className={styles.text}>{TEXTS.notifications}</span>
      </button>
    </li>
  );
}
