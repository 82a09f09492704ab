import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { ApiError } from '../app/api-client.ts';
import { errorMessage } from '../app/query-client.ts';

/** A spinner with its text, announced as a status while a list or a card loads. */
export function LoadingStatus({ text, sx }: { text: string; sx?: SxProps<Theme> }) {
  return (
    <Box
      role="status"
      sx={[
        { display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 6 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <CircularProgress size={28} aria-hidden />
      <Typography>{text}</Typography>
    </Box>
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
  sx,
}: {
  error: unknown;
  onRetry: () => void;
  text?: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        isRefusal(error) ? undefined : (
          <Button color="inherit" size="small" onClick={onRetry}>
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
    <Box sx={{ maxWidth: 900 }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {title}
      </Typography>
      <LoadFailed error={error} onRetry={onRetry} text={text} />
    </Box>
  );
}
