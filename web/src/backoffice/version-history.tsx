import { type ContentVersionSummary, PUBLICATION_LABELS } from '@kp/contract/backoffice';
import { formatDateTime } from '@kp/contract/shell';
import RestoreIcon from '@mui/icons-material/Restore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  Confirm,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
} from 'react-admin';
import type { BackofficeDataProvider, BackofficeFormRecord } from './data-provider.ts';
import { compareVersions, type FieldComparison } from './version-diff.ts';

const REMOVED_BG = 'rgba(211, 47, 47, 0.14)';
const ADDED_BG = 'rgba(46, 125, 50, 0.16)';
const CHANGED_BG = 'rgba(237, 108, 2, 0.10)';

type Props = {
  /** German labels of the form's fields, in the order the comparison lists them. */
  labels?: Record<string, string>;
  /** German names of coded values per field; the publication state is known already. */
  choices?: Record<string, Record<string, string>>;
};

const KNOWN_CHOICES: Record<string, Record<string, string>> = { status: PUBLICATION_LABELS };

/**
 * The version history of a versioned entry, for its Edit view (decision 019): who saved which version
 * when, two versions side by side (changed fields marked, long texts as a line diff), and 'Wiederherstellen',
 * which saves the chosen version as a new one with the revision the editor sees (409 if someone saved since).
 */
export function VersionHistory({ labels, choices }: Props) {
  const record = useRecordContext<BackofficeFormRecord>();
  const resource = useResourceContext() ?? '';
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const headingId = useId();
  const id = record?.id;
  const versions = useQuery({
    queryKey: ['backoffice-versions', resource, id, record?._revision],
    queryFn: () => dataProvider.versions(resource, id as number),
    enabled: id !== undefined,
  });
  const list = versions.data ?? [];

  return (
    <Box component="aside" aria-labelledby={headingId} sx={{ px: 2, pb: 3 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        Versionen
      </Typography>
      {versions.isError && <Alert severity="error">Die Versionen konnten nicht geladen werden.</Alert>}
      {versions.isSuccess && list.length === 0 && (
        <Typography color="textSecondary">
          Noch keine gespeicherten Versionen: Die erste entsteht beim ersten Speichern.
        </Typography>
      )}
      {list.length > 0 && record && (
        <>
          <VersionTable versions={list} record={record} resource={resource} />
          {list.length > 1 && (
            <Comparison
              versions={list}
              id={record.id as number}
              labels={labels}
              choices={{ ...KNOWN_CHOICES, ...choices }}
            />
          )}
        </>
      )}
    </Box>
  );
}

function VersionTable({
  versions,
  record,
  resource,
}: {
  versions: ContentVersionSummary[];
  record: BackofficeFormRecord;
  resource: string;
}) {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [restoring, setRestoring] = useState<number | null>(null);
  const latest = versions[0]?.version;
  const restore = useMutation({
    mutationFn: (version: number) =>
      dataProvider.restore(resource, record.id as number, version, record._revision),
    onSuccess: (_saved, version) => {
      notify(`Version ${version} wurde wiederhergestellt (als neue Version).`, { type: 'success' });
      refresh();
    },
    onError: (error) => notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
    onSettled: () => setRestoring(null),
  });

  return (
    <>
      <TableContainer
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
        tabIndex={0}
        role="region"
        aria-label="Gespeicherte Versionen"
      >
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Version</TableCell>
              <TableCell>Gespeichert am</TableCell>
              <TableCell>Von</TableCell>
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  Aktion
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {versions.map((version) => (
              <TableRow key={version.version}>
                <TableCell>
                  {version.version}
                  {version.version === latest && (
                    <Chip size="small" label="aktuell" sx={{ ml: 1 }} variant="outlined" />
                  )}
                </TableCell>
                <TableCell>{formatDateTime(version.savedAt)}</TableCell>
                <TableCell>{version.savedBy}</TableCell>
                <TableCell align="right">
                  {version.version !== latest && (
                    <Button
                      size="small"
                      startIcon={<RestoreIcon />}
                      onClick={() => setRestoring(version.version)}
                      disabled={restore.isPending}
                      aria-label={`Version ${version.version} wiederherstellen`}
                    >
                      Wiederherstellen
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Confirm
        isOpen={restoring !== null}
        loading={restore.isPending}
        title={`Version ${restoring ?? ''} wiederherstellen?`}
        content="Der Eintrag bekommt den Stand dieser Version; das wird als neue Version gespeichert. Nicht gespeicherte Änderungen im Formular gehen verloren."
        confirm="Wiederherstellen"
        cancel="Abbrechen"
        onConfirm={() => restoring !== null && restore.mutate(restoring)}
        onClose={() => setRestoring(null)}
      />
    </>
  );
}

function VersionSelect({
  label,
  value,
  versions,
  onChange,
}: {
  label: string;
  value: number;
  versions: ContentVersionSummary[];
  onChange: (version: number) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      fullWidth
      sx={{ flex: 1, minWidth: 0 }}
    >
      {versions.map((version) => (
        <MenuItem key={version.version} value={version.version}>
          Version {version.version} · {formatDateTime(version.savedAt)} · {version.savedBy}
        </MenuItem>
      ))}
    </TextField>
  );
}

function Comparison({
  versions,
  id,
  labels,
  choices,
}: {
  versions: ContentVersionSummary[];
  id: number;
  labels?: Record<string, string>;
  choices: Record<string, Record<string, string>>;
}) {
  const resource = useResourceContext() ?? '';
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  // The latest version against the one before, until the editor picks others.
  const [picked, setPicked] = useState<{ left?: number; right?: number }>({});
  const left = picked.left ?? versions[1].version;
  const right = picked.right ?? versions[0].version;
  const load = (version: number) => ({
    queryKey: ['backoffice-version', resource, id, version],
    queryFn: () => dataProvider.version(resource, id, version),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const leftData = useQuery(load(left));
  const rightData = useQuery(load(right));
  const rows =
    leftData.data && rightData.data
      ? compareVersions(leftData.data.data, rightData.data.data, labels, choices)
      : null;

  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 2 }}>
        Versionen vergleichen
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <VersionSelect
          label="Links"
          value={left}
          versions={versions}
          onChange={(version) => setPicked((current) => ({ ...current, left: version }))}
        />
        <VersionSelect
          label="Rechts"
          value={right}
          versions={versions}
          onChange={(version) => setPicked((current) => ({ ...current, right: version }))}
        />
      </Stack>
      {rows && (
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }} aria-live="polite">
          {describeChanges(rows)}
        </Typography>
      )}
      {rows && (
        <TableContainer
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
          tabIndex={0}
          role="region"
          aria-label={`Vergleich der Versionen ${left} und ${right}`}
        >
          <Table size="small" sx={{ tableLayout: 'fixed', minWidth: 560 }}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: '18%' }}>Feld</TableCell>
                <TableCell>Version {left}</TableCell>
                <TableCell>Version {right}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <ComparisonRow key={row.field} row={row} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}

function describeChanges(rows: FieldComparison[]) {
  const changed = rows.filter((row) => row.changed);
  if (!changed.length) return 'Die beiden Versionen sind gleich.';
  return `${changed.length === 1 ? '1 Feld' : `${changed.length} Felder`} geändert: ${changed.map((row) => row.label).join(', ')}.`;
}

const textCell = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', verticalAlign: 'top' } as const;

function ComparisonRow({ row }: { row: FieldComparison }) {
  const marked = row.changed ? { bgcolor: CHANGED_BG } : {};
  return (
    <TableRow sx={marked}>
      <TableCell
        component="th"
        scope="row"
        sx={{ verticalAlign: 'top', fontWeight: row.changed ? 700 : 400 }}
      >
        {row.label}
        {row.changed && (
          <Typography component="span" variant="caption" sx={{ display: 'block' }}>
            {row.formattingOnly ? 'nur die Formatierung geändert' : 'geändert'}
          </Typography>
        )}
      </TableCell>
      {row.lines ? (
        <>
          <TableCell sx={textCell}>
            {row.lines
              .filter((line) => line.kind !== 'added')
              .map((line) => (
                <Line key={line.at} text={line.text} removed={line.kind === 'removed'} />
              ))}
          </TableCell>
          <TableCell sx={textCell}>
            {row.lines
              .filter((line) => line.kind !== 'removed')
              .map((line) => (
                <Line key={line.at} text={line.text} added={line.kind === 'added'} />
              ))}
          </TableCell>
        </>
      ) : (
        <>
          <TableCell sx={textCell}>{row.left}</TableCell>
          <TableCell sx={textCell}>{row.right}</TableCell>
        </>
      )}
    </TableRow>
  );
}

/** One part of a line diff; removed and added parts are marked by colour and by a hidden word. */
function Line({ text, removed, added }: { text: string; removed?: boolean; added?: boolean }) {
  if (!removed && !added) return <span>{text}</span>;
  const Tag = removed ? 'del' : 'ins';
  return (
    <Box
      component={Tag}
      sx={{ bgcolor: removed ? REMOVED_BG : ADDED_BG, textDecoration: 'none', display: 'block' }}
    >
      <Box component="span" sx={visuallyHidden}>
        {removed ? 'entfernt: ' : 'hinzugefügt: '}
      </Box>
      {text}
    </Box>
  );
}
