import { SESSION_EXPIRES_HEADER } from '@kp/contract/api-base';

/**
 * When the session ends if nothing else reaches the server (WCAG 2.2.1). Every API answer of a signed-in
 * user carries `x-session-expires-in` (seconds, server/src/auth/sessions.ts); the time is kept in
 * localStorage, so another tab's calls, which keep the same session alive, move it for every tab.
 */
/** The warning comes this long before the end. */
export const SESSION_WARNING_MS = 2 * 60_000;
const STORAGE_KEY = 'kp.sessionExpiresAt';

export type SessionPhase =
  | { phase: 'unknown' }
  | { phase: 'active'; warnInMs: number }
  | { phase: 'warning'; leftMs: number }
  | { phase: 'expired' };

/** Where a session that ends at `expiresAt` stands at `now` (both epoch ms of this browser's clock). */
export function sessionPhase(expiresAt: number | null, now: number): SessionPhase {
  if (expiresAt === null) return { phase: 'unknown' };
  const left = expiresAt - now;
  if (left <= 0) return { phase: 'expired' };
  if (left <= SESSION_WARNING_MS) return { phase: 'warning', leftMs: left };
  return { phase: 'active', warnInMs: left - SESSION_WARNING_MS };
}

const listeners = new Set<() => void>();
let expiresAt: number | null = readStored();

function readStored(): number | null {
  try {
    const value = Number(localStorage.getItem(STORAGE_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function emit() {
  for (const listener of [...listeners]) listener();
}

export const sessionClock = {
  get: () => expiresAt,
  /** From an API answer: the header's seconds, counted from now. */
  noteResponse(response: Response, now = Date.now()): void {
    const header = response.headers.get(SESSION_EXPIRES_HEADER);
    if (header === null) return;
    const seconds = Number(header);
    if (!Number.isFinite(seconds)) return;
    expiresAt = now + seconds * 1000;
    try {
      localStorage.setItem(STORAGE_KEY, String(expiresAt));
    } catch {
      // This tab still knows; other tabs learn from their own calls.
    }
    emit();
  },
  /** Signed out or the session is gone: no warning until the next signed-in answer. */
  forget(): void {
    expiresAt = null;
    try {
      localStorage.removeItem(STORAGE_KEY);
    } catch {
      // Storage blocked: this tab forgot it, which is what counts here.
    }
    emit();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEY) return;
      expiresAt = readStored();
      listener();
    };
    // No window in the unit tests' Node.
    const target = typeof window === 'undefined' ? null : window;
    target?.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      target?.removeEventListener('storage', onStorage);
    };
  },
};
