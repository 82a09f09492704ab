import { NOTIFICATION_TEXTS } from '@kp/contract/notifications-constants';
import { formatTimestamp } from '@kp/contract/shell';
import { describe, expect, it } from 'vitest';
import {
  autoOpenDecision,
  isEducationPage,
  panelOrder,
  unreadCount,
  unreadLabel,
} from './notification-list.ts';
import { notificationPreview, notificationTarget } from './notification-rows.ts';

describe('panel title', () => {
  it('says none, one or how many news since the last visit', () => {
    expect(NOTIFICATION_TEXTS.panelTitle(0)).toBe('Keine Neuigkeiten seit Ihrem letzten Besuch');
    expect(NOTIFICATION_TEXTS.panelTitle(1)).toBe('Eine Neuigkeit seit Ihrem letzten Besuch');
    expect(NOTIFICATION_TEXTS.panelTitle(7)).toBe('7 Neuigkeiten seit Ihrem letzten Besuch');
  });
});

describe('notificationPreview', () => {
  it('keeps the first ten words and adds an ellipsis', () => {
    expect(notificationPreview('eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf')).toBe(
      'eins zwei drei vier fünf sechs sieben acht neun zehn …',
    );
  });

  it('adds the ellipsis after a shorter text too, as the row leads on to the item', () => {
    expect(notificationPreview('Neue Förderprogramme für Kommunen')).toBe(
      'Neue Förderprogramme für Kommunen …',
    );
  });

  it('reads markdown as plain text and leaves an empty text empty', () => {
    expect(notificationPreview('**Wichtig:** [Stromausfall](https://example.org) in _Viersen_')).toBe(
      'Wichtig: Stromausfall in Viersen …',
    );
    expect(notificationPreview('   ')).toBe('');
  });
});

describe('formatTimestamp', () => {
  it('shows the German calendar day as DD.MM.YYYY', () => {
    expect(formatTimestamp('2024-03-05T09:00:00.000Z')).toBe('05.03.2024');
    // 23:30 UTC on 31 March is already 1 April in Germany (summer time).
    expect(formatTimestamp('2024-03-31T23:30:00.000Z')).toBe('01.04.2024');
  });

  it('takes a plain date as it is', () => {
    expect(formatTimestamp('2024-12-24')).toBe('24.12.2024');
  });
});

describe('panelOrder and unreadCount', () => {
  const list = [
    { id: 1, read: true },
    { id: 2, read: false },
    { id: 3, read: true },
    { id: 4, read: false },
  ];

  it('puts unread first and keeps the order within each group', () => {
    expect(panelOrder(list).map((item) => item.id)).toEqual([2, 4, 1, 3]);
  });

  it('counts the unread ones; nothing loaded counts none', () => {
    expect(unreadCount(list)).toBe(2);
    expect(unreadCount(undefined)).toBe(0);
  });

  it('names the count for screen readers', () => {
    expect(unreadLabel('Benachrichtigungen', 3)).toBe('Benachrichtigungen, 3 ungelesen');
    expect(unreadLabel('Benachrichtigungen', 0)).toBe('Benachrichtigungen, keine ungelesen');
  });
});

describe('notificationTarget', () => {
  it('opens portal paths in the portal and web addresses in a new tab', () => {
    expect(notificationTarget('/news-detail/12')).toEqual({ kind: 'portal', path: '/news-detail/12' });
    expect(notificationTarget('https://www.new.de/x')).toEqual({
      kind: 'external',
      href: 'https://www.new.de/x',
    });
  });

  it('follows nothing else', () => {
    for (const url of [
      '',
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example/x',
      'http://www.new.de/x',
      'javascript:alert(1)',
      'mailto:a@b.de',
    ]) {
      expect(notificationTarget(url)).toEqual({ kind: 'none' });
    }
  });
});

describe('autoOpenDecision', () => {
  const decide = (
    promoteNotifications: boolean | null | undefined,
    more: Partial<Parameters<typeof autoOpenDecision>[0]> = {},
  ) =>
    autoOpenDecision({
      config: promoteNotifications === undefined ? undefined : { promoteNotifications },
      alreadyDecided: false,
      otherDialogOpen: false,
      ...more,
    });

  it('opens while promoteNotifications is not false', () => {
    expect(decide(null)).toBe('open');
    expect(decide(true)).toBe('open');
    expect(decide(false)).toBe('never');
  });

  it('waits for the settings and for another dialog to close', () => {
    expect(decide(undefined)).toBe('wait');
    expect(decide(null, { otherDialogOpen: true })).toBe('wait');
    expect(decide(false, { otherDialogOpen: true })).toBe('never');
  });

  it('never opens by itself on a page of the education portal (decision 016)', () => {
    expect(decide(null, { educationPage: true })).toBe('never');
    expect(decide(true, { educationPage: true })).toBe('never');
    expect(decide(null, { educationPage: false })).toBe('open');
    for (const path of [
      '/bildungsmaterial-list/3',
      '/bildungsmaterial/12',
      '/sponsoring',
      '/bildungsportal/contact',
    ]) {
      expect(isEducationPage(path), path).toBe(true);
    }
    for (const path of ['/home', '/about', '/news-detail/3', '/funds'])
      expect(isEducationPage(path), path).toBe(false);
  });

  it('decides once per page load', () => {
    expect(decide(null, { alreadyDecided: true })).toBe('never');
  });
});
