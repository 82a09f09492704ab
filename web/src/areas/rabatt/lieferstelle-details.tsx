import type { Change, Lieferstelle, ListPermissions } from '@kp/contract/rabatt';
import { formatRabattMenge } from '@kp/contract/rabatt-constants';
import { formatDateTime } from '@kp/contract/shell';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, type RefObject, useId } from 'react';
import { errorMessage } from '../../app/query-client.ts';
import { Alert } from '../../ui/alert.tsx';
import { DetailsList } from '../../ui/details-list.tsx';
import hidden from '../../ui/screen-reader-text.module.css';
import { Skeleton } from '../../ui/skeleton.tsx';
import text from '../../ui/type.module.css';
import { detailsQuery } from './api.ts';
import { CommentThread } from './comment-thread.tsx';
import { EditForm } from './edit-form.tsx';
import styles from './lieferstelle-details.module.css';
import { changeLines, newestFirst } from './list-format.ts';

/**
 * The detail view of one delivery point (spec 02 §2): master data, the yearly amounts, the edit form, the
 * comment thread and the change history.
 */
export function LieferstelleDetails({
  row,
  commune,
  year,
  permissions,
  draft,
  onDraftChange,
  commentInputRef,
}: {
  row: Lieferstelle;
  commune: string;
  year: number;
  permissions: ListPermissions;
  draft: string;
  onDraftChange: (draft: string) => void;
  commentInputRef: RefObject<HTMLTextAreaElement | null>;
}) {
  return (
    <div className={styles.details}>
      <div className={styles.column}>
        <Section title="Stammdaten">
          <MasterData row={row} />
        </Section>
        <Section title="Rabattmenge je Jahr">
          <YearlyTable row={row} commune={commune} />
        </Section>
        <Section title="Änderungen">
          <ChangeList changes={row.changes} />
        </Section>
      </div>
      <div className={styles.column}>
        <Section title="Adresse und Notiz bearbeiten">
          <EditForm key={row.id} row={row} commune={commune} editable={permissions.canEditAddresses} />
        </Section>
        <Section title="Kommentare">
          <CommentThread
            commune={commune}
            year={year}
            marktlokation={row.marktlokation}
            canComment={permissions.canComment}
            draft={draft}
            onDraftChange={onDraftChange}
            inputRef={commentInputRef}
          />
        </Section>
      </div>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

const orDash = (value: string | null) => (value === null || value.trim() === '' ? '–' : value);

function MasterData({ row }: { row: Lieferstelle }) {
  const pairs: [string, string | null][] = [
    ['Sparte', row.sparte],
    row.sparte === 'Strom' ? ['Spannungsebene', row.spannungsebene] : ['Druckstufe', row.druckstufe],
    ['Geschäftspartner', row.geschaeftspartnerName],
    ['Geschäftspartner-Nr.', row.geschaeftspartnerNummer],
    ['PLZ', row.plz],
    ['Ort', row.ort],
    ['Zuordnung MG', row.zuordnungMg],
    ['Zusatzinfo 1', row.zusatzinfo1],
    ['Zusatzinfo 2', row.zusatzinfo2],
    ['Zusatzinfo 3', row.zusatzinfo3],
    ['VK Sammler', row.vkSammler],
    ['VK Einzel', row.vkEinzel],
  ];
  return (
    <DetailsList className={styles.masterData}>
      {pairs.map(([label, value]) => (
        <div key={label} className={styles.pair}>
          <dt>{label}</dt>
          <dd>{orDash(value)}</dd>
        </div>
      ))}
    </DetailsList>
  );
}

function YearlyTable({ row, commune }: { row: Lieferstelle; commune: string }) {
  const details = useQuery({
    ...detailsQuery(commune, row.marktlokation, row.geschaeftspartnerNummer),
    meta: { silent: true },
  });
  if (details.isPending) return <Skeleton height={96} />;
  if (details.isError)
    return (
      <Alert role="alert" severity="error">
        {errorMessage(details.error)}
      </Alert>
    );
  if (details.data.length === 0) {
    return (
      <p className={`${text.body2} ${text.secondary}`}>
        Für diese Lieferstelle liegen keine Jahreswerte vor.
      </p>
    );
  }
  return (
    <table className={styles.years}>
      <caption className={hidden.hidden}>Rabattmenge je Jahr, Marktlokation {row.marktlokation}</caption>
      <thead>
        <tr>
          <th scope="col">Jahr</th>
          <th scope="col">Rabattmenge</th>
        </tr>
      </thead>
      <tbody>
        {details.data.map((entry) => (
          <tr key={entry.year}>
            <td>{entry.year}</td>
            <td>{formatRabattMenge(entry.rabattMenge)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ChangeList({ changes }: { changes: Change[] }) {
  if (changes.length === 0) {
    return <p className={`${text.body2} ${text.secondary}`}>Noch keine Änderungen.</p>;
  }
  return (
    <ul className={styles.changes}>
      {newestFirst(changes).map((change) => (
        <li key={change.id}>
          <div className={styles.when}>
            <time dateTime={change.changedAt}>{formatDateTime(change.changedAt)}</time> · {change.user}
          </div>
          {changeLines(change).map((line) => (
            <div key={line.field}>
              <span className={styles.field}>{line.field}:</span> {line.before} → {line.after}
            </div>
          ))}
        </li>
      ))}
    </ul>
  );
}
