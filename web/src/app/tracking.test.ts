import { ROUTES } from '@kp/contract/shell';
import type { TrackingEvent } from '@kp/contract/tracking';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublishedTitle } from '../ui/use-document-title.ts';
import { buildUser } from './test-factories.ts';
import {
  applyTrackingConsent,
  createPageVisitRecorder,
  PAGE_TITLE_WAIT_MS,
  setTrackingSink,
  trackEvent,
  userPropertiesEvent,
} from './tracking.ts';

const contact: TrackingEvent = {
  name: 'page_contacted',
  contact_name: 'Erika Muster',
  contact_type: 'email',
};

afterEach(() => {
  applyTrackingConsent(null);
  setTrackingSink(null);
});

describe('consent', () => {
  it('lets no event through before the user accepted tracking, and does not keep them for later', () => {
    const send = vi.fn();
    applyTrackingConsent(null, send);
    trackEvent(contact);
    applyTrackingConsent(buildUser({ trackingConsent: null }), send);
    trackEvent(contact);
    applyTrackingConsent(buildUser({ trackingConsent: false }), send);
    trackEvent(contact);
    expect(send).not.toHaveBeenCalled();

    applyTrackingConsent(buildUser({ trackingConsent: true }), send);
    expect(send.mock.calls.map(([event]) => event.name)).toEqual(['user_properties']);
  });

  it('sends events once accepted, user_properties first and only once, and stops when withdrawn', () => {
    const send = vi.fn();
    const user = buildUser({ trackingConsent: true, faculties: [{ name: 'Kämmerei' }] });
    applyTrackingConsent(user, send);
    applyTrackingConsent({ ...user }, send); // the me query answered again
    trackEvent(contact);
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { name: 'user_properties', commune: 'Viersen', role: 'Kämmerei' },
      contact,
    ]);

    applyTrackingConsent({ ...user, trackingConsent: false }, send);
    trackEvent(contact);
    applyTrackingConsent(null, send); // signed out
    trackEvent(contact);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("before sign-in sends only the login page's visit, and only with the browser's consent", () => {
    const send = vi.fn();
    const sendVisitor = vi.fn();
    const loginVisit: TrackingEvent = {
      name: 'page_visited',
      page_type: 'login',
      navigated_dashboard: false,
      page_name: 'Anmeldung',
    };
    applyTrackingConsent(null, send, null, sendVisitor);
    trackEvent(loginVisit);
    applyTrackingConsent(null, send, false, sendVisitor);
    trackEvent(loginVisit);
    expect(sendVisitor).not.toHaveBeenCalled();

    applyTrackingConsent(null, send, true, sendVisitor);
    trackEvent(loginVisit);
    expect(sendVisitor.mock.calls.map(([event]) => event)).toEqual([loginVisit]);
    // Signed in: the account's own answer counts, not the browser's.
    applyTrackingConsent(buildUser({ trackingConsent: false }), send, true, sendVisitor);
    trackEvent(loginVisit);
    expect(sendVisitor).toHaveBeenCalledTimes(1);
    expect(send).not.toHaveBeenCalled();
  });

  it('names the role by the first faculty, else NEW-Mitarbeiter for employees, else nothing', () => {
    expect(userPropertiesEvent(buildUser({ faculties: [{ name: 'Bauamt' }, { name: 'Kämmerei' }] }))).toEqual(
      { name: 'user_properties', commune: 'Viersen', role: 'Bauamt' },
    );
    expect(userPropertiesEvent(buildUser({ isNewEmployee: true, commune: null }))).toEqual({
      name: 'user_properties',
      commune: null,
      role: 'NEW-Mitarbeiter',
    });
    expect(userPropertiesEvent(buildUser())).toMatchObject({ role: null });
  });

  it('swallows a sink that throws or rejects', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      setTrackingSink(() => {
        throw new Error('kaputt');
      });
      expect(() => trackEvent(contact)).not.toThrow();
      setTrackingSink(() => Promise.reject(new Error('offline')));
      expect(() => trackEvent(contact)).not.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

describe('page visits', () => {
  const timers = {
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms) as unknown as number,
    clearTimeout: (id: number) => clearTimeout(id),
  };
  let published: PublishedTitle | null;
  const listeners = new Set<() => void>();
  const titles = {
    get: () => published,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  const publish = (key: string, title: string, isPage = true) => {
    published = { key, title, isPage };
    for (const listener of [...listeners]) listener();
  };

  beforeEach(() => {
    vi.useFakeTimers();
    published = null;
    listeners.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('records one visit per location, with the title the page published', () => {
    const record = vi.fn();
    const recorder = createPageVisitRecorder(titles, timers, record);
    publish('a', 'Startseite'); // the page's effect ran before the tracker's
    recorder.visit({ key: 'a', pathname: ROUTES.home }, 'home');
    recorder.visit({ key: 'a', pathname: ROUTES.home }, 'home'); // a re-render, StrictMode
    publish('a', 'Startseite');
    expect(record.mock.calls).toEqual([
      [{ name: 'page_visited', page_type: 'home', navigated_dashboard: false, page_name: 'Startseite' }],
    ]);

    recorder.visit({ key: 'b', pathname: ROUTES.news }, 'news');
    expect(record).toHaveBeenCalledTimes(1); // the previous page's title does not count
    publish('b', 'Nachrichten und Presse');
    publish('b', 'Nachrichten und Presse');
    vi.advanceTimersByTime(PAGE_TITLE_WAIT_MS * 2);
    expect(record).toHaveBeenCalledTimes(2);
    expect(record.mock.calls[1][0]).toEqual({
      name: 'page_visited',
      page_type: 'news',
      navigated_dashboard: true,
      page_name: 'Nachrichten und Presse',
    });

    // The same path again is a new location, and a new visit.
    recorder.visit({ key: 'c', pathname: ROUTES.news }, 'news');
    publish('c', 'Nachrichten und Presse');
    expect(record).toHaveBeenCalledTimes(3);
    expect(record.mock.calls[2][0]).toMatchObject({ navigated_dashboard: false });
  });

  it('falls back to the path when the page sets no title', () => {
    const record = vi.fn();
    const recorder = createPageVisitRecorder(titles, timers, record);
    recorder.visit({ key: 'a', pathname: ROUTES.approvalPending }, 'approval-pending');
    vi.advanceTimersByTime(PAGE_TITLE_WAIT_MS - 1);
    expect(record).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(record).toHaveBeenCalledWith(expect.objectContaining({ page_name: ROUTES.approvalPending }));
    publish('a', 'Zu spät');
    expect(record).toHaveBeenCalledOnce();
  });

  it('records nothing for pages without a page type, nor for a location left before its title came', () => {
    const record = vi.fn();
    const recorder = createPageVisitRecorder(titles, timers, record);
    recorder.visit({ key: 'a', pathname: '/gibt-es-nicht' }, null);
    publish('a', 'Seite nicht gefunden');
    recorder.visit({ key: 'b', pathname: ROUTES.approvalPending }, 'approval-pending');
    recorder.visit({ key: 'c', pathname: ROUTES.home }, 'home'); // redirected at once
    vi.advanceTimersByTime(PAGE_TITLE_WAIT_MS);
    expect(record.mock.calls.map(([event]) => event.page_type)).toEqual(['home']);
  });

  it('records no visit when an error or not-found view stands in for the page', () => {
    const record = vi.fn();
    const recorder = createPageVisitRecorder(titles, timers, record);
    recorder.visit({ key: 'a', pathname: ROUTES.newsDetail(999_999) }, 'newsDetail');
    publish('a', 'Seite nicht gefunden', false);
    vi.advanceTimersByTime(PAGE_TITLE_WAIT_MS * 2);
    publish('b', 'Fehler', false);
    recorder.visit({ key: 'b', pathname: ROUTES.funds }, 'funds'); // the error view rendered first
    vi.advanceTimersByTime(PAGE_TITLE_WAIT_MS * 2);
    expect(record).not.toHaveBeenCalled();
  });
});
