// What the app shell uses of the notifications area (decision 030).
export { NotificationBell } from './notification-bell.tsx';
export { NotificationsNavItem } from './notifications-nav-item.tsx';
