import {
  MALO_COLUMNS,
  RABATT_UPLOAD_TEXTS,
  type UploadReport,
  YEAR_START_COLUMNS,
} from '@kp/contract/rabatt-backoffice';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../app/api-client.ts';
import { errorMessage } from '../../app/query-client.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import text from '../../ui/type.module.css';
import shared from './rabatt.module.css';
import { uploadRabattFile, yearStartCommunesQuery } from './year-start-api.ts';
import styles from './year-start-dialog.module.css';

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
  const communes = useQuery({ ...yearStartCommunesQuery(), meta: { silent: true } });
  const queryClient = useQueryClient();
  const formId = useId();
  const fileId = useId();
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
    <Dialog
      open={open}
      onClose={onClose}
      width="md"
      title={title}
      actions={
        <div className={shared.dialogActions}>
          <Button onClick={onClose}>{written ? 'Schließen' : 'Abbrechen'}</Button>
          <Button onClick={() => void send(true)} disabled={!ready}>
            {RABATT_UPLOAD_TEXTS.check}
          </Button>
          <Button type="submit" form={formId} variant="contained" disabled={!ready}>
            {mode === 'year' ? RABATT_UPLOAD_TEXTS.start : RABATT_UPLOAD_TEXTS.upload}
          </Button>
        </div>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className={styles.form}>
        <p className={shared.dialogText}>
          {mode === 'year'
            ? 'Die Datei hat die Spalten des CSV-Exports der Lieferstellen und den Rabattbetrag des Jahres. Die Liste beginnt im Status „Neu“. Ist eine Zeile fehlerhaft, wird nichts gespeichert; dieselbe Datei ein zweites Mal ändert nichts.'
            : 'Die Datei enthält alle Marktlokationen der Kommune; fehlende werden aus der Auswahl der Kommune entfernt. Ist eine Zeile fehlerhaft, wird nichts gespeichert.'}
        </p>
        <p className={`${text.body2} ${text.secondary}`}>
          Spalten: {columns.join('; ')}
          {mode === 'year' ? '; optional Kommune, Sparte, Ort, Rabattbetrag JJJJ' : '; optional Kommune'}
        </p>
        <div className={styles.fields}>
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
              inputMode="numeric"
              className={styles.year}
            />
          )}
        </div>
        <div className={styles.file}>
          <label htmlFor={fileId} className={styles.fileLabel}>
            {RABATT_UPLOAD_TEXTS.file}
          </label>
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
        </div>
        {busy && <ProgressBar label="Die Datei wird geprüft" />}
        <div aria-live="polite">
          {outcome?.kind === 'report' && (
            <Alert role="alert" severity={outcome.report.dryRun ? 'info' : 'success'}>
              {outcome.report.dryRun && <p className={styles.lead}>Geprüft, nichts gespeichert:</p>}
              <ul className={styles.lines}>
                {outcome.report.summary.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </Alert>
          )}
          {outcome?.kind === 'refused' && (
            <Alert role="alert" severity="error">
              <p className={styles.lead}>{outcome.message}</p>
              <ul className={`${styles.lines} ${styles.refused}`}>
                {outcome.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </Alert>
          )}
          {outcome?.kind === 'error' && (
            <Alert role="alert" severity="error">
              {outcome.message}
            </Alert>
          )}
        </div>
      </form>
    </Dialog>
  );
}
