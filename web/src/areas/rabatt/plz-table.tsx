import { formatEuro, formatNumber } from '@kp/contract/shell';
import { useMemo } from 'react';
import hidden from '../../ui/screen-reader-text.module.css';
import table from '../../ui/table.module.css';
import text from '../../ui/type.module.css';
import { plzTable, type YearData } from './overview-data.ts';
import styles from './plz-table.module.css';
import shared from './rabatt.module.css';

/** The commune users' postal-code view (spec 02 §2): delivery points and discount per PLZ, with the total. */
export function PlzTable({ entry }: { entry: YearData }) {
  const { rows, total } = useMemo(() => plzTable(entry), [entry]);
  if (rows.length === 0) {
    return <p className={text.body1}>Für {entry.year} sind noch keine Lieferstellen erfasst.</p>;
  }
  return (
    <div className={`${table.container} ${table.framed}`}>
      <table className={`${table.table} ${table.small} ${shared.dataTable}`}>
        <caption
          className={hidden.hidden}
        >{`Lieferstellen und Rabatt je Postleitzahl, ${entry.year}`}</caption>
        <thead>
          <tr>
            <th scope="col">PLZ</th>
            <th scope="col" className={table.number}>
              Lieferstellen
            </th>
            <th scope="col" className={table.number}>
              Rabatt
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.plz} className={styles.row}>
              <th scope="row">{row.plz}</th>
              <td className={table.number}>{formatNumber(row.count)}</td>
              <td className={table.number}>{formatEuro(row.rabatt)}</td>
            </tr>
          ))}
          <tr className={styles.sum}>
            <th scope="row">Summe</th>
            <td className={table.number}>{formatNumber(total.count)}</td>
            <td className={table.number}>{formatEuro(total.rabatt)}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
