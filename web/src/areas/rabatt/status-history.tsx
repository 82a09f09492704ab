import { formatDateTime } from '@kp/contract/shell';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../ui/alert.tsx';
import hidden from '../../ui/screen-reader-text.module.css';
import { ScreenReaderText } from '../../ui/screen-reader-text.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import table from '../../ui/table.module.css';
import text from '../../ui/type.module.css';
import { statusHistoryQuery } from './api.ts';
import { statusChangeOf } from './overview-data.ts';
import shared from './rabatt.module.css';

/** The status changes of a commune's year, newest first: when, who, from → to. */
export function StatusHistory({ commune, year }: { commune: string; year: number }) {
  const history = useQuery({ ...statusHistoryQuery(commune, year), meta: { silent: true } });
  if (history.isPending) return <Skeleton height={120} />;
  if (history.isError) {
    return (
      <Alert role="alert" severity="error">
        Der Verlauf konnte nicht geladen werden.
      </Alert>
    );
  }
  const rows = history.data.flatMap((change) => {
    const step = statusChangeOf(change);
    return step ? [{ ...step, id: change.id, user: change.user, changedAt: change.changedAt }] : [];
  });
  if (rows.length === 0) {
    return <p className={text.body1}>Für {year} gibt es noch keine Statusänderungen.</p>;
  }
  return (
    <div className={`${table.container} ${table.framed}`}>
      <table className={`${table.table} ${table.small} ${shared.dataTable}`}>
        <caption
          className={hidden.hidden}
        >{`Statusänderungen von ${commune} für ${year}, die neueste zuerst`}</caption>
        <thead>
          <tr>
            <th scope="col">Zeitpunkt</th>
            <th scope="col">Von</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={table.nowrap}>{formatDateTime(row.changedAt)}</td>
              <td>{row.user}</td>
              <td>
                <span aria-hidden="true">{`${row.from} → ${row.to}`}</span>
                <ScreenReaderText>{`von „${row.from}“ nach „${row.to}“`}</ScreenReaderText>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
