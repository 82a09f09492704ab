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
 * server's message where the page knows better what failed.
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
      {text ?? errorMessage(error)}
    </Alert>
  );
}
