import { zodResolver } from '@hookform/resolvers/zod';
import { type PortalUpdateInput, PortalUpdateInputSchema } from '@kp/contract/notifications';
import { formatTimestamp } from '@kp/contract/shell';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useSnackbar } from '../../ui/snackbar.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { portalUpdatesQuery, useSendPortalUpdate } from './api.ts';

const TITLE = 'Portal-Neuigkeiten';
const EMPTY: PortalUpdateInput = { Titel: '', Content: '', url: '' };

/**
 * Admins send portal updates, the mandatory notifications every confirmed user receives whatever their
 * settings (decision 009), and see how many people have read each one.
 */
export function PortalUpdatesPage() {
  useDocumentTitle(TITLE);
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Typography variant="h1" sx={{ mb: 1.5 }}>
        {TITLE}
      </Typography>
      <Typography sx={{ mb: 3, color: 'text.secondary' }}>
        Eine Portal-Neuigkeit erscheint bei allen freigeschalteten Nutzerinnen und Nutzern im
        Benachrichtigungsbereich, unabhängig von ihren Einstellungen, und im täglichen E-Mail-Service.
      </Typography>
      <PortalUpdateForm />
      <SentUpdates />
    </Box>
  );
}

function PortalUpdateForm() {
  const send = useSendPortalUpdate();
  const snackbar = useSnackbar();
  const headingId = useId();
  const confirmTitleId = useId();
  const confirmTextId = useId();
  const [confirming, setConfirming] = useState<PortalUpdateInput | null>(null);
  const form = useForm<PortalUpdateInput>({
    resolver: zodResolver(PortalUpdateInputSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => setConfirming(values));
  const confirm = () => {
    if (!confirming) return;
    send.mutate(
      { ...confirming, url: confirming.url || undefined },
      {
        onSuccess: (update) => {
          setConfirming(null);
          form.reset(EMPTY);
          snackbar.show(
            update.recipients === 1
              ? 'Die Portal-Neuigkeit wurde an eine Person gesendet.'
              : `Die Portal-Neuigkeit wurde an ${update.recipients} Personen gesendet.`,
            'success',
          );
        },
        // The snackbar shows the server's message; the form keeps what was typed.
        onError: () => setConfirming(null),
      },
    );
  };

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, mb: 4 }}
    >
      <Typography id={headingId} component="h2" variant="h3" sx={{ fontSize: '1.25rem', mb: 2 }}>
        Neue Portal-Neuigkeit
      </Typography>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
        <Controller
          control={form.control}
          name="Titel"
          render={({ field: { ref, ...field } }) => (
            <TextField
              {...field}
              inputRef={ref}
              label="Titel"
              required
              error={!!errors.Titel}
              helperText={errors.Titel?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="Content"
          render={({ field: { ref, ...field } }) => (
            <TextField
              {...field}
              inputRef={ref}
              label="Text"
              required
              multiline
              minRows={4}
              error={!!errors.Content}
              helperText={errors.Content?.message ?? 'Die ersten zehn Wörter erscheinen in der Vorschau.'}
            />
          )}
        />
        <Controller
          control={form.control}
          name="url"
          render={({ field: { ref, value, ...field } }) => (
            <TextField
              {...field}
              value={value ?? ''}
              inputRef={ref}
              label="Link im Portal (optional)"
              placeholder="/news"
              error={!!errors.url}
              helperText={
                errors.url?.message ??
                'Ein Pfad im Portal, der mit / beginnt; ohne Link öffnet die Zeile nichts.'
              }
            />
          )}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={send.isPending}>
            An alle senden
          </Button>
        </Box>
      </Box>
      <Dialog
        open={confirming !== null}
        onClose={() => !send.isPending && setConfirming(null)}
        aria-labelledby={confirmTitleId}
        aria-describedby={confirmTextId}
        maxWidth="sm"
      >
        <DialogTitle id={confirmTitleId} component="h2">
          Portal-Neuigkeit an alle senden?
        </DialogTitle>
        <DialogContent>
          <DialogContentText id={confirmTextId}>
            „{confirming?.Titel}“ geht an alle freigeschalteten Nutzerinnen und Nutzer. Eine gesendete
            Portal-Neuigkeit lässt sich nicht zurückholen.
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setConfirming(null)} disabled={send.isPending}>
            Abbrechen
          </Button>
          <Button variant="contained" onClick={confirm} disabled={send.isPending}>
            Jetzt senden
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}

function SentUpdates() {
  const updates = useQuery({ ...portalUpdatesQuery(), meta: { silent: true } });
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h3" sx={{ fontSize: '1.25rem', mb: 2 }}>
        Gesendete Portal-Neuigkeiten
      </Typography>
      {updates.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void updates.refetch()}>
              Erneut laden
            </Button>
          }
        >
          {updates.error.message}
        </Alert>
      ) : !updates.data ? (
        <Skeleton variant="rounded" height={120} />
      ) : updates.data.length === 0 ? (
        <Typography>Bisher wurden keine Portal-Neuigkeiten gesendet.</Typography>
      ) : (
        // Focusable and named, so the keyboard can scroll the table where it is wider than the screen.
        <TableContainer
          component={Paper}
          variant="outlined"
          role="region"
          aria-labelledby={headingId}
          tabIndex={0}
          sx={{
            overflowX: 'auto',
            '&:focus-visible': {
              outline: 2,
              outlineStyle: 'solid',
              outlineColor: 'primary.main',
              outlineOffset: 2,
            },
          }}
        >
          <Table size="small" aria-labelledby={headingId} sx={{ minWidth: 640 }}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>Datum</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>Titel</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>Link</TableCell>
                <TableCell sx={{ fontWeight: 600 }} align="right">
                  Empfänger
                </TableCell>
                <TableCell sx={{ fontWeight: 600 }} align="right">
                  Gelesen
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {updates.data.map((update) => (
                <TableRow key={update.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTimestamp(update.created_at)}</TableCell>
                  <TableCell>{update.Titel}</TableCell>
                  <TableCell>{update.url || '–'}</TableCell>
                  <TableCell align="right">{update.recipients}</TableCell>
                  <TableCell align="right">{update.readBy}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </section>
  );
}
