import { TEXTS } from '@kp/contract/shell';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useQuery } from '@tanstack/react-query';
import { CountBadge } from '../../ui/count-badge.tsx';
import { notificationsQuery } from './api.ts';
import { unreadCount, unreadLabel } from './notification-list.ts';
import { notificationPanel, usePanelState } from './panel-state.ts';

/**
 * 'Benachrichtigungen' in the drawer below 1264 px (spec 01 §2): opens the notification panel over the
 * drawer, which stays open beneath it, so closing the panel leads back to this entry.
 */
export function NotificationsNavItem() {
  const { data: list } = useQuery(notificationsQuery());
  const { open } = usePanelState();
  const unread = unreadCount(list);
  return (
    <li>
      <ListItemButton
        onClick={(event) => notificationPanel.open(event.currentTarget)}
        aria-label={unreadLabel(TEXTS.notifications, unread)}
        aria-haspopup="dialog"
        aria-expanded={open}
        sx={{ mx: 1, borderRadius: 1 }}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>
          <CountBadge count={unread}>
            <MailOutlinedIcon />
          </CountBadge>
        </ListItemIcon>
        <ListItemText primary={TEXTS.notifications} />
      </ListItemButton>
    </li>
  );
}
