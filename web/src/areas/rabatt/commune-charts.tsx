import type { CommuneStatusRecord } from '@kp/contract/rabatt';
import { formatEuro, formatNumber } from '@kp/contract/shell';
import { useId, useMemo } from 'react';
import { BarChart } from '../../ui/bar-chart.tsx';
import hidden from '../../ui/screen-reader-text.module.css';
import surface from '../../ui/surface.module.css';
import table from '../../ui/table.module.css';
import styles from './commune-charts.module.css';
import { chartFigures, describeFigures } from './overview-data.ts';
import shared from './rabatt.module.css';

/** Two small charts side by side read better than the spec's 450 px page charts (decision in the report). */
const CHART_HEIGHT = 260;

/**
 * The employees' charts of one commune (spec 02 §2, §6): the discount total and the number of delivery
 * points per year, each with a small table of the same figures for screen readers and exact reading.
 */
export function CommuneCharts({ record }: { record: CommuneStatusRecord }) {
  const figures = useMemo(() => chartFigures(record), [record]);
  const rabattSeries = useMemo(() => [{ name: 'Rabatt in €', data: figures.rabatt }], [figures]);
  const countSeries = useMemo(() => [{ name: 'Lieferstellen', data: figures.counts }], [figures]);
  return (
    <div className={styles.charts}>
      <ChartCard
        title="Rabatt gesamt je Jahr"
        years={figures.years}
        values={figures.rabatt}
        series={rabattSeries}
        kind="euro"
        commune={record.commune}
      />
      <ChartCard
        title="Lieferstellen je Jahr"
        years={figures.years}
        values={figures.counts}
        series={countSeries}
        kind="count"
        commune={record.commune}
      />
    </div>
  );
}

function ChartCard({
  title,
  years,
  values,
  series,
  kind,
  commune,
}: {
  title: string;
  years: string[];
  values: number[];
  series: { name: string; data: number[] }[];
  kind: 'euro' | 'count';
  commune: string;
}) {
  const headingId = useId();
  const format = kind === 'euro' ? formatEuro : formatNumber;
  return (
    <figure aria-labelledby={headingId} className={`${surface.outlined} ${styles.card}`}>
      <h3 id={headingId} className={styles.heading}>
        {title}
      </h3>
      <BarChart
        categories={years}
        series={series}
        label={describeFigures(`${title} für ${commune}`, years, values, kind)}
        height={CHART_HEIGHT}
      />
      <table className={`${table.table} ${table.small} ${shared.dataTable} ${styles.figures}`}>
        <caption className={hidden.hidden}>{`${title}, ${commune}`}</caption>
        <thead>
          <tr>
            <th scope="col">Jahr</th>
            <th scope="col" className={table.number}>
              {kind === 'euro' ? 'Rabatt' : 'Lieferstellen'}
            </th>
          </tr>
        </thead>
        <tbody>
          {years.map((year, index) => (
            <tr key={year}>
              <th scope="row">{year}</th>
              <td className={table.number}>{format(values[index] ?? 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
