import type { AvailableMalo } from '@kp/contract/rabatt';
import { addressOf, COMMENT_MAX_LENGTH } from '@kp/contract/rabatt-constants';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../app/query-client.ts';
import { useSnackbar } from '../../ui/snackbar.tsx';
import { cachedMalosQuery, useAddLieferstelle } from './api.ts';

const maloLabel = (malo: AvailableMalo) =>
  `${malo.marktlokation} – ${[addressOf(malo), `${malo.plz} ${malo.ort}`.trim()].filter(Boolean).join(', ')} (${malo.sparte})`;

/**
 * A commune adds a delivery point (spec 02 §2, §5): a marktlokation picked from the available list, then the
 * required comment. Errors stay in the dialog with everything typed.
 */
export function NewLieferstelleDialog({
  open,
  commune,
  year,
  onClose,
}: {
  open: boolean;
  commune: string;
  year: number;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {/* Mounted while open only, so every opening starts empty. */}
      {open && <NewLieferstelleForm titleId={titleId} commune={commune} year={year} onClose={onClose} />}
    </Dialog>
  );
}

function NewLieferstelleForm({
  titleId,
  commune,
  year,
  onClose,
}: {
  titleId: string;
  commune: string;
  year: number;
  onClose: () => void;
}) {
  const malos = useQuery({ ...cachedMalosQuery(commune, year), meta: { silent: true } });
  const add = useAddLieferstelle(commune);
  const snackbar = useSnackbar();
  const [picked, setPicked] = useState<AvailableMalo | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);

  const valid = picked !== null && comment.trim() !== '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!picked || !valid || add.isPending) return;
    add.mutate(
      { year, marktlokation: picked.marktlokation, comment: comment.trim() },
      {
        onSuccess: () => {
          snackbar.show(`Lieferstelle ${picked.marktlokation} wurde hinzugefügt.`, 'success');
          onClose();
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle id={titleId}>Lieferstelle hinzufügen</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>
          Wählen Sie eine Marktlokation Ihrer Kommune, die noch nicht in der Liste {year} steht, und begründen
          Sie die Aufnahme in einem Kommentar.
        </DialogContentText>
        {malos.isError && <Alert severity="error">{errorMessage(malos.error)}</Alert>}
        <Autocomplete
          options={malos.data ?? []}
          loading={malos.isPending}
          loadingText="Marktlokationen werden geladen …"
          noOptionsText="Keine passende Marktlokation"
          value={picked}
          onChange={(_event, value) => {
            setPicked(value);
            setError(null);
          }}
          getOptionLabel={maloLabel}
          isOptionEqualToValue={(option, value) => option.marktlokation === value.marktlokation}
          renderOption={({ key, ...props }, option) => (
            <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
              <Box sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{option.marktlokation}</Box>
              <Box sx={{ fontSize: '0.875rem', color: 'text.secondary' }}>
                {addressOf(option)}, {option.plz} {option.ort} · {option.sparte} ·{' '}
                {option.geschaeftspartnerName}
              </Box>
            </Box>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Marktlokation"
              required
              helperText="Nach Marktlokation, Adresse oder Ort suchen"
            />
          )}
          clearText="Auswahl löschen"
          openText="Liste öffnen"
          closeText="Liste schließen"
          sx={{ mt: 1 }}
        />
        <TextField
          label="Kommentar"
          required
          multiline
          minRows={3}
          maxRows={8}
          value={comment}
          disabled={picked === null}
          onChange={(event) => {
            setComment(event.target.value);
            setError(null);
          }}
          helperText={
            picked === null
              ? 'Bitte wählen Sie zuerst eine Marktlokation.'
              : 'Bitte begründen Sie die Aufnahme.'
          }
          slotProps={{
            htmlInput: { maxLength: COMMENT_MAX_LENGTH },
            // The hint says why the field is locked, so it must stay readable (MUI greys it to 2.67:1).
            formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
          }}
        />
        {error && <Alert severity="error">{error}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Abbrechen</Button>
        <Button type="submit" variant="contained" disabled={!valid || add.isPending}>
          Hinzufügen
        </Button>
      </DialogActions>
    </Box>
  );
}
