import type { CommuneStatusRecord } from '@kp/contract/rabatt';
import { formatEuro, formatNumber } from '@kp/contract/shell';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { BarChart } from '../../ui/bar-chart.tsx';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import { chartFigures, describeFigures } from './overview-data.ts';
import { RABATT_NARROW_MEDIA } from './small-screen-notice.tsx';

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
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        gap: 2,
        // One chart a line when two would not leave them readable.
        [RABATT_NARROW_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)' },
      }}
    >
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
    </Box>
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
    <Paper variant="outlined" component="figure" aria-labelledby={headingId} sx={{ m: 0, p: 2, minWidth: 0 }}>
      <Typography id={headingId} component="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <BarChart
        categories={years}
        series={series}
        label={describeFigures(`${title} für ${commune}`, years, values, kind)}
        height={CHART_HEIGHT}
      />
      <Table size="small" sx={{ mt: 1 }}>
        <caption style={visuallyHidden}>{`${title}, ${commune}`}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Jahr
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {kind === 'euro' ? 'Rabatt' : 'Lieferstellen'}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {years.map((year, index) => (
            <TableRow key={year}>
              <TableCell component="th" scope="row">
                {year}
              </TableCell>
              <TableCell align="right">{format(values[index] ?? 0)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
