import { ApiError } from '../app/api-client.ts';
import { errorMessage } from '../app/query-client.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import styles from './query-states.module.css';
import { Spinner } from './spinner.tsx';
import typography from './type.module.css';

/** A spinner with its text, announced as a status while a list or a card loads. */
export function LoadingStatus({ text, className }: { text: string; className?: string }) {
  return (
    <div role="status" className={[styles.loading, className].filter(Boolean).join(' ')}>
      <Spinner size={28} />
      <p className={typography.body1}>{text}</p>
    </div>
  );
}

/** A 4xx answer is a refusal (flag, scope, bad filter): asking again would not help. */
export const isRefusal = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * What failed, with 'Erneut versuchen' after a lost connection or a server error. `text` replaces the
 * server's message where the page knows better what failed; a refusal (4xx) keeps the server's words, which
 * say why the person may not see this (decision 026).
 */
export function LoadFailed({
  error,
  onRetry,
  text,
  className,
}: {
  error: unknown;
  onRetry: () => void;
  text?: string;
  className?: string;
}) {
  return (
    <Alert
      severity="error"
      role="alert"
      className={className}
      action={
        isRefusal(error) ? undefined : (
          <Button size="small" className={styles.retry} onClick={onRetry}>
            Erneut versuchen
          </Button>
        )
      }
    >
      {/* A refusal explains the access in the server's words; asking again would not help. */}
      {isRefusal(error) ? errorMessage(error) : (text ?? errorMessage(error))}
    </Alert>
  );
}

/**
 * A page whose content could not load (decision 026): its heading and what failed, with 'Erneut versuchen'
 * only where asking again can help. A refusal (403) shows the server's explanation of the access instead.
 */
export function PageLoadFailed({
  title,
  error,
  onRetry,
  text,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  text?: string;
}) {
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{title}</h1>
      <LoadFailed error={error} onRetry={onRetry} text={text} />
    </div>
  );
}
