import {
  MALO_COLUMNS,
  RABATT_UPLOAD_TEXTS,
  type UploadReport,
  YEAR_START_COLUMNS,
} from '@kp/contract/rabatt-backoffice';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../app/api-client.ts';
import { errorMessage } from '../../app/query-client.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { uploadRabattFile, yearStartCommunesQuery } from './year-start-api.ts';

export type UploadMode = 'year' | 'malos';

type Outcome =
  | { kind: 'report'; report: UploadReport }
  | { kind: 'refused'; message: string; lines: string[] }
  | { kind: 'error'; message: string };

/**
 * 'Neues Jahr starten' and 'Marktlokationen hochladen' (decision 020), for employees and admins on the
 * Kommunalrabatt page and in the back office. 'Prüfen' checks the file without writing; the server lists
 * every bad row with its line, and writes all rows or none.
 */
export function YearStartDialog({
  mode,
  open,
  onClose,
  defaultCommune,
  defaultYear,
  onDone,
}: {
  mode: UploadMode;
  open: boolean;
  onClose: () => void;
  defaultCommune: string | null;
  defaultYear: number;
  /** After a write: the commune (null for all) and the year, so the page can show them. */
  onDone?: (commune: string | null, year: number) => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      {open && (
        <UploadForm
          titleId={titleId}
          mode={mode}
          onClose={onClose}
          defaultCommune={defaultCommune}
          defaultYear={defaultYear}
          onDone={onDone}
        />
      )}
    </Dialog>
  );
}

function UploadForm({
  titleId,
  mode,
  onClose,
  defaultCommune,
  defaultYear,
  onDone,
}: {
  titleId: string;
  mode: UploadMode;
  onClose: () => void;
  defaultCommune: string | null;
  defaultYear: number;
  onDone?: (commune: string | null, year: number) => void;
}) {
  const communes = useQuery({ ...yearStartCommunesQuery(), meta: { silent: true } });
  const queryClient = useQueryClient();
  const fileId = useId();
  const hintId = useId();
  const [commune, setCommune] = useState(defaultCommune ?? '');
  const [year, setYear] = useState(String(defaultYear));
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const yearValue = Number(year);
  const yearValid = mode === 'malos' || (/^\d{4}$/.test(year) && yearValue >= 2000);
  const ready = file !== null && yearValid && !busy;
  const title = mode === 'year' ? RABATT_UPLOAD_TEXTS.startYear : RABATT_UPLOAD_TEXTS.uploadMalos;
  const columns = mode === 'year' ? YEAR_START_COLUMNS : MALO_COLUMNS;

  const send = async (dryRun: boolean) => {
    if (!file || !ready) return;
    setBusy(true);
    setOutcome(null);
    try {
      const report = await uploadRabattFile(mode === 'year' ? 'year-start' : 'marktlokationen', file, {
        year: mode === 'year' ? yearValue : undefined,
        commune: commune || undefined,
        dryRun,
      });
      setOutcome({ kind: 'report', report });
      if (!dryRun) {
        await queryClient.invalidateQueries({ queryKey: ['rabatt'] });
        onDone?.(commune || null, yearValue);
      }
    } catch (error) {
      setOutcome(
        error instanceof ApiError && error.lines
          ? { kind: 'refused', message: error.message, lines: error.lines }
          : { kind: 'error', message: errorMessage(error) },
      );
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(false);
  };

  const written = outcome?.kind === 'report' && !outcome.report.dryRun;
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText id={hintId}>
          {mode === 'year'
            ? 'Die Datei hat die Spalten des CSV-Exports der Lieferstellen und den Rabattbetrag des Jahres. Die Liste beginnt im Status „Neu“. Ist eine Zeile fehlerhaft, wird nichts gespeichert; dieselbe Datei ein zweites Mal ändert nichts.'
            : 'Die Datei enthält alle Marktlokationen der Kommune; fehlende werden aus der Auswahl der Kommune entfernt. Ist eine Zeile fehlerhaft, wird nichts gespeichert.'}
        </DialogContentText>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Spalten: {columns.join('; ')}
          {mode === 'year' ? '; optional Kommune, Sparte, Ort, Rabattbetrag JJJJ' : '; optional Kommune'}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-end' }}>
          <SelectField label="Kommune" value={commune} onChange={setCommune} disabled={busy}>
            <option value="">{RABATT_UPLOAD_TEXTS.allCommunes}</option>
            {(communes.data ?? (defaultCommune ? [defaultCommune] : [])).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </SelectField>
          {mode === 'year' && (
            <TextField
              label="Jahr"
              value={year}
              onChange={(event) => setYear(event.target.value.replace(/\D/g, '').slice(0, 4))}
              required
              disabled={busy}
              error={!yearValid}
              helperText={yearValid ? ' ' : 'Bitte geben Sie ein Jahr an, z. B. 2027.'}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              sx={{ width: 140 }}
            />
          )}
        </Box>
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <Box
            component="label"
            htmlFor={fileId}
            sx={{ fontSize: '0.875rem', fontWeight: 600, color: 'text.secondary' }}
          >
            {RABATT_UPLOAD_TEXTS.file}
          </Box>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            disabled={busy}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setOutcome(null);
            }}
          />
        </Box>
        {busy && <LinearProgress aria-label="Die Datei wird geprüft" />}
        <Box aria-live="polite">
          {outcome?.kind === 'report' && (
            <Alert severity={outcome.report.dryRun ? 'info' : 'success'}>
              {outcome.report.dryRun && (
                <Typography sx={{ fontWeight: 600 }}>Geprüft, nichts gespeichert:</Typography>
              )}
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {outcome.report.summary.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </Box>
            </Alert>
          )}
          {outcome?.kind === 'refused' && (
            <Alert severity="error">
              <Typography sx={{ fontWeight: 600 }}>{outcome.message}</Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5, maxHeight: 240, overflowY: 'auto' }}>
                {outcome.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </Box>
            </Alert>
          )}
          {outcome?.kind === 'error' && <Alert severity="error">{outcome.message}</Alert>}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{written ? 'Schließen' : 'Abbrechen'}</Button>
        <Button onClick={() => void send(true)} disabled={!ready}>
          {RABATT_UPLOAD_TEXTS.check}
        </Button>
        <Button type="submit" variant="contained" disabled={!ready}>
          {mode === 'year' ? RABATT_UPLOAD_TEXTS.start : RABATT_UPLOAD_TEXTS.upload}
        </Button>
      </DialogActions>
    </Box>
  );
}
