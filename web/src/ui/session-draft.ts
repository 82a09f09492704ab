import { useEffect, useState } from 'react';

/**
 * What a person typed into a form, kept in the tab's sessionStorage until it is sent, so a session that
 * ended meanwhile (or a reload) does not throw it away (WCAG 2.2.1). Keyed by user, so another person
 * signing in on the same tab never sees it; explicit sign-out removes every draft.
 */
const PREFIX = 'kp.draft.';

const storageKey = (userId: number, form: string) => `${PREFIX}${userId}.${form}`;

export function readDraft<T extends object>(userId: number, form: string): Partial<T> | null {
  try {
    const raw = sessionStorage.getItem(storageKey(userId, form));
    const value: unknown = raw ? JSON.parse(raw) : null;
    return value && typeof value === 'object' ? (value as Partial<T>) : null;
  } catch {
    return null;
  }
}

export function writeDraft(userId: number, form: string, value: object): void {
  try {
    sessionStorage.setItem(storageKey(userId, form), JSON.stringify(value));
  } catch {
    // Storage full or blocked: the form works as before, only without the draft.
  }
}

export function clearDraft(userId: number, form: string): void {
  sessionStorage.removeItem(storageKey(userId, form));
}

/** On sign-out: nothing typed stays behind for the next person at this computer. */
export function clearAllDrafts(): void {
  for (const key of Object.keys(sessionStorage)) {
    if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
  }
}

/** useState for a form's fields, starting from the saved draft and saving every change. */
export function useSessionDraft<T extends object>(userId: number, form: string, initial: () => T) {
  const [value, setValue] = useState<T>(() => ({ ...initial(), ...readDraft<T>(userId, form) }));
  useEffect(() => writeDraft(userId, form, value), [userId, form, value]);
  return [value, setValue, () => clearDraft(userId, form)] as const;
}
