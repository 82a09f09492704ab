import { lazy, Suspense, useEffect, useReducer, useSyncExternalStore } from 'react';
import { useMe } from './session.ts';
import { sessionClock, sessionPhase } from './session-clock.ts';

const SessionEndDialog = lazy(() =>
  import('./session-end-dialog.tsx').then((module) => ({ default: module.SessionEndDialog })),
);

/**
 * Warns two minutes before the idle end of the session and offers to continue (WCAG 2.2.1); after the
 * end, offers a new sign-in that comes back to this page. Renders nothing until then (the dialog's code
 * loads only when it is needed).
 */
export function SessionEndWarning() {
  const { data: user } = useMe();
  const expiresAt = useSyncExternalStore(sessionClock.subscribe, sessionClock.get, () => null);
  const [, tick] = useReducer((count: number) => count + 1, 0);
  const phase = user ? sessionPhase(expiresAt, Date.now()) : ({ phase: 'unknown' } as const);
  const wait =
    phase.phase === 'active'
      ? phase.warnInMs
      : phase.phase === 'warning'
        ? Math.min(1_000, phase.leftMs)
        : null;

  useEffect(() => {
    if (wait === null) return;
    const timer = window.setTimeout(tick, wait);
    return () => window.clearTimeout(timer);
  });

  if (phase.phase !== 'warning' && phase.phase !== 'expired') return null;
  return (
    <Suspense fallback={null}>
      <SessionEndDialog phase={phase} expiresAt={expiresAt ?? Date.now()} />
    </Suspense>
  );
}
