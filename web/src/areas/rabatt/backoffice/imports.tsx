import {
  IMPORT_KINDS,
  IMPORT_LABELS,
  IMPORT_PHASE_LABELS,
  type ImportJob,
  type ImportKind,
} from '@kp/contract/rabatt-backoffice';
import { formatDateTime } from '@kp/contract/shell';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { errorMessage } from '../../../app/query-client.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { importJobQuery, importJobsQuery, isFinished, uploadImport } from './imports-api.ts';

const ACCEPT: Record<ImportKind, string> = {
  contracts: '.json,application/json',
  documents: '.zip,application/zip',
  consumption: '.csv,text/csv',
};
const STEPS = ['Hochladen', 'Zeilen prüfen', 'Schreiben', 'Fertig'] as const;

/** Which step of STEPS a job is at (the upload is step 0). */
function activeStep(job: ImportJob | undefined, uploading: boolean): number {
  if (uploading || !job) return 0;
  if (job.phase === 'empfangen' || job.phase === 'prüfen') return 1;
  if (job.phase === 'schreiben') return 2;
  return 4;
}

/**
 * The command-line imports in the back office (docs/import.md), for admins: the file is uploaded with its
 * progress, then the server's phases (checking, writing) and the command's report.
 */
export function ImportsScreen() {
  useDocumentTitle('Importe');
  const queryClient = useQueryClient();
  const fileId = useId();
  const [kind, setKind] = useState<ImportKind>('consumption');
  const [file, setFile] = useState<File | null>(null);
  const [share, setShare] = useState<number | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const job = useQuery({ ...importJobQuery(jobId ?? ''), enabled: jobId !== null, meta: { silent: true } });
  const jobs = useQuery({ ...importJobsQuery(), meta: { silent: true } });
  const finished = job.data !== undefined && isFinished(job.data);
  const uploading = share !== null && jobId === null;

  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: importJobsQuery().queryKey });
  }, [finished, queryClient]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || uploading) return;
    setError(null);
    setJobId(null);
    setShare(0);
    try {
      const started = await uploadImport(kind, file, setShare);
      setJobId(started.id);
    } catch (failure) {
      setError(errorMessage(failure));
      setShare(null);
    }
  };

  const running = uploading || (jobId !== null && !finished);
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 1100, p: { xs: 2, md: 3 } }}>
      <Typography variant="h4" component="h1">
        Importe
      </Typography>
      <Typography>
        Dieselben Importe wie <code>npm run import</code>, mit denselben Prüfungen: Ist eine Zeile fehlerhaft,
        wird nichts importiert und jede fehlerhafte Zeile genannt.
      </Typography>
      <Paper component="form" variant="outlined" onSubmit={submit} sx={{ p: 3, display: 'grid', gap: 2 }}>
        <SelectField
          label="Import"
          value={kind}
          onChange={(value) => {
            setKind(value as ImportKind);
            setFile(null);
          }}
          disabled={running}
        >
          {IMPORT_KINDS.map((value) => (
            <option key={value} value={value}>
              {IMPORT_LABELS[value]}
            </option>
          ))}
        </SelectField>
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <Box
            component="label"
            htmlFor={fileId}
            sx={{ fontSize: '0.875rem', fontWeight: 600, color: 'text.secondary' }}
          >
            Datei
          </Box>
          <input
            key={kind}
            id={fileId}
            type="file"
            accept={ACCEPT[kind]}
            disabled={running}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </Box>
        <Box>
          <Button type="submit" variant="contained" disabled={!file || running}>
            Import starten
          </Button>
        </Box>
        {share !== null && (
          <Box sx={{ display: 'grid', gap: 1.5 }} aria-live="polite">
            <Stepper activeStep={activeStep(job.data, uploading)} alternativeLabel>
              {STEPS.map((label) => (
                <Step key={label}>
                  <StepLabel>{label}</StepLabel>
                </Step>
              ))}
            </Stepper>
            {uploading ? (
              <>
                <LinearProgress
                  variant="determinate"
                  value={Math.round(share * 100)}
                  aria-label="Hochgeladen"
                />
                <Typography variant="body2">{`Hochgeladen: ${Math.round(share * 100)} %`}</Typography>
              </>
            ) : (
              !finished && (
                <>
                  <LinearProgress
                    aria-label={job.data ? IMPORT_PHASE_LABELS[job.data.phase] : 'Wird gestartet'}
                  />
                  <Typography variant="body2">
                    {job.data ? IMPORT_PHASE_LABELS[job.data.phase] : 'Der Import wird gestartet …'}
                  </Typography>
                </>
              )
            )}
            {finished && job.data && <JobResult job={job.data} />}
          </Box>
        )}
        {error && <Alert severity="error">{error}</Alert>}
      </Paper>
      <Box component="section" aria-labelledby={`${fileId}-recent`}>
        <Typography id={`${fileId}-recent`} variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
          Letzte Importe
        </Typography>
        {jobs.data && jobs.data.length > 0 ? (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  Gestartet
                </TableCell>
                <TableCell component="th" scope="col">
                  Von
                </TableCell>
                <TableCell component="th" scope="col">
                  Import
                </TableCell>
                <TableCell component="th" scope="col">
                  Datei
                </TableCell>
                <TableCell component="th" scope="col">
                  Ergebnis
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {jobs.data.map((row) => (
                <TableRow key={row.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.startedAt)}</TableCell>
                  <TableCell>{row.startedBy}</TableCell>
                  <TableCell>{IMPORT_LABELS[row.kind]}</TableCell>
                  <TableCell>{row.fileName}</TableCell>
                  <TableCell>
                    {IMPORT_PHASE_LABELS[row.phase]}
                    {row.lines[0] ? `: ${row.lines[0]}` : ''}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <Typography>{jobs.isPending ? 'Wird geladen …' : 'Noch keine Importe.'}</Typography>
        )}
      </Box>
    </Box>
  );
}

function JobResult({ job }: { job: ImportJob }) {
  const ok = job.phase === 'fertig';
  return (
    <Alert severity={ok ? 'success' : 'error'}>
      <Typography sx={{ fontWeight: 600 }}>{IMPORT_PHASE_LABELS[job.phase]}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, maxHeight: 320, overflowY: 'auto' }}>
        {job.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
    </Alert>
  );
}
