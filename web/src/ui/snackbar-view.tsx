import { SNACKBAR_DURATION_MS } from '@kp/contract/shell';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { MuiStyles } from '../app/mui-styles.tsx';

type Props = {
  message: { id: number; text: string; severity: AlertColor } | undefined;
  open: boolean;
  onClose: () => void;
  onExited: () => void;
};

/** The visible part of the snackbar; loaded only when the first message comes. */
export function SnackbarView({ message, open, onClose, onExited }: Props) {
  const close = (_event?: unknown, reason?: string) => {
    if (reason !== 'clickaway') onClose();
  };
  return (
    <MuiStyles>
      <Snackbar
        key={message?.id}
        open={open && Boolean(message)}
        autoHideDuration={SNACKBAR_DURATION_MS}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        slotProps={{ transition: { onExited } }}
      >
        {message ? (
          <Alert onClose={close} severity={message.severity} variant="filled" sx={{ width: '100%' }}>
            {message.text}
          </Alert>
        ) : undefined}
      </Snackbar>
    </MuiStyles>
  );
}
