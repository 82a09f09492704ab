/** Notification constants and texts (spec 01 §2, §4, §9). Free of zod, so pages can import them cheaply. */

/** Words of a notification's preview before the ellipsis (spec 01 §9). */
export const NOTIFICATION_PREVIEW_WORDS = 10;
/** The panel lists every unread notification and the newest read ones, up to this many rows in all. */
export const NOTIFICATIONS_LISTED = 50;
/** Content published longer ago than this is not announced when the portal first sees it. */
export const ANNOUNCE_WINDOW_DAYS = 14;
/** The daily digest goes out from this hour on (Europe/Berlin). */
export const DIGEST_HOUR = 7;
export const DIGEST_TIME_ZONE = 'Europe/Berlin';

/** What a notification announces; 'portal' are the mandatory portal updates. */
export const NOTIFICATION_KINDS = ['news', 'press', 'foerdermittel', 'moments', 'portal'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Kinds that lead to pages of the municipal portal (funding, NEW Erleben): not for users who have it hidden. */
export const MUNICIPAL_PORTAL_KINDS = [
  'foerdermittel',
  'moments',
] as const satisfies readonly NotificationKind[];

/** The switchable keys of the notification config (spec 01 §3). */
export const NOTIFICATION_CONFIG_KEYS = [
  'moments',
  'news',
  'foerdermittel',
  'promoteNotifications',
  'enableMailService',
] as const;
export type NotificationConfigKey = (typeof NOTIFICATION_CONFIG_KEYS)[number];

/** The options of the settings page, in its order (spec 01 §2); portal updates are mandatory. */
export const NOTIFICATION_OPTIONS = [
  {
    key: 'moments',
    name: 'NEW Erleben',
    subtitle: 'Neue Erlebnisse und Veranstaltungen, die Sie für Ihre Kommune beanspruchen können',
  },
  { key: 'news', name: 'News & Presse', subtitle: 'Neue Nachrichten und Pressemitteilungen der NEW' },
  { key: 'foerdermittel', name: 'Fördermittel', subtitle: 'Neue Förderprogramme für Kommunen' },
  {
    key: 'portalUpdates',
    name: 'Portal-Neuigkeiten',
    subtitle: 'Wichtige Hinweise zum Kommunalportal. Diese Benachrichtigungen erhalten Sie immer.',
  },
] as const;

/**
 * The options of the settings page a person can receive: NEW Erleben needs EnableMoments; NEW Erleben and
 * Fördermittel are not offered when the municipal portal is hidden for the person (decision 016).
 */
export function notificationOptionsFor(user: { EnableMoments: boolean; KommunalportalAusblenden: boolean }) {
  return NOTIFICATION_OPTIONS.filter((option) => {
    if (option.key === 'moments' && !user.EnableMoments) return false;
    const kind = option.key as string;
    return !(user.KommunalportalAusblenden && (MUNICIPAL_PORTAL_KINDS as readonly string[]).includes(kind));
  });
}

export const NOTIFICATION_TEXTS = {
  panelTitle: (unread: number) =>
    unread === 0
      ? 'Keine Neuigkeiten seit Ihrem letzten Besuch'
      : unread === 1
        ? 'Eine Neuigkeit seit Ihrem letzten Besuch'
        : `${unread} Neuigkeiten seit Ihrem letzten Besuch`,
  unreadMarker: 'NEU',
  mailHintTitle: 'Neuigkeiten per E-Mail',
  mailHintText: 'Erhalten Sie Ihre Benachrichtigungen einmal täglich als E-Mail.',
  settingsLink: 'Einstellungen',
  settingsHeading: 'Lassen Sie sich informieren',
  settingsHint: 'Neuigkeiten finden Sie jederzeit unter dem Brief-Symbol oben rechts.',
  enabledSwitch: 'Aktiviert',
  mailServiceActive: 'E-Mail-Service aktiv',
  mailServiceOff: 'Vom E-Mail-Service abmelden',
  mailServiceOn: 'E-Mail-Service aktivieren',
  mailServiceHeading: 'E-Mail-Service',
  mailServiceInactiveText: 'Wir senden Ihnen neue Benachrichtigungen einmal täglich an diese Adresse:',
  digestSubject: (count: number) =>
    count === 1 ? 'Eine Neuigkeit im Kommunalportal' : `${count} Neuigkeiten im Kommunalportal`,
  digestSettingsLink: 'Benachrichtigungen einstellen oder E-Mail-Service abbestellen',
} as const;

// Browsers drop tabs and line breaks from URLs and read a backslash as a slash, so '/\t/evil.example'
// would become '//evil.example': a link to another site.
const hasControlSpaceOrBackslash = (url: string) =>
  Array.from(url).some((char) => {
    const code = char.charCodeAt(0);
    return (
      code <= 0x20 || (code >= 0x7f && code <= 0xa0) || code === 0x2028 || code === 0x2029 || char === '\\'
    );
  });

export type LinkTarget =
  | { kind: 'portal'; path: string }
  | { kind: 'external'; href: string }
  | { kind: 'none' };

/**
 * Where a notification link may lead: a path of the portal ('/x', never '//x'), or an https address
 * without credentials. Anything else (control characters, other schemes) leads nowhere.
 */
export function linkTargetOf(url: string): LinkTarget {
  if (!url || hasControlSpaceOrBackslash(url)) return { kind: 'none' };
  if (url.startsWith('/')) return url.startsWith('//') ? { kind: 'none' } : { kind: 'portal', path: url };
  if (!/^https:\/\//i.test(url)) return { kind: 'none' };
  try {
    const parsed = new URL(url);
    const plain = parsed.protocol === 'https:' && parsed.hostname && !parsed.username && !parsed.password;
    return plain ? { kind: 'external', href: url } : { kind: 'none' };
  } catch {
    return { kind: 'none' };
  }
}
