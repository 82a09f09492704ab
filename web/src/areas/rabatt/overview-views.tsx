import type { CommuneStatusRecord } from '@kp/contract/rabatt';
import { RABATT_ROUTES, type RabattRole } from '@kp/contract/rabatt-constants';
import { formatEuro, formatNumber } from '@kp/contract/shell';
import ListAltIcon from '@mui/icons-material/ListAlt';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, type ReactNode, Suspense, useId, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { SelectField } from '../../ui/select-field.tsx';
import { cardsByStatus, pickCommune, pickYear, type YearData, yearDataOf, yearsOf } from './overview-data.ts';
import { PlzTable } from './plz-table.tsx';
import { ProcessActions } from './process-actions.tsx';
import { completedText, statusHint } from './process-rules.ts';
import { ProgressSteps } from './progress-steps.tsx';
import { RabattContacts } from './rabatt-contacts.tsx';
import { StatusColumns } from './status-columns.tsx';
import { StatusHistory } from './status-history.tsx';
import { YearSelect } from './year-select.tsx';

// The overview for the chosen year, for commune users and for employees: loaded by overview-page.tsx
// after its first paint.

// ECharts is large and only employees see charts: commune users never load it.
const CommuneCharts = lazy(() =>
  import('./commune-charts.tsx').then((module) => ({ default: module.CommuneCharts })),
);

/** A titled block of the page. */
function Section({ title, children, headingId }: { title: string; children: ReactNode; headingId?: string }) {
  const ownId = useId();
  const id = headingId ?? ownId;
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: 3, mb: 3, minWidth: 0 }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function ListLink({ commune, year }: { commune: string; year: number }) {
  return (
    <Button
      component={RouterLink}
      to={RABATT_ROUTES.list(commune, year)}
      variant="outlined"
      startIcon={<ListAltIcon />}
    >
      Lieferstellen anzeigen
    </Button>
  );
}

/** Status, the sentence on who is on turn, and the buttons. */
function StatusPanel({
  rabattRole,
  commune,
  year,
  entry,
}: {
  rabattRole: RabattRole;
  commune: string;
  year: number;
  entry: YearData;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography>
        Status {year}:{' '}
        <Box component="strong" sx={{ fontWeight: 700 }}>
          {entry.status}
        </Box>
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {statusHint(rabattRole, entry.status)}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <ProcessActions commune={commune} year={year} status={entry.status} />
        <ListLink commune={commune} year={year} />
      </Box>
    </Box>
  );
}

export function CommuneOverview({
  record,
  yearParam,
  onYear,
}: {
  record: CommuneStatusRecord | null;
  yearParam: string | null;
  onYear: (year: number) => void;
}) {
  const years = useMemo(() => (record ? yearsOf([record]) : []), [record]);
  const year = pickYear(years, yearParam);
  const entry = yearDataOf(record, year);
  if (!record || year === null || !entry) {
    return <Alert severity="info">Für Ihre Kommune liegt noch keine Liste der Lieferstellen vor.</Alert>;
  }

  return (
    <>
      <Box sx={{ mb: 3 }}>
        <YearSelect years={years} value={year} onChange={onYear} />
      </Box>
      {entry.status === 'Abgeschlossen' && (
        <Alert severity="success" sx={{ mb: 3 }}>
          {completedText(year)}
        </Alert>
      )}
      <Section title={`Ablauf ${year}`}>
        <Box sx={{ mb: 3 }}>
          <ProgressSteps status={entry.status} label={`Schritte der Rabattermittlung ${year}`} />
        </Box>
        <StatusPanel rabattRole="commune" commune={record.commune} year={year} entry={entry} />
      </Section>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { md: 'minmax(0, 1fr)', lg: 'minmax(0, 1.6fr) minmax(320px, 1fr)' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <Section title="Postleitzahlen">
          <Typography sx={{ mb: 2 }}>
            {`${formatNumber(entry.lieferstellenCount)} ${entry.lieferstellenCount === 1 ? 'Lieferstelle' : 'Lieferstellen'}, Rabatt gesamt ${formatEuro(entry.gesamtRabatt)}`}
          </Typography>
          <PlzTable entry={entry} />
        </Section>
        <RabattContacts commune={record.commune} />
      </Box>
    </>
  );
}

export function EmployeeOverview({
  records,
  yearParam,
  communeParam,
  onYear,
  onCommune,
}: {
  records: CommuneStatusRecord[];
  yearParam: string | null;
  communeParam: string | null;
  onYear: (year: number) => void;
  onCommune: (commune: string | null) => void;
}) {
  const years = useMemo(() => yearsOf(records), [records]);
  const year = pickYear(years, yearParam);
  const selected = pickCommune(records, communeParam);
  const entry = yearDataOf(selected, year);
  const communes = useMemo(
    () => records.map((record) => record.commune).sort((a, b) => a.localeCompare(b, 'de')),
    [records],
  );
  const columns = useMemo(() => cardsByStatus(records, year), [records, year]);

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-end', mb: 3 }}>
        <SelectField
          label="Kommune"
          value={selected?.commune ?? ''}
          onChange={(value) => onCommune(value === '' ? null : value)}
        >
          <option value="">Bitte wählen</option>
          {communes.map((commune) => (
            <option key={commune} value={commune}>
              {commune}
            </option>
          ))}
        </SelectField>
        <YearSelect years={years} value={year} onChange={onYear} />
      </Box>

      <Section title={selected && year !== null ? `${selected.commune} ${year}` : 'Liste senden'}>
        {selected && year !== null && entry ? (
          <StatusPanel rabattRole="employee" commune={selected.commune} year={year} entry={entry} />
        ) : (
          <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {selected && year !== null
                ? `Für ${year} liegt für ${selected.commune} keine Liste vor.`
                : 'Bitte wählen Sie eine Kommune und ein Jahr, oben oder über eine Karte.'}
            </Typography>
            <ProcessActions commune={selected?.commune} year={year} status={null} />
          </Box>
        )}
      </Section>

      {year === null ? (
        <Alert severity="info" sx={{ mb: 3 }}>
          Es liegen noch keine Listen der Lieferstellen vor.
        </Alert>
      ) : (
        <Box sx={{ mb: 3 }}>
          <StatusColumns
            columns={columns}
            year={year}
            selected={selected?.commune ?? null}
            onSelect={(commune) => onCommune(commune === selected?.commune ? null : commune)}
          />
        </Box>
      )}

      {selected && (
        <>
          <Section title={`Kennzahlen ${selected.commune}`}>
            <Suspense fallback={<Skeleton variant="rounded" height={420} aria-hidden />}>
              <CommuneCharts record={selected} />
            </Suspense>
          </Section>
          {year !== null && entry && (
            <Section title={`Verlauf ${selected.commune} ${year}`}>
              <StatusHistory commune={selected.commune} year={year} />
            </Section>
          )}
        </>
      )}
    </>
  );
}
