import { formatEuro, formatNumber } from '@kp/contract/shell';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import { plzTable, type YearData } from './overview-data.ts';

/** The commune users' postal-code view (spec 02 §2): delivery points and discount per PLZ, with the total. */
export function PlzTable({ entry }: { entry: YearData }) {
  const { rows, total } = useMemo(() => plzTable(entry), [entry]);
  if (rows.length === 0) {
    return <Typography>Für {entry.year} sind noch keine Lieferstellen erfasst.</Typography>;
  }
  const strong = { fontWeight: 700 } as const;
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small">
        <caption style={visuallyHidden}>{`Lieferstellen und Rabatt je Postleitzahl, ${entry.year}`}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              PLZ
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Lieferstellen
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Rabatt
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.plz} hover>
              <TableCell component="th" scope="row">
                {row.plz}
              </TableCell>
              <TableCell align="right">{formatNumber(row.count)}</TableCell>
              <TableCell align="right">{formatEuro(row.rabatt)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={strong}>
              Summe
            </TableCell>
            <TableCell align="right" sx={strong}>
              {formatNumber(total.count)}
            </TableCell>
            <TableCell align="right" sx={strong}>
              {formatEuro(total.rabatt)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
