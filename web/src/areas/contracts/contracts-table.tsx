import type { Contract } from '@kp/contract/contracts';
import { formatRemainingTerm } from '@kp/contract/contracts-constants';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import { formatContractDate } from './contract-format.ts';
import { StatusLabel, Subject, Termine } from './contract-parts.tsx';

/**
 * One page of contracts as a table (960 px and wider). Compact cells that wrap, so ten columns fit beside
 * the drawer at 1264 px; a horizontal scroll container is the last resort.
 */
export function ContractsTable({
  contracts,
  caption,
  label,
  showCommune,
  todayMs,
  busy,
}: {
  contracts: Contract[];
  caption: string;
  /** The scroll region's name; not the caption, see the page. */
  label: string;
  showCommune: boolean;
  todayMs: number;
  busy: boolean;
}) {
  return (
    // Focusable, so the table can be scrolled by keyboard where it is wider than the page.
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{
        overflowX: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        '&:focus-visible': {
          outline: 2,
          outlineStyle: 'solid',
          outlineColor: 'primary.main',
          outlineOffset: 2,
        },
      }}
    >
      <Table
        size="small"
        aria-busy={busy}
        sx={{
          minWidth: 760,
          hyphens: 'auto',
          '& th, & td': { px: 0.5, py: 1, fontSize: '0.8rem', lineHeight: 1.4, verticalAlign: 'top' },
          '& th:first-of-type, & td:first-of-type': { pl: 1.25 },
          '& thead th': { fontWeight: 700, verticalAlign: 'bottom', bgcolor: 'action.hover' },
        }}
      >
        <Box component="caption" sx={visuallyHidden}>
          {caption}
        </Box>
        <TableHead>
          <TableRow>
            <TableCell scope="col">Vertrags&shy;gegenstand</TableCell>
            {showCommune && <TableCell scope="col">Kommune</TableCell>}
            <TableCell scope="col">Status</TableCell>
            <TableCell scope="col">Gebiet</TableCell>
            <TableCell scope="col">Stadtteil</TableCell>
            <TableCell scope="col">NEW-Vertrags&shy;partner (intern)</TableCell>
            <TableCell scope="col">Vertrags&shy;beginn</TableCell>
            <TableCell scope="col">Vertrags&shy;ende</TableCell>
            <TableCell scope="col" align="right">
              Rest&shy;laufzeit (Jahre)
            </TableCell>
            <TableCell scope="col">Termine</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {contracts.map((contract) => (
            <TableRow key={contract.osId}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, minWidth: 120 }}>
                <Subject contract={contract} />
              </TableCell>
              {showCommune && <TableCell>{contract.kommune}</TableCell>}
              <TableCell>
                <StatusLabel status={contract.Vertragsstatus} />
              </TableCell>
              <TableCell>{contract.Gebiet}</TableCell>
              <TableCell>{contract.Stadtteil ?? '–'}</TableCell>
              <TableCell>{contract['NEW_Vertragspartner_(intern)']}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatContractDate(contract.Vertragsbeginn)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatContractDate(contract.Vertragsende)}</TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatRemainingTerm(contract.Restlaufzeit)}
              </TableCell>
              {/* Wide enough for 'Sonderkündigung 31.12.26' on one line (decision 016); scrolling is the last resort. */}
              <TableCell sx={{ minWidth: 210 }}>
                <Termine termine={contract.termine} todayMs={todayMs} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
