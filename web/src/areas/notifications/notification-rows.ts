import {
  type LinkTarget,
  linkTargetOf,
  NOTIFICATION_PREVIEW_WORDS,
} from '@kp/contract/notifications-constants';
import { wordPreview } from '../../ui/word-preview.ts';

// What the panel's rows show; apart from notification-list.ts, which the bell in every page's top bar
// imports, so the shell does not carry the notification constants and the word preview.

const ELLIPSIS = '…';

/**
 * The preview of a row: the first 10 words of the content as plain text, followed by an ellipsis (spec 01
 * §2, §9). The ellipsis stands also after a shorter text, since the row leads on to the whole item.
 */
export function notificationPreview(content: string): string {
  const words = wordPreview(content, NOTIFICATION_PREVIEW_WORDS);
  if (words === '') return '';
  return words.endsWith(ELLIPSIS) ? words : `${words} ${ELLIPSIS}`;
}

export type NotificationTarget = LinkTarget;

/**
 * Where a row leads: portal paths open in the portal, https addresses in a new tab; anything else
 * (empty, protocol-relative, control characters, javascript:) is not followed. The same rule as the
 * server's check of portal updates, so stored links from before it are not followed either.
 */
export function notificationTarget(url: string): NotificationTarget {
  return linkTargetOf(url.trim());
}
