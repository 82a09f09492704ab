import { formatDateTime } from '@kp/contract/shell';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import { statusHistoryQuery } from './api.ts';
import { statusChangeOf } from './overview-data.ts';

/** The status changes of a commune's year, newest first: when, who, from → to. */
export function StatusHistory({ commune, year }: { commune: string; year: number }) {
  const history = useQuery({ ...statusHistoryQuery(commune, year), meta: { silent: true } });
  if (history.isPending) return <Skeleton variant="rounded" height={120} aria-hidden />;
  if (history.isError) {
    return <Alert severity="error">Der Verlauf konnte nicht geladen werden.</Alert>;
  }
  const rows = history.data.flatMap((change) => {
    const step = statusChangeOf(change);
    return step ? [{ ...step, id: change.id, user: change.user, changedAt: change.changedAt }] : [];
  });
  if (rows.length === 0) {
    return <Typography>Für {year} gibt es noch keine Statusänderungen.</Typography>;
  }
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small">
        <caption
          style={visuallyHidden}
        >{`Statusänderungen von ${commune} für ${year}, die neueste zuerst`}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Zeitpunkt
            </TableCell>
            <TableCell component="th" scope="col">
              Von
            </TableCell>
            <TableCell component="th" scope="col">
              Status
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.changedAt)}</TableCell>
              <TableCell>{row.user}</TableCell>
              <TableCell>
                <span aria-hidden>{`${row.from} → ${row.to}`}</span>
                <span style={visuallyHidden}>{`von „${row.from}“ nach „${row.to}“`}</span>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
