import type { CommuneStatusRecord } from '@kp/contract/rabatt';
import { RABATT_ROUTES, type RabattRole } from '@kp/contract/rabatt-constants';
import { formatEuro, formatNumber } from '@kp/contract/shell';
import { lazy, type ReactNode, Suspense, useId, useMemo } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../ui/alert.tsx';
import buttonStyles from '../../ui/button.module.css';
import { buttonClass } from '../../ui/button.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import surface from '../../ui/surface.module.css';
import text from '../../ui/type.module.css';
import { ListAltIcon } from './icons.tsx';
import { cardsByStatus, pickCommune, pickYear, type YearData, yearDataOf, yearsOf } from './overview-data.ts';
import styles from './overview-views.module.css';
import { PlzTable } from './plz-table.tsx';
import { ProcessActions } from './process-actions.tsx';
import { completedText, statusHint } from './process-rules.ts';
import { ProgressSteps } from './progress-steps.tsx';
import shared from './rabatt.module.css';
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
    <section aria-labelledby={id} className={`${surface.outlined} ${shared.panel} ${styles.section}`}>
      <h2 id={id} className={shared.panelHeading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function ListLink({ commune, year }: { commune: string; year: number }) {
  return (
    <Link to={RABATT_ROUTES.list(commune, year)} className={buttonClass({ variant: 'outlined' })}>
      <span className={buttonStyles.startIcon}>
        <ListAltIcon />
      </span>
      Lieferstellen anzeigen
    </Link>
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
    <div className={styles.status}>
      <p className={text.body1}>
        Status {year}: <strong>{entry.status}</strong>
      </p>
      <p className={`${text.body2} ${text.secondary}`}>{statusHint(rabattRole, entry.status)}</p>
      <div className={styles.actions}>
        <ProcessActions commune={commune} year={year} status={entry.status} />
        <ListLink commune={commune} year={year} />
      </div>
    </div>
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
    return (
      <Alert role="alert" severity="info">
        Für Ihre Kommune liegt noch keine Liste der Lieferstellen vor.
      </Alert>
    );
  }

  return (
    <>
      <div className={styles.below}>
        <YearSelect years={years} value={year} onChange={onYear} />
      </div>
      {entry.status === 'Abgeschlossen' && (
        <Alert role="alert" severity="success" className={styles.below}>
          {completedText(year)}
        </Alert>
      )}
      <Section title={`Ablauf ${year}`}>
        <div className={styles.below}>
          <ProgressSteps status={entry.status} label={`Schritte der Rabattermittlung ${year}`} />
        </div>
        <StatusPanel rabattRole="commune" commune={record.commune} year={year} entry={entry} />
      </Section>
      <div className={styles.columns}>
        <Section title="Postleitzahlen">
          <p className={`${text.body1} ${styles.count}`}>
            {`${formatNumber(entry.lieferstellenCount)} ${entry.lieferstellenCount === 1 ? 'Lieferstelle' : 'Lieferstellen'}, Rabatt gesamt ${formatEuro(entry.gesamtRabatt)}`}
          </p>
          <PlzTable entry={entry} />
        </Section>
        <RabattContacts commune={record.commune} />
      </div>
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
      <div className={styles.choice}>
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
      </div>

      <Section title={selected && year !== null ? `${selected.commune} ${year}` : 'Liste senden'}>
        {selected && year !== null && entry ? (
          <StatusPanel rabattRole="employee" commune={selected.commune} year={year} entry={entry} />
        ) : (
          <div className={styles.nothingChosen}>
            <p className={`${text.body2} ${text.secondary}`}>
              {selected && year !== null
                ? `Für ${year} liegt für ${selected.commune} keine Liste vor.`
                : 'Bitte wählen Sie eine Kommune und ein Jahr, oben oder über eine Karte.'}
            </p>
            <ProcessActions commune={selected?.commune} year={year} status={null} />
          </div>
        )}
      </Section>

      {year === null ? (
        <Alert role="alert" severity="info" className={styles.below}>
          Es liegen noch keine Listen der Lieferstellen vor.
        </Alert>
      ) : (
        <div className={styles.below}>
          <StatusColumns
            columns={columns}
            year={year}
            selected={selected?.commune ?? null}
            onSelect={(commune) => onCommune(commune === selected?.commune ? null : commune)}
          />
        </div>
      )}

      {selected && (
        <>
          <Section title={`Kennzahlen ${selected.commune}`}>
            <Suspense fallback={<Skeleton height={420} />}>
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
