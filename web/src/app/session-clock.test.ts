import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_WARNING_MS, sessionClock, sessionPhase } from './session-clock.ts';

const MINUTE = 60_000;

describe('sessionPhase', () => {
  it('knows nothing before the first signed-in answer', () => {
    expect(sessionPhase(null, 0)).toEqual({ phase: 'unknown' });
  });

  it('warns two minutes before the end, not earlier', () => {
    const end = 30 * MINUTE;
    expect(sessionPhase(end, 0)).toEqual({ phase: 'active', warnInMs: 28 * MINUTE });
    expect(sessionPhase(end, end - SESSION_WARNING_MS - 1)).toEqual({ phase: 'active', warnInMs: 1 });
    expect(sessionPhase(end, end - SESSION_WARNING_MS)).toEqual({ phase: 'warning', leftMs: 2 * MINUTE });
    expect(sessionPhase(end, end - 1)).toEqual({ phase: 'warning', leftMs: 1 });
  });

  it('has ended at the end', () => {
    expect(sessionPhase(1000, 1000)).toEqual({ phase: 'expired' });
    expect(sessionPhase(1000, 5000)).toEqual({ phase: 'expired' });
  });
});

describe('sessionClock', () => {
  afterEach(() => sessionClock.forget());
  const answer = (headers: Record<string, string>) => new Response(null, { status: 204, headers });

  it('counts the header from now, in this browser, so clock skew with the server does not matter', () => {
    sessionClock.noteResponse(answer({ 'x-session-expires-in': '1800' }), 1_000_000);
    expect(sessionClock.get()).toBe(1_000_000 + 30 * MINUTE);
  });

  it('ignores answers without the header (public calls) or with a broken one', () => {
    sessionClock.noteResponse(answer({ 'x-session-expires-in': '1800' }), 0);
    sessionClock.noteResponse(answer({}), 5_000);
    sessionClock.noteResponse(answer({ 'x-session-expires-in': 'bald' }), 5_000);
    expect(sessionClock.get()).toBe(30 * MINUTE);
  });

  it('tells subscribers, and forgets on sign-out', () => {
    const listener = vi.fn();
    const unsubscribe = sessionClock.subscribe(listener);
    sessionClock.noteResponse(answer({ 'x-session-expires-in': '60' }), 0);
    expect(listener).toHaveBeenCalledTimes(1);
    sessionClock.forget();
    expect(sessionClock.get()).toBeNull();
    unsubscribe();
  });
});
