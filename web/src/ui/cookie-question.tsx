import { lazy, Suspense } from 'react';
import { useCookieDialog } from './use-cookie-dialog.ts';

// Most visits never see it; keep MUI's Dialog out of the page's first load.
const CookieDialog = lazy(() =>
  import('./cookie-dialog.tsx').then((module) => ({ default: module.CookieDialog })),
);

/**
 * The cookie question (spec 01 §2: after 10 s unless answered) on the dashboard and, before approval, on
 * the login and approval pages (decision 016). `consent` is the answer so far (null: none; undefined: not read yet); `answer` records
 * a new one, after which `consent` is no longer null and the dialog closes.
 */
export function CookieQuestion({
  consent,
  answer,
  pending,
}: {
  consent: boolean | null | undefined;
  answer: (tracking: boolean) => void;
  pending?: boolean;
}) {
  const cookies = useCookieDialog(consent);
  if (!cookies.mounted) return null;
  return (
    <Suspense fallback={null}>
      <CookieDialog open={cookies.open} onClose={cookies.close} answer={answer} pending={pending} />
    </Suspense>
  );
}
