import type { Notification, NotificationConfig, PortalUpdate } from '@kp/contract/notifications';
import type { ConfigRow, PortalUpdateRow, UserNotificationRow } from './repo.ts';

export function toNotification(row: UserNotificationRow): Notification {
  return {
    id: row.id,
    read: row.readAt !== null,
    Titel: row.titel,
    Content: row.content,
    created_at: row.createdAt.toISOString(),
    url: row.url,
  };
}

/** No row yet means the defaults (spec 01 §3). */
export function toNotificationConfig(row: ConfigRow | null): NotificationConfig {
  return {
    moments: row?.moments ?? true,
    news: row?.news ?? true,
    foerdermittel: row?.foerdermittel ?? true,
    promoteNotifications: row?.promoteNotifications ?? null,
    enableMailService: row?.enableMailService ?? false,
  };
}

export function toPortalUpdate(row: PortalUpdateRow): PortalUpdate {
  return {
    id: row.id,
    Titel: row.titel,
    Content: row.content,
    url: row.url,
    created_at: row.createdAt.toISOString(),
    recipients: row.recipients,
    readBy: row.readBy,
  };
}
