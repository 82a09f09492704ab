import { SNACKBAR_DELAY_MS } from '@kp/contract/shell';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import type { Severity } from './alert.tsx';

type Message = { id: number; text: string; severity: Severity };

type SnackbarApi = {
  /** Shows a German message; the same text is not queued twice. */
  show: (text: string, severity?: Severity) => void;
  showError: (text: string) => void;
};

const SnackbarContext = createContext<SnackbarApi | null>(null);

// Most sessions never see a message: keep Snackbar and Alert out of the first load.
const SnackbarView = lazy(() =>
  import('./snackbar-view.tsx').then((module) => ({ default: module.SnackbarView })),
);

let nextId = 1;

/**
 * One message at a time: it appears after SNACKBAR_DELAY_MS (so a quick retry or navigation does not
 * flash a message) and closes after SNACKBAR_DURATION_MS (spec 01 §4, §9).
 */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Message[]>([]);
  const [open, setOpen] = useState(false);
  const current = queue[0];

  const show = useCallback((text: string, severity: Severity = 'error') => {
    setQueue((items) =>
      items.some((item) => item.text === text) ? items : [...items, { id: nextId++, text, severity }],
    );
  }, []);

  useEffect(() => {
    if (!current) return;
    const timer = window.setTimeout(() => setOpen(true), SNACKBAR_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [current]);

  const api = useMemo<SnackbarApi>(() => ({ show, showError: (text) => show(text, 'error') }), [show]);

  return (
    <SnackbarContext.Provider value={api}>
      {children}
      {current && (
        <Suspense fallback={null}>
          <SnackbarView
            message={current}
            open={open}
            onClose={() => setOpen(false)}
            onExited={() => setQueue((items) => items.slice(1))}
          />
        </Suspense>
      )}
    </SnackbarContext.Provider>
  );
}

export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar() außerhalb des SnackbarProvider verwendet');
  return api;
}
