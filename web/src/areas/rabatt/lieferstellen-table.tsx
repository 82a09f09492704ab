import type { Lieferstelle, LieferstellenPage } from '@kp/contract/rabatt';
import { addressOf, levelOf, type RabattRole } from '@kp/contract/rabatt-constants';
import { formatEuro, formatNumber } from '@kp/contract/shell';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Fragment, type ReactNode } from 'react';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import { rowBadges } from './list-format.ts';
import { listLockText } from './process-rules.ts';
import { RabattCheckbox } from './rabatt-checkbox.tsx';
import { RABATT_NARROW_MEDIA } from './small-screen-notice.tsx';

const COLUMN_COUNT = 11;

export const detailsId = (row: Pick<Lieferstelle, 'id'>) => `lieferstelle-details-${row.id}`;

/**
 * One server page of delivery points (spec 02 §2) as a table, the open row's details in a row below it.
 * Compact cells that wrap, so eleven columns fit the content width beside the drawer (about 940 px at
 * 1264 px); a horizontal scroll container is the last resort. Below 960 px each row becomes a card of
 * labelled fields (decision 010, WCAG 1.4.10): the same elements restyled, so nothing typed in an open row is
 * lost when the window narrows, and explicit ARIA roles keep the table's semantics under `display: block`.
 */
export function LieferstellenTable({
  data,
  caption,
  fetching,
  lock,
  openId,
  emptyText,
  onToggle,
  onPageChange,
  renderDetails,
}: {
  data: LieferstellenPage;
  caption: string;
  fetching: boolean;
  /** Who reads the list, and the id of the notice that says why the discount boxes are locked, if they are. */
  lock: { noticeId: string; role: RabattRole };
  openId: number | null;
  emptyText: string;
  onToggle: (row: Lieferstelle) => void;
  /** `page` counts from 1. */
  onPageChange: (page: number) => void;
  renderDetails: (row: Lieferstelle) => ReactNode;
}) {
  const lockedBy = listLockText(lock.role, data.status) ? lock.noticeId : undefined;
  return (
    <Box>
      <Box sx={{ height: 4 }}>{fetching && <LinearProgress aria-label="Lieferstellen werden geladen" />}</Box>
      <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table
          size="small"
          role="table"
          aria-busy={fetching}
          sx={{
            minWidth: 760,
            '& th, & td': { px: 0.75, py: 0.75, fontSize: '0.8125rem', lineHeight: 1.35 },
            '& thead th': { fontWeight: 700, verticalAlign: 'bottom', bgcolor: 'action.hover' },
            '& tbody td': { verticalAlign: 'top' },
            '& .cell-label': { display: 'none' },
            [RABATT_NARROW_MEDIA]: NARROW_TABLE,
          }}
        >
          <Box component="caption" sx={visuallyHidden}>
            {caption}
          </Box>
          <TableHead role="rowgroup">
            <TableRow role="row">
              <TableCell role="columnheader" padding="checkbox" sx={{ width: 48 }}>
                Rabatt
              </TableCell>
              <TableCell role="columnheader">Marktlokation</TableCell>
              <TableCell role="columnheader">Adresse</TableCell>
              <TableCell role="columnheader">PLZ</TableCell>
              <TableCell role="columnheader">Geschäfts&shy;partner-Nr</TableCell>
              <TableCell role="columnheader">Geschäfts&shy;partner</TableCell>
              <TableCell role="columnheader">Notiz</TableCell>
              <TableCell role="columnheader">
                Druckstufe/
                <wbr />
                Spannungs&shy;ebene
              </TableCell>
              <TableCell role="columnheader" align="right">
                Rabatt&shy;betrag
              </TableCell>
              <TableCell role="columnheader">Kommen&shy;tare</TableCell>
              <TableCell role="columnheader">
                <Box component="span" sx={visuallyHidden}>
                  Details
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody role="rowgroup">
            {data.items.length === 0 && (
              <TableRow role="row">
                <TableCell
                  role="cell"
                  colSpan={COLUMN_COUNT}
                  sx={{ py: 3, textAlign: 'center', color: 'text.secondary' }}
                >
                  {emptyText}
                </TableCell>
              </TableRow>
            )}
            {data.items.map((row) => {
              const open = row.id === openId;
              return (
                <Fragment key={row.id}>
                  <TableRow
                    role="row"
                    className="data-row"
                    selected={open}
                    sx={open ? { '& td': { borderBottom: 0 } } : undefined}
                  >
                    <TableCell role="cell" padding="checkbox" className="rabatt-cell">
                      <CellLabel>Rabatt</CellLabel>
                      <RabattCheckbox
                        row={row}
                        editable={data.permissions.canSetRabatt}
                        describedBy={lockedBy}
                      />
                    </TableCell>
                    <TableCell role="cell" sx={{ whiteSpace: 'nowrap' }}>
                      <CellLabel>Marktlokation</CellLabel>
                      <Box sx={{ fontVariantNumeric: 'tabular-nums' }}>{row.marktlokation}</Box>
                      <Badges labels={rowBadges(row)} />
                    </TableCell>
                    <TableCell role="cell" sx={{ minWidth: 110 }}>
                      <CellLabel>Adresse</CellLabel>
                      {addressOf(row)}
                    </TableCell>
                    <TableCell role="cell">
                      <CellLabel>PLZ</CellLabel>
                      {row.plz}
                    </TableCell>
                    <TableCell role="cell">
                      <CellLabel>Geschäftspartner-Nr</CellLabel>
                      {row.geschaeftspartnerNummer}
                    </TableCell>
                    <TableCell role="cell" sx={{ minWidth: 110 }}>
                      <CellLabel>Geschäftspartner</CellLabel>
                      {row.geschaeftspartnerName}
                    </TableCell>
                    <TableCell role="cell" sx={{ minWidth: 90, maxWidth: 180, overflowWrap: 'anywhere' }}>
                      <CellLabel>Notiz</CellLabel>
                      {row.notiz}
                    </TableCell>
                    <TableCell role="cell">
                      <CellLabel>Druckstufe/Spannungsebene</CellLabel>
                      {levelOf(row)}
                    </TableCell>
                    <TableCell
                      role="cell"
                      align="right"
                      sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                    >
                      <CellLabel>Rabattbetrag</CellLabel>
                      {row.rabattMenge === null ? '–' : formatEuro(row.rabattMenge)}
                    </TableCell>
                    <TableCell role="cell">
                      <CellLabel>Kommentare</CellLabel>
                      <CommentCount total={row.comments} unread={row.unreadComments} />
                    </TableCell>
                    <TableCell
                      role="cell"
                      padding="none"
                      className="details-cell"
                      sx={{ width: 40, textAlign: 'center' }}
                    >
                      <IconButton
                        size="small"
                        aria-expanded={open}
                        aria-controls={open ? detailsId(row) : undefined}
                        aria-label={`Details zu Marktlokation ${row.marktlokation}`}
                        onClick={() => onToggle(row)}
                        sx={{ color: 'primary.main', mt: -0.5 }}
                      >
                        <ExpandMoreIcon
                          sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
                        />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                  {open && (
                    <TableRow role="row" className="details-row">
                      <TableCell
                        role="cell"
                        colSpan={COLUMN_COUNT}
                        sx={{ bgcolor: 'action.hover', p: '16px !important' }}
                      >
                        <Box
                          role="region"
                          id={detailsId(row)}
                          aria-label={`Details zu Marktlokation ${row.marktlokation}`}
                        >
                          {renderDetails(row)}
                        </Box>
                      </TableCell>
                    </TableRow>
                  )}
                </Fragment>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      <Pager total={data.total} page={data.page} pageSize={data.pageSize} onPageChange={onPageChange} />
    </Box>
  );
}

/**
 * '1–10 von 69' and the two page buttons. Written here because MUI's TablePagination brings its rows-per-page
 * select (menu, popover, modal) along even when there is only one page size.
 */
function Pager({
  total,
  page,
  pageSize,
  onPageChange,
}: {
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}) {
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const last = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Box
      component="nav"
      aria-label="Seiten der Lieferstellen"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, px: 2, py: 1 }}
    >
      <Box component="p" aria-live="polite" sx={{ m: 0, mr: 2, fontSize: '0.875rem' }}>
        {`${formatNumber(from)}–${formatNumber(to)} von ${formatNumber(total)}`}
      </Box>
      <IconButton aria-label="Vorherige Seite" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeftIcon />
      </IconButton>
      <IconButton aria-label="Nächste Seite" disabled={page >= last} onClick={() => onPageChange(page + 1)}>
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}

/** The column's name inside a cell, shown only in the narrow layout (screen readers have the header). */
function CellLabel({ children }: { children: ReactNode }) {
  return (
    <Box component="span" className="cell-label" aria-hidden>
      {children}
    </Box>
  );
}

/**
 * The narrow layout: every row a card of labelled fields in a wrapping grid, the discount box and the
 * details button in its first line, the header row kept for screen readers only.
 */
const NARROW_TABLE = {
  minWidth: 0,
  display: 'block',
  // Child combinators only: the tables inside an open row's details keep their own layout.
  '& > tbody, & > tbody > tr, & > tbody > tr > td': { display: 'block' },
  '& > thead': visuallyHidden,
  '& > tbody > tr.data-row': {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 130px), 1fr))',
    columnGap: 2,
    rowGap: 0.5,
    px: 1.5,
    py: 1,
    position: 'relative',
    borderTop: 2,
    borderColor: 'divider',
  },
  '& > tbody > tr.data-row > td': {
    border: 0,
    p: '2px 0 !important',
    width: 'auto',
    minWidth: 0,
    maxWidth: 'none',
    textAlign: 'left',
    whiteSpace: 'normal',
    overflowWrap: 'anywhere',
  },
  // The discount box fills the first line; the details button sits at its right end, at any column count.
  '& > tbody > tr.data-row > td.rabatt-cell': {
    gridColumn: '1 / -1',
    display: 'flex',
    alignItems: 'center',
    gap: 1,
    pr: '48px !important',
  },
  '& > tbody > tr.data-row > td.details-cell': { position: 'absolute', top: 6, right: 8 },
  '& td.rabatt-cell .cell-label': { mb: 0 },
  '& .cell-label': {
    display: 'block',
    mb: 0.25,
    color: 'text.secondary',
    fontSize: '0.75rem',
    fontWeight: 600,
  },
  '& > tbody > tr.details-row > td': { p: '12px !important' },
} as const;

function Badges({ labels }: { labels: string[] }) {
  if (labels.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5, whiteSpace: 'normal' }}>
      {labels.map((label) => (
        <Box
          key={label}
          component="span"
          sx={{
            px: 0.75,
            borderRadius: 1,
            border: 1,
            borderColor: 'primary.main',
            color: 'primary.main',
            fontSize: '0.75rem',
            fontWeight: 600,
            lineHeight: 1.5,
          }}
        >
          {label}
        </Box>
      ))}
    </Box>
  );
}

function CommentCount({ total, unread }: { total: number; unread: number }) {
  return (
    <Box>
      <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatNumber(total)}
      </Box>
      {unread > 0 && (
        <Box
          component="span"
          sx={{
            display: 'block',
            mt: 0.25,
            px: 0.75,
            width: 'fit-content',
            borderRadius: 1,
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            fontSize: '0.75rem',
            fontWeight: 600,
            whiteSpace: 'nowrap',
          }}
        >
          {formatNumber(unread)} ungelesen
        </Box>
      )}
    </Box>
  );
}
