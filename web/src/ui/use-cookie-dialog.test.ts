import { COOKIE_DIALOG_DELAY_MS, COOKIE_RETRY_MS } from '@kp/contract/shell';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isTypingTarget, scheduleCookieDialog } from './use-cookie-dialog.ts';

const timers = {
  setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms) as unknown as number,
  clearTimeout: (id: number) => clearTimeout(id),
};

describe('cookie dialog timer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens after 10 s', () => {
    const onDue = vi.fn();
    scheduleCookieDialog(onDue, () => false, COOKIE_DIALOG_DELAY_MS, timers);
    vi.advanceTimersByTime(COOKIE_DIALOG_DELAY_MS - 1);
    expect(onDue).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onDue).toHaveBeenCalledOnce();
  });

  it('waits while another dialog is open', () => {
    const onDue = vi.fn();
    let blocked = true;
    scheduleCookieDialog(onDue, () => blocked, COOKIE_DIALOG_DELAY_MS, timers);
    vi.advanceTimersByTime(COOKIE_DIALOG_DELAY_MS + 3 * COOKIE_RETRY_MS);
    expect(onDue).not.toHaveBeenCalled();
    blocked = false;
    vi.advanceTimersByTime(COOKIE_RETRY_MS);
    expect(onDue).toHaveBeenCalledOnce();
  });

  it('never fires once cancelled (the dashboard unmounted)', () => {
    const onDue = vi.fn();
    const cancel = scheduleCookieDialog(onDue, () => false, COOKIE_DIALOG_DELAY_MS, timers);
    vi.advanceTimersByTime(COOKIE_DIALOG_DELAY_MS / 2);
    cancel();
    vi.advanceTimersByTime(COOKIE_DIALOG_DELAY_MS * 2);
    expect(onDue).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not fire after a cancel during the retries', () => {
    const onDue = vi.fn();
    let blocked = true;
    const cancel = scheduleCookieDialog(onDue, () => blocked, COOKIE_DIALOG_DELAY_MS, timers);
    vi.advanceTimersByTime(COOKIE_DIALOG_DELAY_MS + COOKIE_RETRY_MS);
    cancel();
    blocked = false;
    vi.advanceTimersByTime(COOKIE_RETRY_MS * 3);
    expect(onDue).not.toHaveBeenCalled();
  });
});

describe('isTypingTarget (decision 016: the dialog waits while a person types)', () => {
  it('counts text fields, text areas and editable elements', () => {
    expect(isTypingTarget({ tagName: 'INPUT', type: 'text' })).toBe(true);
    expect(isTypingTarget({ tagName: 'INPUT', type: 'search' })).toBe(true);
    expect(isTypingTarget({ tagName: 'TEXTAREA' })).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: true })).toBe(true);
  });

  it('does not count buttons, checkboxes or nothing focused', () => {
    expect(isTypingTarget({ tagName: 'INPUT', type: 'checkbox' })).toBe(false);
    expect(isTypingTarget({ tagName: 'BUTTON', isContentEditable: false })).toBe(false);
    expect(isTypingTarget({ tagName: 'BODY' })).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
